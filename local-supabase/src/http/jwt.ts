import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// HS256 tokens signed with the project's JWT secret: API keys, access tokens, function auth.
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signJwt(secret: string, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

export type VerifyResult = { ok: true; claims: JWTPayload } | { ok: false; expired: boolean; message: string };

export async function verifyJwt(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' };
    return { ok: false, expired: false, message: err instanceof Error ? err.message : 'invalid JWT' };
  }
}

/** The API keys Supabase's local stack uses: long-lived JWTs that carry only a role. */
export async function apiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const exp = 1983812996; // the expiry the Supabase CLI's well-known demo keys carry
  return {
    anonKey: await signJwt(secret, { iss: 'supabase-demo', role: 'anon', exp }),
    serviceRoleKey: await signJwt(secret, { iss: 'supabase-demo', role: 'service_role', exp }),
  };
}

export const bearer = (header: string | undefined): string | undefined =>
  header && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
