// Recomputes every calculation question of the VII full-length mocks from its numbers.
// Run from the repository root: npx tsx content/vii/calculations.ts
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

const checks: Check[] = [
  // ------------------------------------------------------------ Full-Length Mock Test 2
  { ref: 'VII-M2-001', what: 'T-bill redeemed at face value', inputs: ['face value of Rs 100', 'Rs 98.20'], value: () => 100 },
  {
    ref: 'VII-M2-023',
    what: 'client net delivery: 500 bought - 300 sold',
    inputs: ['500 shares', '300 shares'],
    value: () => 500 - 300,
    keyIncludes: 'Receive',
  },
  {
    ref: 'VII-M2-030',
    what: 'client funds obligation: buys - sells',
    inputs: ['Rs 1,20,000', 'Rs 82,000'],
    value: () => 120000 - 82000,
  },
  {
    ref: 'VII-M2-036',
    what: 'MTM loss (250 - 242) x 1,000',
    inputs: ['1,000 shares', 'Rs 250', 'Rs 242'],
    value: () => (250 - 242) * 1000,
  },
  {
    ref: 'VII-M2-037',
    what: 'one-day 99% VaR = 2.33 x 2% x 10 lakh',
    inputs: ['Rs 10 lakh', '2%', '2.33', '99%'],
    value: () => 2.33 * 0.02 * 1000000,
  },
  { ref: 'VII-M2-038', what: '4-day VaR = 50,000 x sqrt(4)', inputs: ['Rs 50,000', '4-day'], value: () => 50000 * Math.sqrt(4) },
  { ref: 'VII-M2-040', what: 'collateral value after a 20% haircut', inputs: ['Rs 6,00,000', '20%'], value: () => 600000 * (1 - 0.2) },
  {
    ref: 'VII-M2-041',
    what: 'upfront margin = (VaR 12% + ELM 3.5%) x 4 lakh',
    inputs: ['Rs 4,00,000', '12%', '3.5%'],
    value: () => 400000 * (0.12 + 0.035),
  },
  { ref: 'VII-M2-048', what: 'cash component 50% of Rs 10 crore (in crore)', inputs: ['Rs 10 crore'], value: () => 10 * 0.5 },
  {
    ref: 'VII-M2-051',
    what: 'member funds: 1,000 x 200 - 600 x 205',
    inputs: ['1,000 shares', 'Rs 200', '600 shares', 'Rs 205'],
    value: () => 1000 * 200 - 600 * 205,
    keyIncludes: 'Pay',
  },
  {
    ref: 'VII-M2-052',
    what: 'member funds across securities: 11 lakh - 8 lakh (in lakh)',
    inputs: ['Rs 8 lakh', 'Rs 11 lakh'],
    value: () => 11 - 8,
    keyIncludes: 'Receive',
  },
  { ref: 'VII-M2-060', what: 'short delivery 500 - 420', inputs: ['500 shares', '420'], value: () => 500 - 420 },
  {
    ref: 'VII-M2-064',
    what: 'free collateral 2 crore - 1.7 crore (in lakh)',
    inputs: ['Rs 2 crore', 'Rs 1.7 crore'],
    value: () => (2 - 1.7) * 100,
    tol: 1e-6,
  },
  { ref: 'VII-M2-068', what: 'rights entitlements 800 / 4', inputs: ['1 new share for every 4', '800 shares'], value: () => 800 / 4 },
  {
    ref: 'VII-M2-069',
    what: 'TERP = (4 x 200 + 150) / 5',
    inputs: ['Rs 200', '1 new share for every 4', 'Rs 150'],
    value: () => (4 * 200 + 1 * 150) / (4 + 1),
  },
  { ref: 'VII-M2-070', what: 'dividend 150% of face value Rs 2', inputs: ['face value Rs 2', '150%'], value: () => 2 * 1.5 },
  {
    ref: 'VII-M2-071',
    what: 'consolidation 10 into 1: floor(1,234 / 10)',
    inputs: ['every 10 shares', '1,234 shares'],
    value: () => Math.floor(1234 / 10),
    keyIncludes: 'cash',
  },
  { ref: 'VII-M2-073', what: 'ex-dividend price 500 - 12', inputs: ['Rs 500', 'Rs 12'], value: () => 500 - 12 },
  {
    ref: 'VII-M2-079',
    what: 'split Rs 10 -> Rs 5: price / 2',
    inputs: ['face value Rs 10', 'face value Rs 5', 'Rs 840'],
    value: () => 840 / (10 / 5),
  },
  {
    ref: 'VII-M2-091',
    what: 'MTF funded = 5 lakh x (1 - 25%)',
    inputs: ['Rs 5,00,000', '25%'],
    value: () => 500000 * (1 - 0.25),
  },
  // ------------------------------------------------------------ Full-Length Mock Test 3
  { ref: 'VII-M3-019', what: 'brokerage 0.1% of 200 x 450', inputs: ['200 shares', 'Rs 450', '0.1%'], value: () => 200 * 450 * 0.001 },
  {
    ref: 'VII-M3-020',
    what: 'ledger: credit 50,000 less purchase 90,000',
    inputs: ['Rs 50,000', 'Rs 90,000'],
    value: () => 90000 - 50000,
    keyIncludes: 'debit',
  },
  {
    ref: 'VII-M3-021',
    what: 'average price (100 x 200 + 300 x 220) / 400',
    inputs: ['100 shares', 'Rs 200', '300 more', 'Rs 220'],
    value: () => (100 * 200 + 300 * 220) / 400,
  },
  {
    ref: 'VII-M3-036',
    what: 'shortfall = required - value after 25% haircut',
    inputs: ['Rs 8,00,000', '25%', 'Rs 6,80,000'],
    value: () => 680000 - 800000 * (1 - 0.25),
  },
  {
    ref: 'VII-M3-037',
    what: 'peak short collection = highest snapshot - collected (in lakh)',
    inputs: ['Rs 1.2 lakh', 'Rs 1.8 lakh', 'Rs 1.5 lakh', 'Rs 0.9 lakh'],
    value: () => Math.max(1.2, 1.8, 1.5, 0.9) - 1.5,
  },
  {
    ref: 'VII-M3-045',
    what: 'margin stock by stock: 20% x 2 lakh + 15% x 3 lakh',
    inputs: ['Rs 2,00,000', 'Rs 3,00,000', '20%', '15%'],
    value: () => 0.2 * 200000 + 0.15 * 300000,
  },
  {
    ref: 'VII-M3-055',
    what: "member B's net: sold 500 to A, bought 300 from C",
    inputs: ['500 shares', '300 shares'],
    value: () => 500 - 300,
    keyIncludes: 'Deliver',
  },
  {
    ref: 'VII-M3-059',
    what: 'futures MTM (412 - 405) x 2 x 500, long receives',
    inputs: ['2 lots', '500 shares', 'Rs 405', 'Rs 412'],
    value: () => (412 - 405) * 2 * 500,
    keyIncludes: 'receives',
  },
  {
    ref: 'VII-M3-063',
    what: 'effective collateral: cash 2 + shares counted up to the cash (in crore)',
    inputs: ['Rs 2 crore', 'Rs 3 crore', '50%'],
    value: () => 2 + Math.min(3, 2),
  },
  {
    ref: 'VII-M3-066',
    what: 'buyback acceptance: 2,000 x 10 lakh / 40 lakh',
    inputs: ['10 lakh shares', '40 lakh shares', '2,000'],
    value: () => (2000 * 10) / 40,
  },
  {
    ref: 'VII-M3-069',
    what: 'swap 3 A for 5 B on 1,000 B',
    inputs: ['3 shares of A for every 5 shares of B', '1,000 shares of B'],
    value: () => (1000 * 3) / 5,
  },
  {
    ref: 'VII-M3-100',
    what: 'MTF interest 3,00,000 x 15% x 30 / 365',
    inputs: ['Rs 3,00,000', '15%', '365-day', '30 days'],
    value: () => (300000 * 0.15 * 30) / 365,
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
  const mock = c.ref.slice(0, 6);
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

console.log(`\nCalculation questions checked: ${[...perMock].map(([m, n]) => `${m.replace('VII-M', 'Mock ')} ${n}`).join(', ')}`);
if (errors.length) {
  console.error(`\nFAILED: ${errors.length} calculation question(s)`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All calculation checks passed.');
