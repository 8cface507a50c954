// The attack-matrix rows (docs/attack-matrix.md) that test/rls and test/payments do not already prove:
// side doors to answer keys, other people's reviews, the private schema and the payment tables.
import { STARTUP_MS, startWorld, type Fixture, type World } from '../rls/harness';

let w: World;
let f: Fixture;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
  await w.purchase(w.secondId, f.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

const startWithAnswer = async (c: World['learner']) => {
  const { data: a, error } = await c.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
  if (error) throw new Error(error.message);
  await w.answer(c, { p_attempt_id: a.id, p_question_id: f.mockQuestions[0].id, p_selected_option: 'B' });
  return a.id as string;
};

test('a learner cannot reach correct options by embedding questions under their own answers or attempts', async () => {
  const id = await startWithAnswer(w.learner);
  const viaAnswers = await w.learner.from('user_answers').select('id, questions(correct_option, explanation)').eq('attempt_id', id);
  expect(viaAnswers.error?.code).toBe('42501');
  const viaPapers = await w.learner.from('user_test_attempts').select('id, test_papers(questions(correct_option))').eq('id', id);
  expect(viaPapers.error?.code).toBe('42501');
  const filtered = await w.learner.from('user_answers').select('id').eq('attempt_id', id).eq('questions.correct_option', 'A');
  expect(filtered.data ?? []).toEqual([]);
});

test("a second learner cannot read a learner's review, even once it is completed", async () => {
  const id = await startWithAnswer(w.learner);
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: id })).error).toBeNull();
  expect((await w.learner.rpc('get_attempt_review', { p_attempt_id: id })).data).toHaveLength(f.mockQuestions.length);
  const theirs = await w.second.rpc('get_attempt_review', { p_attempt_id: id });
  expect(theirs.error?.code).toBe('42501');
  const visitor = await w.anon.rpc('get_attempt_review', { p_attempt_id: id });
  expect(visitor.error?.code).toBe('42501');
  const questions = await w.second.rpc('get_attempt_questions', { p_attempt_id: id });
  expect(questions.error?.code).toBe('42501');
});

test('a visitor cannot start, answer or submit anything', async () => {
  const id = await startWithAnswer(w.learner);
  for (const [fn, args] of [
    ['start_attempt', { p_test_paper_id: f.mockPaperId }],
    ['save_answer', { p_attempt_id: id, p_question_id: f.mockQuestions[1].id, p_selected_option: 'A' }],
    ['submit_attempt', { p_attempt_id: id }],
    ['grant_free_access', { p_plan_id: f.freePlanId }],
  ] as const) {
    expect([fn, (await w.anon.rpc(fn, args)).error?.code]).toEqual([fn, '42501']);
  }
});

test('the private schema and its helpers are out of reach of the API roles', async () => {
  for (const c of [w.anon, w.learner]) {
    const rpc = await c.rpc('can_open_paper', { p_user: w.learnerId, p_paper: f.mockPaperId });
    expect(rpc.error).not.toBeNull();
    const other = await c.schema('private').from('anything').select('*');
    expect(other.error?.code).toBe('PGRST106');
  }
});

test('a learner cannot mark an order paid, record a webhook event or move a purchase to themselves', async () => {
  await w.sql(
    `insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise) values ('order_matrix', $1, $2, $3, 49900)`,
    [w.learnerId, f.examId, f.premiumPlanId],
  );
  expect(
    (
      await w.learner
        .from('payment_orders')
        .insert({ id: 'order_self', user_id: w.learnerId, exam_id: f.examId, plan_id: f.premiumPlanId, amount_paise: 1 })
    ).error?.code,
  ).toBe('42501');
  expect(
    (
      await w.learner
        .from('payment_webhook_events')
        .insert({ id: 'evt_self', event: 'order.paid', order_id: 'order_matrix', payment_id: 'pay_x', payload: {} })
    ).error?.code,
  ).toBe('42501');
  const [theirs] = await w.sql<{ id: string }>('select id from public.exam_purchases where user_id = $1', [w.secondId]);
  const moved = await w.learner.from('exam_purchases').update({ user_id: w.learnerId }).eq('id', theirs.id);
  expect(moved.error?.code).toBe('42501');
  const [order] = await w.sql<{ status: string }>(`select status from public.payment_orders where id = 'order_matrix'`);
  expect(order.status).toBe('created');
  const [still] = await w.sql<{ user_id: string }>('select user_id from public.exam_purchases where id = $1', [theirs.id]);
  expect(still.user_id).toBe(w.secondId);
});
