// One soak run against one backend: accounts first, then every learner at once sits the paper; then the checks.
import { percentile, round } from '../bench/lib/stats';
import { createAccounts, PASSWORD } from './accounts';
import { checkSittings, type Verdict } from './checks';
import { makeClient, type Backend } from './clients';
import { type FloodReport, startFlood } from './flood';
import { sit, type Latencies } from './learner';
import { countingFetch, type Traffic } from './traffic';

export interface SoakReport {
  engine: string;
  verdict: Verdict;
  traffic: Traffic;
  seconds: number;
  saves: number;
  latencies: Latencies;
  /** What the anonymous flood sent alongside, when there was one. */
  flood?: FloodReport;
}

export async function soakEngine(engine: string, backend: Backend, learners: number, withFlood = false): Promise<SoakReport> {
  const { fetch, traffic, reset } = countingFetch();
  const admin = makeClient(backend.url, backend.serviceRoleKey, fetch);
  const t0 = performance.now();
  const accounts = await createAccounts(admin, learners, engine.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  console.log(`  ${engine}: ${learners} accounts in ${round((performance.now() - t0) / 1000)} s; the learners sit the paper…`);
  reset(); // the figures are the exam's, not the set-up's (a set-up 5xx would already have thrown)

  const latencies: Latencies = { signIn: [], start: [], save: [], submit: [] };
  const t1 = performance.now();
  const flood = withFlood ? startFlood(backend.url, backend.anonKey) : undefined;
  const sittings = await Promise.all(
    accounts.map((a) => sit(makeClient(backend.url, backend.anonKey, fetch), a.email, PASSWORD, latencies)),
  );
  const seconds = (performance.now() - t1) / 1000;
  const floodReport = await flood?.stop();
  const examTraffic = { ...traffic, samples: [...traffic.samples] };
  const verdict = await checkSittings(admin, sittings);
  return { engine, verdict, traffic: examTraffic, seconds, saves: latencies.save.length, latencies, flood: floodReport };
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

export function printReport(r: SoakReport): void {
  const v = r.verdict;
  console.log(`
  ${r.engine}: ${v.learners} learners, ${r.saves} answer saves in ${round(r.seconds)} s
    throughput      ${round(r.saves / r.seconds)} saves/s, ${round(r.traffic.requests / r.seconds)} requests/s
    sign-in         ${ms(r.latencies.signIn)}
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
    console.log(
      `    anon flood      ${f.sent} worst-case reads alongside (${statuses}); p95 ${f.p95Ms} / max ${f.maxMs} ms; ${f.serverErrors} 5xx or network errors`,
    );
  }
  for (const line of [...r.traffic.samples, ...v.failures]) console.log(`      ${line}`);
}
