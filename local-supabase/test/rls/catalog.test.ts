// Catalog tables are public reads; questions are never readable directly; nobody but the
// service role writes the catalog.
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
}, STARTUP_MS);
afterAll(() => w?.stop());

describe('catalog reads (spec §7)', () => {
  test.each(['anon', 'learner'] as const)('%s reads exams whose name starts with NISM', async (who) => {
    const { data, error } = await w[who].from('exams').select('*').like('name', 'NISM%');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(1);
    expect(data!.every((e) => e.name.startsWith('NISM'))).toBe(true);
    expect(data!.map((e) => e.id)).toContain(f.examId);
  });

  test('one exam by id, and single() on a missing id gives PGRST116', async () => {
    const one = await w.anon.from('exams').select('*').eq('id', f.examId).single();
    expect(one.error).toBeNull();
    expect(one.data.id).toBe(f.examId);
    const none = await w.anon.from('exams').select('*').eq('id', '00000000-0000-4000-a000-0000000000ff').single();
    expect(none.error?.code).toBe('PGRST116');
  });

  test('plans by exam_id, with integer prices', async () => {
    const { data, error } = await w.anon.from('exam_plans').select('*').eq('exam_id', f.examId).order('price');
    expect(error).toBeNull();
    expect(data!.map((p) => [p.plan_type, p.price])).toEqual([
      ['free', 0],
      ['premium', 499],
    ]);
  });

  test('test papers by exam_id carry a question_count kept by the database', async () => {
    const { data, error } = await w.anon.from('test_papers').select('id, title, question_count').eq('exam_id', f.examId);
    expect(error).toBeNull();
    const counts = Object.fromEntries(data!.map((p) => [p.title, p.question_count]));
    expect(counts).toEqual({ 'Demo Questions': 4, 'Mock Test 1': 8 });
    await w.sql('delete from public.questions where id = $1', [f.mockQuestions[7].id]);
    const after = await w.anon.from('test_papers').select('question_count').eq('id', f.mockPaperId).single();
    expect(after.data!.question_count).toBe(7);
    f.mockQuestions.pop();
  });

  test('exam info is readable by a visitor', async () => {
    await w.sql(
      `insert into public.exam_info (exam_id, title, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks)
       values ($1, 'Fixture', 180, 60, 25, '[{"section":"MCQ","questions":90,"marks_each":1},{"section":"Cases","questions":30,"marks_each":2,"kind":"case","cases":6,"questions_per_case":5}]', 1)`,
      [f.examId],
    );
    const { data, error } = await w.anon.from('exam_info').select('*').eq('exam_id', f.examId).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ duration_minutes: 180, passing_score_percent: 60, total_marks: 150 });
  });
});

describe('questions are never readable directly', () => {
  test.each(['anon', 'learner', 'second'] as const)('%s is refused with 42501', async (who) => {
    const { data, error } = await w[who].from('questions').select('id, correct_option').eq('test_paper_id', f.demoPaperId);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  test('an embed of questions under test_papers is refused too', async () => {
    const { error } = await w.learner.from('test_papers').select('id, questions(correct_option)').eq('id', f.demoPaperId);
    expect(error?.code).toBe('42501');
  });
});

describe('catalog writes', () => {
  test.each(['anon', 'learner'] as const)('%s cannot insert, update or delete catalog rows', async (who) => {
    const c = w[who];
    expect((await c.from('exams').insert({ name: 'NISM fake' })).error?.code).toBe('42501');
    expect((await c.from('exam_plans').update({ price: 1 }).eq('id', f.premiumPlanId)).error?.code).toBe('42501');
    expect((await c.from('test_papers').delete().eq('id', f.mockPaperId)).error?.code).toBe('42501');
    expect(
      (
        await c.from('questions').insert({
          test_paper_id: f.demoPaperId,
          question_text: 'x',
          option_a: 'a',
          option_b: 'b',
          option_c: 'c',
          option_d: 'd',
          correct_option: 'A',
        })
      ).error?.code,
    ).toBe('42501');
    const [plan] = await w.sql<{ price: number }>('select price from public.exam_plans where id = $1', [f.premiumPlanId]);
    expect(plan.price).toBe(499);
  });

  test('the service role can write the catalog', async () => {
    const { data, error } = await w.service.from('exams').insert({ name: 'NISM Series RLS-svc: Service Exam' }).select().single();
    expect(error).toBeNull();
    await w.service.from('exams').delete().eq('id', data!.id);
  });

  test('checks: plan_type, free plans at 0 and options A-D', async () => {
    // plan_type and the options are enums: a value outside them is invalid input (22P02), not a failed check.
    const bad = await w.service.from('exam_plans').insert({ exam_id: f.examId, plan_type: 'gold', price: 1, duration_days: 1 });
    expect(bad.error?.code).toBe('22P02');
    const freePriced = await w.service.from('exam_plans').insert({ exam_id: f.examId, plan_type: 'free', price: 5, duration_days: 1 });
    expect(freePriced.error?.code).toBe('23514');
    const badOption = await w.service.from('questions').insert({
      test_paper_id: f.demoPaperId,
      question_text: 'x',
      option_a: 'a',
      option_b: 'b',
      option_c: 'c',
      option_d: 'd',
      correct_option: 'E',
    });
    expect(badOption.error?.code).toBe('22P02');
  });
});
