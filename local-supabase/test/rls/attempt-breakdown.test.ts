// Issue 50 §4: the results' analysis per section and per topic (marks, accuracy, negative marks, time), against the
// learner's own earlier attempts of the exam, from get_attempt_breakdown; nobody else's attempts, and only once
// submitted.
import { STARTUP_MS, startWorld, type World } from './harness';
import { caseOf, makeRuledExam, SERIES, wrong, type RuledExam } from './exam-fixture';

let w: World;
let exam: RuledExam;
beforeAll(async () => {
  w = await startWorld();
  // X-B's rules: one-mark questions, cases of 2-mark questions, 25 % negative marking.
  exam = await makeRuledExam(w, {
    rulesOf: SERIES['X-B'],
    topics: ['Taxation', 'Behavioural Finance'],
    questions: [
      { topic: 'Taxation' },
      { topic: 'Taxation' },
      { topic: 'Behavioural Finance' },
      { topic: 'Behavioural Finance' },
      ...caseOf(1, 5, 2).map((q) => ({ ...q, topic: 'Taxation' })),
    ],
  });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

/** An attempt answered `choose(i)` per question (null: left), with 30 s on each answered one; submitted. */
async function sit(choose: (i: number) => 'right' | 'wrong' | null): Promise<string> {
  const { data: attempt, error } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId, p_end_running: true });
  expect(error).toBeNull();
  for (const [i, q] of exam.questions.entries()) {
    const how = choose(i);
    if (!how) continue;
    const option = how === 'right' ? q.correct : wrong(q.correct as 'A');
    expect(
      (await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q.id, p_selected_option: option, p_time_spent_ms: 30_000 }))
        .error,
    ).toBeNull();
  }
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeNull();
  return attempt.id;
}

test('per section and per topic: marks, correct, wrong, negative marks and time, beside the earlier attempts together', async () => {
  const first = await sit((i) => (i < 2 ? 'right' : i < 6 ? 'wrong' : null));
  const { data: alone } = await w.learner.rpc('get_attempt_breakdown', { p_attempt_id: first });
  expect(alone.earlier_attempts).toBe(0);
  expect(alone.sections.every((s: { earlier: unknown }) => s.earlier === null)).toBe(true);

  const second = await sit((i) => (i < 7 ? 'right' : 'wrong'));
  const { data, error } = await w.learner.rpc('get_attempt_breakdown', { p_attempt_id: second });
  expect(error).toBeNull();
  expect(data.earlier_attempts).toBe(1);
  const [mcq, cases] = data.sections;
  // The one-mark section: 4 questions, all right now; the first time 2 right, 2 wrong (-0.25 each).
  expect(mcq.this_attempt).toMatchObject({
    questions: 4,
    marks: 4,
    correct: 4,
    wrong: 0,
    marks_earned: 4,
    negative_marks: 0,
    time_ms: 120_000,
  });
  expect(mcq.earlier).toMatchObject({ questions: 4, correct: 2, wrong: 2, unanswered: 0, negative_marks: 0.5 });
  // The case section: 3 right and 2 wrong at 2 marks (-0.5 each) now; before, 2 wrong and 3 left.
  expect(cases.this_attempt).toMatchObject({ questions: 5, marks: 10, correct: 3, wrong: 2, marks_earned: 6, negative_marks: 1 });
  expect(cases.earlier).toMatchObject({ correct: 0, wrong: 2, unanswered: 3 });
  expect(data.topics.map((t: { name: string; this_attempt: { correct: number } }) => [t.name, t.this_attempt.correct])).toEqual([
    ['Behavioural Finance', 2],
    ['Taxation', 5],
  ]);
});

test('another learner reads nothing of it, a visitor neither; a running attempt has none yet', async () => {
  const [done] = await w.sql<{ id: string }>('select id from public.user_test_attempts where user_id = $1 and completed limit 1', [
    w.learnerId,
  ]);
  expect((await w.second.rpc('get_attempt_breakdown', { p_attempt_id: done.id })).error?.code).toBe('42501');
  expect((await w.anon.rpc('get_attempt_breakdown', { p_attempt_id: done.id })).error?.code).toMatch(/42501|PGRST202/);
  const { data: running } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId, p_end_running: true });
  expect((await w.learner.rpc('get_attempt_breakdown', { p_attempt_id: running.id })).error?.message).toBe(
    'The analysis is shown once the attempt is submitted',
  );
});
