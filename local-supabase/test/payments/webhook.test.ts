// razorpay-webhook: signed deliveries only; duplicates, reordering and a browser that never
// verifies all end in exactly one purchase per paid order.
import { startPaymentsWorld, verifyBody, type PaymentsWorld } from './world';

jest.setTimeout(30_000);

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
}, 120_000);
afterAll(() => w?.stop());
afterEach(() => w.setWebhooks('deliver', 1000));

const eventsOf = (orderId: string) => w.sql('select id, event from public.payment_webhook_events where order_id = $1', [orderId]);

test('the webhook alone activates the purchase when the browser never verifies', async () => {
  await w.setWebhooks('deliver', 0);
  const b = await w.buyer();
  const order = await w.createOrder(b, 3);
  const payment = await w.pay(order.orderId); // ...and the tab is closed: no verify
  const delivered = await w.deliveries(order.orderId, 2);
  expect(delivered.map((d) => [d.event, d.status])).toEqual([
    ['payment.captured', 200],
    ['order.paid', 200],
  ]);
  const purchases = await w.purchasesOf(b.id);
  expect(purchases).toEqual([
    expect.objectContaining({ payment_id: payment.razorpay_payment_id, payment_status: 'completed', plan_id: order.planId }),
  ]);
  expect(await eventsOf(order.orderId)).toHaveLength(2);
  // The browser coming back late is told it already has it.
  expect(await w.call('verify-razorpay-payment', verifyBody(order, payment, b.id), b.token)).toMatchObject({
    status: 409,
    body: { code: '23505' },
  });
});

test('duplicate deliveries (same event id twice) are recognised and make one purchase', async () => {
  await w.setWebhooks('duplicate', 0);
  const b = await w.buyer();
  const order = await w.createOrder(b, 4);
  await w.pay(order.orderId);
  const delivered = await w.deliveries(order.orderId, 4);
  expect(delivered.every((d) => d.status === 200)).toBe(true);
  expect(await w.purchasesOf(b.id)).toHaveLength(1);
  expect(await eventsOf(order.orderId)).toHaveLength(2);
});

test('out of order (order.paid first) and after the browser verified: still one purchase', async () => {
  await w.setWebhooks('reverse', 300);
  const b = await w.buyer();
  const order = await w.createOrder(b, 5);
  const payment = await w.pay(order.orderId);
  expect((await w.call('verify-razorpay-payment', verifyBody(order, payment, b.id), b.token)).status).toBe(200);
  const delivered = await w.deliveries(order.orderId, 2);
  expect(delivered.map((d) => d.event)).toEqual(['order.paid', 'payment.captured']);
  expect(await w.purchasesOf(b.id)).toHaveLength(1);
});

test('a bad signature is refused and changes nothing', async () => {
  await w.setWebhooks('drop');
  const b = await w.buyer();
  const order = await w.createOrder(b, 6);
  const payment = await w.pay(order.orderId);
  const body = {
    event: 'payment.captured',
    payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: order.orderId, amount: order.amount, currency: 'INR' } } },
  };
  expect(await w.webhook(body, { secret: 'guessed-secret' })).toEqual({ status: 400, body: { message: 'Invalid webhook signature' } });
  const unsigned = await fetch(`${w.server.url}/functions/v1/razorpay-webhook`, { method: 'POST', body: JSON.stringify(body) });
  expect(unsigned.status).toBe(400);
  expect(await w.purchasesOf(b.id)).toHaveLength(0);
  expect(await eventsOf(order.orderId)).toHaveLength(0);
  // The same body, properly signed, activates.
  expect(await w.webhook(body)).toEqual({ status: 200, body: { status: 'activated' } });
});

test('a signed event whose amount differs from the order activates nothing', async () => {
  await w.setWebhooks('drop');
  const b = await w.buyer();
  const order = await w.createOrder(b, 3);
  const body = {
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_Underpaid000001', order_id: order.orderId, amount: 100, currency: 'INR' } } },
  };
  jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  expect(await w.webhook(body)).toEqual({ status: 200, body: { status: 'amount-mismatch' } });
  expect(await w.purchasesOf(b.id)).toHaveLength(0);
});

test('other events are acknowledged and ignored; malformed signed bodies are 400s', async () => {
  expect(await w.webhook({ event: 'payment.failed', payload: {} })).toEqual({
    status: 200,
    body: { status: 'ignored', event: 'payment.failed' },
  });
  expect((await w.webhook({}, { raw: 'not json' })).status).toBe(400);
  expect(await w.webhook({ event: 'payment.captured', payload: {} })).toEqual({
    status: 400,
    body: { message: 'Webhook payload lacks the order or payment id' },
  });
});
