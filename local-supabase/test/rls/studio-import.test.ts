// The content studio's import and export (supabase/schema/studio.sql), from outside with supabase-js: a file's
// rows are staged in calls of at most 1000, then a dry run reports every problem by row and column and writes nothing,
// and the commit imports the good rows (new ones as drafts, changed ones as a new version) and skips the bad ones,
// each call a bounded step of at most 1000 rows in its own transaction. An export imported again changes nothing.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makePaper, makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let otherEditor: Staff;
let examName: string;
let paper: Awaited<ReturnType<typeof makePaper>>;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  for (const [i, title] of ['Markets', 'Funds'].entries()) {
    await w.sql('insert into public.exam_topics (exam_id, chapter, title) values ($1, $2, $3)', [f.examId, i + 1, title]);
  }
  await w.sql("update public.questions set topic = 'Markets' where test_paper_id in ($1, $2)", [f.demoPaperId, f.mockPaperId]);
  [{ name: examName }] = await w.sql<{ name: string }>('select name from public.exams where id = $1', [f.examId]);
  paper = await makePaper(w, f.examId, 2, 'Funds');
  await w.sql(`insert into public.question_cases (test_paper_id, position, title, passage) values ($1, 1, 'Case One', 'A passage.')`, [
    paper.id,
  ]);
  editor = await makeStaff(w, 'editor');
  otherEditor = await makeStaff(w, 'editor');
}, STARTUP_MS);
afterAll(() => w?.stop());

type Row = Record<string, unknown> & { row: number };
const row = (n: number, over: Record<string, unknown> = {}): Row => ({
  row: n,
  id: '',
  exam: examName,
  paper: paper.title,
  topic: 'Markets',
  case: '',
  marks: '1',
  question: `Imported ${randomUUID().slice(0, 8)}: which instrument is traded on the money market?`,
  option_a: 'Treasury bill',
  option_b: 'Equity share',
  option_c: 'Real estate',
  option_d: 'Gold',
  answer: 'A',
  explanation: 'Treasury bills mature within a year.',
  ...over,
});

async function stage(client: SupabaseClient, rows: Row[], batch = randomUUID()) {
  for (let i = 0; i < rows.length; i += 1000) {
    const { error } = await client.rpc('stage_question_import', { p_batch_id: batch, p_rows: rows.slice(i, i + 1000) });
    if (error) throw new Error(`${error.code} ${error.message}`);
  }
  return batch;
}
const run = (client: SupabaseClient, batch: string, dryRun: boolean) =>
  client.rpc('run_question_import', { p_batch_id: batch, p_dry_run: dryRun });
const countIn = async (paperId: string) =>
  (await w.sql<{ n: number }>('select count(*)::int as n from public.questions where test_paper_id = $1', [paperId]))[0].n;

test('every problem is reported by row and column, and a dry run writes nothing', async () => {
  const good = row(2);
  const rows = [
    good,
    row(3, { option_b: '' }),
    row(4, { answer: 'E' }),
    row(5, { exam: 'NISM Series Nowhere' }),
    row(6, { paper: 'No Such Paper' }),
    row(7, { topic: 'Astrology' }),
    row(8, { case: 'No Such Case' }),
    row(9, { question: 'q'.repeat(4001) }),
    row(10, { question: `  ${paper.questions[0].text.toUpperCase().replace(/ /g, '   ')} ` }),
    row(11, { question: ` ${String(good.question).toLowerCase()}` }),
    row(12, { id: randomUUID() }),
    row(13, { option_c: ' treasury BILL ' }),
    row(14, { marks: '3' }),
    row(15, { explanation: 'e'.repeat(4001) }),
    row(16, { case: 'case one' }),
  ];
  const before = await countIn(paper.id);
  const batch = await stage(editor.client, rows);
  const { data, error } = await run(editor.client, batch, true);
  expect(error).toBeNull();
  expect(data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
    [3, 'option_b'],
    [4, 'answer'],
    [5, 'exam'],
    [6, 'paper'],
    [7, 'topic'],
    [8, 'case'],
    [9, 'question'],
    [10, 'question'],
    [11, 'question'],
    [12, 'id'],
    [13, 'option_c'],
    [14, 'marks'],
    [15, 'explanation'],
  ]);
  const reason = (n: number) => data.errors.find((e: { row: number }) => e.row === n).reason;
  expect(reason(10)).toBe(`Duplicate of a question already in the bank (${paper.questions[0].id})`);
  expect(reason(11)).toBe('Duplicate of row 2 in this file');
  expect(reason(4)).toBe('The answer "E" is not A, B, C or D');
  expect(reason(9)).toBe('The question is longer than 4000 characters');
  expect(data).toMatchObject({ new: 2, changed: 0, unchanged: 0, committed: false });
  expect(await countIn(paper.id)).toBe(before);
});

test('an export imported again (dry run) is all unchanged: zero new, zero changed', async () => {
  const { data: exported, error } = await editor.client.rpc('export_questions', { p_exam_id: f.examId });
  expect(error).toBeNull();
  expect(exported.length).toBeGreaterThanOrEqual(14);
  expect(Object.keys(exported[0]).sort()).toEqual(
    [
      'id',
      'exam',
      'paper',
      'topic',
      'case',
      'marks',
      'question',
      'option_a',
      'option_b',
      'option_c',
      'option_d',
      'answer',
      'explanation',
    ].sort(),
  );
  // In paper order within each paper.
  const mock = exported.filter((r: { paper: string }) => r.paper === 'Mock Test 1').map((r: { id: string }) => r.id);
  expect(mock).toEqual(f.mockQuestions.map((q) => q.id));
  const batch = await stage(
    editor.client,
    exported.map((r: Record<string, unknown>, i: number) => ({ ...r, row: i + 2 })),
  );
  const { data } = await run(editor.client, batch, true);
  expect(data).toEqual({
    errors: [],
    new: 0,
    changed: 0,
    unchanged: exported.length,
    committed: false,
    done: true,
    processed: exported.length,
    total: exported.length,
  });
});

test('a commit imports the good rows (new ones as drafts, a changed one as a new version keeping its status), skips the bad, ends the batch', async () => {
  const target = paper.questions[1];
  const { data: exported } = await editor.client.rpc('export_questions', { p_paper_id: paper.id });
  const existing = exported.find((r: { id: string }) => r.id === target.id);
  const rows = [
    { ...existing, row: 2, explanation: 'Reworded by the import.' },
    row(3),
    row(4, { case: 'Case One', marks: 2, answer: 'd' }),
    row(5, { option_d: '' }),
  ];
  const before = await countIn(paper.id);
  const batch = await stage(editor.client, rows);
  const { data, error } = await run(editor.client, batch, false);
  expect(error).toBeNull();
  expect(data).toEqual({
    errors: [{ row: 5, column: 'option_d', reason: 'Option D is missing' }],
    new: 2,
    changed: 1,
    unchanged: 0,
    committed: true,
    done: true,
    processed: 4,
    total: 4,
  });
  expect(await countIn(paper.id)).toBe(before + 2);

  const created = await w.sql<{ status: string; version: number; marks: number; correct_option: string; case_title: string | null }>(
    `select q.status, q.version, q.marks, q.correct_option::text, c.title as case_title from public.questions q
     left join public.question_cases c on c.id = q.case_id where q.question_text = any($1::text[]) order by q.position`,
    [[rows[1].question, rows[2].question]],
  );
  expect(created).toEqual([
    { status: 'draft', version: 1, marks: 1, correct_option: 'A', case_title: null },
    { status: 'draft', version: 1, marks: 2, correct_option: 'D', case_title: 'Case One' },
  ]);
  const { data: changed } = await editor.client.rpc('studio_question', { p_id: target.id });
  expect(changed).toMatchObject({
    status: 'published',
    version: 2,
    explanation: 'Reworded by the import.',
    updated_by_email: editor.email,
  });

  expect((await run(editor.client, batch, true)).error?.code).toBe('P0002');
  const { data: log } = await editor.client.rpc('get_audit_log', { p_action: 'import_questions', p_subject: batch });
  expect(log[0]).toMatchObject({ actor_email: editor.email, after: expect.objectContaining({ new: 2, changed: 1, errors: 1 }) });
  const { data: perQuestion } = await editor.client.rpc('get_audit_log', { p_action: 'import_question', p_subject: target.id });
  expect(perQuestion[0]).toMatchObject({
    before: expect.objectContaining({ explanation: 'Because B.', version: 1 }),
    after: expect.objectContaining({ explanation: 'Reworded by the import.', version: 2 }),
  });
});

test('a step is all or nothing: a commit step that fails writes none of its rows and keeps the batch', async () => {
  // A refusal the database raises on the second new row, after the first was inserted in the same call.
  await w.sql(`create function public.refuse_boom() returns trigger language plpgsql as $$
    begin if new.question_text like '%BOOM%' then raise exception 'refused' using errcode = 'P0001'; end if; return new; end $$`);
  await w.sql('create trigger refuse_boom before insert on public.questions for each row execute function public.refuse_boom()');
  try {
    const rows = [row(2), row(3, { question: 'BOOM: which option is right?' })];
    const before = await countIn(paper.id);
    const batch = await stage(editor.client, rows);
    const failed = await run(editor.client, batch, false);
    expect(failed.error?.code).toBe('P0001');
    expect(await countIn(paper.id)).toBe(before);
    const { data } = await run(editor.client, batch, true);
    expect(data).toMatchObject({ new: 2, committed: false });
  } finally {
    await w.sql('drop trigger refuse_boom on public.questions');
    await w.sql('drop function public.refuse_boom()');
  }
});

test('staging takes at most 1000 numbered rows a call, and a batch is only its owner’s', async () => {
  const many = Array.from({ length: 1001 }, (_, i) => row(i + 1));
  const tooMany = await editor.client.rpc('stage_question_import', { p_batch_id: randomUUID(), p_rows: many });
  expect(tooMany.error?.code).toBe('22023');
  const unnumbered = await editor.client.rpc('stage_question_import', { p_batch_id: randomUUID(), p_rows: [{ question: 'x' }] });
  expect(unnumbered.error?.code).toBe('22023');
  expect((await editor.client.rpc('stage_question_import', { p_batch_id: randomUUID(), p_rows: { row: 1 } })).error?.code).toBe('22023');
  const twice = await editor.client.rpc('stage_question_import', { p_batch_id: randomUUID(), p_rows: [row(1), row(1)] });
  expect(twice.error?.code).toBe('22023');

  const batch = await stage(editor.client, [row(1)]);
  expect((await otherEditor.client.rpc('stage_question_import', { p_batch_id: batch, p_rows: [row(2)] })).error?.code).toBe('42501');
  expect((await run(otherEditor.client, batch, true)).error?.code).toBe('42501');
  const missing = await run(editor.client, randomUUID(), true);
  expect(missing.error?.code).toBe('P0002');
  expect(missing.status).toBe(404);
  // Staging the same row again replaces it.
  const again = await editor.client.rpc('stage_question_import', { p_batch_id: batch, p_rows: [row(1), row(2)] });
  expect(again.data).toBe(2);
});

test('no value in a file makes the import fail with a 5xx', async () => {
  const hostile: unknown[] = [null, '', ' ', 'x'.repeat(5000), -1, 2 ** 31, 1.5, true, {}, [], "'; drop table questions; --", 'not-a-uuid'];
  const columns = Object.keys(row(1)).filter((c) => c !== 'row');
  const rows: Row[] = [];
  for (const column of columns) for (const value of hostile) rows.push(row(rows.length + 1, { [column]: value }));
  const batch = await stage(editor.client, rows);
  const dry = await run(editor.client, batch, true);
  expect([dry.status, dry.error]).toEqual([200, null]);
  expect(dry.data.errors.length).toBeGreaterThan(0);
  const commit = await run(editor.client, batch, false);
  expect([commit.status, commit.error]).toEqual([200, null]);
  expect(commit.data).toMatchObject({ committed: true, new: dry.data.new });
});

test('a large file is checked and committed in steps of at most 1000 rows, each its own request and transaction', async () => {
  const rows = Array.from({ length: 2500 }, (_, i) => row(i + 2));
  const before = await countIn(paper.id);
  const batch = await stage(editor.client, rows);
  const steps: { dryRun: boolean; processed: number; done: boolean }[] = [];
  for (const dryRun of [true, false]) {
    for (;;) {
      const answer = await run(editor.client, batch, dryRun);
      expect([answer.status, answer.error]).toEqual([200, null]);
      steps.push({ dryRun, processed: answer.data.processed, done: answer.data.done });
      if (answer.data.done) break;
      // Between two steps the database is free: a dry run's checked rows write nothing.
      if (dryRun) expect(await countIn(paper.id)).toBe(before);
    }
  }
  expect(steps.map((s) => [s.dryRun, s.processed, s.done])).toEqual([
    [true, 1000, false],
    [true, 2000, false],
    [true, 2500, true],
    [false, 1000, false],
    [false, 2000, false],
    [false, 2500, true],
  ]);
  expect(await countIn(paper.id)).toBe(before + 2500);
});

test('a commit that fails part-way keeps the steps before it as drafts, and committing again finishes the file without writing a row twice', async () => {
  await w.sql(`create function public.refuse_late() returns trigger language plpgsql as $$
    begin if new.question_text like '%LATE%' then raise exception 'refused' using errcode = 'P0001'; end if; return new; end $$`);
  await w.sql('create trigger refuse_late before insert on public.questions for each row execute function public.refuse_late()');
  const rows = Array.from({ length: 1500 }, (_, i) =>
    row(i + 2, i === 1200 ? { question: `LATE ${randomUUID()}: which option is right?` } : {}),
  );
  const before = await countIn(paper.id);
  const batch = await stage(editor.client, rows);
  try {
    const first = await run(editor.client, batch, false);
    expect(first.data).toMatchObject({ done: false, processed: 1000, total: 1500 });
    const failed = await run(editor.client, batch, false);
    expect(failed.error?.code).toBe('P0001');
    expect(await countIn(paper.id)).toBe(before + 1000);
    const drafts = await w.sql<{ n: number }>(
      "select count(*)::int as n from public.questions where test_paper_id = $1 and status = 'draft'",
      [paper.id],
    );
    expect(drafts[0].n).toBeGreaterThanOrEqual(1000);
    // A batch being committed takes no more rows: its checks would no longer hold.
    expect((await editor.client.rpc('stage_question_import', { p_batch_id: batch, p_rows: [row(9999)] })).error?.code).toBe('22023');
  } finally {
    await w.sql('drop trigger refuse_late on public.questions');
    await w.sql('drop function public.refuse_late()');
  }
  const finished = await run(editor.client, batch, false);
  expect(finished.data).toMatchObject({ done: true, committed: true, new: 1500, errors: [] });
  expect(await countIn(paper.id)).toBe(before + 1500);
});
