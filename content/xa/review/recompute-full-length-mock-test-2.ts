// Independent recomputation (second reviewer, content-reviewer-1, 2026-11-26) of every calculation
// question in content/xa/full-length-mock-test-2.csv (one-mark questions and caselets; the caselet
// inputs are taken from full-length-mock-test-2.cases.csv), written without reference to
// ../calculations.ts. The keyed option must show the reviewer's value (whole-value match) and no other
// option may. Distractor derivations claimed in the explanations are printed alongside.
// Run: npx tsx content/xa/review/recompute-full-length-mock-test-2.ts [questions.csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-2.csv'));
const P = Math.pow;
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
const { add, finish } = recomputation(byRef);

// ---- one-mark questions
add('XA-M2-006', `Rs ${ind(200000 * P(1.04, 6))}`, {
  annual: ind(200000 * P(1.08, 3)),
  simple: ind(200000 * 1.24),
  quarterly: ind(200000 * P(1.02, 12)),
});
add('XA-M2-007', `Rs ${ind(5000 * annPV(0.1, 5))}`, { due: ind(5000 * annPV(0.1, 5) * 1.1), fv: ind(5000 * annFV(0.1, 5)) });
add('XA-M2-008', `About ${(Math.log(4) / Math.log(1.12)).toFixed(1)} years`, {
  oneDoubling: (Math.log(2) / Math.log(1.12)).toFixed(1),
  simple: (300 / 12).toFixed(1),
});
add('XA-M2-009', `Rs 95,260`, { pv: ind(120000 / P(1.08, 3)), oneYear: ind(120000 / 1.08), compounded: ind(120000 * P(1.08, 3)) });
add('XA-M2-010', `${((1.04 * 1.05 - 1) * 100).toFixed(1)}%`);
add('XA-M2-012', `${(((90000 - 40000 - 25000 - 15000) / 90000) * 100).toFixed(2)}%`, {
  noEmi: (((90000 - 65000) / 90000) * 100).toFixed(2),
  noVariable: (((90000 - 40000 - 15000) / 90000) * 100).toFixed(2),
  emiRatio: ((15000 / 90000) * 100).toFixed(2),
  surplusOverExpenses: ((10000 / 80000) * 100).toFixed(2),
  surplusOverFixedVar: ((10000 / 60000) * 100).toFixed(2),
});
add('XA-M2-013', `${(4 / 40) * 100}%`);
add('XA-M2-018', `${(60 / 80) * 100}%`);
add('XA-M2-027', `${((P(1.2 * 0.9 * 1.15, 1 / 3) - 1) * 100).toFixed(2)}%`, { arithmetic: (25 / 3).toFixed(2) });
add('XA-M2-029', `B, with a coefficient of variation of ${(10 / 8).toFixed(2)}`, { A: (18 / 12).toFixed(2) });
add('XA-M2-031', `Rs ${((150 - 10) / 20).toFixed(2)}`, { noPref: (150 / 20).toFixed(2) });
add('XA-M2-033', `${(6 / 15) * 100}%`);
add('XA-M2-034', `${(45 / 300) * 100}%`, { wrongBase: ((45 / 345) * 100).toFixed(2) });
add('XA-M2-035', `Rs ${(1.5 * 2).toFixed(2)}`);
add('XA-M2-039', `A rise of about ${(4.2 * 0.5).toFixed(1)}%`);
add('XA-M2-042', `Rs ${500 - 470 - 12}`);
add('XA-M2-043', `Rs ${ind(1000 * (1 + (0.08 * 3) / 12))}`);
add('XA-M2-051', `Rs ${25 - 2}`);
add('XA-M2-063', `${(0.4 * 1.2 + 0.6 * 0.8).toFixed(2)}`, { swapped: (0.6 * 1.2 + 0.4 * 0.8).toFixed(2) });
add('XA-M2-064', `${(0.012 / (0.2 * 0.15)).toFixed(2)}`);
add('XA-M2-070', `${(2 / 4).toFixed(2)}`);
add('XA-M2-072', `${((1.1 * 0.95 - 1) * 100).toFixed(1)}%`);
// ---- Case 2
add('XA-M2-096', `Rs ${ind(1200000 * 0.016)}`);
add('XA-M2-097', `${((P(52 / 40, 1 / 4) - 1) * 100).toFixed(2)}%`, { simple: (30 / 4).toFixed(2) });
// ---- Case 3
{
  const fixed = 0.015 * 1e7,
    gain = 1.16e7 - 1e7,
    perf = 0.15 * (gain - 0.1 * 1e7);
  add('XA-M2-101', `Rs ${ind(fixed + perf)}`, {
    fixed: ind(fixed),
    perf: ind(perf),
    onWholeGain: ind(fixed + 0.15 * gain),
    perfAfterFixedFee: ind(fixed + 0.15 * (gain - fixed - 0.1 * 1e7)),
  });
}
add('XA-M2-104', `${(((252.5 - 250) / 250) * 100).toFixed(2)}%`, { onPrice: ((2.5 / 252.5) * 100).toFixed(2) });
{
  const navs = [50, 40, 25, 40],
    units = navs.reduce((s, n) => s + 10000 / n, 0);
  add('XA-M2-105', `Rs ${(40000 / units).toFixed(2)}`, { units: String(units), simpleAvg: (navs.reduce((a, b) => a + b) / 4).toFixed(2) });
}
// ---- Case 4
{
  const lots = Math.floor(200000 / (37 * 400));
  add('XA-M2-106', `${lots * 37} shares (${lots} lots)`, { atFloor: String(Math.floor(200000 / (37 * 380))) });
}
add('XA-M2-109', `${(25 / 500) * 100}%`);
add('XA-M2-110', `Rs ${ind((24300 - 24000) * 75)}`);
// ---- Case 5
add('XA-M2-111', `${(((((100 - 93.2) / 93.2) * 365) / 364) * 100).toFixed(2)}%`, {
  onFace: ((6.8 * 365) / 364).toFixed(2),
  no365: ((6.8 / 93.2) * 100).toFixed(2),
});
add('XA-M2-114', `Rs ${2 * 6} lakh`);
// ---- Case 7
const edu = 25e5 * P(1.08, 12),
  fv8 = 8e5 * P(1.11, 12),
  gap = edu - fv8;
add('XA-M2-121', `Rs ${(edu / 1e5).toFixed(2)} lakh`, {
  simple: (25 * 1.96).toFixed(2),
  y11: (25 * P(1.08, 11)).toFixed(2),
  at10: (25 * P(1.1, 12)).toFixed(2),
});
add('XA-M2-122', `Rs ${(fv8 / 1e5).toFixed(2)} lakh`, {
  simple: (8 * (1 + 0.11 * 12)).toFixed(2),
  y11: (8 * P(1.11, 11)).toFixed(2),
  monthly: (8 * P(1.01, 144)).toFixed(2),
});
{
  const sip = (gap * 0.01) / (P(1.01, 144) - 1);
  add('XA-M2-123', `Rs ${ind(Math.round(sip / 100) * 100)}`, {
    exact: ind(sip, 2),
    noReturn: ind(Math.round(gap / 144 / 100) * 100),
    noExisting: ind(Math.round((edu * 0.01) / (P(1.01, 144) - 1) / 100) * 100),
    due: ind(Math.round(sip / 1.01 / 100) * 100),
  });
}
add('XA-M2-124', `Rs ${(30 / P(1.1, 18)).toFixed(2)} lakh`, { simple: (30 / 2.8).toFixed(2), y13: (30 / P(1.1, 13)).toFixed(2) });
add('XA-M2-125', `About ${((P(edu / 8e5, 1 / 12) - 1) * 100).toFixed(1)}% a year`);
// ---- Case 8
const pl = Math.round(emi(500000, 0.14 / 12, 36));
add('XA-M2-126', `Rs ${ind(pl)}`, {
  exact: emi(500000, 0.14 / 12, 36).toFixed(2),
  noInterest: ind(500000 / 36),
  flat: ind((500000 + 500000 * 0.14 * 3) / 36),
});
add('XA-M2-127', `${((P(1.03, 12) - 1) * 100).toFixed(2)}%`);
add('XA-M2-128', `${Math.ceil(-Math.log(1 - (0.03 * 120000) / 10000) / Math.log(1.03))} months`, {
  n: (-Math.log(1 - 0.36) / Math.log(1.03)).toFixed(2),
});
{
  const flatEmi = (300000 + 300000 * 0.09 * 3) / 36;
  const r = solve((x) => flatEmi * annPV(x, 36) - 300000, 0.0001, 0.05);
  add('XA-M2-129', `About ${(r * 1200).toFixed(1)}% a year`, { emi: flatEmi.toFixed(2), monthly: (r * 100).toFixed(3) });
}
add('XA-M2-130', `${(((150000 - 70000 - 15000 - pl - 10000) / 150000) * 100).toFixed(2)}%`, {
  noPL: (((150000 - 70000 - 15000 - 10000) / 150000) * 100).toFixed(2),
  noLoans: (((150000 - 70000 - 10000) / 150000) * 100).toFixed(2),
});
// ---- Case 9
add('XA-M2-131', `Fund Y, with a Sharpe ratio of ${((12 - 6) / 12).toFixed(2)}`, { X: ((15 - 6) / 20).toFixed(2) });
add('XA-M2-132', `${(12 - (6 + 0.8 * (13 - 6))).toFixed(2)}%`, { X: (15 - (6 + 1.2 * 7)).toFixed(2) });
{
  const y = solve((x) => bond(90, 1000, x, 5) - 1050, 0.001, 0.2);
  add('XA-M2-133', `${(y * 100).toFixed(2)}%`, { currentYield: ((90 / 1050) * 100).toFixed(2) });
}
add('XA-M2-134', `${(((18 * 40 - 650) / 650) * 100).toFixed(2)}%`, { onTarget: ((70 / 720) * 100).toFixed(2) });
add('XA-M2-135', `${((P(242 / 200, 0.5) / 1.05 - 1) * 100).toFixed(2)}%`);

finish();
