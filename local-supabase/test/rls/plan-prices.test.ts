// Plans' prices with an effective time (supabase/schema/plans.sql), from outside with supabase-js as a visitor, a
// learner, an editor and an admin: only an admin schedules or withdraws a price, a price waits for its time and then
// is the plan's price, the history keeps every price, and an order already created keeps its own amount.
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let admin: Staff;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  editor = await makeStaff(w, 'editor');
  admin = await makeStaff(w, 'admin');
}, STARTUP_MS);
afterAll(() => w?.stop());

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const planPrice = async () =>
  (await w.anon.from('exam_plans').select('price, original_price').eq('id', f.premiumPlanId).single()).data as {
    price: number;
    original_price: number;
  };
type PlanRow = { id: string; prices: { id: number; price: number; scheduled: boolean; created_by_email: string | null }[] };
const history = async () =>
  ((await editor.client.rpc('studio_plans', { p_exam_id: f.examId })).data as PlanRow[]).find((p) => p.id === f.premiumPlanId)!.prices;

test('only an admin schedules or withdraws a price; a visitor and a learner cannot read the history (42501)', async () => {
  const schedule = { p_plan_id: f.premiumPlanId, p_price: 1, p_original_price: 1, p_effective_at: null };
  for (const client of [w.anon, w.learner, editor.client]) {
    expect((await client.rpc('schedule_plan_price', schedule)).error?.code).toBe('42501');
    expect((await client.rpc('cancel_plan_price', { p_price_id: 1 })).error?.code).toBe('42501');
    expect((await client.rpc('apply_due_prices')).error?.code).toBe('42501');
  }
  for (const client of [w.anon, w.learner]) {
    expect((await client.rpc('studio_plans', { p_exam_id: f.examId })).error?.code).toBe('42501');
  }
  expect(await planPrice()).toEqual({ price: 499, original_price: 999 });
});

test('a price for later waits for its time, then is the plan’s price; the history keeps every price and who set it', async () => {
  const later = await admin.client.rpc('schedule_plan_price', {
    p_plan_id: f.premiumPlanId,
    p_price: 599,
    p_original_price: 1099,
    p_effective_at: inMinutes(60),
  });
  expect(later.error).toBeNull();
  expect(await planPrice()).toEqual({ price: 499, original_price: 999 });
  const [next, now] = await history();
  expect([next.price, next.scheduled, next.created_by_email, now.price, now.scheduled]).toEqual([599, true, admin.email, 499, false]);

  // An hour passes: the job that runs every minute applies it (the server's own timer may be first).
  await w.sql('update private.plan_prices set effective_at = clock_timestamp() where id = $1', [next.id]);
  expect((await w.service.rpc('apply_due_prices')).error).toBeNull();
  expect(await planPrice()).toEqual({ price: 599, original_price: 1099 });
  expect((await history()).map((p) => p.price)).toEqual([599, 499]);
});

test('a price from now applies at once; one not yet in effect can be withdrawn, one in effect cannot', async () => {
  const now = await admin.client.rpc('schedule_plan_price', { p_plan_id: f.premiumPlanId, p_price: 449, p_original_price: 999 });
  expect(now.error).toBeNull();
  expect(await planPrice()).toEqual({ price: 449, original_price: 999 });
  await admin.client.rpc('schedule_plan_price', {
    p_plan_id: f.premiumPlanId,
    p_price: 399,
    p_original_price: 999,
    p_effective_at: inMinutes(30),
  });
  const [scheduled, current] = await history();
  expect((await admin.client.rpc('cancel_plan_price', { p_price_id: current.id })).error?.code).toBe('22023');
  expect((await admin.client.rpc('cancel_plan_price', { p_price_id: scheduled.id })).error).toBeNull();
  expect((await history())[0].price).toBe(449);
  const { data: log } = await admin.client.rpc('get_audit_log', { p_action: 'cancel_plan_price' });
  expect(log[0].before).toMatchObject({ price: 399 });
});

test('a bad price is refused by its field, and the free plan stays free', async () => {
  const refuse = async (args: Record<string, unknown>) =>
    (await admin.client.rpc('schedule_plan_price', { p_plan_id: f.premiumPlanId, p_price: 499, p_original_price: 999, ...args })).error
      ?.message;
  expect(await refuse({ p_price: -1 })).toMatch(/^The price is a whole number/);
  expect(await refuse({ p_original_price: 100 })).toMatch(/^The original price is at least the price/);
  expect(await refuse({ p_effective_at: inMinutes(-60) })).toMatch(/never in the past/);
  expect(await refuse({ p_price: 0, p_original_price: 0 })).toMatch(/free plan costs 0/);
  const free = await admin.client.rpc('schedule_plan_price', { p_plan_id: f.freePlanId, p_price: 10, p_original_price: 10 });
  expect(free.error?.message).toMatch(/free plan costs 0/);
});

test('an order created before a price change keeps its own amount', async () => {
  const orderId = `order_${Date.now()}`;
  const { price } = await planPrice();
  await w.sql(`insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise) values ($1, $2, $3, $4, $5)`, [
    orderId,
    w.learnerId,
    f.examId,
    f.premiumPlanId,
    price * 100,
  ]);
  await admin.client.rpc('schedule_plan_price', { p_plan_id: f.premiumPlanId, p_price: price + 100, p_original_price: 1299 });
  const [order] = await w.sql<{ amount_paise: number }>('select amount_paise from public.payment_orders where id = $1', [orderId]);
  expect(order.amount_paise).toBe(price * 100);
  expect((await planPrice()).price).toBe(price + 100);
});
