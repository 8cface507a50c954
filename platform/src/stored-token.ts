// The access token supabase-js stored, read without supabase-js: the platform's early REST reads (client.ts) use it
// only while it is fresh, and the attempt page's inline early read (attempt-early-read.ts) follows the same rule.

/** supabase-js's own default key for this project's session (`sb-<first host label>-auth-token`), made explicit. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** A stored token this close to expiry is left to supabase-js, which refreshes it before use. */
export const TOKEN_MARGIN_MS = 2 * 60_000;

/**
 * The access token supabase-js stored, while it has more than TOKEN_MARGIN_MS left (the device clock only picks the
 * path; the server checks the token as it checks any); null otherwise, or when storage is blocked or holds another
 * shape.
 */
export function freshStoredToken(supabaseUrl: string): string | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(authStorageKey(supabaseUrl)) ?? 'null');
    const { access_token: token, expires_at: expiresAt } = (stored ?? {}) as Record<string, unknown>;
    if (typeof token !== 'string' || typeof expiresAt !== 'number' || expiresAt * 1000 - Date.now() < TOKEN_MARGIN_MS) return null;
    return token;
  } catch {
    return null;
  }
}

/** An email confirmation or sign-in link supabase-js must read before anything rewrites the URL or uses a session. */
export function urlCarriesAuth(): boolean {
  if (typeof window === 'undefined') return false; // the prerender, in Node
  return /[#&?](access_token|code|error_description)=/.test(window.location.href);
}
