// The shell's entry chunk runs this before its shared packages (react, the router, ...) have downloaded: it
// fetches config.json once, registers the remotes and starts downloading the landing page's remote code, so that
// code arrives alongside the shell's own chunks instead of after the shell's first render. Nothing here may import
// a shared package (that would make it an eager dependency of the entry chunk).
import { preloadPageAt } from './linkPreload';
import { registerRemotesOnce } from './registry';

/** The one fetch of /config.json of this visit; boot validates it (shared-auth's fetchRuntimeConfig). */
export const configResponse: Promise<Response> = fetch('/config.json');

export function startLandingPageLoad(): void {
  configResponse
    .then((response) => response.clone().json())
    .then((raw: { remotes?: Record<string, unknown> }) => {
      const remotes = Object.fromEntries(Object.entries(raw.remotes ?? {}).filter(([, url]) => typeof url === 'string')) as Record<string, string>;
      registerRemotesOnce(remotes);
      preloadPageAt(location.pathname);
    })
    // A bad or unreachable config is reported by the boot, with its reason; the page loads when it renders.
    .catch(() => {});
}
