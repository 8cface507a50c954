// create-razorpay-order: only the signed-in buyer, only the database's price, orders recorded.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createRazorpayOrderHandler } from '../../../supabase/functions/_shared/create-razorpay-order';
import { withLocalRazorpay } from '../../src/functions/local-razorpay';
import { serviceClient } from '../helpers';
import { seededPlan, startPaymentsWorld, verifyBody, type PaymentsWorld } from './world';

jest.setTimeout(30_000);

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
}, 120_000);
afterAll(() => w?.stop());

const NAME = 'create-razorpay-order';

test('creates a Razorpay order for the plan price and records it for the buyer', async () => {
  const b = await w.buyer();
  const { examId, planId } = seededPlan(3, 2);
  const price = await w.priceOf(planId);
  const res = await w.call(NAME, { amount: price * 100, currency: 'INR', examId, planId, userId: b.id }, b.token);
  expect(res).toEqual({ status: 200, body: { id: expect.stringMatching(/^order_\w{14}$/), amount: price * 100, currency: 'INR' } });

  const [row] = await w.sql('select * from public.payment_orders where id = $1', [res.body.id]);
  expect(row).toMatchObject({
    user_id: b.id,
    exam_id: examId,
    plan_id: planId,
    amount_paise: price * 100,
    status: 'created',
    payment_id: null,
  });
  // The learner reads their own order through RLS, as the API documents.
  const { data } = await b.client.from('payment_orders').select('id').eq('id', res.body.id);
  expect(data).toHaveLength(1);
});

test('refuses a caller who is not signed in', async () => {
  const { examId, planId } = seededPlan(3, 2);
  const body = { amount: 100, currency: 'INR', examId, planId, userId: '00000000-0000-4000-8000-0000000000ff' };
  expect((await w.call(NAME, body)).status).toBe(401);
  // The anon key is a valid JWT for the gateway, but it names no user.
  expect(await w.call(NAME, body, w.server.publishableKey)).toEqual({ status: 401, body: { message: 'Sign in to buy a plan' } });
});

test("refuses an order in another user's name", async () => {
  const [b, other] = [await w.buyer(), await w.buyer()];
  const { examId, planId } = seededPlan(3, 2);
  const res = await w.call(NAME, { amount: (await w.priceOf(planId)) * 100, currency: 'INR', examId, planId, userId: other.id }, b.token);
  expect(res).toEqual({ status: 403, body: { message: 'userId is not the signed-in user' } });
});

test('refuses an amount or plan that does not match the database', async () => {
  const b = await w.buyer();
  const { examId, planId } = seededPlan(3, 2);
  const price = await w.priceOf(planId);
  const base = { currency: 'INR', examId, planId, userId: b.id };
  expect(await w.call(NAME, { ...base, amount: 100 }, b.token)).toEqual({
    status: 400,
    body: { message: 'Amount does not match the plan price' },
  });
  expect(await w.call(NAME, { ...base, amount: price }, b.token)).toMatchObject({ status: 400 }); // rupees, not paise
  expect(await w.call(NAME, { ...base, amount: price * 100, examId: seededPlan(4, 2).examId }, b.token)).toEqual({
    status: 400,
    body: { message: 'Plan not found for this exam' },
  });
  expect(await w.call(NAME, { ...base, amount: 100, planId: seededPlan(3, 1).planId }, b.token)).toEqual({
    status: 400,
    body: { message: 'A free plan needs no payment' },
  });
  expect(await w.call(NAME, { ...base, amount: price * 100, currency: 'USD' }, b.token)).toEqual({
    status: 400,
    body: { message: 'currency must be INR' },
  });
  expect(await w.sql('select 1 from public.payment_orders where user_id = $1', [b.id])).toHaveLength(0);
});

test('answers bad bodies with 400 and a message, never 500', async () => {
  const b = await w.buyer();
  for (const body of ['not json', '[1,2]', 'null', '{}', JSON.stringify({ amount: 'lots', examId: 'a', planId: 'b', userId: b.id })]) {
    const res = await w.call(NAME, body, b.token, true);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  }
  // A plan id that is not a uuid is a missing plan, not a database error.
  const res = await w.call(NAME, { amount: 100, currency: 'INR', examId: 'e', planId: 'not-a-uuid', userId: b.id }, b.token);
  expect(res.status).toBe(400);
});

test('refuses a second order while the plan is active, and allows it once that purchase expired', async () => {
  const b = await w.buyer();
  const first = await w.createOrder(b, 5);
  expect((await w.call('verify-razorpay-payment', verifyBody(first, await w.pay(first.orderId), b.id), b.token)).status).toBe(200);

  const again = await w.call(
    NAME,
    { amount: first.amount, currency: 'INR', examId: first.examId, planId: first.planId, userId: b.id },
    b.token,
  );
  expect(again).toEqual({ status: 409, body: { message: 'You already have an active plan for this exam.' } });

  await w.sql(
    `update public.exam_purchases set purchase_date = now() - interval '100 days', expiry_date = now() - interval '10 days' where user_id = $1`,
    [b.id],
  );
  const renewal = await w.createOrder(b, 5);
  expect((await w.call('verify-razorpay-payment', verifyBody(renewal, await w.pay(renewal.orderId), b.id), b.token)).status).toBe(200);
  const purchases = await w.purchasesOf(b.id);
  expect(purchases).toHaveLength(2);
  expect(purchases[1].expiry_date.getTime()).toBeGreaterThan(Date.now());
});

test('reports a provider refusal as 502 with Razorpay’s description, and records nothing', async () => {
  const b = await w.buyer();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The same handler over a wrong key secret: the sandbox's Orders API refuses the Basic auth.
  const handler = createRazorpayOrderHandler({
    supabaseUrl: w.server.url,
    secretKey: w.server.secretKey,
    // As the Deno entry verifies a caller: against the auth server's JWKS.
    verifyToken: (token) =>
      jwtVerify(token, createRemoteJWKSet(new URL(`${w.server.url}/auth/v1/.well-known/jwks.json`))).then((r) => r.payload),
    env: { ...withLocalRazorpay({}, w.server.url), RAZORPAY_KEY_SECRET: 'wrong-secret' },
    fetch: globalThis.fetch,
    createClient: (url, key) => serviceClient({ ...w.server, url, secretKey: key }) as never,
  });
  const { examId, planId } = seededPlan(3, 2);
  const req = new Request('http://functions.test/create-razorpay-order', {
    method: 'POST',
    headers: { Authorization: `Bearer ${b.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: (await w.priceOf(planId)) * 100, currency: 'INR', examId, planId, userId: b.id }),
  });
  const res = await handler(req);
  expect(res.status).toBe(502);
  expect(await res.json()).toEqual({ message: 'Payment provider refused the order: Authentication failed' });
  expect(await w.sql('select 1 from public.payment_orders where user_id = $1', [b.id])).toHaveLength(0);
});
