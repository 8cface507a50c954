// Independent recomputation (second reviewer, content-reviewer-1, 2026-11-26) of every calculation
// question in content/va/full-length-mock-test-2.csv, written without reference to ../calculations.ts.
// For each question the value is recomputed from the numbers in the stem, formatted as the options
// format it, and the script asserts that the keyed option shows exactly that value and no other option
// does (whole-value match). Distractor derivations claimed in the explanations are printed alongside.
// Run: npx tsx content/va/review/recompute-full-length-mock-test-2.ts
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-2.csv'));
const { add, finish } = recomputation(byRef);

add('VA-M2-001', `${((1.0815 / 1.05 - 1) * 100).toFixed(2)}%`, {
  subtract: (8.15 - 5).toFixed(2),
  multiply: ((1.0815 * 1.05 - 1) * 100).toFixed(2),
});
add('VA-M2-002', `Rs ${(8 * 1.07 ** 4).toFixed(2)} lakh`, {
  simple: (8 * 1.28).toFixed(2),
  fiveYears: (8 * 1.07 ** 5).toFixed(2),
  oneYear: (8 * 1.07).toFixed(2),
});
{
  const tot = 7.5 + 2.5;
  add('VA-M2-007', `Rs ${(7.5 - 0.6 * tot).toFixed(1)} lakh`);
}
add('VA-M2-012', `Rs ${10 * 23} crore`, { unitCapital: String(10 * 10) });
add('VA-M2-045', `${((9 / 500) * 100).toFixed(2)}%`, { decimalSlip: ((9 / 500) * 10).toFixed(2) });
add('VA-M2-046', `${ind((50000 - 50000 * 0.00005) / 25, 3)} units`, { grossUp: ind(50000 / 1.00005 / 25, 3), noDuty: ind(50000 / 25, 3) });
add('VA-M2-047', `Rs ${ind(240000 * 0.005)}`);
add('VA-M2-048', `${((4000 * 1.5) / 30).toFixed(0)} units`, { cumNav: (6000 / 31.5).toFixed(3) });
add('VA-M2-049', `Rs ${((730e7 * 0.015) / 365 / 1e5).toFixed(0)} lakh`);
add('VA-M2-056', `Rs ${ind(1000 * 55 * 0.99 - 1000 * 40)}`, { noLoad: ind(15000) });
add('VA-M2-059', `Rs ${ind(Math.min(50000, 0.9 * 62000))}`, { ninetyPct: ind(0.9 * 62000) });
add('VA-M2-060', `${6000 / 20 + 6000 / 24 + 6000 / 15} units`, { avgNav: (18000 / ((20 + 24 + 15) / 3)).toFixed(2) });
add('VA-M2-061', `${ind(5000 - 12000 / 48 - 12000 / 50)} units`, { at48: String(5000 - 500), at50: String(5000 - 480) });
add('VA-M2-072', `${((Math.pow(46.08 / 32, 1 / 3) - 1) * 100).toFixed(2)}%`, { simple: (44 / 3).toFixed(2) });
add('VA-M2-073', `${(((21.8 + 1.2 - 20) / 20) * 100).toFixed(2)}%`, { navOnly: ((1.8 / 20) * 100).toFixed(2) });
add('VA-M2-074', `${((2 * 365) / 73).toFixed(2)}%`);
add('VA-M2-079', `${((16 - 7) / 1.2).toFixed(2)}`, { noRf: (16 / 1.2).toFixed(2), times: (9 * 1.2).toFixed(2) });
add('VA-M2-080', `${((14.4 - 12) / 3).toFixed(2)}`);
add('VA-M2-082', `trailed the index by ${Math.abs(11.2 - 12).toFixed(2)} percentage point`);
add('VA-M2-084', `${(12 - 1.25).toFixed(2)}%`, { wrong: (12 - 0.0125 * 12).toFixed(2) });

finish();
