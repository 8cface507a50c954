// Independent recomputation (second reviewer, content-reviewer-1, 2026-11-26) of every calculation
// question in content/xa/full-length-mock-test-3.csv (one-mark questions and caselets; the caselet
// inputs are taken from full-length-mock-test-3.cases.csv), written without reference to
// ../calculations.ts. The keyed option must show the reviewer's value (whole-value match) and no other
// option may. Distractor derivations claimed in the explanations are printed alongside.
// Run: npx tsx content/xa/review/recompute-full-length-mock-test-3.ts [questions.csv]
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? join(here, '..', 'full-length-mock-test-3.csv');
const rows = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;
const byRef = new Map(rows.map((r) => [r.ref, r]));
const P = Math.pow;
const ind = (n: number, d = 0) => {
  const [i, f] = Math.abs(n).toFixed(d).split('.');
  const l3 = i.slice(-3),
    rest = i.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (n < 0 ? '-' : '') + (rest ? rest + ',' + l3 : l3) + (f ? '.' + f : '');
};
const annFV = (r: number, n: number) => (P(1 + r, n) - 1) / r;
const annPV = (r: number, n: number) => (1 - P(1 + r, -n)) / r;
const emi = (p: number, r: number, n: number) => (p * r * P(1 + r, n)) / (P(1 + r, n) - 1);
const bond = (c: number, f: number, y: number, n: number) => c * annPV(y, n) + f / P(1 + y, n);
const solve = (f: (x: number) => number, lo: number, hi: number) => {
  for (let i = 0; i < 200; i++) {
    const m = (lo + hi) / 2;
    if (f(lo) * f(m) <= 0) hi = m;
    else lo = m;
  }
  return (lo + hi) / 2;
};
type Item = { ref: string; key: string; others: Record<string, string> };
const items: Item[] = [];
const add = (ref: string, key: string, others: Record<string, string> = {}) => items.push({ ref, key, others });

// ---- one-mark questions
add('XA-M3-006', `Rs ${ind(1e5 * P(1.08, 3) * P(1.1, 2))}`, { simple: ind(1e5 + 24000 + 20000) });
add('XA-M3-007', `Rs ${ind(5e5 * P(1.1, 5) + 5e5 * P(1.1, 3))}`, { both5: ind(1e6 * P(1.1, 5)) });
add('XA-M3-008', `Rs ${ind(50000 * annFV(0.08, 10) * 1.08)}`, { ordinary: ind(50000 * annFV(0.08, 10)) });
{
  const s = (2e6 * 0.01) / (P(1.01, 120) - 1);
  add('XA-M3-009', `Rs ${ind(s)}`, { noReturn: ind(2e6 / 120), due: ind(s / 1.01) });
}
add('XA-M3-010', `Rs ${ind(6 * (25000 + 15000 + 12000 + 8000))}`, { all: ind(6 * 75000) });
add('XA-M3-011', `${(((80 - 20) / 80) * 100).toFixed(0)}%`);
add('XA-M3-016', `Rs ${ind(30000 * annPV(0.0075, 240))}`, { sum: ind(30000 * 240) });
add('XA-M3-026', `${(0.3 * 30 + 0.5 * 12 + 0.2 * -10).toFixed(1)}%`, { simpleAvg: ((30 + 12 - 10) / 3).toFixed(1) });
add('XA-M3-030', `${(18 * 0.6).toFixed(1)}%`, { payout: (18 * 0.4).toFixed(1) });
add('XA-M3-031', `Rs ${(50 + 250) / 10}`);
add('XA-M3-037', `Rs ${ind(90 / 0.095, 2)}`);
add('XA-M3-042', `Rs ${800 - 25}`);
add('XA-M3-043', `Rs ${1200 - 1150}`);
add('XA-M3-044', `Rs ${65 - (1000 - 960)}`);
add('XA-M3-046', `Rs ${ind(2000 * 25 * 0.99)}`);
add('XA-M3-055', `Rs ${ind(0.02 * 1500000)}`);
add('XA-M3-061', `Rs ${0.2 * 30} crore`);
add('XA-M3-062', `${Math.sqrt(0.25 * 400 + 0.25 * 100).toFixed(2)}%`);
// ---- caselets
add('XA-M3-097', `Rs ${80 - 50} lakh`);
add('XA-M3-101', `Rs ${ind(1300 + 30)}`);
add('XA-M3-102', `Rs ${ind(0.15 * 850 * 1000)}`);
add('XA-M3-108', `${ind(40000 / 32)} units`);
add('XA-M3-111', `Move Rs ${35 - 0.6 * 50} lakh from equity to debt`);
add('XA-M3-113', `Undervalued: 16% expected against ${(6.5 + 1.3 * (12.5 - 6.5)).toFixed(1)}% required`);
add('XA-M3-114', `${(0.6 * 18).toFixed(1)}%`);
{
  const E1 = 900000 * P(1.06, 15),
    i = 1.07 / 1.06 - 1;
  const corpus = E1 * annPV(i, 30) * (1 + i);
  const growing = ((E1 * 1.07) / (0.07 - 0.06)) * (1 - P(1.06 / 1.07, 30));
  add('XA-M3-121', `Rs ${ind(E1)}`, { simple: ind(900000 * 1.9), y14: ind(900000 * P(1.06, 14)), y16: ind(900000 * P(1.06, 16)) });
  add('XA-M3-122', `Rs ${(corpus / 1e5).toFixed(2)} lakh`, {
    growingAnnuityCheck: (growing / 1e5).toFixed(2),
    yearEnd: (corpus / (1 + i) / 1e5).toFixed(2),
    at7noGrowth: ((E1 * annPV(0.07, 30)) / 1e5).toFixed(2),
    times30: ((E1 * 30) / 1e5).toFixed(2),
  });
  const fv40 = 4e6 * P(1.1, 15);
  add('XA-M3-123', `Rs ${(fv40 / 1e5).toFixed(2)} lakh`, {
    simple: '100.00',
    y14: (40 * P(1.1, 14)).toFixed(2),
    y16: (40 * P(1.1, 16)).toFixed(2),
  });
  const gap = corpus - fv40,
    pmt = gap / annFV(0.1, 15);
  add('XA-M3-124', `Rs ${ind(pmt)}`, { gapLakh: (gap / 1e5).toFixed(2), noReturn: ind(gap / 15), due: ind(pmt / 1.1) });
}
add('XA-M3-125', `Rs ${ind((30000 / 4) * 12)}`);
const hl = Math.round(emi(4e6, 0.007, 240)),
  car = Math.round((6e5 + 6e5 * 0.07 * 3) / 36);
add('XA-M3-126', `Rs ${ind(hl)}`, {
  exact: emi(4e6, 0.007, 240).toFixed(2),
  principalOnly: ind(4e6 / 240),
  flat: ind((4e6 + 4e6 * 0.084 * 20) / 240),
});
add('XA-M3-127', `Rs ${ind(hl - 4e6 * 0.007)}`);
add('XA-M3-128', `Rs ${ind(car)}`, { reducing7: ind(emi(6e5, 0.07 / 12, 36)) });
{
  let b = 4e6;
  for (let k = 0; k < 40; k++) b = b * 1.007 - hl;
  add('XA-M3-129', `Rs ${ind(emi(3702960, 0.0065, 200))}`, { balAfter40_check: ind(b), new240: ind(emi(3702960, 0.0065, 240)) });
}
add('XA-M3-130', `Rs ${ind(180000 - 70000 - hl - car - 20000)}`, { noSip: ind(180000 - 70000 - hl - car) });
add('XA-M3-131', `${Math.sqrt(0.49 * 256 + 0.09 * 36 + 2 * 0.7 * 0.3 * 0.3 * 16 * 6).toFixed(2)}%`, {
  weighted: (0.7 * 16 + 0.3 * 6).toFixed(2),
});
add('XA-M3-132', `${((14 - 6.5) / 1.2).toFixed(2)}`, { sharpe: ((14 - 6.5) / 16).toFixed(2), noRf: (14 / 1.2).toFixed(2) });
add('XA-M3-133', `${((14 - 6.5) / 9).toFixed(2)}`);
{
  const cf = [80, 80, 1080],
    pv = cf.map((c, t) => c / P(1.08, t + 1)),
    price = pv.reduce((a, b) => a + b);
  const dur = pv.reduce((a, v, t) => a + (t + 1) * v, 0) / price;
  add('XA-M3-134', `${dur.toFixed(2)} years`, { price: price.toFixed(2), modified: (dur / 1.08).toFixed(2) });
}
add('XA-M3-135', `Rs ${((0.4 * 45) / (0.12 - 0.08)).toFixed(0)}`, {
  retention: ((0.6 * 45) / 0.04).toFixed(0),
  noGrowth: (18 / 0.12).toFixed(0),
});

let bad = 0;
for (const it of items) {
  const q = byRef.get(it.ref);
  if (!q) {
    console.log('MISSING', it.ref);
    bad++;
    continue;
  }
  const esc = it.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(?<![\\d.,-])${esc}(?![\\d]|\\.\\d)`);
  const hits = ['a', 'b', 'c', 'd'].filter((l) => re.test(q['option_' + l]));
  const keyed = q['option_' + q.answer.toLowerCase()];
  const ok = re.test(keyed) && hits.length === 1;
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok ' : 'BAD'} ${it.ref} mine="${it.key}" keyed ${q.answer}="${keyed}"` +
      (Object.keys(it.others).length
        ? `  | ${Object.entries(it.others)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')}`
        : ''),
  );
}
console.log(`${items.length - bad}/${items.length} agree`);
process.exit(bad ? 1 : 0);
