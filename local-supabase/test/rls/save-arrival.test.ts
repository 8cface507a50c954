// Issue 42, finding 7 (the save): on PGlite (one connection) an answer sent before the deadline waited behind other
// work (a long import) and came back "deadline has passed", lost. A save is judged by when it arrived: if that is
// within the deadline's grace it is accepted and counted, however long it queued. Tried as the learner with supabase-js
// while the database is held busy (PGlite: the connection; PostgreSQL: the attempt's row, which the save locks).
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
}, STARTUP_MS);
afterAll(() => w?.stop());

test('an answer sent before the deadline, held up past the deadline and its grace, is accepted and scored', async () => {
  const { data: attempt, error } = await w.learner.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
  expect(error).toBeNull();
  const q = f.mockQuestions[0];
  // The order the attempt shows (read before the database is held busy).
  const [order] = await w.sql<{ option_keys: string }>(
    'select option_keys from private.attempt_question_order where attempt_id = $1 and question_id = $2',
    [attempt.id, q.id],
  );
  // The deadline is 1.5 s away; with the 5 s grace, a save must arrive within 6.5 s.
  await w.sql(`update public.user_test_attempts set deadline = now() + interval '1.5 seconds' where id = $1`, [attempt.id]);
  // Other work holds the database for 8 s (as a 20,000-row import did): on PGlite the one connection, everywhere the
  // attempt's row.
  const busy = w.sql(`with held as (select id from public.user_test_attempts where id = $1 for update) select pg_sleep(8) from held`, [
    attempt.id,
  ]);
  await new Promise((r) => setTimeout(r, 300));
  const sentAt = Date.now();
  const saved = await w.learner.rpc('save_answer', {
    p_attempt_id: attempt.id,
    p_question_id: q.id,
    p_selected_option: q.correct,
    p_option_keys: order.option_keys,
  });
  await busy;
  expect(Date.now() - sentAt).toBeGreaterThan(6500); // it did wait past the deadline and its grace
  expect(saved.error).toBeNull();
  expect(saved.data).toMatchObject({ selected_option: q.correct });
  // Its save time is when it arrived, so the marking counts it.
  const [row] = await w.sql<{ in_time: boolean }>(
    `select ua.updated_at <= a.deadline + interval '5 seconds' as in_time
     from public.user_answers ua join public.user_test_attempts a on a.id = ua.attempt_id
     where ua.attempt_id = $1 and ua.question_id = $2`,
    [attempt.id, q.id],
  );
  expect(row).toEqual({ in_time: true });
  const submitted = await w.learner.rpc('submit_attempt', { p_attempt_id: attempt.id });
  expect(submitted.error).toBeNull();
  expect(submitted.data).toMatchObject({ completed: true, unanswered_count: f.mockQuestions.length - 1 });
});

test('a save that arrives after the deadline and its grace is still refused', async () => {
  const { data: attempt } = await w.learner.rpc('start_attempt', { p_test_paper_id: f.demoPaperId });
  await w.sql(
    `update public.user_test_attempts set start_time = now() - interval '1 hour', deadline = now() - interval '6 seconds' where id = $1`,
    [attempt.id],
  );
  const late = await w.answer(w.learner, { p_attempt_id: attempt.id, p_question_id: f.demoQuestions[0].id, p_selected_option: 'A' });
  expect([late.error?.code, late.error?.message]).toEqual(['P0001', 'Attempt deadline has passed']);
});
