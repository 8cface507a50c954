// X-A Full-Length Mock Test 2: the nine original caselets (fictitious clients). Calculations are recomputed in
// calculations.ts (CALCS_M2).
import type { Case } from './mock1-cases.ts';
import { W } from './workbook.ts';

export const CASES2: Case[] = [
  {
    title: 'Case 1: Meenal Kapoor signs up with an advisory firm',
    marks: 1,
    passage:
      'Meenal Kapoor, 45, is a school administrator who recently moved from Jaipur to Delhi. She earns Rs 1,10,000 a month after tax and has Rs 26 lakh in mutual funds, shares and deposits. She signs up with Sahyadri Wealth Advisers Pvt Ltd, a SEBI-registered investment adviser. Its website features a "model portfolio" that "returned 28% last year"; in small print, a footnote says the figure comes from a back-tested simulation, not from any client\'s actual portfolio. During onboarding, her relationship manager, Nikhil, makes two offers. First, to "save her time", he will place buy and sell orders in her trading account whenever the model portfolio changes, without calling her each time. Second, he asks her to share her net-banking password so that he can move money between her accounts for these trades. Meenal has not yet updated her new Delhi address with any of her financial intermediaries. She also wants to know what she can do if a dispute with the firm is not settled even after a complaint on SCORES.',
    questions: [
      {
        topic: 'Key Regulations',
        question:
          "Nikhil offers to place orders in Meenal's trading account whenever the model portfolio changes, without asking her each time. What does SEBI's framework for investment advisers say?",
        correct: 'It is not allowed without her specific consent for each trade',
        wrong: [
          'It is allowed once she signs the advisory agreement',
          'It is allowed for trades below Rs 1 lakh each',
          'It is allowed if the trades follow the model portfolio exactly',
        ],
        explanation:
          "SEBI's terms for advisers state that an IA shall not execute any purchase or sale on behalf of a client without the client's specific consent, and clients are advised not to permit it. Advice and the client's decision to act on it remain separate. " +
          W(18, 'Key Regulations'),
      },
      {
        topic: 'Ethical Issues',
        question: 'How should the "28% last year" claim on the firm\'s website be judged?',
        correct: 'It is misleading: a back-test is shown as if it were actual returns',
        wrong: [
          'It is acceptable, because the small-print footnote discloses the method',
          'It is acceptable, because back-tested results are more reliable than actual returns',
          'It is required, so that clients can compare advisers easily',
        ],
        explanation:
          'Communications must be fair, clear and not misleading. Headlining a hypothetical back-test as a return, with the qualification buried in small print, gives a false picture of what clients actually earned. ' +
          W(19, 'Ethical Issues'),
      },
      {
        topic: 'Ethical Issues',
        question: "What is the right view of Nikhil's request for Meenal's net-banking password?",
        correct: 'It is improper, and Meenal should not share it',
        wrong: [
          'It is acceptable if Nikhil uses it only for these trades',
          'It is acceptable because the firm is SEBI-registered',
          'It is acceptable if Meenal changes it every month',
        ],
        explanation:
          "An adviser's role is to advise; handling client money or holding client credentials creates risks of misuse and fraud and goes against the rule that advisers accept only fees and do not deal with client funds. Credentials should never be shared with anyone. " +
          W(19, 'Ethical Issues'),
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question: 'How can Meenal update her new address across her securities-market intermediaries most efficiently?',
        correct: 'Update her KYC once; the KRA record then serves all intermediaries',
        wrong: [
          'Write separately to SEBI, which then informs each intermediary',
          'Close all her accounts and open new ones with Delhi branches',
          'Nothing; changes of address need not be reported to anyone',
        ],
        explanation:
          'KYC details of securities-market investors sit with SEBI-registered KYC Registration Agencies; a change submitted through one intermediary updates the KRA record, which other intermediaries can fetch, so the investor need not repeat the process. ' +
          W(17, 'Operational Aspects of Investment Management'),
      },
      {
        topic: 'Grievance Redress Mechanism',
        question:
          "If Meenal's dispute with the firm remains unresolved after SCORES, how does SEBI's online dispute resolution (ODR) process work?",
        correct: 'Online conciliation first, then online arbitration if needed',
        wrong: [
          'SEBI itself decides the dispute and awards compensation',
          'It goes directly to the High Court for a hearing',
          'It is sent back to the firm for a final decision',
        ],
        explanation:
          'Under the ODR framework, disputes between investors and market participants are handled through empanelled ODR institutions: conciliation first, then arbitration if conciliation does not settle the matter. ' +
          W(20, 'Grievance Redress Mechanism'),
      },
    ],
  },
  {
    title: "Case 2: Joseph and Mary D'Souza review their funds",
    marks: 1,
    passage:
      'Joseph D\'Souza, 63, and his wife Mary, 60, are retired teachers in Goa. Four years ago Joseph invested Rs 3,00,000 in an equity scheme at an NAV of Rs 40; the NAV today is Rs 52, and no income distributions were paid in between. The couple\'s holdings in another equity scheme are worth Rs 12 lakh; its total expense ratio is 1.6% a year. They recently received an e-mail from the AMC of their debt scheme saying that the scheme\'s riskometer level has moved from "moderate" to "moderately high". Their monthly SIP of Rs 5,000 is debited automatically from their joint savings account. All their mutual fund folios and their demat account are in Joseph\'s sole name, with Mary registered as the nominee. Mary worries about what she would have to do to get the investments transferred to her if Joseph were to die.',
    questions: [
      {
        topic: 'Mutual Funds',
        question: 'About how much does the 1.6% expense ratio cost the couple each year on their Rs 12 lakh holding?',
        correct: 'Rs 19,200',
        wrong: ['Rs 1,920', 'Rs 16,000', 'Rs 1,92,000'],
        explanation:
          'Annual expenses = 1.6% x 12,00,000 = Rs 19,200. The expenses are charged to the scheme daily and are already reflected in the NAV; the investor never pays them separately. ' +
          W(11, 'Mutual Funds'),
      },
      {
        topic: 'Mutual Funds',
        question: "What is the compound annual growth rate of Joseph's Rs 3,00,000 investment over the four years (two decimals)?",
        correct: '6.78%',
        wrong: ['7.50%', '30.00%', '5.39%'],
        explanation:
          'CAGR = (52 / 40)^(1/4) - 1 = 1.30^0.25 - 1 = 6.78%. The absolute return is 30%, and 30% / 4 = 7.50% is a simple average that ignores compounding. ' +
          W(11, 'Mutual Funds'),
      },
      {
        topic: 'Mutual Funds',
        question: "Why did the AMC e-mail the couple about the change in the debt scheme's riskometer level?",
        correct: 'Because a change in the riskometer must be told to unitholders',
        wrong: [
          'Because the scheme is about to be wound up',
          "Because the scheme's NAV is guaranteed only at the old risk level",
          'Because unitholders must approve the change by voting',
        ],
        explanation:
          'The riskometer is reviewed monthly on the basis of the actual portfolio; when the level changes, the AMC must inform unitholders (by notice and by e-mail or SMS) so they can check that the scheme still suits them. ' +
          W(11, 'Mutual Funds'),
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question:
          'If Joseph were to die, what would Mary, as the registered nominee, mainly need to get the units and shares transmitted to her?',
        correct: 'A transmission request with the death certificate and her KYC',
        wrong: [
          'A succession certificate from a court in every case',
          'A fresh purchase of the same units in her own name',
          'Nothing; the holdings move to her automatically',
        ],
        explanation:
          'Nomination makes transmission simple: the nominee submits the transmission form, the death certificate and KYC documents, and the holdings are moved to her. Without a nominee, legal heirs may have to produce succession documents. ' +
          W(17, 'Operational Aspects of Investment Management'),
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question: "Which facility is normally used to debit the couple's SIP instalment automatically from their bank account each month?",
        correct: 'A NACH debit mandate or e-mandate',
        wrong: [
          'A demand draft posted to the AMC each month',
          'A delivery instruction slip signed every month',
          'A power of attorney given to the distributor',
        ],
        explanation:
          'SIPs are collected through a debit mandate registered under the National Automated Clearing House (NACH), physically or as an e-mandate, authorising the AMC to debit the fixed amount on the chosen date. ' +
          W(17, 'Operational Aspects of Investment Management'),
      },
    ],
  },
  {
    title: 'Case 3: Dr Sameer Khanna weighs PMS and AIF options',
    marks: 1,
    passage:
      "Dr Sameer Khanna, 48, an orthopaedic surgeon in Chandigarh, has Rs 3 crore of financial assets and a high tolerance for risk. He invested Rs 1 crore in a discretionary PMS a year ago. The PMS charges a fixed fee of 1.5% a year on the opening value and a performance fee of 15% of the gain above a hurdle return of 10% a year, subject to a high-water mark. During the year his portfolio grew, before fees, from Rs 1 crore to Rs 1.16 crore. He has also committed Rs 1 crore to a Category II AIF, which has so far asked him to pay Rs 25 lakh of that commitment. For his remaining money he uses an ETF and SIPs. The ETF's indicative NAV is Rs 250 while it trades on the exchange at Rs 252.50. His SIP of Rs 10,000 a month bought units in four successive months at NAVs of Rs 50, Rs 40, Rs 25 and Rs 40.",
    questions: [
      {
        topic: 'Portfolio Managers',
        question: 'What total fee (fixed plus performance) does the PMS charge Sameer for the year?',
        correct: 'Rs 2,40,000',
        wrong: ['Rs 1,50,000', 'Rs 3,90,000', 'Rs 90,000'],
        explanation:
          'Fixed fee = 1.5% x 1,00,00,000 = Rs 1,50,000. Gain = 16,00,000; hurdle = 10% x 1 crore = 10,00,000; excess = 6,00,000; performance fee = 15% x 6,00,000 = Rs 90,000. Total = Rs 2,40,000. Rs 3,90,000 charges 15% on the whole gain. ' +
          W(12, 'Portfolio Managers'),
      },
      {
        topic: 'Portfolio Managers',
        question:
          "Suppose that in the next year the portfolio ends below its value after this year's fees. What performance fee is payable for that year?",
        correct: 'None, as it is below the high-water mark',
        wrong: [
          '15% of any positive return earned during the year',
          '15% of the 10% hurdle return on the opening value',
          'The same Rs 90,000 as in the first year',
        ],
        explanation:
          'Under the high-water-mark principle a performance fee is charged only on gains above the highest value on which a performance fee was last charged; a portfolio below that peak pays no performance fee however the year went. ' +
          W(12, 'Portfolio Managers'),
      },
      {
        topic: 'Overview of Alternative Investment Funds (AIFs)',
        question: 'The AIF has asked Sameer to pay Rs 25 lakh of his Rs 1 crore commitment. What is this mechanism?',
        correct: 'A drawdown, or capital call, on his commitment',
        wrong: [
          'A penalty for late payment of the commitment',
          'A compulsory redemption of 25% of his units',
          'A performance fee collected in advance',
        ],
        explanation:
          'Close-ended AIFs such as private equity funds take commitments and draw them down in stages as deals are made, so investors must keep the uncalled balance available; returns are measured on the money actually drawn. ' +
          W(13, 'Overview of Alternative Investment Funds (AIFs)'),
      },
      {
        topic: 'Mutual Funds',
        question: 'At what premium to its indicative NAV is the ETF trading (two decimals)?',
        correct: '1.00%',
        wrong: ['0.99%', '2.50%', '0.25%'],
        explanation:
          "Premium = (market price - iNAV) / iNAV = (252.50 - 250) / 250 = 1.00%. ETF prices can drift above or below NAV; buying at a premium reduces the investor's return. 0.99% divides by the market price. " +
          W(11, 'Mutual Funds'),
      },
      {
        topic: 'Mutual Funds',
        question: "What was Sameer's average cost per unit over the four SIP instalments (two decimals)?",
        correct: 'Rs 36.36',
        wrong: ['Rs 38.75', 'Rs 40.00', 'Rs 27.50'],
        explanation:
          'Units bought = 10,000/50 + 10,000/40 + 10,000/25 + 10,000/40 = 200 + 250 + 400 + 250 = 1,100. Average cost = 40,000 / 1,100 = Rs 36.36, below the simple average NAV of Rs 38.75 because a fixed amount buys more units when the NAV is low (rupee cost averaging). ' +
          W(11, 'Mutual Funds'),
      },
    ],
  },
  {
    title: 'Case 4: Pooja Iyengar applies in an IPO',
    marks: 1,
    passage:
      "Pooja Iyengar, 29, is a product designer in Pune who has recently started investing directly in shares. A company has opened its IPO with a price band of Rs 380 to Rs 400 a share and a minimum bid lot of 37 shares. Pooja wants to apply in the retail individual investor category, where the application may not exceed Rs 2 lakh, and she is unsure what price to bid at. She also reads that a market index she follows is calculated on a free-float basis and wonders what that means. Pooja already holds shares of a logistics company trading at Rs 500 whose earnings per share are Rs 25. Her brother has just bought one lot of index futures (lot size 75) at 24,000 and closed the position at 24,300. Pooja keeps an emergency fund of six months' expenses in a bank deposit and has no loans.",
    questions: [
      {
        topic: 'Securities Market Segments',
        question:
          'What is the maximum number of shares Pooja can bid for at the upper end of the price band while staying within the retail limit?',
        correct: '481 shares (13 lots)',
        wrong: ['500 shares (13.5 lots)', '518 shares (14 lots)', '526 shares'],
        explanation:
          'At the cap price one lot costs 37 x 400 = Rs 14,800; 2,00,000 / 14,800 = 13.5, so at most 13 whole lots = 13 x 37 = 481 shares (Rs 1,92,400). 14 lots would fit only at the floor price of Rs 380 (Rs 1,96,840), and bids must be in whole lots. ' +
          W(6, 'Securities Market Segments'),
      },
      {
        topic: 'Securities Market Segments',
        question:
          'Pooja is unsure of the price to bid. Which facility is open to her as a retail individual investor in a book-built issue?',
        correct: 'Bidding at the "cut-off" price',
        wrong: ['Bidding below the floor of the price band', 'Paying only after the shares are listed', 'Bidding at a price above the cap'],
        explanation:
          'Retail individual investors may tick "cut-off" instead of naming a price; the amount blocked is at the cap price, and they are allotted at the final issue price determined by book building. ' +
          W(6, 'Securities Market Segments'),
      },
      {
        topic: 'Introduction to Indian Financial Markets',
        question: 'What does it mean that the index Pooja follows is calculated on a free-float basis?',
        correct: 'Weights use only the value of shares available for public trading',
        wrong: [
          'Every company in the index has an equal weight, reset every quarter',
          "Each company's weight depends on its share price alone, not its size",
          'The index includes only companies that have no promoter holding at all',
        ],
        explanation:
          'Free-float market capitalisation = share price x shares available to the public (excluding promoter, government and other strategic holdings). Major Indian indices use this method so that weights reflect what investors can actually buy. ' +
          W(5, 'Introduction to Indian Financial Markets'),
      },
      {
        topic: 'Investing in Stocks',
        question: "What is the earnings yield of Pooja's logistics company share?",
        correct: '5%',
        wrong: ['20%', '2%', '12.5%'],
        explanation:
          'Earnings yield = EPS / price = 25 / 500 = 5%, the inverse of the P/E ratio (20 times). It can be compared with bond yields as a rough gauge of valuation. ' +
          W(8, 'Investing in Stocks'),
      },
      {
        topic: 'Understanding Derivatives',
        question: "What is the brother's gross profit on the index futures trade, ignoring costs?",
        correct: 'Rs 22,500',
        wrong: ['Rs 300', 'Rs 18,00,000', 'Rs 2,250'],
        explanation:
          'Profit = (selling price - buying price) x lot size = (24,300 - 24,000) x 75 = 300 x 75 = Rs 22,500. ' +
          W(10, 'Understanding Derivatives'),
      },
    ],
  },
  {
    title: 'Case 5: Colonel Harbhajan Sandhu plans his retirement income',
    marks: 1,
    passage:
      'Colonel (retd) Harbhajan Sandhu, 64, lives in Mohali with his wife. His pension covers most of their expenses, but they need Rs 6 lakh a year from their Rs 90 lakh portfolio for travel and medical costs. He is cautious: his main objective now is a dependable income while preserving capital. He holds fixed deposits in three banks, including Rs 9 lakh in a single small bank. His adviser, Ritu Malhotra, an individual SEBI-registered investment adviser, proposes to keep two years of the required withdrawals in liquid and short-term instruments and the rest in a diversified mix. She also shows him a 364-day Treasury bill that can be bought at Rs 93.20 per Rs 100 of face value. The Colonel likes Ritu\'s work and asks whether she could also sell him a health insurance policy and a few mutual fund regular plans, so that he has "one person for everything".',
    questions: [
      {
        topic: 'Investing in Fixed Income Securities',
        question: 'What is the annualised yield of the Treasury bill, on the price paid and a 365-day year (two decimals)?',
        correct: '7.32%',
        wrong: ['6.82%', '7.30%', '6.80%'],
        explanation:
          'Yield = (100 - 93.20) / 93.20 x 365 / 364 = 0.072961 x 1.002747 = 7.32%. T-bills pay no coupon; the return is the discount. 6.82% divides the discount by face value instead of the price paid. ' +
          W(9, 'Investing in Fixed Income Securities'),
      },
      {
        topic: 'Investing in Fixed Income Securities',
        question: 'What is the main concern about the Colonel keeping Rs 9 lakh in fixed deposits with a single small bank?',
        correct: "Insurance has a per-bank limit; the excess depends on the bank's soundness",
        wrong: [
          'None, because bank fixed deposits cannot lose money in any circumstances',
          'SEBI guarantees all bank deposits, so the only risk is a delay in interest',
          'Fixed deposits are exposed mainly to stock market volatility',
        ],
        explanation:
          'Bank deposits carry the credit risk of the bank. DICGC deposit insurance protects each depositor only up to a fixed limit per bank (principal and interest together), so large sums are safer spread across financially strong banks. ' +
          W(9, 'Investing in Fixed Income Securities'),
      },
      {
        topic: 'Introduction to Personal Financial Planning',
        question: "Which set of objectives best fits the Colonel's stage of life as described?",
        correct: 'Regular income and capital preservation, with some growth',
        wrong: [
          'Maximum capital growth, accepting high risk and volatility',
          'Accumulation for a goal about 25 years away',
          'Leveraged investing to build wealth quickly',
        ],
        explanation:
          'In the distribution (retirement) phase, the portfolio must fund withdrawals reliably and protect capital, while keeping a growth component so that purchasing power is not eroded over a long retirement. ' +
          W(1, 'Introduction to Personal Financial Planning'),
      },
      {
        topic: 'Portfolio Construction Process',
        question: "How much should be kept in liquid and short-term instruments under Ritu's proposal?",
        correct: 'Rs 12 lakh',
        wrong: ['Rs 6 lakh', 'Rs 18 lakh', 'Rs 45 lakh'],
        explanation:
          'Two years of withdrawals = 2 x 6,00,000 = Rs 12 lakh. Holding this "bucket" in stable instruments means market falls need not force sales of growth assets to meet withdrawals. ' +
          W(15, 'Portfolio Construction Process'),
      },
      {
        topic: 'Key Regulations',
        question: 'Can Ritu sell the Colonel mutual fund regular plans and an insurance policy as he asks?',
        correct: 'No; an individual adviser may not provide distribution services',
        wrong: [
          'Yes, if she charges him no advisory fee for those products',
          'Yes, if the commission is disclosed in the advisory agreement',
          'Yes, for insurance but not for mutual funds',
        ],
        explanation:
          'Under the IA Regulations an individual investment adviser shall not provide distribution services, so that advice is not influenced by commissions; the Colonel can implement the advice himself through direct plans and buy insurance elsewhere. ' +
          W(18, 'Key Regulations'),
      },
    ],
  },
  {
    title: 'Case 6: Tanvi Shah checks before she trusts',
    marks: 1,
    passage:
      'Tanvi Shah, 34, is a marketing manager in Ahmedabad with a take-home pay of Rs 1,30,000 a month. After losing money on tips from a social-media group, she wants to choose advice carefully. She is comparing Aarambh Advisory, which says it is a SEBI-registered investment adviser and shows a registration number on its website, with Vriddhi Research, which sells subscription reports containing buy and sell recommendations on listed shares. On her first call, Aarambh\'s representative says the firm gives every client the same model portfolio "because it works for everyone". Tanvi will be travelling abroad for three months and wants to make sure nobody can trade in her account while she is away. She also asks whether she can pay her stock broker in cash for a purchase, since she has some cash at home.',
    questions: [
      {
        topic: 'Key Regulations',
        question: 'How can Tanvi best confirm that Aarambh Advisory is genuinely registered?',
        correct: "Check its name and number in SEBI's list of registered advisers",
        wrong: [
          "Rely on the registration number shown on Aarambh's own website",
          'Ask Aarambh to e-mail her a scanned copy of its certificate',
          'Check whether Aarambh appears in internet search results',
        ],
        explanation:
          'SEBI publishes the list of registered intermediaries, including investment advisers, with their registration numbers; checking there protects against firms that quote fake or borrowed numbers. ' +
          W(18, 'Key Regulations'),
      },
      {
        topic: 'Key Regulations',
        question:
          'Under which SEBI regulations must an entity like Vriddhi Research, which sells reports with buy and sell recommendations on listed shares, be registered?',
        correct: 'The SEBI (Research Analysts) Regulations, 2014',
        wrong: [
          'The SEBI (Portfolio Managers) Regulations, 2020',
          'The SEBI (Mutual Funds) Regulations, 1996',
          'No SEBI regulations apply to research reports',
        ],
        explanation:
          'Persons who prepare or publish research reports or make buy/sell/hold recommendations on securities for consideration are research analysts and must be registered under the RA Regulations; personalised advice to individual clients falls under the IA Regulations. ' +
          W(18, 'Key Regulations'),
      },
      {
        topic: 'Ethical Issues',
        question: "How should Tanvi view Aarambh's practice of giving every client the same model portfolio?",
        correct: 'As a failure to give advice suited to each client',
        wrong: [
          'As good practice, since one portfolio is easier to monitor',
          'As acceptable if the model portfolio has done well',
          'As required, so that all clients are treated equally',
        ],
        explanation:
          "Treating clients fairly does not mean identical advice: the adviser must assess each client's risk profile and needs and recommend what is suitable for that client. A one-size-fits-all portfolio ignores differences in goals, horizon and capacity for risk. " +
          W(19, 'Ethical Issues'),
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question: 'What can Tanvi do so that no trades or debits can happen in her accounts while she is abroad?',
        correct: 'Ask for a voluntary freeze of her trading and demat accounts',
        wrong: [
          'Close her demat account and reopen a new one on her return',
          'Give her broker a power of attorney to watch over the account',
          "Nothing can be done; accounts cannot be frozen at an investor's request",
        ],
        explanation:
          'Investors can ask their broker and depository participant to freeze (block) their trading and demat accounts voluntarily, for example when they suspect misuse or will be unavailable, and unfreeze them later after verification. ' +
          W(17, 'Operational Aspects of Investment Management'),
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question: 'Can Tanvi pay her stock broker in cash for a purchase?',
        correct: 'No; payment must come from her registered bank account',
        wrong: [
          'Yes, for purchases of up to Rs 50,000 a day',
          'Yes, if the broker issues her a stamped receipt',
          "Yes, but only at the broker's registered branch office",
        ],
        explanation:
          "To keep the money trail traceable and prevent misuse, brokers accept funds only by banking channels from the client's registered bank account; cash dealings with clients are not permitted. " +
          W(17, 'Operational Aspects of Investment Management'),
      },
    ],
  },
  {
    title: 'Case 7: The Banerjees save for their daughter',
    marks: 2,
    passage:
      "Arnab Banerjee, 40, and his wife Shreya, 38, live in Kolkata with their six-year-old daughter, Riya. They want to fund two goals for her. The first is higher education in 12 years, which would cost Rs 25 lakh at today's prices; education costs are expected to rise by 8% a year. The second is her wedding in 18 years, for which they want to have Rs 30 lakh at that time (already stated in future rupees). They have Rs 8 lakh in mutual funds earmarked for the education goal, and their adviser expects this to grow at 11% a year compounded annually. Any remaining gap for education will be met by a monthly SIP made at the end of every month for 144 months, earning 1% a month. For the wedding goal they are willing to set aside a lump sum today, which the adviser expects to earn 10% a year compounded annually. Arnab asks whether the Rs 8 lakh alone could be enough for the education goal if they chose more aggressive investments.",
    questions: [
      {
        topic: 'Time Value of Money',
        question: 'What will the education goal cost in 12 years (Rs lakh, two decimals)?',
        correct: 'Rs 62.95 lakh',
        wrong: ['Rs 49.00 lakh', 'Rs 58.29 lakh', 'Rs 78.46 lakh'],
        explanation:
          'Future cost = 25 lakh x 1.08^12 = 25 x 2.518170 = Rs 62.95 lakh. Rs 49.00 lakh uses simple growth (25 x 1.96), Rs 58.29 lakh compounds for 11 years and Rs 78.46 lakh uses 10% inflation. ' +
          W(2, 'Time Value of Money'),
      },
      {
        topic: 'Time Value of Money',
        question: 'What will the Rs 8 lakh earmarked for education be worth in 12 years (Rs lakh, two decimals)?',
        correct: 'Rs 27.99 lakh',
        wrong: ['Rs 18.56 lakh', 'Rs 25.21 lakh', 'Rs 33.52 lakh'],
        explanation:
          'FV = 8 lakh x 1.11^12 = 8 x 3.498451 = Rs 27.99 lakh. Rs 18.56 lakh uses simple interest, Rs 25.21 lakh compounds for 11 years and Rs 33.52 lakh compounds at 1% a month. ' +
          W(2, 'Time Value of Money'),
      },
      {
        topic: 'Time Value of Money',
        question:
          'What monthly SIP, at the end of each month for 144 months at 1% a month, closes the education gap (nearest hundred rupees)?',
        correct: 'Rs 11,000',
        wrong: ['Rs 24,300', 'Rs 19,700', 'Rs 10,900'],
        explanation:
          'Gap = 62.95 - 27.99 = Rs 34.97 lakh. SIP = gap x r / [(1 + r)^n - 1] = 34,96,665 x 0.01 / (1.01^144 - 1) = 34,96,665 x 0.01 / 3.1906 = about Rs 10,959, i.e. Rs 11,000. Rs 24,300 ignores returns (gap / 144), Rs 19,700 ignores the existing Rs 8 lakh and Rs 10,900 assumes investments at the start of each month. ' +
          W(2, 'Time Value of Money'),
      },
      {
        topic: 'Time Value of Money',
        question: 'What lump sum must they invest today for the wedding goal (Rs lakh, two decimals)?',
        correct: 'Rs 5.40 lakh',
        wrong: ['Rs 10.71 lakh', 'Rs 3.00 lakh', 'Rs 8.69 lakh'],
        explanation:
          'PV = 30 lakh / 1.10^18 = 30 / 5.559917 = Rs 5.40 lakh. Rs 10.71 lakh discounts at simple interest (30 / 2.8), Rs 3.00 lakh simply divides by 10, and Rs 8.69 lakh discounts for only 13 years. ' +
          W(2, 'Time Value of Money'),
      },
      {
        topic: 'Portfolio Construction Process',
        question:
          'What annual return would the Rs 8 lakh alone have to earn to reach the education goal, and what follows (return to one decimal)?',
        correct: 'About 18.8% a year, which is unrealistic, so they must save more',
        wrong: [
          'About 11.0% a year, which the portfolio already earns, so no SIP is needed',
          'About 57.2% a year, so the education goal should be abandoned',
          'About 8.0% a year, so the money should move to bank fixed deposits',
        ],
        explanation:
          "Required return = (62.95 / 8)^(1/12) - 1 = 7.8693^(1/12) - 1 = 18.8%. Chasing such a return would need a level of risk inconsistent with a fixed-date goal; the gap should be met by saving (the SIP), not by raising the portfolio's risk beyond the family's profile. " +
          W(15, 'Portfolio Construction Process'),
      },
    ],
  },
  {
    title: 'Case 8: Arjun Mehra untangles his debts',
    marks: 2,
    passage:
      'Arjun Mehra, 31, is a sales manager in Noida with a take-home income of Rs 1,50,000 a month. His monthly living expenses are Rs 70,000 and he pays Rs 15,000 a month on a car loan. Last month he took a personal loan of Rs 5 lakh for 36 months at 14% a year on a monthly reducing balance. He also has a credit card balance of Rs 1,20,000, on which the card charges 3% a month; he has decided to stop using the card and to pay Rs 10,000 a month towards it until it is cleared. A friend is urging him to take another loan of Rs 3 lakh from a lender that quotes "only 9% flat" for 3 years, repaid in 36 equal monthly instalments. Arjun asks his adviser to work out what his loans really cost and how much of his income is left for saving.',
    questions: [
      {
        topic: 'Debt Management and Loans',
        question: "What is the EMI on Arjun's personal loan (nearest rupee)?",
        correct: 'Rs 17,089',
        wrong: ['Rs 13,889', 'Rs 19,722', 'Rs 16,667'],
        explanation:
          'EMI = P x r x (1 + r)^n / [(1 + r)^n - 1] with P = 5,00,000, r = 0.14 / 12 = 0.011667 and n = 36: EMI = Rs 17,089. Rs 13,889 ignores interest, Rs 19,722 charges 14% flat for three years on the full principal. ' +
          W(4, 'Debt Management and Loans'),
      },
      {
        topic: 'Debt Management and Loans',
        question: 'What is the effective annual interest rate on the credit card balance (two decimals)?',
        correct: '42.58%',
        wrong: ['36.00%', '3.00%', '39.00%'],
        explanation:
          'Effective annual rate = (1 + 0.03)^12 - 1 = 1.425761 - 1 = 42.58%. Multiplying by 12 (36%) ignores monthly compounding of unpaid interest. ' +
          W(4, 'Debt Management and Loans'),
      },
      {
        topic: 'Debt Management and Loans',
        question:
          'Paying Rs 10,000 at the end of each month with no new spending, in how many months will the card balance be cleared (round up to a whole month)?',
        correct: '16 months',
        wrong: ['12 months', '15 months', '20 months'],
        explanation:
          'n = -ln(1 - r x B / P) / ln(1 + r) = -ln(1 - 0.03 x 1,20,000 / 10,000) / ln(1.03) = -ln(0.64) / 0.029559 = 15.1, so 16 payments (the last one smaller). 12 months ignores interest entirely. ' +
          W(4, 'Debt Management and Loans'),
      },
      {
        topic: 'Debt Management and Loans',
        question:
          'The "9% flat" loan of Rs 3 lakh for 36 months has an EMI of Rs 10,583. What is its approximate equivalent reducing-balance rate, expressed as a nominal annual rate (monthly rate x 12)?',
        correct: 'About 16.2% a year',
        wrong: ['About 9.0% a year', 'About 27.0% a year', 'About 12.0% a year'],
        explanation:
          'EMI = (3,00,000 + 3,00,000 x 9% x 3) / 36 = Rs 10,583. The monthly rate r that makes the present value of 36 EMIs of Rs 10,583 equal Rs 3,00,000 is about 1.354%, i.e. about 16.2% a year: interest is charged on the full principal even as it is repaid, so the true cost is far above the quoted flat rate. ' +
          W(4, 'Debt Management and Loans'),
      },
      {
        topic: 'Cash Flow Management and Budgeting',
        question:
          "After living expenses, the car EMI, the personal-loan EMI (nearest rupee) and the Rs 10,000 card payment, what percentage of Arjun's take-home income is left (two decimals)?",
        correct: '25.27%',
        wrong: ['36.67%', '46.67%', '18.61%'],
        explanation:
          'Surplus = 1,50,000 - 70,000 - 15,000 - 17,089 - 10,000 = Rs 37,911; 37,911 / 1,50,000 = 25.27%. 36.67% forgets the personal-loan EMI and 46.67% forgets both loan EMIs. ' +
          W(3, 'Cash Flow Management and Budgeting'),
      },
    ],
  },
  {
    title: 'Case 9: Kiran Rao compares her investments',
    marks: 2,
    passage:
      'Kiran Rao, 44, an architect in Visakhapatnam, is reviewing her investments with her adviser. Over the last year her two equity funds performed as follows: Fund X returned 15% with a standard deviation of 20% and a beta of 1.2; Fund Y returned 12% with a standard deviation of 12% and a beta of 0.8. During the same year the market index returned 13% and the risk-free rate was 6%. Kiran also holds a bond with a face value of Rs 1,000 and a 9% annual coupon, maturing in exactly five years; it trades at Rs 1,050. She is considering a manufacturing company whose shares trade at Rs 650; analysts expect earnings per share of Rs 40 next year, and similar companies trade at 18 times expected earnings. Two years ago she bought shares of another company at Rs 200 and sold them this week at Rs 242, receiving no dividends; inflation averaged 5% a year over the two years.',
    questions: [
      {
        topic: 'Portfolio Performance Measurement and Evaluation',
        question: 'Which fund had the higher Sharpe ratio last year, and what was it (two decimals)?',
        correct: 'Fund Y, with a Sharpe ratio of 0.50',
        wrong: ['Fund X, with a Sharpe ratio of 0.45', 'Fund X, with a Sharpe ratio of 0.75', 'Fund Y, with a Sharpe ratio of 1.00'],
        explanation:
          'Sharpe = (return - risk-free) / SD. Fund X: (15 - 6) / 20 = 0.45; Fund Y: (12 - 6) / 12 = 0.50. Y earned more excess return per unit of total risk despite its lower raw return. 0.75 and 1.00 forget to deduct the risk-free rate. ' +
          W(16, 'Portfolio Performance Measurement and Evaluation'),
      },
      {
        topic: 'Portfolio Performance Measurement and Evaluation',
        question: "What was Fund Y's Jensen's alpha last year (two decimals)?",
        correct: '0.40%',
        wrong: ['-1.00%', '0.60%', '6.00%'],
        explanation:
          "CAPM expected return for Y = 6% + 0.8 x (13% - 6%) = 11.60%; alpha = 12% - 11.60% = 0.40%. -1.00% compares with the market return without adjusting for beta, and 0.60% is Fund X's alpha (15 - 14.4). " +
          W(16, 'Portfolio Performance Measurement and Evaluation'),
      },
      {
        topic: 'Investing in Fixed Income Securities',
        question: "What is the yield to maturity of Kiran's bond (two decimals)?",
        correct: '7.76%',
        wrong: ['9.00%', '8.57%', '6.67%'],
        explanation:
          'YTM is the rate r at which 90 x [1 - (1 + r)^-5] / r + 1,000 / (1 + r)^5 = 1,050; solving gives r = 7.76%. Because the bond trades at a premium, YTM is below both the coupon rate (9%) and the current yield (90 / 1,050 = 8.57%). ' +
          W(9, 'Investing in Fixed Income Securities'),
      },
      {
        topic: 'Investing in Stocks',
        question: 'Using the peer P/E of 18 on expected EPS, what is the percentage upside from the current share price (two decimals)?',
        correct: '10.77%',
        wrong: ['9.72%', '6.15%', '18.00%'],
        explanation:
          'Target price = 18 x 40 = Rs 720; upside = (720 - 650) / 650 = 10.77%. 9.72% divides the gain by the target price instead of the current price. ' +
          W(8, 'Investing in Stocks'),
      },
      {
        topic: 'Introduction to Investments',
        question: "What was Kiran's real (inflation-adjusted) annual return on the shares sold this week (two decimals)?",
        correct: '4.76%',
        wrong: ['5.00%', '16.00%', '10.00%'],
        explanation:
          "Annual nominal return = (242 / 200)^(1/2) - 1 = 1.21^0.5 - 1 = 10%. Real return = 1.10 / 1.05 - 1 = 4.76%. Subtracting inflation from the nominal return (5.00%) is only an approximation, and 16% subtracts one year's inflation from the two-year holding-period return of 21%. " +
          W(7, 'Introduction to Investments'),
      },
    ],
  },
];
