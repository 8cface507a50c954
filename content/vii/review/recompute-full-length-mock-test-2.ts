// Independent recomputation (second reviewer, independent-review-3, 2026-12-06) of every calculation question in
// content/vii/full-length-mock-test-2.csv, written from the stems without reference to ../calculations.ts.
// Each value is recomputed from the stem's numbers and formatted as the options show it; the script asserts that
// the keyed option shows exactly that value (with its direction, "Pay"/"Receive", "Deliver"/"Receive", where it
// matters) and no other option does. Distractor values named in the explanations are printed alongside.
// Run: npx tsx content/vii/review/recompute-full-length-mock-test-2.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-2.csv'));
const { add, finish } = recomputation(byRef);
const rs = (x: number, d = 0) => `Rs ${ind(x, d)}`;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// Next settlement (working) day after `day`, skipping weekends and the listed holidays.
const nextWorking = (day: number, holidays: number[] = []) => {
  let d = (day + 1) % 7;
  while (d === 0 || d === 6 || holidays.includes(d)) d = (d + 1) % 7;
  return d;
};

// Chapter 1: a T-bill is redeemed at face value whatever its issue price.
add('VII-M2-001', rs(100, 2), { discount: (100 - 98.2).toFixed(2) });
// Chapter 3: client netting and funds
{
  const net = 500 - 300;
  add('VII-M2-023', `${net >= 0 ? 'Receive' : 'Deliver'} ${Math.abs(net)} shares`);
}
add('VII-M2-030', rs(120000 - 82000), { added: ind(120000 + 82000) });
// Chapter 4: risk management
add('VII-M2-036', rs((250 - 242) * 1000));
add('VII-M2-037', rs(Math.round(2.33 * 0.02 * 1000000)), { oneSigma: 0.02 * 1000000 });
add('VII-M2-038', rs(50000 * Math.sqrt(4)), { linear: ind(50000 * 4) });
add('VII-M2-040', rs(600000 * (1 - 0.2)), { haircut: ind(600000 * 0.2) });
add('VII-M2-041', rs(Math.round(400000 * (0.12 + 0.035))), { varOnly: ind(400000 * 0.12), elmOnly: ind(400000 * 0.035) });
add('VII-M2-048', `Rs ${10 * 0.5} crore`);
// Chapter 5: clearing
{
  const funds = 1000 * 200 - 600 * 205;
  add('VII-M2-051', `${funds > 0 ? 'Pay' : 'Receive'} ${rs(Math.abs(funds))}`, { qtyAtOnePrice: ind(400 * 200) });
}
{
  const funds = 8 - 11; // lakh: pay for P, receive for Q
  add('VII-M2-052', `${funds > 0 ? 'Pay' : 'Receive'} Rs ${Math.abs(funds)} lakh`);
}
add('VII-M2-060', `${500 - 420} shares`);
add('VII-M2-064', `Rs ${Math.round((2 - 1.7) * 100)} lakh`);
// Chapter 6: settlement and corporate actions
add('VII-M2-066', DAYS[nextWorking(4, [5])]);
{
  // T+1: a buy settles on the next working day and must settle by the record date (Friday).
  const recordDay = 5;
  let buy = recordDay - 1;
  while (nextWorking(buy) !== recordDay) buy--;
  add('VII-M2-078', DAYS[buy]);
}
add('VII-M2-068', `${800 / 4}`, { newPlusOld: 800 / 4 + 800 });
add('VII-M2-069', rs((4 * 200 + 1 * 150) / 5), { simpleAverage: (200 + 150) / 2 });
// A dividend percentage is of the face value (Rs 2), not of the market price.
add('VII-M2-070', rs(1.5 * 2), { faceValueRead: 150 });
add('VII-M2-071', `${Math.floor(1234 / 10)}, with the fraction settled in cash`, { exact: 1234 / 10 });
add('VII-M2-073', rs(500 - 12));
add('VII-M2-079', rs(840 / (10 / 5)), { holding: ind(300 * 840) });
// Chapter 8: margin trading facility
add('VII-M2-091', rs(500000 * (1 - 0.25)), { clientPays: ind(500000 * 0.25) });
finish();
