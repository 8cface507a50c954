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
/** Sharpe ratio at the 6% risk-free rate VA-M3-079 states. */
const sharpe = (returnPct: number, sdPct: number) => (returnPct - 6) / sdPct;

const checks: Check[] = [
  // ------------------------------------------------------------ Full-Length Mock Test 2
  { ref: 'VA-M2-001', what: 'real return (1.0815/1.05 - 1)', inputs: ['8.15%', '5%'], value: () => pct(1.0815 / 1.05 - 1) },
  {
    ref: 'VA-M2-002',
    what: 'inflated goal cost 8 x 1.07^4',
    inputs: ['Rs 8 lakh', '7%', '4 years'],
    value: () => 8 * 1.07 ** 4,
    unit: 'lakh',
  },
  {
    ref: 'VA-M2-007',
    what: 'rebalancing 7.5/2.5 to 60:40',
    inputs: ['60%', 'Rs 7.5 lakh', 'Rs 2.5 lakh'],
    value: () => 7.5 - 0.6 * (7.5 + 2.5),
    unit: 'lakh',
  },
  { ref: 'VA-M2-012', what: 'AUM = units x NAV', inputs: ['10 crore units', 'Rs 10', 'Rs 23'], value: () => 10 * 23, unit: 'crore' },
  { ref: 'VA-M2-045', what: 'TER = expenses / average net assets', inputs: ['Rs 500 crore', 'Rs 9 crore'], value: () => pct(9 / 500) },
  {
    ref: 'VA-M2-046',
    what: 'units after 0.005% stamp duty',
    inputs: ['Rs 50,000', 'Rs 25', '0.005%'],
    value: () => (50000 * (1 - 0.00005)) / 25,
    tol: 0.0005,
  },
  { ref: 'VA-M2-047', what: 'exit load amount', inputs: ['Rs 2,40,000', '0.50%'], value: () => 240000 * 0.005 },
  {
    ref: 'VA-M2-048',
    what: 'IDCW reinvestment units at ex-NAV',
    inputs: ['4,000 units', 'Rs 1.50', 'Rs 30'],
    value: () => (4000 * 1.5) / 30,
  },
  {
    ref: 'VA-M2-049',
    what: 'daily TER accrual in lakh',
    inputs: ['Rs 730 crore', '1.5%', '365'],
    value: () => ((730 * 0.015) / 365) * 100,
    unit: 'lakh',
  },
  {
    ref: 'VA-M2-056',
    what: 'capital gain net of exit load',
    inputs: ['1,000 units', 'Rs 40', 'Rs 55', '1%'],
    value: () => 1000 * 55 * (1 - 0.01) - 1000 * 40,
  },
  { ref: 'VA-M2-059', what: 'instant access limit min(50,000, 90%)', inputs: ['Rs 62,000'], value: () => Math.min(50000, 0.9 * 62000) },
  {
    ref: 'VA-M2-060',
    what: 'SIP units at three NAVs',
    inputs: ['Rs 6,000', 'Rs 20', 'Rs 24', 'Rs 15'],
    value: () => 6000 / 20 + 6000 / 24 + 6000 / 15,
  },
  {
    ref: 'VA-M2-061',
    what: 'units left after two SWP withdrawals',
    inputs: ['5,000 units', 'Rs 12,000', 'Rs 48', 'Rs 50'],
    value: () => 5000 - 12000 / 48 - 12000 / 50,
  },
  {
    ref: 'VA-M2-072',
    what: 'CAGR NAV 32 -> 46.08 in 3 years',
    inputs: ['Rs 32', 'Rs 46.08', 'three years'],
    value: () => pct(cagr(32, 46.08, 3)),
  },
  { ref: 'VA-M2-073', what: 'total return with IDCW', inputs: ['Rs 20', 'Rs 1.20', 'Rs 21.80'], value: () => pct((21.8 + 1.2 - 20) / 20) },
  { ref: 'VA-M2-074', what: 'simple annualised 2% over 73 days', inputs: ['2%', '73 days', '365'], value: () => (2 * 365) / 73 },
  { ref: 'VA-M2-079', what: 'Treynor ratio', inputs: ['16%', '7%', 'beta of 1.2'], value: () => (16 - 7) / 1.2 },
  { ref: 'VA-M2-080', what: 'information ratio', inputs: ['14.4%', '12.0%', '3%'], value: () => (14.4 - 12.0) / 3 },
  {
    ref: 'VA-M2-082',
    what: 'tracking difference 11.2 - 12.0',
    inputs: ['11.2%', '12.0%'],
    value: () => Math.abs(11.2 - 12.0),
    keyIncludes: 'trailed',
  },
  { ref: 'VA-M2-084', what: 'net return = gross - TER', inputs: ['12%', '1.25%'], value: () => 12 - 1.25 },
  // ------------------------------------------------------------ Full-Length Mock Test 3
  { ref: 'VA-M3-001', what: 'rule of 72 at 6%', inputs: ['rule of 72', '6%'], value: () => 72 / 6, unit: 'years' },
  {
    ref: 'VA-M3-002',
    what: 'purchasing power 1,00,000 / 1.05^3',
    inputs: ['5%', 'three years', 'Rs 1,00,000'],
    value: () => 100000 / 1.05 ** 3,
    tol: 1,
  },
  { ref: 'VA-M3-007', what: 'emergency fund 6 x 45,000', inputs: ['Rs 45,000', 'six months'], value: () => 6 * 45000 },
  {
    ref: 'VA-M3-036',
    what: 'NAVs = plans x options',
    inputs: ['regular plan and a direct plan', 'growth option and an IDCW option'],
    value: () => 2 * 2,
  },
  {
    ref: 'VA-M3-045',
    what: 'units to redeem for a net amount after exit load',
    inputs: ['Rs 49,000', 'Rs 25', '2%'],
    value: () => 49000 / (1 - 0.02) / 25,
  },
  { ref: 'VA-M3-046', what: 'value of units after IDCW', inputs: ['1,200 units', 'Rs 26', 'Rs 1.60'], value: () => 1200 * (26 - 1.6) },
  {
    ref: 'VA-M3-047',
    what: 'next-day NAV after gain and expenses',
    inputs: ['40 crore units', 'Rs 15.00', 'Rs 12 crore', 'Rs 0.40 crore'],
    value: () => (40 * 15 + 12 - 0.4) / 40,
  },
  { ref: 'VA-M3-049', what: 'annual TER amount', inputs: ['Rs 5 lakh', '1.8%'], value: () => 500000 * 0.018 },
  {
    ref: 'VA-M3-050',
    what: 'FIFO exit load: only units held <= 365 days pay 1%',
    inputs: ['1,000 units on 10 January 2024', '500 units on 5 September 2024', '14 March 2025', '1,200 units', 'Rs 40', '1%', '365 days'],
    value: () => {
      const day = (s: string) => Date.parse(s) / 86400000;
      const redeemOn = day('2025-03-14');
      const lots = [
        { units: 1000, on: day('2024-01-10') },
        { units: 500, on: day('2024-09-05') },
      ];
      let left = 1200;
      let load = 0;
      for (const lot of lots) {
        const take = Math.min(left, lot.units);
        left -= take;
        if (redeemOn - lot.on <= 365) load += take * 40 * 0.01;
      }
      return load;
    },
  },
  {
    ref: 'VA-M3-055',
    what: 'FIFO capital gain',
    inputs: ['500 units', 'Rs 30', 'Rs 36', '700 units', 'Rs 40'],
    value: () => {
      const lots = [
        { units: 500, cost: 30 },
        { units: 500, cost: 36 },
      ];
      let left = 700;
      let gain = 0;
      for (const lot of lots) {
        const take = Math.min(left, lot.units);
        left -= take;
        gain += take * (40 - lot.cost);
      }
      return gain;
    },
  },
  {
    ref: 'VA-M3-056',
    what: 'grandfathered cost = max(cost, min(FMV 31-Jan-2018, sale))',
    inputs: ['Rs 20', 'Rs 28', '1,000 units', 'Rs 35'],
    value: () => 1000 * (35 - Math.max(20, Math.min(28, 35))),
  },
  {
    ref: 'VA-M3-063',
    what: 'STP units bought in the equity fund',
    inputs: ['Rs 25,000', 'Rs 2,500', 'Rs 62.50'],
    value: () => 25000 / 62.5,
  },
  {
    ref: 'VA-M3-067',
    what: 'switch units after 1% exit load',
    inputs: ['1,000 units', 'Rs 50', '1%', 'Rs 20'],
    value: () => (1000 * 50 * (1 - 0.01)) / 20,
  },
  { ref: 'VA-M3-068', what: 'SIP top-up: year-3 instalment', inputs: ['Rs 5,000', '10%', 'third year'], value: () => 5000 * 1.1 ** 2 },
  { ref: 'VA-M3-072', what: 'modified duration = Macaulay / (1 + y)', inputs: ['4.2 years', '5%'], value: () => 4.2 / 1.05 },
  { ref: 'VA-M3-073', what: 'beta x market move', inputs: ['beta of 0.8', '10%'], value: () => 0.8 * 10 },
  { ref: 'VA-M3-074', what: 'absolute return 40 -> 46', inputs: ['Rs 40', 'Rs 46'], value: () => pct((46 - 40) / 40) },
  { ref: 'VA-M3-075', what: 'CAGR after +50% then -50%', inputs: ['50%'], value: () => pct(cagr(100, 100 * 1.5 * 0.5, 2)) },
  {
    ref: 'VA-M3-079',
    what: 'higher Sharpe ratio of X and Y',
    inputs: ['15%', '20%', '12%', '10%', '6%'],
    value: () => Math.max(sharpe(15, 20), sharpe(12, 10)),
    keyIncludes: sharpe(15, 20) > sharpe(12, 10) ? 'Fund X' : 'Fund Y',
  },
  { ref: 'VA-M3-082', what: 'YTM minus TER', inputs: ['7.5%', '0.5%'], value: () => 7.5 - 0.5 },
  {
    ref: 'VA-M3-083',
    what: 'direct vs regular after 10 years',
    inputs: ['Rs 1 lakh', '10 years', '11.5%', '10.5%'],
    value: () => 100000 * (1.115 ** 10 - 1.105 ** 10),
    tol: 1,
  },
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
  if (!r) {
    errors.push(`${c.ref}: question not found in the CSVs`);
    continue;
  }
  const mock = c.ref.slice(0, 5);
  perMock.set(mock, (perMock.get(mock) ?? 0) + 1);
  const problems: string[] = [];
  for (const s of c.inputs) if (!r.question.includes(s)) problems.push(`question text does not contain "${s}"`);
  const expected = c.value();
  const tol = c.tol ?? 0.006;
  const letters = ['A', 'B', 'C', 'D'];
  const opts = letters.map((l) => r[`option_${l.toLowerCase()}`]);
  const matches = opts.map((o) => {
    const v = firstNumber(o);
    return v !== null && Math.abs(v - expected) <= tol;
  });
  const keyIdx = letters.indexOf(r.answer);
  if (keyIdx < 0) problems.push(`answer "${r.answer}" is not A-D`);
  else {
    if (!matches[keyIdx]) problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" does not show ${expected.toFixed(4)}`);
    if (c.unit && !opts[keyIdx].includes(c.unit)) problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" lacks unit "${c.unit}"`);
    if (c.keyIncludes && !opts[keyIdx].includes(c.keyIncludes))
      problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" lacks "${c.keyIncludes}"`);
  }
  matches.forEach((m, i) => {
    if (m && i !== keyIdx) problems.push(`option ${letters[i]} "${opts[i]}" also shows ${expected.toFixed(4)}`);
  });
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
