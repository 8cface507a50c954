// Attempts and answers: entitlement, answers hidden until completion, saves only on an
// own open attempt before deadline + grace, submit idempotent with the score computed
// by the database, and no score, start time or answer written directly.
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, STARTUP_MS);
afterAll(() => w?.stop());

const start = async (c: World['learner'], paperId: string) => {
  const { data, error } = await c.rpc('start_attempt', { p_test_paper_id: paperId });
  if (error) throw Object.assign(new Error(error.message), error);
  return data as { id: string; start_time: string; deadline: string; completed: boolean; score: number | null };
};

describe('entitlement (spec §5)', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await w.makeExam();
  });
  const canStart = async (paperId: string) => (await w.learner.rpc('start_attempt', { p_test_paper_id: paperId })).error?.code ?? 'ok';

  test('no purchase opens nothing', async () => {
    expect(await canStart(f.demoPaperId)).toBe('42501');
    expect(await canStart(f.mockPaperId)).toBe('42501');
  });

  test('a visitor cannot start anything', async () => {
    expect((await w.anon.rpc('start_attempt', { p_test_paper_id: f.demoPaperId })).error?.code).toBe('42501');
  });

  test("a demo opens only 'Demo Questions'", async () => {
    await w.learner.rpc('grant_free_access', { p_plan_id: f.freePlanId });
    expect(await canStart(f.demoPaperId)).toBe('ok');
    const refused = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
    expect(refused.error).toMatchObject({ code: '42501', message: 'No active purchase gives access to this test paper' });
  });

  test('a completed purchase opens every paper', async () => {
    await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
    expect(await canStart(f.demoPaperId)).toBe('ok');
    expect(await canStart(f.mockPaperId)).toBe('ok');
  });

  test('an expired purchase opens nothing', async () => {
    await w.purchase(w.learnerId, f.premiumPlanId, 'completed', { expiresIn: '-1 minute', createdAgo: '91 days' });
    expect(await canStart(f.demoPaperId)).toBe('42501');
    expect(await canStart(f.mockPaperId)).toBe('42501');
  });

  test('the latest active purchase decides', async () => {
    await w.purchase(w.learnerId, f.premiumPlanId, 'completed', { createdAgo: '2 days' });
    await w.purchase(w.learnerId, f.freePlanId, 'demo', { expiresIn: '1 hour', createdAgo: '1 hour' });
    expect(await canStart(f.mockPaperId)).toBe('42501');
    expect(await canStart(f.demoPaperId)).toBe('ok');
  });

  test("another learner's purchase opens nothing for me", async () => {
    await w.purchase(w.secondId, f.premiumPlanId, 'completed');
    expect(await canStart(f.mockPaperId)).toBe('42501');
  });

  test('an unknown paper is a rule failure', async () => {
    const r = await w.learner.rpc('start_attempt', { p_test_paper_id: '00000000-0000-4000-b000-0000000000ff' });
    expect(r.error).toMatchObject({ code: 'P0001', message: 'Test paper not found' });
  });
});

describe('taking a test', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await w.makeExam();
    await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
    await w.purchase(w.secondId, f.premiumPlanId, 'completed');
  });

  test('start_attempt sets start_time and deadline from the server clock; direct inserts are refused', async () => {
    const before = Date.now();
    const a = await start(w.learner, f.mockPaperId);
    const startMs = new Date(a.start_time).getTime();
    expect(Math.abs(startMs - before)).toBeLessThan(60_000);
    expect(new Date(a.deadline).getTime() - startMs).toBe(20 * 60_000);
    expect(a).toMatchObject({ completed: false, score: null });
    const forged = await w.learner
      .from('user_test_attempts')
      .insert({ user_id: w.learnerId, test_paper_id: f.mockPaperId, start_time: '2099-01-01T00:00:00Z' });
    expect(forged.error?.code).toBe('42501');
  });

  test("questions come without correct_option or explanation, in the attempt's order, only to the owner", async () => {
    const a = await start(w.learner, f.mockPaperId);
    const { data, error } = await w.learner.rpc('get_attempt_questions', { p_attempt_id: a.id });
    expect(error).toBeNull();
    expect(data.map((q: { id: string }) => q.id).sort()).toEqual(f.mockQuestions.map((q) => q.id).sort());
    expect(data.map((q: { position: number }) => q.position)).toEqual(data.map((_: unknown, i: number) => i + 1));
    expect(Object.keys(data[0]).sort()).toEqual([
      'case_id',
      'id',
      'marks',
      'option_a',
      'option_b',
      'option_c',
      'option_d',
      'option_keys',
      'position',
      'question_text',
    ]);
    expect((await w.second.rpc('get_attempt_questions', { p_attempt_id: a.id })).error?.code).toBe('42501');
    expect((await w.anon.rpc('get_attempt_questions', { p_attempt_id: a.id })).error?.code).toBe('42501');
  });

  test('the review (answers and explanations) is hidden before completion', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const r = await w.learner.rpc('get_attempt_review', { p_attempt_id: a.id });
    expect(r.error).toMatchObject({ code: '42501', message: 'Answers are shown once the attempt is submitted' });
  });

  test('save: upsert, the latest answer counts, and it is read back by attempt_id', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const q = f.mockQuestions[0];
    const first = await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: q.id, p_selected_option: 'D' });
    expect(first.error).toBeNull();
    const second = await w.answer(w.learner, {
      p_attempt_id: a.id,
      p_question_id: q.id,
      p_selected_option: q.correct.toLowerCase(),
    });
    expect(second.data).toMatchObject({ id: first.data.id, selected_option: q.correct });
    const { data } = await w.learner.from('user_answers').select('*').eq('attempt_id', a.id);
    expect(data).toHaveLength(1);
    expect(data![0].selected_option).toBe(q.correct);
    const done = await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
    expect(done.data.score).toBe(Math.round((1 / f.mockQuestions.length) * 100));
  });

  test('Clear my answer: a cleared question is unanswered again (no deduction), its review mark kept (issue 43)', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const q = f.mockQuestions[0];
    const wrongOption = q.correct === 'A' ? 'B' : 'A';
    await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: q.id, p_selected_option: wrongOption, p_marked_for_review: true });
    const cleared = await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: q.id, p_clear: true });
    expect(cleared.error).toBeNull();
    expect(cleared.data).toMatchObject({ selected_option: null, marked_for_review: true });
    const both = await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: q.id, p_selected_option: 'A', p_clear: true });
    expect(both.error).toMatchObject({ code: 'P0001', message: 'An answer is either chosen or cleared, not both' });
    const done = await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
    expect(done.data).toMatchObject({ score: 0, correct_count: 0, wrong_count: 0, unanswered_count: f.mockQuestions.length });
  });

  test('save refuses a bad option and a question of another paper', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const bad = await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: f.mockQuestions[0].id, p_selected_option: 'E' });
    expect(bad.error).toMatchObject({ code: 'P0001', message: 'Selected option must be A, B, C or D' });
    const foreign = await w.answer(w.learner, {
      p_attempt_id: a.id,
      p_question_id: f.demoQuestions[0].id,
      p_selected_option: 'A',
    });
    expect(foreign.error).toMatchObject({ code: 'P0001', message: 'Question is not part of this attempt' });
  });

  test('another learner cannot read, answer or submit my attempt', async () => {
    const a = await start(w.learner, f.mockPaperId);
    await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: f.mockQuestions[0].id, p_selected_option: 'A' });
    expect((await w.second.from('user_test_attempts').select('*').eq('id', a.id)).data).toEqual([]);
    expect((await w.second.from('user_answers').select('*').eq('attempt_id', a.id)).data).toEqual([]);
    expect(
      (await w.answer(w.second, { p_attempt_id: a.id, p_question_id: f.mockQuestions[1].id, p_selected_option: 'A' })).error,
    ).toMatchObject({ code: '42501', message: 'Attempt not found' });
    expect((await w.second.rpc('submit_attempt', { p_attempt_id: a.id })).error?.code).toBe('42501');
    expect((await w.anon.from('user_answers').select('*')).error?.code).toBe('42501');
    const [row] = await w.sql<{ completed: boolean }>('select completed from public.user_test_attempts where id = $1', [a.id]);
    expect(row.completed).toBe(false);
  });

  test('no direct answer writes, no score, end_time or completed written by a learner', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const ins = await w.learner.from('user_answers').insert({ attempt_id: a.id, question_id: f.mockQuestions[0].id, selected_option: 'A' });
    expect(ins.error?.code).toBe('42501');
    expect(
      (await w.learner.from('user_test_attempts').update({ end_time: new Date().toISOString(), completed: true }).eq('id', a.id)).error
        ?.code,
    ).toBe('42501');
    expect((await w.learner.from('user_test_attempts').update({ score: 100 }).eq('id', a.id)).error?.code).toBe('42501');
    expect((await w.learner.from('user_test_attempts').delete().eq('id', a.id)).error?.code).toBe('42501');
    const [row] = await w.sql<{ score: number | null; completed: boolean }>(
      'select score, completed from public.user_test_attempts where id = $1',
      [a.id],
    );
    expect(row).toEqual({ score: null, completed: false });
  });

  test('submit: score = round(correct / total * 100), idempotent, then no more answers', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const qs = f.mockQuestions;
    // 5 right, 1 wrong, the rest unanswered.
    for (const q of qs.slice(0, 5)) await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: q.id, p_selected_option: q.correct });
    await w.answer(w.learner, {
      p_attempt_id: a.id,
      p_question_id: qs[5].id,
      p_selected_option: qs[5].correct === 'A' ? 'B' : 'A',
    });
    const expected = Math.round((5 / qs.length) * 100);
    const done = await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ id: a.id, completed: true, score: expected });
    expect(done.data.end_time).not.toBeNull();
    const again = await w.learner.rpc('submit_attempt', { p_attempt_id: a.id });
    expect(again.data).toEqual(done.data);
    const late = await w.answer(w.learner, { p_attempt_id: a.id, p_question_id: qs[7].id, p_selected_option: 'A' });
    expect(late.error).toMatchObject({ code: 'NSM01', message: 'Attempt is already submitted' });

    const review = await w.learner.rpc('get_attempt_review', { p_attempt_id: a.id });
    expect(review.error).toBeNull();
    expect(review.data).toHaveLength(qs.length);
    const reviewOf = (id: string) => review.data.find((r: { question_id: string }) => r.question_id === id);
    expect(reviewOf(qs[0].id)).toMatchObject({
      selected_option: qs[0].correct,
      correct_option: qs[0].correct,
      explanation: `Because ${qs[0].correct}.`,
    });
    expect(reviewOf(qs[7].id).selected_option).toBeNull();
    expect((await w.second.rpc('get_attempt_review', { p_attempt_id: a.id })).error?.code).toBe('42501');
  });

  test('concurrent saves leave one answer row; concurrent submits agree', async () => {
    const a = await start(w.learner, f.mockPaperId);
    const q = f.mockQuestions[2];
    const saves = await Promise.all(
      ['A', 'B', 'C', 'D', q.correct].map((o) => w.answer(w.learner, { p_attempt_id: a.id, p_question_id: q.id, p_selected_option: o })),
    );
    expect(saves.every((r) => r.error === null)).toBe(true);
    const rows = await w.sql('select 1 from public.user_answers where attempt_id = $1', [a.id]);
    expect(rows).toHaveLength(1);
    const submits = await Promise.all([1, 2, 3].map(() => w.learner.rpc('submit_attempt', { p_attempt_id: a.id })));
    expect(submits.every((r) => r.error === null)).toBe(true);
    expect(new Set(submits.map((r) => JSON.stringify(r.data))).size).toBe(1);
  });

  test('exam detail reads: attempts by user_id and a list of test_paper_id, best score and last attempt', async () => {
    const { data, error } = await w.learner
      .from('user_test_attempts')
      .select('*')
      .eq('user_id', w.learnerId)
      .in('test_paper_id', [f.mockPaperId, f.demoPaperId])
      .order('start_time', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((a) => a.user_id === w.learnerId)).toBe(true);
    const byOther = await w.second.from('user_test_attempts').select('*').eq('user_id', w.learnerId);
    expect(byOther.data).toEqual([]);
  });

  test('test page reads: the paper by id', async () => {
    const { data, error } = await w.learner.from('test_papers').select('*').eq('id', f.mockPaperId).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'Mock Test 1', duration_minutes: 20, question_count: f.mockQuestions.length });
  });
});

describe('the deadline', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await w.makeExam();
    await w.purchase(w.secondId, f.premiumPlanId, 'completed');
  });
  const moveDeadline = (id: string, offset: string) =>
    w.sql(
      `update public.user_test_attempts set start_time = now() + $2::interval - interval '20 minutes', deadline = now() + $2::interval where id = $1`,
      [id, offset],
    );

  test('a save within the 5 s grace is accepted; after it, refused', async () => {
    const a = await start(w.second, f.mockPaperId);
    await moveDeadline(a.id, '-3 seconds');
    expect(
      (
        await w.answer(w.second, {
          p_attempt_id: a.id,
          p_question_id: f.mockQuestions[0].id,
          p_selected_option: f.mockQuestions[0].correct,
        })
      ).error,
    ).toBeNull();
    await moveDeadline(a.id, '-6 seconds');
    const late = await w.answer(w.second, { p_attempt_id: a.id, p_question_id: f.mockQuestions[1].id, p_selected_option: 'A' });
    expect(late.error).toMatchObject({ code: 'P0001', message: 'Attempt deadline has passed' });
  });

  test('submit after the deadline (auto-submit) counts only answers saved by deadline + grace, end_time capped', async () => {
    const a = await start(w.second, f.mockPaperId);
    const [q0, q1] = f.mockQuestions;
    await w.answer(w.second, { p_attempt_id: a.id, p_question_id: q0.id, p_selected_option: q0.correct });
    await w.answer(w.second, { p_attempt_id: a.id, p_question_id: q1.id, p_selected_option: q1.correct });
    // The second answer is made to look saved 10 s after a deadline that is now 1 minute past.
    await moveDeadline(a.id, '-1 minute');
    await w.sql(`update public.user_answers set updated_at = now() - interval '50 seconds' where attempt_id = $1 and question_id = $2`, [
      a.id,
      q1.id,
    ]);
    await w.sql(`update public.user_answers set updated_at = now() - interval '70 seconds' where attempt_id = $1 and question_id = $2`, [
      a.id,
      q0.id,
    ]);
    const done = await w.second.rpc('submit_attempt', { p_attempt_id: a.id });
    expect(done.error).toBeNull();
    expect(done.data.score).toBe(Math.round((1 / f.mockQuestions.length) * 100));
    expect(done.data.end_time).toBe(done.data.deadline);
    const review = await w.second.rpc('get_attempt_review', { p_attempt_id: a.id });
    const chosen = Object.fromEntries(
      review.data.map((r: { question_id: string; selected_option: string | null }) => [r.question_id, r.selected_option]),
    );
    expect(chosen[q0.id]).toBe(q0.correct);
    expect(chosen[q1.id]).toBeNull();
  });
});

describe('server_time', () => {
  test.each(['anon', 'learner'] as const)('%s reads the server clock', async (who) => {
    const { data, error } = await w[who].rpc('server_time');
    expect(error).toBeNull();
    expect(Math.abs(new Date(data).getTime() - Date.now())).toBeLessThan(60_000);
  });
});
