// X-A Full-Length Mock Test 3: the one-mark questions of modules 4-6 (chapters 11-20); mock3-questions.ts joins the batches.
import type { NewQuestion } from './mock1-cases.ts';
import { W, MF, PMS, AIF, MPT, PCP, PERF, OPS, REG, ETH, GRV } from './workbook.ts';

/** Batch 2: modules 4-6 (chapters 11-20), 45 questions. */
export const BATCH2: NewQuestion[] = [
  // ---- Chapter 11 (6)
  {
    topic: MF,
    question:
      'An investor redeems 2,000 units of a scheme when its NAV is Rs 25. An exit load of 1% applies. How much does she receive, ignoring taxes?',
    correct: 'Rs 49,500',
    wrong: ['Rs 50,000', 'Rs 50,500', 'Rs 49,750'],
    explanation:
      'The exit load is deducted from the NAV: redemption price = 25 x (1 - 0.01) = Rs 24.75, so she receives 2,000 x 24.75 = Rs 49,500. The load of Rs 500 stays in the scheme for the remaining unitholders. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question: "What does a mutual fund's registrar and transfer agent (RTA) mainly do?",
    correct: 'Keeps unitholder records and processes transactions',
    wrong: [
      'Chooses the securities in which the scheme invests',
      'Holds the scheme’s securities in safe custody',
      'Supervises the AMC on behalf of the unitholders',
    ],
    explanation:
      'The RTA maintains unitholder records (folios, KYC links, bank details, nominations), processes transactions and sends statements. The fund manager picks securities, the custodian holds them and the trustees supervise the AMC. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question: 'Which body registers mutual fund distributors and issues them an ARN (AMFI Registration Number)?',
    correct: 'The Association of Mutual Funds in India',
    wrong: ['The Securities and Exchange Board of India', 'The National Institute of Securities Markets', 'The Reserve Bank of India'],
    explanation:
      'AMFI, the industry association of SEBI-registered mutual funds, registers distributors who hold the required NISM certification and issues the ARN that must appear on their transactions. SEBI regulates the funds themselves. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question: 'Why does the number of units of an open-ended scheme change from day to day?',
    correct: 'Units are created on purchases and cancelled on redemptions',
    wrong: [
      'The AMC splits the units whenever the NAV rises',
      'SEBI fixes a new unit capital for the scheme at the start of each day',
      'Units are bought and sold only among investors',
    ],
    explanation:
      'An open-ended scheme sells and repurchases units with investors on every business day at NAV-based prices, so its unit capital is not fixed: new units are issued on purchases and extinguished on redemptions. Close-ended schemes have a fixed number of units traded on the exchange. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question:
      'Which document gives the details common to all schemes of a fund house, such as its sponsor, trustees, AMC and key personnel?',
    correct: 'The Statement of Additional Information (SAI)',
    wrong: [
      'The Key Information Memorandum (KIM)',
      'The Scheme Information Document (SID)',
      'The Consolidated Account Statement (CAS) of the investor',
    ],
    explanation:
      'The offer document of a mutual fund has two parts: the SID, specific to each scheme, and the SAI, with statutory information common to all schemes of the fund. The KIM is a summary of the SID that accompanies application forms, and the CAS is an investor’s statement. ' +
      W(11, MF),
  },
  {
    topic: MF,
    question: 'Who is the beneficial owner of the assets of a mutual fund scheme?',
    correct: 'The unitholders, in proportion to their units',
    wrong: [
      'The sponsor that set up and registered the mutual fund',
      'The asset management company',
      'The custodian that holds the securities',
    ],
    explanation:
      'A mutual fund is constituted as a trust; the trustees hold the property for the benefit of unitholders, who own the scheme’s assets in proportion to the units they hold. The AMC only manages the money for a fee, and the custodian only holds the securities. ' +
      W(11, MF),
  },
  // ---- Chapter 12 (4)
  {
    topic: PMS,
    question: 'What minimum net worth must a portfolio manager have under the SEBI (Portfolio Managers) Regulations, 2020?',
    correct: 'Rs 5 crore',
    wrong: ['Rs 50 lakh', 'Rs 1 crore', 'Rs 25 crore'],
    explanation:
      'The 2020 regulations raised the net worth requirement for portfolio managers to Rs 5 crore, so that only adequately capitalised firms manage clients’ money. (Rs 50 lakh is the minimum a client must invest.) ' +
      W(12, PMS),
  },
  {
    topic: PMS,
    question: 'In a non-discretionary portfolio management service, how are investment decisions made?',
    correct: 'The client approves each decision; the manager executes it',
    wrong: [
      'The manager decides alone and reports to the client later',
      'The client decides and also places every order himself',
      'The custodian decides within limits set by the trustees',
    ],
    explanation:
      'Under non-discretionary PMS the portfolio manager manages the portfolio as directed by the client: it proposes, the client decides, and the manager executes. Under discretionary PMS the manager decides alone; under advisory PMS the client executes as well as decides. ' +
      W(12, PMS),
  },
  {
    topic: PMS,
    question: 'Which kind of fee may a portfolio manager NOT charge its clients?',
    correct: 'An upfront fee when the client signs up',
    wrong: ['A fixed annual management fee', 'A performance fee above a high-water mark', 'A combination of fixed and performance fees'],
    explanation:
      'Under the PMS Regulations, 2020, no upfront fee may be charged to clients, directly or indirectly. Fees may be fixed, performance-based or a mix of the two, as set out in the agreement, with performance fees calculated on a high-water-mark basis. ' +
      W(12, PMS),
  },
  {
    topic: PMS,
    question:
      'A PMS client withdraws Rs 15 lakh from her portfolio during the second year of investment. What is the maximum exit load the portfolio manager may charge under SEBI’s rules?',
    correct: 'Rs 30,000',
    wrong: ['Rs 45,000', 'Rs 15,000', 'Rs 0'],
    explanation:
      'SEBI caps PMS exit loads at 3% of the amount redeemed in the first year of investment, 2% in the second year and 1% in the third, with no exit load after three years. In the second year: 2% x 15,00,000 = Rs 30,000. ' +
      W(12, PMS),
  },
  // ---- Chapter 13 (6)
  {
    topic: AIF,
    question: 'Apart from the special cases of angel funds and social impact funds, what minimum corpus must each AIF scheme have?',
    correct: 'Rs 20 crore',
    wrong: ['Rs 1 crore', 'Rs 5 crore', 'Rs 100 crore'],
    explanation:
      'Under regulation 10 of the SEBI (AIF) Regulations, 2012, each scheme must have a corpus of at least Rs 20 crore (angel funds and social impact funds have lower limits). Rs 1 crore is the usual minimum investment per investor, a different limit. ' +
      W(13, AIF),
  },
  {
    topic: AIF,
    question: 'Leaving aside accredited investors and angel funds, how many investors at most may an AIF scheme have?',
    correct: '1,000',
    wrong: ['50', '250', '5,000'],
    explanation:
      'An AIF scheme may not have more than 1,000 investors (accredited investors are not counted towards the limit, and angel funds have their own rules), in keeping with its character as a privately pooled fund for a limited number of sophisticated investors. ' +
      W(13, AIF),
  },
  {
    topic: AIF,
    question: 'How may an AIF raise money from investors?',
    correct: 'Only by private placement, through a placement memorandum',
    wrong: [
      'Through a public offer advertised in newspapers and online',
      'Through daily sale of units to any investor at the NAV',
      'Through an IPO of units listed on a stock exchange platform',
    ],
    explanation:
      'AIFs are privately pooled investment vehicles: they may raise funds only by private placement, issuing a private placement memorandum with information about the fund, its strategy, risks and fees. They may not make public offers. ' +
      W(13, AIF),
  },
  {
    topic: AIF,
    question: 'Which of these funds would register as a Category I AIF?',
    correct: 'A fund investing in early-stage infrastructure projects',
    wrong: [
      'A long-short hedge fund trading listed derivatives with leverage',
      'A buy-out private equity fund for mature companies',
      'A fund of listed shares using heavy borrowing',
    ],
    explanation:
      'Category I AIFs invest in start-ups, early-stage ventures, social ventures, SMEs or infrastructure, sectors the government or regulators consider socially or economically desirable: venture capital, SME, social impact and infrastructure funds. Buy-out PE is Category II; leveraged and derivative strategies are Category III. ' +
      W(13, AIF),
  },
  {
    topic: AIF,
    question: 'Under what condition may a Category II AIF borrow money?',
    correct: 'Only briefly and within limits, for temporary needs',
    wrong: [
      'Freely, up to twice its net assets, for leverage',
      'Whenever its investors approve it by a majority',
      'Never, not even for its operational expenses',
    ],
    explanation:
      'Category I and II AIFs (Category II includes private equity and debt funds) may not use leverage or borrow except to meet temporary funding and day-to-day operational requirements: for no more than 30 days, on no more than four occasions a year and up to 10% of investable funds. Since August 2024 such borrowing may also bridge a temporary shortfall in investors’ drawdowns, as a last resort and under further conditions. Category III AIFs may use leverage, subject to SEBI’s limits. ' +
      W(13, AIF),
  },
  {
    topic: AIF,
    question:
      'After returning investors’ capital and their hurdle return, an AIF has Rs 30 crore of profit left. The manager’s carried interest is 20% of this profit. How much carried interest does the manager earn?',
    correct: 'Rs 6 crore',
    wrong: ['Rs 3 crore', 'Rs 24 crore', 'Rs 7.5 crore'],
    explanation:
      'Carried interest is the manager’s share of profits once investors have received their capital and the agreed hurdle: 20% x 30 crore = Rs 6 crore; the other Rs 24 crore goes to investors. It rewards the manager for performance, on top of the management fee. ' +
      W(13, AIF),
  },
  // ---- Chapter 14 (3)
  {
    topic: MPT,
    question:
      'A portfolio holds two assets in equal weights. Their standard deviations are 20% and 10% and their returns are uncorrelated. What is the portfolio’s standard deviation (two decimals)?',
    correct: '11.18%',
    wrong: ['15.00%', '22.36%', '5.00%'],
    explanation:
      'With correlation 0 the covariance term drops out: SD = sqrt(0.5^2 x 20^2 + 0.5^2 x 10^2) = sqrt(100 + 25) = sqrt(125) = 11.18%. That is well below the 15% weighted average, which would apply only with perfect positive correlation. ' +
      W(14, MPT),
  },
  {
    topic: MPT,
    question: 'What does Markowitz portfolio theory assume about how investors choose portfolios?',
    correct: 'They are risk-averse and judge by expected return and variance',
    wrong: [
      'They prefer more risk for the same expected return',
      'They choose by past returns alone, ignoring volatility entirely',
      'They hold single assets rather than diversified mixes',
    ],
    explanation:
      'Mean-variance analysis assumes investors are risk-averse and rational: for a given expected return they want the least variance, and for a given variance the highest return. Combining assets with less than perfect correlation is what makes diversification pay. ' +
      W(14, MPT),
  },
  {
    topic: MPT,
    question: 'As more and more randomly chosen stocks are added to a portfolio, what happens to its total risk?',
    correct: 'It falls towards the level of market risk, then levels off',
    wrong: [
      'It keeps falling steadily until it reaches zero in the end',
      'It rises, because each new stock adds its own extra risk',
      'It stays the same, whatever the number of stocks held',
    ],
    explanation:
      'Adding stocks diversifies away company-specific (unsystematic) risk, so total risk falls quickly at first and then flattens out. What remains is systematic (market) risk, which diversification within the market cannot remove. ' +
      W(14, MPT),
  },
  // ---- Chapter 15 (4)
  {
    topic: PCP,
    question:
      'A client keeps Rs 3 lakh in a savings account at 3% "for the holidays" while carrying a credit-card balance at 36%. Which bias does this show?',
    correct: 'Mental accounting',
    wrong: ['Herding behaviour', 'Anchoring bias', 'Overconfidence bias'],
    explanation:
      'Mental accounting is treating money differently depending on the "account" it is mentally assigned to, although money is interchangeable. Paying off the 36% debt with the 3% savings would leave the client better off. ' +
      W(15, PCP),
  },
  {
    topic: PCP,
    question:
      'An investor who is convinced a company is a winner reads only reports that praise it and dismisses critical ones. Which bias is this?',
    correct: 'Confirmation bias',
    wrong: ['Loss aversion', 'Recency bias', 'Mental accounting'],
    explanation:
      'Confirmation bias is the tendency to seek and give weight to information that supports an existing belief and to ignore evidence against it. Advisers counter it by setting out the case against an investment as well as the case for it. ' +
      W(15, PCP),
  },
  {
    topic: PCP,
    question:
      'An investor quickly sells shares that have risen, but keeps holding shares that have fallen in the hope of getting back to cost. What is this pattern called?',
    correct: 'The disposition effect',
    wrong: ['The home-country bias', 'The framing effect', 'The endowment effect'],
    explanation:
      'The disposition effect, linked to loss aversion, is the tendency to realise gains too early and hold on to losers too long, to avoid the regret of booking a loss. Decisions should depend on each holding’s prospects, not on its purchase price. ' +
      W(15, PCP),
  },
  {
    topic: PCP,
    question: 'How does a target-date (life-cycle) approach change a retirement portfolio over time?',
    correct: 'It cuts equity and adds debt as the target date nears',
    wrong: [
      'It adds equity steadily as the target date nears',
      'It keeps the same asset mix until the target date',
      'It moves the whole portfolio to cash in the first year',
    ],
    explanation:
      'A life-cycle or target-date approach follows a "glide path": a high equity allocation when the goal is far away, reduced gradually in favour of debt as the date approaches, so that a market fall just before the money is needed does less damage. ' +
      W(15, PCP),
  },
  // ---- Chapter 16 (2)
  {
    topic: PERF,
    question:
      'A fund is only one of many holdings in a client’s well-diversified portfolio. Which measure is most suitable for judging its risk-adjusted return?',
    correct: 'The Treynor ratio, which uses beta',
    wrong: ['The Sharpe ratio, which uses total risk', 'The fund’s absolute return for the year', 'The fund’s rank on return among peers'],
    explanation:
      'In a well-diversified portfolio, a fund’s unsystematic risk is largely diversified away, so what matters is its systematic risk (beta). The Treynor ratio measures excess return per unit of beta; the Sharpe ratio, per unit of total risk, suits a fund that is the investor’s whole portfolio. ' +
      W(16, PERF),
  },
  {
    topic: PERF,
    question: 'Which return measure is the internal rate of return of an investor’s actual cash flows into and out of a portfolio?',
    correct: 'The money-weighted rate of return',
    wrong: ['The time-weighted rate of return', 'The arithmetic average return', 'The holding period return'],
    explanation:
      'The money-weighted return is the IRR that equates the investor’s contributions, withdrawals and ending value, so it reflects the timing and size of the investor’s own cash flows. It shows the investor’s experience; the time-weighted return removes those flows to judge the manager. ' +
      W(16, PERF),
  },
  // ---- Chapter 17 (6)
  {
    topic: OPS,
    question: 'An investor wants some of his demat shares back as physical share certificates. What is this process called?',
    correct: 'Rematerialisation',
    wrong: ['Dematerialisation', 'Transmission', 'Transposition'],
    explanation:
      'Rematerialisation converts electronic holdings back into physical certificates, through a request to the depository participant, which the depository and the company’s RTA process. Dematerialisation is the reverse, transmission follows a death and transposition changes the order of joint names. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'A company declares a dividend with a record date. Who receives it?',
    correct: 'Shareholders on the register as on the record date',
    wrong: [
      'Anyone who buys the shares before the payment date',
      'Shareholders who held the shares for a full year',
      'Only the shareholders who attended the AGM',
    ],
    explanation:
      'The record date fixes who is entitled to a corporate benefit: holders whose names appear in the register of members and the depositories’ records on that date. With T+1 settlement, a buyer must buy at least one trading day before the record date to be on the register. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'For whom is a Basic Services Demat Account (BSDA) designed?',
    correct: 'Individuals with small holdings, at lower charges',
    wrong: [
      'Companies holding shares of their subsidiaries',
      'Foreign investors who trade in derivatives',
      'Brokers holding securities for their clients',
    ],
    explanation:
      'The BSDA is a low-cost demat account for individual investors with modest holdings in a single demat account, with reduced or nil annual maintenance charges up to a holding limit, to encourage small investors to hold securities in demat form. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'A client wants to close a demat account that still holds shares. What must happen first?',
    correct: 'The shares must be moved out or rematerialised',
    wrong: [
      'The shares are sold by the DP at the market price',
      'The shares are transferred to the company’s RTA',
      'Nothing; the DP closes it with the shares inside',
    ],
    explanation:
      'A demat account can be closed only when it holds no balances: the holder transfers the securities to another demat account (often with the same holders) or rematerialises them. The DP does not sell the shares on its own. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'What is a folio number in mutual fund investing?',
    correct: 'The account number for an investor’s holdings with an AMC',
    wrong: [
      'The registration number of the mutual fund distributor',
      'The code given to each scheme by the stock exchange',
      'The serial number printed on each unit certificate',
    ],
    explanation:
      'A folio is the investor’s account with a fund house; its number identifies the holder, the holding pattern, bank details and nominations, and several schemes of the same AMC can be held in one folio. The distributor’s number is the ARN. ' +
      W(17, OPS),
  },
  {
    topic: OPS,
    question: 'How does a shareholder who holds shares in demat form receive bonus shares?',
    correct: 'They are credited to the demat account by the depository',
    wrong: [
      'She must apply for them through her stock broker online',
      'They are posted to her as physical share certificates',
      'She buys them on the exchange at a special discount',
    ],
    explanation:
      'For a bonus issue, the company (through its RTA) gives the depositories the list of holders on the record date and the bonus shares are credited directly to their demat accounts. No application or payment is needed. ' +
      W(17, OPS),
  },
  // ---- Chapter 18 (6)
  {
    topic: REG,
    question:
      'A group of traders buy a thinly traded share among themselves to push up its price, then promote it on social media and sell to new buyers. Which SEBI regulations does this breach?',
    correct: 'The Prohibition of Fraudulent and Unfair Trade Practices Regulations',
    wrong: [
      'The Substantial Acquisition of Shares and Takeovers Regulations',
      'The Issue of Capital and Disclosure Requirements Regulations',
      'The Listing Obligations and Disclosure Requirements Regulations',
    ],
    explanation:
      'Creating artificial volume or price and then selling to misled investors ("pump and dump", circular trading) is market manipulation, prohibited by the SEBI (PFUTP) Regulations, 2003. The other regulations deal with takeovers, public issues and listed companies’ obligations. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question: 'Where does a person aggrieved by an order of SEBI file an appeal?',
    correct: 'The Securities Appellate Tribunal',
    wrong: ['The National Company Law Tribunal', 'The Reserve Bank of India', 'The Competition Commission'],
    explanation:
      'Appeals against orders of SEBI (and of some other financial regulators) lie with the Securities Appellate Tribunal (SAT); an appeal against a SAT order lies with the Supreme Court. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question:
      'A popular social-media personality who is not registered with SEBI gives stock tips and claims high returns. A registered adviser wants to pay him to promote her services. What do SEBI’s rules say?',
    correct: 'She may not associate with him in this way',
    wrong: [
      'She may, if she pays him only a fixed fee',
      'She may, if his followers number above a limit',
      'She may, if he discloses that he is being paid',
    ],
    explanation:
      'SEBI-regulated entities and their agents may not associate, directly or indirectly, through money or otherwise, with unregistered persons who give investment advice or recommendations or claim returns, subject to narrow exceptions such as pure investor education. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question:
      'A company collects money from the public for a scheme that raises teak plantations and promises investors a share of the returns from the timber. Under which SEBI regulations does such a pooled scheme fall?',
    correct: 'The SEBI (Collective Investment Schemes) Regulations, 1999',
    wrong: [
      'The SEBI (Alternative Investment Funds) Regulations, 2012',
      'The SEBI (Portfolio Managers) Regulations, 2020 alone',
      'The SEBI (Investment Advisers) Regulations, 2013',
    ],
    explanation:
      'A scheme that pools investors’ money in an arrangement managed by an operator, with returns from the property or produce, and in which investors do not have day-to-day control, is a collective investment scheme under section 11AA of the SEBI Act. It may be run only by an entity registered under the CIS Regulations, 1999. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question: 'Which SEBI regulations set out the "fit and proper person" criteria that every registered intermediary must meet?',
    correct: 'The SEBI (Intermediaries) Regulations, 2008',
    wrong: [
      'The SEBI (Investor Protection Fund) Guidelines',
      'The SEBI (Mutual Funds) Regulations, 1996 only',
      'The SEBI (Depositories) Act rules of 1996',
    ],
    explanation:
      'The SEBI (Intermediaries) Regulations, 2008 provide a common framework for registered intermediaries, including the fit and proper person criteria (integrity, reputation, character, no disqualifications) that applicants and their key persons must satisfy at all times. ' +
      W(18, REG),
  },
  {
    topic: REG,
    question:
      'An acquirer buys shares that take its voting rights in a listed company to 26%. What does SEBI’s Takeover Code require it to do?',
    correct: 'Make an open offer to the other shareholders',
    wrong: [
      'Delist the company from all stock exchanges',
      'Sell the shares above 25% within one month',
      'Obtain approval from the Reserve Bank of India',
    ],
    explanation:
      'Under the SEBI (Substantial Acquisition of Shares and Takeovers) Regulations, 2011, acquiring 25% or more of the voting rights of a listed company triggers a mandatory open offer, so that public shareholders get a chance to exit at a fair price when control may change. ' +
      W(18, REG),
  },
  // ---- Chapter 19 (3)
  {
    topic: ETH,
    question:
      'An adviser issues a new recommendation that many clients may act on. She sends it first to her three largest clients and to the rest a day later. How should this be judged?',
    correct: 'It is unfair: clients should receive it at the same time',
    wrong: [
      'It is fine, since large clients pay more in fees',
      'It is fine, if small clients are told later about it',
      'It is required, so that large orders do not move prices',
    ],
    explanation:
      'Fair dealing requires that recommendations be disseminated to all clients for whom they are suitable at the same time, so that no group can act ahead of others. Favouring larger clients breaches the duty to treat clients fairly. ' +
      W(19, ETH),
  },
  {
    topic: ETH,
    question:
      'To close a sale, an agent describes only the past returns of a product and says nothing about its five-year lock-in and high charges. What is this?',
    correct: 'Mis-selling through incomplete disclosure',
    wrong: ['Acceptable promotion of the product', 'A breach only if the returns later fall', 'A problem only when sold to new clients'],
    explanation:
      'Mis-selling includes hiding material facts, such as lock-ins, charges and risks, that would affect the client’s decision. Clients must get a balanced picture before they commit; whether the product later performs well does not cure the omission. ' +
      W(19, ETH),
  },
  {
    topic: ETH,
    question:
      'A client asks his adviser to backdate the date on a risk-profile form so that it appears completed before the advice was given. What should the adviser do?',
    correct: 'Refuse, and complete a correctly dated profile now',
    wrong: [
      'Agree, since the client has asked for it himself',
      'Agree, if the answers on the form are accurate',
      'Agree, but keep a note of the real date privately',
    ],
    explanation:
      'Records must be honest and accurate; backdating a document misrepresents when the profile was done and defeats the rule that risk profiling comes before advice. The right course is to complete the profile properly now and review the advice in its light. ' +
      W(19, ETH),
  },
  // ---- Chapter 20 (5)
  {
    topic: GRV,
    question: 'Which of these complaints can SEBI take up on SCORES?',
    correct: 'A fee refund withheld by a registered adviser',
    wrong: [
      'An anonymous complaint about a listed company',
      'Losses from an unregistered tip-seller on an app',
      'Unhappiness with the market price of a share',
    ],
    explanation:
      'SCORES handles complaints against listed companies and SEBI-registered intermediaries on matters within SEBI’s purview. Anonymous complaints, complaints about unregistered or unregulated activities and dissatisfaction with the trading price of shares are not treated as complaints on SCORES. ' +
      W(20, GRV),
  },
  {
    topic: GRV,
    question: 'What is the investor charter that SEBI requires investment advisers to display?',
    correct: 'A summary of services, investor rights and grievance steps',
    wrong: [
      'A list of the adviser’s recommended products for the year',
      'A certificate that the adviser’s returns have been audited',
      'A contract fixing the adviser’s fees for all clients',
    ],
    explanation:
      'SEBI’s investor charter for investment advisers sets out, in one place and in plain language, the services provided, investors’ rights and responsibilities, dos and don’ts, and the grievance redress mechanism with timelines. Advisers display it on their websites and apps. ' +
      W(20, GRV),
  },
  {
    topic: GRV,
    question:
      'A policyholder’s claim under a health insurance policy is wrongly rejected and the insurer’s own grievance cell does not help. Where can she go next?',
    correct: 'The Insurance Ombudsman',
    wrong: ['SEBI’s SCORES platform', 'The stock exchange’s arbitration', 'The Banking Ombudsman of the RBI'],
    explanation:
      'Complaints about insurance fall under IRDAI’s framework: after the insurer’s grievance cell, the policyholder can approach the Insurance Ombudsman. SCORES is for securities market matters, and banking complaints go to the RBI’s ombudsman. ' +
      W(20, GRV),
  },
  {
    topic: GRV,
    question:
      'A subscriber to the National Pension System has a complaint about his account that his point of presence has not resolved. Where should he escalate it?',
    correct: 'Through PFRDA’s grievance management system',
    wrong: [
      'Through SEBI’s SCORES complaints platform',
      'Through the Insurance Ombudsman’s office',
      'Through the stock exchange’s ODR portal',
    ],
    explanation:
      'NPS is regulated by the Pension Fund Regulatory and Development Authority, which runs a central grievance management system for subscribers’ complaints against NPS intermediaries. SEBI’s SCORES covers securities market entities only. ' +
      W(20, GRV),
  },
  {
    topic: GRV,
    question: 'Can an investor use SCORES for a complaint against a stock broker about commodity derivatives trades?',
    correct: 'Yes, since commodity derivatives are regulated by SEBI',
    wrong: [
      'No, such complaints go only to the RBI’s ombudsman',
      'No, commodity complaints are heard by consumer courts',
      'Yes, but only if the trade was in agricultural goods',
    ],
    explanation:
      'Commodity derivatives markets have been regulated by SEBI since the Forward Markets Commission merged with it in 2015, so complaints against SEBI-registered brokers about commodity derivatives trades can be lodged on SCORES like other securities market complaints. ' +
      W(20, GRV),
  },
];
