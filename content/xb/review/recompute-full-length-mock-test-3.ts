// Independent recomputation (second reviewer, independent-review-4, 2026-12-06) of every calculation question in
// content/xb/full-length-mock-test-3.csv, written from the stems and caselet passages without reference to
// ../calculations.ts. Each value is recomputed from the numbers given and formatted as the options show it; the
// script asserts that the keyed option shows exactly that value and no other option does. Distractor values named in
// the explanations are printed alongside.
// Run: npx tsx content/xb/review/recompute-full-length-mock-test-3.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-3.csv'));
const { add, finish } = recomputation(byRef);
const pv = (r: number, n: number) => (1 - (1 + r) ** -n) / r;
const fvAnnuity = (r: number, n: number) => ((1 + r) ** n - 1) / r;

// Chapter 4: rule of 72, SIP future value, sinking fund
add('XB-M3-018', `About ${72 / 8} years`, { exact: (Math.log(2) / Math.log(1.08)).toFixed(2) });
add('XB-M3-019', `About Rs ${((10000 * fvAnnuity(0.01, 240)) / 1e5).toFixed(1)} lakh`, {
  instalments: (10000 * 240) / 1e5,
  fifteenYears: ((10000 * fvAnnuity(0.01, 180)) / 1e5).toFixed(1),
});
{
  const annual = 50 / fvAnnuity(0.08, 10);
  add('XB-M3-020', `About Rs ${annual.toFixed(2)} lakh`, {
    noReturn: (50 / 10).toFixed(2),
    loanEmi: (50 / pv(0.08, 10)).toFixed(2),
    startOfYear: (annual / 1.08).toFixed(2),
  });
}
// Chapter 5: gratuity, 15 days per completed year on a 26-day month
add('XB-M3-027', `Rs ${ind((15 / 26) * 52000 * 20)}`, { fullMonth: ind(52000 * 20), by24: ind((15 / 24) * 52000 * 20) });
// Chapter 6: zero real return, withdrawals at the start of each year
add('XB-M3-031', `${60 / 5} years`);
// Chapter 8: gain = sale - transfer expenses - cost - improvement (bought after 23 July 2024: no indexation)
add('XB-M3-038', `Rs ${90 - 1 - 40 - 10} lakh`);
// Chapter 19: two-asset portfolio standard deviation
{
  const v = 0.6 ** 2 * 20 ** 2 + 0.4 ** 2 * 8 ** 2 + 2 * 0.6 * 0.4 * 0.2 * 20 * 8;
  add('XB-M3-086', `About ${Math.sqrt(v).toFixed(1)}%`, {
    weighted: (0.6 * 20 + 0.4 * 8).toFixed(1),
    zeroCorrelation: Math.sqrt(0.6 ** 2 * 400 + 0.4 ** 2 * 64).toFixed(1),
  });
}
// Case 1 (Kulkarni): Rs 9 lakh rising 6%, corpus earning 8%, 30 withdrawals at the start of each year
{
  const real = 1.08 / 1.06 - 1;
  const corpus = 9 * pv(real, 30) * (1 + real);
  add('XB-M3-091', `About Rs ${(corpus / 100).toFixed(2)} crore`, {
    noReturn: ((9 * 30) / 100).toFixed(2),
    levelAt8: ((9 * pv(0.08, 30) * 1.08) / 100).toFixed(2),
    yearEnd: ((9 * pv(real, 30)) / 100).toFixed(2),
  });
  add('XB-M3-092', `Rs ${(50 * 0.07).toFixed(1)} lakh a year`);
  add('XB-M3-094', `About Rs ${(9 * 1.06 ** 5).toFixed(1)} lakh`, { simple: 9 * 1.3, at8: (9 * 1.08 ** 5).toFixed(1) });
}
// Case 4 (Fernandes): a Christian intestate leaving a widow and lineal descendants: one third to the widow
add('XB-M3-106', `Rs ${((120 + 90) / 3).toFixed(0)} lakh, one third`);
// Case 6 (Agarwal): 1 point of expense ratio on the equity funds; college cost in 12 years at 8%
add('XB-M3-116', `Rs ${ind(0.7 * 4000000 * (0.018 - 0.008))} a year`, {
  wholePortfolio: ind(4000000 * 0.01),
  fullRatio: ind(0.7 * 4000000 * 0.018),
});
add('XB-M3-119', `About Rs ${(25 * 1.08 ** 12).toFixed(1)} lakh`, {
  simple: (25 * (1 + 0.08 * 12)).toFixed(1),
  tenYears: (25 * 1.08 ** 10).toFixed(1),
  at9: (25 * 1.09 ** 12).toFixed(1),
});
finish();
