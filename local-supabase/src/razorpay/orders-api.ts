// Razorpay's Orders API (POST /v1/orders, GET /v1/orders/:id) with its request and response
// shapes and HTTP Basic auth of key id and secret.
import { Hono, type Context } from 'hono';
import { razorpayError } from './errors';
import { razorpayId, unixNow, type SandboxOrder, type SandboxState } from './state';
import type { SandboxKeys } from './keys';

function authorized(c: Context, keys: SandboxKeys): boolean {
  const header = c.req.header('authorization') ?? '';
  if (!/^basic /i.test(header)) return false;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  return decoded === `${keys.keyId}:${keys.keySecret}`;
}

export function ordersApi(state: SandboxState, keys: SandboxKeys): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!authorized(c, keys)) return razorpayError(c, 401, 'Authentication failed');
    await next();
  });

  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return razorpayError(c, 400, 'The request body must be JSON');
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return razorpayError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
    }
    if (currency !== 'INR') return razorpayError(c, 400, 'Currency is not supported', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return razorpayError(c, 400, 'receipt: the length must be no more than 40.', 'receipt');
    }
    const order: SandboxOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes && typeof notes === 'object' ? (notes as Record<string, string>) : {},
      created_at: unixNow(),
    };
    state.orders.set(order.id, order);
    return c.json(order);
  });

  app.get('/:id', (c) => {
    const order = state.orders.get(c.req.param('id'));
    return order ? c.json(order) : razorpayError(c, 400, 'The id provided does not exist');
  });
  return app;
}
