// Independent recomputation (second reviewer, independent-review-3, 2026-12-06) of every calculation question in
// content/vii/full-length-mock-test-3.csv, written from the stems without reference to ../calculations.ts.
// Each value is recomputed from the stem's numbers and formatted as the options show it; the script asserts that
// the keyed option shows exactly that value (with its direction, "debit"/"credit", "Deliver"/"Receive",
// "receives"/"pays", where it matters) and no other option does. Distractor values are printed alongside.
// Run: npx tsx content/vii/review/recompute-full-length-mock-test-3.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-3.csv'));
const { add, finish } = recomputation(byRef);
const rs = (x: number, d = 0) => `Rs ${ind(x, d)}`;

// Chapter 3: brokerage, ledger, average price
add('VII-M3-019', rs(200 * 450 * 0.001), { atOnePercent: 200 * 450 * 0.01 });
{
  const balance = 50000 - 90000; // credit positive
  add('VII-M3-020', `A ${balance < 0 ? 'debit' : 'credit'} of ${rs(Math.abs(balance))}`, { added: ind(50000 + 90000) });
}
add('VII-M3-021', rs((100 * 200 + 300 * 220) / (100 + 300)), { simpleAverage: (200 + 220) / 2 });
// Chapter 4: collateral shortfall, peak margin, margin by stock
{
  const shortfall = 680000 - 800000 * (1 - 0.25);
  add('VII-M3-036', rs(shortfall), { noHaircutSurplus: ind(800000 - 680000) });
}
{
  const peak = Math.max(1.2, 1.8, 1.5, 0.9);
  add('VII-M3-037', `Rs ${(peak - 1.5).toFixed(1)} lakh`, { endOfDay: 'nil (0.9 < 1.5)' });
}
add('VII-M3-045', rs(200000 * 0.2 + 300000 * 0.15), {
  allAt20: ind(500000 * 0.2),
  allAt15: ind(500000 * 0.15),
  averageRate: ind(500000 * 0.175),
});
// Chapter 5: multilateral netting, futures MTM, cash component cap
{
  const b = 300 - 500; // B bought 300, sold 500
  add('VII-M3-055', `${b < 0 ? 'Deliver' : 'Receive'} ${Math.abs(b)} shares`);
}
{
  const mtm = (412 - 405) * 2 * 500; // long gains when the price rises
  add('VII-M3-059', `He ${mtm >= 0 ? 'receives' : 'pays'} ${rs(Math.abs(mtm))}`, { oneLot: ind(7 * 500) });
}
{
  // cash must be at least half of effective collateral: non-cash counts up to the cash amount
  const cash = 2,
    shares = 3;
  add('VII-M3-063', `Rs ${cash + Math.min(shares, cash)} crore`, { allCounted: cash + shares });
}
// Chapter 6: buyback acceptance, swap ratio
add('VII-M3-066', ind((2000 * 10) / 40), { returned: ind(2000 - (2000 * 10) / 40) });
add('VII-M3-069', ind((1000 * 3) / 5), { inverted: Math.round((1000 * 5) / 3) });
// Chapter 8: MTF interest, 365-day year
add('VII-M3-100', rs((300000 * 0.15 * 30) / 365, 2), { days360: ((300000 * 0.15 * 30) / 360).toFixed(2) });
finish();
