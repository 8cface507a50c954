// Issue 47 §1's check of the interval's method: does it see what drifts between runs? Each lab run writes its
// visits to .bench/lab-visits-<time>.json; given three or more of them,
//
//   npx tsx bench/lab/cross-run.ts .bench/lab-visits-A.json .bench/lab-visits-B.json .bench/lab-visits-C.json
//
// prints each budgeted ratio's median and 90 % interval per run, for single rounds (block 1) and blocks of 2 and 3
// consecutive rounds, and counts the medians that fall outside another run's interval. A method passes when none does.
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
export function crossRun(runs: Record<string, number[]>[], blocks = [1, 2, 3]) {
  const names = Object.keys(runs[0]).filter((n) => runs.every((r) => r[n]));
  return blocks.map((block) => {
    let misses = 0;
    let checks = 0;
    const rows = names.map((name) => {
      const each = runs.map((r) => ({
        median: round(median(r[name]), 3),
        interval: medianInterval(r[name], { block }).map((x) => round(x, 3)),
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
    return { block, misses, checks, rows };
  });
}

if (require.main === module) {
  const files = process.argv.slice(2);
  if (files.length < 2) throw new Error('usage: tsx bench/lab/cross-run.ts <lab-visits.json> <lab-visits.json> [...]');
  const runs = files.map((f) => Object.assign({}, ...(JSON.parse(fs.readFileSync(f, 'utf8')) as Group[]).map(ratiosOf)));
  for (const m of crossRun(runs)) {
    console.log(`\nblock ${m.block}: ${m.misses} of ${m.checks} medians outside another run's interval`);
    for (const r of m.rows)
      console.log(
        `  ${r.name}: ${r.each.map((e, i) => `run ${i + 1} ${e.median} (${e.interval[0]}-${e.interval[1]})`).join(' · ')}${r.outside.length ? `  <- ${r.outside.join('; ')}` : ''}`,
      );
  }
}
