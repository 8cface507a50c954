// Independent recomputation (second reviewer, independent-review-4, 2026-12-06) of every calculation question in
// content/xb/full-length-mock-test-2.csv, written from the stems and caselet passages without reference to
// ../calculations.ts. Each value is recomputed from the numbers given and formatted as the options show it; the
// script asserts that the keyed option shows exactly that value and no other option does. Distractor values named in
// the explanations are printed alongside.
// Run: npx tsx content/xb/review/recompute-full-length-mock-test-2.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-2.csv'));
const { add, finish } = recomputation(byRef);
// present value of an annuity (end of year) and its due form (start of year)
const pv = (r: number, n: number) => (r === 0 ? n : (1 - (1 + r) ** -n) / r);
const lakh = (x: number, d = 1) => `Rs ${x.toFixed(d)} lakh`;
const crore = (lakhs: number) => `Rs ${(lakhs / 100).toFixed(2)} crore`;

// Chapter 2: human life value of the family's share, 19 years (41 to 60) at 7%
{
  const share = 20 - 4 - 3;
  add('XB-M2-012', `About ${crore(share * pv(0.07, 60 - 41))}`, {
    undiscounted: crore(share * 19),
    wholeIncome: crore(20 * pv(0.07, 19)),
    at10: crore(share * pv(0.1, 19)),
  });
}
// Chapter 3: co-payment and average clause
add('XB-M2-014', `Rs ${ind(260000 * (1 - 0.2))}`, { insuredShare: ind(260000 * 0.2), tenPct: ind(260000 * 0.9) });
add('XB-M2-016', `Rs ${(2 * 5) / 10} lakh`);
// Chapter 4: inflation, real rate
add('XB-M2-018', `About ${lakh(6 * 1.06 ** (60 - 35))}`, { simple: 6 + 6 * 0.06 * 25, twentyYears: (6 * 1.06 ** 20).toFixed(1) });
add('XB-M2-019', `About ${((1.07 / 1.05 - 1) * 100).toFixed(2)}% a year`, { subtracted: '2.00' });
// Chapter 6: income gap
add('XB-M2-033', `Rs ${ind(40000 - 15000)}`);
// Chapter 8: capital gain net of both brokerages
add('XB-M2-040', `Rs ${ind(1000 * 310 - 600 - (1000 * 220 + 500))}`, { noCosts: ind(1000 * (310 - 220)) });
// Chapter 10: modified duration, yields fall 0.5 point
add('XB-M2-049', `A rise of about ${-6 * -0.5}%`);
// Chapters 18, 19: weighted return, post-tax return, CAGR
add('XB-M2-085', `${(0.6 * 12 + 0.4 * 7).toFixed(1)}% a year`, { reversed: (0.4 * 12 + 0.6 * 7).toFixed(1) });
add('XB-M2-086', `${(8 * (1 - 0.2)).toFixed(2)}% a year`, { tax: (8 * 0.2).toFixed(2) });
add('XB-M2-090', `${Math.round(((161051 / 100000) ** (1 / 5) - 1) * 100)}% a year`, { simple: (61.051 / 5).toFixed(1) });
// Case 1 (Deshpande): Harish 45, retires 60, lives to 85; Rs 6 lakh in today's money; 6% inflation; 9% before
{
  const first = 6 * 1.06 ** 15;
  add('XB-M2-091', `About ${lakh(first)}`, { fullSpend: (7.2 * 1.06 ** 15).toFixed(1), simple: 6 * (1 + 0.06 * 15) });
  // return equals inflation: real rate 0, withdrawals at the start of each of 25 years
  add('XB-M2-092', `About ${crore(first * pv(0, 85 - 60))}`, {
    todayMoney: crore(6 * 25),
    levelDiscounted: crore(first * pv(0.06, 25) * 1.06),
  });
  add('XB-M2-093', `About ${lakh(6 * 1.09 ** 15)}`, { simple: 6 + 6 * 0.09 * 15, thirteen: (6 * 1.09 ** 13).toFixed(1) });
}
// Case 2 (Qureshi): Imran 34 to 60 at 8%; needs 90 + 35 + 2 x 15 less 10 assets and 10 sum assured
add('XB-M2-096', `About ${crore(12 * pv(0.08, 60 - 34))}`, { undiscounted: crore(12 * 26) });
add('XB-M2-097', `Rs ${((90 + 35 + 2 * 15 - 10 - 10) / 100).toFixed(2)} crore`, { noDeduction: 1.55, noEducation: 1.05 });
// Case 3 (Bhatia): sale 1 held 20 months; sale 2 held 5 months
add('XB-M2-101', `Rs ${ind(650000 - 400000)}`, { netted: ind(650000 - 400000 - 60000) });
add('XB-M2-102', `short-term loss of Rs ${ind(300000 - 240000)}`);
// Case 6 (Joshi): emergency fund and EMI
add('XB-M2-116', `Rs ${(6 * 70000) / 1e5} lakh`, { onIncome: (6 * 160000) / 1e5 });
{
  const emi = (p: number, annual: number, months: number) => {
    const r = annual / 12;
    return (p * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  };
  add('XB-M2-117', `About Rs ${ind(Math.round(emi(5000000, 0.09, 240)))}`, {
    fifteenYears: ind(Math.round(emi(5000000, 0.09, 180))),
    interestOnly: ind(5000000 * 0.0075),
  });
}
finish();
