import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { functionHandlers, type FunctionHandler } from '../../../supabase/functions/_shared/registry';
import type { ServerContext } from '../context';
import { repoRoot } from '../db/migrate';
import { bearer, verifyJwt } from '../http/jwt';

/** Names with `verify_jwt = false` under `[functions.<name>]` in supabase/config.toml. */
export function functionsWithoutJwt(configToml = path.join(repoRoot, 'supabase', 'config.toml')): Set<string> {
  const names = new Set<string>();
  if (!existsSync(configToml)) return names;
  let section: string | null = null;
  for (const line of readFileSync(configToml, 'utf8').split('\n')) {
    const header = /^\s*\[functions\.("?)([\w-]+)\1\]\s*$/.exec(line);
    if (header) section = header[2];
    else if (/^\s*\[/.test(line)) section = null;
    else if (section && /^\s*verify_jwt\s*=\s*false\b/.test(line)) names.add(section);
  }
  return names;
}

export interface FunctionsOptions {
  env: Record<string, string | undefined>;
  /** Extra names to serve without JWT verification (in addition to config.toml). */
  noVerifyJwt?: string[];
  handlers?: Record<string, FunctionHandler>;
}

/** /functions/v1/<name>: the edge-function handlers, behind Supabase's verify_jwt check. */
export function functionRoutes(ctx: ServerContext, opts: FunctionsOptions): Hono {
  let handlers: Record<string, FunctionHandler> | undefined = opts.handlers;
  const load = () =>
    (handlers ??= functionHandlers({
      supabaseUrl: ctx.url(),
      anonKey: ctx.anonKey,
      serviceRoleKey: ctx.serviceRoleKey,
      env: { SUPABASE_URL: ctx.url(), SUPABASE_ANON_KEY: ctx.anonKey, SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey, ...opts.env },
      fetch: globalThis.fetch.bind(globalThis),
    }));
  const open = new Set([...functionsWithoutJwt(), ...(opts.noVerifyJwt ?? [])]);

  const app = new Hono();
  app.all('/:name{.*}', async (c) => {
    const name = c.req.param('name').split('/')[0];
    const handler = load()[name];
    if (!handler) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (!open.has(name)) {
      const token = bearer(c.req.header('authorization'));
      if (!token) return c.json({ code: 401, message: 'Missing authorization header' }, 401);
      const v = await verifyJwt(ctx.jwtSecret, token);
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
