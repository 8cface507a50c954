// What the sandbox's checkout window calls: the script itself, and payment authorization on the
// server, so the signature is made with the key secret and the browser only ever sees its result.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { razorpayError } from './errors';
import type { SandboxKeys } from './keys';
import { razorpayId, unixNow, type SandboxPayment, type SandboxState } from './state';
import { scheduleWebhooks } from './webhooks';

const SCRIPT = readFileSync(path.join(__dirname, 'checkout.js'), 'utf8');

export function checkoutRoutes(state: SandboxState, keys: SandboxKeys, webhookUrl: () => string): Hono {
  const app = new Hono();

  app.get('/checkout.js', (c) => {
    // The script calls back to the server it was loaded from.
    const base = new URL(c.req.url);
    const origin = `${base.protocol}//${base.host}${base.pathname.replace(/\/checkout\.js$/, '')}`;
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(SCRIPT.replace('__SANDBOX_BASE__', origin));
  });

  app.post('/checkout/authorize', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (body?.key_id !== keys.keyId) return razorpayError(c, 401, 'Authentication failed: unknown key id');
    const order = state.orders.get(String(body.order_id));
    if (!order) return razorpayError(c, 400, 'The id provided does not exist');
    if (order.status === 'paid') return razorpayError(c, 400, 'Order has already been paid');
    order.attempts += 1;
    order.status = 'attempted';

    const payment: SandboxPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: body.outcome === 'fail' ? 'failed' : 'captured',
      order_id: order.id,
      method: 'card',
      captured: body.outcome !== 'fail',
      email: typeof body.email === 'string' ? body.email : null,
      contact: null,
      notes: order.notes,
      error_code: null,
      error_description: null,
      created_at: unixNow(),
    };
    state.payments.set(payment.id, payment);

    if (body.outcome === 'fail') {
      payment.error_code = 'BAD_REQUEST_ERROR';
      payment.error_description = 'Your payment was declined by the bank (sandbox).';
      return c.json(
        {
          error: {
            code: payment.error_code,
            description: payment.error_description,
            source: 'bank',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        },
        400,
      );
    }

    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    scheduleWebhooks(state, webhookUrl(), keys, order, payment);
    const signature = createHmac('sha256', keys.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
    return c.json({ razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature });
  });
  return app;
}
