// A full-length paper drawn from the exam's question bank (supabase/schema/papers.sql), from outside with
// supabase-js: topic weights decide the mix, answer letters come out balanced, caselets move whole, nothing moves when
// the bank cannot fill the blueprint, and only an admin draws.
import { randomUUID } from 'node:crypto';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let admin: Staff;
let bank: string;

// Four one-mark questions and one caselet of two two-mark questions.
const STRUCTURE = [
  { section: 'Multiple-choice questions', questions: 4, marks_each: 1 },
  { section: 'Caselets', questions: 2, marks_each: 2, kind: 'case', cases: 1, questions_per_case: 2 },
];

async function add(topic: string, key: string, over: Record<string, unknown> = {}) {
  const { data, error } = await editor.client.rpc('save_question', {
    p_id: null,
    p_expected_version: null,
    p_question: {
      paper_id: bank,
      question_text: `Bank question ${randomUUID().slice(0, 8)}?`,
      option_a: 'One',
      option_b: 'Two',
      option_c: 'Three',
      option_d: 'Four',
      correct_option: key,
      explanation: 'Because.',
      topic,
      marks: 1,
      case_id: null,
      ...over,
    },
    p_resolve_reports: false,
  });
  if (error) throw new Error(error.message);
  return data as { id: string };
}

const newFull = async () =>
  (
    await admin.client.rpc('save_test_paper', {
      p_id: null,
      p_exam_id: f.examId,
      p_title: `Drawn mock ${randomUUID().slice(0, 6)}`,
      p_kind: 'full',
      p_description: '',
    })
  ).data as { id: string };

const questionsOf = async (paperId: string) =>
  w.sql<{ topic: string; correct_option: string; marks: number; case_id: string | null }>(
    `select topic, correct_option::text, marks, case_id from public.questions where test_paper_id = $1 order by position`,
    [paperId],
  );

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  for (const [i, title] of ['Markets', 'Funds'].entries()) {
    await w.sql('insert into public.exam_topics (exam_id, chapter, title) values ($1, $2, $3)', [f.examId, i + 1, title]);
  }
  await w.sql(
    `insert into public.exam_info (exam_id, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks)
     values ($1, 'Fixture', 20, 50, 25, $2, 1)`,
    [f.examId, JSON.stringify(STRUCTURE)],
  );
  editor = await makeStaff(w, 'editor');
  admin = await makeStaff(w, 'admin');
  bank = (
    await admin.client.rpc('save_test_paper', {
      p_id: null,
      p_exam_id: f.examId,
      p_title: 'Question bank',
      p_kind: 'bank',
      p_description: '',
    })
  ).data.id;
  for (const key of ['A', 'A', 'A', 'B']) await add('Markets', key);
  for (const key of ['C', 'D', 'C', 'D']) await add('Funds', key);
  const caselet = async (title: string, marks: number) => {
    const { data } = await editor.client.rpc('save_question_case', { p_paper_id: bank, p_title: title, p_passage: 'A client.' });
    for (const key of ['B', 'C']) await add('Funds', key, { case_id: data.id, marks });
  };
  await caselet('Case: two marks', 2);
  await caselet('Case: one mark', 1); // not of the blueprint's caselet marks: never drawn
}, STARTUP_MS);
afterAll(() => w?.stop());

test('only an admin draws a paper (42501 for a visitor, a learner and an editor), and a bank is never published', async () => {
  const paper = await newFull();
  for (const client of [w.anon, w.learner, editor.client]) {
    expect((await client.rpc('draw_paper_from_bank', { p_paper_id: paper.id })).error?.code).toBe('42501');
  }
  const published = await admin.client.rpc('set_test_paper_status', { p_id: bank, p_status: 'published', p_publish_drafts: true });
  expect(published.error?.message).toMatch(/question bank is never published/);
  expect(await w.sql(`select 1 from public.questions where test_paper_id = $1 and status = 'published'`, [bank])).toEqual([]);
  expect(await w.anon.from('test_papers').select('id').eq('id', bank)).toMatchObject({ data: [] });
});

test('a draw follows the topic weights, balances the answer letters, moves a whole caselet, and the paper then publishes', async () => {
  const paper = await newFull();
  const drawn = await admin.client.rpc('draw_paper_from_bank', { p_paper_id: paper.id, p_topic_weights: { Markets: 1, Funds: 1 } });
  expect(drawn.error).toBeNull();
  expect(drawn.data).toMatchObject({ drafts: 6, blueprint_problems: expect.any(Array) });
  const questions = await questionsOf(paper.id);
  const singles = questions.filter((q) => !q.case_id);
  expect(singles.map((q) => q.topic).sort()).toEqual(['Funds', 'Funds', 'Markets', 'Markets']);
  expect(singles.map((q) => q.correct_option).sort()).toEqual(['A', 'B', 'C', 'D']);
  expect(questions.filter((q) => q.case_id).map((q) => q.marks)).toEqual([2, 2]);
  // The questions left the bank: none is in two papers.
  expect((await questionsOf(bank)).filter((q) => !q.case_id)).toHaveLength(4);
  const published = await admin.client.rpc('set_test_paper_status', { p_id: paper.id, p_status: 'published', p_publish_drafts: true });
  expect(published.error).toBeNull();
  expect(published.data).toMatchObject({ status: 'published', questions: 6, marks: 8 });
});

test('a bank that cannot fill the blueprint is refused, naming what is missing, and nothing moves', async () => {
  const paper = await newFull();
  const refused = await admin.client.rpc('draw_paper_from_bank', { p_paper_id: paper.id, p_topic_weights: { Markets: 1 } });
  expect(refused.error?.code).toBe('22023');
  expect(refused.error?.message).toBe('The bank lacks 1 caselet(s) of 2 questions of 2 mark(s) for "Caselets"');
  expect(await questionsOf(paper.id)).toEqual([]);
  expect((await questionsOf(bank)).filter((q) => !q.case_id)).toHaveLength(4);
  const bad = await admin.client.rpc('draw_paper_from_bank', { p_paper_id: paper.id, p_topic_weights: { Markets: -1 } });
  expect(bad.error?.code).toBe('22023');
});
