// `npm run capacity`: what each hot request costs a PostgreSQL database (its CPU time and its statements), measured
// one request at a time on a throwaway PostgreSQL server behind local-supabase, and from those costs how many
// learners each hosted compute size carries at an exam-eve peak. The method and the last figures:
// docs/capacity.md. Linux only (CPU time from /proc); needs PostgreSQL (apt-get install -y postgresql).
import fs from 'node:fs';
import { Client as Pg } from 'pg';
import { percentile, round } from '../bench/lib/stats';
import { startBenchServer, processTree } from '../bench/lib/server';
import { client, createPremiumAccounts, FULL_MOCK_PAPER, PASSWORD, type Client } from '../bench/lib/learners';
import { startThrowawayPostgres } from '../tools/postgres';
import { PEAK, SIZES, plan, type Cost } from './capacity-plan';

/** Requests measured per kind (after WARMUP of each), one at a time so that each cost stands alone. */
const RUNS = Number(process.env.CAPACITY_RUNS ?? 40);
const WARMUP = 5;
const TICKS = 100; // USER_HZ

const cpuMs = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
    } catch {
      return sum;
    }
  }, 0);

async function main(): Promise<void> {
  const pg = await startThrowawayPostgres(['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=top']);
  const server = await startBenchServer(pg.url);
  const stats = new Pg({ connectionString: pg.url });
  try {
    await stats.connect();
    await stats.query('create extension if not exists pg_stat_statements');
    const admin = client(server.url, server.secretKey);
    const accounts = await createPremiumAccounts(admin, RUNS + WARMUP, 'capacity');
    const signedIn: Client[] = [];
    const attempts: string[] = [];
    const questions: { id: string; keys: string }[][] = [];

    const statements = async () => Number((await stats.query('select coalesce(sum(calls), 0) as n from pg_stat_statements')).rows[0].n);
    /** Runs `fn(i)` for each account, one at a time, and returns the mean costs of the measured ones. */
    const measure = async (kind: string, fn: (i: number) => Promise<unknown>): Promise<Cost> => {
      for (let i = 0; i < WARMUP; i++) await fn(RUNS + i);
      const pgPids = () => processTree(pg.pid()!);
      const [pg0, api0, st0] = [cpuMs(pgPids()), cpuMs(server.pids()), await statements()];
      const wall: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await fn(i);
        wall.push(performance.now() - t);
      }
      // The statement counter's own query counts once per reading: not the request's.
      const [pg1, api1, st1] = [cpuMs(pgPids()), cpuMs(server.pids()), (await statements()) - 1];
      const cost = {
        kind,
        dbMs: (pg1 - pg0) / RUNS,
        apiMs: (api1 - api0) / RUNS,
        statements: (st1 - st0) / RUNS,
        wallMs: percentile(wall, 50),
      };
      console.log(
        `${kind.padEnd(10)} db ${round(cost.dbMs, 2)} ms  api ${round(cost.apiMs, 2)} ms  ${round(cost.statements, 1)} statements  p50 ${round(cost.wallMs, 1)} ms`,
      );
      return cost;
    };
    const ok = <T>({ data, error }: { data: T | null; error: { message: string } | null }, what: string): T => {
      if (error) throw new Error(`${what}: ${error.message}`);
      return data as T;
    };

    const costs = [
      await measure('sign-in', async (i) => {
        const learner = client(server.url, server.publishableKey);
        const { error } = await learner.auth.signInWithPassword({ email: accounts[i].email, password: PASSWORD });
        if (error) throw new Error(`sign-in: ${error.message}`);
        signedIn[i] = learner;
      }),
      await measure('start', async (i) => {
        attempts[i] = ok(await signedIn[i].rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER }), 'start').id;
        const shown = ok(await signedIn[i].rpc('get_attempt_questions', { p_attempt_id: attempts[i] }), 'questions');
        questions[i] = shown.map((q) => ({ id: q.id, keys: q.option_keys }));
      }),
      await measure('save', async (i) => {
        // Ten answers per learner would be ten requests: the cost is per save, so one each, on its own question.
        const q = questions[i][i % questions[i].length];
        ok(
          await signedIn[i].rpc('save_answer', {
            p_attempt_id: attempts[i],
            p_question_id: q.id,
            p_selected_option: 'B',
            p_option_keys: q.keys,
          }),
          'save',
        );
      }),
      await measure('submit', async (i) => ok(await signedIn[i].rpc('submit_attempt', { p_attempt_id: attempts[i] }), 'submit')),
      await measure('results', async (i) => ok(await signedIn[i].rpc('get_attempt_review', { p_attempt_id: attempts[i] }), 'results')),
      await measure('progress', async (i) =>
        ok(await signedIn[i].rpc('get_exam_progress', { p_exam_id: '00000000-0000-4000-a000-000000000003' }), 'progress'),
      ),
    ];
    const { rows, demand } = plan(costs);
    console.log(
      `\nExam-eve peak: ${PEAK.learners} learners answering every ${PEAK.saveEverySeconds} s, ${PEAK.signInsPerMinute} sign-ins a minute`,
    );
    console.log(`CPU it needs: database ${round(demand.db, 2)} cores, API and auth ${round(demand.api, 2)} cores\n`);
    console.log('| compute | cores | learners at the peak mix | first to saturate |');
    console.log('| --- | --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.size} | ${row.cores} | ${row.learners.toLocaleString('en-IN')} | ${row.limit} |`);
    console.log(`\n(${SIZES.length} sizes; ${RUNS} requests of each kind measured)`);
  } finally {
    await stats.end().catch(() => undefined);
    await server.stop();
    pg.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
