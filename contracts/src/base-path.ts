// Where the site is served: '/' at an origin root, or a prefix such as '/practice/' (BASE_PATH at build time, which
// the bundler writes into the code). Route patterns and `paths` stay prefix-free; the router adds the prefix to
// links, and these helpers add or remove it where a URL leaves or enters the router.

/** The prefix, with a trailing slash ('/' when served at the root). */
export const BASE_PATH: string = normalise(process.env.BASE_PATH);

/** The router's `basename` for BASE_PATH. */
export const ROUTER_BASENAME = BASE_PATH === '/' ? '/' : BASE_PATH.slice(0, -1);

/** A site path as a URL path under the prefix: '/login' → '/practice/login'. */
export function withBase(sitePath: string): string {
  return BASE_PATH + sitePath.replace(/^\//, '');
}

/** A URL path without the prefix: '/practice/exams' → '/exams'; a path outside it is returned as it is. */
export function withoutBase(pathname: string): string {
  if (BASE_PATH === '/') return pathname;
  if (pathname === ROUTER_BASENAME) return '/';
  return pathname.startsWith(BASE_PATH) ? `/${pathname.slice(BASE_PATH.length)}` : pathname;
}

function normalise(base: string | undefined): string {
  const trimmed = (base ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
