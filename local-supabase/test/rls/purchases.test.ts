// Purchases: owners read their own, nobody writes directly, free access only for a plan
// priced 0 and only as a demo ending today in India, completed purchases only through
// the service role (payment verification).
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
}, STARTUP_MS);
afterAll(() => w?.stop());

/** 23:59:59.999 of today in India (UTC+05:30, no DST), as an ISO instant. */
function endOfTodayIndia(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const end = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), 23, 59, 59, 999) - 330 * 60_000;
  return new Date(end).toISOString();
}

describe("exam_access: checkout's published answer to 'may this learner open this exam?'", () => {
  let exam: Fixture;
  beforeAll(async () => {
    exam = await w.makeExam();
    const learner = await w.newLearner('access');
    await w.purchase(learner.id, exam.premiumPlanId, 'completed', { expiresIn: '-1 minute', createdAgo: '31 days' });
    await w.purchase(learner.id, exam.freePlanId, 'demo', { expiresIn: '1 hour' });
    accessClient = learner.clients[0];
  });
  let accessClient: World['learner'];

  test('a learner reads their accesses, newest first, each judged active by the server clock', async () => {
    const { data, error } = await accessClient.rpc('exam_access', { p_exam_id: exam.examId });
    expect(error).toBeNull();
    expect(data!.map((a: { payment_status: string; active: boolean }) => [a.payment_status, a.active])).toEqual([
      ['demo', true],
      ['completed', false],
    ]);
    const { data: server } = await accessClient.rpc('server_time');
    expect(Math.abs(Date.parse(data![0].server_now) - Date.parse(server as string))).toBeLessThan(60_000);
  });

  test('another learner reads none of them, and a visitor may not call it', async () => {
    expect((await w.second.rpc('exam_access', { p_exam_id: exam.examId })).data).toEqual([]);
    const visitor = await w.anon.rpc('exam_access', { p_exam_id: exam.examId });
    expect(visitor.error?.code).toBe('42501');
  });
});

describe('reads are filtered to the owner', () => {
  let secondPurchase: string;
  beforeAll(async () => {
    await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
    secondPurchase = await w.purchase(w.secondId, f.premiumPlanId, 'completed');
  });

  test('My Exams: purchases by user_id with the joined exam', async () => {
    const { data, error } = await w.learner.from('exam_purchases').select('*, exams(*)').eq('user_id', w.learnerId);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(1);
    expect(data!.every((p) => p.user_id === w.learnerId)).toBe(true);
    expect(data![0].exams).toMatchObject({ id: f.examId });
  });

  test("another learner's purchases are invisible, even when asked for by user_id or id", async () => {
    expect((await w.learner.from('exam_purchases').select('*').eq('user_id', w.secondId)).data).toEqual([]);
    const byId = await w.learner.from('exam_purchases').select('*').eq('id', secondPurchase).single();
    expect(byId.error?.code).toBe('PGRST116');
    const all = await w.learner.from('exam_purchases').select('user_id');
    expect(all.data!.every((p) => p.user_id === w.learnerId)).toBe(true);
  });

  test('a visitor cannot read purchases or orders at all', async () => {
    expect((await w.anon.from('exam_purchases').select('*')).error?.code).toBe('42501');
    expect((await w.anon.from('payment_orders').select('*')).error?.code).toBe('42501');
  });

  test('payment orders: own only; webhook events: nobody', async () => {
    await w.sql(
      `insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise) values
       ('order_rls_l', $1, $3, $4, 49900), ('order_rls_s', $2, $3, $4, 49900)`,
      [w.learnerId, w.secondId, f.examId, f.premiumPlanId],
    );
    const { data } = await w.learner.from('payment_orders').select('id');
    expect(data!.map((o) => o.id)).toEqual(['order_rls_l']);
    expect((await w.learner.from('payment_webhook_events').select('*')).error?.code).toBe('42501');
    expect((await w.learner.from('payment_orders').update({ status: 'paid', payment_id: 'x' }).eq('id', 'order_rls_l')).error?.code).toBe(
      '42501',
    );
  });
});

describe('no self-granted purchase', () => {
  test('a learner cannot insert a completed purchase', async () => {
    const { error } = await w.learner.from('exam_purchases').insert({
      user_id: w.learnerId,
      exam_id: f.examId,
      plan_id: f.premiumPlanId,
      payment_id: 'forged',
      expiry_date: '2099-01-01T00:00:00Z',
      payment_status: 'completed',
    });
    expect(error?.code).toBe('42501');
  });

  test("nor the spec's direct demo insert: free access goes through grant_free_access", async () => {
    const { error } = await w.learner.from('exam_purchases').insert({
      user_id: w.learnerId,
      exam_id: f.examId,
      plan_id: f.freePlanId,
      payment_id: 'free_access',
      purchase_date: new Date().toISOString(),
      expiry_date: endOfTodayIndia(),
      payment_status: 'demo',
    });
    expect(error?.code).toBe('42501');
  });

  test('nor extend, upgrade or delete an own purchase', async () => {
    const id = await w.purchase(w.learnerId, f.freePlanId, 'demo', { expiresIn: '1 hour' });
    expect((await w.learner.from('exam_purchases').update({ expiry_date: '2099-01-01T00:00:00Z' }).eq('id', id)).error?.code).toBe('42501');
    expect((await w.learner.from('exam_purchases').update({ payment_status: 'completed' }).eq('id', id)).error?.code).toBe('42501');
    expect((await w.learner.from('exam_purchases').delete().eq('id', id)).error?.code).toBe('42501');
    const upsert = await w.learner.from('exam_purchases').upsert({
      id,
      user_id: w.learnerId,
      exam_id: f.examId,
      plan_id: f.premiumPlanId,
      payment_id: 'x',
      expiry_date: '2099-01-01T00:00:00Z',
      payment_status: 'completed',
    });
    expect(upsert.error?.code).toBe('42501');
    const [row] = await w.sql<{ payment_status: string }>('select payment_status from public.exam_purchases where id = $1', [id]);
    expect(row.payment_status).toBe('demo');
    await w.sql('delete from public.exam_purchases where id = $1', [id]);
  });
});

describe('grant_free_access', () => {
  let g: Fixture;
  beforeAll(async () => {
    g = await w.makeExam();
  });

  test('refuses a plan not priced 0', async () => {
    const { data, error } = await w.second.rpc('grant_free_access', { p_plan_id: g.premiumPlanId });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'P0001', message: 'Free access is only for a plan priced 0' });
  });

  test('refuses a visitor (42501) and an unknown plan', async () => {
    expect((await w.anon.rpc('grant_free_access', { p_plan_id: g.freePlanId })).error?.code).toBe('42501');
    expect((await w.second.rpc('grant_free_access', { p_plan_id: '00000000-0000-4000-c000-0000000000ff' })).error).toMatchObject({
      code: 'P0001',
      message: 'Plan not found',
    });
  });

  test('creates a demo purchase until 23:59:59.999 today, India time; asking again returns it', async () => {
    const { data, error } = await w.second.rpc('grant_free_access', { p_plan_id: g.freePlanId });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: w.secondId,
      exam_id: g.examId,
      plan_id: g.freePlanId,
      payment_id: 'free_access',
      payment_status: 'demo',
    });
    expect(new Date(data.expiry_date).toISOString()).toBe(endOfTodayIndia());
    const again = await w.second.rpc('grant_free_access', { p_plan_id: g.freePlanId });
    expect(again.data.id).toBe(data.id);
    const mine = await w.second.from('exam_purchases').select('id').eq('exam_id', g.examId);
    expect(mine.data).toHaveLength(1);
  });

  test('refuses while a completed purchase of the exam is active (a demo would hide it)', async () => {
    await w.purchase(w.learnerId, g.premiumPlanId, 'completed');
    const { error } = await w.learner.rpc('grant_free_access', { p_plan_id: g.freePlanId });
    expect(error).toMatchObject({ code: 'P0001', message: 'You already have an active plan for this exam.' });
  });
});

describe('checkout reads (spec §7)', () => {
  let h: Fixture;
  beforeAll(async () => {
    h = await w.makeExam();
  });

  test('"already purchased" check: single() gives PGRST116 when there is none, the row when there is', async () => {
    const check = () =>
      w.second
        .from('exam_purchases')
        .select('*')
        .eq('user_id', w.secondId)
        .eq('exam_id', h.examId)
        .eq('plan_id', h.premiumPlanId)
        .eq('payment_status', 'completed')
        .gte('expiry_date', new Date().toISOString())
        .single();
    expect((await check()).error?.code).toBe('PGRST116');
    await w.purchase(w.secondId, h.premiumPlanId, 'completed', { expiresIn: '-1 day', createdAgo: '100 days' });
    expect((await check()).error?.code).toBe('PGRST116');
    const id = await w.purchase(w.secondId, h.premiumPlanId, 'completed');
    const found = await check();
    expect(found.error).toBeNull();
    expect(found.data.id).toBe(id);
  });

  test('latest active purchase with its plan, newest first, limit 1', async () => {
    const { data, error } = await w.second
      .from('exam_purchases')
      .select('*, exam_plans(*)')
      .eq('user_id', w.secondId)
      .eq('exam_id', h.examId)
      .in('payment_status', ['completed', 'demo'])
      .gte('expiry_date', new Date().toISOString())
      .order('created_at', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0].exam_plans).toMatchObject({ id: h.premiumPlanId, plan_type: 'premium' });
  });

  test('the same payment cannot activate two purchases (23505)', async () => {
    const row = {
      user_id: w.secondId,
      exam_id: h.examId,
      plan_id: h.premiumPlanId,
      payment_id: 'pay_rls_dup',
      expiry_date: '2099-01-01T00:00:00Z',
      payment_status: 'completed',
    };
    expect((await w.service.from('exam_purchases').insert(row)).error).toBeNull();
    const dup = await w.service.from('exam_purchases').insert(row);
    expect(dup.error?.code).toBe('23505');
    expect(dup.status).toBe(409);
  });

  test('a purchase whose plan belongs to another exam is refused', async () => {
    const other = await w.makeExam();
    const { error } = await w.service.from('exam_purchases').insert({
      user_id: w.secondId,
      exam_id: h.examId,
      plan_id: other.premiumPlanId,
      payment_id: 'pay_rls_x',
      expiry_date: '2099-01-01T00:00:00Z',
      payment_status: 'completed',
    });
    expect(error?.code).toBe('23503');
  });
});
