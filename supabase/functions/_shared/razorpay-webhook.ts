// razorpay-webhook: Razorpay's server calls this (no user JWT) for order.paid and payment.captured,
// which activates the purchase when the browser never came back to verify. Deliveries are
// authenticated by X-Razorpay-Signature over the raw body and deduplicated by event id.
import { activateOrder, findOrder } from './activation.ts';
import { fail, HttpError, json } from './http.ts';
import { razorpayConfig } from './razorpay-config.ts';
import { webhookSignatureValid } from './signature.ts';
import { orThrow, type PaymentDeps, type ServiceClient } from './service-client.ts';

const HANDLED = new Set(['order.paid', 'payment.captured']);

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  currency?: string;
}

interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: string } } };
}

export function razorpayWebhookHandler(deps: PaymentDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return fail(405, 'Method not allowed');
    try {
      return await handle(deps, req);
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      console.error('razorpay-webhook failed:', error);
      // A 5xx makes Razorpay deliver again later, so a passing fault loses no payment.
      return fail(500, 'Internal error');
    }
  };
}

async function handle(deps: PaymentDeps, req: Request): Promise<Response> {
  const rzp = razorpayConfig(deps.env, ['webhook']);
  const raw = await req.text();
  const signature = req.headers.get('x-razorpay-signature') ?? '';
  if (!signature || !(await webhookSignatureValid(rzp.webhookSecret, raw, signature))) {
    return fail(400, 'Invalid webhook signature');
  }
  const eventId = req.headers.get('x-razorpay-event-id');
  if (!eventId) return fail(400, 'Missing x-razorpay-event-id');
  let body: WebhookBody;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, 'Webhook body must be JSON');
  }
  // Signed does not mean well-formed: a null, array or scalar body is the sender's mistake, not ours.
  if (!isObject(body)) return fail(400, 'Webhook body must be a JSON object');
  const event = typeof body.event === 'string' ? body.event : '';
  if (!HANDLED.has(event)) return json(200, { status: 'ignored', event });

  const db = deps.createClient(deps.supabaseUrl, deps.secretKey);
  const seen = orThrow(await db.from('payment_webhook_events').select('id').eq('id', eventId).maybeSingle(), 'read events');
  if (seen) return json(200, { status: 'duplicate-event' });

  const payload = isObject(body.payload) ? body.payload : {};
  const paymentEntity = isObject(payload.payment) && isObject(payload.payment.entity) ? payload.payment.entity : {};
  const payment: PaymentEntity = paymentEntity;
  const orderEntity = isObject(payload.order) && isObject(payload.order.entity) ? payload.order.entity : {};
  const orderId = typeof orderEntity.id === 'string' ? orderEntity.id : payment.order_id;
  if (typeof orderId !== 'string' || !orderId || typeof payment.id !== 'string' || !payment.id) {
    return fail(400, 'Webhook payload lacks the order or payment id');
  }

  const status = await apply(db, orderId, payment);
  // Recorded after the work, so a failure above leaves the event unseen and Razorpay's retry redoes it.
  const recorded = await db.from('payment_webhook_events').insert({
    id: eventId,
    event,
    order_id: orderId,
    payment_id: payment.id,
    payload: body,
  });
  if (recorded.error && recorded.error.code !== '23505') orThrow(recorded, 'record the event');
  return json(200, { status });
}

async function apply(db: ServiceClient, orderId: string, payment: PaymentEntity): Promise<string> {
  const order = await findOrder(db, orderId);
  if (!order) {
    console.error(`webhook for unknown order ${orderId}`);
    return 'unknown-order';
  }
  if (payment.amount !== order.amount_paise || (payment.currency ?? 'INR') !== order.currency) {
    console.error(`webhook amount ${payment.amount} ${payment.currency} differs from order ${order.id}`);
    return 'amount-mismatch';
  }
  const result = await activateOrder(db, order, payment.id!);
  return result.kind === 'activated' ? 'activated' : result.kind === 'duplicate' ? 'already-active' : 'order-paid-by-other-payment';
}
