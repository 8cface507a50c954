# Topic Practice: Research Analyst (Series XV), a published practice paper on the chapters with fewest live questions. Original questions; the correct option is listed
# first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's 15 chapters
# as in supabase/seed/15_questions_series_xv.sql. Company names and figures are fictitious.
QUESTIONS = []
CASES = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc, "case": None})


def CASE(title, passage):
    CASES.append({"case": title, "passage": passage})


# ---------------------------------------------------------------- 1 Introduction to Research Analyst Profession (16)
Q(1, "Which task lies at the centre of an equity research analyst's work?",
  "Building forecasts and valuations of companies",
  ["Executing clients' orders on the exchange floor", "Holding clients' securities in safe custody", "Approving companies' prospectuses for issue"],
  "A research analyst studies the economy, industries and companies, builds earnings forecasts and valuation models and communicates a view. Executing orders is a broker's work, custody a custodian's, and the review of offer documents SEBI's.")
Q(1, "Why do research analysts attend a company's earnings calls and meet its management?",
  "To understand its strategy and business drivers",
  ["To obtain its results before they are published", "To agree a rating with the company's promoters", "To help the company set its quarterly guidance"],
  "Meetings and calls help an analyst understand how the business works, management's strategy and what drives its results, using information the company may share publicly. Seeking results or other price-sensitive information before publication is not allowed.")
Q(1, "Shortly before an analyst publishes a report on a company, its management sends him an expensive gift. What should he do?",
  "Decline it, as it may compromise his objectivity",
  ["Accept it, as long as the report stays positive", "Accept it and share it with his research team", "Accept it if the company also sends it to others"],
  "Gifts of more than token value from a company under coverage can bias, or appear to bias, an analyst's view. Declining them protects the independence on which clients rely.")
Q(1, "An analyst finds an error in the earnings forecast of a report she published last week. What should she do?",
  "Publish a correction to clients promptly",
  ["Leave it, as the report is already out", "Fix it quietly in next year's report", "Tell only the clients who bought the shares"],
  "Clients may be relying on the wrong figure, so the analyst should correct it promptly and tell all recipients, explaining whether the view changes. Correcting it only for some clients would treat clients unfairly.")
Q(1, "How does a research analyst's service mainly differ from an investment adviser's?",
  "Research is given to many; advice is tailored to a client",
  ["Research is free of charge; advice is always paid for", "Research covers only bonds; advice covers only shares", "Research needs no SEBI rules at all; advice needs a licence"],
  "A research analyst publishes research and recommendations on securities for a class of readers, not tailored to any one person. An investment adviser gives advice suited to a particular client's goals, finances and risk profile. Both are registered with and regulated by SEBI.")
Q(1, "A client asks an analyst for a view on a stock she has never researched. What is the right response?",
  "Say so, rather than give a view without a basis",
  ["Give a quick BUY so the client stays happy", "Repeat the view of the most popular website", "Give the same rating as the stock's largest peer"],
  "A recommendation must rest on a reasonable basis of research. An analyst who has not studied a stock should say so rather than improvise a view that the client may act on.")
Q(1, "Why must a research firm release a new report to all its clients at the same time?",
  "So that no client trades on it before others",
  ["So that the report can be priced higher later", "So that the exchange can approve it in advance", "So that the company can comment before release"],
  "Fair dealing requires that research reach all intended clients together: giving favoured clients an early look lets them trade before others can react. Companies do not approve reports, and exchanges do not pre-clear them.")
Q(1, "In equity research, what does an analyst's coverage mean?",
  "The companies he follows and writes on regularly",
  ["The insurance that protects his firm from claims", "The share of the market his clients account for", "The period for which his rating remains valid"],
  "Coverage is the list of companies an analyst tracks, models and publishes on regularly, often within one or two sectors. Starting to publish on a new company is called initiating coverage.")
Q(1, "What is an initiating coverage report?",
  "An analyst's first full report on a company",
  ["A report the company pays to have written", "A short note after each quarterly result", "A report on a company that has just listed"],
  "An initiating coverage report is the first detailed report an analyst publishes on a company, setting out the business, industry, forecasts, valuation and rating. Later notes update that view after results or events.")
Q(1, "Why do research analysts usually specialise in one or two sectors?",
  "To know each industry's drivers and peers deeply",
  ["Because SEBI permits only one sector per analyst", "Because each sector is traded on its own exchange", "Because clients may buy only one sector's shares"],
  "Sectors differ in their economics, regulation and metrics (banks, cement, IT services), so specialising lets an analyst understand the drivers, compare peers and judge management well. No rule limits an analyst to one sector.")
Q(1, "Management tells an analyst that margins will double next year. How should the analyst treat this guidance?",
  "Test it against evidence before relying on it",
  ["Adopt it in the model without any changes", "Ignore it, as managers are never reliable sources", "Publish it as the analyst's own forecast"],
  "Professional scepticism means weighing management's statements against the company's record, the industry's economics and other evidence. Guidance is useful input, but an analyst's forecast must be her own reasoned view.")
Q(1, "How does an independent research firm that lives on subscriptions differ from a broker's research desk?",
  "It earns no brokerage or banking income from its views",
  ["It is exempt from registering with SEBI as a research analyst", "It may guarantee returns, as its clients pay for the research", "It may trade on its reports before the clients receive them"],
  "An independent firm is paid by subscribers for its research, so it does not depend on brokerage or investment banking business that might colour its ratings. It still needs SEBI registration and follows the same rules on conduct and disclosure.")
Q(1, "How does good research help the market as a whole?",
  "It helps prices reflect information, aiding price discovery",
  ["It keeps share prices from ever falling below book value", "It ensures that every investor earns the same return", "It removes any need for companies to publish their results"],
  "By analysing information and publishing reasoned views, analysts help prices reflect what is known about companies, which improves price discovery and the allocation of capital. Research cannot guarantee returns or floors on prices.")
Q(1, "An analyst appears on a business channel to discuss a stock. What should his comments be?",
  "Consistent with his published research on it",
  ["More bullish than his report, to draw viewers", "Based on rumours heard from other traders", "Different for each channel that invites him"],
  "Public comments should match the analyst's published view, with the disclosures the rules require; saying something different in the media from what the report says misleads investors. Rumours are not a basis for recommendations.")
Q(1, "What must an analyst do with the personal and portfolio details that clients share with her?",
  "Keep them confidential and use them only as agreed",
  ["Share them with companies she covers on request", "Publish them to show the size of her client base", "Use them to decide which stocks to trade herself"],
  "Client information is confidential: it may be used only to provide the service and disclosed only with consent or when the law requires. Using it for one's own trading or sharing it with companies would breach that trust.")
Q(1, "Which quality helps an analyst most when clients must act on her reports quickly?",
  "Clear, concise communication of the view",
  ["Long reports packed with technical terms", "Avoiding any firm view in her writing", "Frequent changes of rating on each move"],
  "Clients are busy, so an analyst's value depends on conveying her conclusion and its reasons clearly and briefly. Jargon, vagueness and ratings that flip with every price move make research less useful.")

# ---------------------------------------------------------------- 2 Introduction to Securities Market (13)
Q(2, "What right do preference shareholders have over equity shareholders?",
  "Priority for dividends and return of capital",
  ["More votes at every general meeting held", "A share of profits above that of equity", "The right to manage the company's daily affairs"],
  "Preference shares carry priority over equity shares for a fixed dividend and for repayment of capital on winding up, but usually no voting rights except in special cases. Equity shareholders take the residual profits and control.")
Q(2, "What does a warrant issued by a company give its holder?",
  "The right to subscribe to shares at a set price later",
  ["A fixed rate of interest paid every half year", "An obligation to sell the shares back to the company later", "The right to a share of the company's net assets"],
  "A warrant is an option, issued by the company, to buy its shares at a stated price within a stated period. If exercised, new shares are issued, so warrants can dilute existing holders.")
Q(2, "How is an exchange-traded fund (ETF) bought and sold?",
  "On a stock exchange, like a share, during the day",
  ["Only from the fund house, at the day's closing NAV", "Only at its launch, with no trading afterwards", "Only through a bank, as a fixed deposit would be"],
  "An ETF's units are listed and traded on an exchange through a broker at market prices during trading hours, usually close to the NAV of its underlying basket such as an index. Ordinary open-ended funds are bought from the fund at the NAV.")
Q(2, "How are the stocks in India's main equity indices, such as the Nifty 50 and the Sensex, weighted?",
  "By their free-float market capitalisation",
  ["Equally, whatever the size of each company", "By the price of one share of each company", "By each company's revenue in the last year"],
  "The Nifty 50 and Sensex weight each stock by its free-float market capitalisation, counting only shares available for trading, so promoter holdings do not inflate a stock's weight. Price-weighted and equal-weighted indices exist but are different designs.")
Q(2, "An Indian company sells US-dollar bonds to overseas investors, with the option to convert them into its equity shares at a set price. What are these instruments?",
  "FCCBs",
  ["GDRs", "ADRs", "Masala bonds"],
  "Foreign currency convertible bonds are issued in a foreign currency to overseas investors and can convert into the issuer's equity shares; until converted they pay interest and must be repaid in that currency. Depository receipts represent shares already, and masala bonds are rupee-denominated bonds issued abroad.")
Q(2, "What backs an asset-backed security?",
  "A pool of loans or receivables and their payments",
  ["The general credit of the government of India", "The issuing bank's own equity share capital", "A guarantee from the stock exchange's own settlement fund"],
  "Asset-backed and mortgage-backed securities are paid from the cash flows of a pool of assets, such as vehicle loans, credit card dues or home loans, that have been transferred to a special purpose vehicle. Their risk depends on the pool's quality and the structure.")
Q(2, "How does a preferential issue differ from a rights issue?",
  "Shares go to chosen investors, not all holders",
  ["Shares go to all holders at the market price", "Shares go only to the public through an IPO", "Shares go only to employees under a stock option scheme"],
  "A preferential issue allots shares to a selected group of persons, such as promoters or investors, with shareholders' approval and under SEBI's pricing rules. A rights issue is offered to all existing shareholders in proportion to their holdings.")
Q(2, "Which intermediary manages a company's public issue, preparing the offer document and coordinating the process?",
  "A merchant banker (book running lead manager)",
  ["A registrar and share transfer agent (RTA)", "A depository participant (DP) of NSDL or CDSL", "A custodian of securities for the investors"],
  "A SEBI-registered merchant banker acting as book running lead manager does the due diligence, drafts the offer document and runs the issue. The registrar processes applications and allotment, and depository participants hold investors' demat accounts.")
Q(2, "What is the main job of a registrar and share transfer agent (RTA)?",
  "Keeping records of holders and processing allotments",
  ["Setting the price band of a public issue of shares", "Guaranteeing settlement of trades on the exchange", "Rating the credit quality of a company's debt"],
  "An RTA maintains the register of security holders for the issuer, processes applications and allotments in public issues and handles corporate actions and investor requests. Pricing is the issuer's and lead manager's decision, settlement is guaranteed by the clearing corporation, and ratings are given by credit rating agencies.")
Q(2, "Through whom does an investor open a demat account?",
  "A depository participant",
  ["A registrar to an issue", "A merchant banker firm", "The stock exchange itself"],
  "Depositories (NSDL and CDSL) serve investors through depository participants, such as banks and brokers, that open and service demat accounts. Registrars keep issuers' records, and merchant bankers manage issues.")
Q(2, "How does an over-the-counter (OTC) trade differ from an exchange-traded one?",
  "It is agreed bilaterally, often on custom terms",
  ["It is guaranteed by the exchange's clearing house", "It is always for standard lot sizes and dates", "It can be made only by retail individual investors"],
  "OTC trades are negotiated directly between two parties, with terms they choose and exposure to each other's credit, though some OTC markets have central clearing. Exchange trades are in standard contracts, matched on the exchange and settled through its clearing corporation.")
Q(2, "A company raises money by selling new shares to a small group of investors without a public offer. What is this called?",
  "A private placement",
  ["An offer for sale (OFS)", "A bonus issue", "A public issue"],
  "A private placement raises capital from a limited number of selected investors without an offer to the public, subject to the Companies Act's limits and SEBI's rules for listed companies. An offer for sale moves existing shares, and a bonus issue raises no money.")
Q(2, "What is a commodity-linked debenture?",
  "A debenture whose return depends on a commodity price",
  ["A debenture that can be repaid only in physical goods", "A debenture issued only by commodity exchanges", "A debenture secured on a farmer's crop in the field"],
  "A commodity-linked debenture is a structured product whose payout is tied to the price of a commodity such as gold or crude oil, often with some protection of principal. It is repaid in money, not goods.")

# ---------------------------------------------------------------- 3 Terminology in Equity and Debt Markets (13)
Q(3, "What is the face value of a share?",
  "The nominal value stated in the company's charter",
  ["The price at which the share last traded today", "The share's portion of the net worth of the company", "The highest price the share reached this year"],
  "Face (par) value is the nominal value of a share fixed in the memorandum, such as Rs 1, 2 or 10; dividends are often declared as a percentage of it. It has little to do with the market price or the book value per share.")
Q(3, "A company's net worth is Rs 900 crore and it has 6 crore shares. What is its book value per share?",
  "Rs 150",
  ["Rs 15", "Rs 540", "Rs 90"],
  "Book value per share = net worth / number of shares = 900 / 6 = Rs 150. Comparing it with the market price gives the price-to-book ratio.",
  calc="bvps_tp")
Q(3, "A company declares a dividend of 150% on shares with a face value of Rs 2. How much dividend does one share receive?",
  "Rs 3",
  ["Rs 150", "Rs 1.50", "Rs 300"],
  "Dividends declared as a percentage are applied to face value: 150% x Rs 2 = Rs 3 a share. The percentage says nothing about the yield on the market price, which may be much lower.",
  calc="div_fv")
Q(3, "What is the coupon of a bond?",
  "The interest it pays, as a rate on face value",
  ["The yield an investor earns if held to maturity", "The price discount at which it was first issued", "The credit rating given to it by an agency"],
  "The coupon is the contracted interest, stated as a percentage of face value and paid at set intervals. The yield to maturity is the total return at the current price, which differs from the coupon when the bond trades away from par.")
Q(3, "How are Government of India Treasury bills issued?",
  "At a discount, redeemed at face value",
  ["At face value, with quarterly coupons", "At a premium, with a floating coupon", "At face value, with annual coupons"],
  "Treasury bills are short-term (91, 182 and 364 days) zero-coupon instruments: they are sold below face value and repaid at face value, the difference being the investor's return.")
Q(3, "What is commercial paper?",
  "Short-term unsecured debt issued by companies",
  ["Long-term secured bonds issued by state bodies", "Certificates of deposit issued by the banks", "Bills of exchange that the RBI itself issues"],
  "Commercial paper is an unsecured money-market instrument issued at a discount by creditworthy companies and other eligible entities to meet short-term needs, for up to one year. Certificates of deposit are the banks' equivalent.")
Q(3, "What does a credit rating of AAA on a bond indicate?",
  "The highest degree of safety of timely payment",
  ["A guarantee by the government of repayment", "The highest expected return among the rated bonds", "That the bond is listed on every exchange"],
  "AAA is the top rating on the scale of Indian rating agencies, indicating the highest safety regarding timely payment of interest and principal. A rating is an opinion on credit risk, not a guarantee, and safer bonds usually yield less.")
Q(3, "A bond has a modified duration of 5. If its yield rises by 0.5 percentage point, by about how much will its price change?",
  "Fall of about 2.5%",
  ["Rise of about 2.5%", "Fall of about 10%", "Fall of about 0.5%"],
  "Price change is approximately -modified duration x change in yield = -5 x 0.5% = -2.5%. Prices fall when yields rise, and higher duration means greater sensitivity.",
  calc="md_change")
Q(3, "What does the convexity of a bond describe?",
  "How the price-yield relationship curves",
  ["How often the bond's coupon is paid out", "How the bond ranks against other debt", "How long until the bond can be called"],
  "Duration gives a straight-line estimate of the price change for a change in yield; convexity captures the curve of the actual price-yield relationship. For an ordinary bond, positive convexity means prices rise more when yields fall than they fall when yields rise by the same amount.")
Q(3, "How does a floating rate bond's coupon behave?",
  "It resets with a benchmark rate at set dates",
  ["It stays fixed from issue until maturity", "It rises by a fixed step every single year", "It is paid only if the issuer makes enough profits"],
  "A floating rate bond's coupon is reset periodically as a benchmark (such as a T-bill yield or an overnight rate) plus a spread, so its price stays closer to par when rates change than a fixed-coupon bond's.")
Q(3, "What is a perpetual bond?",
  "A bond with no fixed maturity date",
  ["A bond that pays no coupon at all", "A bond that matures within a year", "A bond that is repaid in instalments"],
  "A perpetual bond pays coupons with no date for repaying principal, though issuers often have call options. Banks have used such instruments as capital, and they carry more risk than ordinary bonds.")
Q(3, "What does a wide gap between the best bid and the best offer price of a share usually indicate?",
  "The share is thinly traded, or illiquid",
  ["The share is about to be split in two", "The share's dividend will be raised", "The share belongs to a leading market index"],
  "The bid-ask spread is a measure of liquidity: actively traded shares have narrow spreads, while thinly traded ones have wide spreads, which raise the cost of buying and selling.")
Q(3, "In a company's capital structure, what does the term 'paid-up capital' refer to?",
  "Share capital actually paid in by shareholders",
  ["The maximum capital its charter allows it", "Borrowings the company has fully repaid", "Reserves built up from past years' retained profits"],
  "Paid-up capital is the part of issued share capital for which shareholders have paid. Authorised capital is the ceiling in the memorandum, and reserves come from retained profits.")

# ---------------------------------------------------------------- 4 Fundamentals of Research (1)
Q(4, "An analyst tests a stock-picking rule only on companies that are still listed today, leaving out those that failed. What bias does this introduce?",
  "Survivorship bias",
  ["Hindsight bias", "Framing bias", "Home-country bias"],
  "Studying only survivors leaves out the failures a strategy would have held, so its past returns look better than they were. Hindsight bias sees past events as predictable, framing reacts to presentation, and home bias favours domestic assets.")

# ---------------------------------------------------------------- 5 Economic Analysis (2)
Q(5, "Which items make up a country's current account in its balance of payments?",
  "Trade in goods and services, income and transfers",
  ["Foreign direct and foreign portfolio investment flows", "The central bank's sales of foreign exchange", "External commercial borrowing by companies"],
  "The current account records exports and imports of goods and services, investment income and transfers such as remittances. Investment flows and borrowings are in the capital and financial account, and the central bank's reserve changes balance the two.")
Q(5, "Prices fell unusually last year. This year, with a normal rise in prices, measured inflation looks high. What explains this?",
  "The base effect",
  ["The multiplier effect", "The wealth effect", "The crowding-out effect"],
  "Inflation is measured against the price level a year ago. When that level was unusually low, a normal rise this year shows as high inflation (and vice versa): the base effect. Analysts look through it to month-on-month trends.")

# ---------------------------------------------------------------- 7 Company Analysis - Business and Governance (2)
Q(7, "A software company moves its customers from one-time licences to annual subscriptions. Why do analysts often value this change?",
  "It makes revenue more recurring and predictable",
  ["It removes the need to pay for any servers", "It ends all competition from the rival software vendors", "It lets the company skip its annual audit"],
  "Subscription revenue recurs as long as customers renew, making it more predictable than one-off licence sales and often raising customer lifetime value; markets tend to value recurring revenue more highly, though the switch can depress revenue in the short run.")
Q(7, "Which board committee of a listed company recommends the appointment and pay of directors and senior management?",
  "The nomination and remuneration committee",
  ["The stakeholders relationship committee", "The corporate social responsibility committee", "The risk management committee of the board"],
  "Under SEBI's listing regulations, the nomination and remuneration committee sets criteria for directors and recommends their appointment and the pay policy for directors and senior management. Investors' grievances go to the stakeholders relationship committee.")

# ---------------------------------------------------------------- 9 Corporate Actions (5)
Q(9, "How does a stock split differ from a bonus issue?",
  "A split divides face value; a bonus capitalises reserves",
  ["A split raises new money; a bonus returns surplus cash", "A split needs no approval; a bonus needs SEBI's consent", "A split cuts the share count; a bonus raises the price"],
  "In a split, each share is divided into several of a lower face value, with no change in share capital or reserves. In a bonus issue, reserves are converted into share capital and new shares of the same face value are issued. Both raise the share count and neither raises money.")
Q(9, "Which authority must sanction a scheme of merger or demerger of companies under the Companies Act, 2013?",
  "The National Company Law Tribunal",
  ["The Reserve Bank of India's board", "The Competition Appellate Board", "The Securities Appellate Tribunal"],
  "Schemes of compromise, arrangement, merger and demerger are sanctioned by the National Company Law Tribunal after approval by shareholders and creditors; listed companies also need the stock exchanges' observations under SEBI's rules.")
Q(9, "How does an interim dividend differ from a final dividend?",
  "The board declares it during the year",
  ["It is paid only to preference holders", "It is paid only after the company closes", "It must always be larger than the final"],
  "An interim dividend is declared by the board during the financial year, before the accounts are closed. A final dividend is recommended by the board after the year's accounts and declared by shareholders at the annual general meeting.")
Q(9, "What happens to a company's shares when it delists them voluntarily from the stock exchanges?",
  "They stop trading there after holders are offered an exit",
  ["They move automatically to a foreign stock exchange", "They are converted into the company's debentures", "They keep trading, but no dividends are ever paid on them"],
  "In a voluntary delisting, the promoters offer to buy out public shareholders under SEBI's delisting rules; if the offer succeeds, the shares are removed from trading on the exchanges, and remaining holders get a further window to sell to the promoters.")
Q(9, "A company offers 1 new share for every 5 held in a rights issue. A holder has 2,000 shares. How many new shares may she subscribe for?",
  "400",
  ["2,400", "10,000", "200"],
  "Rights are offered in proportion to holdings: 2,000 x 1 / 5 = 400 new shares. After subscribing she will hold 2,400 shares and keep her percentage ownership.",
  calc="rights_entitlement")

# ---------------------------------------------------------------- 11 Fundamental Analysis of Commodities (6)
Q(11, "Weekly data show US crude oil inventories falling much more than expected. What is the usual first effect on crude prices?",
  "They tend to rise on signs of tighter supply",
  ["They tend to fall on signs of weak supply", "They are not affected by any inventory data", "They fall because storage costs are lower"],
  "Inventory data show the balance of supply and demand: a larger-than-expected draw suggests demand is outpacing supply, which tends to push prices up; an unexpected build tends to push them down.")
Q(11, "Which exchange's prices serve as the main global reference for base metals such as copper and aluminium?",
  "The London Metal Exchange",
  ["The Chicago Board Options Exchange", "The Tokyo Commodity Exchange", "The Dubai Gold and Commodities Exchange"],
  "The London Metal Exchange is the main international market and price reference for industrial metals, and many physical contracts are priced off its settlement prices. Domestic prices in India track it with adjustments for the exchange rate and duties.")
Q(11, "A large carry-over stock of wheat remains from last season, and a normal crop is expected. What does this usually mean for prices?",
  "Prices tend to stay subdued as supply is ample",
  ["Prices tend to spike as supply is very short", "Prices are fixed by the stock exchange instead", "Prices move only with the US dollar index"],
  "Supply for a season is the carry-over stock plus the new crop plus imports. Large opening stocks with a normal harvest mean plentiful supply, which tends to keep prices in check; low stocks make prices more sensitive to a crop shortfall.")
Q(11, "Why do natural gas prices in many cold-climate markets tend to rise ahead of winter?",
  "Heating demand peaks in the winter months",
  ["Gas production is banned in the winter", "Gas cannot be stored during the summer", "Exchanges close for trading during the summer"],
  "Seasonal demand drives many commodities: gas demand for heating rises sharply in winter, so prices and the prices of winter futures contracts tend to firm ahead of it, especially when storage is low.")
Q(11, "Why have central banks' purchases of gold been watched closely by analysts of the gold market?",
  "They are a large source of demand for gold",
  ["They fix the price of gold each day", "They are the main producers of gold", "They decide the import duty levied on gold bars"],
  "Central banks hold gold as a reserve asset, and in recent years their buying has been a large part of global demand, alongside jewellery, investment and industrial use. They neither fix the market price nor mine gold.")
Q(11, "What is Brent in the crude oil market?",
  "A benchmark grade used to price much of world oil",
  ["A tax that producing countries levy on crude", "A type of futures contract on refined diesel fuel", "An agency that rates oil companies' debt"],
  "Brent is a light, sweet crude benchmark from the North Sea whose price is used as a reference for a large part of internationally traded oil, including much of what India imports. WTI is the main US benchmark.")

# ---------------------------------------------------------------- 13 Qualities of a Good Research Report (5)
Q(13, "What should a research report's executive summary give the reader?",
  "The rating, target and main reasons in brief",
  ["The full financial model with every line item", "The disclaimers and disclosures in full text", "A history of the company since it was founded"],
  "The summary at the start should let a busy reader grasp the recommendation, the price target and the key arguments and risks in a few lines; the detailed model, history and disclosures follow in the body and appendices.")
Q(13, "What should every chart and table in a research report carry?",
  "A clear title, units and the source of the data",
  ["The analyst's personal contact phone number", "A promise that the trend shown will continue for years", "As many data series as will fit into the box"],
  "Charts and tables help only when readers can see what they show, in which units and from which source; cluttered or unsourced exhibits mislead or confuse. No chart can promise that a trend will continue.")
Q(13, "Why should a report state the time horizon of its price target?",
  "So readers know when the target is meant to be met",
  ["So the target can be changed without giving notice", "So that SEBI can approve the target in advance", "So the target works as a guarantee of the return"],
  "A target price means little without a period, usually 12 months; stating it lets readers compare the expected return with alternatives and judge the call later. It is an estimate, not a guarantee.")
Q(13, "Which phrase in a research report is too vague to help a reader decide?",
  "'The stock may do well if things improve'",
  ["'We expect EPS to grow 15% in FY27'", "'Our target of Rs 540 implies 18% upside'", "'A rupee fall of 5% cuts EBITDA by 3%'"],
  "Good reports make specific, testable statements: growth rates, targets and sensitivities. A statement that something 'may do well if things improve' cannot be checked and gives no basis for a decision.")
Q(13, "Why should a research report separate the analyst's estimates from the company's reported figures?",
  "So readers can tell actual data from forecasts",
  ["So the forecasts look more accurate than they are", "So the company can edit the estimates in advance", "So the report can leave out its valuation method"],
  "Marking which figures are reported (audited results) and which are the analyst's estimates, for example with 'E' for estimated years, lets readers see what is fact and what is judgement.")
