// Recomputes every calculation question of the VIII full-length mocks from its numbers.
// Run from the repository root: npx tsx content/viii/calculations.ts
// For each check: the numbers it uses must appear in the question text; the keyed option must show the recomputed
// value(s), in order, to the option's rounding; no other option may show them (an option with the same numbers but
// the other direction, "gain" for "loss", does not count when `keyIncludes` names the direction). Exits non-zero on
// any mismatch.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));

interface Check {
  ref: string;
  what: string;
  inputs: string[]; // literal strings that must appear in the question text
  value: () => number | number[]; // the answer(s), in the unit and order the options use
  keyIncludes?: string; // if set, the keyed option must contain this text (e.g. a direction: 'gain', 'Sell')
  tol?: number; // absolute tolerance for comparing with the numbers shown; default 0.006 (2-decimal rounding)
}

const pct = (x: number) => x * 100;
const exp = Math.exp;

const checks: Check[] = [
  // ------------------------------------------------------------ Full-Length Mock Test 2
  {
    ref: 'VIII-M2-011',
    what: 'free-float market cap: 100 cr shares x 60% x 500',
    inputs: ['100 crore shares', '40%', 'Rs 500'],
    value: () => 100 * 0.6 * 500,
  },
  {
    ref: 'VIII-M2-012',
    what: 'index change on the previous close',
    inputs: ['24,800', '25,172'],
    value: () => pct((25172 - 24800) / 24800),
  },
  { ref: 'VIII-M2-014', what: 'equal weight of 50 stocks', inputs: ['50 stocks'], value: () => 100 / 50 },
  {
    ref: 'VIII-M2-020',
    what: 'beta after selling 5 x 16 lakh against 2 crore at beta 1.1',
    inputs: ['Rs 2 crore', 'beta of 1.1', '5 index futures', 'Rs 16 lakh'],
    value: () => 1.1 - (5 * 16) / 200,
  },
  {
    ref: 'VIII-M2-021',
    what: 'hedged shares: (futures sold - cost) x 600',
    inputs: ['600 shares', 'Rs 450', 'Rs 455', 'Rs 420'],
    value: () => (420 - 450) * 600 + (455 - 420) * 600,
    keyIncludes: 'gain',
  },
  {
    ref: 'VIII-M2-022',
    what: 'open interest when a long passes to a new buyer',
    inputs: ['5,000 contracts', '20 contracts'],
    value: () => 5000 + 0,
  },
  {
    ref: 'VIII-M2-025',
    what: 'cash-and-carry profit: F - S(1 + rt)',
    inputs: ['Rs 500', 'Rs 510', '12%', '1-month'],
    value: () => 510 - 500 * (1 + 0.12 / 12),
  },
  {
    ref: 'VIII-M2-028',
    what: 'F = S e^((r - q)t)',
    inputs: ['25,000', '7%', '1%', '3 months'],
    value: () => 25000 * exp((0.07 - 0.01) * 0.25),
    tol: 0.5,
  },
  {
    ref: 'VIII-M2-030',
    what: 'long futures P/L (51,420 - 52,000) x 30',
    inputs: ['52,000', 'lot size of 30', '51,420'],
    value: () => Math.abs((51420 - 52000) * 30),
    keyIncludes: 'loss',
  },
  {
    ref: 'VIII-M2-032',
    what: 'calendar spread: near +120, next -60, x 75',
    inputs: ['24,500', '24,640', '75', '24,620', '24,700'],
    value: () => (24620 - 24500 + (24640 - 24700)) * 75,
    keyIncludes: 'gain',
  },
  {
    ref: 'VIII-M2-038',
    what: 'put lapses: loss = premium x lot',
    inputs: ['Rs 350', 'Rs 14', '1,000 shares', 'Rs 371'],
    value: () => -(Math.max(0, 350 - 371) - 14) * 1000,
    keyIncludes: 'loss',
  },
  {
    ref: 'VIII-M2-039',
    what: 'call writer: (premium - intrinsic) x lot',
    inputs: ['Rs 900', 'Rs 25', '500 shares', 'Rs 948'],
    value: () => -(25 - Math.max(0, 948 - 900)) * 500,
    keyIncludes: 'loss',
  },
  {
    ref: 'VIII-M2-041',
    what: 'delta hedge of short calls: 10 x 100 x 0.4',
    inputs: ['10 lots', '100 shares', 'delta of 0.4'],
    value: () => 10 * 100 * 0.4,
    keyIncludes: 'Buy',
  },
  { ref: 'VIII-M2-043', what: 'new delta = 0.45 + 0.02 x 5', inputs: ['0.45', '0.02', 'Rs 5'], value: () => 0.45 + 0.02 * 5 },
  { ref: 'VIII-M2-045', what: 'European call lower bound S - PV(K)', inputs: ['Rs 450', 'Rs 500', 'Rs 440'], value: () => 500 - 440 },
  {
    ref: 'VIII-M2-049',
    what: 'risk-neutral p = (1 + r - d)/(u - d)',
    inputs: ['1.10', '0.90', '4%'],
    value: () => (1.04 - 0.9) / (1.1 - 0.9),
  },
  {
    ref: 'VIII-M2-057',
    what: 'short strangle breakevens',
    inputs: ['Rs 950', 'Rs 12', 'Rs 1,050', 'Rs 15'],
    value: () => [950 - (12 + 15), 1050 + (12 + 15)],
  },
  { ref: 'VIII-M2-058', what: 'protective put breakeven S + P', inputs: ['Rs 300', 'Rs 290', 'Rs 9'], value: () => 300 + 9 },
  { ref: 'VIII-M2-059', what: 'covered call breakeven S - C', inputs: ['Rs 700', 'Rs 740', 'Rs 16'], value: () => 700 - 16 },
  {
    ref: 'VIII-M2-060',
    what: 'bear put spread breakeven K_high - debit',
    inputs: ['Rs 820', 'Rs 30', 'Rs 780', 'Rs 12'],
    value: () => 820 - (30 - 12),
  },
  {
    ref: 'VIII-M2-064',
    what: 'zero-cost collar: max profit, max loss',
    inputs: ['Rs 510', 'Rs 480', 'Rs 560'],
    value: () => [560 - 510, 510 - 480],
  },
  {
    ref: 'VIII-M2-066',
    what: 'smallest lot of 50/40/60/75 with 25,000 x lot >= 15 lakh',
    inputs: ['25,000', 'Rs 15 lakh'],
    value: () => Math.min(...[60, 50, 40, 75].filter((lot) => 25000 * lot >= 1500000)),
  },
  {
    ref: 'VIII-M2-068',
    what: '1-into-5 split: strike / 5, lot x 5',
    inputs: ['lot size of 250', 'Rs 10', 'five shares of Rs 2', 'Rs 2,000'],
    value: () => [2000 / (10 / 2), 250 * (10 / 2)],
  },
  {
    ref: 'VIII-M2-076',
    what: 'short futures MTM over two days',
    inputs: ['400 shares', 'Rs 1,250', 'Rs 1,262', 'Rs 1,241'],
    value: () => (1250 - 1262) * 400 + (1262 - 1241) * 400,
    keyIncludes: 'gain',
  },
  { ref: 'VIII-M2-083', what: 'premium payable 3 x 75 x 142', inputs: ['3 lots', 'lot size of 75', 'Rs 142'], value: () => 3 * 75 * 142 },
  {
    ref: 'VIII-M2-016',
    what: 'fair calendar spread = S x r x (45 - 10)/365',
    inputs: ['24,000', '7.3%', '365-day', '10 days', '45 days'],
    value: () => 24000 * 0.073 * (45 / 365) - 24000 * 0.073 * (10 / 365),
  },
  {
    ref: 'VIII-M2-024',
    what: 'fair price with 73 days left, spot unchanged',
    inputs: ['Rs 1,000', '12%', '365-day', '146 days', 'Rs 1,048', '73 days'],
    value: () => 1000 * (1 + 0.12 * (73 / 365)),
  },
  { ref: 'VIII-M2-050', what: 'PCR = put OI / call OI', inputs: ['1.2 crore', '0.8 crore'], value: () => 1.2 / 0.8 },
  {
    ref: 'VIII-M2-056',
    what: 'bull call spread at 2,070: (70 - 40) x 250',
    inputs: ['Rs 2,000', 'Rs 65', 'Rs 2,100', 'Rs 25', '250 shares', 'Rs 2,070'],
    value: () => (Math.max(0, 2070 - 2000) - Math.max(0, 2070 - 2100) - (65 - 25)) * 250,
    keyIncludes: 'gain',
  },
  // ------------------------------------------------------------ Full-Length Mock Test 3
  { ref: 'VIII-M3-009', what: 'leverage = 1 / margin rate', inputs: ['12.5%'], value: () => 1 / 0.125 },
  {
    ref: 'VIII-M3-011',
    what: 'price-weighted index after the Rs 300 stock rises 10%',
    inputs: ['Rs 100', 'Rs 200', 'Rs 300', 'divisor is 3', '10%'],
    value: () => (100 + 200 + 300 * 1.1) / 3,
  },
  {
    ref: 'VIII-M3-017',
    what: 'lots to sell = 3,000 / 750',
    inputs: ['3,000 shares', 'lot size of 750'],
    value: () => 3000 / 750,
    keyIncludes: 'Sell',
  },
  {
    ref: 'VIII-M3-019',
    what: 'contracts = 45 lakh x 1.6 / 18 lakh',
    inputs: ['Rs 45 lakh', 'beta of 1.6', 'Rs 18 lakh'],
    value: () => (45 * 1.6) / 18,
  },
  { ref: 'VIII-M3-020', what: 'open interest after 10 opened and 4 closed', inputs: ['10 contracts', 'sells 4'], value: () => 10 - 4 },
  {
    ref: 'VIII-M3-023',
    what: 'hedge with a basis change: shares + short futures',
    inputs: ['500 shares', 'Rs 1,000', 'Rs 1,020', 'Rs 960', 'Rs 975'],
    value: () => (960 - 1000) * 500 + (1020 - 975) * 500,
    keyIncludes: 'gain',
  },
  { ref: 'VIII-M3-024', what: 'roll cost (24,420 - 24,300) x 75', inputs: ['75', '24,300', '24,420'], value: () => (24420 - 24300) * 75 },
  {
    ref: 'VIII-M3-025',
    what: 'reverse cash and carry: S(1 + rt) - F',
    inputs: ['Rs 1,000', 'Rs 1,005', '10%', '3-month'],
    value: () => 1000 * (1 + 0.1 * (3 / 12)) - 1005,
  },
  { ref: 'VIII-M3-026', what: 'contract value 24,200 x 75', inputs: ['24,200', '75'], value: () => 24200 * 75 },
  {
    ref: 'VIII-M3-031',
    what: 'implied continuous carry ln(F/S)/t',
    inputs: ['20,000', '20,300', '3-month'],
    value: () => pct(Math.log(20300 / 20000) / 0.25),
    tol: 0.005,
  },
  {
    ref: 'VIII-M3-040',
    what: 'net delta 2 x 500 x 0.6 - 500',
    inputs: ['2 lots', 'delta of 0.6', '1 lot of futures', '500'],
    value: () => 2 * 500 * 0.6 - 500,
    keyIncludes: '+',
  },
  {
    ref: 'VIII-M3-041',
    what: 'price after IV 20 -> 16 with vega 2.5',
    inputs: ['Rs 45', 'Rs 2.5', '20%', '16%'],
    value: () => 45 + 2.5 * (16 - 20),
  },
  { ref: 'VIII-M3-042', what: 'price after 4 days at theta -1.5', inputs: ['Rs 60', '-1.5', 'four days'], value: () => 60 - 1.5 * 4 },
  {
    ref: 'VIII-M3-045',
    what: 'binomial put, u 120, d 80, r 5%',
    inputs: ['Rs 100', 'Rs 120', 'Rs 80', '5%', 'strike of Rs 100'],
    value: () => {
      const p = (1.05 - 0.8) / (1.2 - 0.8);
      return ((1 - p) * Math.max(0, 100 - 80) + p * Math.max(0, 100 - 120)) / 1.05;
    },
  },
  { ref: 'VIII-M3-046', what: 'daily vol 32% / sqrt(256)', inputs: ['32%', '256'], value: () => 32 / Math.sqrt(256) },
  {
    ref: 'VIII-M3-053',
    what: 'delta hedge of long puts: 5 x 200 x 0.3',
    inputs: ['5 lots', '200 shares', '-0.3'],
    value: () => 5 * 200 * 0.3,
    keyIncludes: 'Buy',
  },
  {
    ref: 'VIII-M3-058',
    what: 'short straddle maximum profit at the strike',
    inputs: ['Rs 300', 'Rs 14', 'Rs 12'],
    value: () => [14 + 12, 300],
    keyIncludes: 'exactly',
  },
  {
    ref: 'VIII-M3-059',
    what: 'call butterfly breakevens',
    inputs: ['Rs 480', 'Rs 30', 'Rs 500', 'Rs 18', 'Rs 520', 'Rs 10'],
    value: () => {
      const debit = 30 - 2 * 18 + 10;
      return [480 + debit, 520 - debit];
    },
  },
  {
    ref: 'VIII-M3-064',
    what: 'iron condor max loss = width - credit',
    inputs: ['Rs 900', 'Rs 15', 'Rs 850', 'Rs 6', 'Rs 1,100', 'Rs 14', 'Rs 1,150', 'Rs 5'],
    value: () => 50 - (15 - 6 + (14 - 5)),
  },
  {
    ref: 'VIII-M3-073',
    what: 'bonus 1 for 2: factor 1.5',
    inputs: ['lot size of 400', '1 new share for every 2', 'Rs 900'],
    value: () => [900 / ((1 + 2) / 2), 400 * ((1 + 2) / 2)],
  },
  {
    ref: 'VIII-M3-077',
    what: 'free margin = deposit - (SPAN + exposure)',
    inputs: ['Rs 2,00,000', 'Rs 1,40,000', 'Rs 35,000'],
    value: () => 200000 - (140000 + 35000),
  },
  { ref: 'VIII-M3-016', what: 'fair futures less a new dividend', inputs: ['Rs 1,270', 'Rs 15'], value: () => 1270 - 15 },
  { ref: 'VIII-M3-018', what: 'futures breakeven = price + round-trip costs', inputs: ['Rs 1,800', 'Rs 1.20'], value: () => 1800 + 1.2 },
  {
    ref: 'VIII-M3-057',
    what: 'long strangle between the strikes: both premiums lost',
    inputs: ['Rs 1,150', 'Rs 20', 'Rs 1,050', 'Rs 16', '500 shares', 'Rs 1,120'],
    value: () => -(Math.max(0, 1120 - 1150) + Math.max(0, 1050 - 1120) - (20 + 16)) * 500,
    keyIncludes: 'loss',
  },
  {
    ref: 'VIII-M3-076',
    what: 'short 2 lots x 50, settlement 24,180 vs 24,000',
    inputs: ['2 lots', 'lot size of 50', '24,000', '24,180'],
    value: () => (24180 - 24000) * 2 * 50,
    keyIncludes: 'pays',
  },
  {
    ref: 'VIII-M3-037',
    what: 'return on premium (50 - 32) / 32',
    inputs: ['Rs 1,100', 'Rs 32', 'Rs 1,150'],
    value: () => pct((Math.max(0, 1150 - 1100) - 32) / 32),
    tol: 0.5,
  },
  {
    ref: 'VIII-M3-038',
    what: 'put writer maximum loss (640 - 18) x 800',
    inputs: ['Rs 640', 'Rs 18', '800 shares'],
    value: () => (640 - 18) * 800,
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

/** The numbers an option shows, in order ("Strike Rs 300, lot size 1,250" -> [300, 1250]). */
const numbers = (s: string): number[] => [...s.matchAll(/-?\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

const errors: string[] = [];
const perMock = new Map<string, number>();
for (const c of checks) {
  const r = rows.get(c.ref);
  if (!r) {
    errors.push(`${c.ref}: question not found in the CSVs`);
    continue;
  }
  const mock = c.ref.slice(0, 7);
  perMock.set(mock, (perMock.get(mock) ?? 0) + 1);
  const problems: string[] = [];
  for (const s of c.inputs) if (!r.question.includes(s)) problems.push(`question text does not contain "${s}"`);
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
  else if (!matches[keyIdx])
    problems.push(`keyed option ${r.answer} "${opts[keyIdx]}" does not show ${shown}${c.keyIncludes ? ` with "${c.keyIncludes}"` : ''}`);
  matches.forEach((m, i) => {
    if (m && i !== keyIdx) problems.push(`option ${letters[i]} "${opts[i]}" also shows ${shown}`);
  });
  if (problems.length) errors.push(`${c.ref} (${c.what}): ${problems.join('; ')}`);
  else console.log(`ok  ${c.ref}  ${c.what}: ${shown} -> ${r.answer} "${opts[keyIdx]}"`);
}

console.log(`\nCalculation questions checked: ${[...perMock].map(([m, n]) => `${m.replace('VIII-M', 'Mock ')} ${n}`).join(', ')}`);
if (errors.length) {
  console.error(`\nFAILED: ${errors.length} calculation question(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All calculation checks passed.');
