// The nine original caselets of the X-A full-length mock (revised syllabus). Fictitious clients; every figure a
// question depends on is stated in the passage, and every calculation is recomputed in calculations.ts.
export interface NewQuestion {
  topic: string;
  question: string;
  correct: string;
  wrong: [string, string, string];
  explanation: string;
  /** fixed key letter (used only where a replacement must not disturb the seeded option order of later questions) */
  key?: 'A' | 'B' | 'C' | 'D';
}
export interface Case {
  title: string;
  marks: 1 | 2;
  passage: string;
  questions: NewQuestion[];
}

export const CASES: Case[] = [
  {
    title: 'Case 1: Kavita Deshmukh engages an adviser',
    marks: 1,
    passage:
      "Kavita Deshmukh, 41, is an HR manager in Pune with a take-home salary of Rs 1,40,000 a month. She is divorced and supports her 12-year-old son and her mother. She holds Rs 18 lakh in regular plans of mutual fund schemes bought over the years through a distributor, Rs 6 lakh in listed shares picked from television tips and Rs 4 lakh in a savings account. Unsure whether these investments suit her goals (her son's higher education in six years and her own retirement at 58), she approaches Prakash Menon, an individual registered with SEBI as an investment adviser. At their first meeting Prakash explains his fixed annual fee and hands her the advisory agreement to read. During the conversation Kavita makes several requests. She would like Prakash to invest Rs 5 lakh for her straight away, by transferring the money to his bank account. She has heard that Prakash's wife Shalini is a mutual fund distributor and asks whether she could buy schemes through Shalini. She also asks whether Prakash can promise her a return of at least 12% a year. Separately, Prakash personally holds shares of a listed private bank that he intends to recommend to several clients, including Kavita.",
    questions: [
      {
        topic: 'Key Regulations',
        question:
          'Before Prakash recommends any scheme or share to Kavita, what must he do under the SEBI (Investment Advisers) Regulations, 2013?',
        correct: 'Assess her risk profile and make sure each recommendation is suitable for it',
        wrong: [
          'Obtain a power of attorney over her bank and demat accounts to implement advice',
          "Obtain SEBI's approval for each scheme or share he intends to recommend",
          "Collect one year's advisory fee in advance as a security deposit",
        ],
        explanation:
          "The IA Regulations make risk profiling and suitability the core of advice: the adviser must gather information on the client's financial situation, goals and risk appetite, assess her risk profile, and ensure that every recommendation is suitable for it. No power of attorney or SEBI approval of products is involved. (Workbook chapter 18: Key Regulations)",
      },
      {
        topic: 'Key Regulations',
        question: 'Kavita asks Prakash to take Rs 5 lakh into his bank account and invest it for her. How should Prakash respond?',
        correct: 'Decline: an adviser may accept only fees, not client money or securities',
        wrong: [
          'Accept the money, provided he gives her a written receipt the same day',
          'Accept the money, because transfers below Rs 10 lakh are exempt from the rule',
          'Accept the money and invest it in regular plans so that she pays no separate fee',
        ],
        explanation:
          "SEBI's terms for advisers (part of every advisory agreement) allow an IA to accept only fees; it may not accept funds or securities from clients or hold them on their behalf. Kavita invests from her own accounts, and the adviser may not transact for her without her specific consent. (Workbook chapter 18: Key Regulations)",
      },
      {
        topic: 'Key Regulations',
        question: "While she is Prakash's advisory client, may Kavita buy regular plans through his wife Shalini's distribution business?",
        correct: "No; an individual adviser's family may not distribute to his advisory clients",
        wrong: [
          'Yes, provided Shalini passes half of her commission on to Kavita',
          'Yes, because the segregation rule applies only to the adviser himself, not to his relatives',
          'Yes, but only for equity-oriented schemes',
        ],
        explanation:
          'To keep advice free of commission-driven conflicts, the IA Regulations segregate advisory and distribution at the client level: an individual IA may not distribute products, and his family may not provide distribution services to a client he advises. Kavita can implement advice through direct plans. (Workbook chapter 18: Key Regulations)',
      },
      {
        topic: 'Ethical Issues',
        question: 'Prakash holds shares of the private bank he plans to recommend to Kavita. What should he do?',
        correct: 'Disclose his holding to Kavita as a conflict of interest before she acts',
        wrong: [
          "Nothing, since an adviser's personal investments are a private matter",
          'Sell his own shares to Kavita directly at the market price to save brokerage',
          'Recommend the shares only to clients who do not ask about his holdings',
        ],
        explanation:
          "An adviser must put the client's interest first and disclose any actual or potential conflict of interest, including his own holdings in securities he recommends, so that the client can judge the advice. Selling his own shares to the client would deepen the conflict, not resolve it. (Workbook chapter 19: Ethical Issues)",
      },
      {
        topic: 'Grievance Redress Mechanism',
        question:
          "Later, a fee refund due to Kavita is not paid. After raising it with Prakash without success, she lodges a complaint on SEBI's SCORES. Within what time must Prakash redress it?",
        correct: 'Within 21 calendar days from the date the complaint is received',
        wrong: [
          'Within 7 calendar days from the date the complaint is received',
          'Within 45 calendar days from the date the complaint is received',
          'Within 90 calendar days from the date the complaint is received',
        ],
        explanation:
          'Under SCORES 2.0 (April 2024) complaints are auto-routed to the entity concerned, which must redress them within 21 calendar days of receipt; an unsatisfied investor can seek a review by the designated body (BASL for advisers) and then by SEBI, and may also use online dispute resolution. (Workbook chapter 20: Grievance Redress Mechanism)',
      },
    ],
  },
  {
    title: 'Case 2: The Sethis sort out their investments',
    marks: 1,
    passage:
      'Rajiv Sethi, 61, retired last year as a bank officer in Lucknow and draws a pension of Rs 48,000 a month. His wife Neelam, 57, is a homemaker. Their household expenses are Rs 55,000 a month, so Rajiv needs an extra Rs 7,000 every month from his investments without selling them all at once. Their savings are scattered: Rs 22 lakh in units of an aggressive hybrid mutual fund scheme, Rs 9 lakh lying in a liquid fund since his retirement, and 300 shares of an old engineering company that he still holds as physical share certificates bought in 1998. He would like to move the Rs 9 lakh into an equity index fund but is nervous about investing it all on one day. Last week he redeemed units of another equity scheme and wants to know by when the money must reach his bank account. Their relationship manager at a distribution firm has suggested that Rajiv switch his hybrid fund holding into a new fund offer every year, because this "keeps the portfolio fresh". Rajiv has now engaged Farah Siddiqui, a SEBI-registered investment adviser, to review everything.',
    questions: [
      {
        topic: 'Mutual Funds',
        question: "Which facility best meets Rajiv's need for an extra Rs 7,000 every month from his hybrid fund holding?",
        correct: 'A systematic withdrawal plan (SWP) from the hybrid fund',
        wrong: [
          'A systematic investment plan (SIP) into the hybrid fund',
          'The reinvestment option for income distributions of the hybrid fund',
          'A switch of the entire holding into the liquid fund',
        ],
        explanation:
          'An SWP redeems a fixed amount (or units) at regular intervals, giving a steady cash flow while the rest of the investment stays invested. An SIP does the opposite (regular investing), and the reinvestment option pays out nothing. (Workbook chapter 11: Mutual Funds)',
      },
      {
        topic: 'Mutual Funds',
        question: 'How can Rajiv move the Rs 9 lakh from the liquid fund into the index fund without investing it all on one day?',
        correct: 'Through an STP that moves a fixed amount from the liquid fund to the index fund at intervals',
        wrong: [
          'Through a systematic withdrawal plan that pays a fixed amount from the liquid fund into his bank account',
          "By redeeming everything today and investing it all in the index fund's next new fund offer",
          "By converting the liquid fund units into index fund units at the liquid fund's face value each month",
        ],
        explanation:
          'An STP periodically switches money from one scheme (often a liquid or debt fund) to another scheme of the same fund house, spreading the entry into equity over time while the balance keeps earning in the liquid fund. (Workbook chapter 11: Mutual Funds)',
      },
      {
        topic: 'Mutual Funds',
        question:
          "Under SEBI's rules, within how many working days of the redemption must the mutual fund transfer Rajiv's redemption proceeds (a scheme investing in Indian securities, no exceptional circumstances)?",
        correct: 'Within 3 working days',
        wrong: ['Within 1 working day', 'Within 10 working days', 'Within 15 working days'],
        explanation:
          'Since February 2023 SEBI requires mutual funds to transfer redemption proceeds within 3 working days (5 working days for schemes investing mainly overseas; AMFI lists the few exceptional situations that allow more time). The earlier limit was 10 working days. Delays attract interest payable to the investor. (Workbook chapter 11: Mutual Funds)',
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question: 'Rajiv wants to sell his 300 shares held as physical certificates. What must he do first?',
        correct: 'Have the shares dematerialised through a depository participant before selling',
        wrong: [
          "Sign the transfer deed on the back of the certificates and hand them to the buyer's broker",
          'Send the certificates to SEBI for cancellation and receive their market value in cash',
          'Nothing; the stock exchange still accepts physical certificates in a separate trading window',
        ],
        explanation:
          'Since April 2019 listed companies do not process transfers of shares held in physical form, and since January 2022 even transmission and transposition requests are completed only by issuing shares in demat form, so Rajiv must first have his certificates converted into electronic form in a demat account through a depository participant before they can be sold on the exchange. (Workbook chapter 17: Operational Aspects of Investment Management)',
      },
      {
        topic: 'Ethical Issues',
        question: "How should Farah view the relationship manager's suggestion to switch the hybrid fund into a new fund offer every year?",
        correct: 'As churning: switching that mainly earns the intermediary fresh commission and adds costs for Rajiv',
        wrong: [
          'As good practice, because new fund offers are priced at Rs 10 and so tend to beat older schemes',
          'As a requirement, because SEBI asks investors to refresh their scheme holdings every year',
          'As harmless, because switching between schemes of a fund house has no cost or tax consequence',
        ],
        explanation:
          "Churning is recommending transactions to generate income for the intermediary rather than to meet the client's needs; it can add exit loads, tax and lost compounding. An ethical adviser recommends a change only when the client's goals or the scheme's suitability justify it. (Workbook chapter 19: Ethical Issues)",
      },
    ],
  },
  {
    title: 'Case 3: Harpreet Gill invests a windfall',
    marks: 1,
    passage:
      "Harpreet Gill, 52, runs a logistics business in Ludhiana and has just sold a commercial plot. After setting money aside for taxes and his daughter's wedding, he has Rs 80 lakh to invest, and he already keeps an adequate emergency reserve. His adviser has short-listed three routes: a discretionary portfolio management service (PMS) with a mid-cap strategy, where Harpreet is willing to invest Rs 55 lakh; a private equity fund registered as an alternative investment fund (AIF) that invests in unlisted growth companies and does not borrow except for temporary needs; and mutual fund schemes for the rest. On Monday Harpreet invested Rs 5,00,000 in an equity scheme whose applicable NAV was Rs 125.40. He also holds 2,000 units of a flexi-cap scheme bought eight months ago; its NAV today is Rs 48.60, and the scheme charges an exit load of 1% on redemptions within one year of allotment. Finally, he plans to put Rs 10 lakh into another scheme for 10 years and asks whether the direct plan is worth choosing: the portfolio is expected to earn 11% a year before expenses, the regular plan's total expense ratio is 1.8% a year and the direct plan's is 0.8% a year.",
    questions: [
      {
        topic: 'Portfolio Managers',
        question: 'If Harpreet invests through the discretionary PMS, how will the securities bought for him be held?',
        correct: "In a demat account in Harpreet's own name, with the manager deciding what to buy and sell",
        wrong: [
          "As units of a pooled fund shared with the manager's other clients, as in a mutual fund",
          "In the portfolio manager's own proprietary demat account, held on his behalf",
          'As physical share certificates kept in safe custody by SEBI until he exits',
        ],
        explanation:
          "Unlike a mutual fund, which pools money and issues units, a PMS manages an individual portfolio for each client: the securities are held in the client's own demat account, and in the discretionary variant the manager decides what to buy and sell. (Workbook chapter 12: Portfolio Managers)",
      },
      {
        topic: 'Overview of Alternative Investment Funds (AIFs)',
        question: "Under which category of AIF would the private equity fund on Harpreet's short-list be registered?",
        correct: 'Category II',
        wrong: ['Category I', 'Category III', 'It cannot be an AIF because it invests in unlisted companies'],
        explanation:
          'Category II covers funds such as private equity and debt funds that do not fall in Category I or III and do not use leverage except for day-to-day operational needs. Category I is for funds with positive spill-overs (venture capital, SME, social, infrastructure) and Category III for funds using complex trading strategies and leverage. (Workbook chapter 13: Overview of Alternative Investment Funds (AIFs))',
      },
      {
        topic: 'Mutual Funds',
        question: 'How many units was Harpreet allotted for his Rs 5,00,000 investment (ignore stamp duty; units to three decimals)?',
        correct: '3,987.241 units',
        wrong: ['3,947.368 units', '4,000.000 units', '39,872.408 units'],
        explanation:
          'Units = amount / applicable NAV = 5,00,000 / 125.40 = 3,987.241. There is no entry load in India, so nothing is deducted (3,947.368 wrongly deducts 1%); 4,000 uses a rounded NAV of Rs 125. (Workbook chapter 11: Mutual Funds)',
      },
      {
        topic: 'Mutual Funds',
        question: 'If Harpreet redeems all 2,000 flexi-cap units today, what will he receive before tax (nearest rupee)?',
        correct: 'Rs 96,228',
        wrong: ['Rs 97,200', 'Rs 95,256', 'Rs 96,714'],
        explanation:
          'Redemption value = 2,000 x 48.60 = Rs 97,200. The units are eight months old, within the one-year exit-load period, so 1% is deducted: 97,200 x (1 - 0.01) = Rs 96,228. (Workbook chapter 11: Mutual Funds)',
      },
      {
        topic: 'Mutual Funds',
        question:
          "Treating each plan's return as 11% less its expense ratio, compounded annually, by about how much will Rs 10 lakh in the direct plan exceed the same amount in the regular plan after 10 years (nearest thousand rupees)?",
        correct: 'Rs 2,30,000',
        wrong: ['Rs 1,00,000', 'Rs 2,46,000', 'Rs 3,10,000'],
        explanation:
          'Direct plan: 10,00,000 x 1.102^10 = Rs 26,41,289. Regular plan: 10,00,000 x 1.092^10 = Rs 24,11,162. Difference = about Rs 2,30,127, i.e. Rs 2,30,000. A simple 1% x 10 years x Rs 10 lakh (Rs 1,00,000) ignores compounding. (Workbook chapter 11: Mutual Funds)',
      },
    ],
  },
  {
    title: 'Case 4: Farhan Qureshi manages his own shares',
    marks: 1,
    passage:
      "Farhan Qureshi, 36, a software architect in Hyderabad, manages his own share portfolio, now worth Rs 36 lakh; he estimates its beta against a broad market index at 1.5. His largest holding is 400 shares of a consumer-goods company with a face value of Rs 10 each, trading at Rs 1,250; the company has announced a split of each share into five shares of face value Rs 2 each. He is considering buying a paint company's shares, which trade at Rs 640; the company's earnings per share for the last year were Rs 32. Worried about a market fall over the coming month, he wants to hedge the whole portfolio by selling futures on that broad index; the index futures contract is priced at 24,000 and has a lot size of 75. Farhan sells some shares on his trading platform every few months and wants to know when the sale money is settled. He would also like to buy government securities directly in the Reserve Bank of India's auctions, without going through a broker or a bank. He has no loans and keeps six months' expenses in a bank deposit.",
    questions: [
      {
        topic: 'Securities Market Segments',
        question: 'Ignoring market movements, what will Farhan hold in the consumer-goods company after the split?',
        correct: '2,000 shares at about Rs 250 each',
        wrong: ['400 shares at about Rs 250 each', '2,000 shares at about Rs 1,250 each', '80 shares at about Rs 6,250 each'],
        explanation:
          'A split of one Rs 10 share into five Rs 2 shares multiplies the number of shares by 5 (400 x 5 = 2,000) and divides the price by 5 (1,250 / 5 = Rs 250). The value of his holding (Rs 5,00,000) does not change. (Workbook chapter 6: Securities Market Segments)',
      },
      {
        topic: 'Investing in Stocks',
        question: "What is the price-to-earnings (P/E) ratio of the paint company's share?",
        correct: '20 times',
        wrong: ['5 times', '32 times', '0.05 times'],
        explanation:
          'P/E = market price / earnings per share = 640 / 32 = 20 times: investors pay Rs 20 for each rupee of annual earnings. 0.05 is the inverse (the earnings yield of 5%). (Workbook chapter 8: Investing in Stocks)',
      },
      {
        topic: 'Understanding Derivatives',
        question: 'How many index futures contracts should Farhan sell to hedge his whole portfolio, allowing for its beta?',
        correct: '3 contracts',
        wrong: ['2 contracts', '4 contracts', '6 contracts'],
        explanation:
          'Contracts = portfolio value x beta / (futures price x lot size) = 36,00,000 x 1.5 / (24,000 x 75) = 54,00,000 / 18,00,000 = 3. Ignoring beta gives 2, which would leave the portfolio under-hedged because it moves 1.5 times as much as the index. (Workbook chapter 10: Understanding Derivatives)',
      },
      {
        topic: 'Securities Market Segments',
        question:
          'Under the standard rolling settlement cycle for equity shares in India, when is a sale Farhan makes on a trading day (T) settled?',
        correct: 'On T+1, the next trading day',
        wrong: ['On T+2, two trading days later', 'On T+3, three trading days later', 'On T+5, five trading days later'],
        explanation:
          'Indian stock exchanges completed the move to a T+1 rolling settlement cycle for equity shares in January 2023, so funds and securities for a trade on day T are settled on the next trading day. (Workbook chapter 6: Securities Market Segments)',
      },
      {
        topic: 'Introduction to Indian Financial Markets',
        question: 'Which facility lets Farhan buy government securities directly in RBI auctions without a broker or bank?',
        correct: 'A gilt account under the RBI Retail Direct scheme',
        wrong: [
          'A direct plan of a gilt mutual fund from any AMC',
          'A Tier II account under the National Pension System (NPS)',
          "A registration on SEBI's SCORES portal as an investor",
        ],
        explanation:
          'Under the RBI Retail Direct scheme (launched in 2021) individuals can open a Retail Direct Gilt account with the RBI and bid in primary auctions of government securities and trade on the secondary-market platform. A gilt fund buys such securities for you, but you then own fund units, not the securities. (Workbook chapter 5: Introduction to Indian Financial Markets)',
      },
    ],
  },
  {
    title: 'Case 5: Lakshmi Narayanan lives on her savings',
    marks: 1,
    passage:
      'Lakshmi Narayanan, 66, a retired school principal in Chennai, is a widow who lives alone in her own flat. Her pension is Rs 32,000 a month and her living expenses are Rs 45,000 a month, so she draws the difference from her savings. Her financial assets total Rs 60 lakh: Rs 25 lakh in bank fixed deposits, Rs 15 lakh in a short-duration debt fund, Rs 12 lakh in a balanced advantage fund and Rs 8 lakh in bonds. One of the bonds has a face value of Rs 1,000, pays an annual coupon of 8% and matures in exactly four years; it trades at Rs 1,040. Lakshmi has no loans, and her two children live abroad. She says a fall of more than 10% in her savings would cost her sleep. A relative has urged her to move Rs 20 lakh into a small-cap fund that "doubled in three years". She asks her investment adviser, Joseph Mathew, for an opinion; Joseph documents her risk profile and the reasons for his recommendation.',
    questions: [
      {
        topic: 'Investing in Fixed Income Securities',
        question: "What is the current yield of Lakshmi's 8% bond at its market price (two decimals)?",
        correct: '7.69%',
        wrong: ['8.00%', '6.86%', '8.32%'],
        explanation:
          'Current yield = annual coupon / market price = 80 / 1,040 = 7.69%. The coupon rate (8%) is on face value; because the bond trades at a premium, its current yield (and its yield to maturity) is lower than the coupon. (Workbook chapter 9: Investing in Fixed Income Securities)',
      },
      {
        topic: 'Investing in Fixed Income Securities',
        question: 'If market yields for this bond rise to 9% a year (annual compounding), what would its price be (two decimals)?',
        correct: 'Rs 967.60',
        wrong: ['Rs 1,033.87', 'Rs 1,000.00', 'Rs 708.43'],
        explanation:
          'Price = 80/1.09 + 80/1.09^2 + 80/1.09^3 + 1,080/1.09^4 = 73.39 + 67.33 + 61.77 + 765.10 = Rs 967.60. A yield above the coupon rate puts the price below par; Rs 1,033.87 is the price at 7%, and Rs 708.43 discounts only the principal. (Workbook chapter 9: Investing in Fixed Income Securities)',
      },
      {
        topic: 'Cash Flow Management and Budgeting',
        question: 'What percentage of her financial assets does Lakshmi currently draw each year to meet her expenses (two decimals)?',
        correct: '2.60%',
        wrong: ['6.40%', '9.00%', '21.67%'],
        explanation:
          'Monthly gap = 45,000 - 32,000 = Rs 13,000, so she draws 13,000 x 12 = Rs 1,56,000 a year; 1,56,000 / 60,00,000 = 2.60%. 9.00% would wrongly assume all her expenses come from savings. (Workbook chapter 3: Cash Flow Management and Budgeting)',
      },
      {
        topic: 'Portfolio Construction Process',
        question: "How should Joseph view the relative's suggestion in the light of Lakshmi's profile?",
        correct: 'It is unsuitable: she depends on her savings for income and cannot bear large losses',
        wrong: [
          'It is suitable, because Rs 60 lakh and no loans give her a high capacity for risk',
          'It is suitable, because a fund that doubled in three years is likely to repeat that',
          'It is suitable, because a long life expectancy means she should hold mainly equity',
        ],
        explanation:
          'Lakshmi depends on the portfolio to meet her expenses, has no earned income to replace losses and says a 10% fall would distress her: both her risk capacity and her risk tolerance are low. Past returns do not make a volatile small-cap fund suitable for a third of her savings. (Workbook chapter 15: Portfolio Construction Process)',
      },
      {
        topic: 'Key Regulations',
        question:
          "For at least how long must Joseph preserve the records of Lakshmi's risk profiling and the rationale for his advice under the IA Regulations?",
        correct: '5 years',
        wrong: ['1 year', '3 years', '10 years'],
        explanation:
          "An investment adviser must maintain records, including the client's risk profile, the suitability assessment and the rationale for the advice, for a minimum period of five years (in physical or electronic form), so that the advice can be reviewed in an audit, inspection or dispute. (Workbook chapter 18: Key Regulations)",
      },
    ],
  },
  {
    title: 'Case 6: Ananya Rao starts investing',
    marks: 1,
    passage:
      'Ananya Rao, 27, is a data analyst in Bengaluru with a take-home salary of Rs 85,000 a month. She shares a rented flat with friends, spends about Rs 45,000 a month and has Rs 3 lakh in a savings account. A stock-market influencer she follows on a messaging app sells access to a "premium" channel of buy and sell calls for Rs 2,999 a month and claims his calls are "100% accurate"; he mentions no SEBI registration anywhere. Ananya decides instead to sign up with Dhruva Advisory, a SEBI-registered investment adviser that onboards clients online and uses an artificial-intelligence tool to prepare draft risk profiles and model portfolios. During her review Ananya also asks for Dhruva\'s opinion on a peer-to-peer lending platform, regulated by the Reserve Bank of India, that advertises returns of 12% a year. She then opens a demat and a trading account with a stock broker and buys units of an index exchange-traded fund. A month later she notices an unexplained charge debited by the broker and wants to complain.',
    questions: [
      {
        topic: 'Key Regulations',
        question: 'What is the regulatory position of the influencer who sells buy and sell calls for Rs 2,999 a month?',
        correct: 'Paid advice or recommendations on securities require SEBI registration, which he does not show',
        wrong: [
          'No registration is needed for advice given only through social media or messaging apps',
          'Registration is needed only if his subscription fee exceeds Rs 10,000 a month',
          'His claim of 100% accuracy makes registration unnecessary if he publishes past calls',
        ],
        explanation:
          'Anyone who gives investment advice or research recommendations on securities for consideration must be registered with SEBI (as an investment adviser or research analyst), whatever the medium. Claims of assured or "100% accurate" returns are themselves a warning sign. (Workbook chapter 18: Key Regulations)',
      },
      {
        topic: 'Key Regulations',
        question: 'Dhruva Advisory uses an AI tool in preparing advice. What does SEBI require of it?',
        correct: 'To disclose the extent of its AI use to clients, staying responsible for the advice and client data',
        wrong: [
          'Nothing, because output produced by software is not investment advice under the regulations',
          'To stop using AI tools, since advisers are not permitted to use them for clients',
          "To obtain SEBI's prior approval for each AI model before using it for clients",
        ],
        explanation:
          "SEBI's current framework for investment advisers permits AI tools but requires the adviser to disclose the extent of their use to clients, and keeps the adviser solely responsible for data security and for compliance of the advice, whatever tool produced it. (Workbook chapter 18: Key Regulations)",
      },
      {
        topic: 'Key Regulations',
        question:
          'Ananya asks Dhruva for advice on the RBI-regulated peer-to-peer lending platform. What must Dhruva do if it advises on it?',
        correct: "Disclose that the product is outside SEBI's purview and its grievance mechanisms",
        wrong: [
          'Refuse in all cases, because an investment adviser may never comment on any non-SEBI product',
          'Advise without any disclosure, since all financial products are treated alike',
          'First register the platform with SEBI as an investment product',
        ],
        explanation:
          "Advisers mainly advise on securities regulated by SEBI. If they advise on products outside SEBI's purview, they must clearly tell the client that those products are not regulated by SEBI and that complaints about them cannot be taken up through SEBI's grievance mechanisms. (Workbook chapter 18: Key Regulations)",
      },
      {
        topic: 'Operational Aspects of Investment Management',
        question: 'After Ananya buys the ETF units through her broker, which document must the broker issue to her for the trade?',
        correct: 'A contract note, within 24 hours of the trade',
        wrong: [
          'A consolidated account statement, on the same day',
          'An allotment letter from the AMC, after 30 days',
          'A physical unit certificate, within 15 days',
        ],
        explanation:
          'A contract note is the legal record of a trade executed on an exchange (price, quantity, time, brokerage and charges); brokers must issue it within 24 hours of the trade. It also lets the client check charges such as the one Ananya is querying. (Workbook chapter 17: Operational Aspects of Investment Management)',
      },
      {
        topic: 'Grievance Redress Mechanism',
        question: 'What should Ananya do first about the unexplained charge?',
        correct: 'Complain to the broker first, and to SCORES if it is not resolved',
        wrong: [
          'File a suit in a civil court before contacting the broker or SEBI',
          'Complain to the RBI Banking Ombudsman, who handles broker charges',
          'Begin arbitration on the online dispute resolution platform straight away',
        ],
        explanation:
          "SEBI's grievance framework requires the investor to approach the regulated entity first; only if the complaint is not resolved, or the reply is unsatisfactory, is it taken to SCORES, and after that to online conciliation or arbitration. The Banking Ombudsman deals with banks, not brokers. (Workbook chapter 20: Grievance Redress Mechanism)",
      },
    ],
  },
  {
    title: 'Case 7: The Iyers plan their retirement',
    marks: 2,
    passage:
      "Venkatesh Iyer, 45, and his wife Radha, 43, both work in Mumbai. Venkatesh wants to retire in exactly 15 years, at 60, and the couple plan for 25 years of retirement. Their household expenses today are Rs 70,000 a month (Rs 8,40,000 a year), and they expect to need the same standard of living after retirement. Their adviser uses these assumptions: inflation of 6% a year, before and after retirement; the retirement corpus will earn 8% a year after retirement; each year's expenses will be withdrawn at the start of that year and will rise by 6% every year. Their existing retirement investments of Rs 30 lakh are held 70% in equity funds (Rs 21 lakh) and 30% in debt funds (Rs 9 lakh), and the adviser assumes they will grow at 12% a year, compounded annually, until retirement. Any shortfall is to be met through a new monthly SIP, invested at the end of every month for 180 months and earning 1% a month. The couple's agreed long-term asset mix for the existing investments is 60% equity and 40% debt.",
    questions: [
      {
        topic: 'Time Value of Money',
        question: "What will the Iyers' expenses be in the first year of retirement (nearest rupee)?",
        correct: 'Rs 20,13,109',
        wrong: ['Rs 15,96,000', 'Rs 18,99,159', 'Rs 23,17,586'],
        explanation:
          "Future value of today's expenses = 8,40,000 x 1.06^15 = 8,40,000 x 2.396558 = Rs 20,13,109. Rs 15,96,000 uses simple growth (8,40,000 x 1.90), Rs 18,99,159 compounds for only 14 years and Rs 23,17,586 uses 7% inflation. (Workbook chapter 2: Time Value of Money)",
      },
      {
        topic: 'Time Value of Money',
        question:
          "What corpus do the Iyers need at 60 to fund 25 years of rising withdrawals on the adviser's assumptions (Rs lakh, two decimals)?",
        correct: 'Rs 405.82 lakh',
        wrong: ['Rs 375.76 lakh', 'Rs 232.09 lakh', 'Rs 503.28 lakh'],
        explanation:
          "This is the present value of a growing annuity due: PV = E x (1 + r) / (r - g) x [1 - ((1 + g)/(1 + r))^n] = 20,13,109 x 1.08 / 0.02 x [1 - (1.06/1.08)^25] = Rs 405.82 lakh. Rs 375.76 lakh treats withdrawals as made at year-end, Rs 232.09 lakh ignores the growth of expenses and Rs 503.28 lakh simply multiplies the first year's expenses by 25. (Workbook chapter 2: Time Value of Money)",
      },
      {
        topic: 'Time Value of Money',
        question: "What will the existing Rs 30 lakh be worth at retirement on the adviser's assumption (Rs lakh, two decimals)?",
        correct: 'Rs 164.21 lakh',
        wrong: ['Rs 84.00 lakh', 'Rs 146.61 lakh', 'Rs 179.87 lakh'],
        explanation:
          'FV = 30 lakh x 1.12^15 = 30 x 5.473566 = Rs 164.21 lakh. Rs 84.00 lakh uses simple interest, Rs 146.61 lakh compounds for 14 years and Rs 179.87 lakh compounds at 1% a month instead of 12% a year compounded annually. (Workbook chapter 2: Time Value of Money)',
      },
      {
        topic: 'Time Value of Money',
        question:
          'What monthly SIP, at the end of each month for 180 months at 1% a month, will close the gap between the corpus needed and the value of the existing investments (nearest hundred rupees)?',
        correct: 'Rs 48,400',
        wrong: ['Rs 1,34,200', 'Rs 81,200', 'Rs 47,900'],
        explanation:
          'Shortfall = 405.82 - 164.21 = Rs 241.61 lakh. SIP = shortfall x r / [(1 + r)^n - 1] = 2,41,61,044 x 0.01 / (1.01^180 - 1) = 2,41,61,044 x 0.01 / 4.99580 = about Rs 48,363, i.e. Rs 48,400. Rs 1,34,200 ignores returns (shortfall / 180), Rs 81,200 ignores the existing investments and Rs 47,900 assumes investments at the start of each month. (Workbook chapter 2: Time Value of Money)',
      },
      {
        topic: 'Portfolio Construction Process',
        question:
          'Suppose that over the next year the equity funds rise 20% and the debt funds 7%. How much must be moved from equity to debt to restore the 60:40 mix (nearest rupee)?',
        correct: 'Rs 4,30,200',
        wrong: ['Rs 3,00,000', 'Rs 4,20,000', 'Rs 4,68,000'],
        explanation:
          "After a year: equity = 21,00,000 x 1.20 = 25,20,000; debt = 9,00,000 x 1.07 = 9,63,000; total = 34,83,000. Target equity = 60% x 34,83,000 = 20,89,800, so move 25,20,000 - 20,89,800 = Rs 4,30,200 to debt. Rs 3,00,000 rebalances today's values and Rs 4,68,000 forgets the growth of debt. (Workbook chapter 15: Portfolio Construction Process)",
      },
    ],
  },
  {
    title: 'Case 8: Rohan and Meera Joshi take a home loan',
    marks: 2,
    passage:
      "Rohan Joshi, 34, and Meera Joshi, 32, are salaried professionals in Gurugram with a combined take-home income of Rs 2,10,000 a month. They have just taken a home loan of Rs 60 lakh for 20 years at 9% a year, repaid in 240 equal monthly instalments (EMIs) on a monthly reducing balance, i.e. 0.75% a month. They also pay Rs 18,000 a month on a car loan with three years left. Their other household expenses, including rent until they get possession of the flat, their daughter's school fees and insurance premiums, come to Rs 95,000 a month. Meera expects a large bonus in five years; they plan to use Rs 10 lakh of it to prepay the home loan immediately after the 60th EMI, keeping the EMI unchanged so that the remaining tenure falls. Their adviser wants to show them what the loan will cost over its life, how much will still be owed when they prepay, how much sooner the loan will end, and how much of their monthly income is left for saving once all the EMIs and expenses are paid.",
    questions: [
      {
        topic: 'Debt Management and Loans',
        question: 'What is the EMI on the home loan (nearest rupee)?',
        correct: 'Rs 53,984',
        wrong: ['Rs 25,000', 'Rs 54,773', 'Rs 70,000'],
        explanation:
          'EMI = P x r x (1 + r)^n / [(1 + r)^n - 1] with P = 60,00,000, r = 0.0075 and n = 240: 1.0075^240 = 6.0092, so EMI = 60,00,000 x 0.0075 x 6.0092 / 5.0092 = Rs 53,984. Rs 25,000 ignores interest, Rs 70,000 charges 9% flat on the original principal for 20 years and Rs 54,773 divides the annual instalment at 9% a year (Rs 6,57,279) by 12. (Workbook chapter 4: Debt Management and Loans)',
      },
      {
        topic: 'Debt Management and Loans',
        question:
          'Using the EMI rounded to the nearest rupee, what is the total interest paid if the loan runs its full 20 years without prepayment?',
        correct: 'Rs 69,56,160',
        wrong: ['Rs 1,29,56,160', 'Rs 1,08,00,000', 'Rs 54,00,000'],
        explanation:
          'Total repaid = 53,984 x 240 = Rs 1,29,56,160; interest = total repaid - principal = 1,29,56,160 - 60,00,000 = Rs 69,56,160. Rs 1,08,00,000 is 9% flat on Rs 60 lakh for 20 years, which overstates a reducing-balance loan. (Workbook chapter 4: Debt Management and Loans)',
      },
      {
        topic: 'Debt Management and Loans',
        question:
          'How much principal will still be outstanding immediately after the 60th EMI, before the prepayment (Rs lakh, two decimals)?',
        correct: 'Rs 53.22 lakh',
        wrong: ['Rs 45.00 lakh', 'Rs 27.61 lakh', 'Rs 52.22 lakh'],
        explanation:
          'The outstanding balance is the present value of the 180 EMIs still to be paid: 53,984 x [1 - 1.0075^-180] / 0.0075 = 53,984 x 98.593 = Rs 53.22 lakh. Early EMIs are mostly interest, so only about Rs 6.8 lakh of principal is repaid in five years; Rs 45.00 lakh assumes equal principal repayment, Rs 27.61 lakh treats every EMI as principal and Rs 52.22 lakh discounts annual sums at 9% a year. (Workbook chapter 4: Debt Management and Loans)',
      },
      {
        topic: 'Debt Management and Loans',
        question: 'After prepaying Rs 10 lakh with the EMI unchanged, how many more EMIs will the Joshis pay (round up to a whole month)?',
        correct: '123 EMIs',
        wrong: ['81 EMIs', '146 EMIs', '180 EMIs'],
        explanation:
          'New balance = 53.22 - 10 = about Rs 43.22 lakh. n = -ln(1 - r x B / EMI) / ln(1 + r) = -ln(1 - 0.0075 x 43,22,423 / 53,984) / ln(1.0075) = 122.8, so 123 EMIs instead of 180, saving about 57 EMIs. 81 divides the balance by the EMI and ignores interest; 146 cuts the tenure only in proportion to the balance. (Workbook chapter 4: Debt Management and Loans)',
      },
      {
        topic: 'Cash Flow Management and Budgeting',
        question:
          'Once both EMIs and other expenses are paid, what percentage of their take-home income is left for saving (two decimals)?',
        correct: '20.48%',
        wrong: ['29.06%', '34.28%', '54.76%'],
        explanation:
          'Surplus = 2,10,000 - 95,000 - 53,984 - 18,000 = Rs 43,016; savings ratio = 43,016 / 2,10,000 = 20.48%. 54.76% ignores both EMIs, 29.06% forgets the car loan and 34.28% is the EMI-to-income ratio, not the savings ratio. (Workbook chapter 3: Cash Flow Management and Budgeting)',
      },
    ],
  },
  {
    title: 'Case 9: Dr Nisha Bansal reviews her portfolio',
    marks: 2,
    passage:
      "Dr Nisha Bansal, 39, a paediatrician in Jaipur, has Rs 50 lakh invested for long-term goals: Rs 30 lakh (60%) in a diversified equity fund and Rs 20 lakh (40%) in a debt fund. Her adviser estimates that the equity fund has an expected return of 13% a year with a standard deviation of 18%, and the debt fund an expected return of 7% with a standard deviation of 4%; the correlation between the two funds' returns is 0.2. The risk-free rate is 6.5% a year and the expected market return is 12%. Nisha is also weighing a direct investment in a cement company. The adviser's scenarios for the share over the next year are: a 30% probability of a boom with a return of 30%, a 50% probability of a normal year with a return of 12%, and a 20% probability of a slowdown with a return of -15%. The company has just paid a dividend of Rs 8 a share, expected to grow at 8% a year indefinitely, and its beta is 1.3. Nisha also holds a bond with a face value of Rs 1,000 and a 7% coupon paid half-yearly, with exactly three years to maturity; similar bonds now yield 8% a year (4% per half-year).",
    questions: [
      {
        topic: 'Introduction to Modern Portfolio Theory',
        question: "What is the expected standard deviation of Nisha's two-fund portfolio (two decimals)?",
        correct: '11.23%',
        wrong: ['10.92%', '11.68%', '12.40%'],
        explanation:
          'Variance = w1^2 s1^2 + w2^2 s2^2 + 2 w1 w2 corr s1 s2 = 0.36 x 324 + 0.16 x 16 + 2 x 0.6 x 0.4 x 0.2 x 18 x 4 = 116.64 + 2.56 + 6.91 = 126.11, so SD = 11.23%. The weighted average of the SDs (12.40%) holds only for perfect correlation; the lower figure shows the benefit of diversification. (Workbook chapter 14: Introduction to Modern Portfolio Theory)',
      },
      {
        topic: 'Portfolio Performance Measurement and Evaluation',
        question: "Using the portfolio's expected return and standard deviation, what is its expected Sharpe ratio (two decimals)?",
        correct: '0.37',
        wrong: ['0.33', '0.94', '4.10'],
        explanation:
          'Expected return = 0.6 x 13% + 0.4 x 7% = 10.6%. Sharpe ratio = (10.6 - 6.5) / 11.23 = 0.37, the excess return per unit of total risk. 0.33 divides by the weighted-average SD (12.4%), 0.94 forgets to deduct the risk-free rate and 4.10 is the excess return itself. (Workbook chapter 16: Portfolio Performance Measurement and Evaluation)',
      },
      {
        topic: 'Introduction to Investments',
        question: "What is the standard deviation of the cement share's return from the adviser's scenarios (two decimals)?",
        correct: '15.59%',
        wrong: ['12.00%', '18.49%', '22.65%'],
        explanation:
          'Expected return = 0.3 x 30 + 0.5 x 12 + 0.2 x (-15) = 12%. Variance = 0.3 x (30 - 12)^2 + 0.5 x (12 - 12)^2 + 0.2 x (-15 - 12)^2 = 97.2 + 0 + 145.8 = 243, so SD = 15.59%. 12% is the expected return, and 18.49% and 22.65% ignore the probabilities. (Workbook chapter 7: Introduction to Investments)',
      },
      {
        topic: 'Investing in Fixed Income Securities',
        question: "What is the fair price of Nisha's bond at the current market yield (two decimals)?",
        correct: 'Rs 973.79',
        wrong: ['Rs 1,000.00', 'Rs 1,027.09', 'Rs 948.42'],
        explanation:
          'Six half-yearly coupons of Rs 35 and Rs 1,000 at maturity, discounted at 4% per half-year: 35 x [1 - 1.04^-6] / 0.04 + 1,000 / 1.04^6 = 35 x 5.2421 + 790.31 = Rs 973.79. The price is below par because the market yield (8%) exceeds the coupon (7%); Rs 1,027.09 and Rs 948.42 are the prices at 6% and 9%. (Workbook chapter 9: Investing in Fixed Income Securities)',
      },
      {
        topic: 'Investing in Stocks',
        question:
          'Using CAPM for the required return and the constant-growth dividend discount model, what is the intrinsic value of the cement share (two decimals)?',
        correct: 'Rs 152.92',
        wrong: ['Rs 141.59', 'Rs 216.00', 'Rs 63.30'],
        explanation:
          'Required return = 6.5% + 1.3 x (12% - 6.5%) = 13.65%. Next dividend D1 = 8 x 1.08 = 8.64. Value = D1 / (k - g) = 8.64 / (0.1365 - 0.08) = Rs 152.92. Rs 141.59 uses the dividend just paid, Rs 216.00 uses the market return as the required return and Rs 63.30 ignores growth. (Workbook chapter 8: Investing in Stocks)',
      },
    ],
  },
];
