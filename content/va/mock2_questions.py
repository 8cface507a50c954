# Full-Length Mock Test 2 for NISM Series V-A. Original questions; the correct option is listed first
# ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's.
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Investment Landscape (8)
Q(1, "Radha's debt fund returned 8.15% last year, while consumer prices rose by 5%. Using (1 + nominal return) / (1 + inflation) - 1, by how much did the purchasing power of her investment grow?",
  "3.00%",
  ["3.15%", "13.56%", "1.63%"],
  "Real return = 1.0815 / 1.05 - 1 = 0.03, or 3.00%. Simply subtracting inflation (8.15% - 5% = 3.15%) is only an approximation that overstates the real return; multiplying the two growth factors (13.56%) adds inflation instead of removing it.",
  calc="real_return")
Q(1, "Meera expects her son's wedding to cost Rs 8 lakh in today's prices, and she plans for it in 4 years. If such costs rise by 7% a year, compounded, about how much should she plan for?",
  "Rs 10.49 lakh",
  ["Rs 10.24 lakh", "Rs 11.22 lakh", "Rs 8.56 lakh"],
  "Future cost = 8 x (1.07)^4 = 8 x 1.3108 = Rs 10.49 lakh, because inflation compounds each year. Rs 10.24 lakh applies 7% simple growth for four years and ignores compounding; Rs 11.22 lakh is the cost after five years.",
  calc="goal_inflation")
Q(1, "Suresh owns a plot of land and suddenly needs cash for a medical emergency. Buyers are few, and he can sell quickly only at a steep discount to its fair value. Which risk has he run into?",
  "Liquidity risk",
  ["Credit risk", "Interest rate risk", "Reinvestment risk"],
  "Liquidity risk is the risk of not being able to convert an asset into cash quickly without a large loss in value. Credit risk concerns a borrower failing to pay, which is not the issue with a plot of land that simply has few buyers.")
Q(1, "An investor sells his winning funds quickly to 'lock in profits' but holds on to loss-making ones for years, waiting for them to get back to his purchase price. Which behavioural bias does this show most clearly?",
  "Loss aversion",
  ["Herd mentality", "Home bias", "Recency bias"],
  "Loss aversion means the pain of realising a loss is felt more strongly than the pleasure of an equal gain, so investors avoid booking losses and book gains early. Herd mentality is following what others are doing, which is not described here.")
Q(1, "Over a few weeks, Kiran's colleagues and social media are full of stories about a hot new sector fund, and he invests a large sum without checking whether it suits his goals. Which bias is at work?",
  "Herd mentality",
  ["Anchoring", "Loss aversion", "Mental accounting"],
  "Herd mentality is acting because many others are doing the same thing, rather than on one's own analysis and needs. Anchoring is fixing on a particular reference number, such as a past price, which is not what drives Kiran here.")
Q(1, "A distributor works out, from a client's goals, time horizon and risk profile, a long-term target mix of 60% equity, 30% debt and 10% gold that will be maintained for years. What is this mix called?",
  "Strategic asset allocation",
  ["Tactical asset allocation", "Market timing", "Sector rotation"],
  "Strategic asset allocation is the long-term target mix derived from the investor's goals and risk profile. Tactical asset allocation is a short-term deviation from that mix to take advantage of market views, which is not what the distributor has set.")
Q(1, "Lata's target allocation is 60% equity and 40% debt. After a strong rally her portfolio holds Rs 7.5 lakh in equity and Rs 2.5 lakh in debt. How much must she move from equity to debt to restore the target mix?",
  "Rs 1.5 lakh",
  ["Rs 2.5 lakh", "Rs 1.0 lakh", "Rs 3.5 lakh"],
  "The portfolio is worth Rs 10 lakh, so the target is Rs 6 lakh in equity and Rs 4 lakh in debt. Moving Rs 7.5 - 6 = Rs 1.5 lakh from equity to debt restores 60:40. Moving Rs 2.5 lakh would overshoot to 50:50.",
  calc="rebalance")
Q(1, "In risk profiling, which of these mainly indicates an investor's capacity (ability) to take risk, as distinct from his willingness to take it?",
  "A stable income, few dependants and a long time before the money is needed",
  ["The investor saying he is comfortable seeing his portfolio fall sharply", "The return the equity market delivered over the last year", "The distributor's own view of where the market is heading"],
  "Risk capacity depends on the investor's financial situation: income stability, obligations, wealth and time horizon. A statement about comfort with falls reflects risk willingness (attitude), which is a separate part of the risk profile.")

# ---------------------------------------------------------------- Chapter 2: Concept and Role of a Mutual Fund (6)
Q(2, "Under SEBI's scheme categorisation, what minimum share of its total assets must a large cap fund invest in large cap stocks?",
  "80%",
  ["65%", "35%", "95%"],
  "A large cap fund must keep at least 80% of its total assets in large cap stocks; SEBI's February 2026 categorisation circular keeps this floor. The lower figures are thresholds from other rules and would let a 'large cap' fund hold a large share of smaller companies.")
Q(2, "Which of the following is a balanced hybrid fund NOT permitted to use under SEBI's categorisation?",
  "Arbitrage positions",
  ["Equity and equity-related instruments", "Debt instruments", "Government securities"],
  "A balanced hybrid fund holds a balance of equity and debt, and SEBI's categorisation specifically bars it from using arbitrage, so that its equity exposure is genuine rather than hedged. Equity and debt (including government securities) are exactly what it is meant to hold.")
Q(2, "Why is a mutual fund particularly useful to an investor with only a small sum to invest?",
  "A small sum buys a share of a diversified, professionally managed portfolio",
  ["A mutual fund guarantees small investors a return higher than a bank deposit", "Small investments in mutual funds are exempt from market risk by regulation", "The small investor can choose which securities the fund buys with his money"],
  "Pooling lets a small investor own a proportionate slice of a large, diversified portfolio managed by professionals, which he could not build on his own. Mutual funds do not guarantee returns or remove market risk, and investors do not pick the individual securities.")
Q(2, "A scheme has 10 crore units outstanding, each with a face value of Rs 10, and its NAV is Rs 23. What are its assets under management (net assets)?",
  "Rs 230 crore",
  ["Rs 100 crore", "Rs 33 crore", "Rs 2,300 crore"],
  "AUM (net assets) = units outstanding x NAV = 10 crore x Rs 23 = Rs 230 crore. Rs 100 crore is the unit capital (units x face value), which records the units issued at face value and does not reflect the current value of the portfolio.",
  calc="aum")
Q(2, "Why does the unit capital of an open-ended scheme keep changing from day to day?",
  "Units are issued and redeemed every business day, so units outstanding change",
  ["The face value of each unit is revalued every day to match the latest NAV", "The AMC adds the scheme's daily income and gains to the unit capital account", "Units change hands between investors on the stock exchange during the day"],
  "In an open-ended scheme, investors buy new units from and sell units back to the fund on any business day, so units outstanding (and unit capital at face value) change daily. The face value of a unit does not change; the NAV does.")
Q(2, "Which was the first mutual fund in India?",
  "Unit Trust of India, set up in 1963 under an Act of Parliament",
  ["SBI Mutual Fund, set up in 1987 as a public sector bank fund", "LIC Mutual Fund, set up in 1989", "The first private sector fund, launched in 1993"],
  "The Indian mutual fund industry began with the Unit Trust of India, created by the UTI Act in 1963. Public sector bank and insurer funds such as SBI Mutual Fund came only from 1987, and private sector funds from 1993.")

# ---------------------------------------------------------------- Chapter 3: Legal Structure of Mutual Funds in India (4)
Q(3, "Under SEBI's eligibility criteria, what minimum share of the net worth of the asset management company must the sponsor contribute?",
  "40%",
  ["26%", "51%", "10%"],
  "A sponsor must contribute at least 40% of the net worth of the AMC, which gives it a substantial stake in the AMC's conduct. 51% would be a majority holding, which is not the regulatory minimum.")
Q(3, "What is the minimum number of trustees a mutual fund must have (or, where a trustee company is appointed, the minimum number of directors on its board)?",
  "Four",
  ["Two", "Seven", "Twelve"],
  "SEBI's regulations require at least four trustees, or at least four directors on the board of a trustee company, of whom at least two-thirds must be independent of the sponsor. Two would be too few to have an independent majority of two-thirds.")
Q(3, "May the asset management company of one mutual fund act as the trustee of another mutual fund?",
  "No, an AMC may not act as a trustee of any mutual fund",
  ["Yes, if the sponsors of the two funds are different", "Yes, with the approval of AMFI", "Yes, if its net worth is above Rs 100 crore"],
  "SEBI's regulations bar an AMC from acting as a trustee of any mutual fund, because the trustees' job is to supervise AMCs and the two roles would conflict. Different sponsors or a larger net worth do not remove that conflict.")
Q(3, "Which function involves computing a scheme's NAV each day from the value of its holdings, its accrued income and its expenses?",
  "Fund accounting",
  ["Custody", "Registrar and transfer agency", "Trusteeship"],
  "Fund accounting records the scheme's transactions, income and expenses and calculates the daily NAV; the AMC may do it in-house or outsource it. The custodian holds and settles the securities, and the RTA maintains investor records, but neither computes the NAV.")

# ---------------------------------------------------------------- Chapter 4: Legal and Regulatory Framework (10)
Q(4, "Under SEBI's norms for open-ended schemes, what is the maximum share of a scheme's corpus that a single investor may hold?",
  "25%",
  ["10%", "49%", "15%"],
  "Each scheme must have at least 20 investors and no single investor may hold more than 25% of its corpus (measured on an average basis). If the limit is breached, the excess must be brought down within the time SEBI allows.")
Q(4, "A mutual fund transfers redemption proceeds to an investor after the permitted time. What must the AMC pay the investor for the delay?",
  "Interest at 15% a year for the period of delay",
  ["Interest at the savings bank rate", "A flat penalty of Rs 1,000", "Nothing, as long as the NAV applied was correct"],
  "If redemption proceeds (or IDCW) are paid late, the AMC must pay interest at 15% per annum for the period of delay, and this cost is borne by the AMC, not the scheme. There is no provision for merely a savings rate or a flat fee.")
Q(4, "Under the SEBI (Mutual Funds) Regulations, a scheme may be wound up if what proportion of its unitholders pass a resolution to that effect?",
  "Three-fourths (75%)",
  ["More than half (51%)", "Two-thirds", "Nine-tenths (90%)"],
  "Regulation 39 allows a scheme to be wound up if 75% of its unitholders pass a resolution to that effect, besides other grounds such as a SEBI direction in unitholders' interest. A simple majority is not enough for such a serious step.")
Q(4, "A staff member at an AMC notices that an investor's transactions look suspicious under anti-money laundering rules. What is the correct course of action?",
  "Report it to FIU-IND as a suspicious transaction, without alerting the investor",
  ["Tell the investor about the suspicion and ask him to explain the transactions", "Reject the investor's KYC at once and close the folio without any report", "Report it to AMFI, which decides whether the police should be informed"],
  "Under the Prevention of Money Laundering Act, 2002, suspicious transactions are reported to FIU-IND, and 'tipping off' the client is prohibited. AMFI is an industry association and is not the authority that receives such reports.")
Q(4, "When may a mutual fund scheme offer a guaranteed return?",
  "Only if the sponsor or AMC fully guarantees it, with the guarantor named in the SID",
  ["Whenever the scheme invests only in government securities, which carry no risk", "Whenever the trustees approve the guarantee at a meeting of the board of trustees", "Never; guarantees of returns are banned for mutual fund schemes in all cases"],
  "SEBI's regulations allow a guaranteed return only when it is fully guaranteed by the sponsor or the AMC and the offer document names the guarantor and explains how the guarantee will be met. Investing only in government securities removes credit risk but not the interest rate risk that makes returns uncertain.")
Q(4, "Can a mutual fund scheme advance a loan to a company as one of its investments?",
  "No, a mutual fund may not advance loans for any purpose",
  ["Yes, up to 10% of the scheme's net assets in any one company", "Yes, provided the borrowing company is rated AAA", "Yes, provided the trustees approve the loan in advance"],
  "SEBI's investment restrictions prohibit a mutual fund from advancing any loans; it may invest in debt securities such as bonds and commercial paper, but not lend directly. A high rating or trustee approval does not change this.")
Q(4, "Which statement is the standard risk caption that SEBI requires in mutual fund advertisements?",
  "Mutual Fund investments are subject to market risks, read all scheme related documents carefully.",
  ["Mutual Fund investments are guaranteed by SEBI, read all scheme related documents carefully.", "Past returns of mutual funds are a reliable guide to future returns.", "Mutual Fund investments are subject to market risks, but the NAV cannot fall below the face value."],
  "The SEBI advertisement code requires the standard warning that mutual fund investments are subject to market risks and that investors should read all scheme related documents carefully. SEBI does not guarantee any scheme, and NAVs can fall below the face value.")
Q(4, "Within how many working days of the record date must a mutual fund pay an income distribution (IDCW) to unitholders?",
  "Seven working days",
  ["Three working days", "Fifteen working days", "Thirty days"],
  "Since SEBI's 2022 amendment, IDCW must be paid within seven working days of the record date. Three working days is the time limit for transferring redemption proceeds, which is a different rule.")
Q(4, "Within what time after the end of the financial year must a mutual fund send unitholders the annual report (or its abridged version) of a scheme?",
  "Within four months",
  ["Within one month", "Within six months", "Within twelve months"],
  "The regulations require the scheme-wise annual report or abridged summary to be sent to unitholders (usually by email, or hosted on the website with a link) within four months of the close of the financial year. One month would be too short for the accounts to be audited, and six months or a year would leave investors without timely information.")
Q(4, "Where does the exit load collected from investors who redeem units go?",
  "It is credited back to the scheme",
  ["It is kept by the AMC as additional income", "It is paid to the distributor as commission", "It is paid to SEBI as a regulatory fee"],
  "SEBI's regulations require any exit load charged to be credited to the scheme, so that the investors who stay on benefit when others leave early. The AMC may not keep it as income, and distributor commission is paid from the scheme's expenses, not from exit loads.")

# ---------------------------------------------------------------- Chapter 5: Scheme Related Information (10)
Q(5, "An investor wants to read about a fund house's sponsor, its constitution and the tax and legal information that is common to all its schemes. Which document should he consult?",
  "The Statement of Additional Information",
  ["The Key Information Memorandum of a scheme", "The monthly fact sheet", "The account statement"],
  "The SAI carries statutory information common to all schemes of the mutual fund, such as details of the sponsor, AMC and trustees, and the tax and legal provisions. The KIM is a short summary of one scheme's SID and does not cover these in detail.")
Q(5, "Who files the due diligence certificate, confirming that a Scheme Information Document complies with SEBI's regulations and guidelines?",
  "The AMC, through its compliance officer or another official",
  ["SEBI itself, after vetting the document before the NFO opens", "AMFI, as the industry body that standardises scheme documents", "The registrar and transfer agent that will service the scheme"],
  "The AMC submits a due diligence certificate, signed by its compliance officer or another authorised official, stating that the SID follows the regulations and contains accurate disclosures. SEBI does not certify the document; it takes the AMC's certificate on record.")
Q(5, "A new investor believes that because a scheme's SID has been filed with SEBI, SEBI has vouched for the scheme. What does the SID itself say on this point?",
  "SEBI has neither approved nor disapproved the units nor certified the document",
  ["SEBI has approved the scheme and stands behind its NAV and its returns", "SEBI has audited and certified the past performance figures in the document", "SEBI has verified that the scheme is suitable for every retail investor"],
  "Every SID carries a statement that the units have not been approved or disapproved by SEBI and that SEBI has not certified the accuracy or adequacy of the document. Filing with SEBI is not an endorsement of the scheme's merits.")
Q(5, "An AMC changes the exit load of an existing scheme between two annual updates of its SID. How is the change made part of the scheme's documents?",
  "Through an addendum to the SID, published on the AMC's website",
  ["By filing a fresh SID with SEBI and launching a new NFO for the scheme", "By a notice printed in the KIM only, leaving the SID itself unchanged", "No document is needed, since loads are at the AMC's discretion"],
  "Changes such as a revision in load are notified by an addendum to the SID, displayed on the AMC's website and attached to the documents until the next update. A new NFO is needed only for a new scheme, not for revising a load.")
Q(5, "A scheme raises its exit load from 0.5% to 1% with effect from 1 July. Rahul bought units in March and redeems them in August. Which exit load applies to his redemption?",
  "0.5%, the load in force when he invested",
  ["1%, the load in force when he redeems", "0.75%, the average of the two loads", "No load, because loads cannot be changed mid-year"],
  "SEBI requires any change in load to apply only prospectively, that is, to investments made after the change. Rahul's March units carry the load that applied when they were bought, so applying the new 1% would be wrong.")
Q(5, "A debt scheme is placed in cell A-I of the Potential Risk Class (PRC) matrix. What does this indicate?",
  "The scheme may take at most relatively low interest rate risk and relatively low credit risk",
  ["The scheme may take relatively high interest rate risk but only relatively low credit risk", "The scheme may take relatively low interest rate risk but relatively high credit risk", "The scheme may take moderate interest rate risk and moderate credit risk"],
  "In the PRC matrix, classes A, B and C denote relatively low, moderate and relatively high credit risk, and classes I, II and III denote relatively low, moderate and relatively high interest rate risk. The cell is the maximum risk the fund manager may take, so A-I is the most conservative cell on both counts; moving to a higher-risk cell would be a change in fundamental attributes.")
Q(5, "Which of these is NOT one of the six risk levels on SEBI's riskometer?",
  "Moderately Low",
  ["Low to Moderate", "Moderately High", "Very High"],
  "The riskometer's six levels are Low, Low to Moderate, Moderate, Moderately High, High and Very High. 'Moderately Low' sounds plausible but is not one of them.")
Q(5, "At what price are units of an open-ended scheme usually offered during its new fund offer (NFO)?",
  "At the face value, typically Rs 10 per unit",
  ["At the NAV of the previous business day", "At a premium fixed by the stock exchange", "At the average NAV of similar schemes"],
  "During an NFO there is no portfolio yet, so units are offered at their face value, commonly Rs 10. Only after the scheme reopens for continuous sale are units priced at the day's NAV.")
Q(5, "Under SEBI's two-tier benchmarking for mutual fund schemes, what does the first-tier benchmark represent?",
  "The scheme's category, giving its schemes a common broad benchmark",
  ["The fund manager's own investment style or strategy within the category", "The average return earned by all the schemes of the same fund house", "The interest rate on a one-year fixed deposit with a scheduled bank"],
  "The first-tier benchmark reflects the category of the scheme; the optional second tier reflects the fund manager's particular style or strategy within that category. Describing the manager's style is the role of the second tier, not the first.")
Q(5, "An AMC's monthly evaluation moves a scheme's riskometer from 'High' to 'Very High'. Apart from updating the riskometer on its website, what must the AMC do?",
  "Inform the scheme's unitholders, e.g. by email or SMS, and issue a notice cum addendum",
  ["Obtain the written consent of 75% of the unitholders before the change takes effect", "Stop accepting fresh subscriptions in the scheme until the risk level falls again", "Nothing further, because the riskometer is only an internal measure of the AMC"],
  "A change in a scheme's riskometer must be communicated to its existing unitholders and published through a notice cum addendum. It is a disclosure, not a fundamental attribute change, so no unitholder vote or closure is required.")

# ---------------------------------------------------------------- Chapter 6: Fund Distribution and Channel Management Practices (6)
Q(6, "Which NISM certification qualifies a person to register as a 'new cadre' mutual fund distributor, who may sell only a specified set of simpler schemes?",
  "NISM Series V-B: Mutual Fund Foundation",
  ["NISM Series V-A: Mutual Fund Distributors", "NISM Series X-A: Investment Adviser (Level 1)", "NISM Series VIII: Equity Derivatives"],
  "The new cadre of distributors (for example individuals such as retired persons or postal agents) qualifies through the simpler NISM Series V-B examination and may sell only certain relatively simple schemes. NISM Series V-A is the full distributor certification without that product restriction.")
Q(6, "What is the 'Know Your Distributor' (KYD) process?",
  "Verification of a distributor's identity, address and bank details for the ARN",
  ["A written test of the distributor's knowledge of the schemes he plans to sell", "A rating of distributors published by AMFI on the basis of their annual sales", "A check of each investor's KYC status that the distributor must carry out"],
  "KYD is the KYC-type verification of the distributor, covering identity, address and bank account, carried out as part of ARN registration and renewal. It is not an exam; knowledge is tested through the NISM certification.")
Q(6, "A distributor advises a client to switch between equity schemes of different AMCs every few months, mainly because each new investment earns him commission. What is this practice called, and is it permitted?",
  "Churning, and it is prohibited under the distributors' code of conduct",
  ["Rebalancing, and it is encouraged", "Portfolio rotation, and it is permitted if the client signs the forms", "Switching, and it is permitted for equity schemes only"],
  "Recommending frequent switches to generate commission rather than to meet the client's needs is churning, which the AMFI code of conduct forbids. Rebalancing is driven by the client's target allocation, not by the distributor's earnings.")
Q(6, "Through which stock exchange platforms can an ARN-holding distributor place mutual fund transactions for clients?",
  "NSE's NMF II and BSE's StAR MF",
  ["SEBI's SCORES portal", "CERSAI's Central KYC registry", "The NSDL and CDSL consolidated account statement"],
  "Both exchanges run mutual fund transaction platforms (NMF II on NSE and StAR MF on BSE) that distributors can use to place orders. SCORES is SEBI's complaints portal and the CKYC registry stores KYC records; neither processes transactions.")
Q(6, "What must a distributor disclose to an investor about commissions when recommending schemes?",
  "The commissions he would receive on the competing schemes he recommends",
  ["Nothing, since commission is a private matter between the AMC and him", "Only the commission he would receive on the equity schemes he recommends", "The commission he receives, but only after the investor has invested"],
  "Distributors must disclose the commissions payable to them for the different competing schemes being recommended, so that the investor can judge any conflict of interest. Limiting the disclosure to one category, or making it only after the sale, defeats its purpose.")
Q(6, "A distributor tells a risk-averse client that a corporate bond fund 'is just like a fixed deposit and cannot lose money'. What is wrong with this statement?",
  "It misrepresents the product: debt funds carry interest rate and credit risk",
  ["Nothing, since corporate bond funds hold only AAA bonds and never fall in value", "It is wrong only because fixed deposits are riskier than corporate bond funds", "It is wrong only because he did not mention how the fund's gains are taxed"],
  "Debt fund NAVs move with interest rates and the credit quality of holdings, and returns are market-linked. Calling the fund risk-free is mis-selling under the code of conduct; even high-quality bonds can fall in price when yields rise.")

# ---------------------------------------------------------------- Chapter 7: NAV, TER and Pricing of Units (8)
Q(7, "Over a year, a scheme's average daily net assets were Rs 500 crore and the recurring expenses charged to it totalled Rs 9 crore. What was its total expense ratio?",
  "1.80%",
  ["18.00%", "0.18%", "9.00%"],
  "TER = total recurring expenses / average net assets = 9 / 500 = 0.018, or 1.80% a year. 0.18% and 18.00% misplace the decimal point, and 9.00% simply repeats the rupee amount of expenses as if it were a percentage.",
  calc="ter_ratio")
Q(7, "Priya invests Rs 50,000 in an equity scheme when the applicable NAV is Rs 25. Stamp duty of 0.005% is deducted from the amount invested. How many units are allotted?",
  "1,999.900 units",
  ["2,000.000 units", "1,999.000 units", "1,980.000 units"],
  "Stamp duty = 0.005% of 50,000 = Rs 2.50, so Rs 49,997.50 is invested, buying 49,997.50 / 25 = 1,999.900 units. 2,000 units ignores the stamp duty, which is levied on mutual fund purchases.",
  calc="stamp_duty_units")
Q(7, "An investor redeems units worth Rs 2,40,000 at NAV from a scheme that charges an exit load of 0.50% on this redemption. How much is deducted as exit load?",
  "Rs 1,200",
  ["Rs 2,400", "Rs 120", "Rs 12,000"],
  "Exit load = 0.50% x 2,40,000 = Rs 1,200. Rs 2,400 would be a 1% load; the load is applied to the redemption value at NAV.",
  calc="exit_load_amount")
Q(7, "Ravi holds 4,000 units under the IDCW reinvestment option. The scheme declares an IDCW of Rs 1.50 per unit and the ex-IDCW NAV is Rs 30. Ignoring tax, how many additional units does he receive?",
  "200 units",
  ["190.476 units", "4,200 units", "150 units"],
  "The IDCW is 4,000 x 1.50 = Rs 6,000, reinvested at the ex-IDCW NAV of Rs 30 to give 6,000 / 30 = 200 additional units. Using the cum-IDCW NAV of Rs 31.50 gives 190.476 units, which is wrong because reinvestment happens at the NAV after the distribution; 4,200 is his total holding afterwards, not the additional units.",
  calc="idcw_reinvest")
Q(7, "A scheme has net assets of Rs 730 crore and a total expense ratio of 1.5% a year, accrued daily over a 365-day year. Approximately how much expense is charged to the scheme each day?",
  "Rs 3 lakh",
  ["Rs 30 lakh", "Rs 10.95 crore", "Rs 0.30 lakh"],
  "Annual expense = 1.5% x 730 crore = Rs 10.95 crore; divided by 365 days this is Rs 0.03 crore, or Rs 3 lakh a day, which is deducted in computing each day's NAV. Rs 10.95 crore is the annual figure, not the daily charge.",
  calc="daily_ter")
Q(7, "Neha's purchase application for a liquid fund is received at 12:45 p.m. on a Wednesday and her money is credited to the scheme's account before the cut-off time. Which NAV applies?",
  "Tuesday's NAV, the day before the day of receipt",
  ["Wednesday's NAV, the day of receipt", "Thursday's NAV, the next business day", "The NAV of the previous Friday, a week earlier"],
  "For liquid and overnight funds, a purchase received before the 1:30 p.m. cut-off with funds available for use before the cut-off gets the NAV of the day immediately preceding the day of receipt. Wednesday's NAV would apply to a non-liquid scheme, where the cut-off rule is different.")
Q(7, "An investor submits an application to buy units of an equity scheme at 11 a.m. on Monday, but the money reaches the scheme's bank account only at 4 p.m. on Tuesday. Which NAV applies?",
  "Wednesday's NAV",
  ["Monday's NAV", "Tuesday's NAV", "The NAV of the following Monday"],
  "For purchases, the applicable NAV depends on when the funds are available for use by the scheme: the money arrived after Tuesday's 3 p.m. cut-off, so it is usable only on Wednesday and gets Wednesday's closing NAV. The time of the application alone (Monday) does not decide the NAV.")
Q(7, "How are listed equity shares held by a scheme valued when its daily NAV is computed?",
  "At the closing price on the principal stock exchange on that day",
  ["At the price at which the scheme bought them", "At the average of the day's high and low prices", "At book value per share from the company's last balance sheet"],
  "Traded equity shares are marked to market at their closing price on the principal stock exchange, so the NAV reflects current values. Valuing them at cost would ignore market movements and is not allowed.")

# ---------------------------------------------------------------- Chapter 8: Taxation (4)
Q(8, "A scheme keeps 70% of its money in shares of domestic listed companies and 30% in bonds. How is it treated for income-tax purposes?",
  "As equity-oriented, since at least 65% is in domestic listed equity shares",
  ["As a debt fund, since it holds less than 80% of its money in equity shares", "As equity-oriented only if it holds more than 90% of its money in equity", "As a debt fund, since every hybrid fund is taxed in the same way as debt"],
  "For tax purposes a fund is equity-oriented if it invests at least 65% of its total proceeds in equity shares of domestic listed companies, so 70% qualifies. The 80% figure is the equity floor of some SEBI categories such as large cap funds, not the tax test, and hybrid funds are classified by this same test.")
Q(8, "For units of an equity-oriented fund, what holding period makes a capital gain long-term?",
  "More than 12 months",
  ["More than 24 months", "More than 36 months", "More than 6 months"],
  "Units of an equity-oriented fund held for more than 12 months give rise to long-term capital gains; gains on units held for 12 months or less are short-term. The 24- and 36-month periods apply to certain other assets, not to equity-oriented fund units.")
Q(8, "Amit switches his investment from the regular plan to the direct plan of the same scheme. How is this treated for tax purposes?",
  "As a redemption of the regular plan units, so capital gains arise",
  ["As no transfer at all, since both plans belong to the same scheme", "As a gift of units to himself, which is exempt from capital gains tax", "As an IDCW received from the scheme, taxable at his slab rate"],
  "A switch, even between plans of the same scheme, is a redemption of units in one plan and a purchase in the other, so capital gains arise on the units redeemed. The common portfolio does not make the regular and direct plan units the same asset.")
Q(8, "Ankur bought 1,000 units of a scheme at a NAV of Rs 40. He redeems all of them at a NAV of Rs 55, and an exit load of 1% applies. Ignoring stamp duty and STT, what is his capital gain?",
  "Rs 14,450",
  ["Rs 15,000", "Rs 15,550", "Rs 14,000"],
  "Sale consideration = 1,000 x 55 x (1 - 0.01) = Rs 54,450; gain = 54,450 - 40,000 = Rs 14,450. Rs 15,000 ignores the exit load, which reduces the amount actually received and so the gain.",
  calc="cg_exit_load")

# ---------------------------------------------------------------- Chapter 9: Investor Services (15)
Q(9, "Up to what amount may an investor make cash investments in mutual fund schemes?",
  "Rs 50,000 per investor per mutual fund in a financial year",
  ["Rs 2,00,000 per investment, with no annual limit per investor", "Rs 10,000 per transaction, with no limit for the whole year", "Any amount at all, provided the investor has quoted his PAN"],
  "SEBI permits cash investments of up to Rs 50,000 per investor, per mutual fund, per financial year, subject to KYC and other safeguards. Larger sums must come through banking channels so that the source of funds can be traced.")
Q(9, "Mutual funds generally do not accept payments from third parties. Which of these payments is an accepted exception?",
  "An employer paying an employee's SIP instalments through payroll deduction",
  ["A friend paying for an adult investor's lump sum purchase", "A distributor paying a client's purchase amount from his own account", "An adult investor's brother-in-law paying his SIP instalments"],
  "The exceptions include an employer paying on behalf of employees through payroll deductions, small gifts by parents or grandparents for a minor, and a custodian paying for its client. A distributor paying for a client is not allowed, and a friend or in-law of an adult investor is a plain third party.")
Q(9, "Shalini holds units worth Rs 62,000 in a liquid fund that offers the instant access facility. What is the maximum she can withdraw instantly on one day under SEBI's limit?",
  "Rs 50,000",
  ["Rs 55,800", "Rs 62,000", "Rs 6,200"],
  "Instant redemption is capped at the lower of Rs 50,000 and 90% of the value of the investment in the scheme: 90% of 62,000 = Rs 55,800, which is more than Rs 50,000, so the Rs 50,000 cap applies. Rs 55,800 ignores the rupee cap.",
  calc="instant_access")
Q(9, "Gopal invests Rs 6,000 a month through a SIP. The NAVs on the three instalment dates are Rs 20, Rs 24 and Rs 15. How many units does he hold after the third instalment?",
  "950 units",
  ["900 units", "1,000 units", "915.25 units"],
  "Units = 6,000/20 + 6,000/24 + 6,000/15 = 300 + 250 + 400 = 950 units. Dividing the Rs 18,000 by the simple average NAV (Rs 19.67) gives 915.25 units, which is wrong because each instalment buys units at its own NAV.",
  calc="sip_units")
Q(9, "Farida holds 5,000 units and has set up a SWP of Rs 12,000 a month. The NAV is Rs 48 on the first withdrawal date and Rs 50 on the second. How many units remain after the two withdrawals?",
  "4,510 units",
  ["4,500 units", "4,520 units", "4,750 units"],
  "Units redeemed = 12,000/48 + 12,000/50 = 250 + 240 = 490, leaving 5,000 - 490 = 4,510 units. Using Rs 48 for both months (4,500) or Rs 50 for both (4,520) ignores that each withdrawal is made at that date's NAV.",
  calc="swp_units")
Q(9, "A folio is held jointly by Arun and Bina in 'anyone or survivor' mode, and Chetan is registered as nominee. Arun dies. Who receives Arun's interest in the units?",
  "Bina, the surviving joint holder",
  ["Chetan, the nominee", "Arun's legal heirs, under his will", "Bina and Chetan equally"],
  "When one joint holder dies, the units pass to the surviving joint holder(s); the nominee's right arises only after the death of all the joint holders. Transmitting to Chetan now would ignore Bina's prior claim as survivor.")
Q(9, "Which of these investors cannot make a nomination in a mutual fund folio?",
  "A private limited company",
  ["A resident individual holding units singly", "Two individuals holding units jointly", "A non-resident Indian holding units singly"],
  "Nomination is available to individuals (including NRIs and joint individual holders). Non-individual investors such as companies, trusts and societies cannot nominate, because they do not die; their holdings are dealt with under their own constitution.")
Q(9, "Can a minor be named as the nominee in a mutual fund folio?",
  "Yes, with the minor's guardian recorded",
  ["No, a nominee must be at least 18 years old", "Yes, but only if the minor is a joint holder too", "No, unless a court approves it"],
  "A minor can be a nominee, in which case the name of the guardian is provided, who will act for the minor if transmission takes place before the minor becomes a major. There is no age bar on nominees.")
Q(9, "Which body issues the 14-digit KYC Identification Number (KIN) under the Central KYC system?",
  "The Central KYC Records Registry (CERSAI)",
  ["AMFI, through its distributor registration wing", "SEBI, through its investor service cell", "The investor's bank, through its branch that did KYC"],
  "The Central KYC Records Registry, operated by CERSAI, stores KYC records across the financial sector and issues a KIN that the investor can quote to other institutions. AMFI and SEBI do not issue KYC identifiers.")
Q(9, "For which type of investor must a mutual fund apply enhanced due diligence under anti-money laundering norms?",
  "A politically exposed person (PEP)",
  ["A salaried employee investing through a SIP", "A senior citizen investing in a liquid fund", "An investor who completed KYC through an AMC"],
  "Politically exposed persons, such as senior public office holders, carry a higher risk of misuse of funds, so AML rules require enhanced due diligence and senior approval for such relationships. Age or the type of scheme does not by itself trigger enhanced checks.")
Q(9, "An unlisted company wants to invest in a mutual fund. Which declaration identifies the natural persons who ultimately own or control it?",
  "The ultimate beneficial owner (UBO) declaration",
  ["The FATCA declaration of the authorised signatory", "The nomination form", "The board resolution authorising the investment"],
  "Non-individual investors must declare their ultimate beneficial owners, the individuals who ultimately own or control them, under the AML rules. The board resolution authorises the investment and names signatories but does not identify the owners.")
Q(9, "What does MF Utilities India provide to investors?",
  "A Common Account Number (CAN) to transact with many AMCs on one platform",
  ["A guarantee that redemption proceeds will be paid if an AMC defaults", "An independent rating of every mutual fund scheme in the industry", "Registration of mutual fund distributors and issue of their ARNs"],
  "MF Utilities is a shared industry platform where investors get a Common Account Number (CAN) and can transact across participating AMCs with one form and one payment. Registering distributors is AMFI's function, not MFU's.")
Q(9, "For a redemption request submitted on paper, what determines whether it was received before the cut-off time?",
  "The time stamp at an official point of acceptance of the AMC or RTA",
  ["The date and time the investor signed the redemption form", "The time the distributor collected the form from the investor", "The time the RTA finishes processing the redemption request"],
  "Applications must be time-stamped at an official point of acceptance, and that time stamp decides the applicable NAV. The date of signature or the time a distributor picked up the form is not evidence of receipt by the fund.")
Q(9, "An investor asks that his redemption proceeds be paid into his brother's bank account. What is the correct position?",
  "It cannot be accepted; proceeds go only to a bank account registered in his folio",
  ["It can be accepted if the brother is registered as the nominee in the folio", "It can be accepted if the investor signs a letter of authority in the brother's favour", "It can be accepted as long as the redemption amount is below Rs 50,000"],
  "Redemption proceeds are paid only to the unitholder's own bank account registered with the fund, which protects investors against fraud. A nominee has rights only on the investor's death, and a letter of authority does not make a third-party payout acceptable.")
Q(9, "Rohan holds mutual fund units in his demat account. How can he redeem them?",
  "Through his depository participant or his stock broker",
  ["Only by sending a paper redemption form to the AMC with unit certificates", "Only after first converting them into units held in a statement of account", "By transferring the units directly into the AMC's bank account"],
  "Units held in demat form are redeemed through the investor's DP (with a redemption request) or through a broker on the exchange platforms. There are no physical unit certificates, and conversion to a folio is not required.")

# ---------------------------------------------------------------- Chapter 10: Risk, Return and Performance of Funds (7)
Q(10, "Sunil bought units of a growth option at a NAV of Rs 32 and sold them exactly three years later at a NAV of Rs 46.08, with no distributions in between. What compounded annual return did he earn?",
  "12.92%",
  ["14.67%", "44.00%", "12.00%"],
  "CAGR = (46.08 / 32)^(1/3) - 1 = 1.44^(1/3) - 1 = 12.92%. 14.67% divides the 44% absolute return by three years, which ignores compounding; 44% is the absolute return over the whole period.",
  calc="cagr")
Q(10, "Vijay bought units at a NAV of Rs 20. During the year he received an IDCW of Rs 1.20 per unit, and at the end of the year the NAV was Rs 21.80. What was his total return for the year?",
  "15.00%",
  ["9.00%", "6.00%", "21.00%"],
  "Total return = (ending NAV + IDCW - beginning NAV) / beginning NAV = (21.80 + 1.20 - 20) / 20 = 15%. 9% counts only the NAV change and ignores the IDCW paid out, which is part of the investor's return.",
  calc="total_return")
Q(10, "A liquid fund's NAV rose by 2% over 73 days. What is this return on a simple annualised basis (365-day year)?",
  "10.00%",
  ["2.00%", "7.30%", "14.60%"],
  "Simple annualised return = 2% x 365 / 73 = 10%. Quoting 2% gives only the return for the 73-day period, which cannot be compared with annual returns of other investments.",
  calc="annualise")
Q(10, "Which risk remains even in a well-diversified equity portfolio?",
  "Systematic (market) risk",
  ["Company-specific risk", "Unsystematic risk", "Single-stock concentration risk"],
  "Diversification across many stocks removes most company-specific (unsystematic) risk, but market-wide factors such as economic changes, interest rates or policy shocks affect all stocks and cannot be diversified away.")
Q(10, "If market interest rates rise sharply, the NAV of which debt fund is likely to fall the most?",
  "A long duration fund",
  ["An overnight fund", "A liquid fund", "An ultra short duration fund"],
  "Bond prices move inversely to yields, and the size of the move increases with duration. A long duration fund, which keeps the longest portfolio duration among debt categories, has the most interest rate sensitivity; overnight and liquid funds hold very short instruments and are barely affected.")
Q(10, "Interest rates have fallen, and a debt fund now has to invest the coupons and maturity proceeds it receives at lower yields than before. Which risk does this describe?",
  "Reinvestment risk",
  ["Credit risk", "Liquidity risk", "Inflation risk"],
  "Reinvestment risk is the risk that cash flows received from an investment have to be reinvested at lower rates. It is the mirror image of price risk: falling rates raise bond prices but reduce the income on money reinvested.")
Q(10, "A bond held by a debt fund is downgraded from AA to BBB by a credit rating agency. What is the likely immediate effect on the fund?",
  "The bond's price falls, reducing the scheme's NAV",
  ["The bond's price rises because its yield is now higher", "The NAV is unaffected until the bond matures", "The issuer must repay the bond at once"],
  "A downgrade raises the yield investors demand from the bond, so its market price falls and the scheme's NAV falls with it. The higher yield is the result of the lower price, not a gain for existing holders.")

# ---------------------------------------------------------------- Chapter 11: Mutual Fund Scheme Performance (7)
Q(11, "Kavita's equity fund has a beta of 1.2 and returned 16% last year, when the 91-day T-bill yielded 7%. What excess return did it earn per unit of beta, i.e. its Treynor ratio?",
  "7.50",
  ["13.33", "10.80", "0.75"],
  "Treynor ratio = (fund return - risk-free rate) / beta = (16 - 7) / 1.2 = 7.50. 13.33 divides the whole return by beta without first subtracting the risk-free rate; multiplying the excess return by beta (10.80) turns the measure upside down.",
  calc="treynor")
Q(11, "A fund returned 14.4% against its benchmark's 12.0%, with a tracking error of 3%. What is its information ratio?",
  "0.80",
  ["4.80", "2.40", "0.20"],
  "Information ratio = (fund return - benchmark return) / tracking error = (14.4 - 12.0) / 3 = 0.80. 2.40 is the excess return alone, before dividing by the tracking error.",
  calc="info_ratio")
Q(11, "An aggressive hybrid fund typically holds about 70% in equity and 30% in debt. Which benchmark is most appropriate for judging its performance?",
  "A composite index of equity and debt in a similar proportion",
  ["A broad equity index such as the Nifty 50 TRI, used alone", "A short-term government bond index, used alone", "The interest rate on a one-year bank fixed deposit"],
  "A benchmark should reflect what the scheme actually invests in. A composite index of equity and debt in proportions close to the fund's allocation judges the manager fairly; a pure equity index would make the fund look poor in rising markets and good in falling ones simply because of its debt holding.")
Q(11, "An index fund returned 11.2% in a year in which its underlying index (TRI) returned 12.0%. What does this tell you about its tracking difference?",
  "It trailed the index by 0.80 percentage point",
  ["It trailed the index by 1.20 percentage points", "It beat the index by 0.40 percentage point", "It trailed the index by 7.14 percentage points"],
  "Tracking difference = fund return - index return = 11.2 - 12.0 = -0.80 percentage point, mostly reflecting expenses and cash holdings. Tracking error is a different measure: the variability of that difference over time.",
  calc="tracking_diff")
Q(11, "Why should a mid cap fund's performance be compared with a mid cap index and other mid cap funds rather than with a large cap index?",
  "Because only mid cap peers and indices share its opportunity set and risk",
  ["Because large cap indices are not published on a total return basis in India", "Because SEBI prohibits any comparison of funds across different categories", "Because mid cap funds always outperform large cap indices over any period"],
  "A fair comparison uses a benchmark and peer group with the same investment universe and risk, so that the fund manager is judged on what was actually possible. Mid cap stocks behave differently from large caps, so a large cap index would mislead in either direction.")
Q(11, "A scheme's portfolio earned 12% before expenses during a year, and its total expense ratio was 1.25%. Approximately what return did investors earn?",
  "10.75%",
  ["12.00%", "13.25%", "11.85%"],
  "Expenses are deducted from the scheme before the NAV is struck, so the investor's return is roughly the gross portfolio return minus the TER: 12% - 1.25% = 10.75%. 11.85% wrongly takes 1.25% of the 12% return instead of 1.25% of assets.",
  calc="ter_impact")
Q(11, "An investor made SIP instalments on different dates over three years and wants one annualised return for the whole investment. Which method is appropriate?",
  "XIRR, which allows for the amount and date of each cash flow",
  ["The point-to-point return measured on the first instalment only", "The simple average of the yearly percentage changes in the NAV", "The scheme's three-year CAGR as shown in its monthly fact sheet"],
  "Each SIP instalment is invested for a different period, so the return must weight every cash flow by its timing; XIRR does this. The scheme's three-year CAGR assumes one lump sum invested at the start and does not reflect the investor's own cash flows.")

# ---------------------------------------------------------------- Chapter 12: Mutual Fund Scheme Selection (15)
Q(12, "Mohan will need his money in about two years and wants to keep interest rate risk limited. Which debt fund category fits best?",
  "Short duration fund",
  ["Long duration fund", "Credit risk fund", "Gilt fund holding long-dated government securities"],
  "A short duration fund keeps a short portfolio duration (a few years at most), so its interest rate sensitivity suits a two-year horizon. A long duration fund or a gilt fund holding long-dated securities would expose him to large NAV swings if rates rise, and a credit risk fund adds default risk.")
Q(12, "An investor with a long horizon, who can tolerate NAV volatility, expects interest rates to fall significantly over the coming years. Which debt fund category would benefit most if he is right?",
  "Long duration fund",
  ["Overnight fund", "Liquid fund", "Floater fund"],
  "When rates fall, bond prices rise, and the rise is largest for portfolios with the longest duration. A floater fund's coupons reset with rates, so it gains little from falling rates, and overnight or liquid funds hold instruments too short to benefit.")
Q(12, "A retiree wants a predictable amount each month from his mutual fund investment. Why is a SWP from the growth option usually more suitable than choosing the IDCW option?",
  "A SWP fixes the amount and dates; IDCW depends on surplus and trustees",
  ["IDCW payments are fixed in advance by the AMC, but are smaller than SWP payments", "A SWP pays out of income alone, so the invested capital stays intact", "IDCW is paid once, at the end of the scheme's life, so it gives no income"],
  "A SWP redeems units to pay a fixed amount on fixed dates set by the investor. IDCW amounts and timing depend on the scheme's distributable surplus and the trustees' decision, so they are neither assured nor regular. A SWP does redeem units, so capital can fall if withdrawals exceed growth.")
Q(12, "An investor is choosing among several index funds that all track the Nifty 50 index. Which factors should weigh most in her choice?",
  "Low tracking error and low expense ratio",
  ["The highest NAV", "The fund manager's stock-picking record", "The largest number of stocks in the portfolio"],
  "Funds tracking the same index hold nearly the same portfolio, so the better choice is the one that follows the index most closely at the lowest cost. Stock-picking skill is irrelevant to a passive fund, and NAV level says nothing about value.")
Q(12, "For whom is a sectoral fund, such as a banking sector fund, most appropriate?",
  "An informed investor with a high risk appetite, as a small part of his portfolio",
  ["A first-time investor who wants a single core equity holding for the long term", "A retiree who needs a stable monthly income from his savings without volatility", "An investor who will need the money within a year for a planned expense"],
  "Sectoral funds concentrate on one industry and can swing sharply with its fortunes, so they suit investors who understand the sector and use them as a satellite holding. They are unsuitable as a core holding, for income needs or for short horizons.")
Q(12, "Ramesh has a one-year horizon and cannot tolerate any significant loss of capital. Which of these categories is LEAST suitable for him?",
  "Small cap fund",
  ["Liquid fund", "Money market fund", "Ultra short duration fund"],
  "Small cap funds are among the most volatile categories and can fall sharply over a year, which suits neither his short horizon nor his low risk tolerance. The other three hold short-term debt and money market instruments with low volatility.")
Q(12, "An investor wants exposure to gold prices without worrying about storage, purity or making charges. Which mutual fund product fits best?",
  "A gold ETF or a gold fund of funds",
  ["A sectoral fund investing in jewellery companies", "A credit risk fund", "A dividend yield fund"],
  "Gold ETFs hold physical gold of standard purity and track its price, and gold fund of funds invest in such ETFs, so investors avoid storage and purity concerns. Shares of jewellery companies depend on company profits, not directly on the gold price.")
Q(12, "An investor's equity holdings are all in Indian companies, and he wants to diversify across other countries' markets. Which product fits, and what additional risk should he understand?",
  "An international fund or overseas FoF, which also carries currency risk",
  ["An Indian large cap fund, which carries no additional risk of any kind", "A gilt fund, which carries the default risk of foreign governments", "An arbitrage fund, which spreads money across overseas stock markets"],
  "International funds invest in foreign securities, giving geographic diversification, but returns in rupees also depend on exchange rate movements. An Indian large cap fund, however large its holdings, does not diversify away from the Indian market.")
Q(12, "Two flexi cap funds each returned 14% a year over five years. Fund P's standard deviation was 18% and Fund Q's was 12%. Assuming everything else is similar, which is the better choice on a risk-adjusted basis?",
  "Fund Q, because it earned the same return with less volatility",
  ["Fund P, because higher volatility means higher future returns", "Either, since their returns are identical", "Fund P, because it took more risk on behalf of investors"],
  "With equal returns, the fund with lower standard deviation has delivered more return per unit of risk (a higher Sharpe ratio). Higher past volatility is not a promise of higher future return.")
Q(12, "A conservative investor wants a debt fund for a three-year horizon and is concerned about defaults. Which choice best addresses that concern?",
  "A corporate bond fund, investing predominantly in the highest-rated bonds",
  ["A credit risk fund, investing mainly in lower-rated corporate bonds", "A small cap fund, since equity funds carry no credit risk at all", "A sectoral fund investing in the shares of finance companies"],
  "A corporate bond fund concentrates on the highest-rated corporate bonds, limiting default risk. A credit risk fund deliberately takes on lower-rated bonds for higher yield, which is the opposite of what this investor wants.")
Q(12, "An investor holds four different large cap funds from four AMCs, believing this diversifies his portfolio well. What should a distributor point out?",
  "The funds probably hold many of the same stocks, so they add little diversification",
  ["Holding funds from four different AMCs removes all market risk from the portfolio", "He should add a fifth large cap fund, since more funds always mean more safety", "Large cap funds cannot hold the same stocks, because SEBI forbids any overlap"],
  "Large cap funds draw from the same 100 companies, so their portfolios overlap heavily and they tend to move together. Real diversification comes from different asset classes and market segments, not from more funds of the same category.")
Q(12, "An investor researches schemes himself, places his own transactions online and does not need a distributor's help. Which plan suits him better?",
  "The direct plan, whose lower expense ratio leaves more return for him",
  ["The regular plan, because its NAV is higher than the direct plan's NAV", "The regular plan, because only the regular plan offers a growth option", "Either plan, because the returns of the two plans are always equal"],
  "Direct plans carry no distribution commission, so their expense ratios are lower and, over time, returns are higher. For an investor who needs no advice or service from a distributor, paying for it through the regular plan makes little sense.")
Q(12, "What should a distributor do first, before recommending any scheme to a new client?",
  "Understand the client's goals, horizon, finances and risk profile",
  ["Show the client the top-performing schemes of the last year", "Recommend the scheme that pays the highest trail commission", "Ask the client which new fund offer he has recently heard about"],
  "Suitability depends on the client's needs, so the process starts with understanding goals, horizon and risk profile; only then can an asset allocation and schemes be chosen. Starting from last year's top performers is chasing returns, not advice.")
Q(12, "Seema may need her money within two years. Which of these schemes is unsuitable for her because of a lock-in?",
  "An ELSS",
  ["A liquid fund", "A flexi cap fund", "A short duration fund"],
  "ELSS units cannot be redeemed for three years from allotment, so money needed within two years would be trapped. The other schemes are open-ended without any lock-in, though their suitability also depends on risk.")
Q(12, "An investor has a large lump sum to put into equity funds but fears investing it all at a market peak. Which approach addresses this concern?",
  "Park it in a liquid fund and move it into equity through a STP over several months",
  ["Invest it all at once in a sectoral fund, hoping for quick gains to offset any fall", "Keep it in a savings account and wait until the market has fallen by 20%", "Invest it all at once, but choose the IDCW option instead of the growth option"],
  "A systematic transfer plan moves a fixed amount at regular intervals from a low-risk fund to the equity fund, spreading the entry over time and averaging the purchase cost. Waiting for a specific fall is market timing that may never pay off.")
