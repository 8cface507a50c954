// Readiness (issue 50 §1) from outside: get_readiness answers for the caller alone, from their own first answers
// (and the fitted difficulties): what to answer first, then the estimate; a visitor is refused and the fit's tables
// are out of every API role's reach.
import { makeRuledExam, mcqs, SERIES, wrong, type RuledExam } from './exam-fixture';
import { STARTUP_MS, startWorld, type World } from './harness';

let w: World;
let exam: RuledExam;
const CHAPTERS = ['Markets', 'Regulation'];

beforeAll(async () => {
  w = await startWorld();
  // Series V-A's rules: one section of 100 one-mark questions, pass at 50, no negative marking. Questions alternate
  // between the two chapters.
  exam = await makeRuledExam(w, {
    rulesOf: SERIES['V-A'],
    topics: CHAPTERS,
    questions: mcqs(60).map((q, i) => ({ ...q, topic: CHAPTERS[i % 2] })),
  });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

/** Sits the paper once, answering the questions `answer` picks (right when it says so), and submits. */
async function sit(answer: (i: number) => 'right' | 'wrong' | 'skip') {
  const { data: attempt, error } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  expect(error).toBeNull();
  for (const [i, q] of exam.questions.entries()) {
    const a = answer(i);
    if (a === 'skip') continue;
    await w.answer(w.learner, {
      p_attempt_id: attempt.id,
      p_question_id: q.id,
      p_selected_option: a === 'right' ? q.correct : wrong(q.correct),
    });
  }
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeNull();
}

test('a visitor is refused; an unknown exam is 404', async () => {
  const visitor = await w.anon.rpc('get_readiness', { p_exam_id: exam.examId });
  expect(visitor.error?.code).toBe('42501');
  const unknown = await w.learner.rpc('get_readiness', { p_exam_id: '00000000-0000-4000-8000-000000000000' });
  expect([unknown.status, unknown.error?.code]).toEqual([404, 'P0002']);
});

test('with too few answers it says how many more, and from which chapters', async () => {
  // Ten answers, all from the first chapter.
  await sit((i) => (i < 20 && i % 2 === 0 ? 'right' : 'skip'));
  const { data, error } = await w.learner.rpc('get_readiness', { p_exam_id: exam.examId });
  expect(error).toBeNull();
  expect(data).toEqual({
    status: 'more',
    answered: 10,
    more: 40,
    chapters: [{ chapter: 2, title: 'Regulation', more: 2 }],
    sections: [],
  });
});

test('with enough answers: an estimate with its interval and pass chance, from first answers only', async () => {
  // The first sitting's ten stay first answers; here the other 50, 40 of them right.
  await sit((i) => (i < 20 && i % 2 === 0 ? 'skip' : i % 5 === 0 ? 'wrong' : 'right'));
  const { data, error } = await w.learner.rpc('get_readiness', { p_exam_id: exam.examId });
  expect(error).toBeNull();
  expect(data).toMatchObject({ status: 'ready', answered: 60, interval_percent: 80, pass_marks: 50, total_marks: 100 });
  expect(data.low).toBeLessThanOrEqual(data.expected);
  expect(data.high).toBeGreaterThanOrEqual(data.expected);
  expect(data.pass_chance).toBeGreaterThan(0.5);
  expect(Object.keys(data).sort()).toEqual(
    [
      'answered',
      'expected',
      'fitted_at',
      'high',
      'interval_percent',
      'learners',
      'low',
      'pass_chance',
      'pass_marks',
      'status',
      'total_marks',
    ].sort(),
  );
});

test("another learner gets their own readiness, never this learner's; the fit's tables are out of reach", async () => {
  const { data } = await w.second.rpc('get_readiness', { p_exam_id: exam.examId });
  expect(data).toMatchObject({ status: 'more', answered: 0, more: 50 });
  for (const table of ['rasch_abilities', 'rasch_items', 'rasch_responses', 'rasch_fits']) {
    for (const client of [w.second, w.learner, w.anon]) {
      const { data: rows, error } = await client.schema('private').from(table).select('*');
      expect(rows).toBeNull();
      expect(error).not.toBeNull();
    }
  }
  for (const fn of ['rasch_fit', 'refresh_rasch_fits', 'first_answers']) {
    const { error } = await w.second.rpc(fn, { p_exam_id: exam.examId });
    expect(error).not.toBeNull();
  }
});
