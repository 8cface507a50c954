// Blueprints and papers (supabase/schema/papers.sql), tried from outside with supabase-js as a visitor,
// a learner, an editor and an admin: a blueprint that must add up, drafts no learner sees or starts, a full-length
// paper published only when it matches its blueprint, retiring without losing anyone's results, a pass mark that
// changes the next marking and not the last, and the import and review record the content files travel by.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makePaper, makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let admin: Staff;
let examName: string;

// Three one-mark questions and one caselet of two two-mark questions: 7 marks.
const STRUCTURE = [
  { section: 'Multiple-choice questions', questions: 3, marks_each: 1 },
  { section: 'Caselets', questions: 2, marks_each: 2, kind: 'case', cases: 1, questions_per_case: 2 },
];
const facts = (over: Record<string, unknown> = {}) => ({
  p_exam_id: f.examId,
  p_duration_minutes: 20,
  p_passing_score_percent: 50,
  p_negative_marking_percent: 25,
  p_structure: STRUCTURE,
  ...over,
});

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  [{ name: examName }] = await w.sql<{ name: string }>('select name from public.exams where id = $1', [f.examId]);
  await w.sql(
    `insert into public.exam_info (exam_id, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks)
     values ($1, 'Fixture', 20, 50, 25, $2, 1)`,
    [f.examId, JSON.stringify(STRUCTURE)],
  );
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
  editor = await makeStaff(w, 'editor');
  admin = await makeStaff(w, 'admin');
}, STARTUP_MS);
afterAll(() => w?.stop());

const question = (paperId: string, over: Record<string, unknown> = {}) => ({
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
  ...over,
});

async function addQuestion(paperId: string, over: Record<string, unknown> = {}) {
  const { data, error } = await editor.client.rpc('save_question', {
    p_id: null,
    p_expected_version: null,
    p_question: question(paperId, over),
    p_resolve_reports: false,
  });
  if (error) throw new Error(error.message);
  return data as { id: string };
}

const visible = async (client: SupabaseClient, paperId: string) =>
  ((await client.from('test_papers').select('id').eq('id', paperId)).data ?? []).length === 1;

async function fullPaper(title = `Full mock ${randomUUID().slice(0, 6)}`) {
  const { data, error } = await admin.client.rpc('save_test_paper', {
    p_id: null,
    p_exam_id: f.examId,
    p_title: title,
    p_kind: 'full',
    p_description: 'A full rehearsal.',
  });
  if (error) throw new Error(error.message);
  return data as { id: string; status: string; duration_minutes: number };
}

test('only an admin changes blueprints and papers; a visitor and a learner are refused the studio paper calls too (42501)', async () => {
  const paperId = f.mockPaperId;
  const adminCalls: [string, Record<string, unknown>][] = [
    ['save_test_paper', { p_id: null, p_exam_id: f.examId, p_title: 'Sneaky', p_kind: 'practice', p_description: '', p_questions: 5 }],
    ['set_test_paper_status', { p_id: paperId, p_status: 'retired' }],
    ['save_exam_facts', facts({ p_passing_score_percent: 1 })],
  ];
  const staffCalls: [string, Record<string, unknown>][] = [
    ['studio_papers', { p_exam_id: f.examId }],
    ['studio_paper_questions', { p_paper_id: paperId }],
    ['save_question_case', { p_paper_id: paperId, p_title: 'Case', p_passage: 'Text' }],
    ['record_question_reviews', { p_reviews: [] }],
  ];
  for (const client of [w.anon, w.learner, editor.client]) {
    for (const [fn, args] of adminCalls) expect([fn, (await client.rpc(fn, args)).error?.code]).toEqual([fn, '42501']);
  }
  for (const client of [w.anon, w.learner]) {
    for (const [fn, args] of staffCalls) expect([fn, (await client.rpc(fn, args)).error?.code]).toEqual([fn, '42501']);
  }
  const [row] = await w.sql<{ status: string; pass: number }>(
    `select tp.status, i.passing_score_percent as pass from public.test_papers tp join public.exam_info i using (exam_id) where tp.id = $1`,
    [paperId],
  );
  expect(row).toEqual({ status: 'published', pass: 50 });
});

test('a blueprint must add up: a caselet section whose caselets do not make its questions is refused, and the total is derived', async () => {
  const broken = [STRUCTURE[0], { ...STRUCTURE[1], questions: 3 }];
  const refused = await admin.client.rpc('save_exam_facts', facts({ p_structure: broken }));
  expect(refused.error?.code).toBe('22023');
  expect(refused.error?.message).toMatch(/Caselets.*caselets times the questions in each must make its 3 questions/);
  const saved = await admin.client.rpc('save_exam_facts', facts());
  expect(saved.error).toBeNull();
  expect(saved.data.total_marks).toBe(7);
  expect(saved.data.structure.map((s: { marks: number }) => s.marks)).toEqual([3, 4]);
  // Even the service role cannot store a total that disagrees with the sections.
  await w.service.from('exam_info').update({ total_marks: 100 }).eq('exam_id', f.examId);
  const { data } = await w.anon.from('exam_info').select('total_marks').eq('exam_id', f.examId).single();
  expect(data?.total_marks).toBe(7);
});

test('a draft paper is staff-only; a full-length one is published only when it matches its blueprint, then a learner takes it', async () => {
  await admin.client.rpc('save_exam_facts', facts());
  const paper = await fullPaper();
  expect([paper.status, paper.duration_minutes]).toEqual(['draft', 20]);
  expect([await visible(w.anon, paper.id), await visible(w.learner, paper.id), await visible(editor.client, paper.id)]).toEqual([
    false,
    false,
    true,
  ]);
  expect((await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id })).error?.code).toBe('42501');

  const { data: caselet, error } = await editor.client.rpc('save_question_case', {
    p_paper_id: paper.id,
    p_title: 'Case 1: The Rao family',
    p_passage: 'Mr Rao earns ₹1,20,000 a month.',
  });
  expect(error).toBeNull();
  for (let i = 0; i < 3; i++) await addQuestion(paper.id);
  await addQuestion(paper.id, { case_id: caselet.id, marks: 2 });

  // The whole-paper preview: every draft, with its key and caselet, in paper order.
  const { data: preview } = await editor.client.rpc('studio_paper_questions', { p_paper_id: paper.id });
  expect(
    preview.map((q: { status: string; marks: number; correct_option: string; case: { title: string } | null }) => [
      q.status,
      q.marks,
      q.correct_option,
      q.case?.title ?? null,
    ]),
  ).toEqual([
    ['draft', 1, 'B', null],
    ['draft', 1, 'B', null],
    ['draft', 1, 'B', null],
    ['draft', 2, 'B', 'Case 1: The Rao family'],
  ]);
  const short = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true });
  expect(short.error?.code).toBe('22023');
  expect(short.error?.message).toContain('The blueprint has 1 caselets of 2 questions of 2 mark(s); the paper has 0');
  // Nothing was published by the refused call.
  expect(
    (await editor.client.rpc('studio_papers', { p_exam_id: f.examId })).data.find((p: { id: string }) => p.id === paper.id),
  ).toMatchObject({
    status: 'draft',
    questions: 0,
    drafts: 4,
  });

  await addQuestion(paper.id, { case_id: caselet.id, marks: 2 });
  // The paid plan's first line is written from what the exam offers.
  await w.sql(
    `insert into private.plan_benefits ("slot", exam_id, min_days, line) values (10, $1, 2, 'All {papers} papers, including {full}')`,
    [f.examId],
  );
  const published = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true });
  expect(published.error).toBeNull();
  expect(published.data).toMatchObject({ status: 'published', questions: 5, drafts: 0, marks: 7, blueprint_problems: [] });
  expect(await visible(w.learner, paper.id)).toBe(true);
  const { data: plan } = await w.anon.from('exam_plans').select('description').eq('id', f.premiumPlanId).single();
  expect(plan?.description.split('|')[0]).toBe('All 3 papers, including the 5-question full-length mock');
  const started = await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id });
  expect(started.error).toBeNull();
  const { data: shown } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: started.data.id });
  expect(shown).toHaveLength(5);
  // A published paper does not change: its caselets and its title are fixed.
  const edit = await editor.client.rpc('save_question_case', { p_paper_id: paper.id, p_title: 'Case 2', p_passage: 'More' });
  expect(edit.error?.code).toBe('22023');
  // Nor its make-up: a question retired (or a draft published) would break its blueprint; a correction is a new version.
  const [first] = preview as { id: string }[];
  const retire = await editor.client.rpc('set_question_status', { p_id: first.id, p_expected_version: 1, p_status: 'retired' });
  expect([retire.error?.code, retire.error?.message]).toEqual(['22023', expect.stringMatching(/would no longer match its blueprint/)]);
  const corrected = await editor.client.rpc('save_question', {
    p_id: first.id,
    p_expected_version: 1,
    p_question: { explanation: 'The second one is right, as the first line says.' },
    p_resolve_reports: false,
  });
  expect([corrected.error, corrected.data?.version]).toEqual([null, 2]);
  // A draft added to it changes nothing a learner meets, so it is kept (the check runs for published rows only: an
  // import writes thousands of drafts); publishing that draft would break the match, and is refused.
  const draft = await addQuestion(paper.id);
  const publish = await editor.client.rpc('set_question_status', { p_id: draft.id, p_expected_version: 1, p_status: 'published' });
  expect([publish.error?.code, publish.error?.message]).toEqual(['22023', expect.stringMatching(/would no longer match its blueprint/)]);
});

test('a retired paper: no new attempt, the running one is finished, and only a learner who took it still sees it', async () => {
  await admin.client.rpc('save_exam_facts', facts());
  const paper = await fullPaper();
  const caselet = (await editor.client.rpc('save_question_case', { p_paper_id: paper.id, p_title: 'Case', p_passage: 'Facts.' })).data;
  for (let i = 0; i < 3; i++) await addQuestion(paper.id);
  for (let i = 0; i < 2; i++) await addQuestion(paper.id, { case_id: caselet.id, marks: 2 });
  await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true });
  const running = await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id, p_end_running: true });
  expect(running.error).toBeNull();

  const retired = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'retired' });
  expect(retired.data.status).toBe('retired');
  const { data: shown } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: running.data.id });
  expect(shown).toHaveLength(5);
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: running.data.id })).error).toBeNull();
  const again = await w.learner.rpc('start_attempt', { p_test_paper_id: paper.id, p_end_running: true });
  expect(again.error?.message).toBe('This test paper is not offered any more');
  expect([await visible(w.learner, paper.id), await visible(w.second, paper.id), await visible(w.anon, paper.id)]).toEqual([
    true,
    false,
    false,
  ]);
  // An attempted paper never goes back to being a draft.
  const draft = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'draft' });
  expect(draft.error?.message).toMatch(/has been attempted: retire it/);
});

test('a new pass mark marks the next attempt with it; an attempt already submitted keeps its own', async () => {
  const key = new Map(f.mockQuestions.map((q) => [q.id, q.correct]));
  // Half right, half wrong: 4 − 4 × 0.25 = 3 of 8 marks, 37.5%.
  const take = async () => {
    const started = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId, p_end_running: true });
    const { data: shown } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: started.data.id });
    for (const [i, q] of (shown as { id: string }[]).entries()) {
      const right = key.get(q.id)!;
      const pick = i % 2 === 0 ? right : right === 'A' ? 'B' : 'A';
      await w.answer(w.learner, { p_attempt_id: started.data.id, p_question_id: q.id, p_selected_option: pick });
    }
    return (await w.learner.rpc('submit_attempt', { p_attempt_id: started.data.id })).data as {
      id: string;
      passed: boolean;
      passing_score_percent: number;
    };
  };
  await admin.client.rpc('save_exam_facts', facts({ p_passing_score_percent: 50 }));
  const before = await take();
  expect([before.passed, before.passing_score_percent]).toEqual([false, 50]);
  await admin.client.rpc('save_exam_facts', facts({ p_passing_score_percent: 35 }));
  const after = await take();
  expect([after.passed, after.passing_score_percent]).toEqual([true, 35]);
  const { data: kept } = await w.learner.from('user_test_attempts').select('passed, passing_score_percent').eq('id', before.id).single();
  expect(kept).toEqual({ passed: false, passing_score_percent: 50 });
  const { data: log } = await admin.client.rpc('get_audit_log', { p_action: 'save_exam_facts' });
  expect(log[0].after.passing_score_percent).toBe(35);
  await admin.client.rpc('save_exam_facts', facts());
});

test('the import may write again the text of a retired question, not of one in use; a review is recorded in the audit log once', async () => {
  const old = await makePaper(w, f.examId, 1);
  const target = (
    await admin.client.rpc('save_test_paper', {
      p_id: null,
      p_exam_id: f.examId,
      p_title: `Practice ${randomUUID().slice(0, 6)}`,
      p_kind: 'practice',
      p_description: '',
      p_questions: 1,
    })
  ).data as { id: string; title: string; duration_minutes: number };
  // Practice papers run at the examination's pace: 20 minutes for 5 questions, so 4 for one.
  expect(target.duration_minutes).toBe(4);
  const row = { row: 2, exam: examName, paper: target.title, topic: '', case: '', marks: '1', question: old.questions[0].text };
  Object.assign(row, { option_a: 'One', option_b: 'Two', option_c: 'Three', option_d: 'Four', answer: 'C', explanation: 'Three.' });
  const dryRun = async () => {
    const batch = randomUUID();
    expect((await editor.client.rpc('stage_question_import', { p_batch_id: batch, p_rows: [row] })).error).toBeNull();
    return (await editor.client.rpc('run_question_import', { p_batch_id: batch, p_dry_run: true })).data as {
      errors: { column: string; reason: string }[];
      new: number;
    };
  };
  expect((await dryRun()).errors.map((e) => e.reason)).toEqual([expect.stringMatching(/^Duplicate of a question already in the bank/)]);
  await editor.client.rpc('set_question_status', { p_id: old.questions[0].id, p_expected_version: 1, p_status: 'retired' });
  expect(await dryRun()).toMatchObject({ errors: [], new: 1 });

  const review = {
    question_id: old.questions[0].id,
    reviewed_by: 'content-reviewer-1',
    reviewed_at: '2026-11-26',
    note: 'ok: key verified',
  };
  expect((await editor.client.rpc('record_question_reviews', { p_reviews: [review] })).data).toBe(1);
  expect((await editor.client.rpc('record_question_reviews', { p_reviews: [review] })).data).toBe(0);
  const unknown = await editor.client.rpc('record_question_reviews', { p_reviews: [{ ...review, question_id: randomUUID() }] });
  expect(unknown.error?.code).toBe('22023');
  const { data: log } = await editor.client.rpc('get_audit_log', { p_action: 'review_question', p_subject: old.questions[0].id });
  expect(log.map((e: { after: unknown }) => e.after)).toEqual([
    { reviewed_by: 'content-reviewer-1', reviewed_at: '2026-11-26', note: 'ok: key verified' },
  ]);
});

test("a publish, a blueprint and a price each ask for the exam's pages to be prerendered again; only the service role takes the requests", async () => {
  await w.service.rpc('take_prerender_requests');
  for (const client of [w.anon, w.learner, editor.client, admin.client]) {
    expect((await client.rpc('take_prerender_requests')).error?.code).toBe('42501');
  }
  const taken = async () => ((await w.service.rpc('take_prerender_requests')).data as string[]) ?? [];
  await admin.client.rpc('save_exam_facts', facts({ p_passing_score_percent: 55 }));
  expect(await taken()).toEqual([f.examId]);
  expect(await taken()).toEqual([]);
  await admin.client.rpc('schedule_plan_price', { p_plan_id: f.premiumPlanId, p_price: 549, p_original_price: 999 });
  await admin.client.rpc('set_test_paper_status', { p_id: f.mockPaperId, p_status: 'retired' });
  expect(await taken()).toEqual([f.examId]);
  await admin.client.rpc('save_exam_facts', facts());
});

test('an admin edits the information texts; one that contradicts the blueprint is refused by its field; others are refused (42501)', async () => {
  const texts = (over: Record<string, unknown> = {}) => ({
    p_exam_id: f.examId,
    p_title: 'Fixture Examination',
    p_certification_levels: 'One level.',
    p_requirement: 'Required for fixtures.',
    p_aim: 'Five questions and 7 marks in 20 minutes: 3 one-mark questions and a caselet of 2 questions of 2 marks.',
    p_objectives: ['Know the fixture', 'Pass with 50%'],
    ...over,
  });
  for (const client of [w.anon, w.learner, editor.client]) {
    expect((await client.rpc('save_exam_info_texts', texts())).error?.code).toBe('42501');
  }
  const wrong = await admin.client.rpc('save_exam_info_texts', texts({ p_aim: '100 questions in 2 hours' }));
  expect([wrong.error?.code, wrong.error?.message]).toEqual([
    '22023',
    '"100 questions" does not match the blueprint: change the text or the blueprint',
  ]);
  const objective = await admin.client.rpc('save_exam_info_texts', texts({ p_objectives: ['Pass with 60%'] }));
  expect(objective.error?.message).toMatch(/^"60%" does not match the blueprint/);
  expect((await admin.client.rpc('save_exam_info_texts', texts({ p_objectives: [] }))).error?.code).toBe('22023');
  const saved = await admin.client.rpc('save_exam_info_texts', texts());
  expect(saved.error).toBeNull();
  const { data } = await w.anon.from('exam_info').select('title, aim, objectives').eq('exam_id', f.examId).single();
  expect(data).toEqual({ title: 'Fixture Examination', aim: texts().p_aim, objectives: ['Know the fixture', 'Pass with 50%'] });
});
