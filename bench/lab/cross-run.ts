// Issue 47 §1's check of the interval's method: does it see what drifts between runs? Each lab run writes its
// visits to .bench/lab-visits-<time>.json; given three or more of them,
//
//   npx tsx bench/lab/cross-run.ts .bench/lab-visits-A.json .bench/lab-visits-B.json .bench/lab-visits-C.json
//
// prints each budgeted ratio's median and 90 % interval per run, for each method (single rounds or blocks of 3
// consecutive rounds; the interval of this run's median, or the prediction of another run's), and counts the medians
// that fall outside another run's interval. A method passes when none does.
import fs from 'node:fs';
import { median, medianInterval, round } from '../lib/stats';

interface Visit {
  lcp: number;
  tti: number;
}
interface Group {
  label: string;
  variants: { url: string; visits: Visit[] }[];
}

/** The lab's budgeted ratios of a group (variants: federated, single bundle, static copy), per round. */
export function ratiosOf(g: Group): Record<string, number[]> {
  const per = (a: number, b: number, pick: (v: Visit) => number) =>
    g.variants[a].visits.map((v, i) => pick(v) / pick(g.variants[b].visits[i]));
  if (g.label === 'A/A') return { 'A/A LCP': per(0, 1, (v) => v.lcp) };
  const out: Record<string, number[]> = {
    [`${g.label} LCP ÷ single`]: per(0, 1, (v) => v.lcp),
    [`${g.label} TTI ÷ single`]: per(0, 1, (v) => v.tti),
  };
  if (g.variants[2]) out[`${g.label} LCP ÷ static copy`] = per(0, 2, (v) => v.lcp);
  return out;
}

/** For each method: per ratio, each run's median and interval, and how many medians fall outside another run's interval. */
export interface Method {
  block: number;
  predict: boolean;
  runToRun?: number;
}

export const METHODS: Method[] = [
  { block: 1, predict: false },
  { block: 3, predict: false },
  { block: 1, predict: true },
  { block: 3, predict: true },
];

const names = (runs: Record<string, number[]>[]) => Object.keys(runs[0]).filter((n) => runs.every((r) => r[n]));

/**
 * The spread of a run's median that its own rounds do not show, on a log scale, pooled over the ratios: the variance
 * of the runs' log medians less what each run's interval already holds (its half-width ÷ 1.645, squared).
 */
export function runToRunSpread(runs: Record<string, number[]>[]): number {
  const excess = names(runs).map((name) => {
    const logs = runs.map((r) => Math.log(median(r[name])));
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const between = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1);
    const within =
      runs.map((r) => medianInterval(r[name])).reduce((a, [lo, hi]) => a + ((Math.log(hi) - Math.log(lo)) / (2 * 1.6449)) ** 2, 0) /
      runs.length;
    return between - within;
  });
  return Math.sqrt(Math.max(0, excess.reduce((a, b) => a + b, 0) / excess.length));
}

export function crossRun(runs: Record<string, number[]>[], methods = METHODS) {
  return methods.map(({ block, predict, runToRun }) => {
    let misses = 0;
    let checks = 0;
    const rows = names(runs).map((name) => {
      const each = runs.map((r) => ({
        median: round(median(r[name]), 3),
        interval: medianInterval(r[name], { block, predict, runToRun }).map((x) => round(x, 3)),
      }));
      const outside: string[] = [];
      each.forEach((a, i) =>
        each.forEach((b, j) => {
          if (i === j) return;
          checks++;
          if (a.median < b.interval[0] || a.median > b.interval[1]) {
            misses++;
            outside.push(`run ${i + 1}'s median outside run ${j + 1}'s interval`);
          }
        }),
      );
      return { name, each, outside };
    });
    const method = `block ${block}${predict ? `, prediction (√2)${runToRun ? `, run-to-run ${round(runToRun, 3)}` : ''}` : ''}`;
    return { method, misses, checks, rows };
  });
}

/** The least run-to-run spread (in steps of 0.005) with which no run's median falls outside another's interval. */
export function leastCoveringSpread(runs: Record<string, number[]>[], max = 0.3): number {
  for (let spread = 0; spread <= max; spread = round(spread + 0.005, 3))
    if (crossRun(runs, [{ block: 1, predict: true, runToRun: spread }])[0].misses === 0) return spread;
  return NaN;
}

if (require.main === module) {
  const files = process.argv.slice(2);
  if (files.length < 2) throw new Error('usage: tsx bench/lab/cross-run.ts <lab-visits.json> <lab-visits.json> [...]');
  const runs = files.map((f) => Object.assign({}, ...(JSON.parse(fs.readFileSync(f, 'utf8')) as Group[]).map(ratiosOf)));
  const spread = runToRunSpread(runs);
  console.log(`run-to-run spread of a median beyond its own interval (log scale): ${round(spread, 3)}`);
  console.log(`least run-to-run spread with which every median falls inside every other run's interval: ${leastCoveringSpread(runs)}`);
  for (const m of crossRun(runs, [...METHODS, { block: 1, predict: true, runToRun: spread }])) {
    console.log(`\n${m.method}: ${m.misses} of ${m.checks} medians outside another run's interval`);
    for (const r of m.rows)
      console.log(
        `  ${r.name}: ${r.each.map((e, i) => `run ${i + 1} ${e.median} (${e.interval[0]}-${e.interval[1]})`).join(' · ')}${r.outside.length ? `  <- ${r.outside.join('; ')}` : ''}`,
      );
  }
}
