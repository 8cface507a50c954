// Results that never contradict themselves (supabase/schema/attempts.sql): a save without a time keeps the
// stored time, where the learner was is kept on the server, one attempt per paper runs at a time and its keys stay
// hidden meanwhile, an attempt after seen keys is a retake, and Series V-A is marked without deduction.
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

const start = async (endRunning?: boolean) => {
  const { data, error } = await w.learner.rpc('start_attempt', {
    p_test_paper_id: f.mockPaperId,
    ...(endRunning === undefined ? {} : { p_end_running: endRunning }),
  });
  expect(error).toBeNull();
  return data as { id: string; retake: boolean; completed: boolean };
};
const submit = (id: string) => w.learner.rpc('submit_attempt', { p_attempt_id: id });

describe('time per question', () => {
  test('a save with only an answer or only a review mark keeps the stored time instead of writing the cap', async () => {
    const attempt = await start();
    const [q1, q2] = f.mockQuestions;
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q1.id, p_selected_option: 'A', p_time_spent_ms: 4_000 });
    const answerOnly = await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q1.id, p_selected_option: 'B' });
    expect(answerOnly.data).toMatchObject({ selected_option: 'B', time_spent_ms: 4_000 });
    const markOnly = await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q2.id, p_marked_for_review: true });
    expect(markOnly.data).toMatchObject({ marked_for_review: true, time_spent_ms: null });
    await submit(attempt.id);
  });

  test('rows already written with the cap that their attempt cannot explain are cleared', async () => {
    const attempt = await start();
    const [q1, q2] = f.mockQuestions;
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q1.id, p_selected_option: 'A', p_time_spent_ms: 3_000 });
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q2.id, p_selected_option: 'A', p_time_spent_ms: 3_000 });
    // As the old save_answer wrote it: the paper's 20 minutes on a question of an attempt that lasted seconds.
    await w.sql('update public.user_answers set time_spent_ms = 1200000 where attempt_id = $1 and question_id = $2', [attempt.id, q1.id]);
    await submit(attempt.id);
    await w.sql('select private.clear_capped_times()');
    const rows = await w.sql<{ question_id: string; time_spent_ms: number | null }>(
      'select question_id, time_spent_ms from public.user_answers where attempt_id = $1',
      [attempt.id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.question_id, r.time_spent_ms]))).toEqual({ [q1.id]: null, [q2.id]: 3_000 });
  });
});

describe('where the learner was', () => {
  test('a visit is kept with the answers and makes that question the current one, for any device', async () => {
    const attempt = await start();
    const [q1, q2, q3] = f.mockQuestions;
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q1.id, p_visited: true });
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q2.id, p_visited: true });
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q1.id, p_selected_option: 'C' });
    await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: q3.id, p_visited: true });
    const { data: rows } = await w.learner
      .from('user_answers')
      .select('question_id, visited, selected_option')
      .eq('attempt_id', attempt.id);
    expect(
      rows!
        .filter((r) => r.visited)
        .map((r) => r.question_id)
        .sort(),
    ).toEqual([q1.id, q2.id, q3.id].sort());
    const { data: row } = await w.learner.from('user_test_attempts').select('current_question_id').eq('id', attempt.id).single();
    expect(row!.current_question_id).toBe(q3.id);
    await submit(attempt.id);
  });
});

describe('one running attempt per paper, and its keys withheld', () => {
  test('starting again resumes the running attempt; ending it submits it and the next is a retake', async () => {
    const first = await start();
    const again = await start();
    expect(again.id).toBe(first.id);

    const q = f.mockQuestions[0];
    await w.answer(w.learner, { p_attempt_id: first.id, p_question_id: q.id, p_selected_option: q.correct });
    const next = await start(true);
    expect(next.id).not.toBe(first.id);
    expect(next.retake).toBe(true);
    const { data: ended } = await w.learner.from('user_test_attempts').select('completed, correct_count').eq('id', first.id).single();
    expect(ended).toEqual({ completed: true, correct_count: 1 });
    await submit(next.id);
  });

  test("while an attempt of the paper runs, an earlier attempt's review and practice keys are withheld", async () => {
    const done = await start();
    await submit(done.id);
    expect((await w.learner.rpc('get_attempt_review', { p_attempt_id: done.id })).error).toBeNull();

    const running = await start();
    const review = await w.learner.rpc('get_attempt_review', { p_attempt_id: done.id });
    expect(review.error).toMatchObject({ code: 'NSM03', message: 'Answers are hidden while an attempt of this paper is in progress' });
    const practice = await w.learner.rpc('check_practice_answer', { p_question_id: f.mockQuestions[0].id, p_selected_option: 'A' });
    expect(practice.error?.code).toBe('42501');

    await submit(running.id);
    expect((await w.learner.rpc('get_attempt_review', { p_attempt_id: done.id })).error).toBeNull();
  });

  test('a burst of starts cannot open attempts without end', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => start()));
    expect(new Set(ids.map((a) => a.id)).size).toBe(1);
    await submit(ids[0].id);
    // Ending and starting in a loop stops at the hourly limit.
    await w.sql(
      `insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline, completed, end_time)
       select $1, $2, now(), now() + interval '20 minutes', true, now() from generate_series(1, 30)`,
      [w.learnerId, f.mockPaperId],
    );
    const refused = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId, p_end_running: true });
    expect(refused.error?.message).toBe('Too many tests started in the last hour. Please try again later.');
  });
});

describe('Series V-A', () => {
  test('has no negative marking in its exam facts', async () => {
    const { data } = await w.anon
      .from('exam_info')
      .select('negative_marking_percent')
      .eq('exam_id', '00000000-0000-4000-a000-000000000003')
      .single();
    expect(data).toEqual({ negative_marking_percent: 0 });
  });

  test('an attempt marked with a deduction the exam does not have is marked again, with a notice', async () => {
    const other = await w.newLearner('remark');
    const exam = await w.makeExam();
    await w.sql(
      `insert into public.exam_info (exam_id, title, certification_levels, requirement, aim, objectives, duration_minutes,
         passing_score_percent, negative_marking_percent, structure, total_marks)
       values ($1, 'Fixture', 'one', 'none', 'test', array['x'], 20, 50, 25,
               '[{"section": "Multiple-choice questions", "questions": 8, "marks_each": 1, "marks": 8}]', 8)`,
      [exam.examId],
    );
    await w.purchase(other.id, exam.premiumPlanId, 'completed');
    const learner = other.clients[0];
    const { data: attempt } = await learner.rpc('start_attempt', { p_test_paper_id: exam.mockPaperId });
    // 4 right and 4 wrong: 4 - 1 = 3 of 8 with the deduction, a fail; 4 of 8 = 50% without it, a pass.
    for (const [i, q] of exam.mockQuestions.entries()) {
      await w.answer(learner, {
        p_attempt_id: attempt.id,
        p_question_id: q.id,
        p_selected_option: i < 4 ? q.correct : q.correct === 'A' ? 'B' : 'A',
      });
    }
    const { data: marked } = await learner.rpc('submit_attempt', { p_attempt_id: attempt.id });
    expect(marked).toMatchObject({ net_marks: 3, passed: false });

    await w.sql('update public.exam_info set negative_marking_percent = 0 where exam_id = $1', [exam.examId]);
    // A re-marking (a question fixed) keeps the rules the attempt was taken under: still 3 of 8, a fail.
    const [{ remark_attempt: unchanged }] = await w.sql<{ remark_attempt: boolean }>('select private.remark_attempt($1, $2)', [
      attempt.id,
      'A question was corrected.',
    ]);
    expect(unchanged).toBe(false);
    // Correcting the rules themselves is said so, and only then are the exam's current rules applied.
    const [{ remark_attempt_under_current_rules: changed }] = await w.sql<{ remark_attempt_under_current_rules: boolean }>(
      'select private.remark_attempt_under_current_rules($1, private.va_remark_reason())',
      [attempt.id],
    );
    expect(changed).toBe(true);
    const { data: row } = await learner
      .from('user_test_attempts')
      .select('score, net_marks, net_percent, negative_marks, passed, remarked_at, remark_reason')
      .eq('id', attempt.id)
      .single();
    expect(row).toMatchObject({ score: 50, net_marks: 4, net_percent: 50, negative_marks: 0, passed: true });
    expect(row!.remark_reason).toMatch(/^Series V-A has no negative marking/);
    expect(row!.remarked_at).not.toBeNull();
  });

  test('re-marking after a question fix keeps the pass mark and negative marking the attempt was taken under (issue 43)', async () => {
    const other = await w.newLearner('rules-kept');
    const exam = await w.makeExam();
    await w.sql(
      `insert into public.exam_info (exam_id, title, certification_levels, requirement, aim, objectives, duration_minutes,
         passing_score_percent, negative_marking_percent, structure, total_marks)
       values ($1, 'Fixture', 'one', 'none', 'test', array['x'], 20, 50, 25,
               '[{"section": "Multiple-choice questions", "questions": 8, "marks_each": 1, "marks": 8}]', 8)`,
      [exam.examId],
    );
    await w.purchase(other.id, exam.premiumPlanId, 'completed');
    const learner = other.clients[0];
    const { data: attempt } = await learner.rpc('start_attempt', { p_test_paper_id: exam.mockPaperId });
    // 5 right, 3 wrong: 5 - 0.75 = 4.25 of 8 (53.13%), a pass at 50%.
    for (const [i, q] of exam.mockQuestions.entries()) {
      await w.answer(learner, {
        p_attempt_id: attempt.id,
        p_question_id: q.id,
        p_selected_option: i < 5 ? q.correct : q.correct === 'A' ? 'B' : 'A',
      });
    }
    const { data: marked } = await learner.rpc('submit_attempt', { p_attempt_id: attempt.id });
    expect(marked).toMatchObject({ net_marks: 4.25, passed: true, passing_score_percent: 50, negative_marking_percent: 25 });

    // Today the exam's rules are stricter: a 60 % pass mark and a 50 % deduction.
    await w.sql('update public.exam_info set passing_score_percent = 60, negative_marking_percent = 50 where exam_id = $1', [exam.examId]);
    // A question is fixed: its key becomes the learner's wrong answer to it, so they now have 6 right and 2 wrong.
    const fixed = exam.mockQuestions[5];
    const wrongChoice = fixed.correct === 'A' ? 'B' : 'A';
    await w.sql(`update private.question_versions set correct_option = $2 where question_id = $1`, [fixed.id, wrongChoice]);
    const [{ remark_attempt: changed }] = await w.sql<{ remark_attempt: boolean }>('select private.remark_attempt($1, $2)', [
      attempt.id,
      'A question was corrected.',
    ]);
    expect(changed).toBe(true);
    const [row] = await w.sql(
      'select net_marks, passed, passing_score_percent, negative_marking_percent from public.user_test_attempts where id = $1',
      [attempt.id],
    );
    // Under the attempt's own rules: 6 - 0.5 = 5.5 of 8 against 50 %; never 6 - 1 = 5 against today's 60 %.
    expect(row).toEqual({ net_marks: '5.50', passed: true, passing_score_percent: 50, negative_marking_percent: 25 });
  });
});
