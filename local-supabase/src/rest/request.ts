import type { Context } from 'hono';
import type { Caller, ServerContext } from '../context';
import { clientIp } from '../auth/rate-limit';
import type { Tx } from '../db/engine';
import { JsonBodyError, parseJsonBody } from '../http/json-body';
import { RestError, toRestError } from './errors';

export const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

export function parsePrefer(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [k, v] = part.trim().split('=');
    if (k) out[k.trim()] = (v ?? '').trim();
  }
  return out;
}

export const wantsObject = (c: Context) => (c.req.header('accept') ?? '').includes(OBJECT_MEDIA);

export function checkProfile(c: Context, schema: string): void {
  const method = c.req.method;
  const profile = method === 'GET' || method === 'HEAD' ? c.req.header('accept-profile') : c.req.header('content-profile');
  if (profile && profile !== schema) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schema}`);
  }
}

/** Hosted Supabase's statement_timeout per role (anon 3 s, authenticated 8 s; the service role has none). */
export const STATEMENT_TIMEOUT: Record<Caller['role'], string | null> = { anon: '3s', authenticated: '8s', service_role: null };

/** Whose turn a request takes at the database: a signed-in user's own lane, a visitor's address, the service role. */
export function laneOf(caller: Caller, c: Context): string {
  if (caller.role === 'anon') return `anon:${clientIp(c)}`;
  return typeof caller.claims.sub === 'string' ? `user:${caller.claims.sub}` : caller.role;
}

/**
 * request.headers as SQL sees them. As behind Supabase's gateway, X-Forwarded-For names the client: here the socket's
 * peer, never what the client sent, and client-sent CF-Connecting-IP / X-Real-IP (which hosted Supabase's proxies
 * set) are dropped; field data's rate limit reads them (private.field_caller_address).
 */
export function requestHeaders(c: Context): string {
  const headers: Record<string, string> = { ...c.req.header() };
  delete headers['cf-connecting-ip'];
  delete headers['x-real-ip'];
  headers['x-forwarded-for'] = clientIp(c);
  return JSON.stringify(headers);
}

/** A statement_timeout value in milliseconds (PostgreSQL's units: a bare number is ms). */
function timeoutMs(setting: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/i.exec(setting);
  if (!m) return undefined;
  const ms = Number(m[1]) * { ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 'ms').toLowerCase() as 'ms'];
  return ms > 0 ? ms : undefined;
}

/**
 * One transaction per request, as the caller's role with its claims and statement timeout, so RLS decides. A called
 * function's own `set statement_timeout` replaces the role's, as PostgREST 12.2+ hoists it (`hoistedTimeout`).
 */
export function runAs<T>(
  ctx: ServerContext,
  caller: Caller,
  c: Context,
  fn: (tx: Tx) => Promise<T>,
  hoistedTimeout: string | null = null,
): Promise<T> {
  const timeout = hoistedTimeout ?? STATEMENT_TIMEOUT[caller.role];
  // When the request arrived, before it waits for its turn at the database: save_answer judges the deadline by it
  // (private.request_time(); issue 42, finding 7). Set by the server only, never from anything the client sent.
  const receivedAt = new Date().toISOString();
  return ctx.engine.transaction(
    async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('search_path', 'public, extensions', true), set_config('request.method', $3, true),
              set_config('request.path', $4, true), set_config('request.headers', $5, true),
              set_config('statement_timeout', coalesce($6, current_setting('statement_timeout')), true),
              set_config('request.received_at', $7, true)`,
        [caller.role, JSON.stringify(caller.claims), c.req.method, new URL(c.req.url).pathname, requestHeaders(c), timeout, receivedAt],
      );
      return fn(tx);
    },
    laneOf(caller, c),
    timeout === null ? undefined : timeoutMs(timeout),
  );
}

export function jsonResponse(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  const h = new Headers(headers);
  if (body !== null && !h.has('content-type')) h.set('content-type', 'application/json; charset=utf-8');
  return new Response(status === 204 ? null : body, { status, headers: h });
}

export function errorResponse(err: unknown, caller: Caller | undefined): Response {
  const e = toRestError(err, caller?.role ?? 'anon');
  const headers: Record<string, string> = { ...e.headers };
  if (e.status === 401) headers['www-authenticate'] = `Bearer error="invalid_token", error_description="${e.message}"`;
  return jsonResponse(e.status, JSON.stringify(e.body()), headers);
}

/** single(): exactly one row as a bare object, otherwise 406 PGRST116. */
export function singleRowError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

export const unwrapSingle = (arrayText: string) => arrayText.slice(1, -1);

export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return parseJsonBody(await c.req.text());
  } catch (err) {
    if (!(err instanceof JsonBodyError)) throw err;
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', err.reason === 'too_deep' ? err.message : null);
  }
}
