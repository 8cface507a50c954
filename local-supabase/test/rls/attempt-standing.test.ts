// Where I stand (issue 50 §3): a learner's percentile among learners' first attempts at a paper, overall and per
// section, from get_attempt_standing; only once 30 learners have taken the paper, and only aggregates: no other
// learner's identity, answers or marks reach the caller.
import { randomUUID } from 'node:crypto';
import { PASSWORD, STARTUP_MS, startWorld, type Fixture, type World } from './harness';

let w: World;
let f: Fixture;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
}, STARTUP_MS);
afterAll(() => w?.stop());

const sections = (a: number, b: number) =>
  JSON.stringify([
    { section: 'Part A', net_marks: a },
    { section: 'Part B', net_marks: b },
  ]);

/** A completed, marked attempt at the fixture's mock, `minutesAgo` old, written as submit_attempt would leave it. */
async function attempt(userId: string, netMarks: number, sectionMarks: [number, number], minutesAgo = 30): Promise<string> {
  const [row] = await w.sql<{ id: string }>(
    `insert into public.user_test_attempts (user_id, test_paper_id, start_time, deadline, end_time, completed, score,
       total_marks, net_marks, section_results)
     values ($1, $2, now() - make_interval(mins => $3), now() - make_interval(mins => $3 - 20), now() - make_interval(mins => $3 - 10),
       true, round($4::numeric)::int, 100, $4::numeric, $5::jsonb) returning id`,
    [userId, f.mockPaperId, minutesAgo, netMarks, sections(...sectionMarks)],
  );
  return row.id;
}

async function learners(count: number, marks: (i: number) => number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const email = `standing-${randomUUID().slice(0, 8)}@rls.test`;
    const { data, error } = await w.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (error) throw error;
    // A later, better retake counts for nothing: the first attempt is the learner's standing.
    await attempt(data.user.id, marks(i), [marks(i) / 2, marks(i) / 2], 60);
    await attempt(data.user.id, 100, [50, 50], 10);
  }
}

test('before 30 learners have taken the paper there is no percentile, only how many have', async () => {
  const mine = await attempt(w.learnerId, 20, [15, 5]);
  await learners(10, (i) => i);
  const { data, error } = await w.learner.rpc('get_attempt_standing', { p_attempt_id: mine });
  expect(error).toBeNull();
  expect(data).toEqual({ learners: 11, needed: 30, percentile: null, sections: [] });
});

test("from 30 learners: the attempt's percentile among the others' first attempts, and per section, and nothing else", async () => {
  await learners(20, (i) => 10 + i);
  const [mine] = await w.sql<{ id: string }>('select id from public.user_test_attempts where user_id = $1', [w.learnerId]);
  const { data, error } = await w.learner.rpc('get_attempt_standing', { p_attempt_id: mine.id });
  expect(error).toBeNull();
  // The 30 others' first attempts: 0-9 and 10-29; 20 below 20 and one tie: (20 + 0.5) / 30.
  expect(data.learners).toBe(31);
  expect(data.percentile).toBe(68.3);
  // Part A 15 against the others' halves (0-4.5 and 5-14.5): all 30 below; Part B 5: 10 below, one tie.
  expect(data.sections).toEqual([
    { section: 'Part A', percentile: 100 },
    { section: 'Part B', percentile: 35 },
  ]);
  expect(Object.keys(data).sort()).toEqual(['learners', 'needed', 'percentile', 'sections']);
});

test("another learner cannot read a learner's standing, nor can a visitor", async () => {
  const [mine] = await w.sql<{ id: string }>('select id from public.user_test_attempts where user_id = $1', [w.learnerId]);
  const other = await w.second.rpc('get_attempt_standing', { p_attempt_id: mine.id });
  expect([other.status, other.error?.code]).toEqual([404, 'P0002']);
  const visitor = await w.anon.rpc('get_attempt_standing', { p_attempt_id: mine.id });
  expect(visitor.error?.code).toBe('42501');
});
