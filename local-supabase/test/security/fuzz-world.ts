// The world the REST fuzzers attack: the RLS harness's two learners, each with a purchase, an
// attempt with answers and a payment order, plus what each caller must never see (other people's
// row ids, answer keys) and a fingerprint of every protected table to prove no write got through.
import { createHash, randomUUID } from 'node:crypto';
import { startWorld, type World } from '../rls/harness';

export interface FuzzWorld extends World {
  /** Strings that must never appear in a response to the learner (the second learner's rows). */
  hiddenFromLearner: string[];
  /** Strings that must never appear in a response to a visitor (both learners' rows). */
  hiddenFromVisitor: string[];
  /** A hash per table of all its rows, read as the superuser; `except` leaves out one user's own rows. */
  fingerprint(except?: string): Promise<Record<string, string>>;
  learnerToken: string;
  secondToken: string;
  url: string;
  publishableKey: string;
  secretKey: string;
}

// The harness keeps its server to itself; the clients know its URL and keys.
const clientConfig = (c: World['anon']) => c as unknown as { supabaseUrl: string; supabaseKey: string };

export const PROTECTED_TABLES = [
  'exams',
  'exam_info',
  'exam_plans',
  'test_papers',
  'questions',
  'exam_purchases',
  'user_test_attempts',
  'user_answers',
  'payment_orders',
  'payment_webhook_events',
];

/** Explanations carry this marker, so a leak of any explanation is found by a text search. */
export const EXPLANATION_MARKER = 'SECRET-EXPLANATION';

export async function startFuzzWorld(): Promise<FuzzWorld> {
  const w = await startWorld();
  const f = await w.makeExam();
  await w.sql(`update public.questions set explanation = $2 || ' ' || id where test_paper_id = any($1::uuid[])`, [
    [f.demoPaperId, f.mockPaperId],
    EXPLANATION_MARKER,
  ]);

  const rowsOf = async (userId: string, client: World['learner']) => {
    const purchaseId = await w.purchase(userId, f.premiumPlanId, 'completed');
    const { data: attempt, error } = await client.rpc('start_attempt', { p_test_paper_id: f.mockPaperId });
    if (error) throw new Error(error.message);
    const answers: string[] = [];
    for (const q of f.mockQuestions.slice(0, 3)) {
      const r = await w.answer(client, { p_attempt_id: attempt.id, p_question_id: q.id, p_selected_option: q.correct });
      if (r.error) throw new Error(r.error.message);
      answers.push(r.data.id);
    }
    const orderId = `order_fuzz_${randomUUID().slice(0, 12)}`;
    await w.sql(
      `insert into public.payment_orders (id, user_id, exam_id, plan_id, amount_paise, currency) values ($1, $2, $3, $4, 49900, 'INR')`,
      [orderId, userId, f.examId, f.premiumPlanId],
    );
    const { data: session } = await client.auth.getSession();
    return { ids: [userId, purchaseId, attempt.id as string, orderId, ...answers], token: session.session!.access_token };
  };
  const mine = await rowsOf(w.learnerId, w.learner);
  const theirs = await rowsOf(w.secondId, w.second);
  await w.sql(
    `insert into public.payment_webhook_events (id, event, order_id, payment_id, payload) values ('evt_fuzz', 'order.paid', 'o', 'p', '{}')`,
  );

  const OWNER: Record<string, string> = {
    exam_purchases: 'x.user_id',
    user_test_attempts: 'x.user_id',
    payment_orders: 'x.user_id',
    user_answers: '(select a.user_id from public.user_test_attempts a where a.id = x.attempt_id)',
  };
  const fingerprint = async (except?: string) => {
    const out: Record<string, string> = {};
    for (const t of PROTECTED_TABLES) {
      const where = except && OWNER[t] ? `where ${OWNER[t]} is distinct from $1::uuid` : except ? 'where $1::uuid is not null' : '';
      const [row] = await w.sql<{ body: string }>(
        `select coalesce(json_agg(x order by x::text), '[]')::text as body from public.${t} x ${where}`,
        except ? [except] : [],
      );
      out[t] = createHash('sha256').update(row.body).digest('hex');
    }
    return out;
  };

  return {
    ...w,
    hiddenFromLearner: [...theirs.ids, EXPLANATION_MARKER],
    hiddenFromVisitor: [...mine.ids, ...theirs.ids, EXPLANATION_MARKER],
    fingerprint,
    learnerToken: mine.token,
    secondToken: theirs.token,
    url: clientConfig(w.anon).supabaseUrl,
    publishableKey: clientConfig(w.anon).supabaseKey,
    secretKey: clientConfig(w.service).supabaseKey,
  };
}
