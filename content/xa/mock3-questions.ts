// X-A Full-Length Mock Test 3 (revised syllabus): original one-mark questions, in chapter order.
// Nothing here repeats the seed bank or mocks 1-2; check.ts verifies that no stem or explanation duplicates them.
// Within each module the mix favours the topics the bank is short of (see README, "Mock 3").
import type { NewQuestion } from './mock1-cases.ts';

const W = (n: number, t: string) => `(Workbook chapter ${n}: ${t})`;
const PFP = 'Introduction to Personal Financial Planning';
const TVM = 'Time Value of Money';
const CFM = 'Cash Flow Management and Budgeting';
const DEBT = 'Debt Management and Loans';
const MKT = 'Introduction to Indian Financial Markets';
const SEG = 'Securities Market Segments';
const INV = 'Introduction to Investments';
const STK = 'Investing in Stocks';
const FI = 'Investing in Fixed Income Securities';
const DER = 'Understanding Derivatives';

/** Batch 1: modules 1-3 (chapters 1-10), 45 questions. */
export const BATCH1: NewQuestion[] = [
  // ---- Chapter 1 (5)
  {
    topic: PFP,
    question:
      'During data gathering, an adviser records several facts about a new client. Which of them is qualitative rather than quantitative information?',
    correct: 'She would be very upset to see her portfolio fall by 15%',
    wrong: [
      'Her take-home salary is Rs 1,25,000 a month',
      'She owes Rs 18 lakh on a home loan at 8.6%',
      'She holds equity funds worth Rs 9 lakh today',
    ],
    explanation:
      'Quantitative data are facts that can be measured in rupees or numbers (income, loans, holdings). Qualitative data describe attitudes, preferences, values and feelings, such as how the client reacts to losses; both are needed before a plan can be built. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'Which of these goal statements is framed well enough for a planner to work with?',
    correct: 'Accumulate Rs 25 lakh in 7 years for my son’s engineering degree',
    wrong: [
      'Save as much as I can for my son’s future education',
      'Become financially comfortable before I grow too old',
      'Invest in whatever gives the highest possible returns',
    ],
    explanation:
      'A workable goal is specific, measurable and time-bound: it states an amount, a date and a purpose, so the planner can work out the saving and the asset mix needed. Vague wishes must first be turned into such goals with the client. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'What most clearly distinguishes comprehensive financial planning from product selling?',
    correct: "It starts from the client's goals and whole situation",
    wrong: [
      'It recommends only products with the highest past returns',
      'It is done only once, when the client first invests',
      'It concentrates on a single product the client asked about',
    ],
    explanation:
      "Financial planning looks at the client's entire financial position, goals, risk profile and constraints, and only then chooses products to fit; product selling starts from the product. A plan is also monitored and revised, not done once. " +
      W(1, PFP),
  },
  {
    topic: PFP,
    question:
      "A plan assumes 6% inflation. Why must today's cost of a goal that is 12 years away be inflated before the saving needed is worked out?",
    correct: 'Because the goal will cost more rupees when it falls due',
    wrong: [
      'Because investment returns are always lower than inflation',
      'Because inflation reduces the amount the client must save',
      'Because regulations require every goal to be stated at 6%',
    ],
    explanation:
      "Prices rise over time, so a goal costing Rs 10 lakh today will need about Rs 10 lakh x 1.06^12 = Rs 20.1 lakh in 12 years. Saving for today's cost would leave a shortfall; the future cost is the target the savings must reach. " +
      W(1, PFP),
  },
  {
    topic: PFP,
    question:
      'A 30-year-old client with a secure job, no dependants and a 25-year horizon for retirement asks how much equity exposure suits her. Which factor most supports a higher equity allocation?',
    correct: 'Her long horizon and stable income, which add to her risk capacity',
    wrong: [
      'Her wish to see steady value every month without any fall',
      'Her plan to use the whole corpus for a house in two years',
      'Her preference to avoid any investment that can lose value',
    ],
    explanation:
      'Risk capacity (the ability to bear losses) rises with a long time horizon, stable income and few obligations, because there is time to recover from falls. A short-term need or a low tolerance for volatility would argue for less equity. ' +
      W(1, PFP),
  },
  // ---- Chapter 2 (4)
  {
    topic: TVM,
    question: 'A deposit pays a nominal 12% a year compounded monthly. What is its effective annual rate (two decimals)?',
    correct: '12.68%',
    wrong: ['12.00%', '12.36%', '12.55%'],
    explanation:
      'Effective annual rate = (1 + 0.12/12)^12 - 1 = 1.01^12 - 1 = 12.68%. The more often interest is compounded, the higher the effective rate: half-yearly compounding gives 12.36% and quarterly 12.55%. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question: 'A client needs Rs 10,00,000 in 6 years. How much must she invest today at 9% a year compounded annually (nearest rupee)?',
    correct: 'Rs 5,96,267',
    wrong: ['Rs 4,60,000', 'Rs 6,49,931', 'Rs 5,47,034'],
    explanation:
      'Present value = 10,00,000 / 1.09^6 = 10,00,000 / 1.677100 = Rs 5,96,267. Discounting for one year too few gives Rs 6,49,931 and one year too many Rs 5,47,034; Rs 4,60,000 deducts simple interest from the target. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question:
      'An investor puts Rs 50,000 into a scheme at the beginning of every year for 10 years. At 8% a year, what is the accumulated value at the end of the 10th year (nearest rupee)?',
    correct: 'Rs 7,82,274',
    wrong: ['Rs 7,24,328', 'Rs 5,00,000', 'Rs 10,79,462'],
    explanation:
      'Payments at the start of each period form an annuity due: FV = 50,000 x [(1.08^10 - 1) / 0.08] x 1.08 = 50,000 x 14.486562 x 1.08 = Rs 7,82,274. Rs 7,24,328 treats the payments as made at the end of each year. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question:
      'What monthly SIP, invested at the end of each month, grows to Rs 20,00,000 in 10 years if it earns 1% a month (nearest rupee)?',
    correct: 'Rs 8,694',
    wrong: ['Rs 16,667', 'Rs 8,608', 'Rs 11,955'],
    explanation:
      'Monthly SIP = FV x r / [(1 + r)^n - 1] = 20,00,000 x 0.01 / (1.01^120 - 1) = 20,000 / 2.300387 = Rs 8,694. Rs 16,667 ignores returns (20 lakh / 120) and Rs 8,608 assumes investment at the start of each month. ' +
      W(2, TVM),
  },
  // ---- Chapter 3 (3)
  {
    topic: CFM,
    question:
      "A family's monthly outflows are: rent Rs 25,000, home-loan EMI Rs 15,000, groceries and utilities Rs 12,000, school fees Rs 8,000, dining out Rs 6,000 and travel Rs 9,000. How large should an emergency fund covering six months of essential expenses be?",
    correct: 'Rs 3,60,000',
    wrong: ['Rs 4,50,000', 'Rs 1,80,000', 'Rs 2,70,000'],
    explanation:
      'Essential expenses are those the family cannot avoid: 25,000 + 15,000 + 12,000 + 8,000 = Rs 60,000 a month, so six months = Rs 3,60,000. Dining out and travel are discretionary and can be cut in an emergency; including them gives Rs 4,50,000. ' +
      W(3, CFM),
  },
  {
    topic: CFM,
    question:
      'A household has total assets of Rs 80 lakh and total liabilities of Rs 20 lakh. What is its solvency ratio (net worth divided by total assets)?',
    correct: '75%',
    wrong: ['25%', '33%', '400%'],
    explanation:
      'Net worth = 80 - 20 = Rs 60 lakh; solvency ratio = 60 / 80 = 75%. It shows how far asset values could fall before the household became insolvent; 25% is liabilities to assets and 400% is assets to liabilities. ' +
      W(3, CFM),
  },
  {
    topic: CFM,
    question:
      'A client tracks her actual spending against her monthly budget and finds that she has overspent on shopping for three months running. What is the most useful next step?',
    correct: 'Study the variance and set a realistic limit for that head',
    wrong: [
      'Stop preparing a budget, as it has clearly not worked',
      'Cut her SIP to zero so that the shopping can continue',
      'Borrow on a credit card to keep the budget balanced',
    ],
    explanation:
      'Budgeting is a cycle: plan, record actual spending, compare with the budget, and act on the variances. A repeated overspend shows either an unrealistic budget head or a habit to change; it is corrected, not met by cutting savings or borrowing. ' +
      W(3, CFM),
  },
  // ---- Chapter 4 (4)
  {
    topic: DEBT,
    question: 'Which of these borrowings is most likely to be regarded as "good debt"?',
    correct: 'An education loan for a course that raises earning power',
    wrong: [
      'A personal loan taken to pay for a foreign holiday',
      'A revolving credit-card balance used to buy gadgets',
      'A consumer loan for a large television on easy EMIs',
    ],
    explanation:
      'Debt is generally considered "good" when it funds an asset or capability that is expected to grow in value or raise future income, at a reasonable cost. Borrowing for consumption, especially at high rates, only brings spending forward and drains future cash flow. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question:
      'A borrower makes a part-prepayment on a reducing-balance home loan and asks the lender to keep the EMI unchanged. What happens?',
    correct: 'The remaining tenure of the loan becomes shorter',
    wrong: [
      'The interest rate on the loan is cut automatically',
      'The tenure stays the same and the EMI rises later',
      'The prepaid amount is refunded at the end of the loan',
    ],
    explanation:
      'A prepayment reduces the outstanding principal. If the EMI is kept the same, more of each EMI goes towards principal and the loan is repaid sooner; the alternative is to keep the tenure and reduce the EMI. Either way, total interest falls. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question: 'Why might a person take a lower-rate personal loan to pay off balances on several credit cards?',
    correct: 'To replace costly revolving debt with one cheaper instalment loan',
    wrong: [
      'To increase the total credit available for new spending',
      'To make the outstanding debt disappear from credit reports',
      'To avoid paying any interest for the rest of the loan term',
    ],
    explanation:
      'This is debt consolidation: several high-cost card balances are replaced by one loan at a lower rate and a fixed repayment schedule, cutting interest and simplifying repayment. It works only if the person stops building up new card balances. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question:
      'What is the monthly EMI on a car loan of Rs 5,00,000 at 9% a year for 5 years, on a reducing balance with monthly rests (nearest rupee)?',
    correct: 'Rs 10,379',
    wrong: ['Rs 12,083', 'Rs 8,333', 'Rs 11,250'],
    explanation:
      'Monthly rate r = 9% / 12 = 0.75%, n = 60. EMI = P x r x (1 + r)^n / [(1 + r)^n - 1] = 5,00,000 x 0.0075 x 1.565681 / 0.565681 = Rs 10,379. Rs 8,333 is principal alone and Rs 12,083 uses flat interest on the full amount. ' +
      W(4, DEBT),
  },
  // ---- Chapter 5 (5)
  {
    topic: MKT,
    question:
      'A large company raises money for 60 days by issuing unsecured promissory notes at a discount to institutional investors. What is this instrument?',
    correct: 'Commercial paper',
    wrong: ['Certificate of deposit', 'Treasury bill', 'Non-convertible debenture'],
    explanation:
      'Commercial paper is a short-term, unsecured money market instrument issued at a discount by companies with good credit ratings. Certificates of deposit are issued by banks and financial institutions, Treasury bills by the government, and debentures are longer-term. ' +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'In a repo transaction, what does the party that needs funds do?',
    correct: 'Sells securities and agrees to buy them back later',
    wrong: [
      'Buys securities and agrees to sell them back later',
      'Issues new shares to the lender at a discount',
      'Pledges gold with the lender for one year',
    ],
    explanation:
      'A repo (repurchase agreement) is collateralised short-term borrowing: the borrower sells securities with an agreement to repurchase them on a set date at a set price, the difference being the interest. The lender is said to do a reverse repo. ' +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'How does an investor earn a return on a 364-day Treasury bill?',
    correct: 'It is bought at a discount and redeemed at face value',
    wrong: [
      'It pays a fixed coupon every quarter until maturity',
      'It pays a coupon linked to inflation every half-year',
      'It is bought at face value and redeemed at a premium',
    ],
    explanation:
      'Treasury bills are zero-coupon money market instruments of the Government of India, issued through RBI auctions in 91-, 182- and 364-day tenors. They are issued at a discount and repaid at face value; the difference is the return. ' +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'What does it mean to say that financial markets perform "price discovery"?',
    correct: 'Trading sets prices that reflect the information available',
    wrong: [
      'The regulator fixes a fair price for each security daily',
      'The issuer decides the price at which its shares trade',
      'Brokers agree among themselves on the price of each trade',
    ],
    explanation:
      'In a market, the interaction of many buyers and sellers, each acting on information and expectations, sets prices. These prices signal the value of assets and the cost of capital, and guide how savings are allocated in the economy. ' +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'In a public issue of shares, what is the main role of the merchant banker appointed as book-running lead manager?',
    correct: 'To manage the issue, including due diligence and the offer document',
    wrong: [
      'To hold the shares allotted to investors in electronic form',
      'To guarantee investors a minimum return on the shares issued',
      'To settle the trades in the shares once they are listed',
    ],
    explanation:
      'The lead manager (a SEBI-registered merchant banker) manages the issue: due diligence on the company, drafting the offer document, coordinating with regulators and other intermediaries, pricing through book building and marketing. Depositories hold shares; clearing corporations settle trades. ' +
      W(5, MKT),
  },
  // ---- Chapter 6 (3)
  {
    topic: SEG,
    question: 'In a book-built public issue, how is the final issue price arrived at?',
    correct: 'From the bids received within the announced price band',
    wrong: [
      'It is fixed by SEBI after reviewing the offer document',
      'It is the price at which the shares first trade on listing',
      'It is set by the stock exchange from similar companies',
    ],
    explanation:
      'In book building, investors bid for quantities at prices within a band. The issuer and the lead managers use the demand recorded in the book to decide the final (cut-off) price. SEBI does not approve or fix issue prices. ' +
      W(6, SEG),
  },
  {
    topic: SEG,
    question: 'How is the opening price of a stock determined in the pre-open session of the equity market?',
    correct: 'By a call auction that matches orders at one price',
    wrong: [
      "By carrying forward the previous day's closing price",
      'By the first trade matched after continuous trading starts',
      'By the average of the best bid and offer at 9:00 am',
    ],
    explanation:
      'In the pre-open session, orders are collected for a few minutes and then matched in a call auction: the exchange finds the single equilibrium price at which the largest quantity can trade, and that becomes the opening price. This reduces volatility at the open. ' +
      W(6, SEG),
  },
  {
    topic: SEG,
    question: 'Where does an investor buy units of an exchange-traded fund during the day, at prices that change with the market?',
    correct: 'In the cash (equity) segment of a stock exchange',
    wrong: [
      'In the equity derivatives segment of an exchange',
      'Only from the asset management company at NAV',
      'In the negotiated dealing system run by the RBI',
    ],
    explanation:
      'ETF units are listed and traded like shares in the cash segment, through a broker and a demat account, at market prices during trading hours. Direct creation or redemption with the AMC is generally for large unit blocks; the derivatives segment trades contracts, not ETF units. ' +
      W(6, SEG),
  },
  // ---- Chapter 7 (5)
  {
    topic: INV,
    question: 'An investment earns a nominal 9% in a year when inflation is 5%. What is the exact real rate of return (two decimals)?',
    correct: '3.81%',
    wrong: ['4.00%', '14.45%', '3.67%'],
    explanation:
      'Real return = (1 + nominal) / (1 + inflation) - 1 = 1.09 / 1.05 - 1 = 3.81%. Subtracting (9% - 5% = 4%) is only an approximation; 14.45% wrongly compounds the two rates together. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'A fund returned +20%, -10% and +15% in three successive years. What was its geometric mean (compound annual) return (two decimals)?',
    correct: '7.49%',
    wrong: ['8.33%', '25.00%', '7.08%'],
    explanation:
      'Geometric mean = (1.20 x 0.90 x 1.15)^(1/3) - 1 = 1.242^(1/3) - 1 = 7.49%. The arithmetic mean (20 - 10 + 15) / 3 = 8.33% overstates the rate at which money actually grew; 25% is the simple sum of the three returns. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question: 'A rise in interest rates hurts the prices of almost all listed companies at once. What kind of risk is this?',
    correct: 'Systematic (market) risk',
    wrong: ['Business risk of a single firm', 'Unsystematic (specific) risk', 'Counterparty default risk'],
    explanation:
      'Risks that affect the whole market, such as interest-rate changes, inflation or recessions, are systematic; they cannot be removed by holding more securities. Risks peculiar to one company or industry are unsystematic and can be diversified away. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question: 'Which feature most clearly marks an activity as speculation rather than investment?',
    correct: 'Seeking quick gains from short-term price moves at high risk',
    wrong: [
      'Holding assets for years for income and steady growth',
      'Buying shares only after studying the business carefully',
      'Spreading money across several asset classes for safety',
    ],
    explanation:
      'Investment commits money for a reasonable period in expectation of income and capital growth with risk taken knowingly. Speculation seeks large, quick gains from price movements, usually with short holding periods and high risk, often using leverage. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'An investor needs to turn an asset into cash within a week at close to its fair value. Which holding would be the hardest to use for this?',
    correct: 'A residential flat in a suburb',
    wrong: ['Units of a liquid fund', 'Shares of a large listed company', 'A savings bank balance'],
    explanation:
      'Liquidity is the ease of converting an asset into cash quickly without a significant loss of value. Real estate takes weeks or months to sell and may need a price cut to sell fast; liquid fund units, large-cap shares and bank balances can be realised within days. ' +
      W(7, INV),
  },
  // ---- Chapter 8 (6)
  {
    topic: STK,
    question:
      'A company paid a dividend of Rs 10 a share this year. Dividends are expected to grow at 6% a year forever, and investors require 12%. What is the share worth under the constant-growth dividend discount model (two decimals)?',
    correct: 'Rs 176.67',
    wrong: ['Rs 166.67', 'Rs 83.33', 'Rs 188.33'],
    explanation:
      'Value = D1 / (k - g), where D1 is next year’s dividend: D1 = 10 x 1.06 = 10.60, so value = 10.60 / (0.12 - 0.06) = Rs 176.67. Using this year’s dividend of Rs 10 instead gives Rs 166.67. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'A share trades at Rs 180 and the book value per share is Rs 60. What is its price-to-book ratio?',
    correct: '3.0 times',
    wrong: ['0.33 times', '1.2 times', '12.0 times'],
    explanation:
      'P/B = market price / book value per share = 180 / 60 = 3.0 times. Investors are paying three rupees for each rupee of net assets on the books, usually because they expect returns on equity above the cost of capital. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'A company issues bonus shares in the ratio 1:2. What happens to a shareholder’s wealth, other things being equal?',
    correct: 'It stays the same: more shares at a lower price',
    wrong: [
      'It rises by half, as she gets one share for every two',
      'It falls, as the company pays out its cash reserves',
      'It doubles, as the bonus is paid out of fresh profits',
    ],
    explanation:
      'A bonus issue capitalises reserves into share capital: no cash leaves the company and its value is unchanged, so the share price adjusts down in proportion to the larger number of shares (300 shares become 450, each worth two-thirds as much). ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'Shares of which kind of company are usually described as defensive?',
    correct: 'A maker of everyday household consumer goods',
    wrong: [
      'A manufacturer of cars and two-wheelers',
      'A developer of luxury residential projects',
      'A producer of steel for construction',
    ],
    explanation:
      'Defensive companies sell products people keep buying in good times and bad, such as food, toiletries and medicines, so their earnings are relatively stable through the economic cycle. Autos, real estate and metals are cyclical. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'A company buys back part of its shares, and its total net profit stays the same. What happens to its earnings per share?',
    correct: 'It rises, as profit is spread over fewer shares',
    wrong: [
      'It falls, as the cash paid reduces profit directly',
      'It is unchanged, as EPS ignores the share count',
      'It falls to zero until the bought-back shares are reissued',
    ],
    explanation:
      'EPS = net profit / number of shares outstanding. A buyback reduces the share count, so with profit unchanged, EPS rises. (In practice profit may dip slightly through lost interest on the cash used.) ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'Which approach best describes a value investor?',
    correct: 'Buying shares priced low relative to their fundamentals',
    wrong: [
      'Buying shares whose prices have risen most recently',
      'Buying shares of any company growing sales fastest',
      'Buying shares that chart patterns show breaking out',
    ],
    explanation:
      'Value investors look for shares trading below their estimated intrinsic value, often with low P/E or P/B ratios, expecting the market to correct the mispricing. Momentum investors buy recent winners, growth investors pay up for fast growth and technical analysts use charts. ' +
      W(8, STK),
  },
  // ---- Chapter 9 (6)
  {
    topic: FI,
    question: 'A bond with a face value of Rs 100 and a coupon of 7.5% a year trades at Rs 96. What is its current yield (two decimals)?',
    correct: '7.81%',
    wrong: ['7.50%', '7.20%', '8.33%'],
    explanation:
      'Current yield = annual coupon / market price = 7.50 / 96 = 7.81%. It is higher than the coupon rate because the bond trades below face value; it ignores the gain of Rs 4 at maturity, which the yield to maturity includes. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question:
      'What is the price of a zero-coupon bond with a face value of Rs 1,000 maturing in 5 years, if the market yield is 7% a year compounded annually (two decimals)?',
    correct: 'Rs 712.99',
    wrong: ['Rs 650.00', 'Rs 762.90', 'Rs 740.74'],
    explanation:
      'A zero-coupon bond pays only its face value at maturity, so price = 1,000 / 1.07^5 = 1,000 / 1.402552 = Rs 712.99. Rs 650 deducts simple interest, and Rs 762.90 discounts for only four years. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question:
      'A bond has a Macaulay duration of 6 years and a yield to maturity of 8% (annual coupons). Using modified duration, about how much will its price change if yields rise by 0.50% (two decimals)?',
    correct: 'A fall of about 2.78%',
    wrong: ['A rise of about 2.78%', 'A fall of about 3.00%', 'A fall of about 0.46%'],
    explanation:
      'Modified duration = Macaulay duration / (1 + y) = 6 / 1.08 = 5.56. Price change = -5.56 x 0.50% = -2.78%: bond prices fall when yields rise. Using Macaulay duration directly gives 3.00%. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'Which risk is an investor mainly protected from by holding a floating-rate bond instead of a fixed-rate bond?',
    correct: 'Interest-rate (price) risk',
    wrong: ['Credit (default) risk', 'Liquidity risk in the market', 'Reinvestment risk of coupons'],
    explanation:
      'A floating-rate bond resets its coupon periodically to a benchmark, so its price stays close to par when rates change. It still carries the issuer’s credit risk, and its income varies with rates, so it does not remove other risks. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'An investor buys a bond between two coupon dates. What does she pay the seller?',
    correct: 'The clean price plus interest accrued since the last coupon',
    wrong: [
      'The clean price only; the seller keeps no share of the coupon',
      'The face value plus the whole of the next coupon payment',
      'The clean price less interest accrued since the last coupon',
    ],
    explanation:
      'Bond prices are quoted "clean", without accrued interest. The buyer pays the dirty (invoice) price, which is the clean price plus the interest accrued from the last coupon date to settlement, because she will receive the full next coupon. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'A credit rating agency downgrades a company’s bonds from AA to BBB. What is the likely effect on the bonds?',
    correct: 'Their yield rises and their price falls',
    wrong: ['Their yield falls and their price rises', 'Their coupon is raised by the issuer', 'Their price is unchanged until maturity'],
    explanation:
      'A downgrade signals a higher risk of default, so investors demand a larger credit spread. With the coupon fixed, the required yield rises and the bond price falls. The rating does not change the coupon the issuer pays. ' +
      W(9, FI),
  },
  // ---- Chapter 10 (4)
  {
    topic: DER,
    question:
      'An investor buys a call option with a strike price of Rs 500 for a premium of Rs 20. At expiry the share is at Rs 560. What is her net profit per share?',
    correct: 'Rs 40',
    wrong: ['Rs 60', 'Rs 80', 'Rs 20'],
    explanation:
      'The call is exercised (560 > 500): payoff = 560 - 500 = Rs 60, less the premium of Rs 20 = Rs 40 net profit per share. Her break-even price was 500 + 20 = Rs 520. ' +
      W(10, DER),
  },
  {
    topic: DER,
    question: 'A share trades at Rs 1,150. What is the intrinsic value of a put option on it with a strike price of Rs 1,200?',
    correct: 'Rs 50',
    wrong: ['Rs 0', 'Rs 1,150', 'Rs 2,350'],
    explanation:
      'A put gives the right to sell at the strike, so its intrinsic value = max(strike - spot, 0) = 1,200 - 1,150 = Rs 50; the put is in the money. A call at the same strike would have zero intrinsic value. ' +
      W(10, DER),
  },
  {
    topic: DER,
    question:
      'A share trades at Rs 2,000 and pays no dividend before expiry. With a cost of carry of 8% a year (simple interest), what is the fair price of its futures contract expiring in 3 months?',
    correct: 'Rs 2,040',
    wrong: ['Rs 2,160', 'Rs 1,960', 'Rs 2,013'],
    explanation:
      'Fair futures price = spot x (1 + r x t) = 2,000 x (1 + 0.08 x 3/12) = Rs 2,040. Using a full year of carry gives Rs 2,160; a futures price below spot would need a dividend or other benefit from holding the share. ' +
      W(10, DER),
  },
  {
    topic: DER,
    question: 'An investor who holds shares buys put options on the same shares. What does this achieve?',
    correct: 'It limits her downside while keeping the upside',
    wrong: [
      'It doubles her gain if the share price rises',
      'It earns her a premium and caps her upside',
      'It removes the cost of holding the shares',
    ],
    explanation:
      'This is a protective put: if the price falls below the strike, the put gains and sets a floor on her losses; if the price rises she keeps the gain, less the premium paid. Selling calls against shares (a covered call) is what earns a premium and caps the upside. ' +
      W(10, DER),
  },
];

export const BATCHES: NewQuestion[][] = [BATCH1];
