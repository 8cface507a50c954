// The seeded catalog and demo learners, as the apps see them (supabase/seed/00_catalog.sql,
// local-supabase/demo/demo-users.sql): exact exam names and ids, the spec's X-B facts, three plans per exam,
// the papers the question banks fill, and what each demo learner may open. Whether each
// paper's questions add up to its exam's structure is paper-structure.test.ts.
import { anonClient, clientFor, startTestServer } from '../helpers';
import { STARTUP_MS, serverOptions } from './harness';
import { nismSeriesXaOverview } from '../../../mfe-content/src/features/blog/data/articles/nism-series-xa-overview';
import { preparingForNismSeriesXa } from '../../../mfe-content/src/features/blog/data/articles/preparing-for-nism-series-xa';
import type { Article } from '../../../mfe-content/src/features/blog/data/articles/types';

const exam = (n: number) => `00000000-0000-4000-a000-00000000000${n}`;
const paper = (n: number, p: number) => `00000000-0000-4000-b000-0000000000${n}${p}`;

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(serverOptions());
}, STARTUP_MS);
afterAll(() => server?.stop());

test('six NISM exams with their fixed ids and official names', async () => {
  const anon = anonClient(server);
  const { data } = await anon.from('exams').select('id, name, description').like('name', 'NISM%').order('id');
  expect(data!.map((e) => [e.id, e.name])).toEqual([
    [exam(1), 'NISM Series X-A: Investment Adviser (Level 1) Certification Examination'],
    [exam(2), 'NISM Series X-B: Investment Adviser (Level 2) Certification Examination'],
    [exam(3), 'NISM Series V-A: Mutual Fund Distributors Certification Examination'],
    [exam(4), 'NISM Series VIII: Equity Derivatives Certification Examination'],
    [exam(5), 'NISM Series XV: Research Analyst Certification Examination'],
    [exam(6), 'NISM Series VII: Securities Operations and Risk Management Certification Examination'],
  ]);
  expect(data!.every((e) => e.description.length > 50)).toBe(true);
});

test("X-B's info is exactly the spec's; X-A is the revised examination: 135 questions, 150 marks, 3 hours, 60%, 25% off", async () => {
  const anon = anonClient(server);
  const { data: xb } = await anon.from('exam_info').select('*').eq('exam_id', exam(2)).single();
  expect(xb).toMatchObject({ duration_minutes: 180, passing_score_percent: 60, negative_marking_percent: 25, total_marks: 150 });
  expect(xb!.structure).toEqual([
    expect.objectContaining({ questions: 90, marks_each: 1, marks: 90 }),
    expect.objectContaining({ questions: 30, marks_each: 2, marks: 60 }),
  ]);
  const { data: xa } = await anon.from('exam_info').select('*').eq('exam_id', exam(1)).single();
  expect(xa).toMatchObject({ duration_minutes: 180, passing_score_percent: 60, negative_marking_percent: 25, total_marks: 150 });
  expect(xa!.structure).toEqual([
    expect.objectContaining({ questions: 90, marks_each: 1, marks: 90 }),
    expect.objectContaining({ questions: 30, marks_each: 1, marks: 30, kind: 'case', cases: 6, questions_per_case: 5 }),
    expect.objectContaining({ questions: 15, marks_each: 2, marks: 30, kind: 'case', cases: 3, questions_per_case: 5 }),
  ]);
  const { count } = await anon.from('exam_info').select('*', { count: 'exact', head: true });
  expect(count).toBe(6);
});

test('three plans per exam: free at 0 for 1 day, premium and one more, discounts where priced below original', async () => {
  const anon = anonClient(server);
  for (let n = 1; n <= 6; n++) {
    const { data } = await anon.from('exam_plans').select('*').eq('exam_id', exam(n)).order('price');
    expect(data!.map((p) => p.plan_type).sort()).toEqual(['free', 'other', 'premium']);
    const free = data!.find((p) => p.plan_type === 'free')!;
    expect(free).toMatchObject({ price: 0, duration_days: 1 });
    for (const p of data!) {
      expect(p.original_price === 0 || p.original_price >= p.price).toBe(true);
      expect(p.description.split('|').length).toBeGreaterThan(1);
    }
    expect(data!.some((p) => p.original_price > p.price)).toBe(true);
  }
});

test("no exam's information text states a number its blueprint does not have", async () => {
  const rows = await server.db.query(
    `select i.title, p from public.exam_info i,
       private.exam_text_problems(i.exam_id, concat_ws(' ', i.title, i.certification_levels, i.requirement, i.aim,
                                                       array_to_string(i.objectives, ' '))) p`,
  );
  expect(rows.rows).toEqual([]);
});

// The blog's Series-XA articles are held to X-A's blueprint as the information texts are: every "N questions",
// "N marks", "N hours", "N minutes", "N caselets" and "N%" they state must be a number the blueprint has.
const articleText = (a: Article) =>
  [...a.lead, ...a.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))])].join(' ');

test.each([nismSeriesXaOverview, preparingForNismSeriesXa])(
  "the blog's $slug states no number X-A's blueprint does not have, and states its questions, marks and hours",
  async (article) => {
    const text = articleText(article);
    const rows = await server.db.query('select p from private.exam_text_problems($1, $2) p', [exam(1), text]);
    expect(rows.rows).toEqual([]);
    for (const fact of ['135 questions', '150 marks', '3 hours', '60%']) expect(text).toContain(fact);
    expect(text).not.toMatch(/100 questions|2 hours|two-hour/);
  },
);

// The checker of the test above: the same function refuses the article as it was (the older X-A's shape).
test("the blueprint check refuses the older X-A's 100 questions and 2 hours", async () => {
  const rows = await server.db.query<{ p: string }>('select p from private.exam_text_problems($1, $2) p order by 1', [
    exam(1),
    '100 questions carrying one mark each. A duration of 2 hours.',
  ]);
  expect(rows.rows.map((r) => r.p)).toEqual(['"100 questions" does not match the blueprint', '"2 hours" does not match the blueprint']);
});

test('papers (filled by the question banks): Demo Questions, Mock Test 1 and 2 at the real pace, and a full-length mock for every exam', async () => {
  const anon = anonClient(server);
  const { data } = await anon.from('test_papers').select('id, exam_id, title, duration_minutes, question_count').order('id');
  const byId = Object.fromEntries(data!.map((p) => [p.id, p]));
  // The real examination's minutes per question: 120 / 100, X-A 180 / 135, X-B 180 / 120; rounded up to a minute.
  const minutes = (n: number) => (n <= 2 ? 180 : 120);
  const questions = (n: number) => (n === 1 ? 135 : n === 2 ? 120 : 100);
  const pace = (n: number, count: number) => Math.ceil((minutes(n) * count) / questions(n));
  // X-B's demo has a case of 5 two-mark questions after its 10 (issue 43: every demo shows its exam's question kinds).
  const demoSize = (n: number) => (n === 2 ? 15 : 10);
  for (let n = 1; n <= 6; n++) {
    expect(byId[paper(n, 1)]).toMatchObject({
      exam_id: exam(n),
      title: 'Demo Questions',
      duration_minutes: pace(n, demoSize(n)),
      question_count: demoSize(n),
    });
    expect(byId[paper(n, 2)]).toMatchObject({ title: 'Mock Test 1', duration_minutes: pace(n, 15), question_count: 15 });
    expect(byId[paper(n, 3)]).toMatchObject({ title: 'Mock Test 2', duration_minutes: pace(n, 15), question_count: 15 });
    if (n > 1)
      expect(byId[paper(n, 4)]).toMatchObject({ exam_id: exam(n), title: 'Full-Length Mock Test', duration_minutes: n === 2 ? 180 : 120 });
  }
  expect(byId[paper(1, 2)].duration_minutes).toBe(20);
  expect(byId[paper(2, 2)].duration_minutes).toBe(23);
  // X-A's older full-length mock (100 one-mark questions in 2 hours) is retired: a visitor no longer sees it.
  expect(byId[paper(1, 4)]).toBeUndefined();
  const xaFull = data!.filter((p) => p.exam_id === exam(1) && p.title.startsWith('Full-Length'));
  expect(xaFull.map((p) => [p.duration_minutes, p.question_count])).toEqual(xaFull.map(() => [180, 135]));
});

test("benefit lines say what each plan opens: the demo paper's size, and every paper of the exam for a paid plan", async () => {
  const anon = anonClient(server);
  const { data: plans } = await anon.from('exam_plans').select('exam_id, plan_type, description');
  const { data: papers } = await anon.from('test_papers').select('exam_id, title, question_count');
  for (const plan of plans!) {
    const own = papers!.filter((p) => p.exam_id === plan.exam_id);
    const first = plan.description.split('|')[0];
    if (plan.plan_type === 'free') {
      expect(first).toBe(`Demo Questions paper (${own.find((p) => p.title === 'Demo Questions')!.question_count} questions)`);
    } else {
      expect(first).toMatch(
        new RegExp(`^All ${own.length} papers, including (the \\d+-question full-length mock|\\d+ full-length mocks of \\d+ questions)$`),
      );
    }
  }
});

test("X-B's demo shows the exam's case format: one case of 5 two-mark questions with its passage, and says so", async () => {
  const rows = await server.db.query<{ position: number; marks: number; case_title: string | null }>(
    `select q.position, q.marks, c.title as case_title from public.questions q
       left join public.question_cases c on c.id = q.case_id
      where q.test_paper_id = $1 and q.status = 'published' order by q.position`,
    [paper(2, 1)],
  );
  expect(rows.rows.filter((r) => r.case_title).map((r) => [r.position, r.marks])).toEqual([
    [11, 2],
    [12, 2],
    [13, 2],
    [14, 2],
    [15, 2],
  ]);
  expect(new Set(rows.rows.filter((r) => r.case_title).map((r) => r.case_title))).toEqual(
    new Set(['Deepa Kulkarni plans for her daughter']),
  );
  const { data: description } = await anonClient(server).from('test_papers').select('description').eq('id', paper(2, 1)).single();
  expect(description!.description).toMatch(/^15 questions in 23 minutes/);
});

test('learner@example.com: premium X-A opens every paper, the X-B demo only Demo Questions', async () => {
  const learner = await clientFor(server, 'learner@example.com', 'practice123');
  const { data: mine } = await learner.from('exam_purchases').select('exam_id, payment_status, exams(name)').order('exam_id');
  expect(mine!.map((p) => [p.exam_id, p.payment_status])).toEqual([
    [exam(1), 'completed'],
    [exam(2), 'demo'],
  ]);
  const canStart = async (id: string) => (await learner.rpc('start_attempt', { p_test_paper_id: id })).error?.code ?? 'ok';
  const { data: xa } = await learner.from('test_papers').select('id, title').eq('exam_id', exam(1)).eq('status', 'published');
  for (const { id } of xa!) expect(await canStart(id)).toBe('ok');
  expect(await canStart(paper(1, 4))).toBe('P0001'); // retired: "This test paper is not offered any more"
  expect(await canStart(paper(2, 1))).toBe('ok');
  expect(await canStart(paper(2, 2))).toBe('42501');
  expect(await canStart(paper(3, 1))).toBe('42501');
});

test('newcomer@example.com: no purchases, nothing opens', async () => {
  const newcomer = await clientFor(server, 'newcomer@example.com', 'practice123');
  expect((await newcomer.from('exam_purchases').select('*')).data).toEqual([]);
  expect((await newcomer.rpc('start_attempt', { p_test_paper_id: paper(1, 1) })).error?.code).toBe('42501');
});
