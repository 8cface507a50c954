// One row per measurement; a budget turns a row into a pass or a fail.
export interface Row {
  section: string;
  metric: string;
  value: number;
  unit: string;
  /** Upper bound; the bench fails when value exceeds it. */
  budget?: number;
  /** A median's 90 % bootstrap interval (stats.ts medianInterval): how far chance alone could move it. */
  interval?: [number, number];
}

export const rows: Row[] = [];

/** Over its budget; a value that is not a number (nothing measured) is never within one. */
const over = (r: Row) => r.budget !== undefined && !(r.value <= r.budget);

/** The value as printed: with its interval, when it has one. */
const shown = (r: Row) => `${r.value} ${r.unit}${r.interval ? ` (90 % interval ${r.interval[0]}-${r.interval[1]})` : ''}`;

export function record(row: Row): void {
  rows.push(row);
  const verdict = row.budget === undefined ? '' : over(row) ? `  OVER BUDGET (${row.budget})` : '  ok';
  console.log(`  ${row.section} | ${row.metric}: ${shown(row)}${verdict}`);
}

export function printTable(): void {
  const header = ['section', 'metric', 'value', 'budget', 'verdict'];
  const body = rows.map((r) => [
    r.section,
    r.metric,
    shown(r),
    r.budget === undefined ? '' : `<= ${r.budget} ${r.unit}`,
    r.budget === undefined ? '' : over(r) ? 'FAIL' : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

export const failures = () => rows.filter(over);
