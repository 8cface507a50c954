// What the REST layer adds to an answer save: the median of sequential saves through /rest/v1/rpc/save_answer
// (supabase-js, one learner) against the median of the very same transaction sent straight to the engine.
//
// "The very same": local-supabase runs in this process, and the transaction its rpc route runs for one save is
// captured by wrapping the engine it returns (startLocalSupabase's `db` is the object its routes hold), so the
// replay sends the route's own statements — set_config of role, JWT claims, search_path, request headers and
// statement_timeout, then the json_to_record call — with only the save's arguments changed. Nothing is rebuilt by
// hand, so the ratio keeps meaning the same thing when the route's SQL changes. PGlite is replayed through the
// engine itself (its one connection, behind the server's queue); PostgreSQL through a `pg` client of its own, the
// driver local-supabase uses, with the session settings of its pool.
import pg from 'pg';
import { ANSWER_OPTIONS } from '@nism/db-types';
import type { Engine, Tx } from '../../local-supabase/src/db/engine';
import { startLocalSupabase } from '../../local-supabase/src/index';
import { record } from '../lib/report';
import { median, round } from '../lib/stats';
import { createLearners, FULL_MOCK_PAPER } from '../lib/learners';

const WARM_UP = 30;
const SAVES = 200;

interface Statement {
  sql: string;
  params: unknown[];
}

/** Runs `fn` and returns the statements of the transactions it caused on `engine`, in order. */
async function captureTransactions(engine: Engine, fn: () => Promise<unknown>): Promise<Statement[][]> {
  const original = engine.transaction;
  const seen: Statement[][] = [];
  engine.transaction = (body, lane) =>
    original((tx) => {
      const statements: Statement[] = [];
      seen.push(statements);
      return body({
        query: (sql, params = []) => {
          statements.push({ sql, params });
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      });
    }, lane);
  try {
    await fn();
  } finally {
    engine.transaction = original;
  }
  return seen;
}

async function time(fn: () => PromiseLike<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export async function measureRestOverhead(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<void> {
  const sb = await startLocalSupabase({ port: 0, inboxPort: 0, dataDir: null, databaseUrl, reset: Boolean(databaseUrl), quiet: true });
  const direct = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl, options: '-c TimeZone=UTC -c search_path="$user",public,extensions' })
    : undefined;
  try {
    await direct?.connect();
    const [learner] = await createLearners(sb, 1, `${engine}-rest`.toLowerCase());
    const started = await learner.rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER });
    if (started.error) throw new Error(`start_attempt: ${started.error.message}`);
    const questions = await learner.rpc('get_attempt_questions', { p_attempt_id: started.data.id });
    if (questions.error) throw new Error(`get_attempt_questions: ${questions.error.message}`);
    // The i-th save: questions in turn, the answer changing, as a learner going through the paper does.
    const argsFor = (i: number) => {
      const q = questions.data[i % questions.data.length];
      return { p_attempt_id: started.data.id, p_question_id: q.id, p_selected_option: ANSWER_OPTIONS[i % 4], p_option_keys: q.option_keys };
    };
    const viaRest = async (i: number) => {
      const { error } = await learner.rpc('save_answer', argsFor(i));
      if (error) throw new Error(`save_answer: ${error.message}`);
    };

    const [template] = await captureTransactions(sb.db, () => viaRest(0));
    // The rpc route passes the arguments as one JSON parameter (json_to_record): swap it for each save's own.
    const argsAt = template.map((s) => s.params.findIndex((v) => typeof v === 'string' && v.includes('"p_attempt_id"')));
    if (!argsAt.some((at) => at >= 0)) throw new Error('save_answer arguments not found in the captured transaction');
    const statementsFor = (i: number) =>
      template.map((s, j) => ({ sql: s.sql, params: s.params.map((v, k) => (k === argsAt[j] ? JSON.stringify(argsFor(i)) : v)) }));
    const runOn = async (tx: Pick<Tx, 'query'>, i: number) => {
      for (const s of statementsFor(i)) await tx.query(s.sql, s.params);
    };
    const viaSql = direct
      ? async (i: number) => {
          // BEGIN and COMMIT as the engine's pool transaction sends them: the same four round trips.
          await direct.query('begin');
          await runOn({ query: async (sql, params) => ({ rows: (await direct.query(sql, params)).rows, affectedRows: 0 }) }, i);
          await direct.query('commit');
        }
      : (i: number) => sb.db.transaction((tx) => runOn(tx, i));

    // Interleaved, so both paths see the same table state and the same machine load.
    const rest: number[] = [];
    const sql: number[] = [];
    for (let i = 1; i <= WARM_UP + SAVES; i++) {
      const r = await time(() => viaRest(i));
      const s = await time(() => viaSql(i));
      if (i <= WARM_UP) continue;
      rest.push(r);
      sql.push(s);
    }
    const section = `backend ${engine}, one learner, sequential saves`;
    record({ section, metric: 'save via /rest/v1/rpc median', value: round(median(rest), 2), unit: 'ms' });
    record({ section, metric: 'same SQL straight to the engine median', value: round(median(sql), 2), unit: 'ms' });
    record({ section, metric: 'REST overhead (rpc ÷ SQL)', value: round(median(rest) / median(sql), 1), unit: 'x' });
  } finally {
    await direct?.end();
    await sb.stop();
  }
}
