// One soak run against one backend: accounts first; a few learners start the paper, and while they sit it every
// other learner signs in at once (a class opening the site together, issue 35) and sits it too; then the checks.
import os from 'node:os';
import { verifySync } from '@node-rs/bcrypt';
import { HASH_THREADS } from '../local-supabase/src/auth/password-hasher';
import { percentile, round } from '../bench/lib/stats';
import { createAccounts, PASSWORD } from './accounts';
import { checkSittings, type Verdict } from './checks';
import { makeClient, type Backend } from './clients';
import { type FloodReport, startFlood } from './flood';
import { sit, type Latencies } from './learner';
import { countingFetch, type Traffic } from './traffic';
import { type CpuShare, sampleCpu } from './cpu';

export interface SoakReport {
  engine: string;
  verdict: Verdict;
  traffic: Traffic;
  seconds: number;
  saves: number;
  latencies: Latencies;
  /** What the anonymous flood sent alongside, when there was one. */
  flood?: FloodReport;
  /** The sign-in storm: the crowd's sign-ins against the physical limit; everyone's saves during it and after it. */
  storm: { hashMs: number; limitMs: number; savesBefore: number[]; savesDuring: number[]; cpu?: CpuShare };
}

/** Learners already sitting the paper when the crowd signs in; their saves before and during the storm compare. */
const SITTERS = Number(process.env.SOAK_SITTERS ?? 20);
/** How long the sitters save before the storm (their no-storm sample). */
const CALM_MS = 8_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One cost-10 bcrypt check on this machine, here and now (median of 7): the storm's physical limit is this × the
 * sign-ins ÷ the server's hashing threads, since no schedule can check the passwords faster.
 */
function hashCheckMs(): number {
  const hash = '$2b$10$0f3hNMQEbKy8TBPgGyw0V.9NsdEcJnOXx3Z6XIIWK9644rtRwDfy2';
  const times = Array.from({ length: 7 }, () => {
    const t = performance.now();
    verifySync('soak', hash);
    return performance.now() - t;
  });
  return percentile(times, 50);
}

/** The processes whose CPU the report splits: the server's, and PostgreSQL's postmaster when it is the engine. */
export interface Processes {
  server: () => number[];
  postgres?: () => number | undefined;
}

export async function soakEngine(
  engine: string,
  backend: Backend,
  learners: number,
  withFlood = false,
  processes?: Processes,
): Promise<SoakReport> {
  const { fetch, traffic, reset } = countingFetch();
  const admin = makeClient(backend.url, backend.secretKey, fetch);
  const t0 = performance.now();
  const accounts = await createAccounts(admin, SITTERS + learners, engine.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  console.log(
    `  ${engine}: ${SITTERS + learners} accounts in ${round((performance.now() - t0) / 1000)} s; ${SITTERS} learners start the paper, then ${learners} sign in at once…`,
  );
  reset(); // the figures are the exam's, not the set-up's (a set-up 5xx would already have thrown)

  const hashMs = hashCheckMs();
  const latencies: Latencies = { signIn: [], start: [], save: [], submit: [], signInAt: [], saveAt: [] };
  const sitting: Latencies = { signIn: [], start: [], save: [], submit: [], saveAt: [] };
  const sit1 = (a: (typeof accounts)[number], lat: Latencies) =>
    sit(makeClient(backend.url, backend.publishableKey, fetch), a.email, PASSWORD, lat);
  const t1 = performance.now();
  const flood = withFlood ? startFlood(backend.url, backend.publishableKey) : undefined;
  const sitters = accounts.slice(0, SITTERS).map((a) => sit1(a, sitting));
  await sleep(CALM_MS);
  const stormStart = performance.now();
  const cpu = processes && sampleCpu(processes.server, processes.postgres);
  const crowd = accounts.slice(SITTERS).map((a) => sit1(a, latencies));
  const sittings = await Promise.all([...sitters, ...crowd]);
  cpu?.stop();
  const seconds = (performance.now() - t1) / 1000;
  const floodReport = await flood?.stop();
  const examTraffic = { ...traffic, samples: [...traffic.samples] };
  const verdict = await checkSittings(admin, sittings);

  // Saves during the storm (from its start to the last sign-in) against saves with no storm: once every sign-in is
  // done, with the whole crowd sitting the paper (at least the load of the storm, without its hashing).
  const stormEnd = Math.max(...latencies.signInAt!);
  latencies.save.push(...sitting.save);
  latencies.saveAt!.push(...sitting.saveAt!);
  latencies.start.push(...sitting.start);
  latencies.submit.push(...sitting.submit);
  const savesIn = (from: number, to: number) => latencies.save.filter((_, i) => latencies.saveAt![i] > from && latencies.saveAt![i] <= to);
  const storm = {
    hashMs,
    limitMs: (hashMs * learners) / HASH_THREADS,
    savesBefore: savesIn(stormEnd, Infinity),
    savesDuring: savesIn(stormStart, stormEnd),
    cpu: cpu?.share(stormStart, stormEnd),
  };
  return { engine, verdict, traffic: examTraffic, seconds, saves: latencies.save.length, latencies, flood: floodReport, storm };
}

const ms = (values: number[]) =>
  `p50 ${round(percentile(values, 50))} / p95 ${round(percentile(values, 95))} / p99 ${round(percentile(values, 99))} / max ${round(Math.max(...values))} ms`;

export function soakFailed(r: SoakReport): boolean {
  const v = r.verdict;
  return (
    v.lost +
      v.wrong +
      v.extra +
      v.wrongScores +
      r.traffic.serverErrors +
      r.traffic.networkErrors +
      v.failures.length +
      (r.flood?.serverErrors ?? 0) >
    0
  );
}

/** Each party's share of the machine's cores during the storm. */
function cpuLine(cpu?: CpuShare): string {
  if (!cpu) return '(not measured here)';
  const cores = cpu.seconds * os.availableParallelism();
  const pct = (v: number) => `${Math.round((v / cores) * 100)}%`;
  return `${round(cpu.seconds, 1)} s × ${os.availableParallelism()} cores: server ${pct(cpu.server)}${cpu.postgres ? `, PostgreSQL ${pct(cpu.postgres)}` : ''}, load generator ${pct(cpu.generator)}, other processes ${pct(cpu.others)}, stolen by the hypervisor ${pct(cpu.steal)}`;
}

export function printReport(r: SoakReport): void {
  const v = r.verdict;
  console.log(`
  ${r.engine}: ${v.learners} learners, ${r.saves} answer saves in ${round(r.seconds)} s
    throughput      ${round(r.saves / r.seconds)} saves/s, ${round(r.traffic.requests / r.seconds)} requests/s
    sign-in         ${ms(r.latencies.signIn)} (${r.latencies.signIn.length} at once)
    physical limit  ${round(r.storm.limitMs / 1000, 2)} s = one bcrypt check ${round(r.storm.hashMs)} ms × ${r.latencies.signIn.length} sign-ins ÷ ${HASH_THREADS} hashing thread(s) (${os.availableParallelism()} cores); sign-in p95 ${round(percentile(r.latencies.signIn, 95) / r.storm.limitMs, 2)}× it
    storm CPU       ${cpuLine(r.storm.cpu)}
    storm saves     p99 ${round(percentile(r.storm.savesDuring, 99))} ms during the sign-ins (n=${r.storm.savesDuring.length}), ${round(percentile(r.storm.savesBefore, 99))} ms with no storm, everyone sitting (n=${r.storm.savesBefore.length}): ${round(percentile(r.storm.savesDuring, 99) / percentile(r.storm.savesBefore, 99), 2)}×
    start attempt   ${ms(r.latencies.start)}
    save answer     ${ms(r.latencies.save)}
    submit          ${ms(r.latencies.submit)}
    answers         ${v.answersExpected} acknowledged: ${v.lost} lost, ${v.wrong} wrong, ${v.extra} unexpected
    scores          ${v.learners - v.wrongScores}/${v.learners} equal the score from the correct options
    HTTP            ${r.traffic.requests} requests: ${r.traffic.serverErrors} 5xx, ${r.traffic.networkErrors} network errors
    verdict         ${soakFailed(r) ? 'FAILED' : 'ok'}`);
  if (r.flood) {
    const f = r.flood;
    const statuses = Object.entries(f.byStatus)
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ');
    const regex = Object.entries(f.regex.byStatus)
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ');
    console.log(
      `    anon flood      ${f.sent} worst-case reads alongside (${statuses}); p95 ${f.p95Ms} / max ${f.maxMs} ms; ${f.serverErrors} 5xx or network errors
    regex flood     ${f.regex.sent} of ((.{0,18}){0,18}){0,18}<x> from 12 addresses (${regex}); max ${f.regex.maxMs} ms`,
    );
  }
  for (const line of [...r.traffic.samples, ...v.failures]) console.log(`      ${line}`);
}
