// `npx tsx soak/regex-attack.ts [pglite|postgres]`: issue 27 item 1's figures. A few learners save answers before,
// during and after twelve addresses send the regex that froze PGlite (one request at a time each, a fresh last
// character each time); /auth/v1/health is probed meanwhile. Prints save p50/p95 per phase, health during the
// attack, and what the attackers got.
import { percentile, round } from '../bench/lib/stats';
import { startBenchServer } from '../bench/lib/server';
import { FULL_MOCK_PAPER } from '../bench/lib/learners';
import { postgresAvailable, startThrowawayPostgres } from '../tools/postgres';
import { createAccounts, PASSWORD } from './accounts';
import { makeClient, type Backend } from './clients';
import { getFrom, regexFloodPath } from './from-address';

const LEARNERS = 5;
const ATTACKERS = 12;
const PHASE_MS = Number(process.env.PHASE_MS ?? 15_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stats = (v: number[]) =>
  v.length ? `p50 ${round(percentile(v, 50))} / p95 ${round(percentile(v, 95))} / max ${round(Math.max(...v))} ms (n=${v.length})` : 'none';

async function learnersSaving(backend: Backend) {
  const admin = makeClient(backend.url, backend.secretKey, fetch);
  const accounts = await createAccounts(admin, LEARNERS, `regex-${Date.now()}`);
  return Promise.all(
    accounts.map(async (a) => {
      const client = makeClient(backend.url, backend.publishableKey, fetch);
      const { error } = await client.auth.signInWithPassword({ email: a.email, password: PASSWORD });
      if (error) throw error;
      const started = await client.rpc('start_attempt', { p_test_paper_id: FULL_MOCK_PAPER });
      if (started.error) throw started.error;
      const questions = (await client.rpc('get_attempt_questions', { p_attempt_id: started.data.id })).data!;
      let n = 0;
      /** Saves at a human pace until `until`; returns each save's latency, and the failures. */
      return async (until: number, into: number[], failures: string[]) => {
        while (performance.now() < until) {
          await sleep(100 + Math.random() * 200);
          const q = questions[n++ % questions.length];
          const t = performance.now();
          const saved = await client.rpc('save_answer', {
            p_attempt_id: started.data.id,
            p_question_id: q.id,
            p_selected_option: 'A',
            p_option_keys: q.option_keys,
          });
          into.push(performance.now() - t);
          if (saved.error) failures.push(`${saved.error.code} ${saved.error.message}`);
        }
      };
    }),
  );
}

async function phase(name: string, backend: Backend, savers: Awaited<ReturnType<typeof learnersSaving>>, attack: boolean) {
  const until = performance.now() + PHASE_MS;
  const saves: number[] = [];
  const failures: string[] = [];
  const health: number[] = [];
  const attacks: { status: number; ms: number }[] = [];
  let sent = 0;
  const attackers = attack
    ? Array.from({ length: ATTACKERS }, async (_, i) => {
        while (performance.now() < until)
          attacks.push(await getFrom(`${backend.url}${regexFloodPath(sent++)}`, { apikey: backend.publishableKey }, `127.0.0.${10 + i}`));
      })
    : [];
  const probe = (async () => {
    while (performance.now() < until) {
      const t = performance.now();
      await (await fetch(`${backend.url}/auth/v1/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await sleep(200);
    }
  })();
  await Promise.all([...savers.map((s) => s(until, saves, failures)), ...attackers, probe]);
  const statuses: Record<number, number> = {};
  for (const a of attacks) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  console.log(`  ${name.padEnd(7)} save ${stats(saves)}; ${failures.length} failed saves${failures.length ? ` (${failures[0]})` : ''}`);
  console.log(`          /auth/v1/health ${stats(health)}`);
  if (attack)
    console.log(
      `          attack: ${attacks.length} requests from ${ATTACKERS} addresses, ${JSON.stringify(statuses)}, ${stats(attacks.map((a) => a.ms))}`,
    );
}

async function run(engine: string, databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl);
  try {
    console.log(`\n${engine}:`);
    const savers = await learnersSaving(server);
    await phase('before', server, savers, false);
    await phase('during', server, savers, true);
    await phase('after', server, savers, false);
  } finally {
    await server.stop();
  }
}

async function main() {
  const parts = process.argv.slice(2);
  if (!parts.length || parts.includes('pglite')) await run('PGlite');
  if ((!parts.length || parts.includes('postgres')) && postgresAvailable()) {
    const pg = await startThrowawayPostgres();
    try {
      await run('PostgreSQL', pg.url);
    } finally {
      pg.stop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
