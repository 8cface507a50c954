import type { ServerContext } from '../context';

// redirect_to is followed only to the site URL (any path on its origin) and to the
// additional_redirect_urls patterns of supabase/config.toml; anything else lands on the site URL.
// Stricter than GoTrue, which also lets any loopback address through: a mailed link carries a
// session, and any program listening on some local port must not receive it.

const escape = (s: string) => s.replace(/[\\^$+.()|[\]{}]/g, '\\$&');

/** GoTrue's allow-list glob (gobwas/glob with '.' and '/' as separators): `**` any text, `*` and `?` within one label. */
export function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .split(/(\*\*|\*|\?)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^./]*' : part === '?' ? '[^./]' : escape(part)))
    .join('');
  return new RegExp(`^${body}$`);
}

const originOf = (s: string) => {
  try {
    return new URL(s).origin;
  } catch {
    return null;
  }
};

/** The site URLs in force: the server's (SITE_URL, or the stack's app origins), else config.toml's site_url. */
const siteUrls = (ctx: ServerContext) => (ctx.siteUrls.length ? ctx.siteUrls : [ctx.config.auth.siteUrl]);

/** Whether a parsed, normalised URL may receive a redirect (and the session in its fragment). */
export function isAllowedRedirect(ctx: ServerContext, url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (siteUrls(ctx).some((s) => originOf(s) === url.origin)) return true;
  const href = url.href.split('#')[0];
  return ctx.config.auth.additionalRedirectUrls.some((p) => globToRegExp(p).test(href));
}

/**
 * Where a verify link may send the browser: the requested URL as the WHATWG parser normalises it (so
 * what was checked is what the browser opens, `0x7f.1` included), or the site URL.
 */
export function safeRedirect(ctx: ServerContext, requested: string | null | undefined): string {
  const fallback = siteUrls(ctx)[0];
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  return isAllowedRedirect(ctx, url) ? url.href : fallback;
}

/**
 * CORS (not redirects): the site origins and, for local tools on any port, loopback origins. The API
 * takes bearer tokens, never cookies, so CORS guards nothing here; hosted Supabase answers any origin.
 */
export function isAllowedOrigin(origin: string, urls: string[]): boolean {
  if (urls.some((s) => (originOf(s) ?? s) === origin)) return true;
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

/** GoTrue's implicit-flow landing URL: the session (or the error) in the fragment. */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const base = target.split('#')[0];
  const hash = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${base}#${hash}`;
}
