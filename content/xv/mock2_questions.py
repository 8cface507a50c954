# Full-Length Mock Test 2 for NISM Series XV (Research Analyst). Original questions; the correct option is listed
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
Q(1, "An analyst works for a mutual fund and writes research that only the fund's own managers use to decide what to buy. What kind of analyst is this?",
  "A buy-side analyst",
  ["A sell-side analyst", "A credit rating analyst", "A proxy advisory analyst"],
  "Buy-side analysts work for investors such as mutual funds, insurers and portfolio managers, and their research feeds their own firm's investment decisions. Sell-side analysts, at brokers and research firms, publish research for clients outside the firm.")

# ---------------------------------------------------------------- 2 Introduction to Securities Market (2)
Q(2, "What does an American Depository Receipt (ADR) represent?",
  "Shares of a non-US company traded in the US",
  ["Shares of a US company traded in India", "A dollar bond issued by an Indian bank", "A US fund's units listed on an Indian exchange"],
  "An ADR is a negotiable certificate issued by a US depository bank against shares of a foreign company held by a custodian, so the shares can trade in US markets in dollars. A GDR does the same in markets outside the US, and an IDR lets a foreign company's shares trade in India.")
Q(2, "An investor asks her depository participant to convert the shares in her demat account back into paper certificates. What is this process called?",
  "Rematerialisation",
  ["Dematerialisation", "Transmission", "Consolidation"],
  "Rematerialisation converts electronic holdings back into physical certificates; dematerialisation is the reverse. Transmission moves securities to the heirs of a deceased holder, and consolidation combines shares into fewer of a higher face value.")

# ---------------------------------------------------------------- 3 Terminology in Equity and Debt Markets (2)
Q(3, "A bond with a face value of Rs 1,000 pays an annual coupon of 8% and trades at Rs 960. What is its current yield?",
  "8.33%",
  ["8.00%", "7.68%", "12.00%"],
  "Current yield = annual coupon / market price = 80 / 960 = 8.33%. The coupon rate (8%) is on face value, so a bond below par has a current yield above its coupon rate; 7.68% multiplies the coupon rate by price / face value (0.08 x 0.96) instead of dividing the coupon by the price.",
  calc="current_yield")
Q(3, "A bond trades at a premium to its face value. How does its yield to maturity compare with its coupon rate?",
  "The yield to maturity is below the coupon rate",
  ["The yield to maturity is above the coupon rate", "The two are always exactly equal to each other", "The comparison depends only on the credit rating"],
  "Price and yield move inversely: a buyer who pays more than face value receives the same coupons but loses the premium by maturity, so the return earned, the YTM, is below the coupon rate. A bond at a discount has a YTM above its coupon.")

# ---------------------------------------------------------------- 4 Fundamentals of Research (5)
Q(4, "Which assumption lies behind technical analysis?",
  "Prices move in trends and patterns tend to repeat",
  ["Prices always equal the intrinsic value of a share", "Past prices carry no information about future moves", "Only a company's balance sheet drives its share price"],
  "Technical analysts hold that the market discounts everything, prices move in trends, and history tends to repeat because crowd behaviour repeats. Weak-form efficiency, by contrast, says past prices carry no useful information.")
Q(4, "An analyst who likes a stock reads only the reports that support her view and sets aside those that do not. Which behavioural bias is this?",
  "Confirmation bias",
  ["Availability bias", "Loss aversion", "Herding bias"],
  "Confirmation bias is seeking and weighting evidence that supports an existing belief while discounting evidence against it. Recency bias over-weights the latest events, loss aversion feels losses more than equal gains, and herding follows the crowd.")
Q(4, "An analyst visits dealers and distributors to learn how fast a company's new product is selling before its results come out. What kind of research is this?",
  "Primary research through channel checks",
  ["Secondary research from published data", "Technical research on past price and volume", "Quantitative screening of listed shares"],
  "Primary research gathers information first-hand, for example through channel checks with dealers, suppliers and customers. Secondary research uses data already published by others, such as annual reports, industry bodies and databases.")
Q(4, "An analyst became very sure of his forecasts after a run of correct calls and now leaves little margin for error in his targets. Which bias does this show?",
  "Overconfidence",
  ["Anchoring", "Mental accounting", "Regret aversion"],
  "Overconfidence is overestimating one's own knowledge and the precision of one's forecasts, often after a run of success, which leads to ranges that are too narrow. Anchoring sticks to an initial number, mental accounting treats money differently by its source, and regret aversion avoids decisions that might be regretted.")
Q(4, "Rs 10,000 is invested at 8% a year compounded annually. What does it grow to in 3 years?",
  "Rs 12,597",
  ["Rs 12,400", "Rs 12,950", "Rs 12,167"],
  "Future value = 10,000 x 1.08^3 = 10,000 x 1.259712 = Rs 12,597. Simple interest would give 10,000 + 3 x 800 = Rs 12,400; the extra Rs 197 is interest earned on interest.",
  calc="fv")

# ---------------------------------------------------------------- 5 Economic Analysis (3 + 2 in a case)
Q(5, "A country's manufacturing Purchasing Managers' Index (PMI) reads 56. How is this usually interpreted?",
  "Manufacturing activity is expanding",
  ["Manufacturing activity is contracting", "Factory output has risen by 56%", "Inflation is above the central bank's target"],
  "A PMI is a diffusion index built from surveys of purchasing managers: a reading above 50 signals expansion compared with the previous month, and below 50 signals contraction. It measures breadth of change, not the percentage growth in output.")
Q(5, "Heavy government borrowing pushes up interest rates and leaves less credit for private companies' investment. What is this effect called?",
  "Crowding out",
  ["Liquidity trap", "Multiplier effect", "Fiscal drag"],
  "Crowding out describes government borrowing competing with the private sector for savings, raising interest rates and reducing private investment. The multiplier effect is the magnified impact of spending on income, and a liquidity trap is when rate cuts no longer stimulate demand.")
Q(5, "Which inflation measure does the RBI's flexible inflation-targeting framework use for its target?",
  "The all-India Consumer Price Index (Combined)",
  ["The Wholesale Price Index for all commodities", "The GDP deflator for the whole of the economy", "The Index of Industrial Production for output"],
  "India's monetary policy framework sets the inflation target in terms of the all-India CPI (Combined), with a tolerance band around it. The WPI tracks wholesale prices, the GDP deflator covers all output, and the IIP measures industrial production, not prices.")

# ---------------------------------------------------------------- 6 Industry Analysis (8)
Q(6, "A steel maker buys iron ore from only two large mining companies, with no ready substitute. Which of Porter's five forces is strong for the steel industry?",
  "The bargaining power of suppliers",
  ["The bargaining power of buyers", "The threat of substitute products", "The threat of new entrants"],
  "When a few large suppliers provide a critical input with no substitute, they can raise prices or squeeze quality, cutting the buying industry's profits. That is supplier power. Buyer power is the customers' leverage, and substitutes are other products meeting the same need.")
Q(6, "Which of these is a barrier to entry that protects an industry's existing players?",
  "Heavy capital needs and licences",
  ["Many small firms with similar products", "Low switching costs for the customers", "Easy access to distribution channels"],
  "Barriers to entry make it hard for new firms to enter: heavy capital requirements, licences, economies of scale, strong brands and control of distribution. Low switching costs and easy distribution access lower the barriers instead.")
Q(6, "In the BCG matrix, what is a business with a low market share in a fast-growing market called?",
  "A question mark",
  ["A cash cow", "A star", "A dog"],
  "The BCG matrix classifies businesses by market growth and relative share: stars (high share, high growth), cash cows (high share, low growth), question marks (low share, high growth) and dogs (low share, low growth). Question marks need cash and a decision to invest or exit.")
Q(6, "Which industry's sales and profits usually swing most with the economic cycle?",
  "Automobile manufacturing",
  ["Packaged food and staples", "Pharmaceutical formulations", "Electricity distribution"],
  "Cyclical industries such as automobiles, capital goods and metals see demand rise and fall with incomes, credit and business confidence, because purchases can be postponed. Staples, medicines and regulated utilities meet needs that continue in a downturn.")
Q(6, "In which stage of the industry life cycle are there few firms, fast-changing products, high growth from a small base and often losses?",
  "The introduction (pioneering) stage",
  ["The maturity (stabilisation) stage", "The decline stage of the industry", "The shake-out (consolidation) stage"],
  "In the pioneering stage a new product is being established: a few firms, rapid growth from a low base, high costs and frequent losses while the technology settles. Maturity brings slower growth and stable shares, shake-out removes weak firms, and decline sees falling demand.")
Q(6, "An industry's five largest firms have market shares of 24%, 18%, 15%, 11% and 9%. What is its four-firm concentration ratio (CR4)?",
  "68%",
  ["77%", "57%", "42%"],
  "CR4 adds the market shares of the four largest firms: 24 + 18 + 15 + 11 = 68%. Adding the fifth firm gives 77% (CR5), and the top three alone give 57%. A high ratio suggests an oligopoly with pricing power.",
  calc="cr4")
Q(6, "For a power distribution company whose tariffs are set by a state electricity regulatory commission, what is a key driver of its earnings?",
  "Regulators' tariff orders and allowed return",
  ["Daily moves in the global prices of crude oil", "The number of new brands it launches", "Its share of the export markets abroad"],
  "In a regulated industry the regulator decides tariffs and the return the utility may earn on its regulated equity, so tariff orders, allowed costs and collection efficiency drive profits more than pricing strategy or brands.")
Q(6, "An analyst wants monthly domestic sales data for passenger vehicles and two-wheelers in India. Which source is the most direct?",
  "SIAM, the automobile makers' association",
  ["The Reserve Bank of India's annual report", "The Ministry of Statistics' GDP release", "A single listed company's quarterly earnings call"],
  "Industry associations publish industry-wide data: SIAM releases monthly production and sales figures for the automobile industry. The RBI and national accounts give economy-wide data, and a single company's call covers only its own business.")

# ---------------------------------------------------------------- 7 Company Analysis - Business and Governance (6)
Q(7, "What is the main role of independent directors on a listed company's board?",
  "To bring objective oversight and protect minority holders",
  ["To run the company's daily operations and its sales teams", "To represent the promoter family's interests alone", "To audit the company's books in place of the auditor"],
  "Independent directors have no material relationship with the company or its promoters, so they can judge management objectively, chair or sit on key committees such as audit, and guard the interests of minority shareholders. They do not run operations or replace the statutory auditor.")
Q(7, "A company buys a large share of its raw material from a firm owned by its promoter's family, at prices above those of other suppliers. What should concern an analyst?",
  "Value leaking to the promoter through related party deals",
  ["Too much diversification of its supplier base overall", "A lack of working capital to pay its regular suppliers", "An unusually strong bargaining position with suppliers"],
  "Related party transactions are not wrong in themselves, but dealing with a promoter-owned firm on terms worse than the market moves value from minority shareholders to the promoter. Analysts check the terms, approvals and disclosures of such transactions.")
Q(7, "In a SWOT analysis, how should a company's widely trusted brand be classified?",
  "A strength",
  ["An opportunity", "A threat", "A weakness"],
  "Strengths and weaknesses are internal to the company (brand, costs, technology, management); opportunities and threats come from the outside environment (demand shifts, regulation, competitors). A trusted brand is an internal advantage, so it is a strength.")
Q(7, "A business software company's customers would have to retrain staff and move years of data to change vendors. What source of competitive advantage does this give it?",
  "High switching costs",
  ["Economies of scope", "A cost advantage", "Network effects"],
  "When changing suppliers is costly or disruptive, customers stay and the company can price firmly: that is a switching-cost moat. Network effects come from more users making a product more valuable, and a cost advantage from producing more cheaply than rivals.")
Q(7, "Which development should an analyst treat as a governance warning sign?",
  "The auditor quits mid-term, citing poor access",
  ["The company appoints a new independent woman director to the board", "The board adopts a dividend distribution policy", "The company announces results before the deadline"],
  "An auditor leaving before its term ends, especially citing lack of information or access, can signal disagreements over accounts and is a serious red flag. A new independent director, a dividend policy or timely results are signs of normal or good governance.")
Q(7, "A printer maker sells printers cheaply and earns most of its profit from the ink cartridges customers buy for years afterwards. What business model is this?",
  "The razor-and-blade model",
  ["The franchise model", "The freemium model", "The asset-light model"],
  "In a razor-and-blade model the base product is priced low to build an installed base, and recurring sales of consumables earn the profit. A franchise lends a brand for fees, freemium gives a basic service free and charges for extras, and asset-light avoids owning heavy assets.")

# ---------------------------------------------------------------- 8 Company Analysis - Financial Analysis (8 + 4 in a case)
Q(8, "A company has revenue of Rs 900 crore and total assets of Rs 600 crore. What is its total asset turnover?",
  "1.5 times",
  ["0.67 times", "2.5 times", "1.2 times"],
  "Asset turnover = revenue / total assets = 900 / 600 = 1.5 times: each rupee of assets generates Rs 1.50 of sales. 0.67 inverts the ratio. A higher turnover means the assets are used more intensively.",
  calc="asset_turnover")
Q(8, "A company's cost of goods sold is Rs 480 crore and its average inventory is Rs 60 crore. What is its inventory turnover ratio?",
  "8 times",
  ["12.5 times", "6 times", "0.125 times"],
  "Inventory turnover = cost of goods sold / average inventory = 480 / 60 = 8 times a year, or about 46 days of stock. A falling turnover can mean slow-moving or obsolete inventory.",
  calc="inventory_turnover")
Q(8, "A company has revenue of Rs 1,460 crore and trade receivables of Rs 200 crore. Using a 365-day year, what are its receivable days?",
  "50 days",
  ["73 days", "40 days", "55 days"],
  "Receivable days = receivables / revenue x 365 = 200 / 1,460 x 365 = 50 days: customers take about 50 days on average to pay. Rising receivable days while sales grow can mean looser credit terms or collection trouble.",
  calc="receivable_days")
Q(8, "A company's profit after tax is Rs 72 crore on revenue of Rs 960 crore. What is its net profit margin?",
  "7.5%",
  ["13.3%", "6.5%", "8.0%"],
  "Net profit margin = profit after tax / revenue = 72 / 960 = 7.5%: what is left of each rupee of sales after all expenses, interest and tax. 13.3 is the revenue-to-profit multiple, not a margin.",
  calc="net_margin")
Q(8, "A company buys new machinery for its factory. Under which heading of the cash flow statement does the payment appear?",
  "Cash flow from investing activities",
  ["Cash flow from operating activities", "Cash flow from financing activities", "It is not shown in the cash flow statement"],
  "Purchases and sales of long-term assets such as plant and machinery are investing activities. Operating activities cover the cash from the main business, and financing activities cover borrowing, repayment, share issues and dividends.")
Q(8, "Which ratio shows how much of its total assets a company funds with shareholders' equity, and so how far it relies on debt?",
  "The equity multiplier (total assets to equity)",
  ["The current ratio (current assets to liabilities)", "The payout ratio (dividends to net profit)", "The gross margin (gross profit to revenue)"],
  "The equity multiplier, total assets / shareholders' equity, is the financial leverage term of the DuPont analysis: the higher it is, the more of the assets are financed with debt and other liabilities, which raises both ROE and risk.")
Q(8, "A company's revenue grew 12% in a year while its trade receivables grew 45%. What should the analyst examine first?",
  "Whether sales are being bought with looser credit",
  ["Whether the company should raise its dividend", "Whether inventory is too low to meet demand", "Whether its tax rate has fallen during the year"],
  "Receivables growing far faster than revenue can mean the company is extending longer credit to push sales, or booking revenue that customers may not pay. The analyst checks receivable days, ageing and provisions before trusting the sales growth.")
Q(8, "A company's gross profit is Rs 330 crore on revenue of Rs 1,100 crore. What is its gross margin?",
  "30%",
  ["33%", "70%", "23%"],
  "Gross margin = gross profit / revenue = 330 / 1,100 = 30%. The remaining 70% is the cost of goods sold. Gross margin shows pricing power and production efficiency before operating overheads.",
  calc="gross_margin")

# ---------------------------------------------------------------- 9 Corporate Actions (5)
Q(9, "A share trades at Rs 800 just before it goes ex-bonus on a 1:1 bonus issue. What is its theoretical price after the bonus, other things being equal?",
  "Rs 400",
  ["Rs 800", "Rs 1,600", "Rs 533"],
  "A 1:1 bonus gives one new share for each share held, doubling the share count without adding value, so the price should halve: 800 x 1 / 2 = Rs 400. Rs 533 would follow from a 1:2 bonus (one new share for every two).",
  calc="bonus_price")
Q(9, "Why might a cash-rich company with few investment opportunities choose to buy back its shares?",
  "To return surplus cash and raise earnings per share",
  ["To raise fresh capital for a new factory project", "To increase the number of shares held by public", "To lower its promoters' percentage shareholding in it"],
  "A buyback returns cash that the company cannot invest well, reduces the number of shares and so usually raises EPS and ROE; it can also signal that management thinks the shares are undervalued. Promoters who do not tender see their percentage holding rise, not fall.")
Q(9, "A company consolidates every ten shares of face value Rs 1 into one share of face value Rs 10. What happens to the number of shares and the share price?",
  "Shares fall tenfold and the price rises tenfold",
  ["Shares rise tenfold and the price falls tenfold", "Both the shares and the price stay unchanged", "Shares fall tenfold and the price stays as is"],
  "A consolidation (reverse split) combines shares into fewer of a higher face value. The company's value is unchanged, so with one-tenth of the shares each should be worth about ten times as much. A split does the reverse.")
Q(9, "In a demerger, a company transfers one of its businesses to a new company. What do its shareholders usually receive?",
  "Shares of the new company in a set ratio",
  ["Cash equal to the business's book value", "Debentures of the original company", "Nothing, as the business is sold off"],
  "Under a scheme of demerger, the resulting company issues its shares to the shareholders of the demerged company in a ratio set by the scheme, so they end up holding both businesses directly. No cash is paid unless the scheme provides for it.")
Q(9, "What is the purpose of the record date that a company fixes for a dividend?",
  "To decide which holders are entitled to it",
  ["To set the date the dividend is declared", "To fix the date of the annual general meeting", "To set the rate of tax deducted on the dividend"],
  "The record date is the cut-off on which the company reads its register of members and the depositories' records: those holding the shares then receive the dividend. The board or the AGM declares the dividend, and the tax rules, not the record date, decide any deduction.")

# ---------------------------------------------------------------- 10 Valuation Principles (8 + 4 in a case)
Q(10, "A stock is expected to pay a dividend of Rs 8 next year. Dividends will grow at 5% a year forever and investors require 13%. What is its value under the Gordon growth model?",
  "Rs 100",
  ["Rs 105", "Rs 61.5", "Rs 44.4"],
  "Value = D1 / (r - g) = 8 / (0.13 - 0.05) = 8 / 0.08 = Rs 100. Growing the Rs 8 again (8.4 / 0.08 = Rs 105) double-counts a year's growth because Rs 8 is already next year's dividend.",
  calc="gordon")
Q(10, "A company's ROE is 18%, its growth rate is 6% and its cost of equity is 12%. What is its justified price-to-book ratio, (ROE - g) / (r - g)?",
  "2.0 times",
  ["1.5 times", "3.0 times", "2.5 times"],
  "Justified P/B = (ROE - g) / (r - g) = (18 - 6) / (12 - 6) = 12 / 6 = 2.0. A company whose ROE exceeds its cost of equity deserves to trade above book value; one earning less than its cost of equity deserves a discount.",
  calc="pb_justified")
Q(10, "A company has an enterprise value of Rs 2,400 crore and EBITDA of Rs 300 crore. What is its EV/EBITDA multiple?",
  "8 times",
  ["12.5 times", "7 times", "0.125 times"],
  "EV/EBITDA = 2,400 / 300 = 8 times. Because EV includes debt and EBITDA is earned before interest, the multiple compares companies regardless of how they are financed.",
  calc="ev_ebitda")
Q(10, "How does free cash flow to equity (FCFE) differ from free cash flow to the firm (FCFF)?",
  "FCFE is after interest and net borrowing",
  ["FCFE is before tax and capital spending", "FCFE is before any working capital needs", "FCFE adds back the dividends paid in cash"],
  "FCFF is the cash available to all providers of capital; FCFE is what is left for shareholders after paying interest (net of tax) and adding net new borrowing. So FCFF is discounted at WACC and FCFE at the cost of equity.")
Q(10, "A share trades at a P/E of 20. What is its earnings yield?",
  "5%",
  ["20%", "2%", "0.5%"],
  "Earnings yield is the inverse of the P/E: EPS / price = 1 / 20 = 5%. It lets an analyst compare a share's earnings return with bond yields.",
  calc="earnings_yield")
Q(10, "A share trading at Rs 400 pays a dividend of Rs 12 a year. What is its dividend yield?",
  "3%",
  ["4%", "12%", "33%"],
  "Dividend yield = dividend per share / price = 12 / 400 = 3%. It is the cash return on the price paid, before any capital gain.",
  calc="dividend_yield")
Q(10, "Which valuation approach suits a holding company whose value lies mostly in its stakes in listed group companies?",
  "Net asset value of its investments",
  ["A P/E multiple on its standalone profit", "The dividend yield of its own shares", "An EV/Sales multiple on its revenue"],
  "A holding company's worth is the market value of its stakes (plus other assets, less debt); analysts value it on net asset value, usually applying a holding-company discount. Its own small standalone profit or revenue says little about that value.")
Q(10, "In a discounted cash flow model, why do analysts test how the value changes with the discount rate and terminal growth?",
  "The value is very sensitive to these inputs",
  ["These inputs are set by SEBI for every DCF", "The terminal value is always a small part", "A DCF value does not depend on any of its assumptions"],
  "The terminal value often makes up most of a DCF value, and it depends heavily on the gap between the discount rate and the long-term growth rate; small changes move the value a lot. A sensitivity table shows the reader how wide the plausible range is.")

# ---------------------------------------------------------------- 11 Fundamental Analysis of Commodities (3 + 2 in a case)
Q(11, "A commodity's futures prices for later months are higher than its spot price. What is this market structure called?",
  "Contango",
  ["Backwardation", "Convergence", "Arbitrage"],
  "In contango, futures trade above spot, usually reflecting the cost of carry (storage, insurance, financing). Backwardation is the reverse, with spot above futures, often when current supply is tight. Convergence is futures and spot meeting at expiry.")
Q(11, "What does the convenience yield of a physical commodity represent?",
  "The benefit of holding the physical stock",
  ["The interest earned on margin money paid", "The storage charge paid to a warehouse", "The exchange fee for a futures contract"],
  "The convenience yield is the benefit a holder of the physical commodity gets, such as keeping a factory running during a shortage, which a futures position does not give. A high convenience yield can push spot above futures, into backwardation.")
Q(11, "Demand for base metals such as copper and aluminium depends most on which factor?",
  "Industrial output and construction activity",
  ["Central banks' purchases for their reserves", "Jewellery buying during festive seasons", "The monsoon's effect on farm incomes"],
  "Base metals are industrial inputs used in power, construction, vehicles and machinery, so their demand tracks industrial production and infrastructure spending, especially in the largest consuming economies. Central bank buying and jewellery demand matter for gold, not copper.")

# ---------------------------------------------------------------- 12 Fundamentals of Risk and Return (7)
Q(12, "A portfolio earned 14% with a standard deviation of 16% when the risk-free rate was 6%. What is its Sharpe ratio?",
  "0.50",
  ["0.88", "0.38", "1.33"],
  "Sharpe ratio = (portfolio return - risk-free rate) / standard deviation = (14 - 6) / 16 = 0.50: half a percentage point of excess return per point of total risk. 0.88 forgets to subtract the risk-free rate.",
  calc="sharpe")
Q(12, "Which risk can an investor reduce by holding a well-diversified portfolio of many stocks?",
  "Unsystematic (company-specific) risk",
  ["Systematic (market-wide) risk", "Interest rate risk on all assets", "Inflation risk across the economy"],
  "Company-specific events such as a strike or a lost contract affect one stock and tend to cancel out across many holdings, so diversification reduces unsystematic risk. Market-wide risks such as recessions, rates and inflation affect all stocks and remain.")
Q(12, "A portfolio holds 60% in a stock with a beta of 1.2 and 40% in a stock with a beta of 0.8. What is the portfolio's beta?",
  "1.04",
  ["1.00", "0.96", "2.00"],
  "A portfolio's beta is the weighted average of its holdings' betas: 0.6 x 1.2 + 0.4 x 0.8 = 0.72 + 0.32 = 1.04. A simple average would give 1.00, and 0.96 swaps the weights.",
  calc="portfolio_beta")
Q(12, "An investor bought a share at Rs 200, received a dividend of Rs 6 and sold it a year later at Rs 230. What was the holding period return?",
  "18%",
  ["15%", "13%", "21%"],
  "Holding period return = (sale price - purchase price + income) / purchase price = (230 - 200 + 6) / 200 = 36 / 200 = 18%. Leaving out the dividend gives 15%.",
  calc="hpr")
Q(12, "Two assets have a correlation of -1. What can an investor achieve by combining them in the right proportions?",
  "A portfolio with no risk at all",
  ["A return above both of the assets", "A portfolio twice as risky as each", "No change in risk from holding one"],
  "With perfect negative correlation, one asset always rises when the other falls, so weights can be chosen that cancel the variability completely, giving a riskless combination. The portfolio's return is still a weighted average of the two, never above both.")
Q(12, "A deposit pays 10% a year while inflation is 4%. Using the exact relationship rather than the simple difference, what is the real return?",
  "About 5.77%",
  ["About 6.00%", "About 14.4%", "About 2.50%"],
  "Real return = (1 + nominal) / (1 + inflation) - 1 = 1.10 / 1.04 - 1 = 5.77%. Subtracting (10 - 4 = 6%) is only an approximation that slightly overstates the real return.",
  calc="real_return")
Q(12, "What does the standard deviation of a stock's returns measure?",
  "Total risk, the spread of returns around the mean",
  ["Only the market risk of the stock measured by beta", "The stock's average return over the past years", "The liquidity of the stock on the exchange"],
  "Standard deviation measures how widely returns vary around their average, capturing total risk, both systematic and unsystematic. Beta measures only the sensitivity to the market.")

# ---------------------------------------------------------------- 13 Qualities of a Good Research Report (4 + 1 in a case)
Q(13, "A report sets out the assumptions of its earnings model (volume growth, prices, margins) in a table. Why is this good practice?",
  "Readers can test the forecast and form their own view",
  ["It lets the analyst avoid stating any recommendation at all", "SEBI fixes the assumptions every report must use", "It makes the report longer and more impressive"],
  "Transparent assumptions let readers see what drives the forecast, judge whether they agree and see how the view would change if an assumption proved wrong. Hiding them makes the conclusion impossible to check.")
Q(13, "Which of these belongs in a good research report's risk section?",
  "The events that could make the rating wrong",
  ["The analyst's personal trading plans for it", "A promise that the target will be reached", "The names of clients who bought the stock"],
  "A good report explains the key risks to its thesis (a raw-material spike, a regulatory change, a failed launch) so readers can weigh them. Guarantees of a target are misleading, and personal trading plans or client names do not belong in it.")
Q(13, "A report quotes industry market-share figures. What should it do so that readers can rely on them?",
  "Name the source and the date of the data",
  ["Round every figure to the nearest ten", "Leave out data that is older than a week", "Present them as the analyst's own estimates"],
  "Citing the source and date of data lets readers judge its reliability and check it, and separates facts from the analyst's estimates. Passing others' data off as one's own, or rounding it crudely, makes the report less reliable.")
Q(13, "Why should a research report be concise and put the most important points first?",
  "Busy readers must grasp the view quickly",
  ["Short reports need no supporting analysis", "Regulators limit reports to a single page", "Long reports cannot include a price target"],
  "Investors read many reports, so a good one leads with the recommendation and the key reasons and keeps the rest focused, with supporting detail available. Brevity does not remove the need for analysis, and no rule limits a report's length.")

# ---------------------------------------------------------------- 14 Legal and Regulatory Environment (7 + 3 in a case)
Q(14, "Under the SEBI (Research Analysts) Regulations, 2014, who may act as a research analyst or hold himself out as one?",
  "Only a person holding SEBI's certificate of registration",
  ["Any graduate who passes an examination of a stock exchange", "Any person who has worked five years at a broking firm", "Any person who publishes research reports without charging fees"],
  "The regulations require a certificate of registration from SEBI before anyone acts as a research analyst or holds himself out as one, unless an exemption in the regulations applies. Passing the NISM examination is a condition of registration, not a substitute for it.")
Q(14, "A SEBI-registered research analyst wants to pay an unregistered social-media influencer who posts stock tips and claims of returns to promote its services. What is the position?",
  "It may not associate with such a person",
  ["It may do so if the fee is paid through a bank", "It may do so after informing its clients by mail", "It may do so if the influencer has many followers"],
  "SEBI's 2024 amendments bar registered intermediaries and their agents from associating, directly or indirectly, with persons who give securities advice or recommendations, or claim returns, without being registered or permitted by SEBI. Investor education without such advice or claims is not caught.")
Q(14, "Under the SEBI (Prohibition of Insider Trading) Regulations, 2015, what is unpublished price sensitive information (UPSI)?",
  "Non-public information likely to move the price materially",
  ["Any information set out in the company's published annual report", "A research analyst's own forecast built from public data", "News about the company already carried by the media"],
  "UPSI is information about a company or its securities that is not generally available and would, if published, be likely to affect the price materially, such as unannounced results, mergers or changes in capital. Analysis built from public information is not UPSI.")
Q(14, "How often must a research analyst have a compliance audit of its adherence to the research analyst regulations?",
  "Once every financial year",
  ["Once every five years", "Only when SEBI asks for one", "Once at registration only"],
  "The regulations require a research analyst to get an annual audit of its compliance with the regulations and SEBI's circulars, by a member of a professional body such as the ICAI or ICSI, for each financial year.")
Q(14, "What must a research report disclose about any compensation the research analyst or its associates received from the subject company?",
  "Whether any was received in the past twelve months",
  ["Nothing, since such payments are private matters", "Only compensation received in the last week", "Only payments above one crore rupees a year"],
  "A research report must disclose whether the research analyst or its associates received compensation from the subject company in the past twelve months, including for investment banking, merchant banking or brokerage services, so readers can judge possible conflicts.")
Q(14, "An investor's complaint against a research analyst is lodged on SEBI's SCORES platform. Within how many days must the research analyst resolve it?",
  "21 calendar days",
  ["7 calendar days", "45 calendar days", "90 calendar days"],
  "Under SEBI's circular of 20 September 2023 on redressal through SCORES, a registered entity must resolve a complaint within 21 calendar days of receiving it; if the investor is not satisfied, the complaint goes to a first review by the designated body and then to SEBI.")
Q(14, "Why must a research analyst keep a record of the basis of each recommendation it makes?",
  "To show the recommendation rested on research",
  ["To give clients a guaranteed rate of return", "To let it avoid disclosing its conflicts", "To share the data with the subject company"],
  "The regulations require research analysts to keep records of their research reports and the basis of their recommendations, so that SEBI and auditors can check that recommendations had a reasonable basis and were not arbitrary or conflicted.")

# ---------------------------------------------------------------- 15 Technical Analysis (11 + 4 in a case)
Q(15, "A stock has turned back from about Rs 350 four times in six months without closing above it. What do technical analysts call the Rs 350 level?",
  "A resistance level",
  ["A support level", "A breakaway gap", "A moving average"],
  "Resistance is a level where selling has repeatedly overcome buying and stopped advances; support is where buying has stopped declines. A decisive close above resistance on good volume is read as bullish, and the old resistance often becomes support.")
Q(15, "What does the stochastic oscillator compare?",
  "The close with the recent high-low range",
  ["The volume with its average of ten days", "Two moving averages of different periods", "The stock's return with the index return"],
  "The stochastic oscillator (%K) shows where the latest close sits within the high-low range of a set period (often 14 days), on a 0-100 scale; closes near the top of the range suggest upward momentum. MACD compares moving averages, and relative strength compares a stock with an index.")
Q(15, "How is on-balance volume (OBV) built?",
  "Volume is added on up days and subtracted on down days",
  ["Volume is averaged over the most recent twenty days", "Volume is divided by the number of trades made on each day", "Volume is counted only on the days with price gaps"],
  "OBV is a running total: a day's volume is added when the close is higher than the previous close and subtracted when it is lower. A rising OBV while prices are flat suggests accumulation; divergence from price warns of a weakening trend.")
Q(15, "What does an ascending triangle, with a flat top and rising lows, usually suggest?",
  "A bullish breakout above the flat top",
  ["A bearish breakdown below the rising lows", "A trend reversal from a bull to a bear", "Nothing until volume has fallen to zero"],
  "In an ascending triangle, buyers step in at ever higher prices while sellers hold a fixed level; the pattern is usually a bullish continuation, confirmed by a break above the flat resistance on good volume.")
Q(15, "A hammer candlestick appears at the bottom of a downtrend. How is it usually read?",
  "A possible bullish reversal",
  ["A sign the downtrend is speeding up", "A possible bearish reversal", "A signal of very low volatility"],
  "A hammer has a small body near the top of the range and a long lower shadow: sellers pushed the price down but buyers drove it back up by the close. After a decline it warns that the downtrend may be ending, ideally confirmed the next day.")
Q(15, "What is a death cross?",
  "The 50-day average falling below the 200-day",
  ["The price rising above its own 200-day moving average", "The RSI falling below a reading of 30", "Two moving averages of the index meeting"],
  "A death cross is the shorter (50-day) moving average crossing below the longer (200-day) one, read as a bearish sign of a long-term downtrend; its opposite is the golden cross.")
Q(15, "According to the Elliott wave principle, how does a complete cycle in the direction of the main trend unfold?",
  "Five impulse waves followed by three corrective waves",
  ["Three impulse waves followed by five corrective waves", "Two impulse waves followed by two corrective waves", "Seven impulse waves followed by one corrective wave"],
  "Elliott wave theory holds that markets move in a five-wave impulse pattern in the direction of the trend (waves 1-5) followed by a three-wave correction (A-B-C), reflecting shifts in crowd psychology.")
Q(15, "How is an uptrend line drawn on a price chart?",
  "By joining two or more rising lows",
  ["By joining two or more falling highs", "By joining the open and close of a day", "By joining the highest and lowest closes"],
  "An uptrend line connects successive higher lows and acts as support while the trend lasts; a downtrend line joins lower highs. The more times a line is touched without breaking, the more significant it is.")
Q(15, "After a sharp rise, a stock drifts slightly lower in a narrow, parallel channel on light volume. What pattern is this, and what does it usually suggest?",
  "A bull flag, a pause before the rise resumes",
  ["A head and shoulders top, a major reversal", "A double top, a failed attempt at new highs", "A rounding bottom, a slow base after a fall"],
  "A flag is a short, orderly consolidation against the prior move (the flagpole), usually on declining volume; in an uptrend it is a bullish continuation pattern, confirmed when price breaks out of the channel upward.")
Q(15, "How does a point-and-figure chart differ from a bar chart?",
  "It records only price changes, ignoring time",
  ["It records only volume, ignoring the prices", "It shows each day's open, high, low and close", "It plots the price of two stocks side by side"],
  "Point-and-figure charts plot columns of Xs (rises) and Os (falls) only when price moves by a set box size, so time and small moves are left out and trends and breakouts stand out. Bar and candlestick charts show every period's open, high, low and close.")
Q(15, "Under Dow theory, what is needed before a new primary uptrend is confirmed?",
  "The industrial and transport averages must agree",
  ["A single day's rise of at least five per cent", "A fall in the volume traded over three weeks", "A cut in interest rates by the central bank"],
  "Dow theory holds that the averages must confirm each other: a new high in the industrial average is a confirmed bull signal only when the transport average also makes a new high, since goods made must also be shipped.")

# ================================================================ Caselets (4 questions each, 1 mark each)
CASE("Lakshmi Pumps Ltd: FY2025-26 accounts",
     "Lakshmi Pumps Ltd makes agricultural and domestic water pumps. An analyst extracts these figures from its FY2025-26 "
     "annual report (Rs crore). Statement of profit and loss: revenue from operations 800; cost of materials consumed 480; "
     "EBITDA 130; depreciation 30; EBIT 100; finance costs 20; profit before tax 80; tax 20; profit after tax 60. Balance "
     "sheet at 31 March 2026: equity share capital 40 (4 crore shares of Rs 10 each); other equity 360; long-term "
     "borrowings 200; current liabilities 150. Assets: net fixed assets 450; inventories 96; trade receivables 120; cash "
     "and bank balances 34; other current assets 50. The analyst measures capital employed as equity plus borrowings.")
CQ(8, "Case: Lakshmi Pumps. What is the company's operating (EBIT) margin?",
   "12.5%",
   ["16.3%", "10.0%", "7.5%"],
   "EBIT margin = EBIT / revenue = 100 / 800 = 12.5%. 16.3% is the EBITDA margin (130 / 800), 10.0% the profit-before-tax margin and 7.5% the net margin.",
   calc="ebit_margin")
CQ(8, "Case: Lakshmi Pumps. What is its return on capital employed (ROCE), with capital employed as equity plus borrowings?",
   "16.7%",
   ["25.0%", "15.0%", "12.5%"],
   "Capital employed = equity (40 + 360 = 400) + borrowings 200 = Rs 600 crore. ROCE = EBIT / capital employed = 100 / 600 = 16.7%. 25% divides by equity alone, and 15% is the return on equity (60 / 400).",
   calc="roce")
CQ(8, "Case: Lakshmi Pumps. What is its earnings per share?",
   "Rs 15",
   ["Rs 20", "Rs 25", "Rs 6"],
   "EPS = profit after tax / shares outstanding = 60 / 4 = Rs 15. Rs 20 uses profit before tax and Rs 25 uses EBIT, neither of which belongs to shareholders alone.",
   calc="eps")
CQ(8, "Case: Lakshmi Pumps. What is its debt-to-equity ratio?",
   "0.5",
   ["5.0", "2.0", "0.33"],
   "Debt-to-equity = borrowings / shareholders' equity = 200 / (40 + 360) = 0.5. Using share capital alone (200 / 40 = 5.0) ignores the reserves in other equity, and 2.0 inverts the ratio.",
   calc="de")

CASE("Sahyadri Cables Ltd: two ways to value a steady dividend payer",
     "Sahyadri Cables Ltd makes power and telecom cables and has paid a steady share of its profits as dividends for a decade. "
     "An analyst expects earnings per share of Rs 24 next year and a payout ratio of 50%. She assumes dividends will grow at "
     "8% a year indefinitely and uses a cost of equity of 14%. Listed cable makers of similar size trade at an average of "
     "10 times next year's earnings. Sahyadri's share currently trades at Rs 180. She will also test her valuation by "
     "lowering the long-term growth assumption.")
CQ(10, "Case: Sahyadri Cables. What value per share does the constant-growth dividend discount model give?",
   "Rs 200",
   ["Rs 400", "Rs 216", "Rs 171"],
   "Next year's dividend = 24 x 50% = Rs 12. Value = D1 / (r - g) = 12 / (0.14 - 0.08) = Rs 200. Using the whole EPS as the dividend gives Rs 400, and growing the dividend a further year gives Rs 216.",
   calc="sahyadri_ddm")
CQ(10, "Case: Sahyadri Cables. What justified forward P/E, payout / (r - g), follows from these assumptions?",
   "8.33 times",
   ["10.00 times", "7.50 times", "16.67 times"],
   "Justified forward P/E = payout ratio / (r - g) = 0.50 / 0.06 = 8.33 times, consistent with the Rs 200 value on Rs 24 of earnings. 16.67 ignores the payout ratio, and 10 is the peers' multiple.",
   calc="sahyadri_pe")
CQ(10, "Case: Sahyadri Cables. What value per share does the peers' average multiple suggest?",
   "Rs 240",
   ["Rs 180", "Rs 120", "Rs 200"],
   "Relative valuation: peer P/E x Sahyadri's forward EPS = 10 x 24 = Rs 240. Applying the multiple to the dividend (10 x 12 = Rs 120) confuses earnings with dividends.",
   calc="sahyadri_peer")
CQ(10, "Case: Sahyadri Cables. If the long-term growth assumption is cut to 7%, other inputs unchanged, what value does the dividend discount model give?",
   "About Rs 171",
   ["About Rs 200", "About Rs 150", "About Rs 343"],
   "Value = 12 / (0.14 - 0.07) = 12 / 0.07 = Rs 171.4. A one-point cut in growth lowers the value by about 14%, which shows how sensitive the model is to the gap between r and g.",
   calc="sahyadri_g7")

CASE("Neel Chemicals Ltd: a pullback in an uptrend",
     "Neel Chemicals Ltd rallied from a low of Rs 400 to a high of Rs 600 over four months on rising volume. It then pulled "
     "back for two weeks on volume well below its 20-day average. At Rs 522 it formed a candle with a small real body near "
     "the top of the day's range and a lower shadow more than twice the body's length, after which it closed higher for "
     "three days. A week later the MACD line crossed above its signal line. The analyst uses Fibonacci retracements of "
     "the Rs 400 to Rs 600 rise to judge where the pullback might end.")
CQ(15, "Case: Neel Chemicals. At what price is the 61.8% Fibonacci retracement of the rise?",
   "Rs 476.40",
   ["Rs 523.60", "Rs 500.00", "Rs 647.20"],
   "A retracement is measured down from the high: 600 - 0.618 x (600 - 400) = 600 - 123.60 = Rs 476.40. Rs 523.60 is the 38.2% level and Rs 500 the 50% level.",
   calc="fib618")
CQ(15, "Case: Neel Chemicals. How is the pullback on below-average volume usually read?",
   "As a healthy pause within the uptrend",
   ["As the start of a new primary downtrend", "As proof that buyers are exiting in force", "As a signal that a gap will soon follow"],
   "Volume should expand in the direction of the trend. A rise on rising volume followed by a pullback on light volume suggests little selling pressure: a correction within the uptrend rather than distribution.")
CQ(15, "Case: Neel Chemicals. What is the candle formed at Rs 522 called, and what does it suggest here?",
   "A hammer, suggesting the pullback may be ending",
   ["A shooting star, warning that the trend is topping", "A doji, showing that volume has dried up fully", "A bearish engulfing candle, warning of a fall"],
   "A small body near the top of the range with a long lower shadow is a hammer: sellers drove the price down but buyers pushed it back. Formed after a pullback, near the 38.2% retracement, and followed by higher closes, it suggests the correction may be over.")
CQ(15, "Case: Neel Chemicals. How is the MACD line crossing above its signal line read?",
   "As a bullish momentum signal",
   ["As a bearish momentum signal", "As a sign of low trading volume", "As a measure of the trend's age"],
   "A MACD crossover above the signal line shows short-term momentum turning up relative to its recent average, read as bullish; a cross below is bearish. Here it supports the view that the uptrend is resuming.")

CASE("Arjun Mehta: an individual research analyst's subscription service",
     "Arjun Mehta is registered with SEBI as an individual research analyst. He holds a graduate degree in commerce and the "
     "NISM Series XV certificate. He sells two annual subscriptions to individual investors: a stock-recommendation service "
     "at Rs 1,20,000 a year and a weekly sector-research service at Rs 60,000 a year. A retired couple, Mr and Mrs Rao, want both "
     "services, one in each spouse's name. A popular social-media personality, not registered with SEBI, who posts daily "
     "stock tips with claims of past returns, offers to promote Arjun's services for a share of the fees. Arjun also plans "
     "to lower the target price in his last report on a cement company after its rights issue.")
CQ(14, "Case: Arjun Mehta. What limits the fees he may charge the Rao family for research services?",
   "Rs 1,51,000 a year across the family's subscriptions",
   ["Rs 1,51,000 a year for each spouse's subscription", "No limit, as the couple agreed to the fees in writing", "Rs 1,20,000 a year, the price of his costliest service"],
   "Under SEBI's rules for research analysts, fees charged to individual and HUF clients are capped at Rs 1,51,000 a year per family of clients, across all the analyst's services. The two subscriptions would total Rs 1,80,000, above the cap. The cap does not apply to non-individual clients or accredited investors.")
CQ(14, "Case: Arjun Mehta. Do his qualifications meet the current regulations for an individual research analyst?",
   "Yes: a graduate degree and the NISM certificate",
   ["No: he also needs a postgraduate degree in finance", "No: he also needs five years of market experience", "Yes: and he needs no NISM certificate at all"],
   "An individual research analyst needs a graduate degree and the NISM research analyst certification. SEBI's December 2024 amendments dropped the earlier postgraduate-degree and experience conditions (leaving a graduate degree in a finance-related field such as commerce), and its amendments of November 2025 accept a graduate degree in any discipline. A commerce graduate with the certificate qualifies under either.")
CQ(14, "Case: Arjun Mehta. May he pay the social-media personality to promote his services?",
   "No: he may not tie up with an unregistered tipster",
   ["Yes: if the fees are paid only through banks", "Yes: if the tipster's posts all carry clear disclaimers", "Yes: promotion is not the same as advice"],
   "Registered intermediaries may not associate, directly or indirectly, with persons who give stock recommendations or claim returns without SEBI registration. Paying such a person a share of fees to promote his services is exactly the link the 2024 amendments prohibit.")
CQ(13, "Case: Arjun Mehta. When he lowers the target price after the rights issue, what should his updated report show?",
   "The earlier target and why it was changed",
   ["Only the new target, as the old one is void", "Nothing about the rights issue's terms at all", "A promise that the new target will be met"],
   "A good research report is transparent about changes: it states the previous rating and target, the new ones and the reasons (here the dilution from the rights issue), so readers can follow the analyst's record. Promising that a target will be met is misleading.")

CASE("An oil shock and the Indian economy",
     "Over three months, the price of Brent crude oil rises from USD 70 to USD 91 a barrel after major producers cut output "
     "and global inventories fall. On the futures exchange, the near-month crude contract now trades above the contracts "
     "for later months. In India, headline CPI inflation has risen to 5.2%, driven by fuel and transport, while the RBI's "
     "policy repo rate stands at 6.0%. The rupee has weakened against the dollar. An analyst covering oil marketing, "
     "airline and paint companies wants to judge how far the shock will spread through the economy.")
CQ(11, "Case: oil shock. By what percentage has the price of Brent crude risen?",
   "30%",
   ["21%", "23%", "35%"],
   "Percentage rise = (91 - 70) / 70 = 21 / 70 = 30%. Dividing by the new price (21 / 91 = 23%) understates the rise, and 21 is the change in dollars, not per cent.",
   calc="oil_rise")
CQ(11, "Case: oil shock. What is the shape of the crude futures curve described, and what does it usually signal?",
   "Backwardation, signalling tight near-term supply",
   ["Contango, signalling plentiful near-term supply", "Contango, signalling high costs of storage now", "Backwardation, signalling a glut of oil stocks"],
   "When near-month futures trade above later months the curve is in backwardation, typical when current supply is tight and inventories low, so buyers pay up for oil now. Contango, with later months above, usually goes with ample stocks.")
CQ(5, "Case: oil shock. What is the approximate real policy rate, measured as the repo rate less CPI inflation?",
   "0.8 percentage points",
   ["11.2 percentage points", "-0.8 percentage points", "1.2 percentage points"],
   "Real policy rate = repo rate - inflation = 6.0 - 5.2 = 0.8 percentage points. A real rate close to zero means monetary policy is not very restrictive, which matters if the oil shock feeds into wider inflation.",
   calc="real_policy")
CQ(5, "Case: oil shock. Which inflation measure helps the analyst judge whether the fuel-driven rise is spreading to other prices?",
   "Core inflation, which leaves out food and fuel",
   ["Headline inflation, which includes every item", "Wholesale fuel inflation, which tracks energy", "The GDP deflator, which covers all output"],
   "Core inflation strips out volatile food and fuel prices. If it starts rising after an oil shock, higher transport and input costs are being passed on across the economy (second-round effects), which is what central banks watch for.")
