// Issue 42, finding 3: a published full-length paper keeps its make-up. An editor moving a never-attempted published
// question out of it (save_question with another paper_id) or deleting one is refused when the change is saved, and
// delete_question deletes drafts only. Tried from outside with supabase-js as an editor and an admin.
import { randomUUID } from 'node:crypto';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let admin: Staff;

// Three one-mark questions: 3 marks.
const STRUCTURE = [{ section: 'Multiple-choice questions', questions: 3, marks_each: 1 }];

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.sql(
    `insert into public.exam_info (exam_id, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks)
     values ($1, 'Fixture', 20, 50, 25, $2, 3)`,
    [f.examId, JSON.stringify(STRUCTURE)],
  );
  editor = await makeStaff(w, 'editor');
  admin = await makeStaff(w, 'admin');
}, STARTUP_MS);
afterAll(() => w?.stop());

async function addQuestion(paperId: string) {
  const { data, error } = await editor.client.rpc('save_question', {
    p_id: null,
    p_expected_version: null,
    p_question: {
      paper_id: paperId,
      question_text: `Which option is right? ${randomUUID().slice(0, 8)}`,
      option_a: 'First',
      option_b: 'Second',
      option_c: 'Third',
      option_d: 'Fourth',
      correct_option: 'B',
      explanation: 'The second one is right.',
      topic: null,
      marks: 1,
      case_id: null,
    },
    p_resolve_reports: false,
  });
  if (error) throw new Error(error.message);
  return data as { id: string; version: number };
}

async function newPaper(kind: 'full' | 'practice') {
  const { data, error } = await admin.client.rpc('save_test_paper', {
    p_id: null,
    p_exam_id: f.examId,
    p_title: `${kind} ${randomUUID().slice(0, 6)}`,
    p_kind: kind,
    p_description: 'A paper.',
    ...(kind === 'practice' ? { p_questions: 3 } : {}),
  });
  if (error) throw new Error(error.message);
  return data as { id: string };
}

const publishedIn = async (paperId: string) =>
  (
    await w.sql<{ n: number }>(`select count(*)::int as n from public.questions where test_paper_id = $1 and status = 'published'`, [
      paperId,
    ])
  )[0].n;

test('a never-attempted published question can neither be moved out of a published full-length paper nor deleted; only drafts are deleted', async () => {
  const mock = await newPaper('full');
  const questions = [await addQuestion(mock.id), await addQuestion(mock.id), await addQuestion(mock.id)];
  const published = await admin.client.rpc('set_test_paper_status', { p_id: mock.id, p_status: 'published', p_publish_drafts: true });
  expect(published.error).toBeNull();
  expect(await publishedIn(mock.id)).toBe(3);
  const other = await newPaper('practice');

  // Moving one into another paper: the paper it leaves is checked too.
  const moved = await editor.client.rpc('save_question', {
    p_id: questions[0].id,
    p_expected_version: questions[0].version,
    p_question: { paper_id: other.id },
    p_resolve_reports: false,
  });
  expect([moved.error?.code, moved.error?.message]).toEqual(['22023', expect.stringMatching(/would no longer match its blueprint/)]);

  // Deleting a published question: refused, it is not a draft.
  const deleted = await editor.client.rpc('delete_question', { p_id: questions[1].id });
  expect(deleted.error?.code).toBe('23503');
  expect(deleted.error?.message).toBe('Only a draft can be deleted; retire this question instead');
  expect(await publishedIn(mock.id)).toBe(3);
  const [{ n }] = await w.sql<{ n: number }>(`select count(*)::int as n from public.questions where id = any($1::uuid[])`, [
    questions.map((q) => q.id),
  ]);
  expect(n).toBe(3);

  // A draft is still deleted, and a published question of a paper that is not published full-length is not.
  const draft = await addQuestion(other.id);
  expect((await editor.client.rpc('delete_question', { p_id: draft.id })).error).toBeNull();
  expect(await w.sql(`select 1 from public.questions where id = $1`, [draft.id])).toEqual([]);
});

test('a question deleted by any other path (the owner, in SQL) is checked at commit too', async () => {
  const mock = await newPaper('full');
  const questions = [await addQuestion(mock.id), await addQuestion(mock.id), await addQuestion(mock.id)];
  expect(
    (await admin.client.rpc('set_test_paper_status', { p_id: mock.id, p_status: 'published', p_publish_drafts: true })).error,
  ).toBeNull();
  await expect(w.sql(`delete from public.questions where id = $1`, [questions[2].id])).rejects.toThrow(
    /would no longer match its blueprint/,
  );
  await expect(
    w.sql(`update public.questions set test_paper_id = $2, position = 100000 where id = $1`, [questions[2].id, f.mockPaperId]),
  ).rejects.toThrow(/would no longer match its blueprint/);
  expect(await publishedIn(mock.id)).toBe(3);
});

// Issue 42, finding 9.
test('publishing the drafts of a paper already published is in the audit log, with the questions it published', async () => {
  const paper = await newPaper('practice');
  await addQuestion(paper.id);
  expect(
    (await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true })).error,
  ).toBeNull();
  const draft = await addQuestion(paper.id);
  const before = await admin.client.rpc('get_audit_log', { p_subject: paper.id, p_action: 'set_test_paper_status' });
  expect(before.error).toBeNull();
  expect(before.data).toHaveLength(1);

  const again = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true });
  expect(again.error).toBeNull();
  expect(await w.sql(`select status from public.questions where id = $1`, [draft.id])).toEqual([{ status: 'published' }]);
  const { data: log } = await admin.client.rpc('get_audit_log', { p_subject: paper.id, p_action: 'set_test_paper_status' });
  expect(log).toHaveLength(2);
  expect(log[0]).toMatchObject({
    action: 'set_test_paper_status',
    actor_email: admin.email,
    before: { status: 'published' },
    after: { status: 'published', published_drafts: true, questions_published: [draft.id] },
  });
});
