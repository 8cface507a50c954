// redirect_to is honoured only for the configured site origins (and, locally, any
// localhost / 127.0.0.1 port); anything else falls back to the site URL, as GoTrue does.
export function safeRedirect(requested: string | null | undefined, siteUrls: string[]): string {
  const fallback = siteUrls[0] ?? 'http://localhost:3000';
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  return isAllowedOrigin(url.origin, siteUrls) ? requested : fallback;
}

export function isAllowedOrigin(origin: string, siteUrls: string[]): boolean {
  const allowed = siteUrls.map((s) => {
    try {
      return new URL(s).origin;
    } catch {
      return s;
    }
  });
  if (allowed.includes(origin)) return true;
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

/** GoTrue's implicit-flow landing URL: the session (or the error) in the fragment. */
export function withFragment(target: string, params: Record<string, string | number>): string {
  const base = target.split('#')[0];
  const hash = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${base}#${hash}`;
}
