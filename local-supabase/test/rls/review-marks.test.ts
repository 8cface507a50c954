// Marks for review, saved on the server with the answer through save_answer: own attempt
// only, before submit and before deadline + grace; a mark alone is an unanswered question;
// the three-argument save of existing clients keeps a mark; the review shows the marks.
import { STARTUP_MS, startWorld, type World } from './harness';
import { makeRuledExam, mcqs, SERIES, type RuledExam } from './exam-fixture';

let w: World;
let exam: RuledExam;
beforeAll(async () => {
  w = await startWorld();
  exam = await makeRuledExam(w, { rulesOf: SERIES['X-A'], questions: mcqs(4) });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

// A new attempt each time (the one a previous test left running is submitted).
const start = async () =>
  (await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId, p_end_running: true })).data as { id: string };
const save = (attemptId: string, q: number, option: string | null, marked?: boolean, client = w.learner) =>
  w.answer(client, {
    p_attempt_id: attemptId,
    p_question_id: exam.questions[q].id,
    ...(option === null ? {} : { p_selected_option: option }),
    ...(marked === undefined ? {} : { p_marked_for_review: marked }),
  });
const stored = async (attemptId: string) =>
  (await w.learner.from('user_answers').select('question_id, selected_option, marked_for_review').eq('attempt_id', attemptId)).data!;

test('a mark alone, then an answer, then an unmark: one row that keeps the other half each time', async () => {
  const a = await start();
  const q = exam.questions[0];
  expect((await save(a.id, 0, null, true)).data).toMatchObject({ selected_option: null, marked_for_review: true });
  expect((await save(a.id, 0, q.correct)).data).toMatchObject({ selected_option: q.correct, marked_for_review: true });
  expect((await save(a.id, 0, null, false)).data).toMatchObject({ selected_option: q.correct, marked_for_review: false });
  expect((await save(a.id, 0, 'd', true)).data).toMatchObject({ selected_option: 'D', marked_for_review: true });
  expect(await stored(a.id)).toEqual([{ question_id: q.id, selected_option: 'D', marked_for_review: true }]);
});

test('neither an option nor a mark is refused as a bad option', async () => {
  const a = await start();
  expect((await save(a.id, 0, null)).error).toMatchObject({ code: 'P0001', message: 'Selected option must be A, B, C or D' });
  expect((await save(a.id, 0, 'E', true)).error).toMatchObject({ code: 'P0001', message: 'Selected option must be A, B, C or D' });
  expect(await stored(a.id)).toEqual([]);
});

test('a marked question without an answer is unanswered at submit; the review shows every mark', async () => {
  const a = await start();
  await save(a.id, 0, exam.questions[0].correct, true);
  await save(a.id, 1, null, true);
  const done = await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
  expect(done.data).toMatchObject({ score: 25, correct_count: 1, wrong_count: 0, unanswered_count: 3 });
  const review = await w.learner.rpc('get_attempt_review', { p_attempt_id: a.id });
  // In paper order (the review itself is in the order the learner saw).
  const byQuestion = new Map(review.data.map((r: { question_id: string }) => [r.question_id, r]));
  expect(
    exam.questions
      .map((q) => byQuestion.get(q.id) as { selected_option: string | null; marked_for_review: boolean })
      .map((r) => [r.selected_option, r.marked_for_review]),
  ).toEqual([
    [exam.questions[0].correct, true],
    [null, true],
    [null, false],
    [null, false],
  ]);
});

test("no mark after submit (NSM01) or after deadline + grace; never on another learner's attempt; never written directly", async () => {
  const submitted = await start();
  await w.learner.rpc('submit_attempt', { p_attempt_id: submitted.id });
  expect((await save(submitted.id, 0, null, true)).error).toMatchObject({ code: 'NSM01', message: 'Attempt is already submitted' });

  const late = await start();
  await w.sql(
    `update public.user_test_attempts set start_time = now() - interval '2 hours', deadline = now() - interval '6 seconds' where id = $1`,
    [late.id],
  );
  expect((await save(late.id, 0, null, true)).error).toMatchObject({ code: 'P0001', message: 'Attempt deadline has passed' });

  const mine = await start();
  await save(mine.id, 0, 'A');
  expect((await save(mine.id, 0, null, true, w.second)).error).toMatchObject({ code: '42501', message: 'Attempt not found' });
  const direct = await w.learner.from('user_answers').update({ marked_for_review: true }).eq('attempt_id', mine.id);
  expect(direct.error?.code).toBe('42501');
  expect(await stored(mine.id)).toEqual([{ question_id: exam.questions[0].id, selected_option: 'A', marked_for_review: false }]);
  expect((await w.second.from('user_answers').select('*').eq('attempt_id', mine.id)).data).toEqual([]);
});
