// Plan copy from data (issue 26 item 11; private.plan_benefits and plan_benefit_lines in supabase/schema/catalog.sql,
// refresh_plan_descriptions in supabase/schema/papers.sql): every longer plan of every seeded exam lists at least
// what a shorter one does, as a visitor reads the plans, and a description that drifted from the data is rewritten.
import { anonClient, startTestServer } from '../helpers';
import { STARTUP_MS, serverOptions } from './harness';

const exam = (n: number) => `00000000-0000-4000-a000-00000000000${n}`;

let server: Awaited<ReturnType<typeof startTestServer>>;
const sql = async <R>(text: string, params: unknown[] = []) => (await server.db.query(text, params)).rows as R[];
beforeAll(async () => {
  server = await startTestServer(serverOptions());
}, STARTUP_MS);
afterAll(() => server?.stop());

interface Plan {
  id: string;
  exam_id: string;
  price: number;
  duration_days: number;
  description: string;
}

async function seededPlans(): Promise<Plan[]> {
  const { data, error } = await anonClient(server)
    .from('exam_plans')
    .select('id, exam_id, price, duration_days, description')
    .in('exam_id', [1, 2, 3, 4, 5, 6].map(exam))
    .order('duration_days');
  expect(error).toBeNull();
  return data as Plan[];
}

const lines = (p: Plan) => p.description.split('|');
/** A line as it reads whatever the plan's length: "Unlimited attempts for 90 days" is the same benefit at 180. */
const benefit = (line: string) => line.replace(/\b\d+ days\b/, 'N days');

/** Pairs of plans of one exam, the shorter first. */
function shorterLonger(plans: Plan[]): [Plan, Plan][] {
  const pairs: [Plan, Plan][] = [];
  for (const a of plans) for (const b of plans) if (a.exam_id === b.exam_id && a.duration_days < b.duration_days) pairs.push([a, b]);
  return pairs;
}

test('every paid plan lists each benefit of a shorter paid plan of its exam, word for word', async () => {
  const plans = await seededPlans();
  expect(plans).toHaveLength(18);
  const pairs = shorterLonger(plans.filter((p) => p.price > 0));
  expect(pairs).toHaveLength(6);
  for (const [shorter, longer] of pairs) {
    const missing = lines(shorter)
      .map(benefit)
      .filter((line) => !lines(longer).map(benefit).includes(line));
    expect({ plan: `${longer.duration_days}-day plan of ${longer.exam_id}`, missing }).toEqual({
      plan: `${longer.duration_days}-day plan of ${longer.exam_id}`,
      missing: [],
    });
  }
});

test("X-B's ₹1,299 180-day plan lists what its 90-day plan does, score history included", async () => {
  const plans = (await seededPlans()).filter((p) => p.exam_id === exam(2));
  const byDays = Object.fromEntries(plans.map((p) => [p.duration_days, p]));
  expect(byDays[180].price).toBe(1299);
  expect(lines(byDays[180])).toEqual([
    'All 7 papers, including 3 full-length mocks of 120 questions',
    'Case-based practice: 6 cases of 5 two-mark questions',
    'Detailed explanation for every question',
    'Unlimited attempts for 180 days',
    'Score history and best score per paper',
  ]);
  expect(lines(byDays[90]).map(benefit)).toEqual(lines(byDays[180]).map(benefit));
  expect(lines(byDays[1])).toEqual([
    'Demo Questions paper (15 questions)', // its 10 and a case of 5 (issue 43)
    'Instant results with explanations',
    'Valid until midnight today',
  ]);
});

/** Whether `line` is `template` written for plan p: {days} is its duration, {papers} and {full} what the exam offers. */
const renders = (template: string, p: Plan, line: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{days}', String(p.duration_days))
      .replace(', including {full}', '(, including .+)?')
      .replace('{papers}', '\\d+')}$`,
  ).test(line);

test("against the benefits data, each longer plan (the demo's included) shows every slot a shorter one does, at the same tier or above", async () => {
  const tiers = await sql<{ slot: number; exam_id: string | null; min_days: number; line: string }>(
    'select slot, exam_id, min_days, line from private.plan_benefits',
  );
  const tierOf = (p: Plan, line: string) => {
    const found = tiers.find((t) => (t.exam_id === p.exam_id || t.exam_id === null) && renders(t.line, p, line));
    if (!found) throw new Error(`"${line}" of ${p.id} is not in private.plan_benefits`);
    return found;
  };
  const plans = await seededPlans();
  for (const [shorter, longer] of shorterLonger(plans)) {
    const longerSlots = new Map(lines(longer).map((l) => [tierOf(longer, l).slot, tierOf(longer, l).min_days]));
    for (const line of lines(shorter)) {
      const { slot, min_days: minDays } = tierOf(shorter, line);
      expect(longerSlots.get(slot) ?? -1).toBeGreaterThanOrEqual(minDays);
    }
    expect(lines(longer).length).toBeGreaterThanOrEqual(lines(shorter).length);
  }
  // Every line is a benefit line: no empty line, no stray pipe.
  expect(plans.flatMap(lines).every((l) => l.trim() === l && l.length > 0)).toBe(true);
});

test("refreshing an exam's plans rewrites a hand-written copy from the data and leaves exams it does not describe alone", async () => {
  const xb180 = '00000000-0000-4000-c000-000000000023';
  const old =
    'All 4 papers, including the 3-hour full-length mock|Case-based practice: 6 cases of 5 two-mark questions|Detailed explanations|Unlimited attempts for 180 days';
  const [other] = await sql<{ id: string }>(
    `insert into public.exams (name, description) values ('NISM Series Other: Fixture', 'x') returning id`,
  );
  const [otherPlan] = await sql<{ id: string }>(
    `insert into public.exam_plans (exam_id, plan_type, price, original_price, duration_days, description)
     values ($1, 'premium', 100, 100, 90, 'Its own|Copy') returning id`,
    [other.id],
  );
  await sql('update public.exam_plans set description = $2 where id = $1', [xb180, old]);

  await sql('select private.refresh_plan_descriptions($1), private.refresh_plan_descriptions($2)', [exam(2), other.id]);

  const [xb] = await sql<{ description: string }>('select description from public.exam_plans where id = $1', [xb180]);
  expect(xb.description.split('|')).toContain('Score history and best score per paper');
  expect(xb.description.split('|')).toContain('Detailed explanation for every question');
  const [untouched] = await sql<{ description: string }>('select description from public.exam_plans where id = $1', [otherPlan.id]);
  expect(untouched.description).toBe('Its own|Copy');
});
