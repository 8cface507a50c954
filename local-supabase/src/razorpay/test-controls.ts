// Test-only controls of webhook delivery, and the log of what was delivered. Both need the
// secret (service-role) key: the log holds everyone's order ids, and the controls can drop payments' webhooks.
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { keyRole } from '../http/api-key';
import { bearer } from '../http/jwt';
import { DEFAULT_WEBHOOKS, type SandboxState, type WebhookMode } from './state';

const MODES: WebhookMode[] = ['deliver', 'drop', 'duplicate', 'reverse'];

export function testControls(state: SandboxState, ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const key = bearer(c.req.header('authorization')) ?? c.req.header('apikey');
    if (!key || keyRole(ctx, key) !== 'service_role')
      return c.json({ message: 'The test controls need the service_role key (Authorization: Bearer <key>)' }, 401);
    await next();
  });
  app.get('/webhooks', (c) => c.json(state.webhooks));
  /** Body `{ mode?, delayMs? }`; `{}` restores the defaults. */
  app.post('/webhooks', async (c) => {
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as { mode?: string; delayMs?: unknown };
    if (body.mode !== undefined && !MODES.includes(body.mode as WebhookMode)) {
      return c.json({ message: `mode must be one of ${MODES.join(', ')}` }, 400);
    }
    if (body.delayMs !== undefined && (typeof body.delayMs !== 'number' || body.delayMs < 0)) {
      return c.json({ message: 'delayMs must be a number ≥ 0' }, 400);
    }
    state.webhooks = {
      mode: (body.mode as WebhookMode | undefined) ?? DEFAULT_WEBHOOKS.mode,
      delayMs: (body.delayMs as number | undefined) ?? DEFAULT_WEBHOOKS.delayMs,
    };
    return c.json(state.webhooks);
  });
  /** Deliveries so far, optionally of one order: `?order_id=order_…`. */
  app.get('/deliveries', (c) => {
    const orderId = c.req.query('order_id');
    return c.json(orderId ? state.deliveries.filter((d) => d.orderId === orderId) : state.deliveries);
  });
  return app;
}
