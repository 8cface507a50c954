// What every Deno entry hands its runtime-neutral handler on Supabase: the project's URL and secret key, a verifier
// of session tokens against the project's JWKS, Deno's environment, fetch, and supabase-js (pinned by each function's
// deno.json). verify_jwt is off for every function (config.toml): it does not work with the new signing keys, so each
// function checks its caller itself.
import { createClient } from '@supabase/supabase-js';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { ServiceClient, VerifyToken } from '../_shared/service-client.ts';

/** The secret key: the new `sb_secret_…` (SUPABASE_SECRET_KEYS, a JSON dictionary) or, while enabled, the legacy one. */
function secretKey(): string {
  const keys = Deno.env.get('SUPABASE_SECRET_KEYS');
  const key = keys ? (JSON.parse(keys) as Record<string, string>).default : Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!key) throw new Error('Neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set');
  return key;
}

/** The project's JWKS, as the platform provides it (SUPABASE_JWKS), else fetched from the auth server and cached. */
function tokenVerifier(supabaseUrl: string): VerifyToken {
  const provided = Deno.env.get('SUPABASE_JWKS');
  const keySet = provided
    ? createLocalJWKSet(JSON.parse(provided))
    : createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', supabaseUrl));
  return (token) =>
    jwtVerify(token, keySet, { issuer: `${supabaseUrl}/auth/v1` }).then(
      ({ payload }) => payload,
      () => null,
    );
}

export function denoDeps() {
  const supabaseUrl = Deno.env.get('SUPABASE_URL')!;
  return {
    supabaseUrl,
    secretKey: secretKey(),
    verifyToken: tokenVerifier(supabaseUrl),
    env: Deno.env.toObject(),
    fetch: globalThis.fetch,
    createClient: (url: string, key: string) => createClient(url, key, { auth: { persistSession: false } }) as unknown as ServiceClient,
  };
}
