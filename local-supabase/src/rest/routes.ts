import { Hono, type Context } from 'hono';
import type { Caller, ServerContext } from '../context';
import { requireApiKey, restCaller } from '../http/api-key';
import { handleRead } from './read';
import { checkProfile, errorResponse } from './request';
import { handleRpc } from './rpc';
import { handleWrite } from './write';

/** /rest/v1: the PostgREST subset supabase-js speaks. */
export function restRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', requireApiKey(ctx));

  const guarded = (fn: (caller: Caller, c: Context) => Promise<Response>) => async (c: Context) => {
    let caller: Caller | undefined;
    try {
      // Read the whole body first (hono keeps it for the handler): an answer sent while a large body is still
      // arriving made Node close the connection under the client ("other side closed") instead of answering.
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.text();
      caller = await restCaller(ctx, c);
      checkProfile(c, ctx.schema().schema);
      return await fn(caller, c);
    } catch (err) {
      return errorResponse(err, caller);
    }
  };

  app.on(
    ['GET', 'POST'],
    '/rpc/:fn',
    guarded((caller, c) => handleRpc(ctx, caller, c, c.req.param('fn') ?? '')),
  );
  app.on(
    ['GET', 'HEAD'],
    '/:table',
    guarded((caller, c) => handleRead(ctx, caller, c, c.req.param('table') ?? '')),
  );
  app.on(
    ['POST', 'PATCH', 'DELETE'],
    '/:table',
    guarded((caller, c) => handleWrite(ctx, caller, c, c.req.param('table') ?? '')),
  );
  return app;
}
