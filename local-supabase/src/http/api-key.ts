import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Caller, ServerContext } from '../context';
import { RestError } from '../rest/errors';
import { bearer, verifyJwt } from './jwt';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Equal-length digests compared in constant time: no timing clue about how much of a key was right. */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * The role an API key stands for: the publishable and secret keys always, the legacy anon and service-role JWTs only
 * while legacy keys are on. Undefined for anything else.
 */
export function keyRole(ctx: ServerContext, key: string): 'anon' | 'service_role' | undefined {
  const { keys } = ctx;
  if (sameSecret(key, keys.publishable)) return 'anon';
  if (sameSecret(key, keys.secret)) return 'service_role';
  if (!ctx.signing.legacy) return undefined;
  if (sameSecret(key, keys.legacyAnon)) return 'anon';
  if (sameSecret(key, keys.legacyServiceRole)) return 'service_role';
  return undefined;
}

// The API gateway's key check: /rest/v1 and /auth/v1 need a project API key in the `apikey` header (or query
// parameter), as behind Supabase's gateway.
export function requireApiKey(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? new URL(c.req.url).searchParams.get('apikey');
    if (!key) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    }
    if (!keyRole(ctx, key)) {
      const legacy = key.startsWith('eyJ') && !ctx.signing.legacy;
      return c.json(
        legacy
          ? { message: 'Legacy API keys are disabled', hint: "Use the project's publishable or secret API key." }
          : { message: 'Invalid API key', hint: 'Double check your Supabase publishable or secret API key.' },
        401,
      );
    }
    await next();
  };
}

/**
 * Whether a request comes with the service role: an API key for it (Bearer or apikey header, as the gateway
 * forwards the new secret key) or a verified JWT whose role is service_role.
 */
export async function isServiceRole(ctx: ServerContext, c: Context): Promise<boolean> {
  const token = bearer(c.req.header('authorization'));
  if (!token) return keyRole(ctx, c.req.header('apikey') ?? '') === 'service_role';
  const role = keyRole(ctx, token);
  if (role) return role === 'service_role';
  const v = await verifyJwt(ctx.signing, token);
  return v.ok && v.claims.role === 'service_role';
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The caller of a REST request, from the Bearer token, or the API key when there is none. supabase-js may send the
 * API key itself as the Bearer: an API key stands for its role (as the gateway maps it), never as a JWT.
 */
export async function restCaller(ctx: ServerContext, c: Context): Promise<Caller> {
  const token = bearer(c.req.header('authorization')) ?? c.req.header('apikey') ?? ctx.keys.publishable;
  const asKey = token.startsWith('sb_') ? keyRole(ctx, token) : undefined;
  if (asKey) return { role: asKey, claims: { role: asKey } };
  if (token.startsWith('sb_')) throw new RestError(401, 'PGRST301', 'Invalid API key');
  const result = await verifyJwt(ctx.signing, token);
  if (!result.ok) {
    throw result.expired
      ? new RestError(401, 'PGRST303', 'JWT expired')
      : new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature', result.message);
  }
  const role = (result.claims.role as string | undefined) ?? 'anon';
  if (!ROLES.has(role)) throw new RestError(401, 'PGRST301', `JWT role "${role}" is not allowed`);
  return { role: role as Caller['role'], claims: result.claims as Record<string, unknown> };
}
