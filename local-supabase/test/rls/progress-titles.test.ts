// Issue 42, finding 11: get_exam_progress listed every paper of the exam, so any signed-in account read the titles of
// drafts, retired papers and the question bank. It lists what the catalog shows the learner: published papers, and a
// paper of another status only to a learner who has an attempt of it. Tried with supabase-js as two learners.
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;

beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
}, STARTUP_MS);
afterAll(() => w?.stop());

async function paper(title: string, kind: string, status: string) {
  const [p] = await w.sql<{ id: string }>(
    `insert into public.test_papers (exam_id, title, description, duration_minutes, kind, status)
     values ($1, $2, 'x', 20, $3, case when $3 = 'practice' then 'published' else 'draft' end) returning id`,
    [f.examId, title, kind],
  );
  await w.sql(
    `insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option, explanation, status)
     values ($1, $2, 'a', 'b', 'c', 'd', 'A', 'Because A.', case when $3 = 'practice' then 'published' else 'draft' end)`,
    [p.id, `${title}: which one?`, kind],
  );
  if (status === 'retired') await w.sql(`update public.test_papers set status = $2 where id = $1`, [p.id, status]);
  return p.id;
}

const titles = async (client: typeof w.learner) => {
  const { data, error } = await client.rpc('get_exam_progress', { p_exam_id: f.examId });
  expect(error).toBeNull();
  return (data.papers as { title: string }[]).map((p) => p.title).sort();
};

test('draft, bank and retired paper titles reach no learner; a retired paper stays in the history of the learner who took it', async () => {
  await w.purchase(w.learnerId, f.premiumPlanId, 'completed');
  const taken = await paper('Retired, taken', 'practice', 'published');
  const { data: attempt, error } = await w.learner.rpc('start_attempt', { p_test_paper_id: taken });
  expect(error).toBeNull();
  expect((await w.learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeNull();
  await w.sql(`update public.test_papers set status = 'retired' where id = $1`, [taken]);
  await paper('Secret draft mock', 'full', 'draft');
  await paper('Secret question bank', 'bank', 'draft');
  await paper('Retired, never taken', 'practice', 'retired');

  expect(await titles(w.learner)).toEqual(['Demo Questions', 'Mock Test 1', 'Retired, taken']);
  expect(await titles(w.second)).toEqual(['Demo Questions', 'Mock Test 1']);
});
