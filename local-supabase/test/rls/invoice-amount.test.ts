// Issue 42, finding 10: a tax invoice states the amount paid, never the plan's price on the day it is asked for. A
// purchase with no payment order was invoiced at today's price of its plan (a ₹5,990 GST invoice for a ₹599 purchase).
// Tried as the learner with supabase-js.
import { randomUUID } from 'node:crypto';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

const GSTIN = '32AABCF1234K1Z2'; // a well-formed test GSTIN of a Kerala company
const KERALA = '32';

let w: World;
let f: Fixture;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.sql('update public.invoice_seller set gstin = $1', [GSTIN]);
}, STARTUP_MS);
afterAll(() => w?.stop());

const issue = (purchaseId: string) =>
  w.learner.rpc('issue_tax_invoice', { p_purchase_id: purchaseId, p_buyer_state_code: KERALA }).single<Record<string, any>>();
const lastSerial = async () =>
  (await w.sql<{ n: number }>('select coalesce(max(last_serial), 0)::int as n from private.invoice_counters'))[0].n;

test('a purchase with no recorded payment gets no invoice at the plan’s price of the day, and uses no number', async () => {
  const purchaseId = await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
  await w.sql('update public.exam_plans set price = 5990 where id = $1', [f.premiumPlanId]);
  const before = await lastSerial();
  const { data, error, status } = await issue(purchaseId);
  expect(data).toBeNull();
  expect([status, error?.code, error?.message]).toEqual([400, 'P0001', 'This purchase has no recorded payment, so it has no tax invoice']);
  expect(await lastSerial()).toBe(before);
  expect(await w.sql('select 1 from public.tax_invoices where purchase_id = $1', [purchaseId])).toEqual([]);
});

test('a purchase written after its paid order (as the payment verification writes it) records the amount, and its invoice states it', async () => {
  const paymentId = `pay_${randomUUID().slice(0, 14)}`;
  await w.sql(
    `insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise, status, payment_id, paid_at)
     select $1, $2, p.exam_id, p.id, 59900, 'paid', $3, now() from public.exam_plans p where p.id = $4`,
    [`order_${randomUUID().slice(0, 14)}`, w.learnerId, paymentId, f.premiumPlanId],
  );
  const [{ id: purchaseId, amount_paid_paise }] = await w.sql<{ id: string; amount_paid_paise: number }>(
    `insert into public.exam_purchases (user_id, exam_id, plan_id, payment_id, expiry_date, payment_status)
     select $1, p.exam_id, p.id, $2, now() + interval '90 days', 'completed' from public.exam_plans p where p.id = $3
     returning id, amount_paid_paise`,
    [w.learnerId, paymentId, f.premiumPlanId],
  );
  expect(amount_paid_paise).toBe(59900);
  await w.sql('update public.exam_plans set price = 5990 where id = $1', [f.premiumPlanId]);
  const { data, error } = await issue(purchaseId);
  expect(error).toBeNull();
  expect(data!.total_paise).toBe(59900);
});
