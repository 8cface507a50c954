// Recomputes every calculation question of the XV papers (full-length mocks 2 and 3, topic practice) from its numbers.
// Run from the repository root: npx tsx content/xv/calculations.ts
// For each check: the numbers it uses must appear in the question text or its caselet's passage; the keyed option
// must show the recomputed value(s), in order, to the option's rounding (`tol`); no other option may show them.
// Exits non-zero on any mismatch.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));

interface Check {
  ref: string;
  what: string;
  inputs: string[]; // literal strings that must appear in the question text or its caselet's passage
  value: () => number | number[]; // the answer(s), in the unit and order the options use
  keyIncludes?: string; // if set, the keyed option must contain this text
  tol?: number; // absolute tolerance for comparing with the numbers shown; default 0.006 (2-decimal rounding)
}

const checks: Check[] = [
  // ------------------------------------------------------------ Full-Length Mock Test 2
  {
    ref: 'XV-M2-004',
    what: 'current yield 80 / 960, in %',
    inputs: ['Rs 1,000', '8%', 'Rs 960'],
    value: () => (80 / 960) * 100,
    tol: 0.006,
  },
  { ref: 'XV-M2-010', what: 'FV 10,000 x 1.08^3', inputs: ['Rs 10,000', '8%', '3 years'], value: () => 10000 * 1.08 ** 3, tol: 0.5 },
  { ref: 'XV-M2-019', what: 'CR4 24 + 18 + 15 + 11, in %', inputs: ['24%', '18%', '15%', '11%', '9%'], value: () => 24 + 18 + 15 + 11 },
  { ref: 'XV-M2-028', what: 'asset turnover 900 / 600', inputs: ['Rs 900 crore', 'Rs 600 crore'], value: () => 900 / 600 },
  { ref: 'XV-M2-029', what: 'inventory turnover 480 / 60', inputs: ['Rs 480 crore', 'Rs 60 crore'], value: () => 480 / 60 },
  {
    ref: 'XV-M2-030',
    what: 'receivable days 200 / 1,460 x 365',
    inputs: ['Rs 1,460 crore', 'Rs 200 crore', '365'],
    value: () => (200 / 1460) * 365,
  },
  {
    ref: 'XV-M2-031',
    what: 'net margin 72 / 960, in %',
    inputs: ['Rs 72 crore', 'Rs 960 crore'],
    value: () => (72 / 960) * 100,
    tol: 0.06,
  },
  { ref: 'XV-M2-035', what: 'gross margin 330 / 1,100, in %', inputs: ['Rs 330 crore', 'Rs 1,100 crore'], value: () => (330 / 1100) * 100 },
  { ref: 'XV-M2-036', what: 'ex-bonus price 800 / 2 (1:1 bonus)', inputs: ['Rs 800', '1:1 bonus'], value: () => 800 / 2 },
  { ref: 'XV-M2-041', what: 'Gordon 8 / (0.13 - 0.05)', inputs: ['Rs 8', '5%', '13%'], value: () => 8 / (0.13 - 0.05) },
  {
    ref: 'XV-M2-042',
    what: 'justified P/B (18 - 6) / (12 - 6)',
    inputs: ['18%', '6%', '12%'],
    value: () => (18 - 6) / (12 - 6),
    tol: 0.06,
  },
  { ref: 'XV-M2-043', what: 'EV/EBITDA 2,400 / 300', inputs: ['Rs 2,400 crore', 'Rs 300 crore'], value: () => 2400 / 300 },
  { ref: 'XV-M2-045', what: 'earnings yield 1 / 20, in %', inputs: ['P/E of 20'], value: () => 100 / 20 },
  { ref: 'XV-M2-046', what: 'dividend yield 12 / 400, in %', inputs: ['Rs 400', 'Rs 12'], value: () => (12 / 400) * 100 },
  { ref: 'XV-M2-052', what: 'Sharpe (14 - 6) / 16', inputs: ['14%', '16%', '6%'], value: () => (14 - 6) / 16 },
  {
    ref: 'XV-M2-054',
    what: 'portfolio beta 0.6 x 1.2 + 0.4 x 0.8',
    inputs: ['60%', '1.2', '40%', '0.8'],
    value: () => 0.6 * 1.2 + 0.4 * 0.8,
  },
  {
    ref: 'XV-M2-055',
    what: 'HPR (230 - 200 + 6) / 200, in %',
    inputs: ['Rs 200', 'Rs 6', 'Rs 230'],
    value: () => ((230 - 200 + 6) / 200) * 100,
  },
  { ref: 'XV-M2-057', what: 'real return 1.10 / 1.04 - 1, in %', inputs: ['10%', '4%'], value: () => (1.1 / 1.04 - 1) * 100 },
  {
    ref: 'XV-M2-081',
    what: 'EBIT margin 100 / 800, in %',
    inputs: ['EBIT 100', 'revenue from operations 800'],
    value: () => (100 / 800) * 100,
  },
  {
    ref: 'XV-M2-082',
    what: 'ROCE 100 / (40 + 360 + 200), in %',
    inputs: ['EBIT 100', 'equity share capital 40', 'other equity 360', 'borrowings 200'],
    value: () => (100 / (40 + 360 + 200)) * 100,
    tol: 0.06,
  },
  { ref: 'XV-M2-083', what: 'EPS 60 / 4', inputs: ['profit after tax 60', '4 crore shares'], value: () => 60 / 4 },
  {
    ref: 'XV-M2-084',
    what: 'debt-equity 200 / (40 + 360)',
    inputs: ['borrowings 200', 'equity share capital 40', 'other equity 360'],
    value: () => 200 / (40 + 360),
  },
  {
    ref: 'XV-M2-085',
    what: 'DDM 24 x 0.5 / (0.14 - 0.08)',
    inputs: ['Rs 24', '50%', '8%', '14%'],
    value: () => (24 * 0.5) / (0.14 - 0.08),
  },
  { ref: 'XV-M2-086', what: 'justified P/E 0.5 / 0.06', inputs: ['50%', '8%', '14%'], value: () => 0.5 / (0.14 - 0.08) },
  { ref: 'XV-M2-087', what: 'peer value 10 x 24', inputs: ['10 times', 'Rs 24'], value: () => 10 * 24 },
  { ref: 'XV-M2-088', what: 'DDM at g 7%: 12 / 0.07', inputs: ['7%'], value: () => 12 / (0.14 - 0.07), tol: 0.5 },
  { ref: 'XV-M2-089', what: '61.8% retracement 600 - 0.618 x 200', inputs: ['Rs 400', 'Rs 600'], value: () => 600 - 0.618 * 200 },
  { ref: 'XV-M2-097', what: 'oil rise (91 - 70) / 70, in %', inputs: ['USD 70', 'USD 91'], value: () => ((91 - 70) / 70) * 100 },
  { ref: 'XV-M2-099', what: 'real policy rate 6.0 - 5.2', inputs: ['6.0%', '5.2%'], value: () => 6.0 - 5.2, tol: 0.001 },
  // ------------------------------------------------------------ Full-Length Mock Test 3
  { ref: 'XV-M3-004', what: 'market cap 25 crore x 320', inputs: ['25 crore shares', 'Rs 320'], value: () => 25 * 320 },
  { ref: 'XV-M3-007', what: 'EAR (1 + 0.12 / 4)^4 - 1, in %', inputs: ['12%', 'quarterly'], value: () => ((1 + 0.12 / 4) ** 4 - 1) * 100 },
  { ref: 'XV-M3-008', what: 'rule of 72: 72 / 9', inputs: ['rule of 72', '9%'], value: () => 72 / 9 },
  {
    ref: 'XV-M3-011',
    what: 'GDP 600 + 250 + 150 + (120 - 170)',
    inputs: ['Rs 600 lakh crore', 'Rs 250 lakh crore', 'Rs 150 lakh crore', 'Rs 120 lakh crore', 'Rs 170 lakh crore'],
    value: () => 600 + 250 + 150 + (120 - 170),
  },
  { ref: 'XV-M3-026', what: 'ROA 90 / 1,500, in %', inputs: ['Rs 90 crore', 'Rs 1,500 crore'], value: () => (90 / 1500) * 100 },
  {
    ref: 'XV-M3-027',
    what: 'cash ratio (60 + 20) / 200',
    inputs: ['Rs 60 crore', 'Rs 20 crore', 'Rs 200 crore'],
    value: () => (60 + 20) / 200,
  },
  { ref: 'XV-M3-028', what: 'payable days 90 / 657 x 365', inputs: ['Rs 90 crore', 'Rs 657 crore', '365'], value: () => (90 / 657) * 365 },
  { ref: 'XV-M3-029', what: 'fixed asset turnover 1,200 / 400', inputs: ['Rs 1,200 crore', 'Rs 400 crore'], value: () => 1200 / 400 },
  {
    ref: 'XV-M3-030',
    what: 'net debt / EBITDA (500 - 100) / 200',
    inputs: ['Rs 500 crore', 'Rs 100 crore', 'Rs 200 crore'],
    value: () => (500 - 100) / 200,
  },
  { ref: 'XV-M3-031', what: 'DFL 200 / (200 - 50)', inputs: ['Rs 200 crore', 'Rs 50 crore'], value: () => 200 / (200 - 50), tol: 0.006 },
  {
    ref: 'XV-M3-032',
    what: 'EBITDA 60 + 20 + 15 + 25',
    inputs: ['Rs 60 crore', 'Rs 20 crore', 'Rs 15 crore', 'Rs 25 crore'],
    value: () => 60 + 20 + 15 + 25,
  },
  { ref: 'XV-M3-037', what: 'ex-dividend price 500 - 15', inputs: ['Rs 500', 'Rs 15'], value: () => 500 - 15 },
  {
    ref: 'XV-M3-038',
    what: 'swap 1,000 x 3 / 5',
    inputs: ['3 shares', '5 target shares', '1,000 target shares'],
    value: () => (1000 * 3) / 5,
  },
  {
    ref: 'XV-M3-039',
    what: 'FCFF 200 x 0.75 + 40 - 60 - 10',
    inputs: ['Rs 200 crore', '25%', 'Rs 40 crore', 'Rs 60 crore', 'Rs 10 crore'],
    value: () => 200 * 0.75 + 40 - 60 - 10,
  },
  { ref: 'XV-M3-040', what: 'P/S 3,000 / 1,500', inputs: ['Rs 3,000 crore', 'Rs 1,500 crore'], value: () => 3000 / 1500 },
  {
    ref: 'XV-M3-042',
    what: 'equity per share (5,000 - 1,200 + 200) / 50',
    inputs: ['Rs 5,000 crore', 'Rs 1,200 crore', 'Rs 200 crore', '50 crore shares'],
    value: () => (5000 - 1200 + 200) / 50,
  },
  { ref: 'XV-M3-043', what: 'forward P/E 600 / 40', inputs: ['Rs 600', 'Rs 40'], value: () => 600 / 40 },
  {
    ref: 'XV-M3-051',
    what: 'futures 60,000 x (1 + 0.06 x 3 / 12)',
    inputs: ['Rs 60,000', '6%', 'three months'],
    value: () => 60000 * (1 + 0.06 * 0.25),
  },
  { ref: 'XV-M3-052', what: 'correlation 0.012 / (0.20 x 0.15)', inputs: ['0.012', '0.20', '0.15'], value: () => 0.012 / (0.2 * 0.15) },
  {
    ref: 'XV-M3-054',
    what: 'geometric mean sqrt(1.5 x 0.5) - 1, in %',
    inputs: ['+50%', '-50%'],
    value: () => (Math.sqrt(1.5 * 0.5) - 1) * 100,
    tol: 0.06,
  },
  { ref: 'XV-M3-074', what: 'double top target 700 - (800 - 700)', inputs: ['Rs 800', 'Rs 700'], value: () => 700 - (800 - 700) },
  {
    ref: 'XV-M3-076',
    what: 'rate of change (220 - 200) / 200, in %',
    inputs: ['Rs 220', 'Rs 200'],
    value: () => ((220 - 200) / 200) * 100,
  },
  { ref: 'XV-M3-081', what: 'CR4 35 + 25 + 20 + 12, in %', inputs: ['35%', '25%', '20%', '12%', '8%'], value: () => 35 + 25 + 20 + 12 },
  {
    ref: 'XV-M3-085',
    what: 'shares after 1:2 bonus 10 + 10 / 2, crore',
    inputs: ['10 crore', 'one new share for every two'],
    value: () => 10 + 10 / 2,
  },
  { ref: 'XV-M3-086', what: 'ex-bonus price 10 x 450 / 15', inputs: ['10 crore', 'Rs 450'], value: () => (10 * 450) / 15 },
  { ref: 'XV-M3-087', what: 'ROE 180 / 1,200, in %', inputs: ['Rs 180 crore', 'Rs 1,200 crore'], value: () => (180 / 1200) * 100 },
  { ref: 'XV-M3-088', what: 'BVPS after bonus 1,200 / 15', inputs: ['Rs 1,200 crore'], value: () => 1200 / 15 },
  {
    ref: 'XV-M3-089',
    what: 'EV 8 x 250 + 700 - 200',
    inputs: ['8 crore shares', 'Rs 250', 'Rs 700 crore', 'Rs 200 crore'],
    value: () => 8 * 250 + 700 - 200,
  },
  { ref: 'XV-M3-090', what: 'EV/EBITDA 2,500 / 250', inputs: ['EBITDA of Rs 250 crore'], value: () => (8 * 250 + 700 - 200) / 250 },
  { ref: 'XV-M3-091', what: 'value per share (12 x 250 - 700 + 200) / 8', inputs: ['12 times'], value: () => (12 * 250 - 700 + 200) / 8 },
  { ref: 'XV-M3-092', what: 'EV/sales 2,500 / 1,250', inputs: ['Rs 1,250 crore'], value: () => (8 * 250 + 700 - 200) / 1250 },
  { ref: 'XV-M3-093', what: 'measured move 220 + (220 - 180)', inputs: ['Rs 180', 'Rs 220'], value: () => 220 + (220 - 180) },
  {
    ref: 'XV-M3-097',
    what: 'Sharpe P (15 - 6) / 20, Q (12 - 6) / 10',
    inputs: ['15%', '20%', '12%', '10%', '6%'],
    value: () => [(15 - 6) / 20, (12 - 6) / 10],
  },
  { ref: 'XV-M3-098', what: 'Treynor Q (12 - 6) / 0.8', inputs: ['12%', '0.8', '6%'], value: () => (12 - 6) / 0.8 },
  {
    ref: 'XV-M3-099',
    what: 'alpha P 15 - (6 + 1.25 x 5), in %',
    inputs: ['15%', '1.25', '6%', '11%'],
    value: () => 15 - (6 + 1.25 * (11 - 6)),
  },
  { ref: 'XV-M3-100', what: 'CAPM Q 6 + 0.8 x 5, in %', inputs: ['0.8', '6%', '11%'], value: () => 6 + 0.8 * (11 - 6) },
  // ------------------------------------------------------------ Topic Practice: Research Analyst
  { ref: 'XV-TP-031', what: 'BVPS 900 / 6', inputs: ['Rs 900 crore', '6 crore shares'], value: () => 900 / 6 },
  { ref: 'XV-TP-032', what: 'dividend 150% of Rs 2', inputs: ['150%', 'Rs 2'], value: () => 1.5 * 2 },
  {
    ref: 'XV-TP-037',
    what: 'price change -5 x 0.5, in % (a fall)',
    inputs: ['modified duration of 5', '0.5 percentage point'],
    value: () => 5 * 0.5,
    keyIncludes: 'Fall',
  },
  { ref: 'XV-TP-052', what: 'rights 2,000 x 1 / 5', inputs: ['1 new share for every 5', '2,000 shares'], value: () => (2000 * 1) / 5 },
];

const rows = new Map<string, Record<string, string>>();
const passages = new Map<string, string>();
for (const file of ['full-length-mock-test-2', 'full-length-mock-test-3', 'topic-practice']) {
  const path = join(here, `${file}.csv`);
  if (!existsSync(path)) continue;
  const parsed = Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), { header: true, skipEmptyLines: true });
  for (const r of parsed.data) rows.set(r.ref, r);
  const casesPath = join(here, `${file}.cases.csv`);
  if (!existsSync(casesPath)) continue;
  const cases = Papa.parse<Record<string, string>>(readFileSync(casesPath, 'utf8'), { header: true, skipEmptyLines: true });
  for (const c of cases.data) passages.set(c.case, c.passage);
}

const numbers = (s: string): number[] => [...s.matchAll(/-?\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

const errors: string[] = [];
const perPaper = new Map<string, number>();
for (const c of checks) {
  const r = rows.get(c.ref);
  if (!r) {
    errors.push(`${c.ref}: question not found in the CSVs`);
    continue;
  }
  const paper = c.ref.replace(/-\d+$/, '');
  perPaper.set(paper, (perPaper.get(paper) ?? 0) + 1);
  const problems: string[] = [];
  const context = r.question + '\n' + (r.case ? (passages.get(r.case) ?? '') : '');
  for (const s of c.inputs) if (!context.includes(s)) problems.push(`question or passage does not contain "${s}"`);
  const v = c.value();
  const expected = Array.isArray(v) ? v : [v];
  const tol = c.tol ?? 0.006;
  const letters = ['A', 'B', 'C', 'D'];
  const opts = letters.map((l) => r[`option_${l.toLowerCase()}`]);
  const shows = (o: string) => {
    const n = numbers(o);
    return (
      n.length === expected.length && n.every((x, i) => Math.abs(x - expected[i]) <= tol) && (!c.keyIncludes || o.includes(c.keyIncludes))
    );
  };
  const matches = opts.map(shows);
  const keyIdx = letters.indexOf(r.answer);
  const shown = expected.map((x) => x.toFixed(4)).join(', ');
  if (keyIdx < 0) problems.push(`answer "${r.answer}" is not A-D`);
  else if (!matches[keyIdx]) problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" does not show ${shown}`);
  matches.forEach((m, i) => {
    if (m && i !== keyIdx) problems.push(`option ${letters[i]} "${opts[i]}" also shows ${shown}`);
  });
  if (problems.length) errors.push(`${c.ref} (${c.what}): ${problems.join('; ')}`);
  else console.log(`ok  ${c.ref}  ${c.what}: ${shown} -> ${r.answer} "${opts[keyIdx]}"`);
}

console.log(`\nCalculation questions checked: ${[...perPaper].map(([p, n]) => `${p} ${n}`).join(', ')}`);
if (errors.length) {
  console.error(`\nFAILED: ${errors.length} calculation question(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All calculation checks passed.');
