// The shell's entry chunk runs this before its shared packages (react, the router, ...) have downloaded: it
// fetches config.json once, registers the remotes and starts downloading the landing page's remote code, so that
// code arrives alongside the shell's own chunks instead of after the shell's first render. Nothing here may import
// a shared package (that would make it an eager dependency of the entry chunk).
import { sitePathOf, withBase, withoutBase, type PageModule } from '@nism/contracts';
// The module itself, not the shared package: this runs in the entry chunk, before the federation runtime can
// share anything (importing @nism/platform here throws RUNTIME-006, and the page paints nothing).
import { takeEarlyResponse } from '@nism/platform/document-preload';
import { preloadPageAt } from './link-preload';
import { loadRemoteModule, registerRemotesOnce } from './registry';
import { remoteRouteAt } from './remote-routes';

/** How long the first render waits for the landing page's module before it shows the shell with a spinner. */
const LANDING_WAIT_MS = 800;

/** The one fetch of /config.json of this visit (the document's, document-preload.ts); boot validates it. */
export const configResponse: Promise<Response> = takeEarlyResponse(withBase('config.json')) ?? fetch(withBase('config.json'));

/** config.json's body (boot validates it; here it is only read), or null when it did not come. */
const rawConfig: Promise<Record<string, unknown> | null> = configResponse
  .then((response) => response.clone().json() as Promise<Record<string, unknown>>)
  .catch(() => null);

export function startLandingPageLoad(): void {
  rawConfig
    .then((raw: { remotes?: Record<string, unknown> } | null) => {
      if (!raw) return;
      const remotes = Object.fromEntries(Object.entries(raw.remotes ?? {}).filter(([, url]) => typeof url === 'string')) as Record<
        string,
        string
      >;
      registerRemotesOnce(remotes);
      preloadPageAt(withoutBase(location.pathname));
    })
    // A bad or unreachable config is reported by the boot, with its reason; the page loads when it renders.
    .catch(() => {});
}

/**
 * Loads the landing page's module (its code is usually downloaded by now) and lets it start its data reads, before
 * the first render: the shell's first paint then includes the page instead of a spinner. Waits at most
 * LANDING_WAIT_MS; a remote that is slow or down is left to the route's own loading and error states.
 */
export function prepareLandingPage(): Promise<void> {
  const { path, locale } = sitePathOf(location.pathname);
  const route = remoteRouteAt(path);
  if (!route) return Promise.resolve();
  const ready = loadRemoteModule(route.id)
    .then((mod) => (mod as PageModule).prefetch?.(route.params, locale))
    .catch(() => {});
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, LANDING_WAIT_MS))]);
}
