import { ROUTER_BASENAME } from '@nism/contracts';
import { AppToaster, BrowserRouter, GlobalStyle, MemoryRouter } from '@nism/shared-ui';
import { AppRoutes } from './AppRoutes';

/** The site. `location` (a path with the site's base) renders that one route, for the prerender. */
export function App({ location }: { location?: string }) {
  const site = (
    <>
      <GlobalStyle />
      <AppToaster />
      <AppRoutes />
    </>
  );
  return location === undefined ? (
    <BrowserRouter basename={ROUTER_BASENAME}>{site}</BrowserRouter>
  ) : (
    <MemoryRouter basename={ROUTER_BASENAME} initialEntries={[location]}>
      {site}
    </MemoryRouter>
  );
}
