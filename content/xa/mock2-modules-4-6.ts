// X-A Full-Length Mock Test 2: the one-mark questions of modules 4-6 (chapters 11-20); mock2-questions.ts joins the batches.
import type { NewQuestion } from './mock1-cases.ts';
import { W, MF, PMS, AIF, MPT, PCP, PERF, OPS, REG, ETH, GRV } from './workbook.ts';

/** Batch 2: modules 4-6 (chapters 11-20), 45 questions. */
export const BATCH2: NewQuestion[] = [
  // ---- Chapter 11 (10)
  {
    topic: MF,
    question: "In a mutual fund, which entity holds the scheme's securities in safe keeping?",
    correct: 'The custodian',
    wrong: ['The sponsor', 'The registrar and transfer agent', 'The distributor'],
    explanation:
      "A SEBI-registered custodian keeps the scheme's securities, settles its trades and tracks corporate actions, so the assets are held apart from the AMC that manages them. The RTA maintains unitholder records. " +
      W(11, MF),
  },
  {
    topic: MF,
    question:
      'In the three-tier structure of a mutual fund (sponsor, trust, AMC), which party is responsible for supervising the AMC on behalf of the unitholders?',
    correct: 'The trustees',
    wrong: ['The custodian', 'The registrar and transfer agent', 'The distributors of the schemes'],
    explanation:
      "The mutual fund is constituted as a trust; the trustees hold the assets in trust for unitholders and supervise the AMC to ensure it complies with the regulations and the scheme documents. Portfolio management is the AMC's job. " +
      W(11, MF),
  },
  {
    topic: MF,
    question: 'How often must an open-ended mutual fund scheme compute and publish its NAV?',
    correct: 'On every business day',
    wrong: ['Once a week', 'Once a month', 'Only when investors redeem units'],
    explanation:
      "Open-ended schemes accept purchases and redemptions continuously, so the NAV is calculated and published for every business day (on the AMC's and AMFI's websites); transactions are processed at the applicable day's NAV. " +
      W(11, MF),
  },
  {
    topic: MF,
    question:
      'An investor moves money from one scheme to another scheme of the same fund house in a single transaction. What is this called?',
    correct: 'A switch between the two schemes',
    wrong: ['A systematic withdrawal plan', 'A dividend transfer plan', 'A transfer of units'],
    explanation:
      'A switch-out from one scheme and switch-in to another within the same mutual fund is processed as a redemption and a fresh purchase, so exit loads and capital-gains rules apply as they would to a redemption. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question:
      'A fund manager buys a share at Rs 500 in the cash market and at the same time sells its one-month futures at Rs 504, locking in the difference. Which scheme category is built mainly on this strategy?',
    correct: 'Arbitrage fund',
    wrong: ['Small cap fund', 'Gilt fund', 'Credit risk fund'],
    explanation:
      'An arbitrage fund captures the spread between cash and futures prices of the same stock; the position is hedged, so returns resemble short-term debt returns rather than equity returns. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question:
      'A scheme with an NAV of Rs 25 pays an income distribution (IDCW) of Rs 2 per unit. Ignoring market movements, what is its NAV after the payout?',
    correct: 'Rs 23',
    wrong: ['Rs 25', 'Rs 27', 'Rs 22.50'],
    explanation:
      "An IDCW is paid out of the scheme's assets, so the NAV falls by the amount distributed: 25 - 2 = Rs 23. The investor's wealth does not rise; part of it is simply paid out. " +
      W(11, MF),
  },
  {
    topic: MF,
    question: 'When may a debt mutual fund scheme create a segregated portfolio ("side pocket")?',
    correct: 'When a holding suffers a credit event, such as a downgrade below investment grade',
    wrong: [
      'Whenever the fund manager expects market interest rates to rise',
      'At the request of any large investor who wants to exit the scheme',
      'At the end of every financial year, to close the accounts',
    ],
    explanation:
      'SEBI allows segregation when a credit event hits a debt security: the distressed paper is moved to a separate portfolio, investors keep proportionate units in it, and fresh inflows and redemptions happen only in the main portfolio, so existing investors are treated fairly. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question: 'What distinguishes a dynamic asset allocation fund (often marketed as a balanced advantage fund)?',
    correct: 'It changes its equity-debt mix dynamically, often by valuations',
    wrong: [
      'It always holds exactly 50% equity and 50% debt at all times',
      'It invests only in gold and silver as a hedge',
      'It holds a fixed portfolio of bonds until maturity',
    ],
    explanation:
      "Dynamic asset allocation funds move between equity and debt according to a model or the manager's view, typically reducing net equity when valuations are high and raising it when they are low. " +
      W(11, MF),
  },
  {
    topic: MF,
    question:
      "Which document should an investor read for a particular scheme's investment objective, asset allocation pattern and risk factors?",
    correct: 'The Scheme Information Document (SID)',
    wrong: ['The Statement of Additional Information (SAI)', "The AMC's annual report", 'The consolidated account statement'],
    explanation:
      'The SID carries scheme-specific details: objective, asset allocation, investment strategy, risk factors, loads and the benchmark. The SAI carries statutory information about the mutual fund and AMC common to all schemes. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question: "How does an investor pay a mutual fund scheme's total expense ratio (TER)?",
    correct: 'Indirectly, through daily charges to the scheme that lower the NAV',
    wrong: [
      'Through a separate annual bill sent by the AMC to each investor',
      'By deduction from each SIP instalment before units are allotted',
      'Only at redemption, as a lump-sum deduction from the proceeds',
    ],
    explanation:
      "The TER is accrued against the scheme's assets every day, so the published NAV is already net of expenses; investors never receive a separate bill, and a higher TER shows up as lower returns. " +
      W(11, MF),
  },
  // ---- Chapter 12 (3)
  {
    topic: PMS,
    question: "In an advisory portfolio management service, who executes the transactions in the client's portfolio?",
    correct: "The client, acting on the manager's advice",
    wrong: [
      'The portfolio manager, without consulting the client first',
      "The custodian, on SEBI's standing instructions",
      "The stock exchange, automatically on the manager's signal",
    ],
    explanation:
      "PMS comes in three forms: discretionary (the manager decides and executes), non-discretionary (the manager executes only on the client's instructions) and advisory (the manager only advises; the client decides and executes). " +
      W(12, PMS),
  },
  {
    topic: PMS,
    question: 'If a portfolio manager charges a performance-based fee, on what basis must it be calculated?',
    correct: 'On a high-water-mark basis, only on gains above the previous peak value',
    wrong: [
      "On every year's gain, even if it only recovers earlier losses",
      'On the amount invested, whatever the performance of the portfolio',
      "On the benchmark's return rather than on the portfolio's own return",
    ],
    explanation:
      'The high-water-mark principle prevents a client paying performance fees twice for the same gains: after a fall, no performance fee is due until the portfolio rises above its previous highest value. ' +
      W(12, PMS),
  },
  {
    topic: PMS,
    question: 'What option must portfolio managers offer clients who do not want to go through a distributor?',
    correct: 'Direct onboarding, with no distributor or commission',
    wrong: [
      'A guaranteed minimum return on the portfolio',
      'A lower minimum investment of Rs 10 lakh for direct clients',
      'Investment through the regular plan of a mutual fund',
    ],
    explanation:
      'SEBI requires portfolio managers to provide a direct route for clients to be onboarded without any distributor, so that clients can avoid distribution costs, similar to direct plans in mutual funds. ' +
      W(12, PMS),
  },
  // ---- Chapter 13 (2)
  {
    topic: AIF,
    question: 'Angel funds are registered as a sub-category of which category of AIF?',
    correct: 'Category I',
    wrong: ['Category II', 'Category III', 'They are not AIFs'],
    explanation:
      'Angel funds are a sub-category of venture capital funds within Category I AIFs, which invest in start-ups, early-stage ventures, SMEs, social ventures and infrastructure, sectors regarded as socially or economically desirable. ' +
      W(13, AIF),
  },
  {
    topic: AIF,
    question: 'What continuing interest must the sponsor or manager of a Category II AIF keep in the fund?',
    correct: 'At least 2.5% of the corpus or Rs 5 crore, whichever is lower',
    wrong: [
      'At least 5% of the corpus or Rs 10 crore, whichever is lower',
      'At least 25% of the corpus',
      'None; the sponsor need not invest',
    ],
    explanation:
      'To align the manager with investors, the sponsor or manager of a Category I or II AIF must keep a continuing interest of at least 2.5% of the corpus or Rs 5 crore, whichever is lower; for Category III it is 5% or Rs 10 crore, whichever is lower. ' +
      W(13, AIF),
  },
  // ---- Chapter 14 (4)
  {
    topic: MPT,
    question: 'In the capital asset pricing model, what does the security market line (SML) plot?',
    correct: 'Required (expected) return against beta',
    wrong: ['Expected return against standard deviation', 'Price against earnings per share', 'Portfolio value against time'],
    explanation:
      'The SML shows the CAPM relationship: required return = risk-free rate + beta x market risk premium. Securities above the line offer more than their beta warrants. The capital market line uses standard deviation instead of beta. ' +
      W(14, MPT),
  },
  {
    topic: MPT,
    question: 'Which portfolios lie on the capital market line (CML)?',
    correct: 'Mixes of the risk-free asset and the market portfolio',
    wrong: [
      'Individual shares whose beta is equal to one',
      'Portfolios made up only of risk-free assets',
      'All portfolios on the minimum-variance frontier',
    ],
    explanation:
      'The CML runs from the risk-free rate through the market portfolio; lending or borrowing at the risk-free rate and holding the market portfolio gives the best return for each level of total risk (standard deviation). ' +
      W(14, MPT),
  },
  {
    topic: MPT,
    question:
      "A portfolio has 40% in a stock with a beta of 1.2 and 60% in a stock with a beta of 0.8. What is the portfolio's beta (two decimals)?",
    correct: '0.96',
    wrong: ['1.00', '2.00', '1.04'],
    explanation:
      'Portfolio beta is the weighted average of the betas: 0.4 x 1.2 + 0.6 x 0.8 = 0.48 + 0.48 = 0.96. The simple average (1.00) ignores the weights, and 1.04 swaps them. ' +
      W(14, MPT),
  },
  {
    topic: MPT,
    question:
      'Two assets have standard deviations of 20% and 15%, and the covariance of their returns is 0.012. What is the correlation between them (two decimals)?',
    correct: '0.40',
    wrong: ['0.04', '0.60', '0.80'],
    explanation: 'Correlation = covariance / (SD1 x SD2) = 0.012 / (0.20 x 0.15) = 0.012 / 0.03 = 0.40. ' + W(14, MPT),
  },
  // ---- Chapter 15 (5)
  {
    topic: PCP,
    question:
      "Which document records a client's agreed return objectives, risk tolerance, constraints, asset allocation and review process?",
    correct: 'The investment policy statement (IPS)',
    wrong: ['The consolidated account statement', 'The KYC form', 'The contract note'],
    explanation:
      "The IPS is the written framework for managing the client's portfolio: objectives, constraints (time horizon, liquidity, legal, tax, unique needs), strategic allocation, rebalancing rules and how performance will be reviewed. " +
      W(15, PCP),
  },
  {
    topic: PCP,
    question:
      'A strategy that keeps fixed percentages in each asset class by regularly selling what has risen and buying what has fallen is called:',
    correct: 'A constant-mix strategy',
    wrong: ['A buy-and-hold strategy with no trading', 'Momentum investing', 'Market timing'],
    explanation:
      'Constant-mix rebalancing restores target weights after market moves, which automatically trims winners and adds to laggards; buy-and-hold lets weights drift, and momentum does the opposite of rebalancing. ' +
      W(15, PCP),
  },
  {
    topic: PCP,
    question: 'An investor buys a stock mainly because friends and social media are all buying it. This behaviour is called:',
    correct: 'Herding',
    wrong: ['Anchoring', 'Mental accounting', 'Loss aversion'],
    explanation:
      "Herding is following the crowd rather than one's own analysis; it feeds bubbles and panics. A disciplined plan and asset allocation help clients resist it. " +
      W(15, PCP),
  },
  {
    topic: PCP,
    question:
      'An investor who believes his stock-picking is far better than it really is, and therefore trades very frequently, shows which bias?',
    correct: 'Overconfidence',
    wrong: ['Herding', 'Regret aversion', 'Status quo bias'],
    explanation:
      'Overconfidence leads investors to overrate their knowledge and skill, trade too much and hold under-diversified portfolios; the extra costs usually reduce returns. ' +
      W(15, PCP),
  },
  {
    topic: PCP,
    question: 'In a top-down approach to building an equity portfolio, where does the analysis begin?',
    correct: 'With the economy, then industries, then companies',
    wrong: [
      'With individual companies, ignoring the economy',
      'With the recent share price chart of each company',
      'With the brands the client likes and uses most',
    ],
    explanation:
      'Top-down investing starts from the macro-economic outlook, chooses the sectors likely to benefit and then selects companies within them; bottom-up investing starts from company analysis. ' +
      W(15, PCP),
  },
  // ---- Chapter 16 (4)
  {
    topic: PERF,
    question: 'A fund beat its benchmark by 2% a year on average, with a tracking error of 4%. What is its information ratio?',
    correct: '0.50',
    wrong: ['2.00', '8.00', '0.08'],
    explanation:
      'Information ratio = active return / tracking error = 2 / 4 = 0.50: the excess return earned per unit of active risk taken relative to the benchmark. ' +
      W(16, PERF),
  },
  {
    topic: PERF,
    question: 'Which performance ratio divides excess return by downside deviation, so that only harmful volatility counts as risk?',
    correct: 'The Sortino ratio',
    wrong: ['The Treynor ratio', 'The Sharpe ratio', 'The information ratio'],
    explanation:
      'The Sortino ratio replaces standard deviation with downside deviation (variability of returns below a target), since investors mind losses, not upside surprises. Sharpe uses total standard deviation, Treynor uses beta. ' +
      W(16, PERF),
  },
  {
    topic: PERF,
    question:
      'A portfolio returned 10% in the first half of a year and -5% in the second half. What is its time-weighted return for the year (one decimal)?',
    correct: '4.5%',
    wrong: ['5.0%', '15.0%', '2.5%'],
    explanation:
      'Time-weighted return links the sub-period returns geometrically: (1.10 x 0.95) - 1 = 1.045 - 1 = 4.5%. Adding them (5%) ignores compounding. ' +
      W(16, PERF),
  },
  {
    topic: PERF,
    question: 'Which is the most appropriate benchmark for judging a large-cap equity fund?',
    correct: 'A large-cap equity index, total return version',
    wrong: ['The rate of consumer price inflation', 'A one-year bank fixed deposit rate', 'A small-cap equity index, total return version'],
    explanation:
      "A benchmark should match the fund's mandate and be investable and specified in advance; for a large-cap fund that is a large-cap index, in its total return (dividends reinvested) form. " +
      W(16, PERF),
  },
  // ---- Chapter 17 (5)
  {
    topic: OPS,
    question: "Which body maintains India's Central KYC Records Registry (CKYCR)?",
    correct: 'CERSAI, a registry set up under the SARFAESI Act',
    wrong: [
      'The Securities and Exchange Board of India (SEBI)',
      'The Reserve Bank of India, through its Department of Regulation',
      'The Association of Mutual Funds in India (AMFI)',
    ],
    explanation:
      'CKYCR, operated by CERSAI, holds KYC records across the financial sector (banking, securities, insurance, pensions), so a customer can be identified by a KYC identifier instead of submitting documents again. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: "What must a new demat account holder do about nomination under SEBI's rules?",
    correct: 'Either nominate, or formally opt out of nomination',
    wrong: [
      'Nothing; nomination is optional and need not be addressed',
      'Nominate the depository participant as a custodian',
      'Nominate only the spouse, as the law requires',
    ],
    explanation:
      'SEBI requires demat account holders and mutual fund investors to either register a nomination or formally declare that they opt out, so that transmission on death is not held up. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'How does a client give shares as margin collateral to a stock broker under current rules?',
    correct: "By pledging the shares in his own demat account in the broker's favour",
    wrong: [
      "By transferring the shares to the broker's own demat account",
      'By handing over signed blank delivery instruction slips',
      'By giving the broker a general power of attorney over the account',
    ],
    explanation:
      "Since 2020 collateral is given through a pledge marked in the depository system: the shares stay in the client's demat account (with corporate benefits) and the broker cannot use them for other purposes; title transfer to the broker is no longer permitted. " +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'Can an investor hold mutual fund units in a demat account?',
    correct: 'Yes, in demat form or as a statement of account',
    wrong: [
      'No; mutual fund units can be held only as RTA statements',
      'Only units of closed-ended schemes listed on an exchange',
      'Only if the investor is a non-resident Indian',
    ],
    explanation:
      "Investors may choose to hold units of open-ended schemes in demat form, which lets them see shares and units in one depository statement, or in statement-of-account form with the AMC's RTA. " +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: "A client wants to pay for a mutual fund purchase from a friend's bank account. How will the AMC usually treat this?",
    correct: 'As a third-party payment, which is generally not accepted',
    wrong: [
      'It is accepted if the friend also signs the application form',
      'It is accepted for amounts up to Rs 2 lakh per transaction',
      'It is accepted and the units are allotted to the friend',
    ],
    explanation:
      "To prevent money laundering and fraud, payments for purchases must come from the investor's own bank account; AMCs reject third-party payments except in limited situations defined by the industry (for example, a parent paying for a minor). " +
      W(17, OPS),
  },
  // ---- Chapter 18 (6)
  {
    topic: REG,
    question:
      'A mutual fund distributor who is not registered as an investment adviser wants to call himself an "Independent Financial Adviser" on his visiting card. Is this allowed?',
    correct: 'No; such titles may be used only by registered investment advisers',
    wrong: [
      'Yes, because the title is only a marketing description',
      'Yes, if he holds the NISM mutual fund distributor certificate',
      'Yes, if he discloses his commissions on the card',
    ],
    explanation:
      'The IA Regulations bar persons dealing in the distribution of securities from using the nomenclature "Independent Financial Adviser", "IFA", "Wealth Adviser" or similar names unless they are registered as investment advisers, so that investors are not misled about the nature of the service. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question: 'Under which law was SEBI established as a statutory regulator?',
    correct: 'The Securities and Exchange Board of India Act, 1992',
    wrong: ['The Companies Act, 2013', 'The Securities Contracts (Regulation) Act, 1956', 'The Depositories Act, 1996'],
    explanation:
      'SEBI was set up in 1988 and given statutory powers by the SEBI Act, 1992, which charges it with protecting investors and developing and regulating the securities market. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question: 'Which Act governs the recognition of stock exchanges and the regulation of contracts in securities?',
    correct: 'The Securities Contracts (Regulation) Act, 1956',
    wrong: ['The SEBI Act, 1992', 'The Foreign Exchange Management Act, 1999', 'The Indian Contract Act, 1872'],
    explanation:
      'The SCRA provides for the recognition of stock exchanges, defines "securities" and regulates dealings in securities to prevent undesirable transactions. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question:
      'Which law provides the legal framework for holding and transferring securities in electronic (dematerialised) form through depositories?',
    correct: 'The Depositories Act, 1996',
    wrong: ['The Information Technology Act, 2000', 'The Banking Regulation Act, 1949', 'The Securities Contracts (Regulation) Act, 1956'],
    explanation:
      'The Depositories Act, 1996 enabled depositories to hold securities in book-entry form, made the depository the registered owner for transfer purposes while the investor remains the beneficial owner, and allowed free transferability. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question:
      'The obligation of securities market intermediaries to verify client identity and report suspicious transactions arises mainly from which law?',
    correct: 'The Prevention of Money Laundering Act, 2002',
    wrong: [
      'The Consumer Protection Act, 2019 and its rules',
      'The Right to Information Act, 2005 and its rules',
      'The Indian Trusts Act, 1882 and its rules',
    ],
    explanation:
      'Under the PMLA and its rules, intermediaries such as brokers, depository participants, AMCs and investment advisers must do client due diligence (KYC), keep records and report suspicious transactions to the Financial Intelligence Unit. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question:
      'A company employee buys its shares after learning of an unannounced large order that will sharply raise profits. Which regulations does this breach?',
    correct: 'The SEBI (Prohibition of Insider Trading) Regulations, 2015',
    wrong: [
      'The SEBI (Investment Advisers) Regulations, 2013',
      'The SEBI (Mutual Funds) Regulations, 1996',
      'The SEBI (Portfolio Managers) Regulations, 2020',
    ],
    explanation:
      'Information that is not generally available and would likely affect the share price materially is unpublished price sensitive information (UPSI); trading while in possession of it is insider trading, prohibited by the 2015 regulations. ' +
      W(18, REG),
  },
  // ---- Chapter 19 (3)
  {
    topic: ETH,
    question:
      'An adviser buys a small-cap share for his own account just before recommending it to hundreds of clients, planning to sell once their buying lifts the price. How is this conduct described?',
    correct: "Front-running, which abuses his clients' trust",
    wrong: [
      'Legitimate research, since he believes in the share',
      'Sensible diversification of his own portfolio',
      'Acceptable if he discloses the trade after selling',
    ],
    explanation:
      "Trading ahead of one's own recommendations to profit from the clients' expected buying exploits them; advisers must place clients' interests first and avoid such conflicts, and securities law treats it as a fraudulent and unfair trade practice. " +
      W(19, ETH),
  },
  {
    topic: ETH,
    question:
      'An AMC offers an investment adviser a free overseas trip if she recommends its new scheme to her clients. What should she do?',
    correct: 'Decline it, because accepting would compromise the independence of her advice',
    wrong: [
      'Accept it if she also recommends schemes of other AMCs',
      'Accept it and disclose it only if a client asks',
      'Accept it, since gifts from product providers are a normal business courtesy',
    ],
    explanation:
      "Benefits from product manufacturers create a conflict between the adviser's interest and the client's; an adviser paid by the client must not accept inducements that could influence recommendations. " +
      W(19, ETH),
  },
  {
    topic: ETH,
    question:
      'A client asks his adviser for a recommendation on a complex product the adviser does not understand well. What is the ethical response?',
    correct: 'Say so, and study it properly or refer the client elsewhere',
    wrong: [
      'Recommend it anyway, to avoid losing the client',
      'Advise against it without examining it further',
      "Copy the product provider's brochure as the written advice",
    ],
    explanation:
      'Competence and diligence require advisers to act only within their expertise and to have a reasonable basis for every recommendation; admitting a gap and closing it (or referring) protects the client. ' +
      W(19, ETH),
  },
  // ---- Chapter 20 (3)
  {
    topic: GRV,
    question: 'Within what time from the date of the cause of action should a complaint normally be lodged on SCORES?',
    correct: 'Within one year',
    wrong: ['Within 30 days', 'Within three years', 'There is no time limit'],
    explanation:
      "SEBI's framework expects a complaint to be lodged on SCORES within one year of the cause of action, after first taking it up with the entity concerned; SEBI may decline older complaints. " +
      W(20, GRV),
  },
  {
    topic: GRV,
    question:
      'Under SCORES 2.0, if an investor is dissatisfied with the resolution given by a registered investment adviser, who conducts the first review?',
    correct: 'The designated body, such as BASL for advisers',
    wrong: ['The Supreme Court, on a writ petition', "The adviser's own statutory auditor", "The investor's bank, as the payment channel"],
    explanation:
      'SCORES 2.0 provides two levels of review: first by the designated body (stock exchanges, depositories, AMFI or BASL, depending on the entity) and then by SEBI, with auto-escalation if timelines are missed. ' +
      W(20, GRV),
  },
  {
    topic: GRV,
    question:
      "A stock broker is declared a defaulter by the exchange. From which source can its clients' legitimate claims be compensated, up to the specified limits?",
    correct: 'The investor protection fund of the stock exchange',
    wrong: [
      'The deposit insurance scheme of the RBI',
      "The broker's professional tax account",
      'The SEBI registration fee collected from the broker',
    ],
    explanation:
      "Each stock exchange maintains an investor protection fund that compensates investors' eligible claims against a defaulting member, within limits set by the exchange; bank deposit insurance does not cover securities. " +
      W(20, GRV),
  },
];
