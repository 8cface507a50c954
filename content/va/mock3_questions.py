# Full-Length Mock Test 3 for NISM Series V-A. Original questions; the correct option is listed first
# ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's.
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Investment Landscape (8)
Q(1, "Kamala's deposit compounds at 6% a year. Using the rule of 72, about how many years will it take for her money to double?",
  "About 12 years",
  ["About 16.7 years", "About 6 years", "About 24 years"],
  "The rule of 72 estimates the doubling time as 72 divided by the annual rate: 72 / 6 = 12 years. 16.7 years is 100 / 6, which is how long simple (non-compounding) interest of 6% would take to double the money.",
  calc="rule72")
Q(1, "Inflation averages 5% a year for the next three years. In today's money, roughly what will Rs 1,00,000 kept idle in a locker be worth at the end of the three years?",
  "Rs 86,384",
  ["Rs 85,000", "Rs 85,738", "Rs 95,238"],
  "Purchasing power = 1,00,000 / (1.05)^3 = Rs 86,384. Subtracting 5% three times without compounding (Rs 85,000) or multiplying by 0.95 three times (Rs 85,738) only approximates the correct deflation; Rs 95,238 is the value after one year.",
  calc="purchasing_power")
Q(1, "A company that issued non-convertible debentures fails to pay the interest due to its debenture holders. Which risk have the investors suffered?",
  "Credit (default) risk",
  ["Liquidity risk", "Market (price) risk of equity", "Inflation risk"],
  "Credit or default risk is the risk that a borrower fails to pay interest or principal as promised. Liquidity risk is about being unable to sell an asset quickly at a fair price, which is a different problem.")
Q(1, "What does an investor in a company's bonds hold that distinguishes him from a shareholder of the same company?",
  "A lender's contractual claim to interest and principal, without ownership",
  ["An owner's share in the company's profits, paid out as dividends", "Voting rights at the company's general meetings, like any shareholder", "A guarantee from SEBI that the bonds will be repaid on maturity"],
  "Bondholders are lenders: they are promised interest and the return of principal on set dates but do not own the company. Shareholders are owners, with a residual claim on profits and voting rights. SEBI does not guarantee any bond.")
Q(1, "Deepak refuses to buy units of a fund because its NAV was Rs 40 a year ago and is now Rs 55; he insists on waiting until it returns to Rs 40, regardless of the fund's prospects. Which bias does this show?",
  "Anchoring",
  ["Herd mentality", "Overconfidence", "Confirmation bias"],
  "Anchoring is fixing on a particular reference number, here a past NAV, and judging decisions against it rather than on current facts. Herd mentality is following others, which is not what Deepak is doing.")
Q(1, "After three good years in the market, Nikhil believes he can reliably pick the next winning stocks and trades very frequently. Which bias is this?",
  "Overconfidence",
  ["Loss aversion", "Anchoring", "Mental accounting"],
  "Overconfidence is overestimating one's own knowledge or ability to predict markets, which often leads to excessive trading and concentrated bets. Loss aversion is about avoiding the realisation of losses, which is not the behaviour described.")
Q(1, "Pooja's household expenses are Rs 45,000 a month, and her financial plan calls for an emergency fund equal to six months of expenses. How large should the emergency fund be?",
  "Rs 2,70,000",
  ["Rs 5,40,000", "Rs 1,35,000", "Rs 45,000"],
  "Emergency fund = 6 x 45,000 = Rs 2,70,000, kept in safe and liquid options so that it is available at once. Rs 5,40,000 would be twelve months of expenses and Rs 1,35,000 only three.",
  calc="emergency_fund")
Q(1, "Why does combining asset classes whose returns have low correlation with each other help an investor?",
  "It lowers overall portfolio volatility, as the assets do not all fall together",
  ["It guarantees that the portfolio as a whole will never make a loss in any year", "It raises the individual return of every asset held in the portfolio", "It removes the need to consider the investor's time horizon and goals"],
  "When assets do not move together, losses in one are partly offset by steadier or positive returns in another, so the portfolio's overall swings are smaller than those of its parts. Diversification lowers risk but cannot guarantee freedom from losses.")

# ---------------------------------------------------------------- Chapter 2: Concept and Role of a Mutual Fund (6)
Q(2, "What does a fund of funds (FoF) scheme invest in?",
  "Units of other mutual fund schemes",
  ["Shares of asset management companies", "Only government securities", "Loans to other mutual funds"],
  "A fund of funds invests in the units of other mutual fund schemes (domestic or overseas, or ETFs), so the investor gets a portfolio of funds through one scheme. It does not buy shares of AMCs, and mutual funds may not lend money.")
Q(2, "What does 'marking to market' mean for a mutual fund portfolio?",
  "Valuing holdings daily at current market prices, so the NAV shows their present worth",
  ["Recording each security at the price the fund paid for it, until the day it is sold", "Listing the scheme's units on a stock exchange so that their price is set by the market", "Advertising the scheme's returns each month alongside the returns of a market index"],
  "Marking to market means revaluing the portfolio at current market prices each day, which is why the NAV rises and falls with the markets. Holding securities at cost would hide gains and losses from investors.")
Q(2, "How does a thematic equity fund differ from a sectoral equity fund?",
  "A thematic fund follows a theme spanning several sectors; a sectoral fund, one sector",
  ["A thematic fund must invest only in large cap companies; a sectoral fund, in any size", "A sectoral fund spreads across all sectors; a thematic fund stays in one sector", "A thematic fund buys debt securities of one sector; a sectoral fund buys its shares"],
  "A sectoral fund concentrates on one sector, such as banking or pharma; a thematic fund follows a broader idea, such as infrastructure or consumption, that draws on companies from several sectors. Both are concentrated equity funds, not diversified or debt funds.")
Q(2, "Under SEBI's scheme categorisation, in which broad group is an arbitrage fund placed?",
  "Hybrid schemes",
  ["Equity schemes", "Debt schemes", "Other schemes, with index funds and ETFs"],
  "Arbitrage funds hold equity positions hedged in the derivatives market, so SEBI places them among the hybrid schemes (along with conservative, balanced and aggressive hybrid, dynamic asset allocation, multi asset allocation and equity savings funds). They are not classified as equity, debt or 'other' schemes.")
Q(2, "How does a passively managed scheme decide which securities to hold?",
  "It holds the securities of its index, in broadly the same proportions",
  ["Its fund manager picks the stocks he expects to beat the market index", "It holds whichever securities the trustees approve at each monthly meeting", "It holds the securities that have delivered the highest past returns"],
  "A passive scheme, such as an index fund or ETF, mirrors the composition of its underlying index instead of relying on the fund manager's stock selection. Picking stocks to beat the market is active management.")
Q(2, "What gives an investor in an open-ended scheme ready access to his money?",
  "The fund itself buys back units on any business day at NAV-based prices",
  ["The units can be redeemed with the fund only on the scheme's maturity date", "The sponsor has guaranteed to buy back all units at their face value", "The investor must find another investor willing to buy his units"],
  "An open-ended scheme continuously sells and repurchases units at NAV-related prices, which gives investors liquidity without needing a buyer. Redemption only at maturity is a feature of close-ended schemes, and there is no sponsor guarantee of face value.")

# ---------------------------------------------------------------- Chapter 3: Legal Structure of Mutual Funds in India (4)
Q(3, "In which two forms may the trustees of a mutual fund be constituted?",
  "As a board of trustees or as a trustee company",
  ["As a partnership firm or a co-operative society", "As the sponsor's board of directors or the AMC's board", "As a committee of AMFI or of SEBI"],
  "Trusteeship may be held either by a board of individual trustees or by a trustee company with its own board of directors. The sponsor's or AMC's boards cannot act as trustees, since trustees must supervise them independently.")
Q(3, "Who can terminate the appointment of a mutual fund's asset management company?",
  "A majority of trustees, or 75% of the unitholders",
  ["Only SEBI, acting on a complaint received from AMFI", "The AMC's own board of directors, by a simple majority", "The custodian, whenever the scheme's NAV falls sharply"],
  "The regulations allow the appointment of an AMC to be terminated by a majority of the trustees or by 75% of the unitholders of the scheme. The AMC's own board obviously cannot be the check on the AMC, and the custodian has no such power.")
Q(3, "Beyond its initial contribution to the corpus of the trust, is the sponsor liable to make good losses that a scheme suffers because of a market fall?",
  "No; unitholders bear market losses, and the sponsor owes nothing beyond its contribution",
  ["Yes; the sponsor must make good all such losses and restore the NAV to face value", "Yes; the sponsor must bear 40% of such losses, in proportion to its stake in the AMC", "Only if the scheme is an equity scheme; losses in debt schemes are borne by the AMC"],
  "The sponsor settles the trust with an initial contribution to its corpus and is not liable beyond that for scheme losses; investment risk in a mutual fund is borne by the investors. The 40% figure relates to the sponsor's contribution to the AMC's net worth, not to losses.")
Q(3, "Whose approval must a new scheme obtain within the mutual fund before its offer document is filed and the scheme launched?",
  "The trustees'",
  ["The custodian's", "The registrar and transfer agent's", "AMFI's"],
  "Every scheme floated by the AMC must be approved by the trustees, who are responsible for protecting unitholders' interests; the scheme document is then filed with SEBI. The custodian and RTA are service providers, and AMFI is an industry body.")

# ---------------------------------------------------------------- Chapter 4: Legal and Regulatory Framework (10)
Q(4, "Within how many working days must a scheme that invests at least 80% of its total assets in permissible overseas investments transfer redemption proceeds?",
  "Five working days",
  ["Three working days", "Ten working days", "Fifteen working days"],
  "The general limit is three working days, but SEBI allows five working days for schemes with at least 80% of total assets invested overseas, because foreign markets settle on their own timetables. Delays beyond the limit attract interest at 15% a year, paid by the AMC.")
Q(4, "SEBI's insider trading regulations were extended to units of mutual funds. What do they prohibit?",
  "Insiders trading in units while holding unpublished price-sensitive information",
  ["Any employee of an AMC ever investing in the schemes of his own fund house", "Investors redeeming their units within one year of the date of purchase", "Distributors recommending the schemes of more than one AMC to a client"],
  "Insiders, such as AMC and trustee officials, may not trade in units when in possession of unpublished price-sensitive information about a scheme. Employees may invest under the rules and disclosures that apply; the prohibition is on trading with such information.")
Q(4, "At what price must a mutual fund transfer a quoted security from one of its schemes to another of its schemes (an inter-scheme transfer)?",
  "At the prevailing market price",
  ["At the price the transferring scheme paid for it", "At a price agreed by the two fund managers", "At face value"],
  "Inter-scheme transfers must be made at the prevailing market price for quoted instruments, on a spot basis, so that neither scheme's unitholders gain at the other's expense. Using the historical cost or a negotiated price would allow one scheme to be favoured.")
Q(4, "What does SEBI require before control of an AMC changes hands?",
  "Prior approval of trustees and SEBI, and a load-free exit for unitholders",
  ["The approval of the AMC's board of directors, recorded in the board minutes", "A notice to AMFI after the change has taken place, with no unitholder role", "Written consent from unitholders holding 75% of the fund's units"],
  "A change in the controlling interest of the AMC needs the prior approval of the trustees and SEBI, and unitholders must be told of it and allowed to exit at NAV without any exit load. Unitholders' consent is not required (a 75% vote of unitholders concerns winding up or removing the AMC), and a board approval or a later notice is not enough.")
Q(4, "Under which regulations are KYC Registration Agencies (KRAs) registered with SEBI?",
  "The SEBI (KYC Registration Agency) Regulations, 2011",
  ["The SEBI (Mutual Funds) Regulations, 1996", "The SEBI (Investment Advisers) Regulations, 2013", "The Indian Trusts Act, 1882"],
  "KRAs are registered and regulated under the SEBI (KYC Registration Agency) Regulations, 2011, which let KYC done with one intermediary be used across the securities market. The Mutual Funds Regulations govern funds, not KRAs.")
Q(4, "Within how many days after the end of each month must a mutual fund disclose the complete portfolio of each scheme on its website?",
  "Within 10 days",
  ["Within 3 days", "Within 30 days", "Within 90 days"],
  "Monthly portfolios must be disclosed within 10 days of the close of each month (and half-yearly portfolios within 10 days of the half-year end). 30 days would leave investors with stale information for most of the following month.")
Q(4, "For how long may a mutual fund keep appointing the same audit firm as its auditor under SEBI's rotation norms?",
  "At most two terms of up to five consecutive years each, then a five-year cooling-off",
  ["For as long as the trustees wish, as SEBI sets no limit on an auditor's tenure", "For one year only, since a new audit firm must be appointed every year", "For up to twenty years in a row, provided the AMC's board approves it"],
  "SEBI limits a mutual fund to appointing an auditor for no more than two terms of a maximum of five consecutive years, after which the firm may be reappointed only after a cooling-off period of five years. Rotation keeps the audit of the schemes independent.")
Q(4, "What must AMCs disclose about how they vote at general meetings of the companies in which their schemes invest?",
  "Their voting policy and how they actually voted on each resolution",
  ["Nothing, because their voting decisions are treated as confidential", "Only the number of general meetings that they attended during the year", "Only the votes that they cast against the management of the companies"],
  "SEBI requires AMCs to have a written voting policy and to disclose their actual votes on resolutions of investee companies, with the rationale, so that unitholders can see how their ownership rights are exercised. Voting records are not confidential.")
Q(4, "Which of these changes to an open-ended equity scheme would NOT be a change in its fundamental attributes?",
  "A change of the scheme's fund manager",
  ["A change in the scheme's investment objective", "A change in the type of scheme, such as from equity to debt", "A change in the scheme's asset allocation pattern"],
  "Fundamental attributes are the type of scheme, the investment objective (including the investment pattern, i.e. the indicative asset allocation) and the terms of issue (liquidity provisions, fees and expenses, any safety net or guarantee); changing them requires written notice to unitholders and an exit option at NAV without exit load. Replacing the fund manager is an operational change disclosed to investors but not a fundamental attribute change.")
Q(4, "A mutual fund issues a public notice announcing an IDCW for one of its schemes. Under SEBI's rules, when is the record date for that IDCW?",
  "Two working days from the issue of the public notice",
  ["On the same day as the public notice", "Seven working days from the issue of the public notice", "Thirty days from the issue of the public notice"],
  "SEBI requires the record date to be two working days from the issue of the public notice, and the IDCW must then be paid within seven working days of the record date. Seven working days is the payment deadline, not the gap between the notice and the record date.")

# ---------------------------------------------------------------- Chapter 5: Scheme Related Information (10)
Q(5, "Which section of a Scheme Information Document describes the events that could reduce the scheme's returns, such as interest rate, credit and liquidity risks?",
  "The risk factors",
  ["The investment objective", "The load structure", "The names of the trustees"],
  "An SID contains standard risk factors common to all mutual funds and scheme-specific risk factors related to what the scheme invests in. The investment objective states what the scheme aims to achieve, not what could go wrong.")
Q(5, "Which statement is included among the standard risk factors in every SID?",
  "The scheme's name does not indicate its quality or future prospects and returns",
  ["The NAV of the scheme will not fall below the face value of its units", "The sponsor guarantees that the scheme will earn a minimum annual return", "The sponsor's past performance assures the scheme's future returns"],
  "Standard risk factors warn that NAVs can go up or down, that past performance does not indicate future performance, and that the scheme's name says nothing about its quality or prospects. There is no assurance of face value or returns.")
Q(5, "What does the product label on a mutual fund scheme's documents and promotional material show?",
  "Whom the scheme suits, what it invests in and its riskometer",
  ["The scheme's returns over the past three years and nothing else", "The fund manager's personal holdings in the scheme and in shares", "The commission the distributor earns on the scheme, in rupees"],
  "Product labelling tells an investor, at a glance, what the scheme is suitable for ('This product is suitable for investors who are seeking...'), the kind of investments it makes and its risk level on the riskometer. Commission is disclosed elsewhere, not in the product label.")
Q(5, "A new fund offer closes without collecting the minimum subscription amount stated in its SID. What happens?",
  "The money is refunded to applicants and the scheme is not launched",
  ["The AMC makes up the shortfall from its own funds and allots units", "Units are allotted to applicants at a lower face value than planned", "The NFO is kept open for as long as it takes to reach the minimum"],
  "If the minimum subscription is not received, the scheme cannot go ahead and the AMC must refund the application money within the time SEBI allows (with interest if it delays). The NFO cannot be extended indefinitely, and the AMC cannot make up the shortfall.")
Q(5, "A scheme's fact sheet reports a high portfolio turnover ratio. What does this indicate?",
  "The fund manager trades the portfolio's holdings frequently",
  ["The scheme has grown to a very large AUM over the past year", "The scheme's NAV has risen sharply over the past twelve months", "Many investors have redeemed their units in the recent past"],
  "Portfolio turnover measures how much of the portfolio was traded during the year relative to its size. High turnover means an active trading style, with higher transaction costs; it says nothing directly about AUM or returns.")
Q(5, "How does a Scheme Information Document present the scheme's investment objective?",
  "It states the objective with a note that there is no assurance it will be achieved",
  ["It states the objective as a guaranteed target return for the scheme's investors", "It leaves the objective to the fund manager's discretion, to be decided later", "It names only the benchmark index and does not state any investment objective"],
  "An SID sets out what the scheme aims to achieve and always adds that there is no assurance or guarantee that the objective will be met, since returns are market-linked. A guaranteed target would be misleading.")
Q(5, "Why did SEBI rename the 'dividend' option of mutual fund schemes as 'Income Distribution cum Capital Withdrawal' (IDCW)?",
  "To show that a distribution may partly return the investor's own capital",
  ["Because mutual fund schemes stopped paying any kind of distribution", "Because IDCW payments became fully tax-free in the investor's hands", "Because the AMC now guarantees the amount of every distribution"],
  "Part of the price an investor pays can sit in the scheme's equalisation reserve and later be paid out as a distribution, so the payout can be a return of the investor's own capital. The IDCW name conveys this; it does not change tax or guarantee anything.")
Q(5, "A scheme offers a regular plan and a direct plan, and each plan has a growth option and an IDCW option. How many separate NAVs does the scheme declare each day?",
  "4",
  ["2", "6", "8"],
  "Each plan has its own expense ratio and each option its own distribution history, so every plan-option combination has its own NAV: 2 plans x 2 options = 4 NAVs, all drawn from the same underlying portfolio.",
  calc="nav_count")
Q(5, "What is the legal relationship between the Statement of Additional Information (SAI) and a Scheme Information Document (SID)?",
  "The SAI is incorporated by reference in the SID and legally forms part of it",
  ["The SAI replaces the SID once the new fund offer of the scheme has closed", "The SAI is an internal document of the AMC with no legal standing at all", "The SID is a short summary of the SAI, given with each application form"],
  "The SID carries scheme-specific information and the SAI the information common to all schemes; the SAI is incorporated by reference and so is legally part of the SID. The KIM, not the SID, is the summary document.")
Q(5, "Which figures in a debt fund's monthly fact sheet help an investor judge how sensitive its NAV is to changes in interest rates?",
  "The duration figures it reports",
  ["The number of securities in its portfolio", "Its AUM and the number of its folios", "Its exit load and its minimum investment"],
  "Duration measures the sensitivity of bond prices to interest rates: a modified duration of 3 implies roughly a 3% NAV change for a 1 percentage point change in yields. The number of holdings or AUM does not measure rate sensitivity.")

# ---------------------------------------------------------------- Chapter 6: Fund Distribution and Channel Management Practices (6)
Q(6, "Out of what is the commission paid to mutual fund distributors met?",
  "The scheme's expenses, within the regular plan's total expense ratio",
  ["The AMC's own profits, paid over and above the scheme's expenses", "An entry load deducted from every purchase made by the investor", "A separate annual fee collected from investors by SEBI itself"],
  "SEBI requires all scheme-related expenses, including distributor commission, to be paid from the scheme within its TER limits, not from the books of the AMC or its associates. Entry loads were abolished in 2009.")
Q(6, "A distributor's NISM Series V-A certificate is about to expire. How can he keep his eligibility to continue as a distributor?",
  "By passing the examination again or completing NISM's CPE programme before expiry",
  ["By paying a renewal fee to SEBI, without any further test or training programme", "By obtaining a letter of support from an AMC whose schemes he currently sells", "No action is needed, because the NISM Series V-A certificate is valid for life"],
  "The certificate is valid for three years; to continue, the distributor must either pass the examination again or complete the prescribed CPE programme, and then renew the ARN. Certificates are not valid for life, and an AMC letter is not a substitute.")
Q(6, "A bank distributes mutual funds through its branches. Which of its staff need the NISM Series V-A certification?",
  "The employees who sell or market mutual funds to customers",
  ["Only the members of the bank's board of directors", "Only the branch manager of each branch that sells funds", "No employee, since the bank itself holds the ARN"],
  "For corporate distributors, including banks, the employees engaged in selling and marketing mutual funds must be certified and have their own EUIN. The institution's ARN does not exempt the salespeople who deal with investors.")
Q(6, "A client wants to hand a distributor a cheque made out to the distributor's own name for an investment. What should the distributor do?",
  "Decline it and ask for payment directly in favour of the scheme",
  ["Accept it and invest the money on the client's behalf himself", "Accept it as long as the amount is below Rs 50,000 in the year", "Accept it and give the client his own signed receipt for it"],
  "Investment money must be paid directly to the scheme; distributors should not accept cheques or funds in their own name. Handling investors' money personally exposes the client to misuse and breaches the distributor's code of conduct.")
Q(6, "When an investor buys units in a direct plan, what is entered in the distributor (broker) code field of the application?",
  "'Direct'",
  ["The ARN of any distributor he knows", "The AMC's own ARN", "His PAN"],
  "Direct plan applications carry 'Direct' in the broker code field, because no distributor is involved and no commission is paid. If an ARN is entered and the plan is marked Regular or left blank, the application is processed under the regular plan.")
Q(6, "Before submitting a new investor's application, what must a distributor ensure about KYC?",
  "That the investor's KYC is complete and validated, or gets done first",
  ["Nothing, because KYC is the AMC's concern after the units are allotted", "Only that the investor has a bank account in his own name and PAN", "That the investor signs a self-declaration instead of completing KYC"],
  "KYC is mandatory before an investment is accepted. A distributor should check the investor's KYC status with a KRA and get KYC done if it is not complete; a bank account or self-declaration is not a substitute.")

# ---------------------------------------------------------------- Chapter 7: NAV, TER and Pricing of Units (8)
Q(7, "Arjun needs to receive Rs 49,000 from a redemption. The NAV is Rs 25 and an exit load of 2% applies. How many units must he redeem?",
  "2,000 units",
  ["1,960 units", "1,999.2 units", "2,040 units"],
  "He receives 98% of the NAV value, so the gross value must be 49,000 / 0.98 = Rs 50,000, which is 50,000 / 25 = 2,000 units. 1,960 units (49,000 / 25) ignores the exit load that will be deducted.",
  calc="gross_up_units")
Q(7, "Sneha holds 1,200 units of a scheme whose cum-IDCW NAV is Rs 26. The scheme pays an IDCW of Rs 1.60 per unit. Ignoring tax and market movement, what is the value of her units just after the distribution?",
  "Rs 29,280",
  ["Rs 31,200", "Rs 1,920", "Rs 33,120"],
  "The NAV falls by the IDCW to 26 - 1.60 = Rs 24.40, so her units are worth 1,200 x 24.40 = Rs 29,280; with the Rs 1,920 paid out, her total wealth is still Rs 31,200. The distribution is not an addition to her wealth.",
  calc="post_idcw_value")
Q(7, "A scheme has 40 crore units and a NAV of Rs 15.00. The next day its portfolio gains Rs 12 crore in market value and expenses of Rs 0.40 crore accrue; there are no purchases or redemptions. What is the new NAV?",
  "Rs 15.29",
  ["Rs 15.30", "Rs 15.31", "Rs 15.00"],
  "Net assets rise from 40 x 15 = Rs 600 crore to 600 + 12 - 0.40 = Rs 611.60 crore, so NAV = 611.60 / 40 = Rs 15.29. Rs 15.30 ignores the day's accrued expenses, which are deducted before the NAV is struck.",
  calc="nav_next_day")
Q(7, "A large investor redeems 10% of a scheme's units at that day's NAV. Ignoring exit load and transaction costs, what is the effect on the NAV per unit for the remaining investors?",
  "None: assets and units both fall in the same proportion",
  ["It falls by 10%", "It rises by 10%", "It falls by the amount of the redemption divided by the remaining units"],
  "Redemptions (and purchases) at NAV change the scheme's assets and its units in the same proportion, so the NAV per unit is unchanged. It is market movements, income and expenses that change the NAV, not flows at NAV.")
Q(7, "Kunal holds units worth Rs 5 lakh in a scheme with a total expense ratio of 1.8% a year. About how much does he bear in expenses over a year if the value stays the same?",
  "Rs 9,000",
  ["Rs 900", "Rs 18,000", "Rs 90,000"],
  "Expenses = 1.8% x 5,00,000 = Rs 9,000 a year, deducted through the daily NAV rather than billed separately. Rs 900 would be 0.18%, a common slip with the decimal point.",
  calc="ter_amount")
Q(7, "A scheme charges an exit load of 1% on units redeemed within 365 days of allotment. Ritu bought 1,000 units on 10 January 2024 and 500 units on 5 September 2024. On 14 March 2025 she redeems 1,200 units at a NAV of Rs 40. Units are redeemed first-in, first-out. How much exit load is charged?",
  "Rs 80",
  ["Rs 480", "Rs 200", "Rs 0"],
  "Under FIFO the first 1,000 units (held over 365 days) carry no load, and the other 200 units come from the September lot, held under a year: load = 200 x 40 x 1% = Rs 80. Charging 1% on all 1,200 units (Rs 480) ignores that the older units are outside the load period.",
  calc="fifo_exit_load")
Q(7, "An investor submits a valid redemption request for a liquid fund at 2 p.m. on a Friday. Monday is the next business day. Which NAV applies?",
  "Sunday's NAV",
  ["Friday's NAV", "Monday's NAV", "Thursday's NAV"],
  "For liquid fund redemptions received before the 3 p.m. cut-off, the closing NAV of the day immediately preceding the next business day applies. Liquid funds compute NAVs for every calendar day, so a Friday request gets Sunday's NAV, not Friday's.")
Q(7, "What does the indicative NAV (iNAV) of an exchange traded fund show?",
  "An intraday estimate of the ETF's NAV, to compare with its market price",
  ["The previous day's official NAV, published once each morning", "The guaranteed minimum price at which the ETF will trade that day", "The NAV of an index fund that follows the same benchmark index"],
  "ETF units trade on the exchange all day, while the official NAV is struck once a day; the iNAV, updated during market hours, helps investors judge whether the market price is at a premium or discount to the underlying value.")

# ---------------------------------------------------------------- Chapter 8: Taxation (4)
Q(8, "Is Securities Transaction Tax (STT) payable when an investor redeems units of a debt fund?",
  "No; STT applies to equity-oriented fund units, not debt fund units",
  ["Yes, at the same rate that applies to equity-oriented fund units", "Yes, but only on redemptions of more than Rs 1 lakh at a time", "Yes, and the AMC pays it on the investor's behalf from the scheme"],
  "STT is levied on the sale or redemption of units of equity-oriented funds (and on certain equity transactions). Debt fund redemptions do not attract STT.")
Q(8, "An investor has a long-term capital loss from redeeming one scheme and a short-term capital gain from another in the same year. Can he set off the loss against the gain?",
  "No; a long-term capital loss can be set off only against long-term gains",
  ["Yes; a long-term capital loss can be set off against any kind of capital gain", "Yes; it can be set off against his salary income for the same year instead", "No; capital losses on mutual fund units can never be set off against anything"],
  "Under the Income-tax Act, a long-term capital loss can be set off only against long-term capital gains, while a short-term capital loss can be set off against both short-term and long-term gains. Capital losses cannot be set off against salary.")
Q(8, "Manoj bought 500 units of a scheme at a NAV of Rs 30 and later another 500 units at Rs 36. He now redeems 700 units at Rs 40. Using first-in, first-out, and ignoring loads, STT and stamp duty, what is his capital gain?",
  "Rs 5,800",
  ["Rs 4,900", "Rs 4,000", "Rs 7,000"],
  "FIFO takes the first 500 units (cost Rs 30) and 200 of the second lot (cost Rs 36): gain = 500 x 10 + 200 x 4 = Rs 5,800. Using an average cost of Rs 33 (Rs 4,900) is not the method applied to mutual fund units.",
  calc="fifo_gain")
Q(8, "Units of an equity-oriented fund were bought in 2017 at a NAV of Rs 20. The NAV on 31 January 2018 was Rs 28, and the investor sells 1,000 units now at Rs 35 as a long-term transfer. Under the grandfathering rule, what is the long-term capital gain?",
  "Rs 7,000",
  ["Rs 15,000", "Rs 8,000", "Rs 22,000"],
  "For equity-oriented units acquired before 1 February 2018, the cost is the higher of the actual cost and the NAV on 31 January 2018 (capped at the sale price): higher of Rs 20 and Rs 28 = Rs 28, so gain = 1,000 x (35 - 28) = Rs 7,000. Rs 15,000 uses the actual cost and ignores grandfathering.",
  calc="grandfather")

# ---------------------------------------------------------------- Chapter 9: Investor Services (15)
Q(9, "What usually allows SIP instalments to be debited automatically from an investor's bank account each month?",
  "A one-time NACH or e-mandate registered with the bank",
  ["A fresh cheque handed to the distributor every month", "A standing instruction given to the scheme's custodian", "The KYC record of the investor held by the KRA"],
  "A one-time mandate under NACH (or an e-mandate) authorises the fund to debit the agreed SIP amount on the chosen dates. KYC records identify the investor but do not authorise debits.")
Q(9, "Why does a mutual fund ask investors for a FATCA/CRS self-declaration?",
  "To identify foreign tax residents, for international tax reporting",
  ["To work out the exit load that will apply to the investor's redemptions", "To register the investor's nominee and record the nominee's tax details", "To decide which riskometer level of scheme the investor may invest in"],
  "Under FATCA and the Common Reporting Standard, financial institutions in India must identify accounts of foreign tax residents and report them through Indian tax authorities. The declaration has nothing to do with loads, nomination or riskometers.")
Q(9, "Can units of a mutual fund be given as security for a loan?",
  "Yes, by marking a lien on them for the lender; they cannot be redeemed until it is lifted",
  ["No, mutual fund units can never be pledged or used as security for any kind of loan", "Yes, but only units of liquid funds, since their NAV is stable enough for lenders", "Yes, simply by handing over the latest account statement of the folio to the lender"],
  "Units can be pledged or have a lien marked in favour of a bank or NBFC through the RTA or depository; while the lien is in force the investor cannot redeem them. Giving the lender an account statement creates no security.")
Q(9, "A Hindu Undivided Family (HUF) wants to invest in a mutual fund. Who signs the application on its behalf?",
  "The Karta of the HUF",
  ["Every adult member of the family jointly", "The youngest coparcener", "The family's chartered accountant"],
  "An HUF invests through its Karta, who signs and transacts on its behalf; the HUF's own PAN and KYC are used. The other members do not sign as joint holders.")
Q(9, "A sole unitholder dies without having registered a nominee. How do the legal heirs claim the units?",
  "Through transmission, with documents such as a succession certificate or probate",
  ["They cannot; without a nominee the units are forfeited to the scheme itself", "The distributor decides who the rightful heir is and transfers the units to him", "The AMC redeems the units and pays the proceeds to SEBI's investor fund"],
  "Without a nominee, the legal heirs must establish their claim with legal documents, although funds accept simpler documents with indemnities for small amounts. Units are never forfeited, and a distributor has no authority to decide the heirs.")
Q(9, "How often is a Consolidated Account Statement (CAS) sent to an investor?",
  "Monthly when there is a transaction, and half-yearly otherwise",
  ["Only once a year, in April, covering the previous financial year", "Only when the investor specifically asks the RTA for a statement", "Every week, whether or not there has been any transaction"],
  "A CAS is sent for each month in which a transaction occurs in the investor's folios, and a half-yearly CAS is sent even if there are no transactions. Investors need not ask for it.")
Q(9, "Under a STP, Rs 25,000 is transferred each week from a liquid fund with a NAV of Rs 2,500 to an equity fund with a NAV of Rs 62.50. Ignoring stamp duty and loads, how many units of the equity fund does one transfer buy?",
  "400 units",
  ["10 units", "40 units", "4,000 units"],
  "Each transfer redeems 25,000 / 2,500 = 10 units of the liquid fund and buys 25,000 / 62.50 = 400 units of the equity fund. The 10 units are those redeemed from the liquid fund, not those bought.",
  calc="stp_units")
Q(9, "In a folio held jointly by three investors, to whom are redemption proceeds paid?",
  "The first holder, into the bank account registered in the folio",
  ["All three holders equally, into their three separate bank accounts", "Whichever of the three holders signed the redemption request", "The nominee of the folio, into the nominee's own bank account"],
  "All payments in a joint folio, including redemptions and IDCW, are made to the first-named holder's registered bank account. The nominee has a role only after the death of all the holders.")
Q(9, "A folio is held in 'joint' mode (not 'anyone or survivor'). Who must sign a redemption request?",
  "All the joint holders",
  ["Only the first holder", "Any one of the holders", "The nominee"],
  "In 'joint' mode every holder must sign instructions; in 'anyone or survivor' mode any one of them may sign. The first holder alone can act only where the mode permits it.")
Q(9, "An investor whose KYC is registered with a KRA moves to a new address. How should he update it for all his mutual fund holdings?",
  "By a KYC change request through any intermediary, which updates the KRA record",
  ["By writing separately to every AMC, since KRA records can never be updated", "By opening new folios at the new address and closing all the old folios", "Nothing is needed, because the address is not part of the KYC record"],
  "The address is part of the KYC record held by the KRA; a change submitted once through an intermediary updates that central record, which the funds rely on. New folios are not needed.")
Q(9, "Harsh switches 1,000 units out of Scheme X (NAV Rs 50, exit load 1%) into Scheme Y of the same fund house (NAV Rs 20). Ignoring stamp duty, how many units of Scheme Y does he get?",
  "2,475 units",
  ["2,500 units", "2,450 units", "990 units"],
  "The switch redeems 1,000 units of X for 1,000 x 50 x 0.99 = Rs 49,500 after exit load, and buys 49,500 / 20 = 2,475 units of Y. 2,500 units ignores the exit load, which applies to switches just as it does to redemptions.",
  calc="switch_units")
Q(9, "Rina starts a SIP of Rs 5,000 a month with a top-up that raises the instalment by 10% every year. What will her monthly instalment be in the third year?",
  "Rs 6,050",
  ["Rs 6,000", "Rs 5,500", "Rs 6,655"],
  "The instalment is Rs 5,000 in year 1, 5,000 x 1.1 = Rs 5,500 in year 2 and 5,500 x 1.1 = Rs 6,050 in year 3. Rs 6,000 adds 10% of the original amount twice, but each top-up applies to the previous year's instalment.",
  calc="sip_topup")
Q(9, "How can the in-person verification (IPV) step of KYC be completed without the investor visiting an office?",
  "Through video-based identification by the intermediary",
  ["By emailing a photograph of the PAN card to the AMC", "By a telephone call from the distributor to the investor", "It cannot; IPV always needs a visit to an office"],
  "SEBI permits in-person verification through a live video-based process run by the intermediary, with checks on the person and documents. A photograph sent by email or a phone call does not meet the requirement.")
Q(9, "An investor has three separate folios with the same fund house, all with the same holders in the same order. What can he do to simplify his records?",
  "Ask the AMC or RTA to consolidate them into a single folio",
  ["Nothing; folios can never be merged", "Redeem all units and reinvest in one folio, which is the only way", "Ask SEBI to merge them"],
  "Folios with the same holders and the same order of holding can be consolidated on request, without redeeming any units. Redeeming and reinvesting would be unnecessary and could trigger loads and tax.")
Q(9, "Which of these investors is exempt from the requirement to quote a PAN when investing in mutual funds (apart from micro-SIP investors)?",
  "Residents of the state of Sikkim",
  ["Senior citizens above 60 years", "Non-resident Indians", "Investors investing through a distributor"],
  "Residents of Sikkim are among the few categories exempt from the PAN requirement (with proof of address), along with certain government officials acting officially. Age, residence abroad or the channel used does not exempt an investor.")

# ---------------------------------------------------------------- Chapter 10: Risk, Return and Performance of Funds (7)
Q(10, "A debt portfolio has a Macaulay duration of 4.2 years and a yield to maturity of 5%. What is its modified duration?",
  "4.00",
  ["4.41", "4.20", "3.15"],
  "Modified duration = Macaulay duration / (1 + yield) = 4.2 / 1.05 = 4.00. Multiplying instead of dividing gives 4.41, and 4.20 is the Macaulay duration itself.",
  calc="mod_duration")
Q(10, "An equity fund has a beta of 0.8. If the market falls by 10%, by about how much would the fund be expected to fall?",
  "About 8%",
  ["About 10%", "About 12.5%", "About 18%"],
  "Beta measures sensitivity to market movements: expected change = 0.8 x 10% = 8%. 12.5% divides by the beta instead of multiplying, which would wrongly make a low-beta fund more volatile than the market.",
  calc="beta_move")
Q(10, "Over eight months a scheme's NAV rose from Rs 40 to Rs 46. What is the absolute return?",
  "15.00%",
  ["22.50%", "6.00%", "13.04%"],
  "Absolute return = (46 - 40) / 40 = 15%. 22.50% annualises the figure (15% x 12 / 8), which is not what was asked, and 13.04% wrongly divides the gain by the ending NAV.",
  calc="absolute_return")
Q(10, "A scheme's NAV rises by 50% in the first year and falls by 50% in the second. What is its compounded annual growth rate over the two years?",
  "-13.40%",
  ["0.00%", "-25.00%", "-50.00%"],
  "Rs 100 becomes Rs 150 and then Rs 75, so CAGR = (75/100)^(1/2) - 1 = -13.40%. The simple average of +50% and -50% is 0%, which hides the fact that the investor lost a quarter of his money.",
  calc="cagr_up_down")
Q(10, "Which measure of a bond portfolio gives the weighted average time, in years, over which its cash flows are received?",
  "Macaulay duration",
  ["Yield to maturity", "Standard deviation", "Beta"],
  "Macaulay duration weights the time to each coupon and principal payment by its present value. Yield to maturity is a rate of return, not a time measure.")
Q(10, "A debt fund holds corporate bonds that trade only rarely. During a wave of redemptions it has to sell some of them well below their fair value. Which risk is this?",
  "Liquidity risk",
  ["Reinvestment risk", "Currency risk", "Inflation risk"],
  "Liquidity risk is the risk of not being able to sell an asset quickly without a large price concession, which is acute for thinly traded bonds when redemptions rise. Reinvestment risk concerns the rates at which cash flows are reinvested.")
Q(10, "Which ordering of these categories from lower to higher risk is generally correct?",
  "Liquid fund, large cap fund, small cap fund",
  ["Small cap fund, liquid fund, large cap fund", "Large cap fund, liquid fund, small cap fund", "Liquid fund, small cap fund, large cap fund"],
  "Liquid funds hold short-term money market instruments with low volatility; large cap funds carry equity risk in established companies; small cap funds invest in smaller, less liquid companies and are typically the most volatile.")

# ---------------------------------------------------------------- Chapter 11: Mutual Fund Scheme Performance (7)
Q(11, "Fund X returned 15% with a standard deviation of 20%; Fund Y returned 12% with a standard deviation of 10%. The risk-free rate was 6%. Which fund had the higher Sharpe ratio, and what was it?",
  "Fund Y, with a Sharpe ratio of 0.60",
  ["Fund X, with a Sharpe ratio of 0.45", "Fund X, with a Sharpe ratio of 0.75", "Fund Y, with a Sharpe ratio of 1.20"],
  "Sharpe = (return - risk-free rate) / standard deviation: X = (15 - 6) / 20 = 0.45; Y = (12 - 6) / 10 = 0.60. Y earned more per unit of total risk even though X's return was higher. Dividing the raw return by the standard deviation (0.75 and 1.20) leaves out the risk-free rate.",
  calc="sharpe_compare")
Q(11, "A fund's one-year trailing return changes sharply within a month, although the fund's recent performance has been steady. What is the most likely reason?",
  "The one-year window has moved on, dropping an unusual month",
  ["The fund has quietly changed its benchmark index during the month", "The AMC has restated its past NAVs after an error was discovered", "Trailing returns deduct the whole year's expense ratio once a year"],
  "A trailing return depends on both end points; as the window rolls forward, the month dropped at the start can change the figure a lot (the 'base effect'). Past NAVs are not restated, and expenses are reflected daily.")
Q(11, "A fund is ranked in the top quartile of its category over three years. What does this mean?",
  "Its three-year return was among the best 25% of its category",
  ["It beat its benchmark index by at least 25% over three years", "It is among the 25 largest funds by AUM in its category", "Its returns will be in the top 25% over the next three years"],
  "Quartile ranking divides the funds in a peer group into four equal parts by return; the top quartile is the best-performing 25%. It compares the fund with peers, not with the benchmark, and it does not predict future rankings.")
Q(11, "A debt fund's portfolio has a yield to maturity of 7.5% and its expense ratio is 0.5%. If yields stay unchanged and there are no defaults, what return might an investor roughly expect?",
  "About 7.00%",
  ["About 8.00%", "About 7.50%", "About 7.46%"],
  "The portfolio's YTM is earned before expenses; investors receive roughly YTM minus the TER: 7.5% - 0.5% = 7.0%. 7.50% ignores expenses, and 7.46% wrongly takes 0.5% of the yield rather than 0.5% of assets.",
  calc="ytm_net")
Q(11, "Rs 1 lakh is invested for 10 years in a scheme whose portfolio earns 12% a year before expenses. The direct plan's TER is 0.5% and the regular plan's is 1.5%, so they compound at 11.5% and 10.5% a year. About how much more is the direct plan investment worth at the end?",
  "Rs 25,587",
  ["Rs 10,000", "Rs 39,177", "Rs 2,559"],
  "Direct: 1,00,000 x 1.115^10 = Rs 2,96,995; regular: 1,00,000 x 1.105^10 = Rs 2,71,408; the difference is about Rs 25,587. Rs 10,000 treats the 1% a year gap as simple interest on the original amount, which understates the effect of compounding.",
  calc="direct_vs_regular")
Q(11, "Why might investors' actual returns in a fund be lower than the fund's reported CAGR over the same period?",
  "Many bought after rallies and sold after falls, while CAGR assumes one investment held throughout",
  ["The reported CAGR is calculated before the scheme's expense ratio is deducted from the NAV", "Reported returns of the growth option leave out income the scheme earned during the period", "CAGR figures always overstate the return actually earned by the rate of inflation in the period"],
  "A scheme's CAGR measures a single investment held for the whole period. Investors who chase performance and exit in panic earn less because of the timing of their flows. Reported returns are already net of expenses and, on growth options, include all income.")
Q(11, "An investor's entire equity portfolio is one diversified equity fund. Which risk-adjusted measure is most appropriate for judging that fund?",
  "The Sharpe ratio, because the fund's total risk is what he bears",
  ["The Treynor ratio, because only the fund's beta matters to him", "The fund's absolute return alone, without any risk adjustment", "The number of stocks in the portfolio, as a proxy for its risk"],
  "When a fund is the investor's whole portfolio, its total volatility (standard deviation) is what he experiences, so the Sharpe ratio fits. The Treynor ratio, which uses beta, suits a fund that is one small part of a well-diversified portfolio.")

# ---------------------------------------------------------------- Chapter 12: Mutual Fund Scheme Selection (15)
Q(12, "An investor expects interest rates to rise over the next year and wants a debt fund whose income adjusts upward as rates rise. Which category fits best?",
  "Floater fund",
  ["Long duration fund", "Gilt fund holding long-dated government securities", "Medium to long duration fund"],
  "A floater fund invests mainly in floating-rate instruments, whose coupons reset with market rates, so its NAV is less hurt by rising rates and its income rises with them. Long duration funds and long-dated gilt funds would lose the most if rates rise.")
Q(12, "Vinod wants to invest a monthly amount in a Nifty 50 tracker but has no demat or trading account. Which product suits him?",
  "A Nifty 50 index fund",
  ["A Nifty 50 ETF", "A Nifty 50 futures contract", "A sectoral banking fund"],
  "An index fund is bought from and sold back to the fund at NAV, so it needs no demat account and easily takes SIPs. ETF units are bought and sold on the exchange, which requires demat and trading accounts; a sectoral fund does not track the Nifty 50.")
Q(12, "Two large cap funds have similar returns, but in Fund M the top 10 holdings make up 70% of the portfolio, compared with 40% in Fund N. What does this tell a cautious investor?",
  "Fund M is more concentrated, so a few stocks affect it more",
  ["Fund M is better diversified, since its top stocks are larger", "The two funds carry identical risk, since their returns match", "Fund N must charge a higher expense ratio than Fund M does"],
  "A high share in the top holdings means the fund's results depend heavily on a few stocks, raising concentration risk. Identical past returns do not imply identical risk.")
Q(12, "Meena wants a single equity fund whose manager is free to move across large, mid and small caps as he judges best, with no minimum in any segment. Which category fits?",
  "Flexi cap fund",
  ["Multi cap fund", "Large and mid cap fund", "Focused fund"],
  "A flexi cap fund must stay predominantly in equity but has no minimum allocation to any market-cap segment. A multi cap fund, by contrast, must hold at least 25% each in large, mid and small caps, so its manager is not free to move across them.")
Q(12, "An investor wants to avoid credit risk entirely in his debt investment and accepts that the NAV will move with interest rates. Which category fits best?",
  "Gilt fund",
  ["Credit risk fund", "Corporate bond fund", "Banking and PSU fund"],
  "A gilt fund invests in government securities, which carry no credit (default) risk, though their prices still move with interest rates. Corporate bond and banking and PSU funds hold debt of companies, banks and PSUs, which carries some credit risk, and a credit risk fund takes it on deliberately.")
Q(12, "The long-serving fund manager of a scheme in a client's portfolio leaves the AMC. What is the sensible response for the distributor?",
  "Review whether the scheme's mandate and process are intact, and monitor it",
  ["Redeem the units at once, since every manager change hurts performance", "Ignore the change, since the identity of fund managers never matters", "Move the money to the AMC's latest NFO, which has a fresh team"],
  "A manager change is a reason to review, not a signal in itself: a team-based process may continue unchanged, or the style may shift. Automatic exits can cost loads and tax, and jumping into an NFO is no solution.")
Q(12, "Aditi is an aggressive investor but needs a known sum in ten months for her sister's wedding. What should drive the choice of scheme for this money?",
  "The short horizon, calling for liquid or money market funds",
  ["Her aggressive risk appetite, which calls for a small cap fund", "Last year's returns, which point to the best-performing fund", "Her tax position, which calls for an ELSS with a tax deduction"],
  "Risk appetite matters, but money needed in ten months for a fixed purpose cannot wait for equity markets to recover from a fall. The horizon and purpose call for low-volatility options; an ELSS would also be locked in for three years.")
Q(12, "An investor wants equity exposure but cannot decide when to move between equity and debt, and would like the fund to do it using a model. Which category fits?",
  "Balanced advantage fund",
  ["Sectoral or thematic fund", "Small cap fund", "Overnight fund"],
  "A balanced advantage fund changes its equity-debt mix dynamically, usually based on valuation or trend models, so the investor does not have to time the shift himself. Sectoral and small cap funds stay largely in equity, and an overnight fund holds no equity.")
Q(12, "For which investor is a credit risk fund most suitable?",
  "One who understands default risk and accepts it for higher yields",
  ["One who wants the safest debt fund available, with no risk of loss", "One who needs the money within a month for a medical emergency", "One who wants a return that is guaranteed by the AMC or sponsor"],
  "Credit risk funds invest mainly in lower-rated bonds to earn higher yields, which exposes them to downgrades and defaults. They suit informed investors who accept that risk, not those seeking safety, liquidity for emergencies or guarantees.")
Q(12, "Vikram invested through a distributor five years ago to meet two goals. Since then he has married, changed jobs and one goal has been reached. What is the right approach to his mutual fund portfolio?",
  "Review it now, and then periodically, against his current goals and risk profile",
  ["Leave it untouched, since a portfolio should never be changed once set up", "Review it only if the market falls by more than 20% in a single year", "Move it all into the scheme that gave the highest return last year"],
  "A portfolio should be reviewed at regular intervals and whenever the investor's goals or circumstances change, so that the asset allocation and schemes still fit his needs; a goal that has been reached may call for moving that money to safer options. Waiting for a market fall, or chasing last year's best performer, ties the review to market noise instead of to the investor's needs.")
Q(12, "A conservative investor wants to judge the credit quality of a debt fund before investing. What should he look at?",
  "The portfolio's credit rating profile, e.g. its share in sovereign and AAA paper",
  ["The scheme's NAV level, since a higher NAV indicates better quality bonds", "The number of unitholders in the scheme, since popular funds are safer", "The scheme's riskometer colour alone, without looking at the portfolio"],
  "The rating mix of the portfolio shows how much default risk the scheme carries; a high share of sovereign and AAA paper means lower credit risk. NAV level and the number of investors say nothing about credit quality.")
Q(12, "Why is choosing a debt fund only because it shows the highest yield to maturity in its peer group risky?",
  "A higher YTM often reflects lower credit quality or longer duration",
  ["YTM is guaranteed only for the lowest-yielding funds in a category", "YTM has no bearing at all on the returns that the fund will earn", "SEBI caps the returns that funds with a high YTM may pass on"],
  "Yields are higher when the market demands compensation for more risk: lower-rated issuers or longer maturities. A higher YTM can be the right choice only if the investor is willing to bear those risks.")
Q(12, "During a 20% market fall, a client with a 10-year goal asks whether to stop his monthly SIP in a diversified equity fund. What is the most appropriate advice?",
  "Continue it: lower NAVs buy more units and the goal is years away",
  ["Stop the SIP now and restart it once the market has fully recovered", "Redeem all the units at once to prevent any further losses", "Switch the whole amount to a sectoral fund to recover faster"],
  "With a long horizon, a fall lets each fixed instalment buy more units, which is exactly how rupee cost averaging helps. Stopping or redeeming locks in losses and misses the recovery; a sectoral fund would add risk.")
Q(12, "A client has two goals: buying a car in two years and retirement in 25 years. Which approach is sensible?",
  "Invest for each goal separately: debt for the car, equity for retirement",
  ["Put all the money in one small cap fund that will serve both goals", "Put all the money in a liquid fund that will serve both goals", "Invest for both goals in whichever scheme did best last year"],
  "Different horizons call for different asset mixes: a two-year goal needs stability, while a 25-year goal can use equity for growth. A single scheme for both would be either too risky for the car or too conservative for retirement.")
Q(12, "A client who may need money at any time over the next three years is considering a close-ended debt scheme maturing in three years. What is the key concern?",
  "He can exit early only on the exchange, where trading may be thin",
  ["He can redeem his units with the AMC at NAV on any business day he likes", "The scheme's units cannot be sold in any way before maturity", "Close-ended debt schemes carry no credit or interest rate risk"],
  "Close-ended schemes do not offer redemption to the fund before maturity; their units are listed, but exchange trading is often thin and at a discount to NAV. They suit investors who can hold to maturity.")
