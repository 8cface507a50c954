# Full-Length Mock Test 3 for NISM Series X-B (Investment Adviser Level 2). Original questions; the correct option is
# listed first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's
# (Modules 7-12, numbered 1-20 as in supabase/seed/12_questions_series_xb.sql). Names and amounts are fictitious.
# Tax questions test concepts that the Income-tax Act, 2025 kept from the 1961 Act; they name no section and no rate.
QUESTIONS = []
CASES = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc,
                      "case": None})


def CASE(title, passage):
    CASES.append({"case": title, "passage": passage})


def CQ(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3 and CASES
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc,
                      "case": CASES[-1]["case"]})


# ---------------------------------------------------------------- Chapter 1: Basics of Insurance (7)
Q(1, "Gautam gives up riding a motorcycle to work and takes the metro instead, to remove the risk of a road accident on his commute. Which way of handling risk is this?",
  "Risk avoidance",
  ["Risk retention", "Risk transfer", "Risk reduction by cover"],
  "Avoidance removes a risk by not doing the activity that creates it. Retention keeps the risk and pays any loss oneself, and transfer passes the loss to someone else, such as an insurer, for a price.")
Q(1, "Why can an insurer predict its total claims far better than any one policyholder can predict his own loss?",
  "The law of large numbers across many similar risks",
  ["Regulators fix in advance how many claims may arise", "Each policyholder reports his future losses in advance", "Insurers only accept risks that cannot lead to a loss"],
  "When many similar, independent risks are pooled, the actual share of losses comes close to the expected share: the law of large numbers. This lets the insurer price premiums for the pool, although no one can say which member will suffer a loss.")
Q(1, "After insuring his shop's stock against theft, a trader stops locking the back door at night. Which problem for insurers does this show?",
  "Moral hazard",
  ["Adverse selection", "Basis risk", "Subrogation"],
  "Moral hazard is a change in behaviour after insurance that makes a loss more likely or larger, because the insured no longer bears the full cost. Insurers counter it with deductibles, co-payments and conditions such as proper locks.")
Q(1, "People who expect large medical bills are more likely to buy health insurance than healthy people. What is this tendency called?",
  "Adverse selection",
  ["Moral hazard", "Insurable interest", "Proximate cause"],
  "Adverse selection arises when those with a higher risk are more likely to seek cover, often knowing more about their risk than the insurer does. Underwriting, waiting periods and disclosure rules protect the pool against it.")
Q(1, "What does an insurer do when it buys reinsurance?",
  "Passes part of its own risk to another insurer",
  ["Sells its policies back to the policyholders early", "Renews all its policies for a further term", "Pays claims again if the first payment fails"],
  "Reinsurance is insurance for insurers: an insurer cedes part of the risks it has written to a reinsurer for a share of the premium, limiting its loss from a large claim or a catastrophe and letting it write more business.")
Q(1, "A policyholder's complaint about a delayed claim is not resolved by the insurer. Which forum can he approach without going to court and at no cost?",
  "The Insurance Ombudsman",
  ["The Securities Appellate Tribunal", "The SEBI SCORES portal", "The Company Law Tribunal"],
  "The Insurance Ombudsman hears individual policyholders' complaints against insurers, such as delayed or rejected claims, free of charge; its award is binding on the insurer. SCORES and the Securities Appellate Tribunal deal with securities market matters.")
Q(1, "For life insurance, at what time must the proposer have an insurable interest in the life insured?",
  "When the policy is taken out",
  ["When the claim is made", "At each premium payment date", "When the policy matures"],
  "In life insurance, insurable interest must exist when the contract is made; the policy stays valid even if the interest later ends, for example after a divorce. In marine insurance, by contrast, it must exist at the time of the loss.")

# ---------------------------------------------------------------- Chapter 2: Life Insurance Products (7)
Q(2, "Which traditional plan pays parts of the sum assured at set intervals during the term, with the balance at maturity, and the full sum assured on death?",
  "A money-back policy",
  ["A pure term policy", "A whole life policy", "A pension annuity plan"],
  "A money-back policy is an endowment that returns part of the sum assured as survival benefits at fixed intervals, for example every five years, with the rest (and bonuses) at maturity; on death during the term the full sum assured is paid, whatever was paid out before.")
Q(2, "How does an insurer usually recover the mortality charge for the life cover in a unit-linked insurance plan?",
  "By cancelling units from the fund value",
  ["By adding it to the next year's premium", "By reducing the sum assured every year", "By deducting it from the maturity bonus"],
  "In a ULIP, the charges for cover (mortality), policy administration and fund management are recovered by cancelling units, so the fund value falls by their amount. The premium allocation charge is taken from each premium before units are bought.")
Q(2, "A company insures the life of its chief technology officer, whose death would badly hurt its business, and pays the premium itself. What is this cover called?",
  "Keyman insurance",
  ["Group gratuity cover", "Credit life insurance", "Employee mediclaim"],
  "Keyman insurance protects a business against the financial loss from the death of a person vital to it; the company proposes, pays and receives the claim. Group gratuity cover funds employees' gratuity, and credit life insurance repays a borrower's loan.")
Q(2, "Priya takes a home loan and buys a mortgage reducing term assurance (MRTA) policy. What is its main feature?",
  "The cover falls in line with the loan outstanding",
  ["The cover rises each year to keep pace with inflation", "The premium is refunded if the loan is repaid early", "The cover continues for life after the loan is repaid"],
  "MRTA is term insurance whose sum assured reduces along the loan's repayment schedule, so on death it pays roughly what is still owed. Because the cover falls, it costs less than a level term plan of the starting amount.")
Q(2, "What is the usual limit on a loan that a policyholder can take against a traditional life policy?",
  "A share of the policy's surrender value",
  ["The full sum assured plus any bonuses", "Ten times the annual premium amount paid", "The total premiums paid plus interest"],
  "Insurers lend against traditional policies that have acquired a surrender value, up to a percentage of that value, with the policy assigned to the insurer as security; the loan and interest are deducted from any claim. Term plans have no surrender value and so no loan.")
Q(2, "Arun's life policy lapsed when he missed premiums beyond the grace period. What must he usually do to revive it within the revival period?",
  "Pay the arrears with interest and show good health",
  ["Take a new policy at the original age and premium", "Pay only the next premium and nothing more at all", "Wait till maturity and claim the sum assured then"],
  "A lapsed policy can be revived within the revival period allowed by its terms by paying the unpaid premiums with interest and, usually, giving evidence of continued good health, since the insurer must not take on a worse risk than it accepted.")
Q(2, "Within a ULIP, Sujata moves her accumulated fund value from the equity fund to the debt fund. What is this facility called?",
  "A switch between funds",
  ["A partial withdrawal", "A premium redirection order", "A top-up premium"],
  "A switch moves the existing fund value from one fund to another within the ULIP, usually with some free switches a year. Premium redirection changes where future premiums go, a partial withdrawal takes money out, and a top-up adds money.")

# ---------------------------------------------------------------- Chapter 3: Non-Life Insurance Products (3)
Q(3, "What is a cashless claim under a health insurance policy?",
  "The insurer pays a network hospital directly",
  ["The insured pays and claims a refund later", "The hospital waives its charges for the insured", "The insured gets cash for each day in hospital"],
  "In a cashless claim, treatment at a network hospital is authorised in advance and the insurer (through its third-party administrator) settles the bill with the hospital, apart from items the policy does not cover. In a reimbursement claim, the insured pays first and claims later.")
Q(3, "Which loss is an overseas travel insurance policy chiefly designed to cover?",
  "Medical emergencies during the trip abroad",
  ["Fall in value of the rupee during the trip", "Routine health check-ups after returning", "Visa fees paid for a trip already made"],
  "Overseas travel policies cover emergency medical treatment abroad, which can be very costly, and typically also loss of baggage or passport and trip delays. Currency movements and routine check-ups are not insured risks.")
Q(3, "Nisha's health policy has a 'restoration' benefit. What does it do?",
  "Refills the sum insured once it is used up in a year",
  ["Returns her premium if she makes no claim in a year", "Raises the sum insured by a bonus for each claim-free year", "Pays her a daily cash allowance while in hospital"],
  "A restoration (recharge) benefit reinstates the sum insured, up to the policy's limit, if it is exhausted by claims during the year, usually for a different illness or another member. A cumulative bonus is the increase for claim-free years.")

# ---------------------------------------------------------------- Chapter 4: Retirement Planning Basics (6)
Q(4, "Roughly how many years does it take money to double at a compound return of 8% a year, by the rule of 72?",
  "About 9 years",
  ["About 12 years", "About 7 years", "About 14 years"],
  "The rule of 72 divides 72 by the annual percentage return: 72 / 8 = 9 years. The exact figure at 8% is 9.01 years. The same rule shows how fast inflation halves purchasing power.",
  calc="rule72")
Q(4, "Ritu invests Rs 10,000 at the end of every month for 20 years and earns 1% a month. Approximately what will the investment be worth at the end?",
  "About Rs 98.9 lakh",
  ["About Rs 24.0 lakh", "About Rs 86.5 lakh", "About Rs 50.0 lakh"],
  "Future value of a monthly annuity = 10,000 x [(1.01^240 - 1) / 0.01] = 10,000 x 989.26 = Rs 98.93 lakh. Rs 24.0 lakh is only the sum of the instalments, and Rs 50.0 lakh compounds for 15 years instead of 20.",
  calc="sip_fv")
Q(4, "Farooq wants Rs 50 lakh in 10 years and will invest an equal amount at the end of each year, earning 8% a year. Approximately how much must he invest each year?",
  "About Rs 3.45 lakh",
  ["About Rs 5.00 lakh", "About Rs 7.45 lakh", "About Rs 3.20 lakh"],
  "The sinking-fund instalment is FV x r / [(1 + r)^n - 1] = 50 x 0.08 / (1.08^10 - 1) = 4 / 1.1589 = Rs 3.45 lakh. Rs 5.00 lakh ignores returns, Rs 7.45 lakh is the instalment that would repay a Rs 50 lakh loan, and Rs 3.20 lakh assumes investments at the start of each year.",
  calc="sinking_fund")
Q(4, "What does a 'glide path' mean in retirement saving?",
  "Shifting from equity to debt as retirement nears",
  ["Raising equity every year until the retirement day", "Keeping the same mix from the first day to the last", "Moving everything into gold just before retirement"],
  "A glide path gradually lowers the share of equity and raises that of debt as the retirement date approaches, so that a market fall just before retirement does less damage. Life-cycle funds and the NPS's auto choice follow such paths.")
Q(4, "When estimating retirement expenses from current spending, which item usually falls once a person retires?",
  "Work-related travel and clothing",
  ["Medical and health-care bills", "Food and household groceries", "Electricity and water charges"],
  "Costs tied to work, such as commuting, work clothes and often contributions to savings, fall at retirement, which is why the need is usually less than current spending. Health costs tend to rise, and basic household costs continue.")
Q(4, "Kunal, 55, can retire at 58 or at 61. How does working the extra three years help his retirement plan?",
  "More years to save and fewer years to fund",
  ["It guarantees a higher return on his savings", "It removes the need for any health insurance", "It lets him draw the corpus without any tax"],
  "Delaying retirement adds years of saving and compounding and cuts the number of years the corpus must pay for, so the required corpus falls while the corpus grows. It changes neither the return on investments nor the tax rules.")

# ---------------------------------------------------------------- Chapter 5: Retirement Products (5)
Q(5, "How often is interest paid on a Senior Citizens' Savings Scheme (SCSS) account?",
  "Every quarter",
  ["Every month", "Once a year", "Only at maturity"],
  "SCSS pays interest quarterly, credited to the holder's savings account, which suits retirees who need regular income. The rate is set by the government for each quarter of new deposits and stays fixed for the deposit's term.")
Q(5, "Meenakshi has an NPS account and changes employers twice. What happens to her Permanent Retirement Account Number (PRAN)?",
  "It stays the same and moves with her across jobs",
  ["A new PRAN is issued by each new employer", "It is closed and the balance paid out to her", "It is frozen until she reaches the age of 60"],
  "The PRAN is a unique, portable number for life: the same NPS account continues when the subscriber changes jobs or cities, with contributions simply coming from the new employer. This portability is one of the system's main features.")
Q(5, "What does the Atal Pension Yojana offer a subscriber who contributes regularly from joining until age 60?",
  "A guaranteed monthly pension from age 60",
  ["A lump sum equal to twice the contributions", "A free health cover for the whole family", "A pension that depends on fund returns"],
  "The Atal Pension Yojana, meant mainly for workers in the unorganised sector, guarantees a fixed monthly pension from age 60 in the amount the subscriber chose, with the contribution depending on that amount and the age of joining. On the subscriber's death the spouse gets the pension, and the nominee then gets the corpus.")
Q(5, "Under the Payment of Gratuity Act, Leela retires after 20 years of service with last-drawn basic pay and dearness allowance of Rs 52,000 a month. What gratuity is she due, using 15 days' wages for each completed year and a 26-day month?",
  "Rs 6,00,000",
  ["Rs 5,20,000", "Rs 10,40,000", "Rs 6,50,000"],
  "Gratuity = 15 / 26 x last monthly wages x completed years = 15 / 26 x 52,000 x 20 = Rs 6,00,000 (subject to the ceiling in force). Rs 10,40,000 pays a full month for each year, and Rs 6,50,000 divides by 24 instead of 26.",
  calc="gratuity")
Q(5, "Why does a life annuity bought at 70 usually pay a higher annual rate than the same annuity bought at 60?",
  "The insurer expects to pay it for fewer years",
  ["Older buyers pay a higher purchase price by law", "Annuity income is tax-free after age seventy", "Interest rates are always higher for the old"],
  "An annuity's rate reflects how long the insurer expects to pay. At 70 the expected number of payments is smaller, so the same purchase price buys a larger annual income. Nothing in the law or the tax rules makes the rate depend on age otherwise.")

# ---------------------------------------------------------------- Chapter 6: Miscellaneous Aspects of Retirement Planning (7)
Q(6, "What is the 'flooring' approach to retirement income?",
  "Covering essential costs with assured income first",
  ["Keeping the whole corpus in equity for growth", "Spending the corpus before buying any annuity", "Drawing a fixed share of the corpus each year"],
  "Flooring first secures a base of assured income (pension, annuities, government schemes) large enough to pay essential expenses, then invests the rest for growth and discretionary spending. A market fall then threatens only the extras, not food and rent.")
Q(6, "A retiree splits his deposits into five fixed deposits maturing one after another, a year apart. What is the main benefit of this ladder?",
  "Less reinvestment risk and yearly liquidity",
  ["A higher rate on every one of the deposits", "Exemption of the interest from income tax", "Cover of the whole amount by deposit insurance"],
  "A ladder spreads maturities, so only part of the money is reinvested at any one time (lowering the risk of reinvesting everything when rates are low) and some money falls due every year. It does not raise rates or change tax or insurance cover.")
Q(6, "Kamal retires with Rs 60 lakh and withdraws Rs 5 lakh at the start of each year, raising it each year with inflation. If his corpus earns exactly the inflation rate, for how many years will it last?",
  "12 years",
  ["20 years", "8 years", "15 years"],
  "When the return equals inflation, the real return is zero, so the corpus lasts the corpus divided by the first year's withdrawal: 60 / 5 = 12 years. Any return above inflation would stretch it; any shortfall would shorten it.",
  calc="corpus_years")
Q(6, "Why must many Indians today plan for retirement more actively than earlier generations did?",
  "Joint families and employer pensions are now less common",
  ["Retirement ages have been raised to seventy by a new law", "Deposits and provident funds have been discontinued", "Tax on retirement income has been newly introduced"],
  "Earlier, many retirees relied on defined-benefit pensions and on living with their children in joint families. With most new jobs offering contribution-based schemes and families becoming nuclear, the retiree must build and manage his own corpus.")
Q(6, "Sudha plans to consult part-time for five years after retiring from her job. How does this affect her retirement plan?",
  "Her corpus can stay invested longer before withdrawals",
  ["She can no longer hold retirement products", "Her corpus must be larger to cover the working years", "She must start drawing her pension immediately"],
  "Income from part-time work covers some or all expenses in the early years, so withdrawals from the corpus start later and the corpus keeps compounding. This lowers the corpus needed or makes the plan safer.")
Q(6, "Why do advisers suggest a separate medical reserve in a retirement plan, even when the retiree has health insurance?",
  "Some costs fall outside cover, like co-pays and exclusions",
  ["Health insurance for retirees stops paying claims after 65", "Medical bills after retirement are fully tax-deductible", "Insurers refund the premium when a retiree makes a claim"],
  "Retirees often face costs health insurance does not pay: co-payments, deductibles, sub-limits, excluded treatments, outpatient care and long-term medicines. A medical reserve in liquid assets covers them without forcing the sale of growth assets.")
Q(6, "A couple with limited savings must choose between funding their son's postgraduate degree and their own retirement. Why do advisers usually put retirement first?",
  "Education can be funded by a loan; retirement cannot",
  ["Education costs never rise faster than retirement costs", "Retirement savings alone earn interest from the banks", "Children's education is a goal that tax law disallows"],
  "A student can borrow for higher education and repay it from future earnings, but no lender finances a retirement. Under-saving for retirement can also make parents dependent on their children later.")

# ---------------------------------------------------------------- Chapter 7: Concepts in Taxation (2)
Q(7, "What is the difference between an exemption and a deduction in computing income tax?",
  "An exempt income is left out; a deduction is subtracted later",
  ["An exemption applies to companies; a deduction to individuals", "An exemption is a refund; a deduction is a tax credit later", "There is no difference; the two words mean the same thing"],
  "Exempt income is not included in total income at all. A deduction is an amount subtracted from gross total income (for example, for specified investments or payments) to arrive at taxable income. Which deductions are available depends on the tax regime chosen.")
Q(7, "What does an individual's 'marginal tax rate' mean?",
  "The rate that applies to his next rupee of income",
  ["The average rate he pays on his whole income for the year", "The lowest slab rate in the tax rate schedule", "The rate of tax deducted at source on salary"],
  "Under progressive slabs, the marginal rate is the rate on the top slab his income reaches, so it applies to any additional income; the average rate (total tax / total income) is lower. Post-tax comparisons of investments use the marginal rate.")

# ---------------------------------------------------------------- Chapter 8: Capital Gains (7)
Q(8, "Sandeep bought a flat in August 2024 for Rs 40 lakh, spent Rs 10 lakh on improving it in 2025, and sold it in September 2026 for Rs 90 lakh, paying brokerage of Rs 1 lakh. What is his capital gain?",
  "Rs 39 lakh",
  ["Rs 50 lakh", "Rs 40 lakh", "Rs 49 lakh"],
  "Gain = sale price - expenses of transfer - cost of acquisition - cost of improvement = 90 - 1 - 40 - 10 = Rs 39 lakh. Held more than 24 months, it is long-term; for a property bought after 23 July 2024 there is no indexation.",
  calc="property_gain")
Q(8, "Which of these is NOT a capital asset for capital gains purposes?",
  "A car kept for personal use",
  ["Gold jewellery kept at home", "A painting kept at home", "Listed shares held as investment"],
  "Personal effects, movable property held for personal use such as a car, clothes and furniture, are excluded from capital assets. Jewellery, paintings, sculptures and other works of art are specifically included even when held for personal use.")
Q(8, "Which of these is NOT deducted from the sale price in computing the capital gain on listed shares sold on a stock exchange?",
  "Securities transaction tax paid on the sale",
  ["The cost at which the shares were bought", "Brokerage paid on the sale of the shares", "Brokerage paid on the purchase of shares"],
  "Capital gain is the sale price less the cost of acquisition (including purchase expenses such as brokerage) and expenses of transfer such as sale brokerage. Securities transaction tax is specifically not allowed as a deduction.")
Q(8, "Anita sells gold jewellery that she bought 30 months earlier. How is her gain classified?",
  "Long-term, as it was held for over 24 months",
  ["Short-term, as jewellery needs over 36 months", "Exempt, as jewellery is a personal effect", "Long-term, only if the sale is to a jeweller"],
  "For transfers from 23 July 2024, assets other than listed securities, including gold jewellery, become long-term after more than 24 months. Jewellery is a capital asset even when held for personal use.")
Q(8, "Meera subscribes to rights shares of a company in which she already holds shares. What is the cost of acquisition of the rights shares?",
  "The amount she paid for the rights shares",
  ["Nil, as rights are issued to existing holders", "The market price on the date of allotment", "The cost of her original shares in the firm"],
  "Rights shares cost what the shareholder pays to subscribe to them, and their holding period starts from allotment. If she had renounced the right, the renouncee's cost would be the price paid to her plus the subscription amount.")
Q(8, "In which tax year does a capital gain on the sale of a house arise, if the sale deed is registered in March and the buyer pays the last instalment in May?",
  "The year in which the transfer takes place",
  ["The year in which the last payment is received", "The year in which the buyer occupies the house", "Whichever year the seller chooses to report it"],
  "Capital gains are charged in the year in which the transfer takes place, whether or not the money has been received. Registering the sale deed in March completes the transfer in that year.")
Q(8, "Gopal sells a house 20 months after buying it, at a profit. How is the gain treated?",
  "As a short-term gain taxed at his normal rates",
  ["As a long-term gain, as houses need 12 months", "As exempt income, being his only residence", "As income from house property of the year"],
  "Immovable property must be held for more than 24 months to be long-term. A gain on a house held 20 months is short-term and is added to his income and taxed at his normal slab rates.")

# ---------------------------------------------------------------- Chapter 9: Income from Other Sources (3)
Q(9, "Latha receives a family pension after her husband's death. Under which head is it taxed?",
  "Income from other sources",
  ["Income from salary", "Income from capital gains", "Profits of business"],
  "A family pension received by the family members of a deceased employee is not salary, as there is no employer-employee relationship with them; it is taxed under income from other sources, with a standard deduction allowed by the Act.")
Q(9, "Sonia receives a flat as a gift from her godmother, who is not a relative. How is the gift treated?",
  "Its stamp duty value is taxable as her income",
  ["It is exempt as a gift of property", "The rent from the flat is taxed, not the gift", "It is taxed in the hands of her godmother"],
  "Immovable property received without consideration from a non-relative is taxable in the recipient's hands at its stamp duty value, if that exceeds the threshold. Gifts from relatives, on marriage or by will or inheritance are exempt.")
Q(9, "Vikas, a resident, receives a dividend from shares of a foreign company he holds. How is it taxed in India?",
  "As his income at his applicable slab rate",
  ["As exempt income already taxed abroad", "As a long-term capital gain at a flat rate", "As business income of the foreign company"],
  "A resident is taxed on his worldwide income, so foreign dividends are income from other sources at his slab rate. Tax paid abroad may be relieved under a tax treaty or the Act's relief provisions, but the income is not exempt.")

# ---------------------------------------------------------------- Chapter 10: Taxation of Debt Products (4)
Q(10, "How are gains on market-linked debentures (MLDs) taxed since the 2023 change in the law?",
  "As short-term gains at slab, whatever the holding",
  ["As long-term gains after twelve months held", "As exempt income if held until maturity", "As dividends taxed in the issuer's hands"],
  "The Finance Act, 2023 deemed gains on market-linked debentures to be short-term capital gains whatever the holding period, taxed at the investor's slab rate, ending the earlier benefit of long-term treatment.")
Q(10, "Hema, 67, has no taxable income, and her bank deducts tax on her deposit interest. What can she do to prevent it?",
  "Give the bank the declaration that no tax is due",
  ["Close the deposit and open one in a new branch", "Ask the bank to pay the interest only in cash", "Nothing, as tax must be deducted on all interest"],
  "An individual whose tax on total income is nil can give the payer a prescribed declaration, and the bank then pays the interest without deducting tax. If tax has been deducted, she can claim a refund by filing a return.")
Q(10, "How is the interest on the RBI's Floating Rate Savings Bonds taxed for a resident individual?",
  "It is taxable at the holder's slab rate",
  ["It is exempt as the bonds are sovereign", "It is taxed when the bond is redeemed", "It is taxed at a flat rate with no slab"],
  "The interest on RBI Floating Rate Savings Bonds is taxable in the holder's hands under income from other sources at his slab rate. Being issued by the government makes them safe from default, not tax-free.")
Q(10, "How is an income distribution (IDCW) paid by a debt mutual fund taxed for a resident individual?",
  "In the investor's hands at his slab rate",
  ["In the fund's hands before it is paid out", "As a long-term gain after three years", "Not at all, as the fund pays the tax"],
  "Since dividend distribution tax was abolished, distributions by mutual funds are taxed in the investor's hands as income from other sources at his slab rate, with tax deducted at source above the threshold. The distribution also lowers the NAV.")

# ---------------------------------------------------------------- Chapter 11: Taxation of Equity Products (4)
Q(11, "How are gains on units of an exchange-traded fund that tracks the Nifty 50 index generally taxed?",
  "Like equity-oriented fund units",
  ["Like a debt fund, at slab rates", "Like gold, with a 24-month rule", "Like bank interest, every year"],
  "An ETF that holds the shares of a domestic equity index invests well over 65% in domestic listed equity, so its units are taxed like other equity-oriented funds: short-term or long-term with a 12-month holding period.")
Q(11, "Farida has a short-term capital loss on listed shares and a short-term gain on a debt fund in the same year. Can she set the loss off against that gain?",
  "Yes, a short-term loss can go against any gain",
  ["No, equity losses go only against equity gains", "No, capital losses can only be carried forward", "Yes, but only after a period of eight years"],
  "A short-term capital loss can be set off against any short-term or long-term capital gain of the same year, whatever the asset; this can save more tax when it absorbs a gain taxed at slab rates. Only a long-term loss is restricted to long-term gains.")
Q(11, "An investor in the highest tax slab wants to defer tax on his equity fund for as long as possible. Which option of the scheme suits him?",
  "The growth option, taxed only when he redeems",
  ["The IDCW payout option, paid out each quarter", "The IDCW reinvestment option, reinvested each time", "Any option, as all are taxed alike each year"],
  "Under the growth option, returns stay in the NAV and are taxed only as capital gains on redemption, at equity rates and with the 12-month rule. Distributions under either IDCW option are taxed each time at his slab rate, even when they are reinvested.")
Q(11, "Near the year's end, Harsh sells some equity fund units standing at a loss and reinvests at once in a similar fund, to use the loss against his gains. What is this called?",
  "Tax-loss harvesting",
  ["Dividend stripping", "Portfolio rebalancing", "Rupee cost averaging"],
  "Tax-loss harvesting books unrealised losses so that they can be set off against realised gains, lowering the year's tax, while staying invested through a similar fund. Rebalancing restores a target mix; rupee cost averaging is investing a fixed sum regularly.")

# ---------------------------------------------------------------- Chapter 12: Taxation of Other Products (3)
Q(12, "Which rule applies to losses from the transfer of virtual digital assets such as crypto-currencies?",
  "They cannot be set off against any other income",
  ["They can be set off against salary of the year", "They can be carried forward for eight years", "They can be set off against business income"],
  "Income from virtual digital assets is taxed at a special flat rate with no deduction other than the cost of acquisition, and a loss on them cannot be set off against any other income or carried forward.")
Q(12, "Raju's father dies, and Raju, the nominee, receives the death claim on his father's term insurance policy. How is it taxed in Raju's hands?",
  "It is exempt from income tax",
  ["It is taxed as other income", "It is taxed as a capital gain", "It is taxed as salary arrears"],
  "Sums received under a life insurance policy on the death of the insured are exempt, whatever the premium paid. The conditions on premium in relation to the sum assured apply to maturity and other amounts received during the insured's life.")
Q(12, "Ajay sells a plot of land that he inherited from his mother, who bought it in 2010. From when is his holding period counted?",
  "From 2010, when his mother bought it",
  ["From the date of his mother's death", "From the date of the sale agreement", "From the date the title was mutated"],
  "When an asset is inherited, the previous owner's holding period is included, as is her cost of acquisition. The land, held since 2010, is long-term in Ajay's hands whatever the date of inheritance.")

# ---------------------------------------------------------------- Chapter 13: Tax Provisions for Special Cases (1)
Q(13, "Which resident senior citizen is not required to pay advance tax?",
  "One who has no income from business or profession",
  ["One whose entire income comes from a business", "One who has moved abroad for more than a year", "One whose only income is from a professional firm"],
  "A resident individual aged 60 or more who has no income from business or profession need not pay advance tax; tax due on pension, interest or capital gains can be paid as self-assessment tax before filing the return.")

# ---------------------------------------------------------------- Chapter 14: Basics of Estate Planning (5)
Q(14, "A Hindu woman dies without a will, leaving a flat she bought with her own earnings, a husband and two children. Who inherits the flat first under the Hindu Succession Act?",
  "Her husband and children, in equal shares",
  ["Her husband's parents, as the first heirs", "Her own parents, ahead of her husband", "Her children alone, to the exclusion of all"],
  "Under the Act's rules for a female Hindu, her property goes first to her sons and daughters (and the children of any predeceased child) and her husband, equally. Her parents and then her husband's heirs come only after them.")
Q(14, "What is 'stridhan' under Hindu law?",
  "A woman's absolute property, such as gifts to her",
  ["Property that the husband holds in trust for her", "A share of her father's estate paid on marriage", "A sum her in-laws must pay each month to her"],
  "Stridhan is property a woman receives before, at or after marriage, such as gifts from relatives and friends and her own earnings; it is her absolute property, which she alone may manage and dispose of, even if others hold it for her.")
Q(14, "Ravi and his brother own a flat jointly in equal shares. On Ravi's death, what happens to his half?",
  "It passes by his will or the succession law",
  ["It passes automatically to his brother", "It goes to the housing society's fund", "It stays frozen until his brother dies"],
  "A co-owner's share of property is his own and passes under his will or, without one, to his legal heirs; joint ownership of property does not create an automatic right of survivorship. Survivorship applies to mandates such as 'either or survivor' on bank accounts.")
Q(14, "Does India currently levy an estate duty or inheritance tax on the estate of a person who dies?",
  "No, estate duty was abolished in 1985",
  ["Yes, on estates above a set limit", "Yes, at the slab tax rates of the heirs", "No, but heirs pay a 10% stamp duty"],
  "Estate duty was abolished for deaths after 16 March 1985, and no inheritance tax has replaced it. Heirs pay tax on the income the inherited assets later earn and on capital gains when they sell them.")
Q(14, "When does a Class II heir inherit the property of a Hindu man who dies without a will?",
  "Only if there is no Class I heir alive",
  ["Together with the Class I heirs equally", "Only if the Class I heirs give consent", "Whenever the estate exceeds one crore"],
  "Under the Hindu Succession Act, Class I heirs (such as the widow, children and mother) take the property together; Class II heirs (such as the father or siblings) inherit only if there is no Class I heir.")

# ---------------------------------------------------------------- Chapter 15: Tools for Estate Planning (8)
Q(15, "Which kind of will may a soldier engaged in actual warfare make without the usual formalities of writing and attestation?",
  "A privileged will",
  ["A mutual will", "A joint will", "A conditional will"],
  "The Indian Succession Act allows soldiers, airmen and mariners in actual warfare or at sea to make privileged wills, even orally or unattested. Other wills are unprivileged and must be written, signed and attested by two witnesses.")
Q(15, "Sharad creates a private trust of a house for his grandchildren. What does the law require for a trust of immovable property?",
  "A trust deed signed and registered",
  ["An oral declaration before the heirs", "A nomination made in the house's records", "An entry in the trustee's own diary"],
  "Under the Indian Trusts Act, a trust of immovable property must be declared by a non-testamentary instrument in writing, signed by the author or the trustee and registered (or by a will). A trust of movable property may be made by a writing or by transferring the property.")
Q(15, "Which is a basic duty of the trustee of a private trust?",
  "Keeping trust property apart from his own",
  ["Using trust income for his own expenses", "Changing the beneficiaries at his will", "Selling trust assets to himself cheaply"],
  "A trustee must act in good faith for the beneficiaries, follow the trust deed, keep trust property separate from his own, keep accounts, and not profit from the trust or deal with its property for himself.")
Q(15, "What distinguishes a discretionary trust from a specific (determinate) trust?",
  "The trustee decides each beneficiary's share",
  ["The settlor can revoke it whenever he likes", "The beneficiaries can end it by a vote", "The court fixes each beneficiary's share"],
  "In a discretionary trust the deed names the beneficiaries but leaves the trustee to decide how much each gets and when; in a specific trust the deed fixes each beneficiary's share. Whether a trust is revocable is a separate question.")
Q(15, "What must an investor opening a new mutual fund folio or demat account do about nomination under SEBI's rules?",
  "Name a nominee or formally opt out",
  ["Name at least two nominees", "Name a nominee after a year", "Leave it to the fund house to name one"],
  "SEBI requires investors in demat accounts and mutual fund folios either to make a nomination or to declare in the prescribed way that they do not wish to nominate. A nomination eases transmission on the holder's death.")
Q(15, "Can a 16-year-old make a valid will under the Indian Succession Act?",
  "No, a minor cannot make a will",
  ["Yes, with one witness present", "Yes, if a parent also signs it", "Yes, but only for movable assets"],
  "Only a person of sound mind who is not a minor can make a will. A will made by a minor is invalid, even if a parent co-signs it or it is witnessed.")
Q(15, "Govind gifts his shares to his nephew by a valid transfer, and the nephew accepts. A year later they quarrel. Can Govind take the shares back?",
  "No, a completed gift cannot usually be revoked",
  ["Yes, as a donor may revoke a gift at any time", "Yes, if he writes a new will within five years", "Yes, by naming another person as nominee"],
  "A gift, once completed by transfer and acceptance, generally cannot be revoked except in limited cases (for example, an agreed condition or fraud). A will, by contrast, can be changed until death, which is why lifetime gifts need more thought.")
Q(15, "At what point must a testator be of sound mind for his will to be valid?",
  "When he makes and signs the will",
  ["On the day he dies, whenever that is", "When the will is read to his heirs", "When the probate court admits it"],
  "Testamentary capacity is judged at the time the will is made: the testator must understand what he is doing, the property he is disposing of and who would naturally inherit. A later illness does not invalidate a will made while of sound mind.")

# ---------------------------------------------------------------- Chapter 16: Basics of Behavioural Finance (3)
Q(16, "After seeing news reports of two bank failures, Aruna decides that bank deposits are very risky, although such failures are rare. Which heuristic is this?",
  "The availability heuristic",
  ["The anchoring heuristic", "The law of small numbers", "The representativeness heuristic"],
  "The availability heuristic judges how likely something is by how easily examples come to mind; vivid, recent news makes rare events seem common. Deposit insurance and banking regulation make such losses rare for most depositors.")
Q(16, "In Daniel Kahneman's terms, what is 'System 1' thinking?",
  "Fast, intuitive and automatic thinking",
  ["Slow, deliberate and effortful reasoning", "A computer model for stock selection", "The regulator's system for fund ratings"],
  "System 1 is fast, automatic and intuitive, and it is where many biases arise; System 2 is slow, effortful and analytical. Good advice processes bring System 2 into decisions, for example with checklists and cooling-off time.")
Q(16, "Manoj refuses to sell his shares for the price he himself would pay to buy them, simply because he already owns them. What is this bias called?",
  "The endowment effect",
  ["The halo effect", "The anchoring effect", "The herding effect"],
  "The endowment effect makes people value what they own more than the same thing they do not own. It leads investors to hold inherited or long-held shares that they would never buy today at the current price.")

# ---------------------------------------------------------------- Chapter 17: Behavioural Finance in Practice (4)
Q(17, "An investor repeatedly sells his rising shares quickly to 'lock in profits' but holds his falling shares for years. What is this pattern called?",
  "The disposition effect",
  ["The January effect", "The momentum trading effect", "The wealth effect"],
  "The disposition effect is selling winners too early and holding losers too long, driven by the pleasure of booking gains and the pain of admitting losses. It tends to lower returns and raise tax paid.")
Q(17, "Divya knows she should save but keeps spending her surplus each month. She then sets up an SIP debited the day after her salary. Which bias does this counter?",
  "Self-control bias",
  ["Confirmation bias", "Availability bias", "Hindsight bias"],
  "Self-control bias is failing to act on long-term goals because of the pull of spending now. Automating saving on payday removes the monthly decision, so saving happens before the money can be spent.")
Q(17, "Rohan believes he can make his shares rise by trading them frequently and watching the screen closely. Which bias is this?",
  "The illusion of control",
  ["The endowment effect", "The sunk cost effect", "The representativeness bias"],
  "The illusion of control is overestimating one's influence over outcomes that are largely due to chance, such as short-term price moves. It leads to excessive trading and the costs that come with it.")
Q(17, "After a stock has fallen for six days in a row, Mehul buys it, certain that it is 'due' for a rise. What error is he making?",
  "The gambler's fallacy",
  ["The halo effect", "The framing effect", "The house-money effect"],
  "The gambler's fallacy is believing that a run of one outcome makes the opposite more likely, as if past independent events must balance out. A share's past falls do not by themselves make a rise more likely.")

# ---------------------------------------------------------------- Chapter 18: Risk Profiling for Investors (6)
Q(18, "Why can a client's answers to a risk questionnaire be misleading when taken alone?",
  "Answers shift with the recent mood of the market",
  ["Questionnaires are banned for advisers by SEBI", "Answers are fixed for life once they are given", "Clients always overstate how much they can lose"],
  "People report higher tolerance after markets have risen and lower after a fall, so answers reflect mood as well as true attitude. Advisers should combine the questionnaire with discussion, past behaviour and the client's financial capacity.")
Q(18, "Which of these lowers a client's capacity to take investment risk?",
  "Income that depends on one volatile business",
  ["A long horizon before the money is needed", "A large emergency fund kept in liquid assets", "Adequate life and health insurance in place"],
  "Capacity is the financial ability to bear losses. An unstable income source reduces it, as losses may coincide with a drop in income. A long horizon, a healthy emergency fund and adequate insurance all raise capacity.")
Q(18, "A client says he can accept a fall of at most 5% in a year and has a three-year horizon. Which broad allocation fits him?",
  "Mainly debt, with little or no equity",
  ["Mainly equity, with some debt funds", "Mainly small-cap and sector funds", "Equal parts equity, gold and debt"],
  "A low tolerance for loss and a short horizon both point to a conservative allocation, mostly in short- and medium-term debt. Equity can fall far more than 5% in a year, and there is little time to recover.")
Q(18, "What is a client's strategic asset allocation?",
  "A long-term target mix based on his profile and goals",
  ["A short-term shift to profit from a market view", "A fund chosen for its past year's return", "A fixed rule of holding each asset in equal parts"],
  "Strategic asset allocation sets the long-term target weights of equity, debt and other assets from the client's risk profile, goals and horizon, and is restored by rebalancing. Short-term departures on a market view are tactical allocation.")
Q(18, "An adviser temporarily raises a client's equity share from 60% to 65% because he judges valuations attractive, planning to return to 60% later. What is this called?",
  "Tactical asset allocation",
  ["Strategic asset allocation", "Rupee cost averaging", "Systematic withdrawal"],
  "Tactical allocation is a short-term, limited move away from the strategic mix to take advantage of a market view, within bands agreed with the client. The strategic mix stays the long-term anchor.")
Q(18, "Why is the risk capacity of a retiree who lives on his corpus usually lower than when he was working?",
  "He has no salary to make up for losses",
  ["Retirees are barred from holding equity", "His tax rate rises sharply on retiring", "Pensions are paid only to the very old"],
  "While working, income keeps coming in and savings can be topped up after a loss; a retiree drawing on his corpus must sell assets to live, so losses, especially early ones, do lasting harm. Retirees can still hold some equity for growth.")

# ---------------------------------------------------------------- Chapter 19: Comparison of Products across Categories (5)
Q(19, "A portfolio holds 60% in an equity fund with a standard deviation of 20% and 40% in a debt fund with a standard deviation of 8%. The correlation between them is 0.2. What is the portfolio's standard deviation?",
  "About 13.0%",
  ["About 15.2%", "About 12.4%", "About 16.9%"],
  "Variance = 0.6^2 x 20^2 + 0.4^2 x 8^2 + 2 x 0.6 x 0.4 x 0.2 x 20 x 8 = 144 + 10.24 + 15.36 = 169.6, so the standard deviation is the square root, 13.0%. 15.2% is the weighted average, which ignores diversification; 12.4% assumes zero correlation.",
  calc="port_sd")
Q(19, "What is the minimum investment SEBI generally requires of an investor in an alternative investment fund (AIF)?",
  "Rs 1 crore",
  ["Rs 50 lakh", "Rs 10 lakh", "Rs 5 crore"],
  "SEBI's AIF rules set a minimum investment of Rs 1 crore per investor (lower for the fund's employees and directors, and with exceptions for accredited investors in some schemes). For portfolio management services the minimum is Rs 50 lakh.")
Q(19, "How does a company's non-convertible debenture (NCD) differ from a bank fixed deposit for a depositor worried about safety?",
  "The NCD has no deposit insurance, only the firm's credit",
  ["The NCD is guaranteed by the RBI for the whole amount", "The NCD pays the same rate as the bank on every date", "The NCD's holder may redeem it at face value at any time"],
  "An NCD's safety rests on the issuing company's ability to pay, reflected in its credit rating; bank deposits are insured up to a limit by the DICGC. NCDs usually pay more to compensate for credit and liquidity risk.")
Q(19, "Why do index funds usually cost less than actively managed equity funds?",
  "They copy an index rather than pay for stock research",
  ["They are exempt from tax on their investment gains", "They hold government bonds with very low risk", "They must be sold through stock exchanges by law"],
  "An index fund holds the stocks of its index in the same weights, so it needs no research team or active trading, keeping its expense ratio and costs low. Its return tracks the index, less costs and tracking error.")
Q(19, "Which of these investments is generally the least liquid for an individual investor?",
  "A residential flat held as investment",
  ["Units of a liquid mutual fund scheme", "Listed shares of a large, well-known company", "A savings account with a bank"],
  "Real estate takes weeks or months to sell, involves large transaction costs and cannot be sold in parts. Liquid fund units are redeemed within a day, large-company shares sell instantly on the exchange, and savings balances are available at once.")

# ================================================================ Cases (6 x 5 questions, 2 marks each)
CASE("Case 1: Retirement income for Anand and Veena Kulkarni",
     "Anand Kulkarni, 60, has just retired from a public sector company in Mysuru; his wife Veena, 56, is a homemaker. "
     "From his provident fund, gratuity and savings they have a corpus of Rs 1.5 crore. They need Rs 9 lakh a year "
     "today, rising with inflation of 6% a year, and their adviser assumes the corpus will earn 8% a year after tax. "
     "They want the plan to last 30 years, with each year's withdrawal made at the start of the year. The adviser "
     "suggests using Rs 50 lakh to buy a joint life annuity at a rate of 7% a year, keeping two years' expenses in a "
     "liquid fund and investing the rest in a mix of debt and equity funds. Their son Nitin has asked Anand to lend "
     "him Rs 20 lakh from the corpus to start a business.")
CQ(4, "What corpus would the couple need at Anand's retirement to meet the inflation-linked withdrawals for 30 years?",
   "About Rs 2.09 crore",
   ["About Rs 2.70 crore", "About Rs 1.09 crore", "About Rs 2.05 crore"],
   "Real return = 1.08 / 1.06 - 1 = 1.887%. Corpus = 9 x [1 - 1.01887^-30] / 0.01887 x 1.01887 = 9 x 23.18 = Rs 208.6 lakh. Rs 2.70 crore ignores returns (9 x 30), Rs 1.09 crore ignores the growth of withdrawals, and Rs 2.05 crore treats withdrawals as made at the year's end.",
   calc="kulkarni_corpus")
CQ(5, "How much annual income will the annuity bought with Rs 50 lakh pay?",
   "Rs 3.5 lakh a year",
   ["Rs 5.0 lakh a year", "Rs 2.5 lakh a year", "Rs 35,000 a year"],
   "Annual annuity = purchase price x annuity rate = 50,00,000 x 7% = Rs 3,50,000.",
   calc="kulkarni_annuity")
CQ(5, "What is the main drawback of the annuity income for the Kulkarnis over a 30-year retirement?",
   "Its fixed amount loses purchasing power each year",
   ["It stops at once if the stock market falls sharply", "The insurer may cut the annuity rate every year", "It must be drawn as one lump sum at age seventy"],
   "A level annuity pays the same rupee amount for life, so with 6% inflation its real value roughly halves in 12 years. That is why the adviser annuitises only part of the corpus and keeps the rest in growth-oriented funds. The rate is fixed at purchase and does not depend on markets.")
CQ(4, "What will the couple's annual need of Rs 9 lakh have grown to after five years of 6% inflation?",
   "About Rs 12.0 lakh",
   ["About Rs 11.7 lakh", "About Rs 13.2 lakh", "About Rs 9.5 lakh"],
   "9 x 1.06^5 = 9 x 1.338 = Rs 12.04 lakh. Rs 11.7 lakh adds simple inflation (9 x 1.30), and Rs 13.2 lakh grows at 8% instead of 6%.",
   calc="kulkarni_need5")
CQ(6, "How should the adviser respond to Nitin's request for a loan of Rs 20 lakh from the corpus?",
   "Show the couple what the loan would do to their plan first",
   ["Approve it, as family loans are repaid in full", "Refuse to discuss it, as it is a family matter", "Suggest lending the whole annuity money to Nitin instead"],
   "Rs 20 lakh is a large share of a corpus that is already short of the need, and a new business is risky. The adviser should show the effect on the plan's sustainability and let the couple decide, for example lending only what they could afford to lose.")

CASE("Case 2: Insurance review for the Banerjee family",
     "Subhash Banerjee, 42, is a chartered engineer in Kolkata; his wife Mitali, 40, is a school teacher, and their "
     "daughter Riya is 12. Subhash's mother, 68, lives with them and has diabetes. Four years ago Subhash bought a family "
     "floater health policy of Rs 5 lakh for himself, Mitali and Riya, and he now wants to move to another insurer that "
     "offers better features. His mother has no health cover. He insured their flat against fire for Rs 1.2 crore, its "
     "market value including the land; the cost of rebuilding the flat is about Rs 45 lakh. Subhash took a term plan "
     "of Rs 50 lakh at age 30, when he earned a third of what he earns now.")
CQ(3, "If Subhash ports his family floater to another insurer, what happens to the waiting periods already served?",
   "Credit for time served moves with it, up to the old cover",
   ["The waiting periods start again from the first day", "Waiting periods are waived by the new insurer", "Credit is given to Riya as the youngest member"],
   "Portability lets a policyholder move to another insurer while keeping credit for waiting periods already served, to the extent of the previous sum insured; any higher cover may have fresh waiting periods. He must apply before the renewal date.")
CQ(3, "What should the family expect when they buy a health policy for Subhash's mother?",
   "A waiting period before her diabetes is covered",
   ["Immediate cover of every claim for her diabetes", "A refusal, as insurers do not cover people over 65", "A premium equal to the family floater's premium"],
   "A pre-existing disease such as diabetes is usually covered only after a waiting period, and the premium for a 68-year-old is higher, perhaps with co-payment. Insurers do offer policies to senior citizens.")
CQ(3, "Why is insuring the flat for Rs 1.2 crore, its market value including land, a poor choice?",
   "Land is not lost in a fire; cover the rebuilding cost",
   ["Insurers pay twice the sum insured for flats in cities", "Market value cover is banned by the insurance regulator", "A higher sum insured always reduces the premium charged"],
   "A fire policy pays for damage to the building and contents, not the land, which survives a fire. The sum insured should reflect the cost of rebuilding (here about Rs 45 lakh); insuring for more only raises the premium without raising what can be claimed.")
CQ(1, "The family's health policy pays the actual hospital bills, up to the sum insured. Which principle of insurance does this follow?",
   "Indemnity",
   ["Contribution", "Subrogation", "Assurance"],
   "A hospitalisation policy indemnifies: it pays the actual loss, the admissible bills, up to the sum insured, so the insured does not profit from a claim. A life or personal accident policy pays a fixed benefit instead.")
CQ(2, "Why should Subhash consider buying more term cover now rather than waiting a few years?",
   "Premiums rise with age and his health may worsen",
   ["Term cover bought later carries a higher bonus", "Term plans cannot be bought after the age of 45", "Existing term plans lapse when income rises"],
   "His income has tripled since he bought Rs 50 lakh of cover, so his need has grown. Term premiums are fixed at entry and rise with the age at purchase, and a new health problem could make cover costlier or unavailable later.")

CASE("Case 3: Rajiv Saxena returns from Dubai",
     "Rajiv Saxena, 45, worked in Dubai for 15 years as a non-resident Indian and returns to India permanently in "
     "June 2026 to take up a job in Bengaluru. He holds Rs 40 lakh in NRE fixed deposits, an NRO account into which "
     "the rent from his flat in Noida is credited, savings in a bank account in the UAE that earn interest, and listed "
     "Indian shares in a demat account. He would like to keep part of his foreign savings in foreign currency after "
     "his return.")
CQ(13, "After his permanent return, what must Rajiv do with his NRE account?",
   "Have it redesignated as a resident account",
   ["Keep it as it is, as NRE status is for life", "Close it and lose the interest accrued so far", "Transfer it to a relative who lives abroad"],
   "Under the foreign exchange rules, NRE and NRO accounts are for persons resident outside India; on returning for good, the holder must inform the bank and have them redesignated as resident accounts (or move foreign currency to an RFC account).")
CQ(7, "In his first years back, which residential status might Rajiv have that limits tax on his foreign income?",
   "Resident but not ordinarily resident",
   ["Non-resident for the next ten years", "Resident and ordinarily resident", "Foreign resident for tax purposes"],
   "A returning individual who has been non-resident in most of the earlier years can be 'resident but not ordinarily resident' for a period. Such a person is taxed broadly like a non-resident on foreign income, unlike a resident and ordinarily resident.")
CQ(13, "While Rajiv is resident but not ordinarily resident, how is the interest on his UAE bank savings treated in India?",
   "Not taxed if it accrues and is received abroad",
   ["Taxed in full, as he now lives and works in India", "Taxed only if it exceeds Rs 50,000", "Taxed as capital gains on his savings"],
   "A resident but not ordinarily resident individual is taxed on income received or arising in India, and on foreign income only if it comes from a business controlled or a profession set up in India. Interest earned and received abroad is outside Indian tax for him.")
CQ(10, "Once Rajiv becomes resident, how is the interest on his NRE deposits treated?",
   "It becomes taxable, like any resident's interest",
   ["It stays exempt until each deposit matures in full", "It is taxed only when sent back to the UAE", "It is exempt as it is paid in foreign currency"],
   "The exemption for NRE interest is for persons resident outside India. Once Rajiv is resident (and the account is redesignated), interest on those deposits is taxable under income from other sources like any other deposit interest.")
CQ(13, "Which account lets Rajiv hold his foreign savings in foreign currency in India after he returns?",
   "A Resident Foreign Currency (RFC) account",
   ["A Non-Resident External (NRE) account", "A Non-Resident Ordinary (NRO) account", "A Basic Savings Bank Deposit account"],
   "A returning Indian may keep foreign currency assets, including savings brought back, in a Resident Foreign Currency account, in that currency. NRE and NRO accounts are for non-residents, and a basic savings account holds rupees.")

CASE("Case 4: Estate of Joseph Fernandes",
     "Joseph Fernandes, 66, a retired bank manager in Mangaluru, is a Christian governed by the Indian Succession Act. "
     "His wife Maria is 62, and they have three adult children: Peter, Alwyn and Teresa. Joseph owns their house, "
     "worth Rs 1.2 crore, and deposits and mutual funds worth Rs 90 lakh, all in his sole name. He has not made a "
     "will. He now plans one leaving the house to Maria, specific gifts to each child, his car to his brother Paul, "
     "and whatever else remains to be shared by his children. He asks his neighbours and Teresa to witness it.")
CQ(14, "If Joseph died today without a will, what share of his Rs 2.1 crore estate would Maria receive?",
   "Rs 70 lakh, one third",
   ["Rs 52.5 lakh, one fourth", "Rs 1.05 crore, one half", "Rs 42 lakh, one fifth"],
   "Under the Indian Succession Act, when a Christian dies intestate leaving a widow and lineal descendants, the widow takes one third and the descendants share the remaining two thirds: 2.1 crore / 3 = Rs 70 lakh.",
   calc="fernandes_widow")
CQ(14, "Without a will, how would the rest of the estate be divided among the three children?",
   "Equally among all three of them",
   ["Mostly to the sons, less to Teresa", "Entirely to the eldest child, Peter", "By the court, as it thinks fair"],
   "The lineal descendants of a Christian intestate share equally, sons and daughters alike; the Act gives no preference by sex or by age, and the court does not divide the estate at its discretion.")
CQ(15, "If Paul dies before Joseph, what happens to the gift of the car under the will?",
   "It lapses and falls into the remaining estate",
   ["It passes automatically to Paul's own heirs", "It goes to the executor as payment for work", "It makes the whole will invalid for all gifts"],
   "A legacy generally lapses if the legatee dies before the testator, unless the will provides otherwise; the car then falls into the residue. The rest of the will is unaffected.")
CQ(15, "What is the purpose of the clause leaving 'whatever else remains' to the children?",
   "It disposes of all assets not specifically gifted",
   ["It appoints the children as executors of the will", "It gives the children power to change the will later", "It makes the house pass to the children after Maria"],
   "A residuary clause passes everything not specifically bequeathed, including assets acquired after the will and gifts that lapse. Without it, such assets would pass as on intestacy.")
CQ(15, "Why is it unwise for Teresa to be one of the witnesses to the will?",
   "A gift to an attesting witness may fail",
   ["A daughter can never sign any legal paper", "The will must then be registered in court", "Witnesses must be older than the testator"],
   "Under the Indian Succession Act a bequest to an attesting witness (or to the witness's spouse) is void, though the will itself remains valid. Independent witnesses, such as the neighbours, avoid this.")

CASE("Case 5: Kabir Sethi's investing habits",
     "Kabir Sethi, 29, is a freelance graphic designer in Delhi whose income varies from Rs 40,000 to Rs 2 lakh a "
     "month. He is single, rents his flat and has Rs 8 lakh of savings but no emergency fund set aside. He bought "
     "shares of a company at Rs 450; they now trade at Rs 300, and he has bought more, saying he has \"already put in "
     "too much to give up now\". He says the Sensex \"cannot go below 70,000\" because that is where it stood when he "
     "started investing. He buys small-cap stocks he hears about on television business shows. On his adviser's "
     "questionnaire he scores 'aggressive'.")
CQ(17, "Kabir buys more of the falling shares because he has 'already put in too much'. Which bias is this?",
   "The sunk cost fallacy",
   ["The availability bias", "The herding instinct", "The representativeness bias"],
   "Money already spent is a sunk cost that should not affect a decision about the future; only the shares' prospects now matter. Throwing good money after bad to justify a past decision is the sunk cost fallacy, or escalation of commitment.")
CQ(17, "Which bias lies behind Kabir's view that the Sensex cannot fall below 70,000?",
   "Anchoring on a level he happens to remember",
   ["Confirmation of a forecast he made himself", "Overconfidence in the stocks he picks himself", "Mental accounting of his monthly income"],
   "Kabir treats the index level when he started investing as a reference point, although it has no bearing on where the market can go. Anchoring is relying too heavily on an initial number when judging.")
CQ(16, "Buying small-cap stocks he hears about on television mainly reflects which heuristic?",
   "Availability of easily recalled stories",
   ["Representativeness of past index data", "Anchoring on the price he first paid", "Loss aversion about his savings account"],
   "Stocks that are talked about on television are easy to recall and feel important, so they are bought more often; this is the availability heuristic. Media attention is not the same as good value, and small caps carry high risk.")
CQ(18, "How should the adviser read Kabir's risk capacity, whatever his questionnaire says?",
   "Low for now: irregular income and no emergency fund",
   ["High, as he is young and single with no dependants", "High, as his questionnaire shows an aggressive score", "Not relevant, as capacity matters only for retirees"],
   "Youth and no dependants help, but an income that swings widely and no reserve mean a loss could force him to sell at a bad time. Capacity is about the financial ability to bear losses, and here it is limited until he builds a reserve.")
CQ(18, "When a client's tolerance is high but his capacity is low, which should set the risk taken in his portfolio?",
   "The lower of the two, his capacity",
   ["The higher of the two, his tolerance", "The average of the two measures", "Neither; the market outlook decides"],
   "A portfolio should not take more risk than the client can afford, whatever his appetite, so the lower measure governs. The adviser should explain why, and revisit the profile as his finances change.")

CASE("Case 6: Planning for the Agarwal family",
     "Sunil Agarwal, 45, and his wife Rekha, 43, run a garment business in Jaipur. Their investments of Rs 40 lakh "
     "are 70% in equity funds, all in regular plans with a total expense ratio of 1.8% a year; the direct plans of the "
     "same funds cost 0.8% a year. They need Rs 20 lakh for their daughter's wedding in three years, and their son will "
     "start college in 12 years, at a cost of Rs 25 lakh in today's money, rising at 8% a year. They are considering an "
     "arbitrage fund for the wedding money, and a broker has offered them an 11% non-convertible debenture of an "
     "A-rated company, when AAA-rated debentures yield 8%.")
CQ(20, "Approximately how much more do the Agarwals pay each year in fund expenses by holding their equity funds in regular rather than direct plans?",
   "Rs 28,000 a year",
   ["Rs 40,000 a year", "Rs 50,400 a year", "Rs 22,400 a year"],
   "Equity funds = 70% of 40 lakh = Rs 28 lakh; the difference in expense ratio is 1.8 - 0.8 = 1% a year, so Rs 28,000 a year. Rs 40,000 applies the difference to the whole portfolio, and Rs 50,400 is the full 1.8% on Rs 28 lakh.",
   calc="agarwal_cost")
CQ(11, "How are gains on the arbitrage fund they are considering taxed?",
   "Like equity-oriented fund units",
   ["Like debt funds, at slab rates", "Like bank deposits, each year", "As exempt, being hedged"],
   "An arbitrage fund holds more than 65% in domestic equity (with offsetting positions in derivatives), so it is an equity-oriented fund for tax purposes, with the 12-month rule for long-term gains, although its risk is close to that of a short-term debt fund.")
CQ(19, "What does the A-rated debenture's extra 3% yield over AAA debentures chiefly compensate the investor for?",
   "A higher risk of default by the issuer",
   ["A guarantee of repayment given by the RBI", "Freedom from tax on the interest", "A shorter wait for the money back"],
   "Lower-rated issuers must pay more to borrow because the chance that they miss interest or principal is higher. An A rating is investment grade but well below AAA; the extra yield is the price of credit risk.")
CQ(20, "What will the son's college cost be when he starts in 12 years?",
   "About Rs 63.0 lakh",
   ["About Rs 49.0 lakh", "About Rs 54.0 lakh", "About Rs 70.3 lakh"],
   "25 x 1.08^12 = 25 x 2.518 = Rs 62.95 lakh. Rs 49.0 lakh adds simple inflation (25 x 1.96), Rs 54.0 lakh compounds for 10 years only, and Rs 70.3 lakh uses 9%.",
   calc="agarwal_college")
CQ(19, "Given that the wedding is three years away, how should the money for it be invested?",
   "Mostly in low-risk, short-term debt funds",
   ["Mostly in small-cap funds for a fast return", "Mostly in the A-rated debenture at 11%", "Mostly in a 15-year PPF account for safety"],
   "A fixed, near-term goal calls for capital protection and liquidity: short-term debt funds (or the arbitrage fund they are considering) suit it. Small caps can fall sharply just before the wedding, a single lower-rated debenture concentrates credit risk, and PPF locks the money in.")
