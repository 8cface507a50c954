// The content studio's question bank (supabase/schema/studio.sql), tried from outside with supabase-js as a
// visitor, a learner, an editor and an admin: statuses and versions, the edit conflict, attempts that keep the
// version they showed, drafts no learner meets, deletion only of what was never attempted, re-marking by an admin,
// the report queue as the learner saw the question, and the audit log editors now read.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makePaper, makeStaff, STUDIO_CALLS, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let admin: Staff;
const TOPICS = ['Markets', 'Funds'];

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  for (const [i, title] of TOPICS.entries()) {
    await w.sql('insert into public.exam_topics (exam_id, chapter, title) values ($1, $2, $3)', [f.examId, i + 1, title]);
  }
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
  editor = await makeStaff(w, 'editor');
  admin = await makeStaff(w, 'admin');
}, STARTUP_MS);
afterAll(() => w?.stop());

const content = (paperId: string, over: Record<string, unknown> = {}) => ({
  paper_id: paperId,
  question_text: `Which body regulates mutual funds in India? ${randomUUID().slice(0, 6)}`,
  option_a: 'SEBI',
  option_b: 'RBI',
  option_c: 'IRDAI',
  option_d: 'PFRDA',
  correct_option: 'A',
  explanation: 'SEBI regulates mutual funds under the 1996 regulations.',
  topic: 'Funds',
  marks: 1,
  case_id: null,
  ...over,
});

const save = (client: SupabaseClient, id: string | null, version: number | null, question: Record<string, unknown>, resolve = false) =>
  client.rpc('save_question', { p_id: id, p_expected_version: version, p_question: question, p_resolve_reports: resolve });

/** Starts (ending any running one), answers every question with `pick`, submits; returns the attempt id. */
async function takePaper(client: SupabaseClient, paperId: string, pick: (q: { id: string }) => string) {
  const started = await client.rpc('start_attempt', { p_test_paper_id: paperId, p_end_running: true });
  if (started.error) throw new Error(started.error.message);
  const { data: shown } = await client.rpc('get_attempt_questions', { p_attempt_id: started.data.id });
  for (const q of shown as { id: string }[]) {
    const r = await w.answer(client, { p_attempt_id: started.data.id, p_question_id: q.id, p_selected_option: pick(q) });
    if (r.error) throw new Error(r.error.message);
  }
  const submitted = await client.rpc('submit_attempt', { p_attempt_id: started.data.id });
  if (submitted.error) throw new Error(submitted.error.message);
  return started.data.id as string;
}

test('a visitor and a learner are refused every studio call (42501), and an editor is refused the admin-only re-marking', async () => {
  const id = f.mockQuestions[0].id;
  for (const [fn, args] of STUDIO_CALLS(id)) {
    expect([fn, (await w.learner.rpc(fn, args)).error?.code]).toEqual([fn, '42501']);
    expect([fn, (await w.anon.rpc(fn, args)).error?.code]).toEqual([fn, '42501']);
  }
  const remark = await editor.client.rpc('remark_question_attempts', { p_question_id: id, p_reason: 'key fixed' });
  expect(remark.error?.code).toBe('42501');
  // Nothing was written by any of them.
  const [{ n }] = await w.sql<{ n: number }>('select count(*)::int as n from public.questions where id = $1 and version = 1', [id]);
  expect(n).toBe(1);
});

test('an editor reads the options, lists and searches the bank, and bad filters are 22023', async () => {
  const { data: options, error } = await editor.client.rpc('studio_options');
  expect(error).toBeNull();
  const exam = options.exams.find((e: { id: string }) => e.id === f.examId);
  expect(exam.topics).toEqual(TOPICS);
  expect(exam.papers.map((p: { title: string }) => p.title)).toEqual(expect.arrayContaining(['Demo Questions', 'Mock Test 1']));

  const listed = await editor.client.rpc('studio_questions', { p_paper_id: f.mockPaperId, p_sort: 'position', p_limit: 3 });
  expect(listed.error).toBeNull();
  expect(listed.data.total).toBe(8);
  expect(listed.data.rows.map((r: { id: string }) => r.id)).toEqual(f.mockQuestions.slice(0, 3).map((q) => q.id));
  expect(listed.data.rows[0]).toMatchObject({
    exam_id: f.examId,
    paper_id: f.mockPaperId,
    paper_title: 'Mock Test 1',
    position: 1,
    status: 'published',
    version: 1,
    open_reports: 0,
  });

  const found = await editor.client.rpc('studio_questions', { p_search: 'mock TEST 1 questi', p_exam_id: f.examId });
  expect(found.data.total).toBe(8);
  const none = await editor.client.rpc('studio_questions', { p_search: 'zzqx-nothing', p_exam_id: f.examId });
  expect(none.data).toEqual({ total: 0, rows: [] });

  expect((await editor.client.rpc('studio_questions', { p_sort: 'random' })).error?.code).toBe('22023');
  expect((await editor.client.rpc('studio_questions', { p_status: 'gone' })).error?.code).toBe('22023');
  const missing = await editor.client.rpc('studio_question', { p_id: randomUUID() });
  expect(missing.error?.code).toBe('P0002');
  expect(missing.status).toBe(404);
});

test('a new question is a draft no learner meets: not counted, not in a new attempt, not in practice', async () => {
  const paper = await makePaper(w, f.examId, 3, 'Markets');
  const created = await save(editor.client, null, null, content(paper.id));
  expect(created.error).toBeNull();
  expect(created.data).toMatchObject({ status: 'draft', version: 1, paper_id: paper.id, attempted: false, open_reports: 0 });
  expect(created.data.versions).toEqual([{ version: 1, created_at: expect.any(String), created_by_email: editor.email }]);
  expect(created.data.updated_by_email).toBe(editor.email);

  const { data: counted } = await w.anon.from('test_papers').select('question_count').eq('id', paper.id).single();
  expect(counted!.question_count).toBe(3);
  const attempt = await takePaper(w.learner, paper.id, () => 'A');
  const { data: review } = await w.learner.rpc('get_attempt_review', { p_attempt_id: attempt });
  expect(review.map((q: { question_id: string }) => q.question_id).sort()).toEqual(paper.questions.map((q) => q.id).sort());
  const { data: practice } = await w.learner.rpc('start_practice', { p_exam_id: f.examId, p_mode: 'topic', p_topic: 'Funds' });
  expect(practice.map((q: { id: string }) => q.id)).not.toContain(created.data.id);

  // Published, it is counted and in the next attempt.
  const published = await editor.client.rpc('set_question_status', { p_id: created.data.id, p_expected_version: 1, p_status: 'published' });
  expect(published.data).toMatchObject({ status: 'published', version: 1 });
  const { data: after } = await w.anon.from('test_papers').select('question_count').eq('id', paper.id).single();
  expect(after!.question_count).toBe(4);
  const next = await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id, p_end_running: true });
  const { data: shown } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: next.data.id });
  expect(shown.map((q: { id: string }) => q.id)).toContain(created.data.id);
  await w.learner.rpc('submit_attempt', { p_attempt_id: next.data.id });
});

test('the form is checked field by field (22023, the message names the field)', async () => {
  const paper = await makePaper(w, f.examId, 1, 'Markets');
  const other = await makePaper(w, f.examId, 0);
  const [foreignCase] = await w.sql<{ id: string }>(
    `insert into public.question_cases (test_paper_id, position, title, passage) values ($1, 1, 'Elsewhere', 'A passage.') returning id`,
    [other.id],
  );
  const cases: [Record<string, unknown>, string][] = [
    [{ option_b: ' sebi ' }, 'option_b'],
    [{ option_c: '' }, 'option_c'],
    [{ correct_option: 'E' }, 'correct_option'],
    [{ explanation: '   ' }, 'explanation'],
    [{ topic: 'Astrology' }, 'topic'],
    [{ marks: 3 }, 'marks'],
    [{ question_text: 'q'.repeat(4001) }, 'question_text'],
    [{ option_a: 'o'.repeat(1001) }, 'option_a'],
    [{ explanation: 'e'.repeat(4001) }, 'explanation'],
    [{ case_id: foreignCase.id }, 'case_id'],
    [{ paper_id: 'not-an-id' }, 'paper_id'],
    [{ paper_id: randomUUID() }, 'paper_id'],
  ];
  for (const [over, field] of cases) {
    const { error, status } = await save(editor.client, null, null, content(paper.id, over));
    expect([field, error?.code, status]).toEqual([field, '22023', 400]);
    expect(error!.message).toContain(field);
    expect(JSON.parse(error!.details)).toEqual({ field });
  }
  expect((await save(editor.client, null, null, ['not', 'an', 'object'] as never)).error?.code).toBe('22023');
  const [{ n }] = await w.sql<{ n: number }>('select count(*)::int as n from public.questions where test_paper_id = $1', [paper.id]);
  expect(n).toBe(1);
});

test('an edit of a stale version is refused with 40001, saying who changed it and when', async () => {
  const paper = await makePaper(w, f.examId, 1, 'Markets');
  const id = paper.questions[0].id;
  const first = await save(editor.client, id, 1, { question_text: 'Edited by the editor: which option is right?', topic: 'Markets' });
  expect(first.error).toBeNull();
  expect(first.data.version).toBe(2);
  const stale = await save(admin.client, id, 1, { question_text: 'Edited by the admin from an old copy', topic: 'Markets' });
  expect(stale.error?.code).toBe('40001');
  expect(stale.status).toBe(409);
  expect(stale.error!.message).toMatch(
    new RegExp(`^Changed by ${editor.email.replace(/[.+]/g, '\\$&')} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`),
  );
  expect(JSON.parse(stale.error!.details)).toEqual({ by: editor.email, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), version: 2 });
  const { data } = await admin.client.rpc('studio_question', { p_id: id });
  expect(data).toMatchObject({ question_text: 'Edited by the editor: which option is right?', version: 2 });
  expect(data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  expect((await save(editor.client, randomUUID(), 1, { topic: 'Markets' })).error?.code).toBe('P0002');
});

test('an attempt keeps the version it showed: an edit changes neither its review nor its score; a new attempt shows the edit', async () => {
  const paper = await makePaper(w, f.examId, 2, 'Markets');
  const [q1] = paper.questions;
  const attempt = await takePaper(w.learner, paper.id, (q) => paper.questions.find((p) => p.id === q.id)!.correct);
  const before = (await w.learner.rpc('get_attempt_review', { p_attempt_id: attempt })).data;
  const { data: scored } = await w.learner.from('user_test_attempts').select('score, correct_count').eq('id', attempt).single();
  expect(scored).toEqual({ score: 100, correct_count: 2 });

  const edited = await save(editor.client, q1.id, 1, {
    question_text: 'Rewritten: which option is right now?',
    correct_option: 'C',
    explanation: 'C, since the rules changed.',
    topic: 'Markets',
  });
  expect(edited.error).toBeNull();
  expect(edited.data).toMatchObject({ version: 2, attempted: true });

  expect((await w.learner.rpc('get_attempt_review', { p_attempt_id: attempt })).data).toEqual(before);
  const mine = before.find((r: { question_id: string }) => r.question_id === q1.id);
  expect(mine).toMatchObject({ question_text: q1.text, correct_option: 'A', explanation: 'Because A.' });
  const { data: still } = await w.learner.from('user_test_attempts').select('score, correct_count').eq('id', attempt).single();
  expect(still).toEqual(scored);

  const next = await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id, p_end_running: true });
  const { data: shown } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: next.data.id });
  expect(shown.find((q: { id: string }) => q.id === q1.id).question_text).toBe('Rewritten: which option is right now?');
  await w.learner.rpc('submit_attempt', { p_attempt_id: next.data.id });
});

test('only an admin re-marks the attempts shown an older version; the learner sees the re-marking', async () => {
  const paper = await makePaper(w, f.examId, 2, 'Markets');
  const [q1] = paper.questions;
  const attempt = await takePaper(w.learner, paper.id, (q) => paper.questions.find((p) => p.id === q.id)!.correct);
  await save(editor.client, q1.id, 1, { correct_option: 'B', explanation: 'B: the key was wrong.', topic: 'Markets' });

  expect((await editor.client.rpc('remark_question_attempts', { p_question_id: q1.id, p_reason: 'Key corrected' })).error?.code).toBe(
    '42501',
  );
  expect((await admin.client.rpc('remark_question_attempts', { p_question_id: q1.id, p_reason: ' ' })).error?.code).toBe('22023');
  const remarked = await admin.client.rpc('remark_question_attempts', {
    p_question_id: q1.id,
    p_reason: 'The key of question 1 was corrected.',
  });
  expect(remarked.error).toBeNull();
  expect(remarked.data).toBe(1);

  const { data: row } = await w.learner
    .from('user_test_attempts')
    .select('score, correct_count, wrong_count, remarked_at, remark_reason')
    .eq('id', attempt)
    .single();
  expect(row).toMatchObject({ score: 50, correct_count: 1, wrong_count: 1, remark_reason: 'The key of question 1 was corrected.' });
  expect(row!.remarked_at).toEqual(expect.any(String));
  const { data: review } = await w.learner.rpc('get_attempt_review', { p_attempt_id: attempt });
  expect(review.find((r: { question_id: string }) => r.question_id === q1.id)).toMatchObject({ correct_option: 'B', selected_option: 'A' });
  // Once moved, there is nothing left to re-mark.
  expect((await admin.client.rpc('remark_question_attempts', { p_question_id: q1.id, p_reason: 'Again' })).data).toBe(0);
  const { data: log } = await editor.client.rpc('get_audit_log', { p_action: 'remark_question_attempts', p_subject: q1.id });
  expect(log[1]).toMatchObject({ actor_email: admin.email, after: expect.objectContaining({ moved: 1, remarked: 1, version: 2 }) });
});

test('an attempted question is retired, never deleted or made a draft; a draft never attempted is deleted', async () => {
  const paper = await makePaper(w, f.examId, 2, 'Markets');
  const [q1] = paper.questions;
  await takePaper(w.learner, paper.id, () => 'A');

  const refused = await editor.client.rpc('delete_question', { p_id: q1.id });
  expect(refused.error).toMatchObject({ code: '23503', message: 'This question has been attempted; retire it instead' });
  expect(refused.status).toBe(409);
  const drafted = await editor.client.rpc('set_question_status', { p_id: q1.id, p_expected_version: 1, p_status: 'draft' });
  expect(drafted.error?.code).toBe('22023');
  expect((await editor.client.rpc('set_question_status', { p_id: q1.id, p_expected_version: 9, p_status: 'retired' })).error?.code).toBe(
    '40001',
  );
  const retired = await editor.client.rpc('set_question_status', { p_id: q1.id, p_expected_version: 1, p_status: 'retired' });
  expect(retired.data).toMatchObject({ status: 'retired', attempted: true });
  const { data: counted } = await w.anon.from('test_papers').select('question_count').eq('id', paper.id).single();
  expect(counted!.question_count).toBe(1);
  const next = await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id, p_end_running: true });
  const { data: shown } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: next.data.id });
  expect(shown.map((q: { id: string }) => q.id)).toEqual([paper.questions[1].id]);
  await w.learner.rpc('submit_attempt', { p_attempt_id: next.data.id });

  const draft = await save(editor.client, null, null, content(paper.id));
  const deleted = await editor.client.rpc('delete_question', { p_id: draft.data.id });
  expect(deleted.error).toBeNull();
  expect((await editor.client.rpc('studio_question', { p_id: draft.data.id })).error?.code).toBe('P0002');
  const { data: log } = await editor.client.rpc('get_audit_log', { p_subject: draft.data.id });
  expect(log.map((l: { action: string }) => l.action)).toEqual(['delete_question', 'save_question']);
  expect(log[0]).toMatchObject({ actor_email: editor.email, before: expect.objectContaining({ status: 'draft' }), after: null });
});

test('the report queue shows the version the learner reported; a save can resolve the reports as fixed', async () => {
  const paper = await makePaper(w, f.examId, 1, 'Markets');
  const [q1] = paper.questions;
  await takePaper(w.learner, paper.id, () => 'B');
  const reported = await w.learner.rpc('report_question', { p_question_id: q1.id, p_reason: 'wrong_key', p_note: 'Surely B' });
  expect(reported.error).toBeNull();
  await save(editor.client, q1.id, 1, { question_text: 'Clarified: which option is right?', topic: 'Markets' });

  const { data: queue } = await editor.client.rpc('list_report_queue');
  const entry = queue.find((q: { question_id: string }) => q.question_id === q1.id);
  expect(entry).toMatchObject({ question_text: q1.text, question_version: 1, current_version: 2, report_count: 1 });
  expect(entry.reports[0]).toMatchObject({ note: 'Surely B', question_version: 1 });
  const { data: listed } = await editor.client.rpc('studio_questions', { p_paper_id: paper.id, p_has_reports: true });
  expect(listed.rows.map((r: { id: string; open_reports: number }) => [r.id, r.open_reports])).toEqual([[q1.id, 1]]);

  const fixed = await save(editor.client, q1.id, 2, { correct_option: 'B', explanation: 'B, as reported.', topic: 'Markets' }, true);
  expect(fixed.data).toMatchObject({ version: 3, open_reports: 0 });
  const { data: mine } = await w.learner.from('question_reports').select('status').eq('question_id', q1.id).single();
  expect(mine).toEqual({ status: 'fixed' });
});

test('editors read the audit log, with every save before and after; staff management stays with admins', async () => {
  const paper = await makePaper(w, f.examId, 1, 'Markets');
  const [q1] = paper.questions;
  await save(editor.client, q1.id, 1, { option_d: 'none of these', topic: 'Markets' });
  const { data: log, error } = await editor.client.rpc('get_audit_log', { p_subject: q1.id });
  expect(error).toBeNull();
  expect(log).toEqual([
    expect.objectContaining({
      action: 'save_question',
      actor_email: editor.email,
      before: expect.objectContaining({ option_d: 'fourth', version: 1 }),
      after: expect.objectContaining({ option_d: 'none of these', version: 2 }),
    }),
  ]);
  expect((await editor.client.rpc('list_staff')).error?.code).toBe('42501');
  expect((await editor.client.rpc('grant_staff_role', { p_email: editor.email, p_role: 'admin' })).error?.code).toBe('42501');
});

test('a retired question leaves the learner’s progress and practice', async () => {
  const g = await w.makeExam();
  await w.sql(`insert into public.exam_topics (exam_id, chapter, title) values ($1, 1, 'Solo')`, [g.examId]);
  await w.purchase(w.learnerId, g.premiumPlanId, 'completed');
  const paper = await makePaper(w, g.examId, 2, 'Solo');
  const [right, wrong] = paper.questions; // keys A and B
  await takePaper(w.learner, paper.id, () => 'A');
  const solo = async () =>
    ((await w.learner.rpc('get_exam_progress', { p_exam_id: g.examId })).data.topics as { topic: string }[]).find(
      (t) => t.topic === 'Solo',
    );
  const mistakes = async () =>
    ((await w.learner.rpc('start_practice', { p_exam_id: g.examId, p_mode: 'mistakes' })).data as { id: string }[]).map((q) => q.id);
  expect(await solo()).toMatchObject({ correct: 1, wrong: 1, total: 2 });
  expect(await mistakes()).toEqual([wrong.id]);

  const retired = await editor.client.rpc('set_question_status', { p_id: wrong.id, p_expected_version: 1, p_status: 'retired' });
  expect(retired.error).toBeNull();
  expect(await solo()).toMatchObject({ correct: 1, wrong: 0, total: 1 });
  expect(await mistakes()).toEqual([]);
  expect(right.correct).toBe('A');
});

test('no input makes a studio call fail with a 5xx', async () => {
  const hostile: unknown[] = [
    null,
    '',
    ' ',
    'x'.repeat(5000),
    -1,
    2 ** 31,
    1.5,
    true,
    {},
    [],
    [{}],
    { row: 'x' },
    "'; drop table questions; --",
    'not-a-uuid',
  ];
  const base: Record<string, Record<string, unknown>> = {
    studio_questions: {
      p_search: 'a',
      p_exam_id: null,
      p_topic: null,
      p_paper_id: null,
      p_status: null,
      p_has_reports: null,
      p_sort: 'text',
      p_limit: 5,
      p_offset: 0,
    },
    studio_question: { p_id: randomUUID() },
    save_question: { p_id: randomUUID(), p_expected_version: 1, p_question: { topic: 'Markets' }, p_resolve_reports: false },
    set_question_status: { p_id: randomUUID(), p_expected_version: 1, p_status: 'retired' },
    delete_question: { p_id: randomUUID() },
    remark_question_attempts: { p_question_id: randomUUID(), p_reason: 'r' },
    stage_question_import: { p_batch_id: randomUUID(), p_rows: [{ row: 1 }] },
    run_question_import: { p_batch_id: randomUUID(), p_dry_run: true },
    export_questions: { p_search: 'zzqx', p_exam_id: null, p_topic: null, p_paper_id: null, p_status: null, p_has_reports: null },
    get_audit_log: { p_action: null, p_actor: null, p_before: null, p_limit: 5, p_subject: null },
  };
  const failures: string[] = [];
  for (const [fn, args] of Object.entries(base)) {
    for (const name of Object.keys(args)) {
      for (const value of hostile) {
        const { status, error } = await admin.client.rpc(fn, { ...args, [name]: value });
        if (status >= 500) failures.push(`${fn} ${name}=${JSON.stringify(value).slice(0, 40)}: ${status} ${error?.code} ${error?.message}`);
      }
    }
    // A save's fields, each hostile in turn.
    if (fn === 'save_question') {
      for (const field of Object.keys(content(f.mockPaperId))) {
        for (const value of hostile) {
          const { status, error } = await admin.client.rpc(fn, {
            ...args,
            p_id: null,
            p_question: content(f.mockPaperId, { [field]: value }),
          });
          if (status >= 500)
            failures.push(`${fn} ${field}=${JSON.stringify(value).slice(0, 40)}: ${status} ${error?.code} ${error?.message}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

test('the service role still writes questions directly, as seeding scripts and the bench do (the bank index’s text function is usable to it)', async () => {
  const paper = await makePaper(w, f.examId, 0);
  const { error } = await w.service.from('questions').insert({
    test_paper_id: paper.id,
    question_text: `A question written by a script ${randomUUID().slice(0, 6)}`,
    option_a: 'One',
    option_b: 'Two',
    option_c: 'Three',
    option_d: 'Four',
    correct_option: 'A',
    explanation: 'Written with the service role.',
    topic: 'Markets',
  });
  expect(error).toBeNull();
});
