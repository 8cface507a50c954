// Exam-faithful marking by submit_attempt, with the rules of each seeded NISM exam: counts,
// marks earned, 25% of a wrong answer's marks deducted (none for unanswered), net marks
// clamped at 0, net percent of total marks, pass/fail against the exam's own pass mark,
// 2-mark case questions and the per-section breakdown. The spec's score is kept beside it.
import { STARTUP_MS, startWorld, type World } from './harness';
import { caseOf, makeRuledExam, mcqs, SERIES, wrong, type QuestionSpec, type RuledExam } from './exam-fixture';

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, STARTUP_MS);
afterAll(() => w?.stop());

type Outcome = 'right' | 'wrong' | 'blank';
const times = (n: number, o: Outcome): Outcome[] => Array<Outcome>(n).fill(o);

/** The learner sits a fresh exam with these rules and questions, answering as `outcomes` says, and submits. */
async function sit(rulesOf: number | undefined, questions: QuestionSpec[], outcomes: Outcome[]) {
  const exam = await makeRuledExam(w, { rulesOf, questions });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  return { exam, attempt: await answerAndSubmit(exam, outcomes) };
}

async function answerAndSubmit(exam: RuledExam, outcomes: Outcome[]) {
  const started = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  expect(started.error).toBeNull();
  const answers = exam.questions.flatMap((q, i) =>
    outcomes[i] === 'right' ? [[q.id, q.correct]] : outcomes[i] === 'wrong' ? [[q.id, wrong(q.correct)]] : [],
  );
  if (answers.length) {
    // Saved as save_answer would (attempts.test.ts covers that path); the key is a literal for a text or enum column.
    await w.sql(
      `insert into public.user_answers (attempt_id, question_id, selected_option) values
       ${answers.map(([id, option]) => `($1, '${id}', '${option}')`).join(', ')}`,
      [started.data.id],
    );
  }
  const submitted = await w.learner.rpc('submit_attempt', { p_attempt_id: started.data.id });
  expect(submitted.error).toBeNull();
  return submitted.data;
}

const PASS_MARK = { 'X-A': 60, 'X-B': 60, 'V-A': 50, VIII: 60, XV: 60, VII: 50 };
// NISM's V-A: "There shall be no negative marking."; every other exam deducts 25% of a wrong answer's marks.
const NEGATIVE = { 'X-A': 25, 'X-B': 25, 'V-A': 0, VIII: 25, XV: 25, VII: 25 };

describe('each exam by its own rules', () => {
  // 11 right, 4 wrong, 5 unanswered of 20. X-B: 10 one-mark MCQs and two cases of 5 two-mark questions.
  const paperOf = (n: number): QuestionSpec[] => (n === SERIES['X-B'] ? [...mcqs(10), ...caseOf(1), ...caseOf(2)] : mcqs(20));
  const outcomesOf = (n: number): Outcome[] =>
    n === SERIES['X-B']
      ? [
          ...times(6, 'right'),
          ...times(2, 'wrong'),
          ...times(2, 'blank'), // MCQs
          ...times(3, 'right'),
          'wrong',
          'blank',
          ...times(2, 'right'),
          'wrong',
          ...times(2, 'blank'),
        ] // cases
      : [...times(11, 'right'), ...times(4, 'wrong'), ...times(5, 'blank')];

  test.each(Object.entries(SERIES))('%s', async (name, n) => {
    const { attempt } = await sit(n, paperOf(n), outcomesOf(n));
    const pass = PASS_MARK[name as keyof typeof PASS_MARK];
    expect(attempt).toMatchObject({
      completed: true,
      score: 55,
      correct_count: 11,
      wrong_count: 4,
      unanswered_count: 5,
      negative_marking_percent: NEGATIVE[name as keyof typeof NEGATIVE],
      passing_score_percent: pass,
    });
    if (n === SERIES['X-B']) {
      // 16 earned; 2 x 0.25 + 2 x 0.5 deducted; 14.5 / 30 = 48.33% < 60%.
      expect(attempt).toMatchObject({
        total_marks: 30,
        marks_earned: 16,
        negative_marks: 1.5,
        net_marks: 14.5,
        net_percent: 48.33,
        passed: false,
      });
      expect(attempt.section_results).toEqual([
        {
          section: 'Multiple-choice questions',
          questions: 10,
          marks: 10,
          correct: 6,
          wrong: 2,
          unanswered: 2,
          marks_earned: 6,
          negative_marks: 0.5,
          net_marks: 5.5,
        },
        {
          section: 'Case-based questions (6 cases of 5 questions each)',
          questions: 10,
          marks: 20,
          correct: 5,
          wrong: 2,
          unanswered: 3,
          marks_earned: 10,
          negative_marks: 1,
          net_marks: 9,
        },
      ]);
    } else if (n === SERIES['V-A']) {
      // 11 earned, nothing deducted: 55%, a pass at 50.
      expect(attempt).toMatchObject({ total_marks: 20, marks_earned: 11, negative_marks: 0, net_marks: 11, net_percent: 55, passed: true });
    } else {
      // 11 earned, 4 x 0.25 deducted: net 10 of 20 = 50%, a pass only where the pass mark is 50.
      expect(attempt).toMatchObject({
        total_marks: 20,
        marks_earned: 11,
        negative_marks: 1,
        net_marks: 10,
        net_percent: 50,
        passed: pass <= 50,
      });
      expect(attempt.section_results).toHaveLength(1);
    }
  });
});

test("X-A, the issue's example: 3 right and 14 wrong of 100 score 3% and net 0 (3 - 3.5, clamped), failed", async () => {
  const { attempt } = await sit(SERIES['X-A'], mcqs(100), [...times(3, 'right'), ...times(14, 'wrong'), ...times(83, 'blank')]);
  expect(attempt).toMatchObject({ score: 3, marks_earned: 3, negative_marks: 3.5, net_marks: 0, net_percent: 0, passed: false });
  expect(attempt.section_results[0]).toMatchObject({ marks_earned: 3, negative_marks: 3.5, net_marks: 0 });
});

describe('X-B full structure: 90 one-mark questions and 6 cases of 5 two-mark questions, 150 marks', () => {
  const paper = [...mcqs(90), ...[1, 2, 3, 4, 5, 6].flatMap((c) => caseOf(c))];

  test('every answer wrong: 37.5 deducted, net 0, never negative', async () => {
    const { attempt } = await sit(SERIES['X-B'], paper, times(120, 'wrong'));
    expect(attempt).toMatchObject({
      score: 0,
      wrong_count: 120,
      total_marks: 150,
      marks_earned: 0,
      negative_marks: 37.5,
      net_marks: 0,
      net_percent: 0,
      passed: false,
    });
    expect(attempt.section_results.map((s: { net_marks: number }) => s.net_marks)).toEqual([0, 0]);
  });

  test('case questions weigh 2: all MCQs right, 10 case questions right and 20 wrong is 100 / 150, passed', async () => {
    const cases = [...times(10, 'right'), ...times(20, 'wrong')];
    const { attempt } = await sit(SERIES['X-B'], paper, [...times(90, 'right'), ...cases]);
    expect(attempt).toMatchObject({ score: 83, marks_earned: 110, negative_marks: 10, net_marks: 100, net_percent: 66.67, passed: true });
    expect(attempt.section_results[1]).toMatchObject({
      questions: 30,
      marks: 60,
      correct: 10,
      wrong: 20,
      marks_earned: 20,
      negative_marks: 10,
      net_marks: 10,
    });
  });
});

test('V-A, without negative marking: 60 right, 20 wrong, 20 unanswered is 60 net and passes at 50; X-A deducts 5 and fails at 60', async () => {
  const outcomes = [...times(60, 'right'), ...times(20, 'wrong'), ...times(20, 'blank')];
  const va = (await sit(SERIES['V-A'], mcqs(100), outcomes)).attempt;
  expect(va).toMatchObject({ score: 60, negative_marks: 0, net_marks: 60, net_percent: 60, passing_score_percent: 50, passed: true });
  const xa = (await sit(SERIES['X-A'], mcqs(100), outcomes)).attempt;
  expect(xa).toMatchObject({ score: 60, net_marks: 55, net_percent: 55, passing_score_percent: 60, passed: false });
});

test('pass marks are inclusive: exactly 50 passes VII, 49.75 does not; exactly 60 passes VIII, 59.75 does not', async () => {
  const at = (right: number, wrongs: number) => [
    ...times(right, 'right'),
    ...times(wrongs, 'wrong'),
    ...times(100 - right - wrongs, 'blank'),
  ];
  expect((await sit(SERIES.VII, mcqs(100), at(51, 4))).attempt).toMatchObject({ net_marks: 50, passed: true });
  expect((await sit(SERIES.VII, mcqs(100), at(51, 5))).attempt).toMatchObject({ net_marks: 49.75, passed: false });
  expect((await sit(SERIES.VIII, mcqs(100), at(62, 8))).attempt).toMatchObject({ net_marks: 60, passed: true });
  expect((await sit(SERIES.VIII, mcqs(100), at(62, 9))).attempt).toMatchObject({ net_marks: 59.75, passed: false });
});

test("XV: a case's sub-questions count in its one section, which includes case-based questions", async () => {
  const { attempt } = await sit(SERIES.XV, [...mcqs(5), ...caseOf(1, 5, 1)], [...times(5, 'right'), ...times(5, 'wrong')]);
  expect(attempt.section_results).toEqual([expect.objectContaining({ questions: 10, marks: 10, correct: 5, wrong: 5, net_marks: 3.75 })]);
});

test('an exam without exam_info is marked without deduction, sections or pass mark', async () => {
  const { attempt } = await sit(undefined, mcqs(4), ['right', 'wrong', 'wrong', 'blank']);
  expect(attempt).toMatchObject({
    score: 25,
    marks_earned: 1,
    negative_marks: 0,
    net_marks: 1,
    net_percent: 25,
    negative_marking_percent: 0,
    passing_score_percent: null,
    passed: null,
    section_results: null,
  });
});

test('an attempt submitted before the marking keeps its score and shows the marking as not available', async () => {
  const exam = await makeRuledExam(w, { rulesOf: SERIES['X-A'], questions: mcqs(4) });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  const { data: a } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  // As the earlier submit_attempt left it: completed with a score and nothing else.
  await w.sql('update public.user_test_attempts set completed = true, end_time = now(), score = 75 where id = $1', [a.id]);
  const again = await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
  expect(again.data).toMatchObject({ score: 75, net_marks: null, passed: null, section_results: null });
});

test('the marking is empty before submit and only the owner reads it', async () => {
  const exam = await makeRuledExam(w, { rulesOf: SERIES['V-A'], questions: mcqs(4) });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  const { data: a } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  expect(a).toMatchObject({ net_marks: null, passed: null, correct_count: null });
  await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
  const mine = await w.learner.from('user_test_attempts').select('net_marks, passed, section_results').eq('id', a.id).single();
  expect(mine.data).toMatchObject({ net_marks: 0, passed: false });
  expect((await w.second.from('user_test_attempts').select('net_marks').eq('id', a.id)).data).toEqual([]);
  const forged = await w.learner.from('user_test_attempts').update({ passed: true, net_marks: 100 }).eq('id', a.id);
  expect(forged.error?.code).toBe('42501');
});
