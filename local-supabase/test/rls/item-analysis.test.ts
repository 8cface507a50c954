// Issue 50 §5: item analysis in the studio. From learners' first answers, per question: facility, discrimination,
// option choice by ability band and the Rasch difficulty; a deliberately mis-keyed question (the strongest learners
// all pick the true answer, which the key calls wrong) and a question everybody gets right are flagged, and the flags
// join the reports queue once (running the analysis again refreshes them). Only staff see it.
import { randomUUID } from 'node:crypto';
import { PASSWORD, STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makePaper, makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let paper: Awaited<ReturnType<typeof makePaper>>;
const LEARNERS = 36;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  editor = await makeStaff(w, 'editor');
  paper = await makePaper(w, f.examId, 8); // keys A, B, C, D, A, B, C, D
  for (let i = 0; i < LEARNERS; i++) {
    const email = `items-${randomUUID().slice(0, 8)}@rls.test`;
    const { data, error } = await w.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (error) throw error;
    const strength = i / (LEARNERS - 1);
    const [attempt] = await w.sql<{ id: string }>(
      `insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline, end_time, completed, score)
       values ($1, $2, now() - interval '1 hour', now() - interval '30 minutes', now() - interval '40 minutes', true, 0) returning id`,
      [data.user.id, paper.id],
    );
    // The attempt's question order is written by the database when the attempt is; answers are canonical letters.
    for (const [j, q] of paper.questions.entries()) {
      // Question 1 is keyed A, but its true answer is B: the stronger half picks B, the weaker half A or C.
      // Question 8 everyone gets right. The others follow the learner's strength, harder as j grows.
      const chosen =
        j === 0 ? (strength >= 0.5 ? 'B' : i % 2 ? 'A' : 'C') : j === 7 ? q.correct : strength > j / 8 ? q.correct : 'ABCD'[(j + 1) % 4];
      await w.sql(
        `insert into public.user_answers (attempt_id, question_id, selected_option, updated_at) values ($1, $2, $3, now() - interval '45 minutes')`,
        [attempt.id, q.id, chosen],
      );
    }
  }
}, STARTUP_MS * 2);
afterAll(() => w?.stop());

test('per question: facility, discrimination, option shares by band; the mis-keyed and the too-easy questions are flagged', async () => {
  const { data, error } = await editor.client.rpc('studio_item_analysis', { p_paper_id: paper.id });
  expect(error).toBeNull();
  expect(data.min_learners).toBe(30);
  const [first, , , , , , , last] = data.questions;
  expect(first).toMatchObject({ position: 1, key: 'A', learners: LEARNERS });
  expect(first.discrimination).toBeLessThan(0);
  expect(first.bands.high).toMatchObject({ learners: 12, B: 1 });
  expect(first.flags).toEqual([
    expect.stringMatching(/^Negative discrimination \(-0\.\d+\): stronger learners get it wrong more often than weaker ones$/),
    'The strongest third chose B most (100%), not the key A: a likely wrong key',
  ]);
  expect(last).toMatchObject({ facility: 1, flags: ['Every learner got it right: it tells nobody apart'] });
  const middle = data.questions[3];
  expect(middle.discrimination).toBeGreaterThan(0.3);
  expect(middle.flags).toEqual([]);

  // The flags are in the reports queue, one per question, and a second run refreshes rather than repeats them.
  await editor.client.rpc('studio_item_analysis', { p_paper_id: paper.id });
  const { data: queue } = await editor.client.rpc('list_report_queue', { p_status: 'open' });
  const flagged = queue.filter((r: { question_id: string }) => [paper.questions[0].id, paper.questions[7].id].includes(r.question_id));
  expect(flagged).toHaveLength(2);
  expect(flagged.find((r: { question_id: string }) => r.question_id === paper.questions[0].id).reports).toEqual([
    expect.objectContaining({ reason: 'item_analysis', note: expect.stringContaining('a likely wrong key') }),
  ]);
});

test('a question with fewer than 30 learners is shown but not judged', async () => {
  const small = await makePaper(w, f.examId, 2);
  const { data } = await editor.client.rpc('studio_item_analysis', { p_paper_id: small.id });
  expect(data.questions.map((q: { learners: number; flags: string[] }) => [q.learners, q.flags])).toEqual([
    [0, []],
    [0, []],
  ]);
});

test('a visitor and a learner cannot run it or read the flags; no learner is named in it', async () => {
  for (const client of [w.anon, w.learner]) {
    const { error } = await client.rpc('studio_item_analysis', { p_paper_id: paper.id });
    expect(['42501', 'PGRST202']).toContain(error?.code);
  }
  const { data: reports } = await w.learner.from('question_reports').select('*').eq('source', 'item_analysis');
  expect(reports).toEqual([]);
  const { data } = await editor.client.rpc('studio_item_analysis', { p_paper_id: paper.id });
  expect(JSON.stringify(data)).not.toMatch(/user_id|@rls\.test/);
});
