// Where the site is served: '/' at an origin root, or a prefix such as '/practice/' (BASE_PATH at build time, which
// the bundler writes into the code), then the language ('/practice/hi/…', locale.ts). Route patterns and `paths`
// stay prefix-free; the router adds both prefixes to links, and these helpers add or remove them where a URL leaves
// or enters the router.
import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from './locale';

/** The prefix, with a trailing slash ('/' when served at the root). */
export const BASE_PATH: string = normalise(process.env.BASE_PATH);

/** The router's `basename` for BASE_PATH (English pages). */
export const ROUTER_BASENAME = BASE_PATH === '/' ? '/' : BASE_PATH.slice(0, -1);

/** The router's `basename` for the pages in `locale`: '/practice/hi'. */
export function routerBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? ROUTER_BASENAME : withBase(localePath('/', locale));
}

/** A site path as a URL path under the prefix (and the language's): '/login' → '/practice/login', '/practice/hi/login'. */
export function withBase(sitePath: string, locale: Locale = DEFAULT_LOCALE): string {
  return BASE_PATH + localePath(sitePath, locale).replace(/^\//, '');
}

/** A URL path's site path and language: '/practice/hi/exams' → '/exams', hi. */
export function sitePathOf(pathname: string): { path: string; locale: Locale } {
  return splitLocale(stripBase(pathname));
}

/** A URL path without the prefix and the language: '/practice/hi/exams' → '/exams'; a path outside it as it is. */
export function withoutBase(pathname: string): string {
  return sitePathOf(pathname).path;
}

function stripBase(pathname: string): string {
  if (BASE_PATH === '/') return pathname;
  if (pathname === ROUTER_BASENAME) return '/';
  return pathname.startsWith(BASE_PATH) ? `/${pathname.slice(BASE_PATH.length)}` : pathname;
}

function normalise(base: string | undefined): string {
  const trimmed = (base ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
