// X-A's workbook as the mocks' sources cite it: the chapter reference every explanation ends with, and the topic
// names (the database's topics, one per workbook chapter group) the questions are filed under.

/** `(Workbook chapter 3: Cash Flow Management and Budgeting)`: the reference an explanation ends with. */
export const W = (n: number, t: string) => `(Workbook chapter ${n}: ${t})`;

export const PFP = 'Introduction to Personal Financial Planning';
export const TVM = 'Time Value of Money';
export const CFM = 'Cash Flow Management and Budgeting';
export const DEBT = 'Debt Management and Loans';
export const MKT = 'Introduction to Indian Financial Markets';
export const SEG = 'Securities Market Segments';
export const INV = 'Introduction to Investments';
export const STK = 'Investing in Stocks';
export const FI = 'Investing in Fixed Income Securities';
export const DER = 'Understanding Derivatives';
export const MF = 'Mutual Funds';
export const PMS = 'Portfolio Managers';
export const AIF = 'Overview of Alternative Investment Funds (AIFs)';
export const MPT = 'Introduction to Modern Portfolio Theory';
export const PCP = 'Portfolio Construction Process';
export const PERF = 'Portfolio Performance Measurement and Evaluation';
export const OPS = 'Operational Aspects of Investment Management';
export const REG = 'Key Regulations';
export const ETH = 'Ethical Issues';
export const GRV = 'Grievance Redress Mechanism';
