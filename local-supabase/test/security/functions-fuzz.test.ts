// Property-based bodies for the payment functions: whatever a signed-in browser (or, for the webhook,
// anyone holding a valid signature) sends, the answer is a 4xx with a message, never a 500, and no
// purchase appears that nobody paid for.
import fc from 'fast-check';
import { startPaymentsWorld, seededPlan, type Buyer, type PaymentsWorld } from '../payments/world';

let w: PaymentsWorld;
let b: Buyer;
let orderId: string;
beforeAll(async () => {
  w = await startPaymentsWorld();
  b = await w.buyer();
  orderId = (await w.createOrder(b, 3)).orderId;
}, 120_000);
afterAll(() => w?.stop());

const { examId, planId } = seededPlan(1, 2);
const value = () =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(examId, planId, "' or 1=1 --", 'x'.repeat(500), '', ' ', '49900', 'INR', 'USD'),
    fc.constant('ORDER').map(() => orderId),
    fc.constant('USER').map(() => b.id),
  );
const keys = [
  'amount',
  'currency',
  'examId',
  'planId',
  'userId',
  'orderId',
  'paymentId',
  'signature',
  'durationDays',
  '__proto__',
  'constructor',
];
const rawBody = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...keys), value(), { maxKeys: 7 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '0', 'true', '{"amount":1e309}') },
);

const expect4xxWithMessage = (name: string, body: string, r: { status: number; body: any }) => {
  const where = `${name} ${body.slice(0, 200)} → ${r.status} ${JSON.stringify(r.body)}`;
  if (r.status >= 500) throw new Error(`5xx: ${where}`);
  if (r.status >= 400 && typeof r.body?.message !== 'string') throw new Error(`no message: ${where}`);
};

test.each(['create-razorpay-order', 'verify-razorpay-payment'])(
  '%s: any body from a signed-in buyer is 2xx or 4xx with a message',
  async (name) => {
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => expect4xxWithMessage(name, body, await w.call(name, body, b.token, true))),
      { numRuns: 80 },
    );
  },
  60_000,
);

test('razorpay-webhook: any signed body is 2xx or 4xx with a message, and activates nothing unpaid', async () => {
  const entity = fc.dictionary(fc.constantFrom('id', 'order_id', 'amount', 'currency'), value(), { maxKeys: 4 });
  const payload = fc.oneof(
    fc
      .record(
        {
          event: fc.constantFrom('order.paid', 'payment.captured', 'refund.created', ''),
          payload: fc.oneof(
            fc.record(
              { payment: fc.oneof(fc.record({ entity }), value()), order: fc.oneof(fc.record({ entity }), value()) },
              { requiredKeys: [] },
            ),
            value(),
          ),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
    rawBody,
  );
  await fc.assert(
    fc.asyncProperty(payload, async (raw) => {
      const r = await w.webhook({}, { raw });
      expect4xxWithMessage('razorpay-webhook', raw, r);
    }),
    { numRuns: 120 },
  );
  // the buyer's created order was never paid, so no purchase may exist for it
  expect(await w.purchasesOf(b.id)).toEqual([]);
}, 60_000);

test('an unsigned or wrongly signed webhook is 400 whatever its body', async () => {
  await fc.assert(
    fc.asyncProperty(rawBody, async (raw) => {
      const r = await w.webhook({}, { raw, secret: 'not-the-webhook-secret' });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Invalid webhook signature');
    }),
    { numRuns: 30 },
  );
});
