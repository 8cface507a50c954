/** What a /reset-password URL carries: the recovery session's tokens, an error from the auth server, or nothing. */
export type RecoveryLink =
  { kind: 'token'; accessToken: string; refreshToken: string; type?: string } | { kind: 'error' } | { kind: 'none' };

// GoTrue puts the session in the fragment; other mailers (or a redirect that re-nests the URL) use the query
// or an odd spot, so the last resort is a scan of the whole URL.
function paramSources(url: string): URLSearchParams[] {
  const hashAt = url.indexOf('#');
  const queryAt = url.indexOf('?');
  const query = queryAt >= 0 ? url.slice(queryAt + 1, hashAt > queryAt ? hashAt : undefined) : '';
  const hash = hashAt >= 0 ? url.slice(hashAt + 1).replace(/^\/?/, '') : '';
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return [hash, query, hashQuery].map((part) => new URLSearchParams(part));
}

function scan(url: string, name: string): string | null {
  const match = new RegExp(`(?:^|[?&#/;])${name}=([^&#]+)`).exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1].replace(/\+/g, ' '));
  } catch {
    return match[1];
  }
}

/** Reads the recovery tokens from the hash, the query, or anywhere in the URL. */
export function readRecoveryLink(url: string): RecoveryLink {
  const sources = paramSources(url);
  for (const params of sources) {
    const accessToken = params.get('access_token');
    if (accessToken) return withType({ kind: 'token', accessToken, refreshToken: params.get('refresh_token') ?? '' }, params.get('type'));
  }
  const accessToken = scan(url, 'access_token');
  if (accessToken) return withType({ kind: 'token', accessToken, refreshToken: scan(url, 'refresh_token') ?? '' }, scan(url, 'type'));
  if (sources.some((p) => p.has('error') || p.has('error_code'))) return { kind: 'error' };
  return { kind: 'none' };
}

function withType(link: RecoveryLink & { kind: 'token' }, type: string | null): RecoveryLink {
  return type ? { ...link, type } : link;
}
