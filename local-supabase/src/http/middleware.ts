import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Logger } from 'pino';
import { isAllowedOrigin } from '../auth/redirect';
import { clientIp } from '../auth/rate-limit';

// Headers supabase-js sends (see the wire contract) and those a browser app must read back.
const ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
  'range',
  'accept',
  'traceparent',
  'tracestate',
  'baggage',
  'x-request-id',
];
const EXPOSE_HEADERS = ['content-range', 'x-supabase-api-version', 'content-location', 'preference-applied', 'location', 'x-request-id'];

export const corsFor = (siteUrls: string[]): MiddlewareHandler =>
  cors({
    origin: (origin) => (origin && isAllowedOrigin(origin, siteUrls) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: 86400,
  });

export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      const message = `Request body larger than ${maxSize} bytes`;
      // The rest of the body is never read: close the connection, or a keep-alive client's next
      // request on it would fail ('other side closed').
      c.header('connection', 'close');
      // Each API answers in its own error dialect, so supabase-js surfaces the message.
      if (new URL(c.req.url).pathname.startsWith('/auth/v1')) {
        return c.json({ code: 'request_too_large', error_code: 'request_too_large', msg: message, message }, 413, {
          'x-supabase-api-version': '2024-01-01',
        });
      }
      return c.json({ code: 'PGRST413', details: null, hint: null, message }, 413);
    },
  });

/** Query parameters whose values may be secrets (keys, tokens, codes): logged as the name alone. */
const SECRET_PARAMS = /^(apikey|access_token|refresh_token|token|token_hash|code|password|signature|key)$/i;

/** The path as logged: the query without the values of SECRET_PARAMS, at most 300 characters. */
export function loggedPath(url: URL): string {
  const params = [...url.searchParams].map(([k, v]) =>
    SECRET_PARAMS.test(k) ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
  );
  const full = url.pathname + (params.length ? `?${params.join('&')}` : '');
  return full.length > 300 ? `${full.slice(0, 300)}…` : full;
}

/** An incoming X-Request-Id is kept when it is a short token of safe characters; otherwise a new one is made. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Outermost: gives every request an id (answered in X-Request-Id on every response, errors and 404s included) and
 * logs one JSON line when it is answered: method, path (see loggedPath), status, duration, id, client address.
 */
export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const id = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await next();
    try {
      c.res.headers.set('x-request-id', id);
    } catch {
      c.res = new Response(c.res.body, c.res); // a response with immutable headers (a fetched one): copy it
      c.res.headers.set('x-request-id', id);
    }
    logger.info({
      req_id: id,
      method: c.req.method,
      path: loggedPath(new URL(c.req.url)),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: clientIp(c),
    });
  };
