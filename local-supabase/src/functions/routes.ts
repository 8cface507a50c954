import { Hono } from 'hono';
import { functionHandlers, type FunctionHandler } from './registry';
import type { ServerContext } from '../context';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { bearer, jwks, verifyJwt } from '../http/jwt';
import type { VerifyToken } from '../../../supabase/functions/_shared/service-client.ts';
import type { ProjectConfig } from '../project-config';

/** Functions served without JWT verification: `verify_jwt = false` under `[functions.<name>]`. */
export function functionsWithoutJwt(config: ProjectConfig): Set<string> {
  return new Set(
    Object.entries(config.functions)
      .filter(([, f]) => !f.verifyJwt)
      .map(([name]) => name),
  );
}

export interface FunctionsOptions {
  env: Record<string, string | undefined>;
  /** Extra names to serve without JWT verification (in addition to config.toml). */
  noVerifyJwt?: string[];
  handlers?: Record<string, FunctionHandler>;
}

/** What the Deno entry's verifier does, with this server's JWKS and issuer. */
function tokenVerifier(ctx: ServerContext): VerifyToken {
  const keySet = createLocalJWKSet(jwks(ctx.signing));
  return (token) =>
    jwtVerify(token, keySet, { issuer: `${ctx.url()}/auth/v1` }).then(
      ({ payload }) => payload,
      () => null,
    );
}

/** /functions/v1/<name>: the edge-function handlers, behind Supabase's verify_jwt check where config.toml keeps it. */
export function functionRoutes(ctx: ServerContext, opts: FunctionsOptions): Hono {
  let handlers: Record<string, FunctionHandler> | undefined = opts.handlers;
  const load = () =>
    (handlers ??= functionHandlers({
      supabaseUrl: ctx.url(),
      secretKey: ctx.keys.secret,
      verifyToken: tokenVerifier(ctx),
      // The default secrets hosted functions get (the keys as JSON dictionaries, the JWKS).
      env: {
        SUPABASE_URL: ctx.url(),
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishable }),
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secret }),
        SUPABASE_JWKS: JSON.stringify(jwks(ctx.signing)),
        ...opts.env,
      },
      fetch: globalThis.fetch.bind(globalThis),
    }));
  const open = new Set([...functionsWithoutJwt(ctx.config), ...(opts.noVerifyJwt ?? [])]);

  const app = new Hono();
  app.all('/:name{.*}', async (c) => {
    const name = c.req.param('name').split('/')[0];
    const handler = load()[name];
    if (!handler) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (!open.has(name)) {
      const token = bearer(c.req.header('authorization'));
      if (!token) return c.json({ code: 401, message: 'Missing authorization header' }, 401);
      const v = await verifyJwt(ctx.signing, token);
      if (!v.ok) return c.json({ code: 401, message: 'Invalid JWT' }, 401);
    }
    try {
      return await handler(c.req.raw);
    } catch (err) {
      console.error(`function ${name} failed:`, err);
      return c.json({ code: 'WORKER_ERROR', message: 'Function failed with an uncaught error' }, 500);
    }
  });
  return app;
}
