// Every path the site answers with a page, as patterns: the route table the shell renders (shell/src/lib/route-table.ts
// and its AppRoutes) and nothing else, so a server or a CDN rule can tell a page from an unknown URL (a soft 404)
// without importing an app. The shell's route table is built from the same lists.
import { matchRoute } from './route';
import { pageRoutes, type RemoteName } from './remotes';
import { shell } from './shell';

/** The remotes whose pages are routes of the site (checkout exposes modules only). */
export const PAGE_REMOTES = ['catalog', 'testing', 'content', 'studio'] as const satisfies readonly RemoteName[];

/** Patterns under which any deeper path is a route too (`/reset-password/…` redirects to `/reset-password`). */
export const PREFIX_ROUTES = [`${shell.routes.resetPassword}/*`] as const;

/** Every route pattern of the site, remote pages first, then the shell's own screens and its prefix routes. */
export const SITE_ROUTES: readonly string[] = [
  ...PAGE_REMOTES.flatMap((name) => pageRoutes(name).map((r) => r.path)),
  ...Object.values(shell.routes),
  ...PREFIX_ROUTES,
];

/** The pattern and params of the site's route that `pathname` (below the base path) is, or undefined for none. */
export function matchSiteRoute(pathname: string): { pattern: string; params: Record<string, string> } | undefined {
  for (const pattern of SITE_ROUTES) {
    const params = matchRoute(pattern, pathname);
    if (params) return { pattern, params };
  }
  return undefined;
}
