// Payment faults the payments suite does not already cover: a webhook delayed past the browser's verify, dropped
// while verify succeeds, duplicated on top of verify, and verify racing the webhook (and itself) on many orders at
// once. Whatever the order of arrival, each paid order ends as exactly one active completed purchase.
import { startPaymentsWorld, verifyBody, type Buyer, type PaymentsWorld } from '../payments/world';

jest.setTimeout(60_000);

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
}, 120_000);
afterAll(() => w?.stop());
afterEach(() => w.setWebhooks('deliver', 1000));

const VERIFY = 'verify-razorpay-payment';

/** A buyer pays for exam N's premium plan; the sandbox schedules its webhooks as set. */
async function paidOrder(exam = 3) {
  const b = await w.buyer();
  const order = await w.createOrder(b, exam as 3);
  const payment = await w.pay(order.orderId);
  return { b, order, payment, verify: () => w.call(VERIFY, verifyBody(order, payment, b.id), b.token) };
}

/** Exactly one purchase for the buyer, completed, active, carrying the order's payment; the order marked paid. */
async function expectOnePurchase(b: Buyer, orderId: string, paymentId: string) {
  const purchases = await w.purchasesOf(b.id);
  expect(purchases).toEqual([expect.objectContaining({ payment_id: paymentId, payment_status: 'completed' })]);
  expect(purchases[0].expiry_date.getTime()).toBeGreaterThan(Date.now());
  const [order] = await w.sql('select status, payment_id from public.payment_orders where id = $1', [orderId]);
  expect(order).toEqual({ status: 'paid', payment_id: paymentId });
}

test('webhook dropped: the browser’s verify alone makes the one purchase', async () => {
  await w.setWebhooks('drop');
  const { b, order, payment, verify } = await paidOrder();
  expect((await verify()).status).toBe(200);
  expect((await w.deliveries(order.orderId, 2)).map((d) => d.status)).toEqual(['dropped', 'dropped']);
  await expectOnePurchase(b, order.orderId, payment.razorpay_payment_id);
});

test('webhook delayed until well after verify: acknowledged, and still one purchase', async () => {
  await w.setWebhooks('deliver', 1500);
  const { b, order, payment, verify } = await paidOrder();
  expect((await verify()).status).toBe(200);
  expect(await w.purchasesOf(b.id)).toHaveLength(1);
  const delivered = await w.deliveries(order.orderId, 2);
  expect(delivered.map((d) => d.status)).toEqual([200, 200]); // acknowledged, so Razorpay stops retrying
  await expectOnePurchase(b, order.orderId, payment.razorpay_payment_id);
});

test('webhook duplicated and verify sent twice: one purchase', async () => {
  await w.setWebhooks('duplicate', 0);
  const { b, order, payment, verify } = await paidOrder();
  const answers = await Promise.all([verify(), verify()]);
  // At most one verify can win; when the immediate webhook activates the order first, both find it done (409).
  const statuses = answers.map((a) => a.status).sort();
  expect([
    [200, 409],
    [409, 409],
  ]).toContainEqual(statuses);
  expect((await w.deliveries(order.orderId, 4)).every((d) => d.status === 200)).toBe(true);
  await expectOnePurchase(b, order.orderId, payment.razorpay_payment_id);
});

test.each(['deliver', 'reverse', 'duplicate'] as const)(
  'verify racing the webhook (%s) on 12 orders at once: one purchase per order',
  async (mode) => {
    await w.setWebhooks(mode, 0);
    // Paid together, so each order's webhook arrives while its own verify (and the others') is in flight.
    const buyers = await Promise.all(Array.from({ length: 12 }, () => w.buyer()));
    const orders = await Promise.all(buyers.map((b, i) => w.createOrder(b, ((i % 4) + 3) as 3)));
    const payments = await Promise.all(orders.map((o) => w.pay(o.orderId)));
    const answers = await Promise.all(orders.map((o, i) => w.call(VERIFY, verifyBody(o, payments[i], buyers[i].id), buyers[i].token)));
    // Verify wins (200) or finds the webhook's purchase already there (409, 23505); never a 5xx.
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const [i, o] of orders.entries()) {
      const delivered = await w.deliveries(o.orderId, mode === 'duplicate' ? 4 : 2);
      expect(delivered.every((d) => d.status === 200)).toBe(true);
      await expectOnePurchase(buyers[i], o.orderId, payments[i].razorpay_payment_id);
    }
  },
);
