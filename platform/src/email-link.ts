// GoTrue's implicit flow lands a mailed link (signup confirmation, password recovery, email change) on the site with
// the new session in the URL and `type` naming the link. Anyone can build such a URL around a session of their own
// and send it to a victim, who would then work signed in as the attacker (login CSRF). So a session from the URL is
// accepted only when its signed access token says it came from a mailed one-time link: never a password sign-in, a
// refresh or an OAuth login. The signature itself is checked by the backend when the session is used.

/** `amr` methods of a session started by a mailed link (GoTrue: otp; local-supabase: recovery for recovery links). */
const EMAIL_LINK_METHODS = new Set(['otp', 'recovery', 'magiclink', 'invite', 'email/signup', 'email_change']);
const EMAIL_LINK_TYPES = new Set(['signup', 'recovery', 'email_change', 'magiclink', 'invite', 'email']);

/** The `amr` methods in an access token's payload; empty when it is not a readable JWT. */
export function authMethods(accessToken: string): string[] {
  try {
    const payload = accessToken.split('.')[1];
    if (!payload) return [];
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { amr?: unknown };
    if (!Array.isArray(json.amr)) return [];
    return json.amr.map((entry) => (typeof entry === 'object' && entry ? String((entry as { method?: unknown }).method) : String(entry)));
  } catch {
    return [];
  }
}

const fromEmailLink = (accessToken: string) => {
  const methods = authMethods(accessToken);
  return methods.length > 0 && methods.every((m) => EMAIL_LINK_METHODS.has(m));
};

/** Whether a session found in the URL came from a mailed link of a known type. */
export function isEmailLinkSession(accessToken: string, type: string | null | undefined): boolean {
  return EMAIL_LINK_TYPES.has(type ?? '') && fromEmailLink(accessToken);
}

/** Whether a session may open the set-a-new-password form: a recovery link's session, and nothing else. */
export function isRecoverySession(accessToken: string, type: string | null | undefined): boolean {
  const methods = authMethods(accessToken);
  if (methods.includes('recovery')) return fromEmailLink(accessToken);
  return type === 'recovery' && fromEmailLink(accessToken);
}

/** supabase-js's `detectSessionInUrl`: errors are read, sessions only from mailed links. */
export function detectEmailLinkSession(_url: URL, params: Record<string, string>): boolean {
  if (params.error_description) return true;
  return Boolean(params.access_token) && isEmailLinkSession(params.access_token, params.type);
}
