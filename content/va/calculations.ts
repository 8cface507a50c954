// Recomputes every calculation question of the V-A full-length mocks from its numbers.
// Run from the repository root: npx tsx content/va/calculations.ts
// For each check: the numbers it uses must appear in the question text; the keyed option must show the
// recomputed value (to the option's rounding); no other option may show it. Exits non-zero on any mismatch.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));

interface Check {
  ref: string;
  what: string;
  inputs: string[]; // literal strings that must appear in the question text
  value: () => number; // the answer, in the unit the options use
  unit?: string; // if set, the keyed option must contain this word (e.g. 'lakh')
  keyIncludes?: string; // if set, the keyed option must contain this text (e.g. a direction)
  tol?: number; // absolute tolerance for comparing with the number shown; default 0.006 (2-decimal rounding)
}

const pct = (x: number) => x * 100;
const cagr = (start: number, end: number, years: number) => (end / start) ** (1 / years) - 1;

const checks: Check[] = [
  // ------------------------------------------------------------ Full-Length Mock Test 2
  { ref: 'VA-M2-001', what: 'real return (1.0815/1.05 - 1)', inputs: ['8.15%', '5%'], value: () => pct(1.0815 / 1.05 - 1) },
  { ref: 'VA-M2-002', what: 'inflated goal cost 8 x 1.07^4', inputs: ['Rs 8 lakh', '7%', '4 years'], value: () => 8 * 1.07 ** 4, unit: 'lakh' },
  { ref: 'VA-M2-007', what: 'rebalancing 7.5/2.5 to 60:40', inputs: ['60%', 'Rs 7.5 lakh', 'Rs 2.5 lakh'], value: () => 7.5 - 0.6 * (7.5 + 2.5), unit: 'lakh' },
  { ref: 'VA-M2-045', what: 'units = net assets / NAV', inputs: ['Rs 615 crore', 'Rs 24.60'], value: () => 615 / 24.6, unit: 'crore' },
  { ref: 'VA-M2-046', what: 'units after 0.005% stamp duty', inputs: ['Rs 50,000', 'Rs 25', '0.005%'], value: () => (50000 * (1 - 0.00005)) / 25, tol: 0.0005 },
  { ref: 'VA-M2-047', what: 'exit load amount', inputs: ['Rs 2,40,000', '0.50%'], value: () => 240000 * 0.005 },
  { ref: 'VA-M2-048', what: 'IDCW reinvestment units at ex-NAV', inputs: ['4,000 units', 'Rs 1.50', 'Rs 30'], value: () => (4000 * 1.5) / 30 },
  { ref: 'VA-M2-049', what: 'daily TER accrual in lakh', inputs: ['Rs 730 crore', '1.5%', '365'], value: () => ((730 * 0.015) / 365) * 100, unit: 'lakh' },
  { ref: 'VA-M2-056', what: 'capital gain net of exit load', inputs: ['1,000 units', 'Rs 40', 'Rs 55', '1%'], value: () => 1000 * 55 * (1 - 0.01) - 1000 * 40 },
  { ref: 'VA-M2-059', what: 'instant access limit min(50,000, 90%)', inputs: ['Rs 40,000'], value: () => Math.min(50000, 0.9 * 40000) },
  { ref: 'VA-M2-060', what: 'SIP units at three NAVs', inputs: ['Rs 6,000', 'Rs 20', 'Rs 24', 'Rs 15'], value: () => 6000 / 20 + 6000 / 24 + 6000 / 15 },
  { ref: 'VA-M2-061', what: 'units left after two SWP withdrawals', inputs: ['5,000 units', 'Rs 12,000', 'Rs 48', 'Rs 50'], value: () => 5000 - 12000 / 48 - 12000 / 50 },
  { ref: 'VA-M2-072', what: 'CAGR NAV 32 -> 46.08 in 3 years', inputs: ['Rs 32', 'Rs 46.08', 'three years'], value: () => pct(cagr(32, 46.08, 3)) },
  { ref: 'VA-M2-073', what: 'total return with IDCW', inputs: ['Rs 20', 'Rs 1.20', 'Rs 21.80'], value: () => pct((21.8 + 1.2 - 20) / 20) },
  { ref: 'VA-M2-074', what: 'simple annualised 2% over 73 days', inputs: ['2%', '73 days', '365'], value: () => (2 * 365) / 73 },
  { ref: 'VA-M2-079', what: 'Treynor ratio', inputs: ['16%', '7%', 'beta of 1.2'], value: () => (16 - 7) / 1.2 },
  { ref: 'VA-M2-080', what: 'information ratio', inputs: ['14.4%', '12.0%', '3%'], value: () => (14.4 - 12.0) / 3 },
  { ref: 'VA-M2-082', what: 'tracking difference 11.2 - 12.0', inputs: ['11.2%', '12.0%'], value: () => Math.abs(11.2 - 12.0), keyIncludes: 'trailed' },
  { ref: 'VA-M2-084', what: 'net return = gross - TER', inputs: ['12%', '1.25%'], value: () => 12 - 1.25 },
];

const files = ['full-length-mock-test-2.csv', 'full-length-mock-test-3.csv'];
const rows = new Map<string, Record<string, string>>();
for (const f of files) {
  const path = join(here, f);
  if (!existsSync(path)) continue;
  const parsed = Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), { header: true, skipEmptyLines: true });
  for (const r of parsed.data) rows.set(r.ref, r);
}

const firstNumber = (s: string): number | null => {
  const m = s.match(/-?\d[\d,]*(?:\.\d+)?/);
  return m ? Number(m[0].replace(/,/g, '')) : null;
};

const errors: string[] = [];
const perMock = new Map<string, number>();
for (const c of checks) {
  const r = rows.get(c.ref);
  if (!r) { errors.push(`${c.ref}: question not found in the CSVs`); continue; }
  const mock = c.ref.slice(0, 5);
  perMock.set(mock, (perMock.get(mock) ?? 0) + 1);
  const problems: string[] = [];
  for (const s of c.inputs) if (!r.question.includes(s)) problems.push(`question text does not contain "${s}"`);
  const expected = c.value();
  const tol = c.tol ?? 0.006;
  const letters = ['A', 'B', 'C', 'D'];
  const opts = letters.map((l) => r[`option_${l.toLowerCase()}`]);
  const matches = opts.map((o) => { const v = firstNumber(o); return v !== null && Math.abs(v - expected) <= tol; });
  const keyIdx = letters.indexOf(r.answer);
  if (keyIdx < 0) problems.push(`answer "${r.answer}" is not A-D`);
  else {
    if (!matches[keyIdx]) problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" does not show ${expected.toFixed(4)}`);
    if (c.unit && !opts[keyIdx].includes(c.unit)) problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" lacks unit "${c.unit}"`);
    if (c.keyIncludes && !opts[keyIdx].includes(c.keyIncludes)) problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" lacks "${c.keyIncludes}"`);
  }
  matches.forEach((m, i) => { if (m && i !== keyIdx) problems.push(`option ${letters[i]} "${opts[i]}" also shows ${expected.toFixed(4)}`); });
  if (problems.length) errors.push(`${c.ref} (${c.what}): ${problems.join('; ')}`);
  else console.log(`ok  ${c.ref}  ${c.what}: ${expected.toFixed(4)} -> ${r.answer} "${opts[keyIdx]}"`);
}

console.log(`\nCalculation questions checked: ${[...perMock].map(([m, n]) => `${m.replace('VA-M', 'Mock ')} ${n}`).join(', ')}`);
if (errors.length) {
  console.error(`\nFAILED: ${errors.length} calculation question(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All calculation checks passed.');
