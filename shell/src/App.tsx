import { routerBasename, sitePathOf } from '@nism/contracts';
import { AppToaster, BrowserRouter, GlobalStyle, LocaleProvider, MemoryRouter } from '@nism/shared-ui';
import { AppRoutes } from './AppRoutes';

/**
 * The site. `location` (a path with the site's base) renders that one route, for the prerender. The language is the
 * address's ('/hi/…' is Hindi): the router's basename carries it, so every link stays in it, and the remotes read it
 * from the LocaleProvider. Switching loads the other language's address (LanguageSwitch).
 */
export function App({ location }: { location?: string }) {
  const { locale } = sitePathOf(location ?? window.location.pathname);
  const basename = routerBasename(locale);
  const site = (
    <LocaleProvider locale={locale}>
      <GlobalStyle />
      <AppToaster />
      <AppRoutes />
    </LocaleProvider>
  );
  return location === undefined ? (
    <BrowserRouter basename={basename}>{site}</BrowserRouter>
  ) : (
    <MemoryRouter basename={basename} initialEntries={[location]}>
      {site}
    </MemoryRouter>
  );
}
