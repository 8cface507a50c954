// Independent recomputation (second reviewer, content-reviewer-1, 2026-11-26) of every calculation
// question in content/va/full-length-mock-test-3.csv, written without reference to ../calculations.ts.
// For each question the value is recomputed from the numbers in the stem, formatted as the options
// format it, and the script asserts that the keyed option shows exactly that value and no other option
// does (whole-value match). Distractor derivations claimed in the explanations are printed alongside.
// Run: npx tsx content/va/review/recompute-full-length-mock-test-3.ts
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-3.csv'));
const { add, finish } = recomputation(byRef);

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86400000;
add('VA-M3-001', `About ${72 / 6} years`, { simpleDoubling: (100 / 6).toFixed(1) });
add('VA-M3-002', `Rs ${ind(100000 / 1.05 ** 3)}`, { times095: ind(100000 * 0.95 ** 3), linear: ind(85000), oneYear: ind(100000 / 1.05) });
add('VA-M3-007', `Rs ${ind(6 * 45000)}`);
add('VA-M3-036', `${2 * 2}`);
add('VA-M3-045', `${ind(49000 / 0.98 / 25)} units`, { noLoad: ind(49000 / 25), loadAdded: ((49000 * 1.02) / 25).toFixed(1) });
add('VA-M3-046', `Rs ${ind(1200 * (26 - 1.6))}`, { payout: ind(1200 * 1.6) });
add('VA-M3-047', `Rs ${((40 * 15 + 12 - 0.4) / 40).toFixed(2)}`, { noExpense: ((600 + 12) / 40).toFixed(2) });
add('VA-M3-049', `Rs ${ind(500000 * 0.018)}`);
{
  const d1 = daysBetween('2024-01-10', '2025-03-14'),
    d2 = daysBetween('2024-09-05', '2025-03-14');
  const loadUnits = (d1 <= 365 ? 1000 : 0) + (d2 <= 365 ? 200 : 0);
  add('VA-M3-050', `Rs ${ind(loadUnits * 40 * 0.01)}`, { lot1Days: String(d1), lot2Days: String(d2), allUnits: ind(1200 * 40 * 0.01) });
}
add('VA-M3-055', `Rs ${ind(500 * (40 - 30) + 200 * (40 - 36))}`, { avgCost: ind(700 * (40 - 33)) });
add('VA-M3-056', `Rs ${ind(1000 * (35 - Math.max(20, Math.min(28, 35))))}`, { actualCost: ind(1000 * 15) });
add('VA-M3-063', `${25000 / 62.5} units`, { liquidUnits: String(25000 / 2500) });
add('VA-M3-067', `${ind((1000 * 50 * 0.99) / 20)} units`, { noLoad: ind(50000 / 20) });
add('VA-M3-068', `Rs ${ind(5000 * 1.1 ** 2)}`, { simple: ind(6000), year4: ind(5000 * 1.1 ** 3) });
add('VA-M3-072', `${(4.2 / 1.05).toFixed(2)}`, { multiplied: (4.2 * 1.05).toFixed(2) });
add('VA-M3-073', `About ${(0.8 * 10).toFixed(0)}%`, { divided: (10 / 0.8).toFixed(1) });
add('VA-M3-074', `${(((46 - 40) / 40) * 100).toFixed(2)}%`, {
  annualised: ((15 * 12) / 8).toFixed(2),
  endBase: ((6 / 46) * 100).toFixed(2),
});
add('VA-M3-075', `${((Math.sqrt(1.5 * 0.5) - 1) * 100).toFixed(2)}%`);
{
  const x = (15 - 6) / 20,
    y = (12 - 6) / 10;
  add('VA-M3-079', `Fund ${y > x ? 'Y' : 'X'}, with a Sharpe ratio of ${Math.max(x, y).toFixed(2)}`, {
    X: x.toFixed(2),
    Y: y.toFixed(2),
    rawX: (15 / 20).toFixed(2),
    rawY: (12 / 10).toFixed(2),
  });
}
add('VA-M3-082', `About ${(7.5 - 0.5).toFixed(2)}%`, { wrong: (7.5 - 0.005 * 7.5).toFixed(2) });
add('VA-M3-083', `Rs ${ind(1e5 * (1.115 ** 10 - 1.105 ** 10))}`, { direct: ind(1e5 * 1.115 ** 10), regular: ind(1e5 * 1.105 ** 10) });

finish();
