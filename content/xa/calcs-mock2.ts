// The calculation questions of X-A's Full-Length Mock Test 2: the inputs each states and its key recomputed
// (calculations.ts checks them against the paper).
import { pow, inr, fix, pct, roundTo, pvaf, emiOf, bondPrice, type Calc } from './calc-helpers.ts';

export const CALCS_M2: Calc[] = [
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
