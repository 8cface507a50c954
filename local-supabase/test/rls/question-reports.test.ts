// Reporting a question through report_question: only a question of a paper the learner has
// an attempt of; one report per learner and question (reporting again updates it); learners
// read only their own, the service role reads all; no direct writes; 20 writes per hour, updates included.
import { STARTUP_MS, startWorld, type World } from './harness';
import { makeRuledExam, mcqs, SERIES, type RuledExam } from './exam-fixture';

let w: World;
let exam: RuledExam;
beforeAll(async () => {
  w = await startWorld();
  exam = await makeRuledExam(w, { rulesOf: SERIES['V-A'], questions: mcqs(25) });
  await w.purchase(w.learnerId, exam.premiumPlanId, 'completed');
  await w.purchase(w.secondId, exam.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

const report = (client: World['learner'], q: number, reason: string, note?: string) =>
  client.rpc('report_question', { p_question_id: exam.questions[q].id, p_reason: reason, ...(note === undefined ? {} : { p_note: note }) });
const forget = async () => {
  await w.sql('delete from public.question_reports where user_id in ($1, $2)', [w.learnerId, w.secondId]);
  await w.sql('delete from private.question_report_writes where user_id in ($1, $2)', [w.learnerId, w.secondId]);
};
/** Moves the learners' report writes (and reports) back in time, as if `minutes` had passed. */
const ageReportWrites = async (minutes: number) => {
  const ago = `now() - interval '${minutes} minutes'`;
  await w.sql(`update public.question_reports set updated_at = ${ago} where user_id = $1`, [w.learnerId]);
  await w.sql(`update private.question_report_writes set written_at = ${ago} where user_id = $1`, [w.learnerId]);
};

beforeEach(forget);

test('a question never shown (no attempt of its paper) cannot be reported; once an attempt started, it can', async () => {
  expect((await report(w.learner, 0, 'typo')).error).toMatchObject({ code: '42501', message: 'Question not found' });
  await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  const { data, error } = await report(w.learner, 0, 'wrong_key', '  The key should be B.  ');
  expect(error).toBeNull();
  expect(data).toMatchObject({
    user_id: w.learnerId,
    question_id: exam.questions[0].id,
    reason: 'wrong_key',
    note: 'The key should be B.',
  });
  expect((await w.anon.rpc('report_question', { p_question_id: exam.questions[0].id, p_reason: 'typo' })).error?.code).toBe('42501');
});

test('reporting the same question again updates the one report', async () => {
  await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  const first = (await report(w.learner, 1, 'typo', 'Spelling')).data;
  const second = (await report(w.learner, 1, 'outdated_fact')).data;
  expect(second).toMatchObject({ id: first.id, reason: 'outdated_fact', note: null });
  expect(new Date(second.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(first.updated_at).getTime());
  expect((await w.learner.from('question_reports').select('id, reason')).data).toEqual([{ id: first.id, reason: 'outdated_fact' }]);
});

test('learners read only their own reports; the service role reads all', async () => {
  await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  await w.second.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  await report(w.learner, 2, 'unclear_wording');
  await report(w.second, 2, 'typo');
  expect((await w.learner.from('question_reports').select('user_id, reason')).data).toEqual([
    { user_id: w.learnerId, reason: 'unclear_wording' },
  ]);
  expect((await w.second.from('question_reports').select('user_id, reason')).data).toEqual([{ user_id: w.secondId, reason: 'typo' }]);
  expect((await w.anon.from('question_reports').select('*')).error?.code).toBe('42501');
  const all = await w.service.from('question_reports').select('user_id').eq('question_id', exam.questions[2].id);
  expect(all.data!.map((r) => r.user_id).sort()).toEqual([w.learnerId, w.secondId].sort());
});

test('bad input and direct writes are refused', async () => {
  await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  expect((await report(w.learner, 3, 'spam')).error).toMatchObject({
    code: 'P0001',
    message: 'Reason must be wrong_key, unclear_wording, outdated_fact or typo',
  });
  expect((await report(w.learner, 3, 'typo', 'x'.repeat(1001))).error).toMatchObject({
    code: 'P0001',
    message: 'The note is limited to 1000 characters',
  });
  const direct = await w.learner
    .from('question_reports')
    .insert({ user_id: w.learnerId, question_id: exam.questions[3].id, reason: 'typo' });
  expect(direct.error?.code).toBe('42501');
  expect((await w.learner.from('question_reports').select('id')).data).toEqual([]);
});

test('20 reports an hour: the 21st is refused with 429, an update of one already reported too', async () => {
  await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  for (let q = 0; q < 20; q++) expect((await report(w.learner, q, 'typo')).error).toBeNull();
  const over = await report(w.learner, 20, 'typo');
  expect(over.status).toBe(429);
  expect(over.error).toMatchObject({
    code: 'PT429',
    message: 'You have reported many questions in the last hour. Please try again later.',
  });
  expect((await report(w.learner, 5, 'wrong_key')).error).toMatchObject({ code: 'PT429' });
  expect((await w.learner.from('question_reports').select('reason').eq('question_id', exam.questions[5].id)).data).toEqual([
    { reason: 'typo' },
  ]);
  // An hour later the window has moved on.
  await ageReportWrites(61);
  expect((await report(w.learner, 20, 'typo')).error).toBeNull();
  // Another learner has an allowance of their own.
  await w.second.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  expect((await report(w.second, 0, 'typo')).error).toBeNull();
});

test('re-reporting one question counts as a report each time: the 21st in an hour is refused (issue 27 item 7)', async () => {
  await w.learner.rpc('start_attempt', { p_test_paper_id: exam.paperId });
  const note = 'n'.repeat(1000);
  for (let i = 0; i < 20; i++) expect((await report(w.learner, 0, i % 2 ? 'typo' : 'wrong_key', note)).error).toBeNull();
  const over = await report(w.learner, 0, 'unclear_wording', note);
  expect(over.status).toBe(429);
  expect(over.error).toMatchObject({ code: 'PT429' });
  // concurrent repeats cannot pass the limit together either
  await ageReportWrites(61);
  const burst = await Promise.all(Array.from({ length: 30 }, () => report(w.learner, 1, 'typo', note)));
  expect(burst.filter((r) => r.error === null)).toHaveLength(20);
  expect(burst.filter((r) => r.error?.code === 'PT429')).toHaveLength(10);
});
