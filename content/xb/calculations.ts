// Recomputes every calculation question of the X-B full-length mocks and topic practice paper from its numbers.
// Run from the repository root: npx tsx content/xb/calculations.ts
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
  keyIncludes?: string; // if set, the keyed option must contain this text (a direction: 'fall', 'loss')
  tol?: number; // absolute tolerance for comparing with the numbers shown; default 0.006 (2-decimal rounding)
}

/** Present value of an annual annuity of 1 paid at each year's end for n years at rate r. */
const pvAnnuity = (r: number, n: number) => (1 - (1 + r) ** -n) / r;
/** Monthly instalment on a loan P at annual rate `annual` for n months. */
const emi = (P: number, annual: number, n: number) => {
  const r = annual / 12;
  return (P * r * (1 + r) ** n) / ((1 + r) ** n - 1);
};

/** What a gift (or a purchase for less than value) from non-relatives adds to income: the whole shortfall once it exceeds Rs 50,000. */
const giftIncome = (value: number, paid = 0) => (value - paid > 50000 ? value - paid : 0);

const checks: Check[] = [
  // ------------------------------------------------------------ Full-Length Mock Test 2
  {
    ref: 'XB-M2-012',
    what: 'HLV: (20 - 4 - 3) lakh a year for 19 years (41 to 60) at 7%, in crore',
    inputs: ['Rs 20 lakh', 'Rs 4 lakh', 'Rs 3 lakh', '41', '60', '7%'],
    value: () => (13 * pvAnnuity(0.07, 19)) / 100,
  },
  { ref: 'XB-M2-014', what: 'co-payment 20% of 2,60,000: insurer pays 80%', inputs: ['20%', 'Rs 2,60,000'], value: () => 260000 * 0.8 },
  {
    ref: 'XB-M2-016',
    what: 'average clause: 2 lakh x 5 / 10, in lakh',
    inputs: ['Rs 5 lakh', 'Rs 10 lakh', 'Rs 2 lakh'],
    value: () => (2 * 5) / 10,
  },
  {
    ref: 'XB-M2-018',
    what: '6 lakh inflated at 6% for 25 years (35 to 60), in lakh',
    inputs: ['35', 'Rs 6 lakh', '6%', '60'],
    value: () => 6 * 1.06 ** 25,
    tol: 0.06,
  },
  { ref: 'XB-M2-019', what: 'real rate 1.07 / 1.05 - 1, in %', inputs: ['7%', '5%'], value: () => (1.07 / 1.05 - 1) * 100, tol: 0.006 },
  { ref: 'XB-M2-033', what: 'income gap 40,000 - 15,000', inputs: ['Rs 40,000', 'Rs 15,000'], value: () => 40000 - 15000 },
  {
    ref: 'XB-M2-040',
    what: 'capital gain (1,000 x 310 - 600) - (1,000 x 220 + 500)',
    inputs: ['1,000 shares', 'Rs 220', 'Rs 500', 'Rs 310', 'Rs 600'],
    value: () => 1000 * 310 - 600 - (1000 * 220 + 500),
  },
  {
    ref: 'XB-M2-049',
    what: 'price change = -modified duration x change in yield: -6 x -0.5%',
    inputs: ['modified duration of 6', 'fall by 0.5 percentage point'],
    value: () => 6 * 0.5,
    keyIncludes: 'rise',
  },
  {
    ref: 'XB-M2-085',
    what: 'expected return 0.6 x 12 + 0.4 x 7, in %',
    inputs: ['60%', '12%', '40%', '7%'],
    value: () => 0.6 * 12 + 0.4 * 7,
  },
  { ref: 'XB-M2-086', what: 'post-tax return 8 x (1 - 0.20), in %', inputs: ['8%', '20%'], value: () => 8 * (1 - 0.2) },
  {
    ref: 'XB-M2-090',
    what: 'CAGR (1,61,051 / 1,00,000)^(1/5) - 1, in %',
    inputs: ['Rs 1,00,000', 'Rs 1,61,051', '5 years'],
    value: () => ((161051 / 100000) ** (1 / 5) - 1) * 100,
  },
  {
    ref: 'XB-M2-091',
    what: 'first-year need: 6 lakh x 1.06^15 (45 to 60), in lakh',
    inputs: ['45', '60', 'Rs 6 lakh', '6%'],
    value: () => 6 * 1.06 ** 15,
    tol: 0.06,
  },
  {
    ref: 'XB-M2-092',
    what: 'corpus at zero real return: 25 years (60 to 85) x first-year need, in crore',
    inputs: ['85', '6% a year after retirement', 'start of each year'],
    value: () => (25 * 6 * 1.06 ** 15) / 100,
    tol: 0.006,
  },
  {
    ref: 'XB-M2-093',
    what: 'FV of 6 lakh at 9% for 15 years, in lakh',
    inputs: ['Rs 6 lakh', '9%'],
    value: () => 6 * 1.09 ** 15,
    tol: 0.06,
  },
  {
    ref: 'XB-M2-096',
    what: 'HLV: 12 lakh a year for 26 years (34 to 60) at 8%, in crore',
    inputs: ['34', '60', 'Rs 12 lakh', '8%'],
    value: () => (12 * pvAnnuity(0.08, 26)) / 100,
    tol: 0.006,
  },
  {
    ref: 'XB-M2-097',
    what: 'needs: 90 + 35 + 2 x 15 - 10 - 10 lakh, in crore',
    inputs: ['Rs 90 lakh', 'Rs 35 lakh', 'Rs 15 lakh', 'Rs 10 lakh of financial', 'sum assured of Rs 10 lakh'],
    value: () => (90 + 35 + 2 * 15 - 10 - 10) / 100,
  },
  {
    ref: 'XB-M2-101',
    what: 'LTCG 6,50,000 - 4,00,000',
    inputs: ['20 months', 'Rs 4,00,000', 'Rs 6,50,000'],
    value: () => 650000 - 400000,
  },
  {
    ref: 'XB-M2-102',
    what: 'short-term loss 3,00,000 - 2,40,000',
    inputs: ['5 months', 'Rs 3,00,000', 'Rs 2,40,000'],
    value: () => 300000 - 240000,
    keyIncludes: 'short-term loss',
  },
  { ref: 'XB-M2-116', what: 'emergency fund 6 x 70,000, in lakh', inputs: ['six months', 'Rs 70,000'], value: () => (6 * 70000) / 100000 },
  {
    ref: 'XB-M2-117',
    what: 'EMI on 50 lakh, 9%, 240 months',
    inputs: ['Rs 50 lakh', '20 years', '9%'],
    value: () => emi(5000000, 0.09, 240),
    tol: 1,
  },
  // ------------------------------------------------------------ Full-Length Mock Test 3
  { ref: 'XB-M3-018', what: 'rule of 72 at 8%: 72 / 8 years', inputs: ['8%', 'rule of 72'], value: () => 72 / 8 },
  {
    ref: 'XB-M3-019',
    what: 'SIP FV: 10,000 a month, end of month, 240 months at 1%, in lakh',
    inputs: ['Rs 10,000', '20 years', '1% a month'],
    value: () => (10000 * ((1.01 ** 240 - 1) / 0.01)) / 100000,
    tol: 0.06,
  },
  {
    ref: 'XB-M3-020',
    what: 'sinking fund: 50 lakh x 0.08 / (1.08^10 - 1), in lakh',
    inputs: ['Rs 50 lakh', '10 years', '8%', 'end of each year'],
    value: () => (50 * 0.08) / (1.08 ** 10 - 1),
    tol: 0.06,
  },
  {
    ref: 'XB-M3-027',
    what: 'gratuity 15 / 26 x 52,000 x 20',
    inputs: ['20 years', 'Rs 52,000', '15 days', '26-day'],
    value: () => (15 / 26) * 52000 * 20,
    tol: 0.5,
  },
  { ref: 'XB-M3-031', what: 'years at zero real return: 60 / 5', inputs: ['Rs 60 lakh', 'Rs 5 lakh'], value: () => 60 / 5 },
  {
    ref: 'XB-M3-038',
    what: 'property gain 90 - 1 - 40 - 10, in lakh',
    inputs: ['Rs 40 lakh', 'Rs 10 lakh', 'Rs 90 lakh', 'Rs 1 lakh'],
    value: () => 90 - 1 - 40 - 10,
  },
  {
    ref: 'XB-M3-086',
    what: 'two-asset standard deviation, 60/40, 20% and 8%, correlation 0.2, in %',
    inputs: ['60%', '20%', '40%', '8%', '0.2'],
    value: () => Math.sqrt(0.6 ** 2 * 20 ** 2 + 0.4 ** 2 * 8 ** 2 + 2 * 0.6 * 0.4 * 0.2 * 20 * 8),
    tol: 0.06,
  },
  {
    ref: 'XB-M3-091',
    what: 'corpus: 9 lakh growing at 6%, 30 start-of-year withdrawals, 8% return, in crore',
    inputs: ['Rs 9 lakh', '6%', '8%', '30 years', 'start of the year'],
    value: () => {
      const r = 1.08 / 1.06 - 1;
      return (9 * ((1 - (1 + r) ** -30) / r) * (1 + r)) / 100;
    },
  },
  { ref: 'XB-M3-092', what: 'annuity 7% of 50 lakh, in lakh', inputs: ['Rs 50 lakh', '7%'], value: () => 50 * 0.07, tol: 0.06 },
  { ref: 'XB-M3-094', what: '9 lakh x 1.06^5, in lakh', inputs: ['Rs 9 lakh', '6%'], value: () => 9 * 1.06 ** 5, tol: 0.06 },
  {
    ref: 'XB-M3-106',
    what: "Christian widow's third of 2.1 crore, in lakh (the option also shows 'one third')",
    inputs: ['Rs 2.1 crore', 'Rs 1.2 crore', 'Rs 90 lakh'],
    value: () => 210 / 3,
  },
  {
    ref: 'XB-M3-116',
    what: '(1.8% - 0.8%) x 70% x 40 lakh',
    inputs: ['Rs 40 lakh', '70%', '1.8%', '0.8%'],
    value: () => 0.01 * 0.7 * 4000000,
  },
  {
    ref: 'XB-M3-119',
    what: '25 lakh x 1.08^12, in lakh',
    inputs: ['12 years', 'Rs 25 lakh', '8% a year'],
    value: () => 25 * 1.08 ** 12,
    tol: 0.06,
  },
  // ------------------------------------------------------------ Topic Practice (topic-practice.csv)
  {
    ref: 'XB-TP-015',
    what: 'gift of 1,20,000 from a cousin (not a relative), over Rs 50,000: all of it taxable',
    inputs: ['Rs 1,20,000', 'first cousin'],
    value: () => giftIncome(120000),
  },
  {
    ref: 'XB-TP-016',
    what: 'shares bought from a non-relative below value: 2,50,000 - 1,00,000 (shortfall over Rs 50,000)',
    inputs: ['Rs 1,00,000', 'Rs 2,50,000'],
    value: () => giftIncome(250000, 100000),
  },
  {
    ref: 'XB-TP-019',
    what: 'necklace worth 80,000 from a friend, over Rs 50,000: its whole value taxable',
    inputs: ['Rs 80,000', 'friend'],
    value: () => giftIncome(80000),
  },
  {
    ref: 'XB-TP-025',
    what: 'listed-equity long-term gains 2,20,000 + 80,000 less one Rs 1,25,000 exemption a year',
    inputs: ['Rs 2,20,000', 'Rs 80,000'],
    value: () => 220000 + 80000 - 125000,
  },
  {
    ref: 'XB-TP-029',
    what: 'jewellery held over 24 months: (6,00,000 - 4,00,000) x 12.5%',
    inputs: ['Rs 4,00,000', 'Rs 6,00,000', '2021', '2026'],
    value: () => (600000 - 400000) * 0.125,
  },
  {
    ref: 'XB-TP-030',
    what: 'virtual digital asset: 4,60,000 - 2,50,000, the fees not deductible',
    inputs: ['Rs 2,50,000', 'Rs 4,60,000', 'Rs 10,000'],
    value: () => 460000 - 250000,
  },
  {
    ref: 'XB-TP-056',
    what: 'post-tax yields: tax-free 6% less taxable 8% x (1 - 0.30), in percentage points',
    inputs: ['30%', 'taxable bond yielding 8%', 'tax-free bond yielding 6%'],
    value: () => 6 - 8 * (1 - 0.3),
    keyIncludes: 'tax-free',
  },
];

const rows = new Map<string, Record<string, string>>();
const passages = new Map<string, string>();
for (const n of [2, 3]) {
  const file = join(here, `full-length-mock-test-${n}.csv`);
  if (!existsSync(file)) continue;
  const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true });
  for (const r of parsed.data) rows.set(r.ref, r);
  const cases = Papa.parse<Record<string, string>>(readFileSync(join(here, `full-length-mock-test-${n}.cases.csv`), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  for (const c of cases.data) passages.set(c.case, c.passage);
}
const practiceFile = join(here, 'topic-practice.csv');
if (existsSync(practiceFile)) {
  const parsed = Papa.parse<Record<string, string>>(readFileSync(practiceFile, 'utf8'), { header: true, skipEmptyLines: true });
  for (const r of parsed.data) rows.set(r.ref, r);
}

const numbers = (s: string): number[] => [...s.matchAll(/-?\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

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

console.log(
  `\nCalculation questions checked: ${[...perMock].map(([m, n]) => `${m.replace('XB-TP', 'Topic Practice').replace('XB-M', 'Mock ')} ${n}`).join(', ')}`,
);
if (errors.length) {
  console.error(`\nFAILED: ${errors.length} calculation question(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All calculation checks passed.');
