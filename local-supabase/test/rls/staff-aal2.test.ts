// Issue 46, part 3: studio writes need a second factor. An editor whose session is aal1 (password only) reads the
// studio but every write is refused (403 'AAL2') and writes nothing; after passing a TOTP challenge (aal2) the same
// write succeeds. An admin can reset a staff member's factors (logged; their sessions end); nobody else can.
import { randomUUID } from 'node:crypto';
import { passSecondFactor } from '../helpers';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makePaper, makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let admin: Staff;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.sql(`insert into public.exam_topics (exam_id, chapter, title) values ($1, 1, 'Funds')`, [f.examId]);
  editor = await makeStaff(w, 'editor', { secondFactor: false });
  admin = await makeStaff(w, 'admin');
}, STARTUP_MS);
afterAll(() => w?.stop());

const question = (paperId: string) => ({
  paper_id: paperId,
  question_text: `Which body regulates mutual funds in India? ${randomUUID().slice(0, 6)}`,
  option_a: 'SEBI',
  option_b: 'RBI',
  option_c: 'IRDAI',
  option_d: 'PFRDA',
  correct_option: 'A',
  explanation: 'SEBI regulates mutual funds.',
  topic: 'Funds',
  marks: 1,
  case_id: null,
});

test('an editor at aal1 reads the studio but cannot save a question; after the second factor the save goes through', async () => {
  const paper = await makePaper(w, f.examId, 1, 'Funds');
  const save = () => editor.client.rpc('save_question', { p_id: null, p_expected_version: null, p_question: question(paper.id) });
  expect((await editor.client.rpc('studio_questions', { p_paper_id: paper.id })).error).toBeNull();
  const refused = await save();
  expect(refused.error).toMatchObject({ code: 'AAL2', message: expect.stringContaining('second factor') });
  expect(refused.status).toBe(403);
  const [{ n }] = await w.sql<{ n: number }>('select count(*)::int as n from public.questions where test_paper_id = $1', [paper.id]);
  expect(n).toBe(1); // only the fixture's question

  await passSecondFactor(editor.client);
  const saved = await save();
  expect(saved.error).toBeNull();
});

test("an admin resets a staff member's factors: logged, their sessions end; a learner, an editor and the member themselves cannot", async () => {
  const member = await makeStaff(w, 'editor');
  const [{ n: before }] = await w.sql<{ n: number }>('select count(*)::int as n from auth.mfa_factors where user_id = $1', [member.id]);
  expect(before).toBe(1);

  expect((await w.learner.rpc('reset_staff_factors', { p_email: member.email })).error?.code).toBe('42501');
  expect((await member.client.rpc('reset_staff_factors', { p_email: admin.email })).error?.code).toBe('42501');
  expect((await admin.client.rpc('reset_staff_factors', { p_email: admin.email })).error?.message).toBe(
    'Ask another admin to reset your own second factor',
  );
  expect((await admin.client.rpc('reset_staff_factors', { p_email: 'nobody@rls.test' })).error?.code).toBe('P0002');

  const reset = await admin.client.rpc('reset_staff_factors', { p_email: member.email.toUpperCase() });
  expect(reset).toMatchObject({ error: null, data: 1 });
  const [{ n: after }] = await w.sql<{ n: number }>('select count(*)::int as n from auth.mfa_factors where user_id = $1', [member.id]);
  expect(after).toBe(0);
  const [{ n: sessions }] = await w.sql<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [member.id]);
  expect(sessions).toBe(0);
  const { data: log } = await admin.client.rpc('get_audit_log', { p_action: 'reset_staff_factors' });
  expect(log).toEqual([
    expect.objectContaining({ subject: member.email, actor_email: admin.email, before: { factors: 1 }, after: { factors: 0 } }),
  ]);
});

test('an admin at aal1 cannot reset factors either: the audited write needs aal2', async () => {
  const lone = await makeStaff(w, 'admin', { secondFactor: false });
  const member = await makeStaff(w, 'editor');
  expect((await lone.client.rpc('reset_staff_factors', { p_email: member.email })).error?.code).toBe('AAL2');
  const [{ n }] = await w.sql<{ n: number }>('select count(*)::int as n from auth.mfa_factors where user_id = $1', [member.id]);
  expect(n).toBe(1);
});
