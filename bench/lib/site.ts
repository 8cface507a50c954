// The production stack the browser sections share: started once on free ports with an in-memory database, plus
// the bench's own fixtures (a learner with a purchase, a 150-question paper, an open attempt). Stopped by run.ts.
import { createClient } from '@supabase/supabase-js';
import { startStack, type RunningStack } from '../../tools/stack';

export const EXAM = '00000000-0000-4000-a000-000000000001';
export const QUESTIONS = 150;

export interface Site {
  stack: RunningStack;
  url(path: string): string;
  examId: string;
  /** The attempt page of the 150-question paper, opened by the bench learner. */
  attemptPath: string;
  /** The learner's persisted supabase-js session, to put into the site's localStorage. */
  session: Record<string, string>;
}

let current: Promise<Site> | null = null;

/** The shared site, started on first use. */
export function site(): Promise<Site> {
  current ??= startSite();
  return current;
}

export async function stopSite(): Promise<void> {
  if (!current) return;
  const s = await current.catch(() => null);
  current = null;
  await s?.stack.stop();
}

function supabase(url: string, key: string, storage?: Map<string, string>) {
  // Untyped: the fixtures write tables (questions, purchases) the apps' Database type keeps read-only.
  return createClient(url, key, {
    auth: {
      persistSession: !!storage,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      ...(storage
        ? {
            storage: {
              getItem: (k: string) => storage.get(k) ?? null,
              setItem: (k: string, v: string) => void storage.set(k, v),
              removeItem: (k: string) => void storage.delete(k),
            },
          }
        : {}),
    },
  });
}

async function startSite(): Promise<Site> {
  const stack = await startStack({ freePorts: true, dataDir: null, quiet: true });
  try {
    const { url, publishableKey, secretKey } = stack.backend;
    const admin = supabase(url, secretKey!);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const must = (what: string, r: { data: any; error: { message: string } | null }): any => {
      if (r.error || r.data === null) throw new Error(`bench fixture: ${what}: ${r.error?.message ?? 'no data'}`);
      return r.data;
    };

    // Written as the database's owner (the engine itself): the service role may not run the papers' triggers, which
    // call functions in the private schema ("permission denied for schema private" since issue 48's triggers).
    const db = stack.backend.db as { query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }> };
    const [paper] = (
      await db.query<{ id: string }>(
        `insert into public.test_papers (exam_id, title, duration_minutes, position) values ($1, 'Bench 150-question paper', 180, 99) returning id`,
        [EXAM],
      )
    ).rows;
    await db.query(
      `insert into public.questions (test_paper_id, position, question_text, option_a, option_b, option_c, option_d, correct_option, explanation)
       select $1, i,
              'Bench question ' || i || ': which of these statements about a registered investment adviser''s duty of care applies when the client''s risk profile changes after the initial assessment?',
              'Review the advice already given (' || i || 'a)', 'Nothing changes until the next annual review (' || i || 'b)',
              'Only the distributor needs to be told (' || i || 'c)', 'The client must sign a new agreement first (' || i || 'd)',
              (array['A','B','C','D'])[(i - 1) % 4 + 1], 'Generated for the benchmark.'
       from generate_series(1, $2::integer) i`,
      [paper.id, QUESTIONS],
    );

    const email = `bench-ui-${Date.now()}@example.com`;
    const user = must('user', await admin.auth.admin.createUser({ email, password: 'practice123', email_confirm: true })).user;
    const plan = must(
      'plan',
      await admin.from('exam_plans').select('id, duration_days').eq('exam_id', EXAM).eq('plan_type', 'premium').single(),
    );
    must(
      'purchase',
      await admin
        .from('exam_purchases')
        .insert({
          user_id: user.id,
          exam_id: EXAM,
          plan_id: plan.id,
          payment_id: `pay_bench_ui_${Date.now()}`,
          payment_status: 'completed',
          expiry_date: new Date(Date.now() + plan.duration_days * 86_400_000).toISOString(),
        })
        .select('id'),
    );

    const storage = new Map<string, string>();
    const learner = supabase(url, publishableKey, storage);
    must('sign-in', await learner.auth.signInWithPassword({ email, password: 'practice123' }));
    const attempt = must('attempt', await learner.rpc('start_attempt', { p_test_paper_id: paper.id }));
    const attemptId = (Array.isArray(attempt) ? attempt[0] : attempt).id as string;
    // The fixture's paper changed its exam's pages: render them now, so that no refresh renders 14 pages in the
    // background while the browser sections measure.
    await stack.refreshPages();

    return {
      stack,
      url: (p) => `${stack.shellUrl}${p}`,
      examId: EXAM,
      attemptPath: `/exams/${EXAM}/test/${paper.id}/attempt/${attemptId}`,
      session: Object.fromEntries(storage),
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
