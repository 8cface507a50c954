// One row per measurement; a budget turns a row into a verdict (verdict.ts): held, over, or, for a median with an
// interval, undecided when the interval straddles the budget. Only "over" fails the run.
import { countVerdicts, judge, type Verdict } from './verdict';

export interface Row {
  section: string;
  metric: string;
  value: number;
  unit: string;
  /** Upper bound. */
  budget?: number;
  /** A median's 90 % bootstrap interval (stats.ts medianInterval): judged instead of the median. */
  interval?: [number, number];
  /** A lab ratio measured in a run whose A/A check failed: printed, not judged. */
  void?: boolean;
}

export const rows: Row[] = [];

/** The row's verdict; none without a budget or in a void run. */
export const verdictOf = (r: Row): Verdict | undefined =>
  r.budget === undefined || r.void ? undefined : judge(r.value, r.budget, r.interval);

/** The value as printed: with its interval, when it has one. */
const shown = (r: Row) => `${r.value} ${r.unit}${r.interval ? ` (90 % interval ${r.interval[0]}-${r.interval[1]})` : ''}`;

const verdictText = (r: Row) => {
  if (r.budget === undefined) return '';
  if (r.void) return 'void (A/A)';
  const v = verdictOf(r);
  return v === 'over' ? 'OVER' : v!;
};

export function record(row: Row): void {
  rows.push(row);
  const verdict = row.budget === undefined ? '' : `  ${verdictText(row)} (budget ${row.budget})`;
  console.log(`  ${row.section} | ${row.metric}: ${shown(row)}${verdict}`);
}

export function printTable(): void {
  const header = ['section', 'metric', 'value', 'budget', 'verdict'];
  const body = rows.map((r) => [r.section, r.metric, shown(r), r.budget === undefined ? '' : `<= ${r.budget} ${r.unit}`, verdictText(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

export const failures = () => rows.filter((r) => verdictOf(r) === 'over');

/** "12 held, 0 over, 3 undecided (not failures: their intervals are printed above)". */
export function summary(): string {
  const c = countVerdicts(rows.map(verdictOf));
  return `${c.held} held, ${c.over} over, ${c.undecided} undecided`;
}
