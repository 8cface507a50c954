// X-A Full-Length Mock Test 2: the one-mark questions of modules 1-3 (chapters 1-10); mock2-questions.ts joins the batches.
import type { NewQuestion } from './mock1-cases.ts';
import { W, PFP, TVM, CFM, DEBT, MKT, SEG, INV, STK, FI, DER } from './workbook.ts';

/** Batch 1: modules 1-3 (chapters 1-10), 45 questions. */
export const BATCH1: NewQuestion[] = [
  // ---- Chapter 1 (5)
  {
    topic: PFP,
    question:
      "A client has three goals: a car in 2 years, her child's graduation in 10 years and her retirement in 25 years. For which goal should the money mainly be kept in short-term debt instruments?",
    correct: 'The car in 2 years',
    wrong: ["The child's graduation in 10 years", 'The retirement in 25 years', 'All three goals equally'],
    explanation:
      'A short horizon leaves no time to recover from a fall in equity prices, so money needed within two or three years belongs mainly in low-volatility, liquid debt instruments; long-horizon goals can take more equity. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'Which of these is a constraint that a financial plan must respect, rather than a goal?',
    correct: 'The need to keep Rs 5 lakh ready within six months for surgery',
    wrong: [
      'Building a retirement corpus of Rs 3 crore by the age of 60',
      'Buying a holiday home in the hills in about 15 years',
      "Funding a daughter's postgraduate studies abroad in 8 years",
    ],
    explanation:
      'Constraints limit how the plan can be built: liquidity needs, time horizon, legal or regulatory restrictions and unique preferences. A near-term cash requirement is a liquidity constraint; the other options are goals the plan works towards. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'After an adviser presents a financial plan, who takes the final decision to implement its recommendations?',
    correct: 'The client',
    wrong: [
      'The adviser, under the advisory agreement',
      'SEBI, after reviewing the plan',
      'The product provider whose scheme is recommended',
    ],
    explanation:
      'The adviser analyses and recommends, but the client decides whether and how to act; advice must be explained clearly enough for the client to make an informed decision. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question: 'Why should a financial plan be reviewed at regular intervals and after major life events?',
    correct: "Because the client's circumstances, goals and markets change over time",
    wrong: [
      'Because SEBI requires every financial plan to be rewritten each quarter',
      'Because a financial plan becomes legally invalid after one year',
      'Because reviews are needed mainly to sell the client new products',
    ],
    explanation:
      'Marriage, children, job changes, inheritances, market moves and changes in goals all alter what the plan must achieve; monitoring and periodic review are the last, continuing step of the planning process. ' +
      W(1, PFP),
  },
  {
    topic: PFP,
    question:
      "A couple's savings cannot fully fund both a house down-payment in 3 years and their son's education in 8 years. What should the planner do?",
    correct: 'Help them rank the goals and fund the higher priority first',
    wrong: [
      'Pick the goal with the larger amount and drop the other without discussing it',
      'Recommend high-risk investments so that both goals can be met on time',
      'Tell them to take a personal loan now to cover the shortfall',
    ],
    explanation:
      "When resources are limited, goals are prioritised with the client, considering importance and time horizon, and amounts or dates are adjusted. Raising risk beyond the client's profile, or borrowing, to avoid a trade-off is not sound planning. " +
      W(1, PFP),
  },
  // ---- Chapter 2 (5)
  {
    topic: TVM,
    question: 'Rs 2,00,000 is deposited for 3 years at 8% a year compounded half-yearly. What is the maturity value (nearest rupee)?',
    correct: 'Rs 2,53,064',
    wrong: ['Rs 2,48,000', 'Rs 2,51,942', 'Rs 2,54,648'],
    explanation:
      'Half-yearly rate = 8% / 2 = 4%, periods = 3 x 2 = 6: 2,00,000 x 1.04^6 = 2,00,000 x 1.265319 = Rs 2,53,064. Rs 2,51,942 compounds annually and Rs 2,48,000 is simple interest. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question:
      'What is the present value of Rs 5,000 received at the end of each year for 5 years, discounted at 10% a year (nearest rupee)?',
    correct: 'Rs 18,954',
    wrong: ['Rs 25,000', 'Rs 20,849', 'Rs 30,526'],
    explanation:
      'PV of an ordinary annuity = 5,000 x [1 - 1.10^-5] / 0.10 = 5,000 x 3.790787 = Rs 18,954. Rs 20,849 treats the payments as made at the start of each year, and Rs 30,526 is the future value. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question: 'Rs 1 lakh is invested at 12% a year compounded annually. About how long will it take to grow to Rs 4 lakh (one decimal)?',
    correct: 'About 12.2 years',
    wrong: ['About 6.1 years', 'About 25.0 years', 'About 33.3 years'],
    explanation:
      'n = ln(4) / ln(1.12) = 1.3863 / 0.1133 = 12.2 years; quadrupling is two doublings, and the Rule of 72 gives about 6 years per doubling. 25 years would follow from simple interest (300% / 12%). ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question: 'At a discount rate of 8% a year, which is worth more today: Rs 1,00,000 now, or Rs 1,20,000 receivable in 3 years?',
    correct: 'Rs 1,00,000 now, because Rs 1,20,000 in 3 years is worth about Rs 95,260 today',
    wrong: [
      'Rs 1,20,000 in 3 years, because it is worth about Rs 1,11,111 today',
      'Both are worth the same today, since 20% extra offsets 3 years',
      'Rs 1,20,000 in 3 years, because it is worth about Rs 1,51,165 today',
    ],
    explanation:
      'PV = 1,20,000 / 1.08^3 = 1,20,000 / 1.259712 = Rs 95,260, which is less than Rs 1,00,000 in hand. Rs 1,11,111 discounts for only one year; Rs 1,51,165 compounds instead of discounting. ' +
      W(2, TVM),
  },
  {
    topic: TVM,
    question:
      'A client wants a real return of 4% a year when inflation is expected to be 5% a year. What nominal return must the investment earn (exact, one decimal)?',
    correct: '9.2%',
    wrong: ['9.0%', '1.0%', '20.0%'],
    explanation:
      '(1 + nominal) = (1 + real) x (1 + inflation) = 1.04 x 1.05 = 1.092, so the nominal return needed is 9.2%. Adding the two rates (9.0%) is only an approximation. ' +
      W(2, TVM),
  },
  // ---- Chapter 3 (4)
  {
    topic: CFM,
    question: 'How does a personal balance sheet (net worth statement) differ from a cash flow statement?',
    correct: 'The balance sheet is at a point in time; the cash flow statement covers a period',
    wrong: [
      'The balance sheet covers a period; the cash flow statement is at a single date',
      'Both show the same information, only in different formats',
      'The balance sheet lists bank balances; the cash flow statement lists investments',
    ],
    explanation:
      'Net worth is a stock measured on a date (what you own minus what you owe); the cash flow statement is a flow over a month or year (income, expenses, savings). Planning needs both. ' +
      W(3, CFM),
  },
  {
    topic: CFM,
    question:
      'A household earns Rs 90,000 a month after tax. It spends Rs 40,000 on fixed expenses, Rs 25,000 on variable expenses and Rs 15,000 on loan EMIs. What percentage of income is its monthly surplus (two decimals)?',
    correct: '11.11%',
    wrong: ['27.78%', '16.67%', '12.50%'],
    explanation:
      'Surplus = 90,000 - 40,000 - 25,000 - 15,000 = Rs 10,000; 10,000 / 90,000 = 11.11%. 27.78% forgets the EMIs, and 16.67% is the EMI-to-income ratio (15,000 / 90,000), not the surplus. ' +
      W(3, CFM),
  },
  {
    topic: CFM,
    question:
      "A client's liquid assets (cash, savings and liquid funds) total Rs 4 lakh and her net worth is Rs 40 lakh. What is her liquid-assets-to-net-worth ratio?",
    correct: '10%',
    wrong: ['1%', '40%', '90%'],
    explanation:
      "Liquid assets / net worth = 4 / 40 = 10%. The ratio shows how much of the client's wealth could be turned into cash quickly; a very low figure may signal difficulty in meeting emergencies without selling long-term assets. " +
      W(3, CFM),
  },
  {
    topic: CFM,
    question: 'What does the budgeting principle "pay yourself first" mean?',
    correct: 'Saving the planned amount first and spending what remains',
    wrong: [
      'Spending on personal wants before paying the household bills',
      'Paying all loan EMIs before any other expense each month',
      'Saving only what happens to be left at the end of the month',
    ],
    explanation:
      'Treating saving as the first "expense" (often through an automatic SIP or transfer on salary day) makes it a commitment rather than a residual, which is what usually gets squeezed out. ' +
      W(3, CFM),
  },
  // ---- Chapter 4 (4)
  {
    topic: DEBT,
    question: 'Which of these loans is usually unsecured?',
    correct: 'A personal loan',
    wrong: ['A home loan', 'A gold loan', 'A loan against fixed deposit'],
    explanation:
      "A personal loan is given on the borrower's income and credit record without collateral, which is why it costs more; the others are backed by a house, gold or a deposit that the lender can enforce. " +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question: "The floating interest rate on a client's home loan rises, and the lender keeps the EMI unchanged. What happens?",
    correct: 'The remaining tenure of the loan increases',
    wrong: [
      'The outstanding principal is reduced faster',
      'The total interest paid over the loan falls',
      'Nothing changes, because the EMI is the same',
    ],
    explanation:
      'With a higher rate, more of each unchanged EMI goes to interest and less to principal, so more instalments are needed to repay the loan; the alternative is to raise the EMI and keep the tenure. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question: 'A cardholder regularly pays only the minimum amount due on a credit card. What is the usual consequence?',
    correct: 'High interest is charged on the unpaid balance, so the debt can keep growing',
    wrong: [
      'No interest is charged as long as the minimum amount is paid on time',
      'The unpaid balance is written off by the bank after three months',
      'Interest is charged only on the minimum amount due, not the balance',
    ],
    explanation:
      'Paying the minimum avoids a late-payment fee but the balance carried forward attracts interest at high rates, typically with the interest-free period on new purchases lost, so it is one of the costliest forms of borrowing. ' +
      W(4, DEBT),
  },
  {
    topic: DEBT,
    question: 'A client buys a flat for Rs 80 lakh with a home loan of Rs 60 lakh. What is the loan-to-value (LTV) ratio?',
    correct: '75%',
    wrong: ['25%', '133%', '60%'],
    explanation:
      "LTV = loan / value of the property = 60 / 80 = 75%; the remaining 25% is the buyer's own contribution (margin). Lenders cap LTV to keep a cushion against a fall in property value. " +
      W(4, DEBT),
  },
  // ---- Chapter 5 (4)
  {
    topic: MKT,
    question: 'Who decides the policy repo rate in India?',
    correct: 'The Monetary Policy Committee of the Reserve Bank of India',
    wrong: [
      'The Securities and Exchange Board of India (SEBI)',
      'The Ministry of Finance through the Union Budget',
      "The Indian Banks' Association, after consulting banks",
    ],
    explanation:
      "Under the RBI Act, the Monetary Policy Committee (three RBI members and three external members) sets the policy repo rate to meet the inflation target; banks' lending and deposit rates respond to it. " +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'What is the main function of a depository such as NSDL or CDSL?',
    correct: 'Holding securities in electronic form and transferring them by book entry',
    wrong: [
      'Matching buy and sell orders from investors during market hours',
      'Guaranteeing the returns of listed shares held by investors',
      'Lending money to investors so that they can buy securities',
    ],
    explanation:
      "Depositories hold investors' securities in dematerialised form through depository participants and record transfers by debit and credit entries; order matching is done by stock exchanges. " +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'What role does a clearing corporation play in exchange-traded transactions?',
    correct: 'It becomes the counterparty to both sides and guarantees settlement',
    wrong: [
      'It advises investors on which securities to buy and sell',
      'It lists companies and approves their offer documents',
      'It registers and supervises the investment advisers',
    ],
    explanation:
      'Through novation the clearing corporation becomes the buyer to every seller and the seller to every buyer, collects margins and guarantees settlement, removing counterparty risk between trading members. ' +
      W(5, MKT),
  },
  {
    topic: MKT,
    question: 'Which of these is NOT a market infrastructure institution (MII) of the Indian securities market?',
    correct: 'An asset management company',
    wrong: ['A stock exchange', 'A depository', 'A clearing corporation'],
    explanation:
      'Stock exchanges, clearing corporations and depositories are the market infrastructure institutions on which trading, clearing, settlement and holding depend. An AMC is an intermediary that manages mutual fund schemes. ' +
      W(5, MKT),
  },
  // ---- Chapter 6 (3)
  {
    topic: SEG,
    question:
      'A listed company offers its existing shareholders one new share for every four they hold, at Rs 180 a share, while the market price is Rs 240. What kind of issue is this?',
    correct: 'A rights issue',
    wrong: ['A bonus issue', 'A buyback of shares', 'An offer for sale by promoters'],
    explanation:
      'A rights issue offers new shares to existing shareholders in proportion to their holdings, usually at a discount to the market price; they may subscribe, renounce their rights or let them lapse. A bonus issue is free, a buyback is the company purchasing its own shares and an offer for sale is existing holders selling. ' +
      W(6, SEG),
  },
  {
    topic: SEG,
    question: 'When an investor applies in a public issue through ASBA, what happens to the application money?',
    correct: "It stays blocked in the investor's account and is debited only on allotment",
    wrong: [
      'It is transferred to the issuer immediately and refunded if no shares are allotted',
      'It is paid in cash to the registrar to the issue',
      'It is held by SEBI in an escrow account until listing',
    ],
    explanation:
      "Application Supported by Blocked Amount keeps the money in the applicant's account (earning interest) with only a block; on allotment the required amount is debited and the rest unblocked, so no refunds are needed. " +
      W(6, SEG),
  },
  {
    topic: SEG,
    question: 'In an IPO that includes an offer for sale (OFS) component, who receives the money raised through the OFS?',
    correct: 'The existing shareholders who sell their shares',
    wrong: ['The company, to fund its expansion', 'The stock exchange, as a listing fee', 'The merchant banker managing the issue'],
    explanation:
      'In an offer for sale, promoters or other existing shareholders sell part of their holding to the public, so the proceeds go to them; only the fresh-issue part of an IPO brings new money into the company. ' +
      W(6, SEG),
  },
  // ---- Chapter 7 (5)
  {
    topic: INV,
    question: 'In investment terms, what does liquidity mean?',
    correct: 'How quickly an investment can be sold for cash near its fair value',
    wrong: [
      'The amount of cash a company holds on its balance sheet',
      'The return an investment earns over and above inflation',
      "How widely an investment's returns vary around their average",
    ],
    explanation:
      'A liquid asset can be sold or redeemed quickly at close to its fair value; real estate is illiquid, while a liquid fund or a large-cap share is highly liquid. Liquidity needs are a key constraint in planning. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'A fund returned +20%, -10% and +15% in three successive years. What is its geometric mean (compound average) annual return (two decimals)?',
    correct: '7.49%',
    wrong: ['8.33%', '25.00%', '6.67%'],
    explanation:
      'Geometric mean = (1.20 x 0.90 x 1.15)^(1/3) - 1 = 1.242^(1/3) - 1 = 7.49%. The arithmetic mean (25% / 3 = 8.33%) overstates the compound growth actually achieved. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'A client keeps most of his long-term savings in a savings bank account "because it is safe". Which risk is he most exposed to?',
    correct: 'Inflation (purchasing-power) risk',
    wrong: ['Credit risk of the equity market', 'Liquidity risk', 'Currency risk'],
    explanation:
      'A savings account is liquid and capital-safe, but over long periods its interest usually trails inflation, so the real value of the savings shrinks. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'Investment A has an expected return of 12% with a standard deviation of 18%; investment B has 8% with 10%. Which carries less risk per unit of return, measured by the coefficient of variation (two decimals)?',
    correct: 'B, with a coefficient of variation of 1.25',
    wrong: [
      'A, with a coefficient of variation of 1.50',
      'A, with a coefficient of variation of 0.67',
      'B, with a coefficient of variation of 0.80',
    ],
    explanation:
      'Coefficient of variation = standard deviation / expected return: A = 18 / 12 = 1.50, B = 10 / 8 = 1.25. B takes less risk for each unit of return. 0.67 and 0.80 invert the ratio. ' +
      W(7, INV),
  },
  {
    topic: INV,
    question:
      'Over long periods, which of these asset classes has typically delivered the highest returns along with the highest volatility?',
    correct: 'Equity',
    wrong: ['Bank fixed deposits', 'Treasury bills', 'Savings bank deposits'],
    explanation:
      'Equity carries business and market risk, so investors demand and, over long horizons, have usually earned a risk premium over debt and cash, at the cost of much larger short-term swings. ' +
      W(7, INV),
  },
  // ---- Chapter 8 (5)
  {
    topic: STK,
    question:
      'A company earned a net profit of Rs 150 crore, paid preference dividend of Rs 10 crore and has 20 crore equity shares. What is its earnings per share?',
    correct: 'Rs 7.00',
    wrong: ['Rs 7.50', 'Rs 8.00', 'Rs 0.14'],
    explanation:
      'EPS = (net profit - preference dividend) / number of equity shares = (150 - 10) / 20 = Rs 7.00. Rs 7.50 forgets that preference shareholders are paid before equity holders. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: 'Technical analysis of shares is mainly based on:',
    correct: 'Past price and volume data, charts and patterns',
    wrong: [
      "The company's financial statements and management quality",
      'The state of the economy and industry',
      'The discounted value of future dividends',
    ],
    explanation:
      'Technical analysts study market data (prices, volumes, trends, indicators) to judge timing; fundamental analysts study the economy, industry and company to estimate intrinsic value. ' +
      W(8, STK),
  },
  {
    topic: STK,
    question: "A company's earnings per share are Rs 15 and it pays a dividend of Rs 6 per share. What is its dividend payout ratio?",
    correct: '40%',
    wrong: ['60%', '250%', '9%'],
    explanation:
      'Payout ratio = dividend per share / EPS = 6 / 15 = 40%; the other 60% is retained in the business (the retention ratio). ' +
      W(8, STK),
  },
  {
    topic: STK,
    question:
      "A company's net profit is Rs 45 crore and its shareholders' equity (net worth) is Rs 300 crore. What is its return on equity?",
    correct: '15%',
    wrong: ['6.67%', '13.04%', '45%'],
    explanation:
      "ROE = net profit / shareholders' equity = 45 / 300 = 15%: the return the company earns on the owners' capital. " + W(8, STK),
  },
  {
    topic: STK,
    question: 'A company with shares of face value Rs 2 declares a dividend of 150%. How much does a shareholder receive per share?',
    correct: 'Rs 3.00',
    wrong: ['Rs 1.50', 'Rs 150.00', 'Rs 0.30'],
    explanation:
      'Indian companies declare dividends as a percentage of face value, not of market price: 150% of Rs 2 = Rs 3 per share. ' + W(8, STK),
  },
  // ---- Chapter 9 (6)
  {
    topic: FI,
    question: 'Certificates of deposit (CDs) in the Indian money market are issued by:',
    correct: 'Banks and eligible financial institutions',
    wrong: ['The Government of India only', 'Listed companies to raise long-term capital', 'Mutual funds to their unitholders'],
    explanation:
      'CDs are negotiable, short-term deposit instruments issued at a discount by scheduled banks and eligible financial institutions; companies raise short-term money through commercial paper instead. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'State Development Loans (SDLs) are bonds issued by:',
    correct: 'State governments',
    wrong: ['Public sector banks', 'The Reserve Bank of India on its own account', 'Municipal corporations'],
    explanation:
      'SDLs are the dated securities through which state governments borrow in the market (the RBI manages the auctions); they usually yield a little more than central government securities of similar maturity. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'What is the Macaulay duration of a zero-coupon bond that matures in 7 years?',
    correct: '7 years',
    wrong: ['3.5 years', 'Less than 7 years, depending on the yield', 'More than 7 years'],
    explanation:
      "Duration is the weighted average time to receive a bond's cash flows. A zero-coupon bond has a single cash flow at maturity, so its duration equals its maturity. " +
      W(9, FI),
  },
  {
    topic: FI,
    question:
      'A bond fund has a modified duration of 4.2. If yields fall by 0.5 percentage point, what is the approximate change in its value?',
    correct: 'A rise of about 2.1%',
    wrong: ['A fall of about 2.1%', 'A rise of about 8.4%', 'A rise of about 0.5%'],
    explanation:
      'Approximate % price change = - modified duration x change in yield = -4.2 x (-0.5%) = +2.1%. Prices rise when yields fall. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'A bond with a 9% annual coupon trades exactly at its face value. What is its yield to maturity?',
    correct: '9%',
    wrong: ['More than 9%', 'Less than 9%', 'It cannot be known without the maturity date'],
    explanation:
      'When a bond trades at par, the investor earns exactly the coupon with no capital gain or loss at maturity, so the yield to maturity equals the coupon rate. ' +
      W(9, FI),
  },
  {
    topic: FI,
    question: 'The difference between the yield of a corporate bond and that of a government security of the same maturity is called the:',
    correct: 'Credit spread',
    wrong: ['Coupon rate', 'Term premium', 'Current yield'],
    explanation:
      "The credit spread compensates investors for the issuer's default risk (and usually lower liquidity); it widens when the issuer's credit quality is in doubt. " +
      W(9, FI),
  },
  // ---- Chapter 10 (4)
  {
    topic: DER,
    question:
      'An investor buys a put option with a strike price of Rs 500 for a premium of Rs 12. At expiry the share is at Rs 470. What is the profit per share, ignoring costs?',
    correct: 'Rs 18',
    wrong: ['Rs 30', 'Rs 42', 'Rs 12'],
    explanation: 'Put payoff = strike - spot = 500 - 470 = Rs 30; less the premium of Rs 12, profit = Rs 18. ' + W(10, DER),
  },
  {
    topic: DER,
    question:
      'A share trades at Rs 1,000. The interest rate is 8% a year and no dividend is due. Using simple interest, what is the fair price of a 3-month futures contract on it?',
    correct: 'Rs 1,020',
    wrong: ['Rs 1,080', 'Rs 1,000', 'Rs 980'],
    explanation:
      'Cost-of-carry model: futures = spot x (1 + r x t) = 1,000 x (1 + 0.08 x 3/12) = Rs 1,020. The futures price exceeds spot by the cost of financing the position until expiry. ' +
      W(10, DER),
  },
  {
    topic: DER,
    question: 'How are gains and losses on an open futures position settled between the trading day and expiry?',
    correct: 'Daily, through mark-to-market settlement',
    wrong: [
      "Only once, on the contract's expiry date",
      'Only when the position is finally closed',
      'Monthly, on the last Friday of the month',
    ],
    explanation:
      'Futures are marked to market every day: losses are collected and gains paid each day, which keeps losses from accumulating and is the main tool, with margins, for controlling default risk. ' +
      W(10, DER),
  },
  {
    topic: DER,
    question: 'What is the maximum possible loss for the seller (writer) of a call option who does not own the underlying?',
    correct: 'Unlimited, as the price can keep rising',
    wrong: ['Limited to the premium received upfront', 'Limited to the strike price', 'Zero, since the buyer bears all the risk'],
    explanation:
      "The call writer must deliver (or pay the difference) at the strike however high the price goes, so the loss is open-ended, while the gain is capped at the premium; the buyer's loss is capped at the premium. " +
      W(10, DER),
  },
];
