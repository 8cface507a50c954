// X-A Full-Length Mock Test 3: the nine original caselets (fictitious clients). Calculations are recomputed in
// calculations.ts (CALCS_M3).
import type { Case } from './mock1-cases.ts';
import { W, PFP, TVM, CFM, DEBT, SEG, STK, FI, DER, MF, PMS, AIF, MPT, PCP, PERF, OPS, ETH, GRV } from './workbook.ts';

export const CASES3: Case[] = [
  {
    title: 'Case 1: Neha Verma disputes a fee refund',
    marks: 1,
    passage:
      'Neha Verma, 36, is a product designer in Hyderabad. Last year she signed an advisory agreement with Sarthi Investment Advisers LLP, a SEBI-registered investment adviser, and paid its annual fee in advance. After three months she ended the agreement because the firm kept recommending changes she did not understand, and asked for the unused part of her fee as the agreement provided. Five weeks have passed without a refund or any reply to her e-mails. Before escalating, Neha wants to know whether other clients have had similar problems with the firm and how to complain to it directly. Her brother suggests that she also sue the firm in a civil court straight away. A few days later Raghav, a relationship manager at Sarthi, telephones her. He offers to waive the whole of next year\'s fee if she withdraws her complaint, and adds that once she does, he will delete her e-mails from the firm\'s complaint register "so that the monthly figures look clean". Neha has not yet decided what to do and asks a friend who works in compliance for guidance.',
    questions: [
      {
        topic: GRV,
        question: 'Where can Neha see how many complaints Sarthi has received and resolved in recent months?',
        correct: 'In the complaint data the firm must publish monthly on its website',
        wrong: [
          'Only by filing an application under the Right to Information Act',
          'Nowhere, as advisers keep their complaint data strictly confidential',
          'In the annual report that the firm files with the Registrar of Companies',
        ],
        explanation:
          'SEBI requires investment advisers to disclose the details of investor complaints (received, resolved, pending, average resolution time) on their websites and apps every month, by the 7th of the following month; advisers without a website e-mail the status to clients. ' +
          W(20, GRV),
      },
      {
        topic: GRV,
        question: 'What should Neha expect to find on Sarthi’s website to complain to the firm directly?',
        correct: 'A link or option to lodge a complaint with the firm directly',
        wrong: [
          'Only a postal address to which complaints may be sent by registered post',
          'A form for complaints, usable only after paying a small processing fee',
          'Nothing: complaints about advisers may be sent only to SEBI directly',
        ],
        explanation:
          'Along with the investor charter and monthly complaint data, advisers must display a link or option for clients to lodge complaints with them directly (SEBI’s circular of 13 December 2021); a link to SEBI’s SCORES may be shown as well, so that clients can first approach the adviser and then escalate if needed. ' +
          W(20, GRV),
      },
      {
        topic: GRV,
        question: 'If Neha first files a civil suit against Sarthi over the refund, how will SCORES treat a complaint on the same matter?',
        correct: 'It will not take it up, as the matter is pending in court',
        wrong: [
          'It will take it up and ask the court to stay the suit',
          'It will take it up only after the court gives its verdict',
          'It will decide it first, and its order binds the court',
        ],
        explanation:
          'Matters pending before a court or in quasi-judicial proceedings (sub judice), and disputes pending in the market ODR mechanism, are not dealt with on SCORES. An investor who chooses litigation must pursue that route for the same grievance. ' +
          W(20, GRV),
      },
      {
        topic: ETH,
        question: 'How should Raghav’s offer to waive next year’s fee if Neha withdraws her complaint be judged?',
        correct: 'It is improper: complaints must be resolved on their merits',
        wrong: [
          'It is acceptable, because the offer benefits Neha financially',
          'It is acceptable, if the waiver is recorded in a written contract',
          'It is required, as firms must settle complaints at any cost',
        ],
        explanation:
          'Inducing a client to withdraw a complaint, instead of addressing what she is owed, puts the firm’s record ahead of the client’s interest. The ethical course is to examine the grievance and pay the refund due under the agreement. ' +
          W(19, ETH),
      },
      {
        topic: ETH,
        question: 'What is wrong with Raghav’s plan to delete Neha’s e-mails from the complaint register?',
        correct: 'It falsifies records and misleads clients and the regulator',
        wrong: [
          'Nothing, if Neha agrees to withdraw her complaint first',
          'Nothing, as e-mails are not complaints until filed on SCORES',
          'Only that the deletion should wait until the financial year ends',
        ],
        explanation:
          'Complaint records and the monthly figures drawn from them must be complete and accurate; deleting a complaint to improve the numbers is dishonest record-keeping that misleads prospective clients, auditors and SEBI. ' +
          W(19, ETH),
      },
    ],
  },
  {
    title: 'Case 2: Vikram Sood looks beyond mutual funds',
    marks: 1,
    passage:
      'Vikram Sood, 52, runs a profitable auto-parts business in Ludhiana and has about Rs 3 crore in bank deposits and mutual funds. Wanting more personalised management, he is considering two products. The first is the discretionary service of Vistara Portfolio Managers, a SEBI-registered portfolio manager, where he would invest Rs 75 lakh. Vistara\'s sales executive tells him that the money will be "locked in for three years" and that the firm will send him "performance figures before fees, since fees vary from client to client". Vikram also asks what would happen if, some time later, his portfolio were worth Rs 80 lakh and he needed Rs 40 lakh for his daughter\'s wedding. The second product is a Category III AIF running a long-short equity strategy, in which he would invest Rs 1.5 crore. Its presentation says the fund accepts subscriptions and redemptions every month, and that the manager earns a performance fee only on returns above a hurdle rate of 10% a year. Vikram asks his investment adviser to explain these points before he signs anything.',
    questions: [
      {
        topic: PMS,
        question: 'Can Vistara lock Vikram’s money in for three years?',
        correct: 'No; it may charge only an exit load within SEBI’s limits',
        wrong: [
          'Yes; any lock-in agreed in writing with the client is valid',
          'Yes; all discretionary services carry a three-year lock-in',
          'No; clients may not withdraw at all in the first three years',
        ],
        explanation:
          'A portfolio manager cannot impose a lock-in on a client’s investment. It may charge an exit load on withdrawals as agreed, within SEBI’s caps (at most 3%, 2% and 1% of the amount redeemed in the first, second and third year, and nothing after that). ' +
          W(12, PMS),
      },
      {
        topic: PMS,
        question: 'If Vikram’s portfolio were worth Rs 80 lakh, how much could he withdraw while keeping the portfolio open?',
        correct: 'Rs 30 lakh',
        wrong: ['Rs 40 lakh', 'Rs 80 lakh', 'Rs 5 lakh'],
        explanation:
          'A client may withdraw part of the portfolio, but its value after the withdrawal must not fall below the minimum investment of Rs 50 lakh. So at most 80 - 50 = Rs 30 lakh can be withdrawn without closing the account. ' +
          W(12, PMS),
      },
      {
        topic: PMS,
        question: 'How must Vistara report its performance to Vikram?',
        correct: 'Net of all fees and expenses charged to the portfolio',
        wrong: [
          'Before fees, since fee structures differ between clients',
          'Only as the best-performing client portfolio of the year',
          'Gross of expenses, with fees shown in a separate note',
        ],
        explanation:
          'SEBI requires portfolio managers to report performance net of all fees and expenses, including cash holdings, so that the client sees what he actually earned. Figures "before fees" overstate the return. ' +
          W(12, PMS),
      },
      {
        topic: AIF,
        question: 'Is it permissible for the Category III AIF to accept subscriptions and redemptions every month?',
        correct: 'Yes; Category III AIFs may be open-ended or close-ended',
        wrong: [
          'No; every AIF must be close-ended with a three-year tenure',
          'No; only Category I AIFs may allow monthly redemptions',
          'Yes; but only if its units are listed on an exchange',
        ],
        explanation:
          'Category I and II AIFs must be close-ended, with a minimum tenure of three years, but Category III AIFs may be open-ended or close-ended, which suits liquid strategies such as long-short equity. ' +
          W(13, AIF),
      },
      {
        topic: AIF,
        question: 'What does the 10% hurdle rate in the AIF’s presentation mean for Vikram?',
        correct: 'The manager earns a performance fee only on returns above 10%',
        wrong: [
          'The fund guarantees Vikram a return of at least 10% a year',
          'The manager may lose at most 10% of the fund in any year',
          'The fund charges a fixed fee of 10% of profits every year',
        ],
        explanation:
          'A hurdle rate is the minimum return investors must earn before the manager is paid a performance fee or carried interest; it aligns the manager’s reward with investors’ results. It is not a guaranteed return or a loss limit. ' +
          W(13, AIF),
      },
    ],
  },
  {
    title: 'Case 3: Aditya Menon uses the derivatives market',
    marks: 1,
    passage:
      "Aditya Menon, 44, an IT consultant in Kochi, holds 600 shares of a pharmaceutical company bought at Rs 1,050; the share now trades at Rs 1,200. Expecting the price to stay in a range for a month, he writes (sells) call options on all 600 shares with a strike price of Rs 1,300 at a premium of Rs 30 a share, keeping the shares as cover. He also plans to buy one lot of futures on a cement company at Rs 850; the lot size is 1,000 shares and his broker tells him that the initial margin is 15% of the contract value. He is unsure what happens if he holds the stock futures until expiry. Separately, he has read that the promoters of a listed bank will sell part of their stake through the stock exchange next week, in a window open to retail investors, and that he can also apply for Government of India Treasury bills in the RBI's auction through his broker's platform, without having to quote a yield. He wants to understand these before acting.",
    questions: [
      {
        topic: DER,
        question:
          'If the share is above Rs 1,300 at expiry and the call is exercised against Aditya, what is his effective selling price per share, counting the premium?',
        correct: 'Rs 1,330',
        wrong: ['Rs 1,300', 'Rs 1,270', 'Rs 1,230'],
        explanation:
          'In a covered call the writer must deliver at the strike if the option is exercised, but keeps the premium: 1,300 + 30 = Rs 1,330 a share. The strategy earns income in a flat market but gives up gains above the strike. ' +
          W(10, DER),
      },
      {
        topic: DER,
        question: 'What initial margin must Aditya deposit for one lot of the cement futures?',
        correct: 'Rs 1,27,500',
        wrong: ['Rs 8,50,000', 'Rs 12,750', 'Rs 1,50,000'],
        explanation:
          'Contract value = 850 x 1,000 = Rs 8,50,000; initial margin = 15% x 8,50,000 = Rs 1,27,500. Futures need only a margin up front, which is why they are leveraged; daily mark-to-market then settles gains and losses. ' +
          W(10, DER),
      },
      {
        topic: DER,
        question: 'If Aditya holds the cement stock futures until expiry, how will they be settled?',
        correct: 'By physical delivery of the shares against payment',
        wrong: [
          'In cash only, at the difference from the final price',
          'By rolling over automatically into the next month',
          'By cancelling the contract and returning the margin',
        ],
        explanation:
          'Stock futures and stock options in India that remain open at expiry are settled by physical delivery: a long futures holder must pay for and take delivery of the shares. Index derivatives, by contrast, are cash-settled. ' +
          W(10, DER),
      },
      {
        topic: SEG,
        question: 'What is the promoters’ sale that Aditya has read about?',
        correct: 'An offer for sale (OFS) through the stock exchange mechanism',
        wrong: [
          'A qualified institutional placement of new shares by the bank',
          'A rights issue offered only to the bank’s existing shareholders',
          'A buyback of shares by the bank through the open market',
        ],
        explanation:
          'Through the OFS mechanism, promoters (and certain large shareholders) of listed companies sell existing shares on a separate window of the exchange, with a portion reserved for retail investors. No new shares are issued, so the company raises no money. ' +
          W(6, SEG),
      },
      {
        topic: SEG,
        question: 'How can Aditya take part in the Treasury bill auction through his broker’s platform without quoting a yield?',
        correct: 'By a non-competitive bid, allotted at the auction’s price',
        wrong: [
          'By a competitive bid, quoting the highest price he can',
          'By buying the bills in the cash market before the auction',
          'By applying in an IPO of the bills on the SME platform',
        ],
        explanation:
          'Retail investors can place non-competitive bids in government securities and T-bill auctions (for example through stock exchange platforms or RBI Retail Direct): they state only the amount and are allotted at the price set by the competitive bids. ' +
          W(6, SEG),
      },
    ],
  },
  {
    title: 'Case 4: Farida Khan plans her retirement income',
    marks: 1,
    passage:
      'Farida Khan retired last month at 60 as principal of a school in Bhopal. She is in good health; her mother lived to 94. She has Rs 60 lakh of retirement savings and wants a steady monthly income. Her adviser suggests three parts: Rs 20 lakh in a 10-year Government of India security, which she intends to hold to maturity; Rs 25 lakh in a debt mutual fund from which a systematic withdrawal plan (SWP) will pay her Rs 40,000 on the 5th of every month; and the rest in a conservative hybrid fund. On the first SWP date the debt fund\'s NAV is Rs 32. Farida\'s neighbour tells her that the IDCW option of another debt fund would be simpler, because "it pays a fixed monthly dividend". Farida also worries that the value of her government security will fall if interest rates rise, and asks the adviser how long her plan should assume her savings must last.',
    questions: [
      {
        topic: FI,
        question: 'Which risk does Farida still bear on her Government of India security?',
        correct: 'Interest-rate risk, seen in price changes before maturity',
        wrong: [
          'Default risk, since the government may miss its coupons',
          'Currency risk, since the bond pays in foreign exchange',
          'Equity market risk, since the coupon tracks the index',
        ],
        explanation:
          'Central government securities carry practically no credit risk, but their market prices move inversely with interest rates, so their value before maturity changes as rates change. Coupons are paid in rupees and are fixed. ' +
          W(9, FI),
      },
      {
        topic: FI,
        question:
          'Farida plans to hold the government security until it matures. How does a rise in rates in the meantime affect what she finally receives?',
        correct: 'It does not: she gets her coupons and the face value',
        wrong: [
          'She receives less than the face value when it matures',
          'Her coupons are cut in line with the new rates',
          'The bond is redeemed early at its market price',
        ],
        explanation:
          'Price changes matter only if the bond is sold before maturity. A holder to maturity receives every fixed coupon and the face value, whatever happens to rates in between; what changes is the rate at which coupons can be reinvested. ' +
          W(9, FI),
      },
      {
        topic: MF,
        question: 'How many units will the first SWP instalment redeem?',
        correct: '1,250 units',
        wrong: ['1,280 units', '781 units', '12,500 units'],
        explanation:
          'Units redeemed = amount / NAV = 40,000 / 32 = 1,250 units. Each month a different number of units is redeemed, depending on the NAV on that date; the remaining units stay invested. ' +
          W(11, MF),
      },
      {
        topic: MF,
        question: 'What is wrong with the neighbour’s description of the IDCW option?',
        correct: 'IDCW payouts are not assured; they depend on distributable surplus',
        wrong: [
          'IDCW payouts are fixed by SEBI for every debt scheme each year',
          'IDCW payouts come from the AMC’s own profits, not the scheme',
          'Nothing: an IDCW option pays the same amount every month',
        ],
        explanation:
          'Under the income distribution cum capital withdrawal option, the trustees decide whether and how much to distribute, out of the scheme’s distributable surplus; amounts can vary or be skipped, and the NAV falls by the amount paid. An SWP gives a fixed amount by redeeming units. ' +
          W(11, MF),
      },
      {
        topic: PFP,
        question: 'For how long should Farida’s plan assume her savings must last?',
        correct: 'For a long life, perhaps 30 years or more',
        wrong: [
          'For about 10 years, as most plans assume',
          'Only until she turns 70, when costs fall',
          'For the 10-year life of her government bond',
        ],
        explanation:
          'Longevity risk, the risk of outliving savings, is central to retirement planning. A healthy 60-year-old with a family history of long life should plan for income well into her 90s; under-estimating the horizon leads to over-spending early. ' +
          W(1, PFP),
      },
    ],
  },
  {
    title: 'Case 5: Sunil Agarwal reviews his portfolio',
    marks: 1,
    passage:
      'Sunil Agarwal, 48, a chartered accountant in Jaipur, agreed with his adviser two years ago on a strategic allocation of 60% equity and 40% debt. After a strong year for shares, his Rs 50 lakh portfolio now holds Rs 35 lakh in equity and Rs 15 lakh in debt. Excited by the rally, Sunil wants to move everything into equity "because markets have only gone up lately". He is also keen on a cement share: his own research suggests it will return 16% a year; its beta is 1.3, the risk-free rate is 6.5% and the market is expected to return 12.5%. His adviser shows him a simpler way to set risk: a mix of 40% in a risk-free asset and 60% in a market index fund, where the market has a standard deviation of 18%. Finally, his equity fund beat its benchmark by 2.5% last year, and Sunil wants to know how much of this came from the fund\'s sector weights and how much from its choice of individual shares.',
    questions: [
      {
        topic: PCP,
        question: 'To restore the 60:40 allocation, what should Sunil do?',
        correct: 'Move Rs 5 lakh from equity to debt',
        wrong: ['Move Rs 10 lakh from equity to debt', 'Move Rs 5 lakh from debt to equity', 'Move Rs 3 lakh from equity to debt'],
        explanation:
          'Target equity = 60% x 50 lakh = Rs 30 lakh; he holds Rs 35 lakh, so Rs 5 lakh of equity should be sold and added to debt (taking debt from Rs 15 lakh to Rs 20 lakh, i.e. 40%). Rebalancing brings risk back to the agreed level. ' +
          W(15, PCP),
      },
      {
        topic: PCP,
        question: 'Which bias does Sunil’s wish to go fully into equity "because markets have only gone up lately" show?',
        correct: 'Recency bias',
        wrong: ['Mental accounting', 'Anchoring bias', 'Loss aversion'],
        explanation:
          'Recency bias is giving too much weight to recent events and assuming they will continue. A good run in markets does not change Sunil’s goals or risk profile, which determined his 60:40 allocation. ' +
          W(15, PCP),
      },
      {
        topic: MPT,
        question: 'How does the cement share look against the CAPM required return (one decimal)?',
        correct: 'Undervalued: 16% expected against 14.3% required',
        wrong: [
          'Overvalued: 16% expected against 17.4% required',
          'Fairly valued: 16% expected against 16.0% required',
          'Undervalued: 16% expected against 12.5% required',
        ],
        explanation:
          'Required return = Rf + beta x (Rm - Rf) = 6.5 + 1.3 x (12.5 - 6.5) = 14.3%. An expected return above the required return puts the share above the security market line, so by CAPM it is undervalued (it offers more than its systematic risk demands). ' +
          W(14, MPT),
      },
      {
        topic: MPT,
        question: 'What is the standard deviation of the 40% risk-free / 60% market mix (one decimal)?',
        correct: '10.8%',
        wrong: ['18.0%', '7.2%', '12.0%'],
        explanation:
          'The risk-free asset has zero standard deviation and no correlation with the market, so the mix’s SD = 0.60 x 18% = 10.8%. Such mixes lie on the capital market line, with risk and expected return in proportion to the share held in the market. ' +
          W(14, MPT),
      },
      {
        topic: PERF,
        question: 'What kind of analysis answers Sunil’s question about his equity fund’s 2.5% outperformance?',
        correct: 'Attribution analysis: allocation and selection effects',
        wrong: [
          'Risk profiling of the fund manager’s own tolerance',
          'Calculation of the fund’s holding period return',
          'Comparison of the fund’s expense ratio with peers',
        ],
        explanation:
          'Performance attribution splits a fund’s return relative to its benchmark into the allocation effect (over- or under-weighting sectors or asset classes) and the selection effect (picking better or worse securities within them), showing where the manager added value. ' +
          W(16, PERF),
      },
    ],
  },
  {
    title: 'Case 6: The Kulkarni family puts its papers in order',
    marks: 1,
    passage:
      "After her husband's retirement, Madhavi Kulkarni of Nashik decides to sort out the family's investments. She and her husband Prakash hold mutual fund units jointly with the mode of holding \"either or survivor\". Their son Omkar turned 18 last month; he holds units in a folio opened for him as a minor, with Madhavi as guardian. In a cupboard Madhavi finds share certificates of two listed companies bought by Prakash in 1998; he has no demat holding of those companies. Going through old papers she also realises that one of the companies has not paid them any dividend since 2015 because their bank details were outdated, and that the unclaimed dividends and the shares themselves have been transferred by the company to a government fund. Separately, their bank has not replied for six weeks to Prakash's written complaint that interest on his fixed deposit was calculated at the wrong rate. Madhavi asks the family's adviser what each of these means and what they should do.",
    questions: [
      {
        topic: OPS,
        question: 'What does the "either or survivor" mode of holding allow for Madhavi and Prakash’s units?',
        correct: 'Either may transact alone; the survivor carries on',
        wrong: [
          'Both must sign every request, even a simple redemption',
          'Only the first-named holder may transact at any time',
          'The units are split between them in equal halves',
        ],
        explanation:
          'With "either or survivor", either joint holder can give instructions on their own, and on the death of one, the survivor continues as holder without transmission to a nominee. In "joint" mode all holders must sign. ' +
          W(17, OPS),
      },
      {
        topic: OPS,
        question: 'What must happen to Omkar’s folio now that he has turned 18?',
        correct: 'Its status must change from minor to major, with his own KYC',
        wrong: [
          'It continues unchanged, with Madhavi as guardian, until he turns 21',
          'It is closed automatically and the units are paid out to Madhavi',
          'It passes to Madhavi, who becomes its owner as former guardian',
        ],
        explanation:
          'When a minor becomes a major, the folio’s status is changed from minor to major: Omkar completes his own KYC and registers his own bank account and signature, and the guardian can no longer transact. The units were always his. ' +
          W(17, OPS),
      },
      {
        topic: OPS,
        question: 'How can Prakash convert the share certificates he found into demat form?',
        correct: 'By submitting them with a demat request form to his DP',
        wrong: [
          'By sending them directly to SEBI for cancellation and credit',
          'By selling them on the stock exchange in physical form first',
          'By getting them attested by a notary and keeping them at home',
        ],
        explanation:
          'Dematerialisation starts with the holder’s depository participant: the certificates, defaced as "surrendered for dematerialisation", go with a demat request form to the DP, which sends the request through the depository to the company’s RTA; once verified, the shares are credited to the demat account. ' +
          W(17, OPS),
      },
      {
        topic: GRV,
        question: 'How can the Kulkarnis recover the dividends and shares the company transferred to the government fund?',
        correct: 'By claiming a refund from the IEPF Authority',
        wrong: [
          'By lodging a complaint on SCORES for compensation',
          'By asking the stock exchange to reverse the transfer',
          'They cannot: transferred amounts are lost for good',
        ],
        explanation:
          'Under the Companies Act, 2013, dividends unclaimed for seven years, and the shares on which dividends have been unclaimed for seven consecutive years, are transferred to the Investor Education and Protection Fund. Shareholders can claim them back by applying to the IEPF Authority. ' +
          W(20, GRV),
      },
      {
        topic: GRV,
        question: 'Where can Prakash take his complaint about the fixed deposit interest now that the bank has not replied?',
        correct: 'To the RBI’s Integrated Ombudsman',
        wrong: ['To SEBI through its SCORES portal', 'To the Insurance Ombudsman office', 'To AMFI’s investor grievance cell'],
        explanation:
          'Complaints about banking services, such as interest on deposits, fall under the RBI. If a bank rejects a complaint or does not reply within 30 days, the customer can approach the RBI’s Integrated Ombudsman. SCORES is only for securities market matters. ' +
          W(20, GRV),
      },
    ],
  },
  {
    title: 'Case 7: Anita and Rahul Bose plan an early retirement',
    marks: 2,
    passage:
      "Anita Bose, 40, and her husband Rahul, 42, are doctors in Kolkata with a combined take-home income of Rs 2,75,000 a month. Their household expenses are Rs 9,00,000 a year at today's prices, including discretionary spending of Rs 30,000 a month on dining out, shopping and short trips. They want to stop working in 15 years, when Anita turns 55, and plan for their money to last 30 years from then. Their adviser assumes that expenses rise with inflation at 6% a year, both before and after retirement; that in retirement the corpus will earn 7% a year and each year's expenses will be withdrawn at the start of that year; and that before retirement their investments will earn 10% a year, compounded annually. They already have Rs 40 lakh invested towards retirement. Any shortfall will be met by equal investments at the end of each of the next 15 years. To find extra money for these investments, they are willing to cut their discretionary spending by a quarter.",
    questions: [
      {
        topic: TVM,
        question: 'What will the Boses’ annual expenses be in the first year of retirement (nearest rupee)?',
        correct: 'Rs 21,56,902',
        wrong: ['Rs 17,10,000', 'Rs 20,34,814', 'Rs 22,86,317'],
        explanation:
          'Future expenses = 9,00,000 x 1.06^15 = 9,00,000 x 2.396558 = Rs 21,56,902. Simple inflation (9,00,000 x 1.90) gives Rs 17,10,000; 14 or 16 years of compounding give the other two figures. ' +
          W(2, TVM),
      },
      {
        topic: TVM,
        question:
          'Using the inflation-adjusted (real) rate of return, what corpus do they need at retirement to fund 30 years of rising expenses withdrawn at the start of each year (Rs lakh, two decimals)?',
        correct: 'Rs 566.57 lakh',
        wrong: ['Rs 647.07 lakh', 'Rs 561.28 lakh', 'Rs 286.39 lakh'],
        explanation:
          'Real rate r = 1.07 / 1.06 - 1 = 0.9434%. Corpus = first-year expenses x PV of an annuity due at r for 30 years = 21,56,902 x [(1 - 1.009434^-30) / 0.009434] x 1.009434 = 21,56,902 x 26.268 = Rs 566.57 lakh. Treating withdrawals as year-end gives Rs 561.28 lakh; ignoring the growth in expenses and discounting at 7% gives Rs 286.39 lakh; 30 x 21,56,902 with no discounting gives Rs 647.07 lakh. ' +
          W(2, TVM),
      },
      {
        topic: TVM,
        question: 'What will their existing Rs 40 lakh be worth at retirement (Rs lakh, two decimals)?',
        correct: 'Rs 167.09 lakh',
        wrong: ['Rs 100.00 lakh', 'Rs 151.90 lakh', 'Rs 183.80 lakh'],
        explanation:
          'FV = 40,00,000 x 1.10^15 = 40,00,000 x 4.177248 = Rs 167.09 lakh. Simple interest would give 40 + 60 = Rs 100 lakh; 14 and 16 years of compounding give the other two figures. ' +
          W(2, TVM),
      },
      {
        topic: TVM,
        question:
          'What equal investment at the end of each of the next 15 years closes the gap between the corpus needed and the value of the existing Rs 40 lakh (nearest rupee)?',
        correct: 'Rs 12,57,322',
        wrong: ['Rs 26,63,216', 'Rs 11,43,020', 'Rs 17,83,213'],
        explanation:
          'Gap = 566.57 - 167.09 = Rs 399.48 lakh. Annual investment = gap / FV annuity factor = 3,99,48,241 / [(1.10^15 - 1) / 0.10] = 3,99,48,241 / 31.772482 = Rs 12,57,322. Dividing the gap by 15 (Rs 26,63,216) ignores returns; investing at the start of each year would need Rs 11,43,020. ' +
          W(2, TVM),
      },
      {
        topic: CFM,
        question: 'How much extra can they invest each year by cutting their discretionary spending by a quarter?',
        correct: 'Rs 90,000',
        wrong: ['Rs 7,500', 'Rs 2,25,000', 'Rs 3,60,000'],
        explanation:
          'A quarter of Rs 30,000 a month is Rs 7,500 a month, or 7,500 x 12 = Rs 90,000 a year. Discretionary expenses are the natural place to find savings, since essential expenses cannot easily be cut. ' +
          W(3, CFM),
      },
    ],
  },
  {
    title: 'Case 8: Karan Malhotra manages his loans',
    marks: 2,
    passage:
      'Karan Malhotra, 35, a sales manager in Gurugram, takes home Rs 1,80,000 a month and spends Rs 70,000 a month on living expenses. He also invests Rs 20,000 a month through a SIP. He has just taken a home loan of Rs 40,00,000 at 8.4% a year for 20 years, repaid in equal monthly instalments on a monthly reducing balance (0.7% a month). He has also bought a car with a loan of Rs 6,00,000 that the dealer\'s financier quotes at "7% flat" for 3 years, repaid in 36 equal monthly instalments. Karan wants to understand how much of his first home-loan EMI actually reduces the loan. He is also thinking ahead: after he has paid 40 EMIs, the outstanding principal will be Rs 37,02,960 with 200 EMIs left, and another bank has offered to take the loan over at that point at 7.8% a year (0.65% a month) for the same 200 months. Finally, he wants to know how much of his monthly take-home pay remains free once all his commitments are met.',
    questions: [
      {
        topic: DEBT,
        question: 'What is the EMI on Karan’s home loan (nearest rupee)?',
        correct: 'Rs 34,460',
        wrong: ['Rs 44,667', 'Rs 16,667', 'Rs 31,865'],
        explanation:
          'EMI = P x r x (1 + r)^n / [(1 + r)^n - 1] with P = 40,00,000, r = 0.7%, n = 240: (1.007)^240 = 5.3342, so EMI = 40,00,000 x 0.007 x 5.3342 / 4.3342 = Rs 34,460. Rs 16,667 is principal alone (40 lakh / 240) and Rs 44,667 adds flat interest. ' +
          W(4, DEBT),
      },
      {
        topic: DEBT,
        question: 'Using the EMI rounded to the nearest rupee, how much of Karan’s first EMI goes towards repaying principal?',
        correct: 'Rs 6,460',
        wrong: ['Rs 28,000', 'Rs 34,460', 'Rs 16,667'],
        explanation:
          'Interest for the first month = 40,00,000 x 0.7% = Rs 28,000, so principal repaid = 34,460 - 28,000 = Rs 6,460. Early EMIs are mostly interest; the principal share grows as the balance falls. ' +
          W(4, DEBT),
      },
      {
        topic: DEBT,
        question: 'What is the monthly instalment on the car loan quoted at "7% flat" (nearest rupee)?',
        correct: 'Rs 20,167',
        wrong: ['Rs 18,526', 'Rs 16,667', 'Rs 17,333'],
        explanation:
          'Flat interest is charged on the full original amount for the whole term: 6,00,000 x 7% x 3 = Rs 1,26,000. Instalment = (6,00,000 + 1,26,000) / 36 = Rs 20,167. A true 7% reducing-balance loan would cost only Rs 18,526 a month, so the flat rate hides a much higher effective rate. ' +
          W(4, DEBT),
      },
      {
        topic: DEBT,
        question:
          'If the other bank takes over the Rs 37,02,960 outstanding at 0.65% a month for 200 months, what will Karan’s new EMI be (nearest rupee)?',
        correct: 'Rs 33,139',
        wrong: ['Rs 34,460', 'Rs 30,514', 'Rs 18,515'],
        explanation:
          'New EMI = 37,02,960 x 0.0065 x 1.0065^200 / (1.0065^200 - 1) = 37,02,960 x 0.0065 x 3.6539 / 2.6539 = Rs 33,139, about Rs 1,321 a month less than now. (Rs 30,514 would need a new 240-month tenure.) Any processing and switching costs must be weighed against this saving. ' +
          W(4, DEBT),
      },
      {
        topic: CFM,
        question: 'How much of Karan’s take-home pay is left each month after living expenses, both EMIs (nearest rupee) and his SIP?',
        correct: 'Rs 35,373',
        wrong: ['Rs 55,373', 'Rs 75,540', 'Rs 41,833'],
        explanation:
          'Surplus = 1,80,000 - 70,000 - 34,460 - 20,167 - 20,000 = Rs 35,373. Leaving out the SIP gives Rs 55,373. A positive surplus can go towards an emergency fund or prepayment of the costlier loan. ' +
          W(3, CFM),
      },
    ],
  },
  {
    title: 'Case 9: Meera Pillai weighs her investments',
    marks: 2,
    passage:
      "Meera Pillai, 50, a senior banker in Chennai, holds 70% of her portfolio in an equity fund and 30% in a bond fund. The equity fund's returns have a standard deviation of 16% and the bond fund's 6%, and the correlation between the two is 0.3. Last year the equity fund returned 14% against a risk-free rate of 6.5%; its beta was 1.2 and the downside deviation of its returns (measured against the risk-free rate) was 9%. Meera is also considering two new holdings. The first is a 3-year bond with a face value of Rs 1,000 and an 8% annual coupon, priced to yield 8%, and she wants to know its Macaulay duration. The second is the share of a consumer company expected to earn Rs 45 a share next year; the company pays out 40% of its earnings as dividends, its dividends are expected to grow at 8% a year indefinitely, and Meera requires a return of 12% on it.",
    questions: [
      {
        topic: MPT,
        question: 'What is the standard deviation of Meera’s current 70:30 portfolio (two decimals)?',
        correct: '11.86%',
        wrong: ['13.00%', '11.73%', '12.94%'],
        explanation:
          'SD = sqrt(0.7^2 x 16^2 + 0.3^2 x 6^2 + 2 x 0.7 x 0.3 x 0.3 x 16 x 6) = sqrt(125.44 + 3.24 + 12.096) = sqrt(140.776) = 11.86%. The weighted average (13.00%) would apply only if the correlation were 1. ' +
          W(14, MPT),
      },
      {
        topic: PERF,
        question: 'What was the equity fund’s Treynor ratio last year (two decimals)?',
        correct: '6.25',
        wrong: ['0.47', '11.67', '0.83'],
        explanation:
          'Treynor = (Rp - Rf) / beta = (14 - 6.5) / 1.2 = 6.25, the excess return per unit of systematic risk. Dividing by the SD of 16% instead gives the Sharpe ratio, 0.47; 11.67 wrongly divides the total return by beta. ' +
          W(16, PERF),
      },
      {
        topic: PERF,
        question: 'What was the equity fund’s Sortino ratio last year (two decimals)?',
        correct: '0.83',
        wrong: ['0.47', '1.56', '6.25'],
        explanation:
          'Sortino = (Rp - Rf) / downside deviation = (14 - 6.5) / 9 = 0.83. Unlike the Sharpe ratio (0.47 here), it penalises only harmful volatility below the target return. ' +
          W(16, PERF),
      },
      {
        topic: FI,
        question: 'What is the Macaulay duration of the 3-year 8% bond (two decimals)?',
        correct: '2.78 years',
        wrong: ['3.00 years', '2.58 years', '2.00 years'],
        explanation:
          'The bond prices at par (Rs 1,000) because coupon = yield. Duration = sum of t x PV(cash flow) / price = (1 x 74.07 + 2 x 68.59 + 3 x 857.34) / 1,000 = 2.78 years, less than the 3-year maturity because coupons arrive earlier. Modified duration would be 2.78 / 1.08 = 2.58. ' +
          W(9, FI),
      },
      {
        topic: STK,
        question: 'Using the justified price-earnings ratio from the dividend discount model, what is the share worth?',
        correct: 'Rs 450',
        wrong: ['Rs 375', 'Rs 675', 'Rs 150'],
        explanation:
          'Justified P/E on next year’s earnings = payout / (k - g) = 0.40 / (0.12 - 0.08) = 10 times, so value = 10 x 45 = Rs 450 (the same as D1 / (k - g) = 18 / 0.04). Using the retention ratio of 60% instead of the payout gives Rs 675, and discounting the Rs 18 dividend at 12% with no growth gives Rs 150. ' +
          W(8, STK),
      },
    ],
  },
];
