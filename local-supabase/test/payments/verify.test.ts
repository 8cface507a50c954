// verify-razorpay-payment: forged, foreign, mismatched and replayed payments get nothing.
import { seededPlan, startPaymentsWorld, verifyBody, type PaymentsWorld } from './world';

jest.setTimeout(30_000);

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
  await w.setWebhooks('drop'); // the browser alone activates here; webhooks have their own suite
}, 120_000);
afterAll(() => w?.stop());

const NAME = 'verify-razorpay-payment';
const DAY = 24 * 60 * 60 * 1000;

test('a genuine payment becomes a completed purchase with the plan’s duration from the database', async () => {
  const b = await w.buyer();
  const order = await w.createOrder(b, 3);
  const payment = await w.pay(order.orderId);
  // The browser claims 9999 days; the plan says otherwise.
  const res = await w.call(NAME, { ...verifyBody(order, payment, b.id), durationDays: 9999 }, b.token);
  expect(res.status).toBe(200);
  expect(res.body.purchase).toMatchObject({
    user_id: b.id,
    exam_id: order.examId,
    plan_id: order.planId,
    payment_id: payment.razorpay_payment_id,
    payment_status: 'completed',
  });

  const [{ duration_days }] = await w.sql('select duration_days from public.exam_plans where id = $1', [order.planId]);
  const [purchase] = await w.purchasesOf(b.id);
  expect(purchase.expiry_date.getTime() - purchase.purchase_date.getTime()).toBe(duration_days * DAY);
  const [row] = await w.sql('select status, payment_id, paid_at from public.payment_orders where id = $1', [order.orderId]);
  expect(row).toMatchObject({ status: 'paid', payment_id: payment.razorpay_payment_id, paid_at: expect.any(Date) });
  // What the learner sees through RLS: the purchase is theirs.
  const { data } = await b.client.from('exam_purchases').select('payment_status').eq('exam_id', order.examId);
  expect(data).toEqual([{ payment_status: 'completed' }]);
});

test('a forged signature is refused', async () => {
  const b = await w.buyer();
  const order = await w.createOrder(b, 3);
  const payment = await w.pay(order.orderId);
  const forged = { ...payment, razorpay_signature: payment.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
  expect(await w.call(NAME, verifyBody(order, forged, b.id), b.token)).toEqual({
    status: 400,
    body: { message: 'Invalid payment signature' },
  });
  expect(await w.call(NAME, verifyBody(order, { ...payment, razorpay_signature: 'deadbeef' }, b.id), b.token)).toMatchObject({
    status: 400,
  });
  expect(await w.purchasesOf(b.id)).toHaveLength(0);
});

test('a real payment of a cheap order cannot be moved onto a dearer one', async () => {
  const b = await w.buyer();
  const cheap = await w.createOrder(b, 4, 3);
  const dear = await w.createOrder(b, 4, 2);
  const payment = await w.pay(cheap.orderId);
  // Signature is over the stored order id, so another order id breaks it.
  expect(await w.call(NAME, verifyBody(dear, payment, b.id), b.token)).toEqual({
    status: 400,
    body: { message: 'Invalid payment signature' },
  });
  // And the order's own plan decides: naming another plan on a genuine order is refused.
  expect(await w.call(NAME, { ...verifyBody(cheap, payment, b.id), planId: dear.planId }, b.token)).toEqual({
    status: 400,
    body: { message: 'The order is for a different plan' },
  });
  expect(await w.call(NAME, { ...verifyBody(cheap, payment, b.id), examId: seededPlan(5, 2).examId }, b.token)).toMatchObject({
    status: 400,
  });
  expect(await w.purchasesOf(b.id)).toHaveLength(0);
});

test("another user's order gives nothing, whoever's name is in the body", async () => {
  const [owner, thief] = [await w.buyer(), await w.buyer()];
  const order = await w.createOrder(owner, 3);
  const payment = await w.pay(order.orderId);
  expect(await w.call(NAME, verifyBody(order, payment, thief.id), thief.token)).toEqual({
    status: 404,
    body: { message: 'Order not found' },
  });
  expect(await w.call(NAME, verifyBody(order, payment, owner.id), thief.token)).toEqual({
    status: 403,
    body: { message: 'userId is not the signed-in user' },
  });
  expect(await w.purchasesOf(thief.id)).toHaveLength(0);
  expect(await w.purchasesOf(owner.id)).toHaveLength(0);
});

test('verify with no order is refused', async () => {
  const b = await w.buyer();
  const { examId, planId } = seededPlan(3, 2);
  const body = { orderId: 'order_DoesNotExist01', paymentId: 'pay_X', signature: 'ab', examId, planId, userId: b.id, durationDays: 90 };
  expect(await w.call(NAME, body, b.token)).toEqual({ status: 404, body: { message: 'Order not found' } });
});

test('a replayed payment answers 409 with code 23505 and makes no second purchase', async () => {
  const b = await w.buyer();
  const order = await w.createOrder(b, 6);
  const body = verifyBody(order, await w.pay(order.orderId), b.id);
  expect((await w.call(NAME, body, b.token)).status).toBe(200);
  const replay = await w.call(NAME, body, b.token);
  expect(replay).toEqual({ status: 409, body: { code: '23505', message: expect.any(String) } });
  // Two at once (a double click) still make one purchase.
  const order2 = await w.createOrder(b, 6, 3);
  const body2 = verifyBody(order2, await w.pay(order2.orderId), b.id);
  const statuses = (await Promise.all([w.call(NAME, body2, b.token), w.call(NAME, body2, b.token)])).map((r) => r.status).sort();
  expect(statuses).toEqual([200, 409]);
  expect(await w.purchasesOf(b.id)).toHaveLength(2);
});

test('refuses callers who are not signed in and bad bodies, with 400s and messages', async () => {
  const b = await w.buyer();
  expect((await w.call(NAME, { orderId: 'o', paymentId: 'p', signature: 's' })).status).toBe(401);
  expect((await w.call(NAME, { orderId: 'o', paymentId: 'p', signature: 's' }, w.server.publishableKey)).status).toBe(401);
  for (const body of [
    '{',
    '"text"',
    '{}',
    JSON.stringify({ orderId: 'o', paymentId: 'p' }),
    JSON.stringify({ orderId: 'o', paymentId: 'p', signature: 's', planId: 'nope' }),
  ]) {
    const res = await w.call(NAME, body, b.token, true);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  }
});
