// Question reports reach the content team (supabase/schema/reports.sql): an editor reads the queue and fixes or
// dismisses a question's reports; the learner reads the outcome on their own report; reporting again reopens it; a
// learner reads no one else's report and triages nothing.
import { passSecondFactor } from '../helpers';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PASSWORD, STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;
let editor: SupabaseClient;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  for (const id of [w.learnerId, w.secondId]) await w.purchase(id, f.premiumPlanId, 'completed');
  for (const client of [w.learner, w.second]) await client.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
  const staff = await w.newLearner('editor');
  await w.service.rpc('grant_staff_role', { p_email: staff.email, p_role: 'editor' });
  editor = staff.clients[0];
  await editor.auth.signOut();
  await editor.auth.signInWithPassword({ email: staff.email, password: PASSWORD });
  await passSecondFactor(editor);
}, STARTUP_MS);
afterAll(() => w?.stop());

const report = (client: SupabaseClient, n: number, reason: string, note: string | null = null) =>
  client.rpc('report_question', { p_question_id: f.mockQuestions[n].id, p_reason: reason, p_note: note });

test('an editor reads the queue, most reported first, with the question, its key and each note as typed', async () => {
  await report(w.learner, 0, 'wrong_key', '<b>B is right</b>, see SEBI circular');
  await report(w.second, 0, 'wrong_key');
  await report(w.learner, 1, 'typo');
  const { data, error } = await editor.rpc('list_report_queue');
  expect(error).toBeNull();
  expect(data.map((q: { question_id: string; report_count: number }) => [q.question_id, q.report_count])).toEqual([
    [f.mockQuestions[0].id, 2],
    [f.mockQuestions[1].id, 1],
  ]);
  expect(data[0]).toMatchObject({ correct_option: f.mockQuestions[0].correct, paper_title: 'Mock Test 1' });
  expect(data[0].reports.map((r: { note: string | null }) => r.note)).toContain('<b>B is right</b>, see SEBI circular');
});

test('a learner neither reads the queue nor another learner’s report, nor resolves anything', async () => {
  expect((await w.learner.rpc('list_report_queue')).error?.code).toBe('42501');
  expect((await w.learner.rpc('resolve_question_reports', { p_question_id: f.mockQuestions[0].id, p_outcome: 'fixed' })).error?.code).toBe(
    '42501',
  );
  const { data: mine } = await w.learner.from('question_reports').select('user_id');
  expect(mine!.every((r) => r.user_id === w.learnerId)).toBe(true);
  expect((await w.anon.rpc('list_report_queue')).error?.code).toBe('42501');
});

test('fixed and dismissed reach the learners who reported, with the date and the reason; the audit log has both', async () => {
  expect((await editor.rpc('resolve_question_reports', { p_question_id: f.mockQuestions[0].id, p_outcome: 'fixed' })).data).toBe(2);
  const dismissal = await editor.rpc('resolve_question_reports', {
    p_question_id: f.mockQuestions[1].id,
    p_outcome: 'dismissed',
    p_reason: 'The spelling follows the SEBI circular.',
  });
  expect(dismissal.data).toBe(1);
  const { data: mine } = await w.learner.from('question_reports').select('question_id, status, resolved_at, resolution_note');
  const byQuestion = Object.fromEntries(mine!.map((r) => [r.question_id, r]));
  expect(byQuestion[f.mockQuestions[0].id]).toMatchObject({ status: 'fixed', resolution_note: null, resolved_at: expect.any(String) });
  expect(byQuestion[f.mockQuestions[1].id]).toMatchObject({
    status: 'dismissed',
    resolution_note: 'The spelling follows the SEBI circular.',
  });
  const [{ n }] = await w.sql<{ n: number }>("select count(*)::int as n from private.audit_log where action = 'resolve_question_reports'");
  expect(n).toBe(2);
});

test('a dismissal needs a reason, a resolved question has nothing left open, and reporting again reopens it', async () => {
  const noReason = await editor.rpc('resolve_question_reports', { p_question_id: f.mockQuestions[2].id, p_outcome: 'dismissed' });
  expect(noReason.error?.code).toBe('22023');
  const nothingOpen = await editor.rpc('resolve_question_reports', { p_question_id: f.mockQuestions[1].id, p_outcome: 'fixed' });
  // Issue 42, finding 8: a clear 404, not a 500.
  expect([nothingOpen.status, nothingOpen.error?.code, nothingOpen.error?.message]).toEqual([
    404,
    'P0002',
    'This question has no open report',
  ]);
  await report(w.learner, 1, 'unclear_wording', 'Still unclear to me');
  const { data } = await w.learner.from('question_reports').select('status').eq('question_id', f.mockQuestions[1].id).single();
  expect(data).toEqual({ status: 'open' });
});
