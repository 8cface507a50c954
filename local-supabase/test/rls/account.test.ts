// The learner's own account: a second paid plan extends access instead of overlapping it, a learner exports only
// their own data, and deleting an account signs its owner out everywhere, removes their attempts and keeps only
// anonymous payment records.
import { randomUUID } from 'node:crypto';
import { PASSWORD, STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
}, STARTUP_MS);
afterAll(() => w?.stop());

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Inserts a completed purchase as the payment activation does: now, for the plan's 90 days. */
async function paidPurchase(userId: string, examId = f.examId, planId = f.premiumPlanId) {
  const [row] = await w.sql<{ purchase_date: Date; expiry_date: Date }>(
    `insert into public.exam_purchases (user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status)
     values ($1, $2, $3, $4, now(), now() + interval '90 days', 'completed') returning purchase_date, expiry_date`,
    [userId, examId, planId, `pay_${randomUUID()}`],
  );
  return { purchase: row.purchase_date.toISOString(), expiry: row.expiry_date.toISOString() };
}

describe('a second paid plan for an exam with active access', () => {
  test('starts when the current access ends: 90 + 90 days, no day lost', async () => {
    const exam = await w.makeExam();
    const first = await paidPurchase(w.secondId, exam.examId, exam.premiumPlanId);
    expect(days(first.purchase, first.expiry)).toBe(90);
    const second = await paidPurchase(w.secondId, exam.examId, exam.premiumPlanId);
    expect(days(second.purchase, second.expiry)).toBe(180);
    const third = await paidPurchase(w.secondId, exam.examId, exam.premiumPlanId);
    expect(days(third.purchase, third.expiry)).toBe(270);
  });

  test('an expired plan or a demo does not push the new period; another exam is independent', async () => {
    const exam = await w.makeExam();
    await w.purchase(w.secondId, exam.premiumPlanId, 'completed', { expiresIn: '-1 day', createdAgo: '91 days' });
    await w.purchase(w.secondId, exam.freePlanId, 'demo', { expiresIn: '5 hours' });
    const fresh = await paidPurchase(w.secondId, exam.examId, exam.premiumPlanId);
    expect(days(fresh.purchase, fresh.expiry)).toBe(90);
    const other = await w.makeExam();
    const elsewhere = await paidPurchase(w.secondId, other.examId, other.premiumPlanId);
    expect(days(elsewhere.purchase, elsewhere.expiry)).toBe(90);
  });
});

describe('export_my_data', () => {
  test("holds the learner's profile, purchases and attempts with answers, and nothing of the second learner's", async () => {
    await paidPurchase(w.learnerId);
    const { data: attempt } = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: f.mockQuestions[0].id, p_selected_option: 'B' });
    await paidPurchase(w.secondId);

    const { data, error } = await w.learner.rpc('export_my_data');
    expect(error).toBeNull();
    expect(data.profile).toMatchObject({ id: w.learnerId, full_name: 'RLS Learner', marketing_opt_in: false });
    expect(data.purchases.length).toBeGreaterThanOrEqual(1);
    expect(data.purchases.every((p: { exam: string }) => typeof p.exam === 'string')).toBe(true);
    const exported = data.attempts.find((a: { id: string }) => a.id === attempt.id);
    expect(exported.answers).toEqual([
      expect.objectContaining({ question_id: f.mockQuestions[0].id, selected_option: 'B', question_position: 1 }),
    ]);
    expect(data.question_reports).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(w.secondId);
    // The export is the learner's data, not the question bank: no keys or explanations.
    expect(JSON.stringify(data)).not.toMatch(/correct_option|explanation/);
  });

  test('a visitor has nothing to export', async () => {
    const { error } = await w.anon.rpc('export_my_data');
    expect(error?.code).toBe('42501');
  });
});

describe('delete_my_account', () => {
  test('refused unless the email is typed exactly, and never for someone else or a visitor', async () => {
    const bad = await w.learner.rpc('delete_my_account', { p_confirm_email: 'someone@else.test' });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Type your email address exactly to confirm' });
    expect((await w.anon.rpc('delete_my_account', { p_confirm_email: 'x@y.z' })).error?.code).toBe('42501');
    const { data } = await w.learner.auth.getUser();
    expect(data.user?.id).toBe(w.learnerId);
  });

  test('deletes the person, signs them out everywhere, keeps the payment anonymised', async () => {
    const leaving = await w.newLearner('leaving', 2);
    const [phone, laptop] = leaving.clients;
    const { payment_id: paymentId } = (
      await w.sql<{ payment_id: string }>(
        `insert into public.exam_purchases (user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status)
         values ($1, $2, $3, $4, now(), now() + interval '90 days', 'completed') returning payment_id`,
        [leaving.id, f.examId, f.premiumPlanId, `pay_${randomUUID()}`],
      )
    )[0];
    await w.sql(
      `insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise, status, payment_id, paid_at)
                 values ($1, $2, $3, $4, 49900, 'paid', $5, now())`,
      [`order_${leaving.id}`, leaving.id, f.examId, f.premiumPlanId, paymentId],
    );
    await w.sql(
      `insert into public.payment_webhook_events (id, event, order_id, payment_id, payload)
                 values ($1, 'order.paid', $2, $3, $4)`,
      [`evt_${leaving.id}`, `order_${leaving.id}`, paymentId, { email: leaving.email, contact: '+919999999999' }],
    );
    const { data: attempt } = await phone.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
    expect(attempt?.id).toBeDefined();

    const { error } = await phone.rpc('delete_my_account', { p_confirm_email: ` ${leaving.email.toUpperCase()} ` });
    expect(error).toBeNull();

    // Signed out everywhere: no device can refresh, and the old access token finds no user.
    const { data: session } = await laptop.auth.getSession();
    const refreshed = await laptop.auth.refreshSession({ refresh_token: session.session!.refresh_token });
    expect(refreshed.error).not.toBeNull();
    expect((await phone.auth.getUser()).data.user).toBeNull();
    expect((await w.sql('select 1 from auth.users where id = $1', [leaving.id])).length).toBe(0);
    expect((await w.sql('select 1 from public.user_test_attempts where id = $1', [attempt.id])).length).toBe(0);

    // What the accounts must keep: order, amount, date and payment id, linked to no one, no contact details.
    const [order] = await w.sql<Record<string, unknown>>('select * from public.payment_orders where id = $1', [`order_${leaving.id}`]);
    expect(order).toMatchObject({ user_id: null, amount_paise: 49900, payment_id: paymentId });
    expect(order.paid_at).toBeTruthy();
    const [kept] = await w.sql<Record<string, unknown>>('select user_id, payment_id from public.exam_purchases where payment_id = $1', [
      paymentId,
    ]);
    expect(kept).toEqual({ user_id: null, payment_id: paymentId });
    const [event] = await w.sql<{ payload: unknown }>('select payload from public.payment_webhook_events where id = $1', [
      `evt_${leaving.id}`,
    ]);
    expect(JSON.stringify(event.payload)).not.toContain(leaving.email);

    // Signing in again finds no account.
    const again = await w.anon.auth.signInWithPassword({ email: leaving.email, password: PASSWORD });
    expect(again.error?.message).toBe('Invalid login credentials');
  });
});
