# Full-Length Mock Test 3 for NISM Series XV (Research Analyst). Original questions; the correct option is listed
# first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's 15 chapters
# as in supabase/seed/15_questions_series_xv.sql. Company names and figures are fictitious.
QUESTIONS = []
CASES = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc, "case": None})


def CASE(title, passage):
    CASES.append({"case": title, "passage": passage})


def CQ(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3 and CASES
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc,
                      "case": CASES[-1]["case"]})


# ---------------------------------------------------------------- 1 Introduction to Research Analyst Profession (1)
Q(1, "A broker's sales head asks its analyst to raise his rating on a company because the firm hopes to win the company's banking business. What should guide the analyst?",
  "His own independent and objective view",
  ["The firm's business interest in the deal", "The rating most clients would welcome", "The company management's own guidance"],
  "Independence and objectivity are the core qualities of a research analyst: the rating must reflect the analyst's honest assessment, not the firm's banking hopes, clients' wishes or management's preferences. Pressure of this kind is exactly what the conflict rules guard against.")

# ---------------------------------------------------------------- 2 Introduction to Securities Market (2)
Q(2, "What is the main difference between the primary and the secondary market?",
  "New issues are sold in one; existing ones trade in the other",
  ["Only institutions may buy in one; retail buys in the other", "Equity is issued in one; only debt is traded in the other", "Prices are fixed by SEBI in one; set by brokers in the other"],
  "In the primary market, issuers sell new securities (an IPO, a rights issue, a private placement) and receive the money. In the secondary market, investors trade securities already issued among themselves on exchanges, and the issuer receives nothing.")
Q(2, "On an Indian stock exchange, which entity becomes the counterparty to both sides of every trade and guarantees its settlement?",
  "The clearing corporation",
  ["The depository participant", "The stock exchange itself", "The buyer's stockbroker"],
  "Through novation, the clearing corporation interposes itself as buyer to every seller and seller to every buyer, and guarantees settlement from its settlement guarantee fund and members' margins. Depository participants hold demat accounts, and exchanges provide the trading platform.")

# ---------------------------------------------------------------- 3 Terminology in Equity and Debt Markets (2)
Q(3, "A company has 25 crore shares outstanding, trading at Rs 320 each. What is its market capitalisation?",
  "Rs 8,000 crore",
  ["Rs 800 crore", "Rs 7,800 crore", "Rs 80,000 crore"],
  "Market capitalisation = shares outstanding x share price = 25 crore x Rs 320 = Rs 8,000 crore. It is the market's value of the company's equity, before adding debt to get enterprise value.",
  calc="mcap")
Q(3, "What right does a call option embedded in a bond give?",
  "The issuer may redeem the bond before maturity",
  ["The holder may demand repayment before maturity", "The holder may convert the bond into equity shares", "The issuer may skip coupons when profits are low"],
  "A callable bond lets the issuer repay early, usually when rates have fallen so it can refinance more cheaply; investors demand a higher yield for this risk. A put option gives the holder the right to early repayment, and conversion into shares is a feature of convertible bonds.")

# ---------------------------------------------------------------- 4 Fundamentals of Research (5)
Q(4, "An investor quickly sells shares that have risen but keeps holding shares that have fallen, hoping to get back to his cost. What is this behaviour called?",
  "The disposition effect",
  ["The endowment (ownership) effect", "The halo effect", "The framing effect"],
  "The disposition effect is the tendency to realise gains too early and hold losers too long, rooted in loss aversion and regret. The endowment effect values what one owns more highly, the halo effect lets one good trait colour the whole view, and framing reacts to how a choice is presented.")
Q(4, "A deposit offers 12% a year compounded quarterly. What is its effective annual rate?",
  "12.55%",
  ["12.00%", "12.36%", "12.68%"],
  "Effective annual rate = (1 + 0.12 / 4)^4 - 1 = 1.03^4 - 1 = 12.55%. Half-yearly compounding would give 12.36% and monthly 12.68%; more frequent compounding raises the effective rate.",
  calc="ear")
Q(4, "Using the rule of 72, about how long does money take to double at 9% a year compounded annually?",
  "About 8 years",
  ["About 9 years", "About 6 years", "About 11 years"],
  "The rule of 72 estimates doubling time as 72 / interest rate = 72 / 9 = 8 years; the exact figure, ln 2 / ln 1.09, is 8.04 years. The rule works well for rates between about 6% and 12%.",
  calc="rule72")
Q(4, "Which of these is a qualitative factor in analysing a company, rather than a quantitative one?",
  "The integrity and track record of management",
  ["The growth rate of revenue over five years", "The ratio of debt to equity at the year end", "The operating margin in the last quarter"],
  "Qualitative analysis judges what numbers do not capture directly: management's integrity and capability, governance, brand strength and competitive position. Growth rates, leverage and margins are quantitative measures read from the financial statements.")
Q(4, "How does investing differ from speculation, as the terms are usually used in research?",
  "Investing rests on analysis of value and a longer horizon",
  ["Investing means buying only government bonds and deposits", "Speculation is always illegal and is punished by SEBI", "Speculation means holding a share for at least five years"],
  "Investing commits money on the basis of an analysis of value, seeking a reasonable return over time with attention to safety of capital. Speculation seeks quick gains from price moves, often with high risk and little analysis; it is not illegal in itself.")

# ---------------------------------------------------------------- 5 Economic Analysis (5)
Q(5, "An economy has private consumption of Rs 600 lakh crore, investment of Rs 250 lakh crore, government spending of Rs 150 lakh crore, exports of Rs 120 lakh crore and imports of Rs 170 lakh crore. What is its GDP by the expenditure method?",
  "Rs 950 lakh crore",
  ["Rs 1,290 lakh crore", "Rs 1,000 lakh crore", "Rs 1,050 lakh crore"],
  "GDP = C + I + G + (X - M) = 600 + 250 + 150 + (120 - 170) = Rs 950 lakh crore. Imports are subtracted because they are spending on goods produced abroad; adding them gives Rs 1,290 lakh crore.",
  calc="gdp")
Q(5, "What does the statutory liquidity ratio (SLR) require banks to do?",
  "Keep a share of deposits in liquid assets such as G-secs",
  ["Keep a share of their deposits as cash balances with the RBI", "Lend a share of their credit to the priority sectors", "Hold capital equal to a share of risk-weighted assets"],
  "The SLR requires banks to hold a set share of their net demand and time liabilities in safe liquid assets, mainly government securities, cash and gold. Cash kept with the RBI is the cash reserve ratio, lending quotas are priority-sector targets, and capital rules are separate.")
Q(5, "An economy suffers high inflation together with stagnant output and rising unemployment. What is this condition called?",
  "Stagflation",
  ["Deflation", "Disinflation", "Reflation"],
  "Stagflation combines high inflation with weak growth and unemployment, often after a supply shock such as an oil price spike, and is hard for policy because fighting inflation deepens the slowdown. Disinflation is a slower rate of price rises, and deflation falling prices.")
Q(5, "Short-term government bond yields rise above long-term yields, so the yield curve inverts. What has this often signalled?",
  "A possible economic slowdown or recession",
  ["A strong rise in corporate profits ahead", "A rapid rise in long-term inflation", "A coming surge in the government's spending"],
  "An inverted yield curve usually reflects tight current monetary policy and expectations that rates will fall as growth weakens, and it has often come before recessions. A normal, upward-sloping curve goes with expectations of steady growth.")
Q(5, "Which of these is a tool of fiscal policy?",
  "A change in income tax rates",
  ["A change in the policy repo rate", "A change in the CRR", "Open market operations"],
  "Fiscal policy is the government's use of taxation and spending. The repo rate, the cash reserve ratio and open market operations are the RBI's monetary policy tools.")

# ---------------------------------------------------------------- 6 Industry Analysis (6 + 2 in a case)
Q(6, "An industry needs little capital, has no licensing and sells unbranded products. Which of Porter's forces is likely to be strong?",
  "The threat of new entrants",
  ["The power of its suppliers", "The threat of substitutes", "The power of its buyers"],
  "Low capital needs, no licences and no brand loyalty mean low barriers to entry, so new firms can easily come in and compete away profits. That is the threat of new entry; supplier power, buyer power and substitutes depend on other features.")
Q(6, "In a PESTLE analysis of the health-care industry, under which factor does the ageing of the population fall?",
  "Social",
  ["Political", "Economic", "Legal"],
  "Demographic and cultural trends such as ageing, urbanisation and lifestyle changes are social factors. Government policy is political, income and interest rates are economic, and laws and regulations are legal factors.")
Q(6, "In an industry whose products are nearly identical, such as commodity chemicals, how do firms mainly compete?",
  "On price, so low cost is decisive",
  ["On brands built through advertising", "On patents that protect designs", "On exclusive shelf space in stores"],
  "When products are undifferentiated, buyers choose on price, so the lowest-cost producers earn the best margins through the cycle. Brands, patents and shelf space matter in differentiated industries such as consumer goods or pharmaceuticals.")
Q(6, "An industry is dominated by three firms, each of which watches the others' prices closely before changing its own. What market structure is this?",
  "Oligopoly",
  ["Monopoly", "Perfect competition", "Monopolistic competition"],
  "In an oligopoly a few large firms dominate, and each firm's decisions depend on how the others react, so prices tend to be sticky and moves are matched. A monopoly has one seller, and perfect and monopolistic competition have many.")
Q(6, "For Indian IT services exporters, which is a key industry driver?",
  "Technology spending by US and European clients",
  ["The monsoon's effect on rural incomes at home", "Domestic cement and steel prices each month", "The number of new bank branches in India"],
  "Indian IT services earn most of their revenue from clients in the US and Europe, so those clients' technology budgets, along with the rupee's exchange rate and wage costs, drive the industry. Monsoons and domestic commodity prices matter little to it.")
Q(6, "A new technology lets customers meet the same need without an industry's product, as digital cameras in phones did for film rolls. Which force is at work?",
  "The threat of substitutes",
  ["The rivalry among existing firms", "The power of suppliers", "The barriers to entry"],
  "A substitute meets the same need in a different way and caps the price an industry can charge; when it is clearly better it can shrink the industry itself. Rivalry is competition among existing firms making the same product.")

# ---------------------------------------------------------------- 7 Company Analysis - Business and Governance (4 + 2 in a case)
Q(7, "What is the main role of a listed company's audit committee?",
  "To oversee financial reporting and the auditors",
  ["To set the prices of the company's products", "To decide the pay of the company's factory workmen", "To run the company's treasury each day"],
  "The audit committee, mostly of independent directors, oversees the financial reporting process, reviews results and related party transactions, and recommends the appointment of auditors and reviews their work and independence.")
Q(7, "Under SEBI's listing regulations, when the chairperson of a listed company's board is an executive director, what share of the board must be independent?",
  "At least half",
  ["At least a third", "At least a quarter", "All but one member"],
  "The listing regulations require at least half of the board to be independent directors when the chairperson is an executive director (or a promoter or related to one); with a non-executive chairperson who is not a promoter, at least one-third must be independent.")
Q(7, "A company is the lowest-cost producer in its industry because its plants are far larger than its rivals'. What competitive advantage is this?",
  "Economies of scale",
  ["Network effects of users", "A brand premium", "Switching costs"],
  "Economies of scale lower the cost per unit as output grows, through spreading fixed costs and buying power, so a large producer can undercut rivals and still earn good margins. Network effects, brands and switching costs are other kinds of moat.")
Q(7, "A company's growth, client relationships and strategy all depend on its founder, and no successor has been named. What risk should the analyst note?",
  "Key-person and succession risk",
  ["Foreign exchange translation risk", "Interest rate and refinancing risk", "Commodity price and inventory risk"],
  "When a business depends heavily on one person, that person's departure, illness or death could hurt it badly; a clear succession plan and a strong second line of management reduce this risk. It is part of judging management quality and governance.")

# ---------------------------------------------------------------- 8 Company Analysis - Financial Analysis (10 + 2 in a case)
Q(8, "A company earns a profit after tax of Rs 90 crore on total assets of Rs 1,500 crore. What is its return on assets?",
  "6%",
  ["16.7%", "9%", "4.5%"],
  "Return on assets = profit after tax / total assets = 90 / 1,500 = 6%. It shows how efficiently all the assets, however financed, produce profit. 16.7 is the inverse ratio.",
  calc="roa")
Q(8, "A company has cash of Rs 60 crore, marketable securities of Rs 20 crore and current liabilities of Rs 200 crore. What is its cash ratio?",
  "0.4",
  ["0.3", "2.5", "0.1"],
  "Cash ratio = (cash + marketable securities) / current liabilities = (60 + 20) / 200 = 0.4. It is the strictest liquidity ratio, leaving out receivables and inventory; 0.3 counts cash alone.",
  calc="cash_ratio")
Q(8, "A company's trade payables are Rs 90 crore and its cost of goods sold is Rs 657 crore. Using a 365-day year, what are its payable days?",
  "50 days",
  ["73 days", "45 days", "60 days"],
  "Payable days = payables / cost of goods sold x 365 = 90 / 657 x 365 = 50 days: the company takes about 50 days to pay suppliers. Longer payable days ease working capital, unless they reflect an inability to pay.",
  calc="payable_days")
Q(8, "A company has revenue of Rs 1,200 crore and net fixed assets of Rs 400 crore. What is its fixed asset turnover?",
  "3 times",
  ["0.33 times", "4 times", "2 times"],
  "Fixed asset turnover = revenue / net fixed assets = 1,200 / 400 = 3 times. It shows how much sales the plant and equipment generate; it is especially telling for capital-intensive businesses.",
  calc="fa_turnover")
Q(8, "A company has borrowings of Rs 500 crore, cash of Rs 100 crore and EBITDA of Rs 200 crore. What is its net debt to EBITDA?",
  "2.0 times",
  ["2.5 times", "3.0 times", "0.5 times"],
  "Net debt = borrowings - cash = 500 - 100 = Rs 400 crore; net debt / EBITDA = 400 / 200 = 2.0 times: about two years of operating cash earnings would repay the debt. Ignoring cash gives 2.5.",
  calc="netdebt_ebitda")
Q(8, "A company has EBIT of Rs 200 crore and interest of Rs 50 crore. What is its degree of financial leverage, EBIT / (EBIT - interest)?",
  "1.33",
  ["4.00", "0.75", "1.25"],
  "Degree of financial leverage = EBIT / (EBIT - interest) = 200 / 150 = 1.33: a 1% change in EBIT changes profit before tax by about 1.33%. Fixed interest costs magnify the swings in earnings. 4.00 is the interest coverage ratio.",
  calc="dfl")
Q(8, "A company reports profit after tax of Rs 60 crore, tax of Rs 20 crore, interest of Rs 15 crore and depreciation of Rs 25 crore. What is its EBITDA?",
  "Rs 120 crore",
  ["Rs 95 crore", "Rs 100 crore", "Rs 80 crore"],
  "EBITDA adds back tax, interest, depreciation and amortisation to net profit: 60 + 20 + 15 + 25 = Rs 120 crore. Rs 95 crore is EBIT (before adding depreciation), and Rs 80 crore is profit before tax.",
  calc="ebitda")
Q(8, "A company's profit jumped this year, but most of the rise came from a one-time gain on selling land. How should an analyst treat that gain when forecasting?",
  "Exclude it from recurring, core earnings",
  ["Add it to every future year's earnings", "Treat it as growth in operating revenue", "Ignore the land sale in the accounts"],
  "One-off items such as gains on asset sales do not recur, so analysts strip them out to see core, sustainable earnings and build forecasts and multiples on those. The gain still counts in this year's reported profit and cash, but not in the trend.")
Q(8, "A company starts treating large routine maintenance costs as capital assets instead of expenses. What is the immediate effect on its reported profit?",
  "Profit is overstated this year",
  ["Profit is understated this year", "Profit does not change at all", "Revenue falls by the same amount"],
  "Capitalising an expense moves it to the balance sheet, so it reduces profit only gradually through depreciation; this year's profit looks higher than the economics justify. Analysts watch for aggressive capitalisation as an earnings-quality warning.")
Q(8, "A large retailer collects cash from shoppers at once but pays its suppliers after 60 days, so its current liabilities exceed its current assets. How should an analyst read this negative working capital?",
  "Suppliers are funding part of its operations",
  ["It is certainly about to default on its debt", "Its inventory must be fully written off", "Its auditors must qualify the accounts"],
  "For a business that sells for cash and buys on credit, negative working capital is often a strength: suppliers' credit finances the inventory and growth releases cash. It is a warning sign only when it comes from unpaid dues the company cannot meet.")

# ---------------------------------------------------------------- 9 Corporate Actions (3 + 2 in a case)
Q(9, "A shareholder does not want to subscribe to a rights issue. What can she do with her rights entitlements?",
  "Sell them on the exchange before they lapse",
  ["Exchange them for bonus shares later on", "Ask the company to buy them back at par", "Convert them into the company's own debentures"],
  "Rights entitlements are credited to demat accounts and can be traded on the exchange during the renunciation period, so a shareholder who does not want to invest can sell them and receive their value. If neither used nor sold, they lapse.")
Q(9, "A share closes at Rs 500 the day before it goes ex-dividend for a dividend of Rs 15. Other things being equal, at about what price should it open on the ex-date?",
  "Rs 485",
  ["Rs 500", "Rs 515", "Rs 470"],
  "On the ex-date a buyer no longer gets the dividend, so the price should fall by about the dividend: 500 - 15 = Rs 485. The shareholder's wealth is unchanged: Rs 485 in the share plus Rs 15 in cash.",
  calc="ex_div")
Q(9, "In a merger, shareholders of the target receive 3 shares of the acquirer for every 5 target shares. How many acquirer shares does a holder of 1,000 target shares receive?",
  "600",
  ["1,667", "300", "500"],
  "Shares received = 1,000 x 3 / 5 = 600. The swap ratio is usually set on the relative values of the two companies; 1,667 applies the ratio the wrong way round.",
  calc="swap")

# ---------------------------------------------------------------- 10 Valuation Principles (8 + 4 in a case)
Q(10, "A company has EBIT of Rs 200 crore, a tax rate of 25%, depreciation of Rs 40 crore, capital expenditure of Rs 60 crore and an increase in working capital of Rs 10 crore. What is its free cash flow to the firm?",
  "Rs 120 crore",
  ["Rs 150 crore", "Rs 170 crore", "Rs 130 crore"],
  "FCFF = EBIT x (1 - tax) + depreciation - capex - increase in working capital = 150 + 40 - 60 - 10 = Rs 120 crore. Rs 150 crore is only the after-tax operating profit (NOPAT), Rs 130 crore forgets the working capital, and Rs 170 crore leaves out the tax.",
  calc="fcff")
Q(10, "A company's market capitalisation is Rs 3,000 crore and its revenue is Rs 1,500 crore. What is its price-to-sales ratio?",
  "2 times",
  ["0.5 times", "4.5 times", "1.5 times"],
  "Price-to-sales = market capitalisation / revenue = 3,000 / 1,500 = 2 times. It is used where earnings are negative or volatile, though it ignores profitability.",
  calc="ps")
Q(10, "Which multiple do analysts most often use to value banks?",
  "Price to book value",
  ["EV to EBITDA", "Price to sales", "EV to installed capacity"],
  "A bank's assets and liabilities are mostly financial and carried near market value, and its capital limits its lending, so book value is a meaningful anchor; analysts compare P/B with the bank's return on equity. EV/EBITDA does not suit banks, since interest is their main cost of business.")
Q(10, "A company's enterprise value is Rs 5,000 crore. It has debt of Rs 1,200 crore, cash of Rs 200 crore and 50 crore shares. What is its equity value per share?",
  "Rs 80",
  ["Rs 100", "Rs 124", "Rs 76"],
  "Equity value = EV - debt + cash = 5,000 - 1,200 + 200 = Rs 4,000 crore; per share = 4,000 / 50 = Rs 80. Treating the EV itself as equity value gives Rs 100, adding the debt instead of subtracting it (and leaving out the cash) gives Rs 124, and ignoring the cash gives Rs 76.",
  calc="eq_per_share")
Q(10, "A share trades at Rs 600. Its trailing EPS is Rs 30 and its expected EPS for next year is Rs 40. What is its forward P/E?",
  "15 times",
  ["20 times", "17.1 times", "12 times"],
  "Forward P/E = price / next year's expected EPS = 600 / 40 = 15 times. The trailing P/E, on the last year's EPS, is 600 / 30 = 20 times; a growing company looks cheaper on forward earnings.",
  calc="fwd_pe")
Q(10, "An analyst compares two companies' P/E ratios. Why may the lower-P/E company not be the better buy?",
  "Its growth or risk may justify the lower multiple",
  ["A lower P/E always means lower earnings per share", "P/E ratios cannot be compared between two firms", "The higher-P/E firm must have more shares issued"],
  "A P/E reflects expected growth, risk and return on capital. A company with slower growth, weaker returns or higher risk deserves a lower multiple, so a low P/E alone does not make a share cheap; the comparison must adjust for these differences.")
Q(10, "Why is the dividend discount model poorly suited to valuing a fast-growing company that pays no dividends?",
  "It values only the dividends, and there are none",
  ["It needs the company's share price as its input", "It can be used only for banks and for insurers", "It ignores the cost of equity of the company"],
  "The DDM values a share as the present value of expected dividends; a company that retains all its earnings to grow would be given little or no value, though its cash flows have value. Free cash flow or earnings models suit it better.")
Q(10, "What does a DCF model's terminal value represent?",
  "The value of cash flows after the forecast years",
  ["The book value of assets at the last year end", "The price at which the share last traded", "The total of the forecast years' cash flows"],
  "A DCF forecasts cash flows for a few years and then captures all later years in a terminal value, usually by a growing perpetuity or an exit multiple, discounted back to today. It is often the largest part of the value.")

# ---------------------------------------------------------------- 11 Fundamental Analysis of Commodities (5)
Q(11, "How do international gold prices usually move when the US dollar strengthens broadly, other things being equal?",
  "They tend to fall",
  ["They tend to rise", "They stay unchanged", "They move with oil"],
  "Gold is priced in dollars, so a stronger dollar makes it dearer for buyers using other currencies and reduces demand; gold and the dollar have usually moved in opposite directions, though not always.")
Q(11, "For crops such as rice and pulses grown in India's kharif season, which factor most affects the size of the harvest?",
  "The progress of the southwest monsoon",
  ["The level of US Treasury bond yields", "The price of gold in world markets", "The pace of new car sales each month"],
  "Kharif crops are sown with the southwest monsoon (June-September), and much of India's farmland depends on its rain, so the monsoon's timing, amount and spread largely decide kharif output and prices.")
Q(11, "What does the government's minimum support price (MSP) for a crop do?",
  "It sets a floor price at which the crop is procured",
  ["It caps the retail price that consumers may pay", "It fixes the futures price on the exchange daily", "It sets the export duty that traders must pay"],
  "The MSP is the price at which government agencies stand ready to buy the notified crops from farmers, giving a floor under market prices, especially for crops procured at scale such as wheat and rice. It does not cap retail prices or fix futures prices.")
Q(11, "Which decision most directly affects the supply side of the global crude oil market?",
  "OPEC+ agreeing to cut or raise output",
  ["India changing its repo rate by a step", "A rise in airline ticket sales in Europe", "A fall in global cotton production levels"],
  "OPEC and allied producers (OPEC+) control a large share of world output and set production targets, so their decisions shift supply and prices directly. Airline demand affects consumption, and monetary policy in one importing country matters only indirectly.")
Q(11, "A metal trades at Rs 60,000 spot. The cost of carry (financing and storage) is 6% a year, simple. What is the fair price of a futures contract expiring in three months?",
  "Rs 60,900",
  ["Rs 63,600", "Rs 60,300", "Rs 61,800"],
  "Fair futures price = spot x (1 + carry x time) = 60,000 x (1 + 0.06 x 3/12) = Rs 60,900. Rs 63,600 applies a full year's carry, and Rs 60,300 only one month's.",
  calc="carry")

# ---------------------------------------------------------------- 12 Fundamentals of Risk and Return (3 + 4 in a case)
Q(12, "Two stocks have a covariance of returns of 0.012 and standard deviations of 0.20 and 0.15. What is their correlation coefficient?",
  "0.40",
  ["0.08", "0.25", "0.60"],
  "Correlation = covariance / (standard deviation A x standard deviation B) = 0.012 / (0.20 x 0.15) = 0.012 / 0.03 = 0.40: a moderate positive relationship, leaving room for diversification.",
  calc="correlation")
Q(12, "An investor holds a bond whose coupons must be reinvested. What risk does a fall in interest rates create for her?",
  "Reinvestment risk",
  ["Credit risk", "Liquidity (marketability) risk", "Inflation risk"],
  "When rates fall, coupons and redemption proceeds can only be reinvested at lower yields, so the realised return falls below the yield expected at purchase: reinvestment risk. Falling rates raise the bond's price, so they reduce price risk at the same time.")
Q(12, "A stock returns +50% in one year and -50% the next. What is its geometric average annual return?",
  "About -13.4%",
  ["About 0.0%", "About -25.0%", "About -50.0%"],
  "Geometric average = (1.50 x 0.50)^(1/2) - 1 = 0.75^0.5 - 1 = -13.4% a year: Rs 100 became Rs 75. The arithmetic average of 0% overstates what the investor earned, which is why compound returns use the geometric mean.",
  calc="geomean")

# ---------------------------------------------------------------- 13 Qualities of a Good Research Report (5)
Q(13, "A report rates a stock BUY, but its 12-month target price is below the current market price. What quality does it lack?",
  "Consistency between rating and target",
  ["Brevity in its summary on page one", "Enough charts of the share's price", "Detail on the analyst's own background"],
  "A good report is internally consistent: the rating must follow from the target and the expected return under the report's own rating scale. A BUY with a target below the price confuses readers and undermines trust.")
Q(13, "Why should a report set out the main arguments against its recommendation as well as those for it?",
  "A balanced report lets readers weigh both sides",
  ["It lets the analyst avoid taking any view at all", "Regulators require equal pages for each side", "Readers prefer reports that never conclude"],
  "A balanced report presents the bull and bear cases and explains why the analyst comes down on one side, so readers can judge the strength of the view. It still reaches a clear conclusion.")
Q(13, "A company announces its quarterly results. When is an updated research report most useful to clients?",
  "Promptly, while the news is still relevant",
  ["A quarter later, once prices have settled", "Only after the annual report is published", "Only when the share price moves by 10%"],
  "Timeliness is a quality of good research: clients need the analyst's reading of results soon after they come out, while it can still inform decisions. A report that arrives weeks later adds little.")
Q(13, "Before publishing, an analyst finds that the revenue figure in his model differs from the company's filed results. What should he do?",
  "Reconcile the figures and correct the model",
  ["Publish and correct it in the next report", "Use whichever figure supports his rating", "Remove the revenue figure from the report"],
  "Accuracy is basic to a research report: figures must be checked against the source and errors fixed before publication. Publishing known errors, or choosing data to fit a view, misleads readers.")
Q(13, "Why do good research reports include a table comparing the company with its listed peers?",
  "It puts valuation and growth in context",
  ["It replaces any need for a price target", "It lists the peers' analysts' ratings", "It shows that all peers are overvalued"],
  "A peer comparison of growth, margins, returns and multiples helps readers see whether the company deserves a premium or a discount to its peers, supporting the valuation. It complements the target rather than replacing it.")

# ---------------------------------------------------------------- 14 Legal and Regulatory Environment (10)
Q(14, "An analyst learns of a company's unannounced takeover offer from a friend inside the company and tells a client about it, without trading himself. Is this allowed under the insider trading regulations?",
  "No: communicating such information is itself prohibited",
  ["Yes: only trading on the information is prohibited", "Yes: the client is free to decide whether to trade or not", "No: but only if the client makes a profit on it"],
  "The SEBI (Prohibition of Insider Trading) Regulations, 2015 prohibit not only trading while in possession of UPSI but also communicating or procuring UPSI except for legitimate purposes. Passing it to a client is a violation whether or not anyone trades.")
Q(14, "A person spreads a false rumour on social media about a company's bankruptcy to push its share price down and profit from it. Which regulations does this violate?",
  "The fraudulent and unfair trade practices regulations",
  ["The depositories and participants regulations alone", "The mutual fund regulations of the year 1996", "The portfolio managers regulations of the year 2020"],
  "The SEBI (Prohibition of Fraudulent and Unfair Trade Practices relating to Securities Market) Regulations, 2003 prohibit manipulative and deceptive practices, including spreading false or misleading information to influence prices.")
Q(14, "Which law provides the legal framework for recognising stock exchanges and regulating contracts in securities in India?",
  "The Securities Contracts (Regulation) Act, 1956",
  ["The Indian Contract Act, 1872 on agreements", "The Reserve Bank of India Act, 1934 on monetary policy", "The Foreign Exchange Management Act, 1999"],
  "The Securities Contracts (Regulation) Act, 1956, with its rules, governs the recognition of stock exchanges, the contracts that may be traded on them and the listing of securities. The SEBI Act, 1992 set up SEBI to regulate the market as a whole.")
Q(14, "For which clients does the cap on research analysts' fees (Rs 1,51,000 a year per family) NOT apply?",
  "Non-individual clients and accredited investors",
  ["Individual clients who are senior citizens", "Hindu undivided families with large assets", "Individual clients who pay all their fees in advance"],
  "SEBI's fee limits for research services protect individual and HUF clients; fees charged to non-individual clients (such as companies and institutions) and to accredited investors are left to be agreed between the parties.")
Q(14, "Under the research analyst regulations as amended in December 2024, what financial requirement must a research analyst meet?",
  "A deposit with a bank, scaled to its number of clients",
  ["A net worth of at least Rs 50 crore in every case", "A guarantee from a stock exchange for its clients", "No financial requirement, only the NISM certificate"],
  "The 2024 amendments replaced the net-worth requirement with a deposit kept with a scheduled bank and lien-marked in favour of the research analyst administration and supervisory body; the amount rises with the number of clients served.")
Q(14, "Under which Act does SEBI register and regulate intermediaries such as research analysts?",
  "The Securities and Exchange Board of India Act, 1992",
  ["The Companies Act, 2013 and its listing rules", "The Banking Regulation Act, 1949 and the rules under it", "The Prevention of Money-laundering Act, 2002"],
  "The SEBI Act, 1992 made SEBI a statutory regulator and requires intermediaries, including research analysts, to be registered with it; SEBI frames regulations such as the Research Analysts Regulations, 2014 under this Act.")
Q(14, "What must a listed company disclose to the stock exchanges about its meetings with analysts and institutional investors?",
  "The schedule of the meetings and presentations made",
  ["The names of analysts who rate the stock a sell", "Each analyst's earnings forecast for the year", "Nothing, as such meetings are entirely private"],
  "Under SEBI's listing regulations, a listed company must disclose the schedule of analyst or institutional investor meets in advance and the presentations made, and audio or video recordings or transcripts of such calls, so that information given to analysts is available to all investors.")
Q(14, "Why does a listed company close its trading window for designated persons before the board meets to approve results?",
  "They may hold unpublished results while it is shut",
  ["The stock exchange closes for trading those days", "Analysts must finish their forecasts before then", "The shares cannot be settled during that period"],
  "Under the insider trading regulations, designated persons and their relatives may not trade while the trading window is closed, typically from the end of the quarter until 48 hours after results are published, because they may hold the results as UPSI.")
Q(14, "Under the insider trading regulations, who counts as a connected person?",
  "Anyone associated with the company in the six months before",
  ["Only directors who sit on the company's board today", "Only shareholders who own more than ten per cent", "Only employees who work in the company's finance department"],
  "A connected person is anyone who is or has been associated with the company, in any capacity, during the six months before the act, in a way that gives or may be expected to give access to UPSI, including directors, employees and professional or business relations.")
Q(14, "An analyst's employer buys a stock for its own account just before releasing a strong BUY report on it, to profit from the expected rise. What is this practice called?",
  "Front running",
  ["Window dressing", "Circular trading", "Averaging down"],
  "Front running is trading ahead of an order or a piece of research one knows will move the price, to profit from it. SEBI treats it as a fraudulent and unfair trade practice, and the research analyst regulations restrict trading around the publication of research.")

# ---------------------------------------------------------------- 15 Technical Analysis (11 + 4 in a case)
Q(15, "After a strong rise, a candle opens near its low, rallies well above the open and then closes near the open, leaving a long upper shadow. What is it called, and how is it read?",
  "A shooting star, warning of a reversal",
  ["A hammer, signalling that buyers are back", "A marubozu, signalling strong buying", "A spinning top, signalling a breakout"],
  "A shooting star has a small body near the low and a long upper shadow: buyers pushed the price up but sellers drove it back. After an uptrend it warns of a possible top, ideally confirmed the next day. A hammer is its mirror image after a decline.")
Q(15, "In an uptrend, a large red candle's body completely covers the previous day's smaller green body. What is this pattern?",
  "A bearish engulfing pattern",
  ["A bullish engulfing pattern", "A bullish harami pattern", "A piercing line pattern"],
  "A bearish engulfing pattern occurs when a down candle's body engulfs the prior up candle's body, showing sellers overwhelming buyers; after a rise it is a reversal warning. A bullish engulfing is the opposite after a decline, and a harami is a small body inside a large one.")
Q(15, "A long red candle, then a small-bodied candle that gaps lower, then a long green candle closing well into the first candle's body appear after a decline. What is this three-candle pattern?",
  "A morning star",
  ["An evening star", "Three black crows", "A rising window"],
  "The morning star is a bullish reversal pattern: selling, then indecision, then strong buying. The evening star is its bearish mirror at a top, and three black crows are three falling candles.")
Q(15, "Late in a long rally, a stock gaps up on very heavy volume, then reverses and fills the gap within a few days. What kind of gap was this most likely?",
  "An exhaustion gap",
  ["A breakaway gap", "A runaway gap", "A common gap"],
  "An exhaustion gap comes near the end of a move, on a final burst of buying, and is soon filled as the trend runs out. A breakaway gap starts a trend and a runaway gap occurs mid-trend; neither is usually filled quickly.")
Q(15, "A stock forms a double top at Rs 800 with the low between the peaks (the neckline) at Rs 700. If the price breaks below the neckline, what minimum target does the pattern suggest?",
  "Rs 600",
  ["Rs 700", "Rs 650", "Rs 500"],
  "The measured target of a double top is the pattern's height subtracted from the neckline: 700 - (800 - 700) = Rs 600. A break below the neckline confirms the pattern.",
  calc="double_top")
Q(15, "What does a cup-and-handle pattern on a price chart usually signal?",
  "A bullish continuation after the handle",
  ["A bearish reversal after a long rise", "A sideways range for a year or more", "A collapse in volume to zero soon"],
  "A cup and handle is a rounded base (the cup) followed by a small pullback (the handle); a breakout above the handle's high on good volume is read as the continuation of the earlier uptrend.")
Q(15, "A stock closed at Rs 220 today and at Rs 200 ten days ago. What is its 10-day rate of change (momentum in per cent)?",
  "10%",
  ["20%", "9.1%", "1.1%"],
  "Rate of change = (today's close - close n days ago) / close n days ago x 100 = (220 - 200) / 200 x 100 = 10%. Dividing by today's close (20 / 220 = 9.1%) uses the wrong base.",
  calc="roc")
Q(15, "Prices rise within two converging upward-sloping lines, with the lower line rising faster than the upper. What is this pattern, and how is it usually read?",
  "A rising wedge, usually bearish",
  ["A rising wedge, usually bullish", "A bull flag, usually bullish", "A rectangle, usually neutral"],
  "In a rising wedge, higher highs come with ever smaller gains while the lows rise faster, a sign of weakening buying; it usually resolves with a break downward. A falling wedge is its bullish counterpart.")
Q(15, "What does a descending triangle, with a flat lower line and falling highs, usually suggest?",
  "A break below the flat support",
  ["A break above the falling highs", "A steady rise in trading volume", "A fall in the stock's volatility"],
  "In a descending triangle sellers push each rally lower while buyers defend a fixed level; the pattern is usually bearish and is confirmed by a break below the flat support on rising volume.")
Q(15, "After an uptrend, prices gap up, trade for several days above the gap, then gap down, leaving the cluster isolated. What is this pattern?",
  "An island reversal",
  ["A flag continuation", "A saucer bottom base", "A pennant breakout"],
  "An island reversal is a cluster of prices separated from the rest by a gap on each side; after an uptrend it is a bearish reversal signal, because the buyers who bought on the island are trapped.")
Q(15, "Why are moving average crossovers called lagging indicators?",
  "They are built from past prices, so they confirm late",
  ["They predict turning points well before the prices move", "They are calculated only from trading volumes", "They are updated only once at each month end"],
  "A moving average averages past prices, so it turns only after prices have already turned; crossovers confirm trends rather than anticipate them, missing part of each move but filtering out noise. Oscillators such as RSI are used as leading signals.")

# ================================================================ Caselets (4 questions each, 1 mark each)
CASE("Malabar Tyres Ltd and the tyre industry",
     "An analyst studies the tyre industry before valuing Malabar Tyres Ltd. Five makers share the domestic market: Malabar "
     "35%, Sahyog 25%, Trident 20%, Velocity 12% and Orion 8%. Raw materials make up about 65% of costs, mostly natural "
     "rubber and crude-oil derivatives such as synthetic rubber and carbon black. About 60% of industry sales go to the "
     "replacement market and the rest to vehicle makers. Malabar has the widest dealer network, about 4,000 outlets. Its "
     "annual report shows that it buys 30% of its natural rubber from a trading firm owned by its promoter's son, at "
     "prices about 8% above the rubber board's published average.")
CQ(6, "Case: Malabar Tyres. What is the industry's four-firm concentration ratio?",
   "92%",
   ["80%", "100%", "60%"],
   "CR4 adds the four largest shares: 35 + 25 + 20 + 12 = 92%. The top three alone give 80%. So concentrated a market is an oligopoly, where firms watch each other's prices.",
   calc="cr4_tyres")
CQ(6, "Case: Malabar Tyres. Given the cost structure in the passage, which is the key driver of the industry's margins?",
   "The prices of rubber and crude-linked inputs",
   ["The level of the RBI's cash reserve ratio", "The count of new listed tyre companies", "The rate of GST on the tyre dealers' service fees"],
   "With raw materials at about 65% of costs, mostly natural rubber and crude-oil derivatives, swings in their prices move margins most, especially as price increases reach customers with a lag.")
CQ(7, "Case: Malabar Tyres. What should concern the analyst about the rubber purchases from the promoter's son's firm?",
   "Value may be shifted out through a related party",
   ["The company buys too little rubber for its needs", "The purchases break the rules on foreign trade", "The dealer network will lose its exclusivity"],
   "Paying a promoter-linked firm about 8% above the market average on 30% of its rubber moves value from all shareholders to the promoter's family. The analyst checks the audit committee's and shareholders' approvals and estimates the cost to margins.")
CQ(7, "Case: Malabar Tyres. What competitive advantage does its network of about 4,000 dealers give it?",
   "A distribution reach rivals find hard to copy",
   ["A patent over its tyre designs for 20 years", "A cost advantage from cheaper natural rubber", "A regulatory licence that bars any new entrants"],
   "In the replacement market, which is 60% of sales, buyers purchase where tyres are available and dealers recommend, so a wide dealer network is a distribution advantage that takes rivals years to build. The passage shows no patent or cheaper rubber; indeed it pays more.")

CASE("Deccan Ceramics Ltd: a bonus issue",
     "Deccan Ceramics Ltd has 10 crore equity shares of Rs 10 each in issue, trading at Rs 450. For the year just ended it "
     "reported a profit after tax of Rs 180 crore, and its net worth (share capital plus reserves) is Rs 1,200 crore. "
     "The board has approved a bonus issue of one new share for every two shares held, to be made by capitalising part "
     "of the company's free reserves. An analyst updates her per-share figures and explains the effect to clients who "
     "think the bonus gives them extra value.")
CQ(9, "Case: Deccan Ceramics. How many shares will the company have after the bonus issue?",
   "15 crore",
   ["20 crore", "12 crore", "5 crore"],
   "One new share for every two held adds 10 / 2 = 5 crore shares, so the total becomes 15 crore. A 1:1 bonus would double the count to 20 crore.",
   calc="bonus_shares")
CQ(9, "Case: Deccan Ceramics. Other things being equal, what should the share price be after the bonus?",
   "Rs 300",
   ["Rs 450", "Rs 225", "Rs 675"],
   "A bonus adds shares but no value: market capitalisation stays at 10 crore x 450 = Rs 4,500 crore, spread over 15 crore shares, so the price should be 4,500 / 15 = Rs 300.",
   calc="bonus_price2")
CQ(8, "Case: Deccan Ceramics. What is its return on equity, on the net worth given?",
   "15%",
   ["18%", "12%", "40%"],
   "ROE = profit after tax / net worth = 180 / 1,200 = 15%. The bonus does not change it, since profit and net worth are both unchanged.",
   calc="roe_deccan")
CQ(8, "Case: Deccan Ceramics. What will the book value per share be after the bonus?",
   "Rs 80",
   ["Rs 120", "Rs 100", "Rs 60"],
   "Net worth is unchanged at Rs 1,200 crore, since the bonus only moves reserves into share capital; divided by 15 crore shares it gives Rs 80 a share, down from Rs 120 before the bonus.",
   calc="bvps")

CASE("Konkan Logistics Ltd: enterprise value and multiples",
     "Konkan Logistics Ltd runs warehouses and container freight stations. Its 8 crore shares trade at Rs 250. Its "
     "balance sheet shows borrowings of Rs 700 crore and cash of Rs 200 crore. For the current year the analyst expects "
     "revenue of Rs 1,250 crore and EBITDA of Rs 250 crore. Listed logistics companies of similar size and growth trade "
     "at an average of 12 times EV/EBITDA. The analyst values the company on the peers' multiple and checks the result "
     "against its own multiples.")
CQ(10, "Case: Konkan Logistics. What is its enterprise value?",
   "Rs 2,500 crore",
   ["Rs 2,900 crore", "Rs 2,700 crore", "Rs 2,000 crore"],
   "Market capitalisation = 8 crore x Rs 250 = Rs 2,000 crore; EV = market capitalisation + borrowings - cash = 2,000 + 700 - 200 = Rs 2,500 crore. Adding the cash instead of subtracting gives Rs 2,900 crore.",
   calc="ev_konkan")
CQ(10, "Case: Konkan Logistics. At what EV/EBITDA multiple does it trade?",
   "10 times",
   ["8 times", "12 times", "11.6 times"],
   "EV / EBITDA = 2,500 / 250 = 10 times, below the peers' 12 times. Using market capitalisation instead of EV (2,000 / 250) gives 8 times.",
   calc="konkan_mult")
CQ(10, "Case: Konkan Logistics. What value per share does the peers' multiple suggest?",
   "Rs 312.50",
   ["Rs 375.00", "Rs 300.00", "Rs 437.50"],
   "Implied EV = 12 x 250 = Rs 3,000 crore; equity value = 3,000 - 700 + 200 = Rs 2,500 crore; per share = 2,500 / 8 = Rs 312.50. Treating the implied EV as equity value gives Rs 375.",
   calc="konkan_value")
CQ(10, "Case: Konkan Logistics. Measured against the revenue the analyst expects, how many times sales is the company valued, including its net debt?",
   "2.0 times",
   ["1.6 times", "5.0 times", "0.5 times"],
   "EV / revenue = 2,500 / 1,250 = 2.0 times. Using market capitalisation (2,000 / 1,250) gives 1.6 times, and 0.5 inverts the ratio.",
   calc="konkan_evs")

CASE("Rohini Foods Ltd: a range and a breakout",
     "For four months Rohini Foods Ltd traded between Rs 180 and Rs 220, turning back from each level several times. "
     "During the range, its on-balance volume rose steadily although the price went nowhere. Just before the breakout, "
     "its Bollinger Bands narrowed to their tightest width in a year. The stock then closed at Rs 226, above the top of "
     "the range, on volume about three times its 50-day average. A technical analyst projects a target from the height "
     "of the range and sets out what the other signals mean.")
CQ(15, "Case: Rohini Foods. What minimum target does the measured move of the range suggest after the breakout?",
   "Rs 260",
   ["Rs 240", "Rs 266", "Rs 280"],
   "The measured move adds the range's height to the breakout level: 220 + (220 - 180) = Rs 260. Adding it to the close (226 + 40 = Rs 266) overstates the projection the method gives.",
   calc="range_target")
CQ(15, "Case: Rohini Foods. Why does the volume on the breakout day matter?",
   "Heavy volume makes the breakout more reliable",
   ["Heavy volume shows the breakout will fail soon", "Volume does not matter once the price has moved", "Heavy volume means the range will now repeat"],
   "Technical analysts want volume to confirm a breakout: heavy buying shows real demand driving the move, making a false breakout less likely. A breakout on thin volume is more often reversed.")
CQ(15, "Case: Rohini Foods. What did the steadily rising on-balance volume during the range suggest?",
   "Accumulation by buyers before the breakout",
   ["Distribution by sellers ahead of a sharp fall", "A lack of any interest in the stock", "A fall in the number of shares in issue"],
   "OBV adds volume on up days and subtracts it on down days; when it rises while the price is flat, more volume is going through on up days, a sign that buyers are accumulating shares, often ahead of an upside breakout.")
CQ(15, "Case: Rohini Foods. What did the narrowing of the Bollinger Bands before the breakout indicate?",
   "Low volatility that often precedes a big move",
   ["High volatility that often ends a strong trend", "An overbought stock likely to fall back soon", "A stock whose average price has been rising"],
   "Bollinger Bands widen and narrow with volatility. A squeeze to unusually narrow bands shows volatility has contracted, and such quiet periods are often followed by a sharp move; the direction comes from the breakout itself.")

CASE("Two equity funds compared",
     "An analyst compares two equity portfolios over the same three years. Fund P earned an average annual return of 15% "
     "with a standard deviation of 20% and a beta of 1.25. Fund Q earned 12% a year with a standard deviation of 10% and "
     "a beta of 0.8. Over the period the risk-free rate averaged 6% and the market index returned 11% a year. The analyst "
     "wants to know which fund rewarded its investors better for the risk they took, on total risk and on market risk, "
     "and whether either beat what the capital asset pricing model predicts.")
CQ(12, "Case: two funds. What are the two funds' Sharpe ratios?",
   "P 0.45 and Q 0.60",
   ["P 0.75 and Q 1.20", "P 0.60 and Q 0.45", "P 7.20 and Q 7.50"],
   "Sharpe = (return - risk-free rate) / standard deviation: P = (15 - 6) / 20 = 0.45; Q = (12 - 6) / 10 = 0.60. Q earned more excess return per unit of total risk. 0.75 and 1.20 forget to subtract the risk-free rate.",
   calc="sharpe_pq")
CQ(12, "Case: two funds. What is Fund Q's Treynor ratio?",
   "7.5",
   ["15.0", "0.6", "4.8"],
   "Treynor = (return - risk-free rate) / beta = (12 - 6) / 0.8 = 7.5: excess return per unit of market risk. Fund P's is (15 - 6) / 1.25 = 7.2, so Q also leads on market risk.",
   calc="treynor_q")
CQ(12, "Case: two funds. What is Fund P's Jensen's alpha?",
   "2.75%",
   ["4.00%", "9.00%", "1.50%"],
   "Required return under CAPM = 6 + 1.25 x (11 - 6) = 12.25%; alpha = 15 - 12.25 = 2.75%. 4% compares P with the market return without adjusting for beta.",
   calc="alpha_p")
CQ(12, "Case: two funds. What return does CAPM require of Fund Q, given its beta?",
   "10.0%",
   ["8.8%", "11.0%", "12.0%"],
   "Required return = risk-free rate + beta x (market return - risk-free rate) = 6 + 0.8 x 5 = 10.0%. Fund Q earned 12%, an alpha of 2 percentage points.",
   calc="capm_q")
