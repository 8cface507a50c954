// The calculation questions of X-A's Full-Length Mock Test 3: the inputs each states and its key recomputed
// (calculations.ts checks them against the paper).
import { pow, inr, fix, pct, lakh, fvaf, pvaf, emiOf, type Calc } from './calc-helpers.ts';

export const CALCS_M3: Calc[] = [
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
