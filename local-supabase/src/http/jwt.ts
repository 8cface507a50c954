import { createECDH, createHash, createHmac } from 'node:crypto';
import { decodeProtectedHeader, errors, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';

// Supabase's current key model. Sessions are signed with an asymmetric key (ES256) whose public half the auth server
// publishes as a JWKS, so anyone can verify a token without a shared secret. The API keys are opaque strings,
// `sb_publishable_…` (the anon role) and `sb_secret_…` (service_role). The legacy model (HS256 tokens signed with the
// JWT secret, the anon and service-role keys being such tokens) is accepted only while legacy keys are switched on.

export interface SigningKeys {
  /** The ES256 private key that signs sessions. */
  privateKey: CryptoKey | Uint8Array;
  /** Its public half as published in the JWKS (with kid, alg, use). */
  publicJwk: JWK;
  publicKey: CryptoKey | Uint8Array;
  /** The legacy JWT secret: verifies HS256 tokens while `legacy` is on. */
  secret: Uint8Array;
  legacy: boolean;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/**
 * The project's ES256 key, derived from its JWT secret so that a restart (or a copy of the database) keeps every
 * session valid without storing a key: the private scalar is an HMAC of the secret.
 */
export async function signingKeys(secret: string, legacy: boolean): Promise<SigningKeys> {
  const d = createHmac('sha256', secret).update('local-supabase ES256 signing key').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 | x | y
  const pub = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) };
  const kid = createHash('sha256').update(JSON.stringify(pub)).digest('hex').slice(0, 16);
  const publicJwk: JWK = { ...pub, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  return {
    privateKey: await importJWK({ ...pub, d: b64url(d) }, 'ES256'),
    publicKey: await importJWK(pub, 'ES256'),
    publicJwk,
    secret: new TextEncoder().encode(secret),
    legacy,
  };
}

/** The JWKS the auth server publishes (GoTrue's `/auth/v1/.well-known/jwks.json`). */
export const jwks = (keys: SigningKeys) => ({ keys: [keys.publicJwk] });

/** A session (or any) token, signed with the project's ES256 key. */
export async function signJwt(keys: SigningKeys, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: keys.publicJwk.kid }).sign(keys.privateKey);
}

/** A legacy HS256 token, signed with the JWT secret (the legacy API keys, and tests of the legacy path). */
export async function signLegacyJwt(secret: string, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

export type VerifyResult = { ok: true; claims: JWTPayload } | { ok: false; expired: boolean; message: string };

export async function verifyJwt(keys: SigningKeys, token: string): Promise<VerifyResult> {
  try {
    const { alg } = decodeProtectedHeader(token);
    if (alg === 'HS256' && !keys.legacy) return { ok: false, expired: false, message: 'legacy HS256 tokens are switched off' };
    const { payload } =
      alg === 'HS256'
        ? await jwtVerify(token, keys.secret, { algorithms: ['HS256'] })
        : await jwtVerify(token, keys.publicKey, { algorithms: ['ES256'] });
    return { ok: true, claims: payload };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' };
    return { ok: false, expired: false, message: err instanceof Error ? err.message : 'invalid JWT' };
  }
}

export interface ApiKeys {
  /** `sb_publishable_…`: the anon role, safe in a browser. */
  publishable: string;
  /** `sb_secret_…`: the service role, for servers only. */
  secret: string;
  /** The legacy JWT keys (anon, service_role): accepted only while legacy keys are on. */
  legacyAnon: string;
  legacyServiceRole: string;
}

/** The project's API keys, derived from its secret (stable across restarts, as a hosted project's are). */
export async function apiKeys(secret: string): Promise<ApiKeys> {
  const opaque = (kind: string) => createHmac('sha256', secret).update(`local-supabase ${kind} API key`).digest('base64url').slice(0, 31);
  const exp = 1983812996; // the expiry the Supabase CLI's well-known demo keys carry
  return {
    publishable: `sb_publishable_${opaque('publishable')}`,
    secret: `sb_secret_${opaque('secret')}`,
    legacyAnon: await signLegacyJwt(secret, { iss: 'supabase-demo', role: 'anon', exp }),
    legacyServiceRole: await signLegacyJwt(secret, { iss: 'supabase-demo', role: 'service_role', exp }),
  };
}

export const bearer = (header: string | undefined): string | undefined =>
  header && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
