// Delivers payment.captured and order.paid for a captured payment to the local razorpay-webhook
// function, signed like Razorpay (X-Razorpay-Signature = hex HMAC-SHA256 of the raw body with the
// webhook secret), following the test controls: drop, delay, duplicate or reverse the events.
import { createHmac } from 'node:crypto';
import type { SandboxKeys } from './keys';
import { razorpayId, unixNow, type SandboxOrder, type SandboxPayment, type SandboxState } from './state';

interface WebhookEvent {
  id: string;
  name: 'payment.captured' | 'order.paid';
  body: string;
}

function events(order: SandboxOrder, payment: SandboxPayment): WebhookEvent[] {
  const envelope = (event: WebhookEvent['name'], payload: object, contains: string[]) => ({
    entity: 'event',
    account_id: 'acc_localsandbox',
    event,
    contains,
    payload,
    created_at: unixNow(),
  });
  return [
    {
      id: razorpayId('evt'),
      name: 'payment.captured',
      body: JSON.stringify(envelope('payment.captured', { payment: { entity: payment } }, ['payment'])),
    },
    {
      id: razorpayId('evt'),
      name: 'order.paid',
      body: JSON.stringify(envelope('order.paid', { payment: { entity: payment }, order: { entity: order } }, ['payment', 'order'])),
    },
  ];
}

async function post(state: SandboxState, url: string, keys: SandboxKeys, event: WebhookEvent, payment: SandboxPayment) {
  const signature = createHmac('sha256', keys.webhookSecret).update(event.body).digest('hex');
  let status: number | 'error';
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature, 'X-Razorpay-Event-Id': event.id },
      body: event.body,
    });
    await res.arrayBuffer();
    status = res.status;
  } catch {
    status = 'error';
  }
  state.deliveries.push({
    eventId: event.id,
    event: event.name,
    orderId: payment.order_id,
    paymentId: payment.id,
    status,
    at: new Date().toISOString(),
  });
}

/** Schedules the webhooks of a captured payment; returns at once, like Razorpay's asynchronous delivery. */
export function scheduleWebhooks(state: SandboxState, url: string, keys: SandboxKeys, order: SandboxOrder, payment: SandboxPayment): void {
  const { mode, delayMs } = state.webhooks;
  let list = events(order, payment);
  if (mode === 'drop') {
    for (const event of list) {
      state.deliveries.push({
        eventId: event.id,
        event: event.name,
        orderId: order.id,
        paymentId: payment.id,
        status: 'dropped',
        at: new Date().toISOString(),
      });
    }
    return;
  }
  if (mode === 'reverse') list = list.reverse();
  // Razorpay retries with the same event id, so a duplicate repeats the id.
  if (mode === 'duplicate') list = list.flatMap((e) => [e, e]);
  setTimeout(async () => {
    for (const event of list) await post(state, url, keys, event, payment);
  }, delayMs).unref?.();
}
