// The calculation questions of X-A's Full-Length Mock Test 1: the inputs each states and its key recomputed
// (calculations.ts checks them against the paper).
import { pow, inr, fix, pct, lakh, roundTo, fvaf, pvaf, emiOf, bondPrice, type Calc } from './calc-helpers.ts';

export const CALCS_M1: Calc[] = [
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
