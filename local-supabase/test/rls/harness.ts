// The world every row-level-security test runs in: a local-supabase server started
// in-process (PGlite, or PostgreSQL when DATABASE_URL is set), two learners and a
// visitor as real supabase-js clients, and a catalog of its own (random ids, made through
// the database handle) so the suite never depends on the seeded question bank.
import { randomUUID } from 'node:crypto';
import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js';
import { anonClient, clientFor, createUser, serviceClient, startTestServer } from '../helpers';

export const PASSWORD = 'rls-secret-1';
/** Starting a server migrates and seeds a fresh database: seconds, more on a busy 2-core CI box. */
export const STARTUP_MS = 120_000;

export interface Fixture {
  examId: string;
  freePlanId: string;
  premiumPlanId: string;
  demoPaperId: string;
  mockPaperId: string;
  /** The mock paper's questions in position order, with their keys. */
  mockQuestions: { id: string; correct: string }[];
  demoQuestions: { id: string; correct: string }[];
}

export interface World {
  anon: SupabaseClient;
  learner: SupabaseClient;
  second: SupabaseClient;
  service: SupabaseClient;
  learnerId: string;
  secondId: string;
  /** Superuser SQL, for arranging what no API allows (expired purchases, past deadlines). */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** A fresh exam with free and premium plans, a 'Demo Questions' paper and a mock. */
  makeExam(): Promise<Fixture>;
  /** A confirmed user of its own, signed in (twice, when asked: two devices), for tests that end an account. */
  newLearner(label: string, devices?: number): Promise<{ id: string; email: string; clients: SupabaseClient[] }>;
  /** Gives userId a purchase of the plan, written as the payment verification would. */
  purchase(
    userId: string,
    planId: string,
    status: 'completed' | 'demo',
    opts?: { expiresIn?: string; createdAgo?: string },
  ): Promise<string>;
  /**
   * save_answer as the attempt page calls it: a canonical option plus the order the attempt shows that question's
   * options in (p_option_keys), read from the stored order.
   */
  answer(
    client: SupabaseClient,
    args: Record<string, unknown> & { p_attempt_id: string; p_question_id: string },
  ): Promise<PostgrestSingleResponse<any>>;
  stop(): Promise<void>;
}

/** Options every suite starts its server with: PostgreSQL when DATABASE_URL is set, wiped first. */
export const serverOptions = () => (process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, reset: true } : {});

/** `extra`: more server options (e.g. `deliverMail: false` for the mail sender's claim). */
export async function startWorld(extra: Parameters<typeof startTestServer>[0] = {}): Promise<World> {
  const server = await startTestServer({ ...serverOptions(), ...extra });
  const sql: World['sql'] = async (text, params = []) => (await server.db.query(text, params)).rows as never;

  const tag = randomUUID().slice(0, 8);
  const learnerEmail = `learner-${tag}@rls.test`;
  const secondEmail = `second-${tag}@rls.test`;
  const learnerId = (await createUser(server, learnerEmail, PASSWORD, { full_name: 'RLS Learner' }))!.id;
  const secondId = (await createUser(server, secondEmail, PASSWORD, { full_name: 'RLS Second' }))!.id;

  const learner = await clientFor(server, learnerEmail, PASSWORD);
  const second = await clientFor(server, secondEmail, PASSWORD);
  const anon = anonClient(server);
  const service = serviceClient(server);

  const makeExam = async (): Promise<Fixture> => {
    const [exam] = await sql<{ id: string }>(`insert into public.exams (name, description) values ($1, 'RLS fixture') returning id`, [
      `NISM Series RLS-${randomUUID().slice(0, 6)}: Fixture Examination`,
    ]);
    const plans = await sql<{ id: string; plan_type: string }>(
      `insert into public.exam_plans (exam_id, plan_type, price, original_price, duration_days, description)
       values ($1, 'free', 0, 0, 1, 'Demo|Free'), ($1, 'premium', 499, 999, 90, 'All papers|Explanations')
       returning id, plan_type`,
      [exam.id],
    );
    const paper = async (title: string, count: number) => {
      const [p] = await sql<{ id: string }>(
        `insert into public.test_papers (exam_id, title, description, duration_minutes, kind) values ($1, $2::text, 'fixture', 20, case when $2 = 'Demo Questions' then 'demo' else 'practice' end) returning id`,
        [exam.id, title],
      );
      const keys = ['A', 'B', 'C', 'D'];
      const questions: { id: string; correct: string }[] = [];
      for (let i = 0; i < count; i++) {
        const correct = keys[i % 4];
        const [q] = await sql<{ id: string }>(
          `insert into public.questions (test_paper_id, question_text, option_a, option_b, option_c, option_d, correct_option, explanation)
           values ($1, $2, 'a', 'b', 'c', 'd', $3, $4) returning id`,
          [p.id, `${title} question ${i + 1}`, correct, `Because ${correct}.`],
        );
        questions.push({ id: q.id, correct });
      }
      return { id: p.id, questions };
    };
    const demo = await paper('Demo Questions', 4);
    const mock = await paper('Mock Test 1', 8);
    return {
      examId: exam.id,
      freePlanId: plans.find((p) => p.plan_type === 'free')!.id,
      premiumPlanId: plans.find((p) => p.plan_type === 'premium')!.id,
      demoPaperId: demo.id,
      mockPaperId: mock.id,
      demoQuestions: demo.questions,
      mockQuestions: mock.questions,
    };
  };

  const purchase: World['purchase'] = async (userId, planId, status, opts = {}) => {
    const [row] = await sql<{ id: string }>(
      `insert into public.exam_purchases (user_id, exam_id, plan_id, payment_id, purchase_date, expiry_date, payment_status, created_at)
       select $1, p.exam_id, p.id, $3, now() - $5::interval, now() + $4::interval, $2, now() - $5::interval
       from public.exam_plans p where p.id = $6 returning id`,
      [userId, status, `pay_${randomUUID()}`, opts.expiresIn ?? '30 days', opts.createdAgo ?? '0 seconds', planId],
    );
    return row.id;
  };

  const newLearner: World['newLearner'] = async (label, devices = 1) => {
    const email = `${label}-${randomUUID().slice(0, 8)}@rls.test`;
    const id = (await createUser(server, email, PASSWORD, { full_name: `RLS ${label}` }))!.id;
    const clients = [];
    for (let i = 0; i < devices; i++) clients.push(await clientFor(server, email, PASSWORD));
    return { id, email, clients };
  };

  return {
    anon,
    learner,
    second,
    service,
    learnerId,
    secondId,
    sql,
    makeExam,
    newLearner,
    purchase,
    answer: async (client, args) => {
      const [order] = await sql<{ option_keys: string }>(
        'select option_keys from private.attempt_question_order where attempt_id = $1 and question_id = $2',
        [args.p_attempt_id, args.p_question_id],
      );
      return client.rpc('save_answer', { p_option_keys: order?.option_keys ?? null, ...args });
    },
    stop: async () => {
      await Promise.all([learner, second, anon, service].map((c) => c.removeAllChannels()));
      await server.stop();
    },
  };
}
