// Independent recomputation (second reviewer, independent-review-2, 2026-12-06) of every calculation question in
// content/viii/full-length-mock-test-3.csv, written from the stems without reference to ../calculations.ts.
// Each value is recomputed from the stem's numbers and formatted as the options show it; the script asserts that
// the keyed option shows exactly that value (with its direction where it matters) and no other option does.
// Distractor values named in the explanations are printed alongside.
// Run: npx tsx content/viii/review/recompute-full-length-mock-test-3.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-3.csv'));
const { add, finish } = recomputation(byRef);
const pnl = (x: number) => `A ${x >= 0 ? 'gain' : 'loss'} of Rs ${ind(Math.abs(x))}`;

// Chapter 1
add('VIII-M3-009', `${100 / 12.5} times`);
// Chapter 2
add('VIII-M3-011', String((100 + 200 + 300 * 1.1) / 3), { cheapStock: ((110 + 200 + 300) / 3).toFixed(1) });
// Chapter 3
add('VIII-M3-016', `Rs ${ind(1270 - 15)}`, { wrongWay: 1270 + 15 });
add('VIII-M3-017', `Sell ${3000 / 750} lots`);
add('VIII-M3-018', `Rs ${ind(1800 + 1.2, 2)}`, { doubleCounted: 1800 + 2.4 });
add('VIII-M3-019', String((45e5 * 1.6) / 18e5), { noBeta: 45 / 18 });
// A buys 10 from B (opens 10); A sells 4 back to B: both reduce, 4 close.
add('VIII-M3-020', `${10 - 4} contracts`);
{
  const shares = (960 - 1000) * 500;
  const fut = (1020 - 975) * 500;
  add('VIII-M3-023', pnl(shares + fut), { shares, fut, basisBefore: 1020 - 1000, basisAfter: 975 - 960 });
}
add('VIII-M3-024', `Rs ${ind((24420 - 24300) * 75)}`, { points: 24420 - 24300 });
{
  const fair = 1000 * (1 + (0.1 * 3) / 12);
  add('VIII-M3-025', `Rs ${fair - 1005}`, { fair });
}
add('VIII-M3-026', `Rs ${ind(24200 * 75)}`);
add('VIII-M3-031', `About ${((Math.log(20300 / 20000) / 0.25) * 100).toFixed(2)}%`, {
  simple: ((300 / 20000) * 4 * 100).toFixed(2),
  unannualised: (Math.log(20300 / 20000) * 100).toFixed(2),
});
add('VIII-M3-035', `Sell one lot, leaving ${1000 - 700 * Math.floor(1000 / 700)} shares unhedged`);
// Chapter 4
add('VIII-M3-037', `About ${Math.round(((Math.max(1150 - 1100, 0) - 32) / 32) * 100)}%`, {
  premiumAsProfit: Math.round((50 / 32) * 100),
});
add('VIII-M3-038', `Rs ${ind((640 - 18) * 800)}`, { ignoresPremium: ind(640 * 800) });
add('VIII-M3-040', `+${2 * 500 * 0.6 - 500}`);
add('VIII-M3-041', `About Rs ${45 - (20 - 16) * 2.5}`);
add('VIII-M3-042', `About Rs ${60 + 4 * -1.5}`);
{
  const p = (1.05 - 0.8) / (1.2 - 0.8);
  const put = ((1 - p) * Math.max(100 - 80, 0)) / 1.05;
  const call = (p * Math.max(120 - 100, 0)) / 1.05;
  add('VIII-M3-045', `About Rs ${put.toFixed(2)}`, { p, undiscounted: ((1 - p) * 20).toFixed(2), call: call.toFixed(2) });
}
add('VIII-M3-046', `${32 / Math.sqrt(256)}%`, { linear: 32 / 256 });
add('VIII-M3-053', `Buy ${Math.abs(5 * 200 * -0.3)} shares`);
// Chapter 5
add('VIII-M3-056', `Rs ${450 - (14 - 6)}`, { maxLoss: 20 - 8 });
add('VIII-M3-057', pnl(-(20 + 16) * 500), { callOnly: 20 * 500 });
add('VIII-M3-058', `Rs ${14 + 12}, if the stock ends exactly at Rs 300`);
{
  const debit = 30 - 2 * 18 + 10;
  add('VIII-M3-059', `Rs ${480 + debit} and Rs ${520 - debit}`, { debit, maxProfit: 20 - debit });
}
{
  const credit = 15 - 6 + (14 - 5);
  add('VIII-M3-064', `Rs ${Math.max(900 - 850, 1150 - 1100) - credit}`, { credit });
}
// Chapter 6
{
  const factor = (1 + 2) / 2;
  add('VIII-M3-073', `Price Rs ${900 / factor}, lot size ${400 * factor}`);
}
// Chapter 7
add('VIII-M3-076', `He pays Rs ${ind((24180 - 24000) * 2 * 50)}`, { oneLot: 180 * 50 });
add('VIII-M3-077', `Rs ${ind(200000 - (140000 + 35000))}`, { spanOnly: ind(200000 - 140000) });

finish();
