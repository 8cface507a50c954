// Recomputes every calculation question of the X-A full-length mock (revised syllabus) and checks the key.
// Run: npx tsx content/xa/calculations.ts [questions.csv] [cases.csv] [--partial]
// Mock 2: npx tsx content/xa/calculations.ts content/xa/full-length-mock-test-2.csv (its calculation list is CALCS_M2;
// --partial skips refs not yet written).
// For each calculation question (found by ref) it
//   1. checks that the inputs it uses are stated in the question or its caselet (the `given` strings),
//   2. recomputes the answer from those inputs and formats it at the precision the question states,
//   3. asserts that the keyed option shows that value and that no other option does.
// Exits non-zero with a clear message on any mismatch.
import { existsSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { cFile, MOCK, PARTIAL, qFile } from './paper-args.ts';

// Mock 3: npx tsx content/xa/calculations.ts content/xa/full-length-mock-test-3.csv (CALCS_M3; -3.draft.csv while written).
const rows = Papa.parse<Record<string, string>>(readFileSync(qFile, 'utf8'), { header: true, skipEmptyLines: true }).data;
const cases = existsSync(cFile)
  ? Papa.parse<Record<string, string>>(readFileSync(cFile, 'utf8'), { header: true, skipEmptyLines: true }).data
  : [];
const byRef = new Map(rows.map((r) => [r.ref, r]));
const passage = new Map(cases.map((c) => [c.case, c.passage]));

// ---------- number helpers
const pow = Math.pow;
/** Indian digit grouping: 2413109 -> "24,13,109"; decimals kept as given. */
function inr(n: number, decimals = 0): string {
  const neg = n < 0;
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.');
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return (neg ? '-' : '') + (rest ? `${rest},${last3}` : last3) + (frac ? `.${frac}` : '');
}
const fix = (n: number, d: number) => n.toFixed(d);
const pct = (n: number, d: number) => `${n.toFixed(d)}%`;
const lakh = (rupees: number, d: number) => `${(rupees / 1e5).toFixed(d)} lakh`;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
/** FV of an ordinary annuity factor and PV annuity factor. */
const fvaf = (r: number, n: number) => (pow(1 + r, n) - 1) / r;
const pvaf = (r: number, n: number) => (1 - pow(1 + r, -n)) / r;
const emiOf = (p: number, r: number, n: number) => (p * r * pow(1 + r, n)) / (pow(1 + r, n) - 1);
const bondPrice = (coupon: number, face: number, y: number, n: number) => coupon * pvaf(y, n) + face / pow(1 + y, n);

interface Calc {
  ref: string;
  what: string;
  /** strings that must appear in the question text or its caselet passage */
  given: string[];
  /** every string must appear in the keyed option, and no other option may contain all of them */
  expect: () => string[];
}

// ---------- the calculation questions of mock 1
const CALCS_M1: Calc[] = [
  // ----- one-mark standalone questions (copied from seed paper ...0014; re-verified here)
  {
    ref: 'XA-M1-004',
    what: 'net worth',
    given: ['Rs 60 lakh', 'Rs 20 lakh', 'Rs 5 lakh', 'Rs 30 lakh'],
    expect: () => [`Rs ${60 + 20 + 5 - (30 + 5)} lakh`],
  },
  {
    ref: 'XA-M1-006',
    what: 'holding period return',
    given: ['Rs 200', 'Rs 10', 'Rs 230'],
    expect: () => [pct(((230 - 200 + 10) / 200) * 100, 0)],
  },
  { ref: 'XA-M1-007', what: 'CAGR', given: ['Rs 1 lakh', 'Rs 2 lakh', '6 years'], expect: () => [pct((pow(2, 1 / 6) - 1) * 100, 2)] },
  { ref: 'XA-M1-008', what: '+50% then -50%', given: ['Rs 1,00,000', '50%'], expect: () => [`Rs ${inr(100000 * 1.5 * 0.5)}`] },
  {
    ref: 'XA-M1-009',
    what: 'FV of ordinary annuity',
    given: ['Rs 10,000', '3 years', '10%'],
    expect: () => [`Rs ${inr(10000 * fvaf(0.1, 3))}`],
  },
  { ref: 'XA-M1-011', what: 'PV of perpetuity', given: ['Rs 12,000', '8%'], expect: () => [`Rs ${inr(12000 / 0.08)}`] },
  {
    ref: 'XA-M1-012',
    what: 'inflated goal cost',
    given: ['Rs 10 lakh', '6%', '10 years'],
    expect: () => [`Rs ${fix(10 * pow(1.06, 10), 2)} lakh`],
  },
  {
    ref: 'XA-M1-014',
    what: 'monthly SIP corpus',
    given: ['Rs 10,000', '1% a month', '10 years'],
    expect: () => [`Rs ${fix((10000 * fvaf(0.01, 120)) / 1e5, 1)} lakh`],
  },
  { ref: 'XA-M1-017', what: 'portfolio expected return', given: ['60%', '12%', '40%', '7%'], expect: () => [pct(0.6 * 12 + 0.4 * 7, 0)] },
  { ref: 'XA-M1-020', what: 'dividend yield', given: ['Rs 6', 'Rs 200'], expect: () => [pct((6 / 200) * 100, 0)] },
  { ref: 'XA-M1-021', what: 'price to book', given: ['Rs 150', 'Rs 50'], expect: () => [`${150 / 50} times`] },
  { ref: 'XA-M1-022', what: 'Gordon growth value', given: ['Rs 5', '7%', '12%'], expect: () => [`Rs ${fix(5 / (0.12 - 0.07), 0)}`] },
  {
    ref: 'XA-M1-024',
    what: 'zero-coupon bond price',
    given: ['Rs 1,000', '3 years', '8%'],
    expect: () => [`Rs ${fix(1000 / pow(1.08, 3), 0)}`],
  },
  {
    ref: 'XA-M1-043',
    what: 'budget variance',
    given: ['Rs 60,000', 'Rs 66,000'],
    expect: () => [`Rs ${inr(66000 - 60000)}`, pct(((66000 - 60000) / 60000) * 100, 0), 'adverse'],
  },
  {
    ref: 'XA-M1-045',
    what: 'EMI',
    given: ['Rs 10 lakh', '12 equal monthly', '1% a month'],
    expect: () => [`Rs ${inr(emiOf(1000000, 0.01, 12))}`],
  },
  {
    ref: 'XA-M1-052',
    what: '1:1 bonus',
    given: ['100 shares', 'Rs 800', '1:1'],
    expect: () => [`${100 * 2} shares`, `Rs ${800 / 2}`, `Rs ${inr(100 * 800)}`],
  },
  { ref: 'XA-M1-054', what: 'long call profit', given: ['Rs 100', 'Rs 5', 'Rs 112'], expect: () => [`Rs ${112 - 100 - 5}`] },
  { ref: 'XA-M1-063', what: 'CAPM', given: ['6.5%', '12%', '1.4'], expect: () => [pct(6.5 + 1.4 * (12 - 6.5), 1)] },
  { ref: 'XA-M1-064', what: 'Treynor ratio', given: ['13%', '1.4', '6%'], expect: () => [fix((13 - 6) / 1.4, 0)] },
  { ref: 'XA-M1-065', what: "Jensen's alpha", given: ['0.9', '14%', '12%', '6%'], expect: () => [pct(14 - (6 + 0.9 * (12 - 6)), 1)] },
  { ref: 'XA-M1-075', what: '100 minus age', given: ['35-year-old'], expect: () => [pct(100 - 35, 0)] },

  // ----- Case 3: Harpreet Gill (one mark)
  {
    ref: 'XA-M1-103',
    what: 'units allotted',
    given: ['Rs 5,00,000', 'Rs 125.40', 'three decimals'],
    expect: () => [`${inr(500000 / 125.4, 3)} units`],
  },
  {
    ref: 'XA-M1-104',
    what: 'redemption after exit load',
    given: ['2,000 units', 'Rs 48.60', '1%', 'eight months', 'nearest rupee'],
    expect: () => [`Rs ${inr(2000 * 48.6 * (1 - 0.01))}`],
  },
  {
    ref: 'XA-M1-105',
    what: 'direct vs regular after 10 years',
    given: ['Rs 10 lakh', '11% a year', '1.8%', '0.8%', '10 years', 'nearest thousand'],
    expect: () => [`Rs ${inr(roundTo(1e6 * (pow(1 + 0.11 - 0.008, 10) - pow(1 + 0.11 - 0.018, 10)), 1000))}`],
  },
  // ----- Case 4: Farhan Qureshi (one mark)
  {
    ref: 'XA-M1-106',
    what: 'share split',
    given: ['400 shares', 'Rs 1,250', 'five shares'],
    expect: () => [`${inr(400 * 5)} shares`, `Rs ${1250 / 5}`],
  },
  { ref: 'XA-M1-107', what: 'P/E', given: ['Rs 640', 'Rs 32'], expect: () => [`${640 / 32} times`] },
  {
    ref: 'XA-M1-108',
    what: 'hedge contracts',
    given: ['Rs 36 lakh', '1.5', '24,000', 'lot size of 75'],
    expect: () => {
      const n = (3600000 * 1.5) / (24000 * 75);
      if (!Number.isInteger(n)) throw new Error(`hedge ratio ${n} is not a whole number of contracts`);
      return [`${n} contracts`];
    },
  },
  // ----- Case 5: Lakshmi Narayanan (one mark)
  {
    ref: 'XA-M1-111',
    what: 'current yield',
    given: ['Rs 1,000', '8%', 'Rs 1,040', 'two decimals'],
    expect: () => [pct((80 / 1040) * 100, 2)],
  },
  {
    ref: 'XA-M1-112',
    what: 'bond price at 9%',
    given: ['Rs 1,000', '8%', 'four years', '9%', 'two decimals'],
    expect: () => [`Rs ${inr(bondPrice(80, 1000, 0.09, 4), 2)}`],
  },
  {
    ref: 'XA-M1-113',
    what: 'withdrawal rate',
    given: ['Rs 32,000', 'Rs 45,000', 'Rs 60 lakh', 'two decimals'],
    expect: () => [pct((((45000 - 32000) * 12) / 6000000) * 100, 2)],
  },

  // ----- Case 7: the Iyers (two marks)
  {
    ref: 'XA-M1-121',
    what: 'first-year retirement expenses',
    given: ['Rs 8,40,000', '6% a year', '15 years', 'nearest rupee'],
    expect: () => [`Rs ${inr(840000 * pow(1.06, 15))}`],
  },
  {
    ref: 'XA-M1-122',
    what: 'retirement corpus (growing annuity due)',
    given: ['25 years', '8% a year', 'start of that year', 'two decimals'],
    expect: () => [`Rs ${lakh(iyerCorpus(), 2)}`],
  },
  {
    ref: 'XA-M1-123',
    what: 'FV of existing investments',
    given: ['Rs 30 lakh', '12% a year, compounded annually', 'two decimals'],
    expect: () => [`Rs ${lakh(3000000 * pow(1.12, 15), 2)}`],
  },
  {
    ref: 'XA-M1-124',
    what: 'SIP for the shortfall',
    given: ['180 months', '1% a month', 'end of every month', 'nearest hundred'],
    expect: () => {
      const exact = ((iyerCorpus() - 3000000 * pow(1.12, 15)) * 0.01) / (pow(1.01, 180) - 1);
      // the same answer whether the student carries full precision or the two-decimal lakh figures of Q2 and Q3
      const rounded = ((Number(fix(iyerCorpus() / 1e5, 2)) - Number(fix(30 * pow(1.12, 15), 2))) * 1e5 * 0.01) / (pow(1.01, 180) - 1);
      if (roundTo(exact, 100) !== roundTo(rounded, 100)) throw new Error('answer depends on intermediate rounding');
      return [`Rs ${inr(roundTo(exact, 100))}`];
    },
  },
  {
    ref: 'XA-M1-125',
    what: 'rebalancing amount',
    given: ['Rs 21 lakh', 'Rs 9 lakh', '20%', '7%', '60:40', 'nearest rupee'],
    expect: () => {
      const eq = 2100000 * 1.2,
        debt = 900000 * 1.07;
      return [`Rs ${inr(eq - 0.6 * (eq + debt))}`];
    },
  },
  // ----- Case 8: the Joshis (two marks)
  {
    ref: 'XA-M1-126',
    what: 'home loan EMI',
    given: ['Rs 60 lakh', '240 equal monthly', '0.75% a month', 'nearest rupee'],
    expect: () => [`Rs ${inr(joshiEmi())}`],
  },
  {
    ref: 'XA-M1-127',
    what: 'total interest',
    given: ['rounded to the nearest rupee', '20 years'],
    expect: () => [`Rs ${inr(Math.round(joshiEmi()) * 240 - 6000000)}`],
  },
  {
    ref: 'XA-M1-128',
    what: 'balance after 60 EMIs',
    given: ['60th EMI', 'two decimals'],
    expect: () => {
      const exact = joshiEmi() * pvaf(0.0075, 180);
      const withRounded = Math.round(joshiEmi()) * pvaf(0.0075, 180);
      if (lakh(exact, 2) !== lakh(withRounded, 2)) throw new Error('answer depends on EMI rounding');
      return [`Rs ${lakh(exact, 2)}`];
    },
  },
  {
    ref: 'XA-M1-129',
    what: 'EMIs left after prepayment',
    given: ['Rs 10 lakh', 'EMI unchanged', 'round up'],
    expect: () => {
      const emi = joshiEmi();
      const bal = emi * pvaf(0.0075, 180) - 1000000;
      const n = -Math.log(1 - (0.0075 * bal) / emi) / Math.log(1.0075);
      return [`${Math.ceil(n)} EMIs`];
    },
  },
  {
    ref: 'XA-M1-130',
    what: 'savings ratio after EMIs',
    given: ['Rs 2,10,000', 'Rs 18,000', 'Rs 95,000', 'two decimals'],
    expect: () => [pct(((210000 - 95000 - Math.round(joshiEmi()) - 18000) / 210000) * 100, 2)],
  },
  // ----- Case 9: Dr Nisha Bansal (two marks)
  {
    ref: 'XA-M1-131',
    what: 'two-asset portfolio SD',
    given: ['60%', '40%', '18%', '4%', "correlation between the two funds' returns is 0.2", 'two decimals'],
    expect: () => [pct(nishaSd(), 2)],
  },
  {
    ref: 'XA-M1-132',
    what: 'Sharpe ratio',
    given: ['13%', '7%', '6.5%', 'two decimals'],
    expect: () => [fix((0.6 * 13 + 0.4 * 7 - 6.5) / nishaSd(), 2)],
  },
  {
    ref: 'XA-M1-133',
    what: 'scenario SD',
    given: ['30% probability', 'return of 30%', '50% probability', 'return of 12%', '20% probability', 'return of -15%', 'two decimals'],
    expect: () => {
      const s = [
        [0.3, 30],
        [0.5, 12],
        [0.2, -15],
      ];
      const mean = s.reduce((a, [p, r]) => a + p * r, 0);
      const v = s.reduce((a, [p, r]) => a + p * (r - mean) ** 2, 0);
      return [pct(Math.sqrt(v), 2)];
    },
  },
  {
    ref: 'XA-M1-134',
    what: 'semi-annual bond price',
    given: ['Rs 1,000', '7% coupon paid half-yearly', 'three years', '4% per half-year', 'two decimals'],
    expect: () => [`Rs ${inr(bondPrice(35, 1000, 0.04, 6), 2)}`],
  },
  {
    ref: 'XA-M1-135',
    what: 'CAPM + Gordon growth',
    given: ['Rs 8', '8% a year', 'beta is 1.3', '6.5%', '12%', 'two decimals'],
    expect: () => {
      const k = 0.065 + 1.3 * (0.12 - 0.065);
      return [`Rs ${inr((8 * 1.08) / (k - 0.08), 2)}`];
    },
  },
];

// ---------- the calculation questions of mock 2
const CALCS_M2: Calc[] = [
  {
    ref: 'XA-M2-006',
    what: 'half-yearly compounding',
    given: ['Rs 2,00,000', '3 years', '8% a year compounded half-yearly', 'nearest rupee'],
    expect: () => [`Rs ${inr(200000 * pow(1.04, 6))}`],
  },
  {
    ref: 'XA-M2-007',
    what: 'PV of ordinary annuity',
    given: ['Rs 5,000', 'end of each year for 5 years', '10% a year', 'nearest rupee'],
    expect: () => [`Rs ${inr(5000 * pvaf(0.1, 5))}`],
  },
  {
    ref: 'XA-M2-008',
    what: 'years to quadruple',
    given: ['Rs 1 lakh', '12% a year', 'Rs 4 lakh', 'one decimal'],
    expect: () => [`${fix(Math.log(4) / Math.log(1.12), 1)} years`],
  },
  {
    ref: 'XA-M2-009',
    what: 'PV comparison',
    given: ['8% a year', 'Rs 1,00,000 now', 'Rs 1,20,000 receivable in 3 years'],
    expect: () => {
      const pv = 120000 / pow(1.08, 3);
      return [pv < 100000 ? 'Rs 1,00,000 now' : 'Rs 1,20,000 in 3 years', `Rs ${inr(pv)}`];
    },
  },
  {
    ref: 'XA-M2-010',
    what: 'Fisher nominal rate',
    given: ['real return of 4%', 'inflation is expected to be 5%', 'one decimal'],
    expect: () => [pct((1.04 * 1.05 - 1) * 100, 1)],
  },
  {
    ref: 'XA-M2-012',
    what: 'surplus ratio',
    given: ['Rs 90,000', 'Rs 40,000', 'Rs 25,000', 'Rs 15,000', 'two decimals'],
    expect: () => [pct(((90000 - 40000 - 25000 - 15000) / 90000) * 100, 2)],
  },
  { ref: 'XA-M2-013', what: 'liquid assets to net worth', given: ['Rs 4 lakh', 'Rs 40 lakh'], expect: () => [pct((4 / 40) * 100, 0)] },
  { ref: 'XA-M2-018', what: 'LTV', given: ['Rs 80 lakh', 'Rs 60 lakh'], expect: () => [pct((60 / 80) * 100, 0)] },
  {
    ref: 'XA-M2-027',
    what: 'geometric mean return',
    given: ['+20%', '-10%', '+15%', 'two decimals'],
    expect: () => [pct((pow(1.2 * 0.9 * 1.15, 1 / 3) - 1) * 100, 2)],
  },
  {
    ref: 'XA-M2-029',
    what: 'coefficient of variation',
    given: ['12% with a standard deviation of 18%', '8% with 10%', 'two decimals'],
    expect: () => {
      const a = 18 / 12,
        b = 10 / 8;
      return [b < a ? 'B,' : 'A,', fix(Math.min(a, b), 2)];
    },
  },
  {
    ref: 'XA-M2-031',
    what: 'EPS',
    given: ['Rs 150 crore', 'Rs 10 crore', '20 crore equity shares'],
    expect: () => [`Rs ${fix((150 - 10) / 20, 2)}`],
  },
  { ref: 'XA-M2-033', what: 'payout ratio', given: ['Rs 15', 'Rs 6'], expect: () => [pct((6 / 15) * 100, 0)] },
  { ref: 'XA-M2-034', what: 'ROE', given: ['Rs 45 crore', 'Rs 300 crore'], expect: () => [pct((45 / 300) * 100, 0)] },
  { ref: 'XA-M2-035', what: 'dividend as % of face value', given: ['face value Rs 2', '150%'], expect: () => [`Rs ${fix(2 * 1.5, 2)}`] },
  {
    ref: 'XA-M2-039',
    what: 'modified duration price change',
    given: ['4.2', '0.5 percentage point'],
    expect: () => [`rise of about ${fix(4.2 * 0.5, 1)}%`],
  },
  { ref: 'XA-M2-042', what: 'long put profit', given: ['Rs 500', 'Rs 12', 'Rs 470'], expect: () => [`Rs ${500 - 470 - 12}`] },
  {
    ref: 'XA-M2-043',
    what: 'cost-of-carry futures price',
    given: ['Rs 1,000', '8% a year', '3-month', 'simple interest'],
    expect: () => [`Rs ${inr(1000 * (1 + (0.08 * 3) / 12))}`],
  },
  { ref: 'XA-M2-051', what: 'NAV after IDCW', given: ['NAV of Rs 25', 'Rs 2 per unit'], expect: () => [`Rs ${25 - 2}`] },
  {
    ref: 'XA-M2-063',
    what: 'portfolio beta',
    given: ['40%', 'beta of 1.2', '60%', 'beta of 0.8', 'two decimals'],
    expect: () => [fix(0.4 * 1.2 + 0.6 * 0.8, 2)],
  },
  {
    ref: 'XA-M2-064',
    what: 'correlation from covariance',
    given: ['20%', '15%', '0.012', 'two decimals'],
    expect: () => [fix(0.012 / (0.2 * 0.15), 2)],
  },
  { ref: 'XA-M2-070', what: 'information ratio', given: ['2%', 'tracking error of 4%'], expect: () => [fix(2 / 4, 2)] },
  { ref: 'XA-M2-072', what: 'time-weighted return', given: ['10%', '-5%', 'one decimal'], expect: () => [pct((1.1 * 0.95 - 1) * 100, 1)] },
  // ----- mock 2 caselets
  { ref: 'XA-M2-096', what: 'annual TER cost', given: ['Rs 12 lakh', '1.6% a year'], expect: () => [`Rs ${inr(1200000 * 0.016)}`] },
  {
    ref: 'XA-M2-097',
    what: 'fund CAGR',
    given: ['Rs 3,00,000', 'NAV of Rs 40', 'Rs 52', 'Four years ago', 'two decimals'],
    expect: () => [pct((pow(52 / 40, 1 / 4) - 1) * 100, 2)],
  },
  {
    ref: 'XA-M2-101',
    what: 'PMS fixed + performance fee',
    given: ['Rs 1 crore', '1.5% a year on the opening value', '15% of the gain above a hurdle return of 10%', 'Rs 1.16 crore'],
    expect: () => [`Rs ${inr(1e7 * 0.015 + 0.15 * (1.16e7 - 1e7 - 0.1 * 1e7))}`],
  },
  {
    ref: 'XA-M2-104',
    what: 'ETF premium to iNAV',
    given: ['Rs 250', 'Rs 252.50', 'two decimals'],
    expect: () => [pct(((252.5 - 250) / 250) * 100, 2)],
  },
  {
    ref: 'XA-M2-105',
    what: 'SIP average cost',
    given: ['Rs 10,000 a month', 'Rs 50, Rs 40, Rs 25 and Rs 40', 'two decimals'],
    expect: () => {
      const navs = [50, 40, 25, 40];
      const units = navs.reduce((u, n) => u + 10000 / n, 0);
      return [`Rs ${fix((10000 * navs.length) / units, 2)}`];
    },
  },
  {
    ref: 'XA-M2-106',
    what: 'IPO lots within retail limit',
    given: ['Rs 380 to Rs 400', '37 shares', 'Rs 2 lakh'],
    expect: () => {
      const lots = Math.floor(200000 / (37 * 400));
      return [`${lots * 37} shares (${lots} lots)`];
    },
  },
  { ref: 'XA-M2-109', what: 'earnings yield', given: ['Rs 500', 'Rs 25'], expect: () => [pct((25 / 500) * 100, 0)] },
  { ref: 'XA-M2-110', what: 'futures P&L', given: ['lot size 75', '24,000', '24,300'], expect: () => [`Rs ${inr((24300 - 24000) * 75)}`] },
  {
    ref: 'XA-M2-111',
    what: 'T-bill yield',
    given: ['364-day', 'Rs 93.20 per Rs 100', '365-day year', 'two decimals'],
    expect: () => [pct(((100 - 93.2) / 93.2) * (365 / 364) * 100, 2)],
  },
  { ref: 'XA-M2-114', what: 'liquidity bucket', given: ['Rs 6 lakh a year', 'two years'], expect: () => [`Rs ${2 * 6} lakh`] },
  {
    ref: 'XA-M2-121',
    what: 'education cost in 12 years',
    given: ['Rs 25 lakh', '8% a year', '12 years', 'two decimals'],
    expect: () => [`Rs ${fix(25 * pow(1.08, 12), 2)} lakh`],
  },
  {
    ref: 'XA-M2-122',
    what: 'FV of earmarked funds',
    given: ['Rs 8 lakh', '11% a year compounded annually', 'two decimals'],
    expect: () => [`Rs ${fix(8 * pow(1.11, 12), 2)} lakh`],
  },
  {
    ref: 'XA-M2-123',
    what: 'SIP for the education gap',
    given: ['144 months', '1% a month', 'end of every month', 'nearest hundred'],
    expect: () => {
      const sip = (g: number) => (g * 1e5 * 0.01) / (pow(1.01, 144) - 1);
      const exact = sip(25 * pow(1.08, 12) - 8 * pow(1.11, 12));
      const viaRounded = sip(Number(fix(25 * pow(1.08, 12), 2)) - Number(fix(8 * pow(1.11, 12), 2)));
      if (roundTo(exact, 100) !== roundTo(viaRounded, 100)) throw new Error('answer depends on intermediate rounding');
      return [`Rs ${inr(roundTo(exact, 100))}`];
    },
  },
  {
    ref: 'XA-M2-124',
    what: 'PV of wedding goal',
    given: ['Rs 30 lakh', '18 years', '10% a year compounded annually', 'two decimals'],
    expect: () => [`Rs ${fix(30 / pow(1.1, 18), 2)} lakh`],
  },
  {
    ref: 'XA-M2-125',
    what: 'required return',
    given: ['Rs 8 lakh', 'one decimal'],
    expect: () => [`About ${fix((pow((25 * pow(1.08, 12)) / 8, 1 / 12) - 1) * 100, 1)}% a year`],
  },
  {
    ref: 'XA-M2-126',
    what: 'personal loan EMI',
    given: ['Rs 5 lakh', '36 months', '14% a year on a monthly reducing balance', 'nearest rupee'],
    expect: () => [`Rs ${inr(emiOf(500000, 0.14 / 12, 36))}`],
  },
  {
    ref: 'XA-M2-127',
    what: 'card effective annual rate',
    given: ['3% a month', 'two decimals'],
    expect: () => [pct((pow(1.03, 12) - 1) * 100, 2)],
  },
  {
    ref: 'XA-M2-128',
    what: 'months to clear card',
    given: ['Rs 1,20,000', '3% a month', 'Rs 10,000 a month', 'round up'],
    expect: () => [`${Math.ceil(-Math.log(1 - (0.03 * 120000) / 10000) / Math.log(1.03))} months`],
  },
  {
    ref: 'XA-M2-129',
    what: 'flat rate to reducing rate',
    given: ['Rs 3 lakh', '9% flat', '3 years', '36 equal monthly instalments'],
    expect: () => {
      const emi = (300000 + 300000 * 0.09 * 3) / 36;
      if (Math.round(emi) !== 10583) throw new Error(`flat EMI ${emi}`);
      let lo = 0,
        hi = 0.1;
      for (let i = 0; i < 200; i++) {
        const m = (lo + hi) / 2;
        if (emi * pvaf(m, 36) > 300000) lo = m;
        else hi = m;
      }
      return [`About ${fix(lo * 12 * 100, 1)}% a year`];
    },
  },
  {
    ref: 'XA-M2-130',
    what: 'surplus ratio after debts',
    given: ['Rs 1,50,000', 'Rs 70,000', 'Rs 15,000', 'Rs 10,000', 'two decimals'],
    expect: () => [pct(((150000 - 70000 - 15000 - Math.round(emiOf(500000, 0.14 / 12, 36)) - 10000) / 150000) * 100, 2)],
  },
  {
    ref: 'XA-M2-131',
    what: 'Sharpe comparison',
    given: ['15% with a standard deviation of 20%', '12% with a standard deviation of 12%', '6%', 'two decimals'],
    expect: () => {
      const x = (15 - 6) / 20,
        y = (12 - 6) / 12;
      return [y > x ? 'Fund Y' : 'Fund X', fix(Math.max(x, y), 2)];
    },
  },
  {
    ref: 'XA-M2-132',
    what: "Jensen's alpha",
    given: ['beta of 0.8', '13%', '6%', 'two decimals'],
    expect: () => [pct(12 - (6 + 0.8 * (13 - 6)), 2)],
  },
  {
    ref: 'XA-M2-133',
    what: 'YTM by iteration',
    given: ['Rs 1,000', '9% annual coupon', 'five years', 'Rs 1,050', 'two decimals'],
    expect: () => {
      let lo = 0,
        hi = 0.2;
      for (let i = 0; i < 200; i++) {
        const m = (lo + hi) / 2;
        if (bondPrice(90, 1000, m, 5) > 1050) lo = m;
        else hi = m;
      }
      return [pct(lo * 100, 2)];
    },
  },
  {
    ref: 'XA-M2-134',
    what: 'P/E-based upside',
    given: ['Rs 650', 'Rs 40', '18 times', 'two decimals'],
    expect: () => [pct(((18 * 40) / 650 - 1) * 100, 2)],
  },
  {
    ref: 'XA-M2-135',
    what: 'real annual return',
    given: ['Rs 200', 'Rs 242', '5% a year', 'two decimals'],
    expect: () => [pct((pow(242 / 200, 0.5) / 1.05 - 1) * 100, 2)],
  },
];

// ---------- the calculation questions of mock 3
const CALCS_M3: Calc[] = [
  // ----- one-mark standalone questions
  {
    ref: 'XA-M3-006',
    what: 'FV at changing rates',
    given: ['Rs 1,00,000', '8% a year', 'first 3 years', '10% a year', 'last 2 years'],
    expect: () => [`Rs ${inr(100000 * pow(1.08, 3) * pow(1.1, 2))}`],
  },
  {
    ref: 'XA-M3-007',
    what: 'FV of two lump sums',
    given: ['Rs 5 lakh today', 'another Rs 5 lakh at the end of 2 years', '10% a year', 'end of 5 years'],
    expect: () => [`Rs ${inr(500000 * pow(1.1, 5) + 500000 * pow(1.1, 3))}`],
  },
  {
    ref: 'XA-M3-008',
    what: 'FV of annuity due',
    given: ['Rs 50,000', 'beginning of every year', '10 years', '8%'],
    expect: () => [`Rs ${inr(50000 * fvaf(0.08, 10) * 1.08)}`],
  },
  {
    ref: 'XA-M3-009',
    what: 'SIP for a target',
    given: ['Rs 20,00,000', '10 years', '1% a month'],
    expect: () => [`Rs ${inr((2000000 * 0.01) / (pow(1.01, 120) - 1))}`],
  },
  {
    ref: 'XA-M3-010',
    what: 'emergency fund (essential expenses only)',
    given: ['Rs 25,000', 'Rs 15,000', 'Rs 12,000', 'Rs 8,000', 'six months'],
    expect: () => [`Rs ${inr((25000 + 15000 + 12000 + 8000) * 6)}`],
  },
  { ref: 'XA-M3-011', what: 'solvency ratio', given: ['Rs 80 lakh', 'Rs 20 lakh'], expect: () => [pct(((80 - 20) / 80) * 100, 0)] },
  {
    ref: 'XA-M3-016',
    what: 'affordable loan from an EMI',
    given: ['Rs 30,000', '9% a year', '20 years'],
    expect: () => [`Rs ${inr(30000 * pvaf(0.09 / 12, 240))}`],
  },
  {
    ref: 'XA-M3-026',
    what: 'expected return from scenarios',
    given: ['30%', '0.3', '12%', '0.5', '-10%', '0.2'],
    expect: () => [pct(0.3 * 30 + 0.5 * 12 + 0.2 * -10, 1)],
  },
  { ref: 'XA-M3-030', what: 'sustainable growth', given: ['18%', '40%'], expect: () => [pct(18 * (1 - 0.4), 1)] },
  {
    ref: 'XA-M3-031',
    what: 'book value per share',
    given: ['Rs 50 crore', 'Rs 250 crore', '10 crore shares'],
    expect: () => [`Rs ${(50 + 250) / 10}`],
  },
  { ref: 'XA-M3-037', what: 'perpetual bond price', given: ['Rs 90', '9.5%', 'two decimals'], expect: () => [`Rs ${fix(90 / 0.095, 2)}`] },
  { ref: 'XA-M3-042', what: 'put break-even', given: ['Rs 800', 'Rs 25'], expect: () => [`Rs ${800 - 25}`] },
  { ref: 'XA-M3-043', what: 'put intrinsic value', given: ['Rs 1,150', 'Rs 1,200'], expect: () => [`Rs ${Math.max(1200 - 1150, 0)}`] },
  {
    ref: 'XA-M3-044',
    what: 'time value of a call',
    given: ['Rs 1,000', 'Rs 960', 'Rs 65'],
    expect: () => [`Rs ${65 - Math.max(1000 - 960, 0)}`],
  },
  {
    ref: 'XA-M3-046',
    what: 'redemption after exit load',
    given: ['2,000 units', 'Rs 25', '1%'],
    expect: () => [`Rs ${inr(2000 * 25 * (1 - 0.01))}`],
  },
  {
    ref: 'XA-M3-055',
    what: 'PMS exit load in year 2 (2% cap)',
    given: ['Rs 15 lakh', 'second year'],
    expect: () => [`Rs ${inr(1500000 * 0.02)}`],
  },
  { ref: 'XA-M3-061', what: 'carried interest', given: ['Rs 30 crore', '20%'], expect: () => [`Rs ${30 * 0.2} crore`] },
  {
    ref: 'XA-M3-062',
    what: 'two-asset SD, zero correlation',
    given: ['equal weights', '20%', '10%', 'uncorrelated', 'two decimals'],
    expect: () => [pct(Math.sqrt(0.25 * 20 ** 2 + 0.25 * 10 ** 2), 2)],
  },
  // ----- caselets (one mark)
  {
    ref: 'XA-M3-097',
    what: 'PMS withdrawal keeping Rs 50 lakh',
    given: ['Rs 80 lakh', 'Rs 75 lakh'],
    expect: () => [`Rs ${80 - 50} lakh`],
  },
  { ref: 'XA-M3-101', what: 'covered call effective sale price', given: ['Rs 1,300', 'Rs 30'], expect: () => [`Rs ${inr(1300 + 30)}`] },
  {
    ref: 'XA-M3-102',
    what: 'futures initial margin',
    given: ['Rs 850', '1,000 shares', '15%'],
    expect: () => [`Rs ${inr(850 * 1000 * 0.15)}`],
  },
  { ref: 'XA-M3-108', what: 'SWP units redeemed', given: ['Rs 40,000', 'Rs 32'], expect: () => [`${inr(40000 / 32)} units`] },
  {
    ref: 'XA-M3-111',
    what: 'rebalancing amount',
    given: ['60% equity', 'Rs 50 lakh', 'Rs 35 lakh in equity'],
    expect: () => [`Rs ${Math.round(35 - 0.6 * 50)} lakh from equity to debt`],
  },
  {
    ref: 'XA-M3-113',
    what: 'CAPM required return vs expected',
    given: ['16%', '1.3', '6.5%', '12.5%'],
    expect: () => ['Undervalued', pct(6.5 + 1.3 * (12.5 - 6.5), 1)],
  },
  { ref: 'XA-M3-114', what: 'SD of risk-free + market mix', given: ['40%', '60%', '18%'], expect: () => [pct(0.6 * 18, 1)] },
  // ----- Case 7 (two marks)
  {
    ref: 'XA-M3-121',
    what: 'expenses at retirement',
    given: ['Rs 9,00,000', '6%', '15 years'],
    expect: () => [`Rs ${inr(boseExpenses())}`],
  },
  {
    ref: 'XA-M3-122',
    what: 'corpus (annuity due at the real rate)',
    given: ['30 years', '7%', '6%', 'start of that year'],
    expect: () => [`Rs ${lakh(boseCorpus(), 2)}`],
  },
  {
    ref: 'XA-M3-123',
    what: 'FV of existing investments',
    given: ['Rs 40 lakh', '10%', '15 years'],
    expect: () => [`Rs ${lakh(4000000 * pow(1.1, 15), 2)}`],
  },
  {
    ref: 'XA-M3-124',
    what: 'annual investment for the gap',
    given: ['end of each of the next 15 years', '10%'],
    expect: () => [`Rs ${inr((boseCorpus() - 4000000 * pow(1.1, 15)) / fvaf(0.1, 15))}`],
  },
  {
    ref: 'XA-M3-125',
    what: 'saving from cutting discretionary spend',
    given: ['Rs 30,000 a month', 'a quarter'],
    expect: () => [`Rs ${inr(30000 * 0.25 * 12)}`],
  },
  // ----- Case 8 (two marks)
  { ref: 'XA-M3-126', what: 'home-loan EMI', given: ['Rs 40,00,000', '0.7% a month', '20 years'], expect: () => [`Rs ${inr(karanEmi())}`] },
  {
    ref: 'XA-M3-127',
    what: 'principal in the first EMI',
    given: ['Rs 40,00,000', '0.7% a month'],
    expect: () => [`Rs ${inr(Math.round(karanEmi()) - 4000000 * 0.007)}`],
  },
  {
    ref: 'XA-M3-128',
    what: 'flat-rate instalment',
    given: ['Rs 6,00,000', '7% flat', '36 equal monthly instalments'],
    expect: () => [`Rs ${inr((600000 + 600000 * 0.07 * 3) / 36)}`],
  },
  {
    ref: 'XA-M3-129',
    what: 'EMI after balance transfer',
    given: ['Rs 37,02,960', '0.65% a month', '200 months'],
    expect: () => {
      // the stated balance must be the true outstanding after 40 EMIs of the rounded EMI
      const out = Math.round(karanEmi()) * pvaf(0.007, 200);
      if (Math.abs(out - 3702960) > 1) throw new Error(`stated outstanding 37,02,960 but recomputed ${inr(out)}`);
      return [`Rs ${inr(emiOf(3702960, 0.0065, 200))}`];
    },
  },
  {
    ref: 'XA-M3-130',
    what: 'monthly surplus',
    given: ['Rs 1,80,000', 'Rs 70,000', 'Rs 20,000'],
    expect: () => [`Rs ${inr(180000 - 70000 - Math.round(karanEmi()) - Math.round((600000 + 126000) / 36) - 20000)}`],
  },
  // ----- Case 9 (two marks)
  {
    ref: 'XA-M3-131',
    what: 'two-asset portfolio SD',
    given: ['70%', '30%', '16%', '6%', '0.3'],
    expect: () => [pct(Math.sqrt(0.7 ** 2 * 16 ** 2 + 0.3 ** 2 * 6 ** 2 + 2 * 0.7 * 0.3 * 0.3 * 16 * 6), 2)],
  },
  { ref: 'XA-M3-132', what: 'Treynor ratio', given: ['14%', '6.5%', 'beta was 1.2'], expect: () => [fix((14 - 6.5) / 1.2, 2)] },
  { ref: 'XA-M3-133', what: 'Sortino ratio', given: ['14%', '6.5%', 'downside deviation', '9%'], expect: () => [fix((14 - 6.5) / 9, 2)] },
  {
    ref: 'XA-M3-134',
    what: 'Macaulay duration',
    given: ['3-year', 'Rs 1,000', '8% annual coupon', 'yield 8%'],
    expect: () => {
      const cf = [80, 80, 1080].map((c, t) => c / pow(1.08, t + 1));
      const price = cf.reduce((a, b) => a + b, 0);
      return [`${fix(cf.reduce((a, v, t) => a + (t + 1) * v, 0) / price, 2)} years`];
    },
  },
  {
    ref: 'XA-M3-135',
    what: 'justified P/E value',
    given: ['Rs 45', '40%', '8%', '12%'],
    expect: () => [`Rs ${fix((0.4 / (0.12 - 0.08)) * 45, 0)}`],
  },
];

const CALCS = MOCK === 3 ? CALCS_M3 : MOCK === 2 ? CALCS_M2 : CALCS_M1;

function iyerCorpus() {
  const e = 840000 * pow(1.06, 15);
  return ((e * 1.08) / (0.08 - 0.06)) * (1 - pow(1.06 / 1.08, 25));
}
function joshiEmi() {
  return emiOf(6000000, 0.0075, 240);
}
function nishaSd() {
  return Math.sqrt(0.36 * 18 ** 2 + 0.16 * 4 ** 2 + 2 * 0.6 * 0.4 * 0.2 * 18 * 4);
}

function boseExpenses() {
  return 900000 * pow(1.06, 15);
}
function boseCorpus() {
  const r = 1.07 / 1.06 - 1;
  return boseExpenses() * pvaf(r, 30) * (1 + r);
}
function karanEmi() {
  return emiOf(4000000, 0.007, 240);
}

// ---------- run
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** value appears as a whole number token: not preceded by a digit, separator or minus; not followed by a digit */
const shows = (text: string, value: string) => new RegExp(`(?<![\\d.,\\-])${esc(value)}(?![\\d]|[.,]\\d)`).test(text);

const problems: string[] = [];
let ok = 0;
for (const c of CALCS) {
  const r = byRef.get(c.ref);
  if (!r) {
    if (!PARTIAL) problems.push(`${c.ref}: not found in ${qFile}`);
    continue;
  }
  const context = `${r.question}\n${r.case ? (passage.get(r.case) ?? '') : ''}`;
  for (const g of c.given)
    if (!context.includes(g)) problems.push(`${c.ref} (${c.what}): input "${g}" is not stated in the question or its caselet`);
  let want: string[];
  try {
    want = c.expect();
  } catch (e) {
    problems.push(`${c.ref} (${c.what}): ${(e as Error).message}`);
    continue;
  }
  const opts: Record<string, string> = { A: r.option_a, B: r.option_b, C: r.option_c, D: r.option_d };
  const key = r.answer;
  const showing = Object.entries(opts)
    .filter(([, o]) => want.every((w) => shows(o, w)))
    .map(([l]) => l);
  if (!showing.includes(key)) problems.push(`${c.ref} (${c.what}): keyed option ${key} "${opts[key]}" does not show ${want.join(' + ')}`);
  const others = showing.filter((l) => l !== key);
  if (others.length) problems.push(`${c.ref} (${c.what}): option(s) ${others.join(', ')} also show ${want.join(' + ')}`);
  if (showing.length === 1 && showing[0] === key) {
    ok++;
    console.log(`ok  ${c.ref}  ${c.what}: ${want.join(' + ')} -> ${key}`);
  }
}
console.log(`\n${ok}/${CALCS.length} calculation questions verified.`);
if (problems.length) {
  console.error(`\n${problems.length} mismatch(es):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
