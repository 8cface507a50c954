// Issue 42, finding 13: one learner created 20 unpaid orders in 1.6 s, each a call to Razorpay's Orders API. An open
// order of the same plan is reused, and a learner makes at most 5 new orders an hour. Tried over HTTP as the learner.
import { seededPlan, startPaymentsWorld, type PaymentsWorld } from './world';

jest.setTimeout(60_000);

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
}, 120_000);
afterAll(() => w?.stop());

const NAME = 'create-razorpay-order';
const ordersOf = async (userId: string) =>
  (await w.sql<{ n: number }>('select count(*)::int as n from public.payment_orders where user_id = $1', [userId]))[0].n;

test('twenty orders for one plan, one after another and all at once, make one Razorpay order', async () => {
  const b = await w.buyer();
  const { examId, planId } = seededPlan(3, 2);
  const body = { amount: (await w.priceOf(planId)) * 100, currency: 'INR', examId, planId, userId: b.id };
  const ids = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const res = await w.call(NAME, body, b.token);
    expect(res.status).toBe(200);
    ids.add(res.body.id);
  }
  const burst = await Promise.all(Array.from({ length: 10 }, () => w.call(NAME, body, b.token)));
  for (const res of burst) {
    expect(res.status).toBe(200);
    ids.add(res.body.id);
  }
  expect(ids.size).toBe(1);
  expect(await ordersOf(b.id)).toBe(1);
});

test('a burst over many plans makes at most 5 new orders an hour; the rest are 429 with Retry-After', async () => {
  const b = await w.buyer();
  const plans = [3, 4, 5, 6].flatMap((exam) => [seededPlan(exam, 2), seededPlan(exam, 3)]);
  const answers = await Promise.all(
    plans.map(async ({ examId, planId }) =>
      w.call(NAME, { amount: (await w.priceOf(planId)) * 100, currency: 'INR', examId, planId, userId: b.id }, b.token),
    ),
  );
  const created = answers.filter((a) => a.status === 200);
  const limited = answers.filter((a) => a.status === 429);
  expect(created).toHaveLength(5);
  expect(limited).toHaveLength(plans.length - 5);
  expect(limited[0].body).toEqual({ message: 'Too many payment orders: try again later' });
  expect(await ordersOf(b.id)).toBe(5);
  // Another learner is not held back by this one.
  const other = await w.buyer();
  expect((await w.createOrder(other, 3)).orderId).toMatch(/^order_/);
});

test('the 429 names when to try again', async () => {
  const b = await w.buyer();
  const plans = [3, 4, 5, 6].flatMap((exam) => [seededPlan(exam, 2), seededPlan(exam, 3)]);
  let last: Response | undefined;
  for (const { examId, planId } of plans) {
    last = await fetch(`${w.server.url}/functions/v1/${NAME}`, {
      method: 'POST',
      headers: { apikey: w.server.publishableKey, 'Content-Type': 'application/json', Authorization: `Bearer ${b.token}` },
      body: JSON.stringify({ amount: (await w.priceOf(planId)) * 100, currency: 'INR', examId, planId, userId: b.id }),
    });
  }
  expect(last!.status).toBe(429);
  const retryAfter = Number(last!.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
});
