// Issue 50's privacy, proved from outside in one place: two learners sit the same paper; then everything the second
// learner can call or read about that exam (readiness, standing, the breakdown, progress, today's review, practice,
// the attempt tables, the review cards, the fit's and the first answers' tables) is searched for the first learner's
// identity, attempt, answers and ability. None of it is there, and each call for the first learner's rows is refused.
import { makeRuledExam, mcqs, SERIES, wrong, type RuledExam } from './exam-fixture';
import { STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let exam: RuledExam;
let firstAttempt: string;
let secondAttempt: string;

beforeAll(async () => {
  w = await startWorld();
  exam = await makeRuledExam(w, {
    rulesOf: SERIES['V-A'],
    topics: ['Markets'],
    questions: mcqs(20).map((q) => ({ ...q, topic: 'Markets' })),
  });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  await w.purchase(w.secondId, exam.premiumPlanId, 'completed');
  const sit = async (client: typeof w.learner, right: (i: number) => boolean) => {
    const { data: attempt } = await client.rpc('start_attempt', { p_test_paper_id: exam.paperId });
    for (const [i, q] of exam.questions.entries()) {
      await w.answer(client, { p_attempt_id: attempt.id, p_question_id: q.id, p_selected_option: right(i) ? q.correct : wrong(q.correct) });
    }
    expect((await client.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeNull();
    return attempt.id as string;
  };
  // The first learner: a distinctive pattern (every third answer wrong); the second: all right.
  firstAttempt = await sit(w.learner, (i) => i % 3 !== 0);
  secondAttempt = await sit(w.second, () => true);
  await w.sql('select private.refresh_rasch_fit($1)', [exam.examId]);
}, STARTUP_MS);
afterAll(() => w?.stop());

test('nothing the second learner can read about the exam names or reveals the first learner', async () => {
  const [{ email }] = await w.sql<{ email: string }>('select email from auth.users where id = $1', [w.learnerId]);
  const secret = [w.learnerId, email, firstAttempt];
  const reads = await Promise.all([
    w.second.rpc('get_readiness', { p_exam_id: exam.examId }),
    w.second.rpc('get_attempt_standing', { p_attempt_id: secondAttempt }),
    w.second.rpc('get_attempt_breakdown', { p_attempt_id: secondAttempt }),
    w.second.rpc('get_exam_progress', { p_exam_id: exam.examId }),
    w.second.rpc('start_review', { p_exam_id: exam.examId }),
    w.second.rpc('start_practice', { p_exam_id: exam.examId, p_mode: 'mistakes' }),
    w.second.from('user_test_attempts').select('*'),
    w.second.from('user_answers').select('*'),
    w.second.from('review_cards').select('*'),
  ]);
  for (const read of reads) {
    const text = JSON.stringify(read.data ?? null);
    for (const s of secret) expect(text).not.toContain(s);
  }
  // The second learner's own rows only.
  const [attempts, answers, cards] = reads.slice(6);
  expect((attempts.data ?? []).every((a: { user_id: string }) => a.user_id === w.secondId)).toBe(true);
  expect((answers.data ?? []).every((a: { attempt_id: string }) => a.attempt_id === secondAttempt)).toBe(true);
  expect((cards.data ?? []).every((c: { user_id: string }) => c.user_id === w.secondId)).toBe(true);
});

test("the first learner's attempt, answers and ability are refused or out of reach, whatever is asked", async () => {
  for (const fn of ['get_attempt_standing', 'get_attempt_breakdown', 'get_attempt_review', 'get_attempt_translations'] as const) {
    const { data, error } = await w.second.rpc(fn, {
      p_attempt_id: firstAttempt,
      ...(fn === 'get_attempt_translations' ? { p_language: 'hi' } : {}),
    });
    expect([fn, data === null || (Array.isArray(data) && data.length === 0), error?.code]).toEqual([
      fn,
      true,
      expect.stringMatching(/^(42501|P0002)$/),
    ]);
  }
  // The fit's tables and the first answers are no API role's to read.
  for (const table of ['rasch_abilities', 'rasch_items', 'rasch_responses', 'rasch_fits', 'answer_changes']) {
    const { data } = await w.second
      .schema('private' as never)
      .from(table)
      .select('*');
    expect([table, data ?? null]).toEqual([table, null]);
  }
  expect((await w.second.rpc('first_answers' as never, { p_exam_id: exam.examId } as never)).error).not.toBeNull();
});
