// Case passages under RLS: readable, with no key, by whoever may read the paper's questions
// (entitled now, or with a submitted attempt of it); never by a visitor, a learner without
// access or through a direct write. Questions carry marks and case before submit, and their
// topic and case are checked against the exam's chapters and the paper.
import { STARTUP_MS, startWorld, type World } from './harness';
import { caseOf, makeRuledExam, mcqs, SERIES, type RuledExam } from './exam-fixture';

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, STARTUP_MS);
afterAll(() => w?.stop());

let exam: RuledExam;
beforeEach(async () => {
  exam = await makeRuledExam(w, { rulesOf: SERIES['X-B'], questions: [...mcqs(2), ...caseOf(1), ...caseOf(2)] });
});
const readCases = (c: World['learner']) => c.from('question_cases').select('*').eq('test_paper_id', exam.paperId).order('position');

test('an entitled learner reads the passages, which hold no key; questions show marks and case but no key before submit', async () => {
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  const { data, error } = await readCases(w.learner);
  expect(error).toBeNull();
  expect(data!.map((c) => c.id)).toEqual(exam.cases.map((c) => c.id));
  expect(Object.keys(data![0]).sort()).toEqual(['id', 'passage', 'position', 'test_paper_id', 'title']);
  expect(data![0]).toMatchObject({ position: 1, title: 'Case 1', passage: expect.stringContaining('Passage of case 1') });

  const { data: a } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  const { data: qs } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: a.id });
  const byId = (rows: { id: string; marks: number; case_id?: string | null; caseId?: string | null }[]) =>
    Object.fromEntries(rows.map((q) => [q.id, [q.marks, q.case_id ?? q.caseId ?? null]]));
  expect(byId(qs)).toEqual(byId(exam.questions));
  expect(qs.every((q: object) => !('correct_option' in q) && !('explanation' in q))).toBe(true);
  expect((await w.learner.rpc('get_attempt_review', { p_attempt_id: a.id })).error?.code).toBe('42501');
});

test('a visitor, a learner without access and a demo-only learner read no passage of a mock', async () => {
  expect((await readCases(w.anon)).error?.code).toBe('42501');
  expect((await readCases(w.second)).data).toEqual([]);
  await w.purchase(w.secondId, exam.freePlanId, 'demo', { expiresIn: '1 hour' });
  expect((await readCases(w.second)).data).toEqual([]);
});

test('after submit the review carries case, marks and topic, and the passages stay readable after the purchase expires', async () => {
  const purchase = await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  const { data: a } = await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
  await w.sql(
    `update public.exam_purchases set purchase_date = now() - interval '91 days', expiry_date = now() - interval '1 minute' where id = $1`,
    [purchase],
  );

  const review = await w.learner.rpc('get_attempt_review', { p_attempt_id: a.id });
  expect(review.error).toBeNull();
  expect(review.data.find((r: { question_id: string }) => r.question_id === exam.questions[2].id)).toMatchObject({
    case_id: exam.cases[0].id,
    marks: 2,
    topic: null,
    marked_for_review: false,
    correct_option: exam.questions[2].correct,
  });
  expect((await readCases(w.learner)).data).toHaveLength(2);
  // An unsubmitted attempt of an expired purchase opens nothing.
  const other = await makeRuledExam(w, { rulesOf: SERIES['X-B'], questions: caseOf(1) });
  const p2 = await w.purchase(w.learnerId, other.premiumPlanId, 'completed');
  await w.learner.rpc('start_attempt', { p_test_paper_id: other.paperId });
  await w.sql(
    `update public.exam_purchases set purchase_date = now() - interval '91 days', expiry_date = now() - interval '1 minute' where id = $1`,
    [p2],
  );
  expect((await w.learner.from('question_cases').select('id').eq('test_paper_id', other.paperId)).data).toEqual([]);
});

test('learners cannot write cases', async () => {
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  const ins = await w.learner.from('question_cases').insert({ test_paper_id: exam.paperId, position: 9, title: 'x', passage: 'y' });
  expect(ins.error?.code).toBe('42501');
  const upd = await w.learner.from('question_cases').update({ passage: 'changed' }).eq('id', exam.cases[0].id);
  expect(upd.error?.code).toBe('42501');
  const [row] = await w.sql<{ passage: string }>('select passage from public.question_cases where id = $1', [exam.cases[0].id]);
  expect(row.passage).not.toBe('changed');
});

test("exam topics are public; a question's topic must be a chapter of its exam and its case must be of its paper", async () => {
  const tagged = await makeRuledExam(w, {
    rulesOf: SERIES['X-A'],
    topics: ['Investment landscape', 'Regulation'],
    questions: [{ topic: 'Regulation' }],
  });
  const { data } = await w.anon.from('exam_topics').select('chapter, title').eq('exam_id', tagged.examId).order('chapter');
  expect(data).toEqual([
    { chapter: 1, title: 'Investment landscape' },
    { chapter: 2, title: 'Regulation' },
  ]);
  expect((await w.anon.from('exam_topics').insert({ exam_id: tagged.examId, chapter: 3, title: 'x' })).error?.code).toBe('42501');

  const insertQuestion = (topic: string | null, caseId: string | null) =>
    w.sql(
      `insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option, topic, case_id)
       values ($1, 'q', 'a', 'b', 'c', 'd', 'A', $2, $3)`,
      [tagged.paperId, topic, caseId],
    );
  await expect(insertQuestion('Regulation', null)).resolves.toBeDefined();
  await expect(insertQuestion('Not a chapter', null)).rejects.toMatchObject({ code: '23503' });
  await expect(insertQuestion(null, exam.cases[0].id)).rejects.toMatchObject({ code: '23503' });
});
