import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { isAllowedOrigin } from '../auth/redirect';

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
];
const EXPOSE_HEADERS = ['content-range', 'x-supabase-api-version', 'content-location', 'preference-applied', 'location'];

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

/** One line per request: method, path, status, duration. */
export const requestLog =
  (write: (line: string) => void): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const url = new URL(c.req.url);
    write(
      `${c.req.method} ${url.pathname}${url.search.length > 120 ? url.search.slice(0, 120) + '…' : url.search} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
    );
  };
