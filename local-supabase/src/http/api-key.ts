import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Caller, ServerContext } from '../context';
import { RestError } from '../rest/errors';
import { bearer, verifyJwt } from './jwt';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Equal-length digests compared in constant time: no timing clue about how much of a key was right. */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

// The API gateway's key check: /rest/v1 and /auth/v1 need the anon or service-role key in the
// `apikey` header (or query parameter), as behind Supabase's gateway.
export function requireApiKey(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? new URL(c.req.url).searchParams.get('apikey');
    if (!key) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    }
    if (!sameSecret(key, ctx.anonKey) && !sameSecret(key, ctx.serviceRoleKey)) {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    await next();
  };
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** The caller of a REST request, from the Bearer token (or the API key when there is none). */
export async function restCaller(ctx: ServerContext, c: Context): Promise<Caller> {
  const token = bearer(c.req.header('authorization')) ?? c.req.header('apikey') ?? ctx.anonKey;
  const result = await verifyJwt(ctx.jwtSecret, token);
  if (!result.ok) {
    throw result.expired
      ? new RestError(401, 'PGRST303', 'JWT expired')
      : new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature', result.message);
  }
  const role = (result.claims.role as string | undefined) ?? 'anon';
  if (!ROLES.has(role)) throw new RestError(401, 'PGRST301', `JWT role "${role}" is not allowed`);
  return { role: role as Caller['role'], claims: result.claims as Record<string, unknown> };
}
