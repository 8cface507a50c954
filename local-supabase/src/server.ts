import { Hono } from 'hono';
import type { Logger } from 'pino';
import { authRoutes } from './auth/routes';
import type { ServerContext } from './context';
import { functionRoutes, type FunctionsOptions } from './functions/routes';
import { compress } from './http/compress';
import { corsFor, limitBody, requestLog } from './http/middleware';
import { restRoutes } from './rest/routes';
import { routePlugins, type RoutePlugin } from './route-plugins';

export interface AppOptions {
  /** The request log (one JSON line per request); a silent logger still gives every answer its X-Request-Id. */
  logger: Logger;
  bodyLimitBytes: number;
  functions: FunctionsOptions;
  extraRoutes: RoutePlugin[];
}

/** The API server: /rest/v1, /auth/v1, /functions/v1 and any route plugins. */
export function createApp(ctx: ServerContext, opts: AppOptions): Hono {
  const app = new Hono();
  app.use('*', requestLog(opts.logger));
  app.use('*', compress()); // outermost after the log: every answer, errors and plugins (Razorpay sandbox) included
  app.use('*', corsFor(ctx.siteUrls));
  app.use('*', limitBody(opts.bodyLimitBytes));
  app.route('/rest/v1', restRoutes(ctx));
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/functions/v1', functionRoutes(ctx, opts.functions));
  for (const plugin of [...routePlugins, ...opts.extraRoutes]) app.route(plugin.basePath, plugin.create(ctx));
  app.get('/', (c) => c.json({ name: 'local-supabase', rest: '/rest/v1', auth: '/auth/v1', functions: '/functions/v1' }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((err, c) => {
    console.error(err);
    return c.json({ message: 'An invalid response was received from the upstream server' }, 500);
  });
  return app;
}
