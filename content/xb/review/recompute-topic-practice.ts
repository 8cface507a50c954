// Independent recomputation (second reviewer, independent-review-6, 2026-12-06) of every calculation question in
// content/xb/topic-practice.csv, written from the stems without reference to ../calculations.ts. Each value is
// recomputed from the numbers given and formatted as the options show it; the script asserts that the keyed option
// shows exactly that value and no other option does. Distractor values named in the explanations are printed alongside.
// Run: npx tsx content/xb/review/recompute-topic-practice.ts [csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ind, readPaper, recomputation } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'topic-practice.csv'));
const { add, finish } = recomputation(byRef);

// A receipt from a non-relative without (or for less than) consideration: the whole shortfall is income once it
// exceeds Rs 50,000 in the year, otherwise nothing (chapter 9).
const fromNonRelative = (value: number, paid = 0) => (value - paid > 50000 ? value - paid : 0);
const LTCG_EXEMPTION = 125000; // listed equity and equity-oriented fund units, once a year, from 23 July 2024
const LTCG_RATE = 0.125;

// Chapter 9: gifts and an under-value purchase
add('XB-TP-015', `Rs ${ind(fromNonRelative(120000))}`, { excessOnly: ind(120000 - 50000) });
add('XB-TP-016', `Rs ${ind(fromNonRelative(250000, 100000))}`, { pricePaid: ind(100000), fullValue: ind(250000) });
add('XB-TP-019', `Rs ${ind(fromNonRelative(80000))}`, { excessOnly: ind(80000 - 50000) });
// Chapter 11: one exemption a year for all listed-equity long-term gains together
add('XB-TP-025', `Rs ${ind(220000 + 80000 - LTCG_EXEMPTION)}`, {
  exemptionEach: ind(220000 - LTCG_EXEMPTION + Math.max(0, 80000 - LTCG_EXEMPTION)),
  oldOneLakh: ind(220000 + 80000 - 100000),
  noExemption: ind(220000 + 80000),
});
// Chapter 12: jewellery held over 24 months, 12.5% without indexation; a crypto-asset's gain, cost only deducted
add('XB-TP-029', `Rs ${ind((600000 - 400000) * LTCG_RATE)}`, {
  old20: ind((600000 - 400000) * 0.2),
  wrongEquityExemption: ind((600000 - 400000 - LTCG_EXEMPTION) * LTCG_RATE),
});
add('XB-TP-030', `Rs ${ind(460000 - 250000)}`, {
  feesDeducted: ind(460000 - 250000 - 10000),
  wrongExemption: ind(460000 - 250000 - LTCG_EXEMPTION),
});
// Chapter 20: post-tax yields at a 30% marginal rate
{
  const taxable = 8 * (1 - 0.3);
  const gap = +(6 - taxable).toFixed(2);
  if (!(gap > 0)) throw new Error('expected the tax-free bond ahead');
  add('XB-TP-056', `The tax-free bond, by ${gap} percentage point`, { taxablePostTax: taxable.toFixed(2), pretaxGap: 8 - 6 });
}

finish();
