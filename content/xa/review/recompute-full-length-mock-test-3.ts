// Independent recomputation (second reviewer, content-reviewer-2, 2026-11-26) of every calculation
// question in content/xa/full-length-mock-test-3.csv (18 one-mark stand-alone questions and 22 caselet
// questions; caselet inputs are taken from the passages in full-length-mock-test-3.cases.csv), written from
// the stems and passages without reference to ../calculations.ts. The keyed option must show the reviewer's
// value (as a whole value, not part of a longer number) and no other option may. The wrong-method values that
// the explanations name are recomputed too and must appear in the option the explanation says they do.
// Run: npx tsx content/xa/review/recompute-full-length-mock-test-3.ts [questions.csv]
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPaper } from '../../lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const byRef = readPaper(process.argv[2] ?? join(here, '..', 'full-length-mock-test-3.csv'));

// ---- helpers
const pow = Math.pow;
/** Indian digit grouping (12,34,567.89). */
const inr = (x: number, dp = 0) => {
  const neg = x < 0;
  const [int, frac] = Math.abs(x).toFixed(dp).split('.');
  const last3 = int.slice(-3);
  const head = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (neg ? '-' : '') + (head ? `${head},${last3}` : last3) + (frac ? `.${frac}` : '');
};
const rs = (x: number, dp = 0) => `Rs ${inr(x, dp)}`;
const lakh = (x: number) => `Rs ${(x / 1e5).toFixed(2)} lakh`;
const pct = (x: number, dp: number) => `${x.toFixed(dp)}%`;
/** Future value of 1 a period for n periods (ordinary annuity). */
const fvAnn = (r: number, n: number) => (pow(1 + r, n) - 1) / r;
/** Present value of 1 a period for n periods (ordinary annuity). */
const pvAnn = (r: number, n: number) => (1 - pow(1 + r, -n)) / r;
const emiOf = (p: number, r: number, n: number) => p / pvAnn(r, n);
/** Loan balance after k payments of `pay`, by iterating month by month. */
const balanceAfter = (p: number, r: number, pay: number, k: number) => {
  let b = p;
  for (let i = 0; i < k; i++) b = b * (1 + r) - pay;
  return b;
};

type Check = { ref: string; key: string; named: Record<string, string> };
const checks: Check[] = [];
/** key: text the keyed option must show; named: distractor values the explanation attributes to a wrong method. */
const expect = (ref: string, key: string, named: Record<string, string> = {}) => checks.push({ ref, key, named });

// ---- one-mark stand-alone questions
expect('XA-M3-006', rs(1e5 * pow(1.08, 3) * pow(1.1, 2)), { simple: rs(1e5 * (1 + 0.08 * 3 + 0.1 * 2)) });
expect('XA-M3-007', rs(5e5 * pow(1.1, 5) + 5e5 * pow(1.1, 3)), { bothFiveYears: rs(1e6 * pow(1.1, 5)) });
expect('XA-M3-008', rs(50000 * fvAnn(0.08, 10) * 1.08), { endOfYear: rs(50000 * fvAnn(0.08, 10)) });
{
  const sip = (20e5 * 0.01) / (pow(1.01, 120) - 1);
  expect('XA-M3-009', rs(sip), { noReturn: rs(20e5 / 120), startOfMonth: rs(sip / 1.01) });
}
{
  const essential = 25000 + 15000 + 12000 + 8000;
  expect('XA-M3-010', rs(6 * essential), { withDiscretionary: rs(6 * (essential + 6000 + 9000)) });
}
expect('XA-M3-011', `${((80 - 20) / 80) * 100}%`, { liabToAssets: `${(20 / 80) * 100}%`, assetsToLiab: `${(80 / 20) * 100}%` });
expect('XA-M3-016', rs(30000 * pvAnn(0.09 / 12, 240)), { sumOfEmis: rs(30000 * 240) });
{
  const probs = [0.3, 0.5, 0.2],
    rets = [30, 12, -10];
  const er = probs.reduce((s, p, i) => s + p * rets[i], 0);
  expect('XA-M3-026', pct(er, 1), { simpleAverage: pct((30 + 12 - 10) / 3, 1) });
}
expect('XA-M3-030', pct(18 * (1 - 0.4), 1), { payoutInstead: pct(18 * 0.4, 1) });
expect('XA-M3-031', `Rs ${(50 + 250) / 10}`, { capitalOnly: `Rs ${50 / 10}`, reservesOnly: `Rs ${250 / 10}` });
expect('XA-M3-037', rs(90 / 0.095, 2), { par: rs(1000, 2) });
expect('XA-M3-042', rs(800 - 25), { callBreakEven: rs(800 + 25) });
expect('XA-M3-043', rs(Math.max(1200 - 1150, 0)));
expect('XA-M3-044', rs(65 - Math.max(1000 - 960, 0)), { intrinsic: rs(1000 - 960) });
expect('XA-M3-046', rs(2000 * 25 * (1 - 0.01)), { noLoad: rs(2000 * 25) });
expect('XA-M3-055', rs(0.02 * 15e5), { firstYearRate: rs(0.03 * 15e5), thirdYearRate: rs(0.01 * 15e5) });
expect('XA-M3-061', `Rs ${0.2 * 30} crore`, { toInvestors: `Rs ${30 - 0.2 * 30} crore` });
expect('XA-M3-062', pct(Math.sqrt(0.25 * 400 + 0.25 * 100), 2), { perfectCorrelation: pct(0.5 * 20 + 0.5 * 10, 2) });

// ---- Case 2 (Vikram Sood): partial PMS withdrawal down to the Rs 50 lakh minimum
expect('XA-M3-097', `Rs ${80 - 50} lakh`);
// ---- Case 3 (Aditya Menon)
expect('XA-M3-101', rs(1300 + 30));
expect('XA-M3-102', rs(0.15 * 850 * 1000), { contractValue: rs(850 * 1000) });
// ---- Case 4 (Farida Khan)
expect('XA-M3-108', `${inr(40000 / 32)} units`);
// ---- Case 5 (Sunil Agarwal)
expect('XA-M3-111', `Move Rs ${35 - 0.6 * 50} lakh from equity to debt`);
{
  const req = 6.5 + 1.3 * (12.5 - 6.5);
  expect('XA-M3-113', `Undervalued: 16% expected against ${req.toFixed(1)}% required`);
}
expect('XA-M3-114', pct(0.6 * 18, 1), { marketAlone: pct(18, 1) });

// ---- Case 7 (the Boses): expenses Rs 9 lakh today, 15 years to retirement, 30 years in retirement,
// inflation 6%, 7% in retirement (withdrawals at the start of each year), 10% before, Rs 40 lakh invested.
const e1 = 9e5 * pow(1.06, 15);
const real = 1.07 / 1.06 - 1;
// Growing annuity due, summed term by term (no real-rate shortcut), then checked against the real-rate form.
let corpus = 0;
for (let t = 0; t < 30; t++) corpus += (e1 * pow(1.06, t)) / pow(1.07, t);
const corpusReal = e1 * pvAnn(real, 30) * (1 + real);
if (Math.abs(corpus - corpusReal) > 1e-3) throw new Error(`XA-M3-122 growing annuity ${corpus} != real-rate form ${corpusReal}`);
const existing = 40e5 * pow(1.1, 15);
const gap = corpus - existing;
expect('XA-M3-121', rs(e1), { simple: rs(9e5 * (1 + 0.06 * 15)), y14: rs(9e5 * pow(1.06, 14)), y16: rs(9e5 * pow(1.06, 16)) });
expect('XA-M3-122', lakh(corpus), {
  yearEnd: lakh(e1 * pvAnn(real, 30)),
  noGrowthAt7: lakh(e1 * pvAnn(0.07, 30) * 1.07),
  undiscounted: lakh(30 * e1),
});
expect('XA-M3-123', lakh(existing), {
  simple: lakh(40e5 * (1 + 0.1 * 15)),
  y14: lakh(40e5 * pow(1.1, 14)),
  y16: lakh(40e5 * pow(1.1, 16)),
});
expect('XA-M3-124', rs(gap / fvAnn(0.1, 15)), {
  noReturn: rs(gap / 15),
  startOfYear: rs(gap / fvAnn(0.1, 15) / 1.1),
  '~ignoreExisting': rs(corpus / fvAnn(0.1, 15)),
});
expect('XA-M3-125', rs(0.25 * 30000 * 12), { monthly: rs(0.25 * 30000), wholeDiscretionary: rs(30000 * 12) });

// ---- Case 8 (Karan Malhotra)
const homeEmi = Math.round(emiOf(40e5, 0.007, 240));
const flatCar = (6e5 + 6e5 * 0.07 * 3) / 36;
expect('XA-M3-126', rs(homeEmi), { principalOnly: rs(40e5 / 240), flat: rs((40e5 + 40e5 * 0.084 * 20) / 240) });
expect('XA-M3-127', rs(homeEmi - 40e5 * 0.007), { interest: rs(40e5 * 0.007) });
expect('XA-M3-128', rs(flatCar), { principalOnly: rs(6e5 / 36), reducing7: rs(emiOf(6e5, 0.07 / 12, 36)) });
{
  // The passage states the balance after 40 EMIs as Rs 37,02,960: the PV at 0.7% of the 200 remaining EMIs of
  // the rounded Rs 34,460 (the usual "PV of remaining EMIs" method). Iterating the balance gives Rs 37,02,980
  // (exact EMI) or Rs 37,02,988 (rounded EMI); the key must be the same whichever balance is used.
  const exactEmi = emiOf(40e5, 0.007, 240);
  const pvRemaining = homeEmi * pvAnn(0.007, 200);
  if (Math.round(pvRemaining) !== 3702960) throw new Error(`Case 8: PV of remaining EMIs ${pvRemaining.toFixed(2)} != 37,02,960`);
  for (const b of [balanceAfter(40e5, 0.007, exactEmi, 40), balanceAfter(40e5, 0.007, homeEmi, 40)])
    if (Math.round(emiOf(b, 0.0065, 200)) !== Math.round(emiOf(3702960, 0.0065, 200)))
      throw new Error(`Case 8: new EMI depends on the balance method (balance ${b.toFixed(2)})`);
  const newEmi = emiOf(3702960, 0.0065, 200);
  expect('XA-M3-129', rs(newEmi), {
    '=saving': rs(homeEmi - Math.round(newEmi)),
    tenure240: rs(emiOf(3702960, 0.0065, 240)),
    noInterest: rs(3702960 / 200),
  });
}
expect('XA-M3-130', rs(180000 - 70000 - homeEmi - Math.round(flatCar) - 20000), {
  noSip: rs(180000 - 70000 - homeEmi - Math.round(flatCar)),
});

// ---- Case 9 (Meera Pillai)
{
  const v = 0.7 ** 2 * 16 ** 2 + 0.3 ** 2 * 6 ** 2 + 2 * 0.7 * 0.3 * 0.3 * 16 * 6;
  expect('XA-M3-131', pct(Math.sqrt(v), 2), { weightedAverage: pct(0.7 * 16 + 0.3 * 6, 2) });
}
expect('XA-M3-132', ((14 - 6.5) / 1.2).toFixed(2), { sharpe: ((14 - 6.5) / 16).toFixed(2), totalOverBeta: (14 / 1.2).toFixed(2) });
expect('XA-M3-133', ((14 - 6.5) / 9).toFixed(2), { sharpe: ((14 - 6.5) / 16).toFixed(2) });
{
  const cfs = [80, 80, 1080];
  const pv = cfs.map((c, i) => c / pow(1.08, i + 1));
  const price = pv.reduce((a, b) => a + b);
  const mac = pv.reduce((s, x, i) => s + (i + 1) * x, 0) / price;
  expect('XA-M3-134', `${mac.toFixed(2)} years`, { modified: `${(mac / 1.08).toFixed(2)} years`, maturity: '3.00 years' });
}
expect('XA-M3-135', rs((0.4 / (0.12 - 0.08)) * 45), { retention: rs((0.6 / (0.12 - 0.08)) * 45), noGrowth: rs((0.4 * 45) / 0.12) });

// ---- compare with the paper
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const whole = (s: string) => new RegExp(`(?<![\\d.,])${esc(s)}(?![\\d]|[.,]\\d)`);
let bad = 0;
for (const c of checks) {
  const q = byRef.get(c.ref);
  if (!q) {
    console.log(`MISSING ${c.ref}`);
    bad++;
    continue;
  }
  const opts = ['A', 'B', 'C', 'D'].map((l) => q[`option_${l.toLowerCase()}`]);
  const re = whole(c.key);
  const hits = opts.flatMap((o, i) => (re.test(o) ? ['ABCD'[i]] : []));
  const keyOk = hits.length === 1 && hits[0] === q.answer;
  // Each wrong-method value must be in an option (so the distractor really is that mistake), unless its name
  // starts with "=" (a figure quoted in the explanation text instead) or "~" (printed for information only).
  const missing: string[] = [];
  const quoted = Object.entries(c.named).map(([k, v]) => {
    const inOptions = opts.findIndex((o) => whole(v).test(o));
    if (k.startsWith('=') ? !whole(v.replace(/^Rs /, '')).test(q.explanation) : !k.startsWith('~') && inOptions < 0) missing.push(k);
    return `${k}=${v}${inOptions >= 0 ? `(${'ABCD'[inOptions]})` : ''}`;
  });
  if (missing.length) console.log(`    ${c.ref}: wrong-method value(s) not where the explanation puts them: ${missing.join(', ')}`);
  const ok = keyOk && !missing.length;
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok ' : 'BAD'} ${c.ref} mine="${c.key}" keyed ${q.answer}="${opts['ABCD'.indexOf(q.answer)]}"${quoted.length ? `  | ${quoted.join(' ')}` : ''}`,
  );
}
console.log(`${checks.length - bad}/${checks.length} agree`);
process.exit(bad ? 1 : 0);
