// Independent recomputation (second reviewer, independent-review-2, 2026-12-06) of every calculation question in
// content/viii/full-length-mock-test-2.csv, written from the stems without reference to ../calculations.ts.
// Each value is recomputed from the stem's numbers and formatted as the options show it; the script asserts that
// the keyed option shows exactly that value (with its direction, "gain"/"loss", "Buy"/"Sell", where it matters) and
// no other option does. Distractor values named in the explanations are printed alongside.
// Run: npx tsx content/viii/review/recompute-full-length-mock-test-2.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-2.csv'));
const { add, finish } = recomputation(byRef);
const pnl = (x: number, word = 'A') => `${word} ${x >= 0 ? 'gain' : 'loss'} of Rs ${ind(Math.abs(x))}`;

// Chapter 2: index
add('VIII-M2-011', `Rs ${ind(100 * (1 - 0.4) * 500)} crore`, { fullCap: ind(100 * 500), promoters: ind(40 * 500) });
add('VIII-M2-012', `${(((25172 - 24800) / 24800) * 100).toFixed(2)}%`, { wrongBase: (((25172 - 24800) / 25172) * 100).toFixed(2) });
add('VIII-M2-014', `${100 / 50}%`);
// Chapter 3: futures
{
  const carry = (days: number) => (24000 * 0.073 * days) / 365;
  add('VIII-M2-016', `${Math.round(carry(45) - carry(10))} points`, { near: carry(10), next: carry(45) });
}
add('VIII-M2-017', `About ${(((((24710 - 24600) / 24600) * 365) / 30) * 100).toFixed(2)}%`, {
  unannualised: (((24710 - 24600) / 24600) * 100).toFixed(2),
});
add('VIII-M2-020', (1.1 - (5 * 16e5) / 2e7).toFixed(2), { bought: (1.1 + (5 * 16e5) / 2e7).toFixed(2) });
add('VIII-M2-021', pnl((420 - 450) * 600 + (455 - 420) * 600), { shares: (420 - 450) * 600, futures: (455 - 420) * 600 });
// A long of 20 passes from an old holder to a new one: no contract is opened or closed.
add('VIII-M2-022', `${ind(5000 + 20 - 20)} contracts`);
{
  // fair price with 146 days must be the stated 1,048, then 73 days
  const f = (d: number) => 1000 * (1 + (0.12 * d) / 365);
  if (Math.round(f(146)) !== 1048) throw new Error('VIII-M2-024 premise');
  add('VIII-M2-024', `Rs ${ind(Math.round(f(73)))}`);
}
add('VIII-M2-025', `Rs ${510 - 500 * (1 + 0.12 / 12)} per share`, { noFinancing: 510 - 500 });
add('VIII-M2-028', `About ${ind(Math.round(25000 * Math.exp((0.07 - 0.01) * 0.25)))}`, {
  noYield: Math.round(25000 * Math.exp(0.07 * 0.25)),
  added: Math.round(25000 * Math.exp(0.08 * 0.25)),
});
add('VIII-M2-030', pnl((51420 - 52000) * 30), { perUnit: 51420 - 52000 });
add('VIII-M2-032', pnl((24620 - 24500) * 75 + (24640 - 24700) * 75), { gapFrom: 24640 - 24500, gapTo: 24700 - 24620 });
// Chapter 4: options
add('VIII-M2-038', pnl((Math.max(350 - 371, 0) - 14) * 1000), { putPays: Math.max(350 - 371, 0) });
add('VIII-M2-039', pnl(25 * 500 - Math.max(948 - 900, 0) * 500), { intrinsicOnly: (948 - 900) * 500 });
add('VIII-M2-041', `Buy ${ind(0.4 * 10 * 100)} shares`);
add('VIII-M2-043', `About ${(0.45 + 0.02 * 5).toFixed(2)}`);
add('VIII-M2-045', `Rs ${500 - 440}`, { strikeNotPv: 500 - 450 });
add('VIII-M2-049', ((1.04 - 0.9) / (1.1 - 0.9)).toFixed(2));
add('VIII-M2-050', (1.2 / 0.8).toFixed(1), { inverted: (0.8 / 1.2).toFixed(2) });
add('VIII-M2-052', pnl(Math.max(24000 - 23640, 0) * 75 - 150 * 75, 'A net'), { settlement: 360 * 75, premium: 150 * 75 });
// Chapter 5: strategies
add('VIII-M2-056', pnl((Math.max(2070 - 2000, 0) - Math.max(2070 - 2100, 0) - (65 - 25)) * 250), {
  maxProfit: (100 - 40) * 250,
});
add('VIII-M2-057', `Rs ${950 - (12 + 15)} and Rs ${ind(1050 + 12 + 15)}`);
add('VIII-M2-058', `Rs ${300 + 9}`, { maxLoss: 300 - 290 + 9 });
add('VIII-M2-059', `Rs ${700 - 16}`, { buyerBE: 740 + 16 });
add('VIII-M2-060', `Rs ${820 - (30 - 12)}`, { slip: 780 - 18 });
add('VIII-M2-064', `Profit at most Rs ${560 - 510}, loss at most Rs ${510 - 480}`);
// Chapter 6: trading mechanism
{
  const lots = [40, 50, 60, 75].filter((l) => 25000 * l >= 15e5);
  add('VIII-M2-066', String(Math.min(...lots)));
}
add('VIII-M2-068', `Strike Rs ${2000 / 5}, lot size ${ind(250 * 5)}`);
// Chapter 7: clearing
{
  const day1 = -(1262 - 1250) * 400;
  const day2 = -(1241 - 1262) * 400;
  if (day1 + day2 !== (1250 - 1241) * 400) throw new Error('VIII-M2-076 telescoping');
  add('VIII-M2-076', pnl(day1 + day2), { day1, day2 });
}
add('VIII-M2-083', `Rs ${ind(3 * 75 * 142)}`, { oneLot: 75 * 142 });

finish();
