// X-A Full-Length Mock Test 3: the one-mark questions of modules 1-3 (chapters 1-10); mock3-questions.ts joins the batches.
import type { NewQuestion } from './mock1-cases.ts';
import { W, PFP, TVM, CFM, DEBT, MKT, SEG, INV, STK, FI, DER } from './workbook.ts';

/** Batch 1: modules 1-3 (chapters 1-10), 45 questions. */
export const BATCH1: NewQuestion[] = [
  // ---- Chapter 1 (5)
  {
    topic: PFP,
    question: 'A planner first meets a prospective client. Before collecting detailed data, what should the two of them agree on?',
    correct: 'The scope of the engagement, the services and the fees',
    wrong: [
      'The exact products the client will buy at the end',
      'The return the adviser guarantees on the portfolio',
      'The amount the client will save in taxes this year',
    ],
    explanation:
      'The planning relationship begins by defining its terms: what the planner will and will not do, how the planner is paid, and the responsibilities of each side. Products come only after analysis, and no adviser may guarantee returns. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'Which of these is an example of a "unique circumstance" that a financial plan must take into account?',
    correct: 'A client who wants no holdings in tobacco or liquor firms',
    wrong: [
      'A client who wants to retire at 60 with Rs 3 crore',
      'A client who earns Rs 2 lakh a month from a salary',
      'A client who owns a house worth Rs 1.2 crore in Pune',
    ],
    explanation:
      'Besides goals, a plan must respect constraints: liquidity needs, time horizon, legal and regulatory matters, and unique circumstances or preferences such as ethical exclusions, a family business or a dependant with special needs. The other options are a goal and financial data. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'When a family ranks its goals, which of these is a need rather than a want?',
    correct: "Paying for the children's school education",
    wrong: [
      'Upgrading to a bigger car next year',
      'Taking a foreign holiday with the family every summer',
      'Buying a second home for weekends',
    ],
    explanation:
      'Needs are goals the family cannot reasonably give up, such as basic living costs, children’s education and retirement income; wants are desirable but can be postponed, scaled down or dropped when resources are short. Needs are funded first. ' +
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
    question: 'A self-employed consultant earns well but very unevenly from month to month. Which planning approach suits him best?',
    correct: 'A larger emergency fund and a budget on a cautious income figure',
    wrong: [
      'A budget based on his best month, to keep lifestyle goals',
      'No emergency fund, since his average income is high enough',
      'Committing every surplus month fully to long-lock-in products',
    ],
    explanation:
      'Irregular income makes cash flow uncertain, so the plan should budget on a conservative income estimate and hold a bigger liquid reserve to bridge lean months. Locking up every surplus or budgeting on peak months risks forced borrowing. ' +
      W(1, PFP),
  },
  // ---- Chapter 2 (4)
  {
    topic: TVM,
    question:
      'Rs 1,00,000 is invested for 5 years. It earns 8% a year compounded annually for the first 3 years and 10% a year for the last 2 years. What is it worth at the end (nearest rupee)?',
    correct: 'Rs 1,52,425',
    wrong: ['Rs 1,44,000', 'Rs 1,56,051', 'Rs 1,49,038'],
    explanation:
      'Compound each period at its own rate: 1,00,000 x 1.08^3 x 1.10^2 = 1,00,000 x 1.259712 x 1.21 = Rs 1,52,425. Simple interest would give 1,00,000 + 24,000 + 20,000 = Rs 1,44,000. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question:
      'A client invests Rs 5 lakh today and another Rs 5 lakh at the end of 2 years. At 10% a year compounded annually, what will the total be worth at the end of 5 years (nearest rupee)?',
    correct: 'Rs 14,70,755',
    wrong: ['Rs 16,10,510', 'Rs 15,00,000', 'Rs 13,31,000'],
    explanation:
      'Each sum compounds only for the years it is invested: 5,00,000 x 1.10^5 = 8,05,255 and 5,00,000 x 1.10^3 = 6,65,500, a total of Rs 14,70,755. Rs 16,10,510 wrongly compounds both sums for the full 5 years. ' +
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
      'A revolving credit-card balance used to buy the latest gadgets',
      'A consumer loan for a large television on easy EMIs',
    ],
    explanation:
      'Debt is generally considered "good" when it funds an asset or capability that is expected to grow in value or raise future income, at a reasonable cost. Borrowing for consumption, especially at high rates, only brings spending forward and drains future cash flow. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question: 'Which habit does most to build a strong credit score over time?',
    correct: 'Paying every EMI and card bill in full and on time',
    wrong: [
      'Applying for several new loans and cards each year',
      'Using the full credit limit on every card each month',
      'Closing all loan accounts and never borrowing again',
    ],
    explanation:
      'Credit bureaus score repayment history most heavily, along with how much of the available limit is used, the length of credit history and the number of recent enquiries. Timely, full repayment and low utilisation build a good score; many applications and maxed-out cards lower it. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question: 'Why might a person take a lower-rate personal loan to pay off balances on several credit cards?',
    correct: 'To replace costly revolving debt with one cheaper instalment loan',
    wrong: [
      'To increase the total credit available for new spending',
      'To make the outstanding debt disappear from credit reports',
      'To avoid paying any interest at all for the rest of the loan term',
    ],
    explanation:
      'This is debt consolidation: several high-cost card balances are replaced by one loan at a lower rate and a fixed repayment schedule, cutting interest and simplifying repayment. It works only if the person stops building up new card balances. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question:
      'A client can afford an EMI of Rs 30,000 a month. At 9% a year for 20 years (monthly reducing balance), about how large a home loan can he take (nearest rupee)?',
    correct: 'Rs 33,34,349',
    wrong: ['Rs 72,00,000', 'Rs 40,00,000', 'Rs 26,66,667'],
    explanation:
      'The loan is the present value of the EMIs: 30,000 x [1 - 1.0075^-240] / 0.0075 = 30,000 x 111.1450 = Rs 33,34,349 (r = 9%/12 = 0.75%, n = 240). Rs 72,00,000 simply adds up the EMIs and ignores interest. ' +
      W(4, DEBT),
  },
  // ---- Chapter 5 (5)
  {
    topic: MKT,
    question:
      'Banks borrow from and lend to each other for one day, without collateral, to manage their daily liquidity. In which market does this happen?',
    correct: 'The call money market',
    wrong: ['The commercial paper market', 'The government securities market', 'The corporate bond market'],
    explanation:
      'The call money market is the interbank market for overnight unsecured funds (notice money for 2-14 days); it is part of the money market regulated by the RBI, and its rate is closely watched as a signal of liquidity in the banking system. ' +
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
    question: 'What is the main economic role of financial intermediaries such as banks, insurers and mutual funds?',
    correct: 'Pooling savings and channelling them to users of capital',
    wrong: [
      'Setting the prices at which shares trade on exchanges',
      'Framing the regulations that apply to securities markets',
      'Printing currency and managing the government budget',
    ],
    explanation:
      'Intermediaries collect savings from many households, transform them in size, maturity and risk, and lend or invest them with businesses and governments. Exchanges provide trading platforms, regulators frame rules, and currency issue is the RBI’s job. ' +
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
      'To guarantee investors a minimum return on the shares they are issued',
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
    question:
      'A listed company raises fresh equity by issuing shares only to qualified institutional buyers, without a public offer. What is this route called?',
    correct: 'A qualified institutional placement (QIP)',
    wrong: ['A rights issue to existing shareholders', 'An initial public offer (IPO)', 'A bonus issue out of reserves'],
    explanation:
      'A QIP lets a listed company place shares or convertible securities with qualified institutional buyers (mutual funds, banks, insurers, foreign portfolio investors and the like) quickly, without the full process of a public issue. A rights issue goes to existing holders, and a bonus issue raises no money. ' +
      W(6, SEG),
  },
  {
    topic: SEG,
    question: 'Which contracts are traded in the currency derivatives segment of an Indian stock exchange?',
    correct: 'Futures and options on exchange rates such as USD-INR',
    wrong: [
      'Shares of foreign companies listed in rupees',
      'Units of overseas mutual funds bought and redeemed in dollars',
      'Deposits in foreign currency with Indian banks',
    ],
    explanation:
      'The currency derivatives segment offers exchange-traded futures and options on currency pairs (such as USD-INR, EUR-INR), used mainly to hedge exchange-rate risk. Foreign shares, overseas funds and foreign-currency deposits are not traded there. ' +
      W(6, SEG),
  },
  // ---- Chapter 7 (5)
  {
    topic: INV,
    question: 'What kind of assets does an infrastructure investment trust (InvIT) mainly hold?',
    correct: 'Revenue-earning infrastructure such as roads and power lines',
    wrong: [
      'Completed office buildings and shopping malls for rent',
      'Shares of listed construction companies bought on exchanges',
      'Short-term deposits of banks and housing finance firms',
    ],
    explanation:
      'An InvIT pools investors’ money into infrastructure projects (toll roads, transmission lines, pipelines and similar) and passes most of their cash flows to unitholders. A REIT does the same for income-producing real estate such as offices and malls. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'An analyst expects a share to return 30% in a boom (probability 0.3), 12% in a normal year (0.5) and -10% in a recession (0.2). What is its expected return (one decimal)?',
    correct: '13.0%',
    wrong: ['10.7%', '32.0%', '16.0%'],
    explanation:
      'Expected return = sum of probability x return = 0.3 x 30 + 0.5 x 12 + 0.2 x (-10) = 9 + 6 - 2 = 13.0%. The simple average of the three scenario returns, 10.7%, ignores that the scenarios are not equally likely. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question: 'Which of these is a financial asset rather than a physical (real) asset?',
    correct: 'Units of a short-term debt mutual fund',
    wrong: ['Gold jewellery kept in a bank locker', 'A two-bedroom flat let out on rent', 'Farmland in the family village'],
    explanation:
      'A financial asset is a claim on the income or assets of someone else (deposits, bonds, shares, fund units). Real or physical assets, such as gold, property and land, have value in themselves and are usually less liquid and harder to divide. ' +
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
      'Two investments are expected to return 10% a year. One has a standard deviation of 8%, the other of 15%. Which would a risk-averse investor prefer?',
    correct: 'The one with the 8% standard deviation',
    wrong: ['The one with the 15% standard deviation', 'Either, since expected returns match', 'Neither, since both carry some risk'],
    explanation:
      'A risk-averse investor demands extra return for extra risk. With equal expected returns, the investment with lower volatility of returns (standard deviation) is preferred, because it offers the same reward for less uncertainty. ' +
      W(7, INV),
  },
  // ---- Chapter 8 (6)
  {
    topic: STK,
    question:
      'A company earns a return on equity of 18% and pays out 40% of its profit as dividends. At what rate can it grow its earnings from retained profits alone (one decimal)?',
    correct: '10.8%',
    wrong: ['7.2%', '18.0%', '22.0%'],
    explanation:
      'Sustainable growth g = ROE x retention ratio = 18% x (1 - 0.40) = 18% x 0.60 = 10.8%. Using the payout ratio instead of the retention ratio gives 7.2%. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question:
      'A company has equity share capital of Rs 50 crore and reserves of Rs 250 crore, and 10 crore shares in issue. What is its book value per share?',
    correct: 'Rs 30',
    wrong: ['Rs 5', 'Rs 25', 'Rs 35'],
    explanation:
      'Book value per share = net worth / number of shares = (50 + 250) crore / 10 crore = Rs 30. Share capital alone gives Rs 5 (here the face value), and reserves alone Rs 25. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'A company skips the dividend on its cumulative preference shares this year. What happens to the unpaid dividend?',
    correct: 'It accrues and must be paid before equity dividends',
    wrong: [
      'It lapses permanently and is never paid to the holders',
      'It is converted at once into new equity shares',
      'It is paid to equity holders in the following year',
    ],
    explanation:
      'With cumulative preference shares, any unpaid dividend accumulates as arrears; all arrears must be paid before the company can pay any dividend on equity shares. With non-cumulative shares, a skipped dividend is lost. ' +
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
    question: 'What are STRIPS created from a government security?',
    correct: 'Separate zero-coupon securities for each coupon and the principal',
    wrong: [
      'Floating-rate bonds whose coupon resets with inflation',
      'Short-term bills issued to fund the government’s day-to-day cash gaps',
      'Perpetual bonds with no fixed date for repaying principal',
    ],
    explanation:
      'STRIPS (Separate Trading of Registered Interest and Principal of Securities) split a coupon-bearing G-sec into its individual cash flows, each traded as a zero-coupon security. This lets investors hold a single cash flow on a chosen date. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question:
      'A perpetual bond pays a coupon of Rs 90 a year with no maturity date. If investors require a yield of 9.5%, what is its price (two decimals)?',
    correct: 'Rs 947.37',
    wrong: ['Rs 1,000.00', 'Rs 855.00', 'Rs 1,055.56'],
    explanation:
      'A bond with no maturity is valued as a perpetuity: price = annual coupon / required yield = 90 / 0.095 = Rs 947.37. It is below Rs 1,000 because the required yield exceeds the coupon rate. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'What is the main role of a debenture trustee in a public issue of secured debentures?',
    correct: 'Protecting the debenture holders’ interests',
    wrong: [
      'Fixing the coupon rate offered on the debentures',
      'Assigning a credit rating to the debenture issue',
      'Buying any debentures not taken up by investors',
    ],
    explanation:
      'A SEBI-registered debenture trustee acts for the holders: it monitors the charge on assets, the issuer’s compliance with the terms and payments, and can act on the holders’ behalf on default. Rating agencies rate the issue, and underwriters take up unsold portions. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'What does an inflation-indexed bond mainly protect its holder against?',
    correct: 'The loss of purchasing power as prices rise',
    wrong: ['The risk that the issuer defaults', 'The risk of being unable to sell quickly', 'The risk that the bond is called early'],
    explanation:
      'The principal and/or coupon of an inflation-indexed bond is adjusted in line with a price index, so the real value of the payments is preserved. It does not remove credit, liquidity or call risk. ' +
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
      'An investor buys a put option with a strike price of Rs 800 for a premium of Rs 25. Below what share price at expiry does she make a net profit?',
    correct: 'Rs 775',
    wrong: ['Rs 825', 'Rs 800', 'Rs 750'],
    explanation:
      'A put buyer gains as the price falls below the strike; she breaks even when the payoff equals the premium: 800 - 25 = Rs 775. Below Rs 775 she makes a net profit. (Rs 825 is the break-even of a call at the same strike and premium.) ' +
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
      'A share trades at Rs 1,000. A call option on it with a strike price of Rs 960 costs Rs 65. How much of the premium is time value?',
    correct: 'Rs 25',
    wrong: ['Rs 40', 'Rs 65', 'Rs 105'],
    explanation:
      'Intrinsic value of the call = spot - strike = 1,000 - 960 = Rs 40. Time value = premium - intrinsic value = 65 - 40 = Rs 25; it reflects the chance of further gain before expiry and shrinks to zero at expiry. ' +
      W(10, DER),
  },
  {
    topic: DER,
    question:
      'A company agrees with a bank to exchange its floating-rate interest payments for fixed-rate payments for five years. What is this contract?',
    correct: 'An interest rate swap',
    wrong: ['A currency futures contract', 'A forward rate on a share', 'A call option on a bond'],
    explanation:
      'In an interest rate swap, two parties exchange interest payments on a notional principal, typically fixed for floating; the principal itself is not exchanged. Here the company locks in a fixed cost of borrowing. ' +
      W(10, DER),
  },
];
