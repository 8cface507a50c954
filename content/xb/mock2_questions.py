# Full-Length Mock Test 2 for NISM Series X-B (Investment Adviser Level 2). Original questions; the correct option is
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


# ---------------------------------------------------------------- Chapter 1: Basics of Insurance (6)
Q(1, "Kiran wants to insure the life of a business acquaintance to whom he has lent no money and with whom he has no financial tie. Why would an insurer refuse the proposal?",
  "Kiran has no insurable interest in that life",
  ["A spouse alone may insure another life", "The acquaintance is not a member of his family", "The premium would exceed the sum assured"],
  "A valid insurance contract needs insurable interest: the proposer must suffer a financial loss from the event insured against. One's own life, a spouse's or a creditor's interest in a debtor qualify; a stranger's life does not.")
Q(1, "Ramesh insures his warehouse against fire with two insurers, for Rs 60 lakh and Rs 40 lakh. After a fire loss, how do the two insurers share the claim?",
  "In proportion to the sums they insure",
  ["Wholly by the insurer that issued first", "Equally, whatever the sums they insure", "Wholly by the one with the larger cover"],
  "Under the principle of contribution, when the same risk is insured with more than one insurer, each pays a rateable share of the loss, usually in proportion to its sum insured (here 60:40). Together they pay no more than the loss, in keeping with indemnity.")
Q(1, "Sheetal opts for a voluntary deductible on her motor policy. What is the usual effect?",
  "A lower premium, as she bears small losses",
  ["A higher premium, as the insurer's cover is wider", "No change, as deductibles are for health", "A larger claim paid on every accident"],
  "A deductible is the part of each claim the insured pays before the insurer pays. Taking a voluntary deductible transfers small losses back to the insured, so the insurer charges a lower premium. It suits someone who can afford small losses from savings.")
Q(1, "A storm brings down a tree that breaks the roof of Ajay's house, and rain pouring through the hole then ruins his furniture. Which principle lets the furniture loss be traced to the storm for his claim?",
  "Proximate cause",
  ["Contribution", "Subrogation", "Insurable interest"],
  "Under proximate cause, a loss is attributed to the dominant, effective cause in an unbroken chain of events. The storm set off the chain (tree, roof, rain), so the furniture damage is treated as caused by the storm, an insured peril under a typical home policy.")
Q(1, "Which of these risks is generally NOT insurable?",
  "The loss from a fall in the price of shares",
  ["Damage to a house from a fire in the kitchen", "Hospital costs after a road accident abroad", "Theft of a laptop from a locked office room"],
  "An insurable risk is pure (loss or no loss, never gain), accidental and measurable. A fall in share prices is a speculative risk, because prices can also rise; such risks are managed by diversification and hedging, not insurance.")
Q(1, "A family decides to keep a small risk, such as the loss of a mobile phone, and pay for any loss from its own savings rather than insure it. Which risk-management method is this?",
  "Risk retention",
  ["Risk avoidance", "Risk transfer", "Risk sharing"],
  "Retention means bearing a risk oneself, sensible when the possible loss is small and affordable. Avoidance gives up the activity, transfer passes the loss to an insurer for a premium, and sharing spreads it among several parties.")

# ---------------------------------------------------------------- Chapter 2: Life Insurance Products (6)
Q(2, "What is the purpose of the free-look period on a new life insurance policy?",
  "Returning a policy whose terms do not suit",
  ["Paying an overdue premium without a late fee", "Reviving a lapsed policy with no check", "Switching the policy to another insurer"],
  "The free-look period lets a new policyholder review the policy document and return the policy if its terms do not suit him, getting the premium back less deductions allowed by the regulator (such as proportionate risk premium and medical costs). Paying overdue premiums is what the grace period is for.")
Q(2, "How does a term plan with return of premium differ from a plain term plan with the same cover?",
  "It refunds the premiums if the insured survives",
  ["It pays double the cover on an accidental death", "It converts to an endowment plan at age sixty", "It charges no premium after the first five years"],
  "A return-of-premium term plan pays the death benefit like a plain term plan and, if the insured survives the term, returns the premiums paid. That refund is paid for through a much higher premium, so the same budget buys less cover.")
Q(2, "What does a whole life policy generally pay?",
  "The sum assured on death, whenever it happens",
  ["The sum assured only on survival to age sixty", "A monthly pension from retirement onwards", "The premiums back on surrender in any year"],
  "A whole life policy covers the insured for his whole life (or up to a high age such as 99 or 100, when it pays as if on maturity), so the sum assured is paid whenever death occurs. It is used to leave an estate or meet a lifelong obligation.")
Q(2, "A policyholder stops paying premiums on a traditional endowment policy after it has acquired a paid-up value. What happens to the policy?",
  "It continues with a reduced sum assured",
  ["It lapses with nothing payable ever", "It converts into a term plan for life", "It pays the full sum assured on maturity"],
  "Once a traditional policy has run long enough to acquire a paid-up value, stopping premiums does not end it: it continues as a paid-up policy with the sum assured reduced in proportion to the premiums paid. A term plan has no paid-up value.")
Q(2, "Which rider adds a further sum to a life policy's death benefit if death is caused by an accident?",
  "Accidental death benefit rider",
  ["Critical illness benefit rider", "Waiver of premium benefit rider", "Hospital cash daily benefit rider"],
  "An accidental death benefit rider pays an extra sum when death results from an accident. A critical illness rider pays on diagnosis of a listed illness, and a waiver of premium rider keeps the policy going if the payer dies or is disabled.")
Q(2, "Deepak, 41, earns Rs 20 lakh a year, of which he spends Rs 4 lakh on himself and pays Rs 3 lakh in tax. He plans to work until 60, and his adviser discounts the family's share of his income at 7% a year. Approximately what is his human life value?",
  "About Rs 1.34 crore",
  ["About Rs 2.07 crore", "About Rs 2.47 crore", "About Rs 1.09 crore"],
  "Human life value is the present value of the income the family would lose: 20 - 4 - 3 = Rs 13 lakh a year for 19 years, discounted at 7%: 13 x [1 - 1.07^-19] / 0.07 = 13 x 10.336 = Rs 134.4 lakh. Rs 2.47 crore ignores discounting (13 x 19), Rs 2.07 crore discounts the whole Rs 20 lakh, and Rs 1.09 crore discounts at 10%.",
  calc="hlv")
# ---------------------------------------------------------------- Chapter 3: Non-Life Insurance Products (5)
Q(3, "How does a family floater health policy differ from separate individual policies for each member?",
  "One sum insured is shared by all members covered",
  ["Each member gets the full sum insured separately", "Only the eldest member's hospital bills are covered", "Claims are paid only if all members are admitted"],
  "A family floater has a single sum insured that any covered member can use, in one claim or several, up to the total in a year. Individual policies give each person his own sum insured. A floater is usually cheaper but can be exhausted by one large claim.")
Q(3, "Anil's health policy has a 20% co-payment clause. His admissible hospital bill is Rs 2,60,000. How much does the insurer pay?",
  "Rs 2,08,000",
  ["Rs 2,34,000", "Rs 52,000", "Rs 2,60,000"],
  "With co-payment, the insured bears a fixed share of every admissible claim: 20% x 2,60,000 = Rs 52,000 is Anil's, and the insurer pays the remaining 80%, Rs 2,08,000. Rs 2,34,000 would follow from a 10% co-payment.",
  calc="copay")
Q(3, "What does a personal accident policy typically pay if the insured is permanently and totally disabled by an accident?",
  "A lump sum related to the sum insured",
  ["The hospital bills of the injury", "A refund of all premiums ever paid", "Nothing, as disablement is a health claim"],
  "Personal accident cover pays a lump sum (often the full sum insured) for accidental death and permanent total disablement, and a percentage for permanent partial disablement; some plans add weekly income for temporary disablement. Hospital bills are a health policy's job.")
Q(3, "A householder insures his flat's contents for Rs 5 lakh when their value is Rs 10 lakh. A fire destroys contents worth Rs 2 lakh. Under the average clause, how much does the insurer pay?",
  "Rs 1 lakh",
  ["Rs 2 lakh", "Rs 5 lakh", "Rs 50,000"],
  "The average clause penalises under-insurance: the claim is paid in the ratio of the sum insured to the value at risk, 5 / 10 of the Rs 2 lakh loss = Rs 1 lakh. The householder bears the rest for insuring only half the value.",
  calc="average_clause")
Q(3, "Ravi sells his car after three claim-free years and buys a new one. What happens to the no-claim bonus he has earned?",
  "He can carry it to the new car's policy",
  ["It passes to the buyer of his old car", "It is lost once the old car is sold", "It is paid to him in cash by the insurer"],
  "A no-claim bonus is a discount on the own-damage premium for claim-free years, and it belongs to the insured person, not to the vehicle. On selling a car he can have it certified and use it on the policy for his new car; the buyer of the old car does not get it.")
# ---------------------------------------------------------------- Chapter 4: Retirement Planning Basics (5)
Q(4, "Usha, 35, spends Rs 6 lakh a year. Assuming inflation of 6% a year, approximately what will the same lifestyle cost her a year at 60?",
  "About Rs 25.8 lakh",
  ["About Rs 15 lakh", "About Rs 19.2 lakh", "About Rs 32.4 lakh"],
  "Expenses grow with inflation compounded: 6 x 1.06^25 = 6 x 4.292 = Rs 25.75 lakh. Rs 15 lakh adds simple interest (6 x 1.5 = 9 extra), and Rs 19.2 lakh compounds for only 20 years.",
  calc="inflate_usha")
Q(4, "A retiree's corpus is expected to earn 7% a year while his expenses rise at 5% a year. Using the exact formula rather than the simple difference, what real rate of return should his corpus calculation use?",
  "About 1.90% a year",
  ["About 12.4% a year", "About 2.00% a year", "About 1.40% a year"],
  "The real rate is (1 + nominal) / (1 + inflation) - 1 = 1.07 / 1.05 - 1 = 1.905%. Simply subtracting (7 - 5 = 2%) is only a rough shortcut that overstates it; adding the rates makes no sense for a real return.",
  calc="real_rate")
Q(4, "Which of a retiree's expenses usually rises faster than general inflation and needs a separate provision in the plan?",
  "Medical and health-care costs",
  ["Home loan instalments on the house", "Children's school fees", "Commuting to the office"],
  "Health-care costs tend to rise faster than general prices and also grow with age, so plans provide for them separately (health insurance plus a medical reserve). Loan instalments, school fees and commuting usually end by retirement.")
Q(4, "A planner targets a 'replacement ratio' of 70% for a client. What does this mean?",
  "Retirement income of 70% of the pre-retirement income",
  ["A corpus of 70 times his monthly income at retirement", "Seventy per cent of the corpus kept in fixed deposits", "Withdrawals of 70% of the corpus in the first decade"],
  "The replacement ratio is the share of pre-retirement income that the retiree needs each year to keep his lifestyle, lower than 100% because work-related costs, savings and often loan payments stop. It sets the income the corpus must provide.")
Q(4, "Why does starting retirement savings ten years earlier make so large a difference to the final corpus?",
  "Compounding has longer to work on the savings",
  ["Early savings attract a higher interest rate", "Tax on early savings is waived by the law", "Inflation is lower in the early years of work"],
  "Money invested earlier earns returns on its returns for longer, and compounding grows faster the longer it runs. Ten extra years can double or triple the corpus for the same monthly saving; no special rate or tax waiver is involved.")
# ---------------------------------------------------------------- Chapter 5: Retirement Products (6)
Q(5, "Which annuity option pays the annuitant for life and, on death, returns the purchase price to the nominee?",
  "Life annuity with return of purchase price",
  ["Life annuity without any return of capital", "Annuity certain for a fixed period of years", "Joint-life annuity with no return of capital"],
  "A life annuity with return of purchase price pays income for life and then refunds the money used to buy it to the nominee, so its annuity rate is lower. A plain life annuity pays the highest rate but nothing after death.")
Q(5, "What is a deferred annuity?",
  "One whose income starts after a chosen deferment period",
  ["One that pays income from the month after purchase", "One that pays only a lump sum and never an income", "One whose income is paid to the heirs, not the buyer"],
  "A deferred annuity is bought now (by a single premium or regular premiums) and starts paying income after a chosen period, for example at retirement. An immediate annuity starts paying soon after purchase.")
Q(5, "What is the Voluntary Provident Fund (VPF)?",
  "Extra employee contributions to his own EPF account",
  ["A pension fund run by private insurers for employees", "The employer's share that goes to the pension scheme", "A fund for workers of firms not covered by the EPFO"],
  "Under the VPF an employee contributes more than the compulsory share of his wages to his EPF account; the employer need not match it, and it earns the EPF rate. The employer's diversion to the pension scheme (EPS) is a different thing.")
Q(5, "In the Employees' Provident Fund, who declares the rate of interest credited to members' accounts each year?",
  "The EPFO, with the government's approval",
  ["Each employer, for its own employees", "The RBI, as part of its policy review", "SEBI, on the basis of bond market yields"],
  "The interest rate on EPF balances is recommended by the EPFO's Central Board of Trustees and notified after the government's approval, for each year. Employers do not set it, and neither the RBI nor SEBI has a role in it.")
Q(5, "What is a reverse mortgage loan designed to do for a senior citizen?",
  "Turn the equity of a home into income",
  ["Buy a second home with a larger loan", "Repay a home loan faster with savings", "Sell the home and rent it back at once"],
  "A reverse mortgage lets a senior citizen who owns a house receive periodic payments (or a lump sum) against it while continuing to live there. The loan is settled from the sale of the house after the borrower's death, or the heirs may repay it to keep it.")
Q(5, "Under the National Pension System, what can a subscriber choose under the 'active choice' option?",
  "The split of contributions among asset classes",
  ["The annuity rate the insurer pays on the pension", "The fund manager's fee on the account", "The age at which tax benefits begin"],
  "Active choice lets the subscriber decide the allocation among equity, corporate bonds, government securities and alternative assets, within the system's caps; auto choice follows a life-cycle glide path instead. Annuity rates are set by the annuity provider, not the subscriber.")

# ---------------------------------------------------------------- Chapter 6: Miscellaneous Aspects of Retirement Planning (5)
Q(6, "A retired couple splits their corpus into three parts: cash for the next two years, debt funds for years three to seven, and equity for later. What is this approach called?",
  "The bucket strategy",
  ["The barbell strategy", "The core-satellite strategy", "The dollar-cost strategy"],
  "The bucket strategy matches each part of the corpus to when it will be spent: near-term needs in liquid, safe assets and distant needs in growth assets, refilling the near buckets over time. It also reduces forced selling of equity in a market fall.")
Q(6, "A government employee retiring with a pension chooses to 'commute' part of it. What does commutation mean?",
  "Taking part of the pension as a lump sum",
  ["Moving the pension to another bank branch", "Passing the pension to the spouse at once", "Raising the pension in line with inflation"],
  "Commutation converts a part of the monthly pension into a one-time lump sum paid at retirement; the monthly pension is reduced accordingly. It gives capital for needs such as a house, at the cost of lower regular income.")
Q(6, "Prakash, retired, draws a fixed sum each month from his mutual fund investment by redeeming units. Which facility is he using?",
  "A systematic withdrawal plan",
  ["A systematic investment plan", "A systematic transfer plan", "An income distribution option"],
  "A systematic withdrawal plan (SWP) redeems units regularly to pay a chosen amount, leaving the rest invested. An SIP invests regularly, an STP moves money from one scheme to another, and income distributions depend on the fund's distributable surplus.")
Q(6, "For a retiree who depends on his corpus for income, why is holding most of it in fixed deposits for 25 years risky?",
  "Inflation erodes the purchasing power of the income",
  ["Banks may refuse large deposits from senior citizens", "Deposit interest cannot be paid out monthly", "Fixed deposits carry higher risk than equity"],
  "Deposit interest that barely beats inflation, and is taxed, leaves a falling real income over a long retirement. Some growth assets help the corpus keep pace with rising expenses; safety of capital is not the same as safety of purchasing power.")
Q(6, "A retiree needs Rs 40,000 a month and receives a pension of Rs 15,000 a month. What monthly income must his investments provide?",
  "Rs 25,000",
  ["Rs 40,000", "Rs 55,000", "Rs 15,000"],
  "Only the gap between needs and assured income must come from the corpus: 40,000 - 15,000 = Rs 25,000 a month. Counting the whole need overstates the corpus required, and adding the pension to it doubles it up.",
  calc="income_gap")

# ---------------------------------------------------------------- Chapter 7: Concepts in Taxation (4)
Q(7, "Under the Income-tax Act, 2025, which replaced the 1961 Act from 1 April 2026, what term is used for the twelve months whose income is taxed?",
  "The tax year",
  ["The assessment year", "The previous year", "The accounting year"],
  "The Income-tax Act, 2025 replaced the pair 'previous year' (when income is earned) and 'assessment year' (when it is assessed) with a single 'tax year', the financial year in which the income is earned.")
Q(7, "What determines whether an individual's global income is taxable in India?",
  "His residential status for the year",
  ["His citizenship at the time of birth", "The currency in which he is paid", "The country where his bank is based"],
  "Residents who are ordinarily resident are taxed on their worldwide income; non-residents only on income received, accruing or arising in India (a 'resident but not ordinarily resident' falls in between). Residential status depends on days of stay in India, not on citizenship or currency.")
Q(7, "Which of these is a direct tax?",
  "Income tax paid by a salaried employee",
  ["GST paid on a restaurant meal bill", "Customs duty on imported goods", "Excise duty on petrol and diesel"],
  "A direct tax is paid by the person on whom it falls, such as income tax. GST, customs and excise duties are indirect taxes, collected by a seller or importer and passed on in the price of goods and services.")
Q(7, "Under which head of income is the rent a person receives from letting out his flat taxed?",
  "Income from house property",
  ["Income from other sources", "Profits of business or profession", "Capital gains"],
  "Rent from a building or land appurtenant to it that the owner lets out is taxed as income from house property, with a standard deduction for repairs and a deduction for interest on a loan for it. It is not a capital gain, which arises on transfer of an asset.")

# ---------------------------------------------------------------- Chapter 8: Capital Gains (5)
Q(8, "Mohan sells unlisted shares of a private company that he held for 20 months. How is his gain classified?",
  "Short-term, as unlisted shares need over 24 months",
  ["Long-term, as all shares need just over 12 months", "Long-term, as unlisted shares need over 18 months", "Short-term, as unlisted shares need over 36 months"],
  "For transfers from 23 July 2024, listed securities are long-term when held for more than 12 months and other assets, including unlisted shares, for more than 24 months. At 20 months, Mohan's gain is short-term.")
Q(8, "Which of these is NOT treated as a transfer giving rise to capital gains?",
  "A gift of shares by a father to his son",
  ["A sale of shares on a stock exchange", "A redemption of mutual fund units", "An exchange of land for another plot"],
  "A gift, or a transfer under a will or by inheritance, is not regarded as a transfer for capital gains, so the donor pays no capital gains tax; the son takes over the father's cost and holding period. A sale, a redemption and an exchange are transfers.")
Q(8, "Deepa bought 1,000 shares at Rs 220 each, paying brokerage of Rs 500, and sold them at Rs 310 each, paying brokerage of Rs 600. What is her capital gain before any exemption?",
  "Rs 88,900",
  ["Rs 90,000", "Rs 89,500", "Rs 91,100"],
  "Capital gain = full value of consideration - cost of acquisition - expenses of transfer. Sale 3,10,000 - 600 = 3,09,400; cost 2,20,000 + 500 = 2,20,500; gain = 3,09,400 - 2,20,500 = Rs 88,900. Rs 90,000 ignores both brokerages.",
  calc="cg_deepa")
Q(8, "For transfers after 23 July 2024, what changed for long-term capital gains on assets such as land and buildings held by resident individuals?",
  "Indexation was generally withdrawn",
  ["The holding period became 60 months", "Such gains became exempt for residents", "Indexation became compulsory for them"],
  "The Finance (No. 2) Act, 2024 removed the indexation benefit for long-term gains on transfers from 23 July 2024 (with a grandfathering option for land or buildings bought before that date by resident individuals and HUFs). Gains were not exempted and the holding period was not raised to 60 months.")
Q(8, "Ravi receives his late father's shares by inheritance and later sells them. What is taken as his cost of acquisition?",
  "The cost to his father, the previous owner",
  ["Zero, as he paid nothing for the shares", "The market value on the date of the death", "The price on the date of the share transfer"],
  "When an asset passes by inheritance, will or gift, the cost to the previous owner is the cost of the new owner, and the previous owner's holding period is added to the heir's. Inheritance itself is not a transfer that triggers capital gains.")

# ---------------------------------------------------------------- Chapter 9: Income from Other Sources (3)
Q(9, "Which gift received by Anil is exempt whatever its value?",
  "Cash from his friends on the occasion of his marriage",
  ["Cash from a colleague at his fortieth birthday celebration", "Shares from a business client after a large contract", "Jewellery from a neighbour at a festival celebration"],
  "Gifts received on the occasion of one's marriage are exempt whoever gives them, as are gifts from relatives and by will or inheritance. Gifts from others, including friends and clients, are taxable once their total in the year crosses the threshold.")
Q(9, "How are winnings from a lottery or a television game show taxed for an individual?",
  "At a flat special rate, with no basic exemption",
  ["At slab rates, after the basic exemption limit", "Not at all, as winnings are a windfall gift", "As capital gains on the ticket purchased"],
  "Winnings from lotteries, crossword puzzles, card games and game shows are taxed at a special flat rate under income from other sources; the basic exemption limit and deductions cannot be set against them, and tax is deducted at source by the payer.")
Q(9, "Interest earned on a savings bank account is generally taxed under which head?",
  "Income from other sources",
  ["Income from capital gains", "Income from house property", "Income from business or profession"],
  "Interest that is not part of a business, such as savings bank, deposit and bond interest for an individual investor, is taxed under income from other sources. Deductions for savings interest depend on the regime chosen and the Act's conditions.")

# ---------------------------------------------------------------- Chapter 10: Taxation of Debt Products (4)
Q(10, "How is the interest a resident individual receives on a listed non-convertible debenture taxed?",
  "As income at his applicable slab rate",
  ["As a long-term gain at a flat rate", "As exempt income up to the coupon", "As a capital gain only on maturity"],
  "Coupon interest on debentures and bonds is interest income, taxed under income from other sources at the holder's slab rate in the year it is received or accrues. Only a sale or redemption of the debenture itself gives a capital gain or loss.")
Q(10, "A debt fund's NAV rises over the year as the interest on its bonds accrues. When an investor redeems his units, how is that growth in NAV taxed in his hands?",
  "As part of the gain on redeeming units",
  ["As interest income of each year held", "As dividend income declared by the AMC", "As exempt income already taxed in fund"],
  "A mutual fund is a pass-through vehicle whose income is not taxed in the fund; the investor is taxed only when he receives something. Interest earned by the fund raises the NAV, and the investor's result on redemption is a capital gain (or loss) on the units, not interest income.")
Q(10, "Rekha reports her interest income on the accrual basis. Why does the interest on her cumulative fixed deposit create a tax liability each year even though it is paid only on maturity?",
  "Interest is taxed as it accrues each year",
  ["Banks pay the interest out every year", "The principal itself is taxed each year", "The maturity proceeds are fully exempt later"],
  "On the accrual basis, interest on a cumulative deposit is income of each year in which it accrues, even though it is reinvested and paid only on maturity; banks also deduct tax at source on the interest credited each year above the threshold. (An individual who regularly follows the cash basis for such interest may instead offer it when received.)")
Q(10, "A bond fund's portfolio has a modified duration of 6. If market yields fall by 0.5 percentage point, approximately how does its NAV change?",
  "A rise of about 3%",
  ["A fall of about 3%", "A rise of about 6%", "A rise of about 0.5%"],
  "Modified duration estimates the percentage price change for a 1 percentage point change in yield, in the opposite direction: -6 x (-0.5%) = about +3%. Bond prices rise when yields fall.",
  calc="duration")
# ---------------------------------------------------------------- Chapter 11: Taxation of Equity Products (4)
Q(11, "For how long is each investment in an equity-linked savings scheme (ELSS) locked in?",
  "Three years from its date of allotment",
  ["Five years from its date of allotment", "One year from the first SIP instalment", "Three years from the first SIP instalment"],
  "ELSS units are locked in for three years from allotment; with an SIP, each instalment's units have their own three-year lock-in, so the last instalment is free only three years after it was invested.")
Q(11, "Which tax is charged on the purchase and sale of listed equity shares on a recognised stock exchange, irrespective of profit or loss?",
  "Securities transaction tax",
  ["Commodity transaction tax", "Dividend distribution tax", "Equalisation levy on trade"],
  "Securities transaction tax (STT) is levied on the value of transactions in listed equity, equity-oriented fund units and derivatives on recognised exchanges, whether the trade makes a profit or not. The concessional rates on equity gains depend on STT having been paid.")
Q(11, "How is the profit from intraday trading in shares, where positions are squared off the same day without delivery, treated?",
  "As speculative business income",
  ["As a long-term capital gain", "As a short-term capital gain", "As income from house property"],
  "A transaction in shares settled otherwise than by actual delivery is a speculative transaction, so intraday profits are speculative business income. Speculative losses can be set off only against speculative gains.")
Q(11, "Asha was allotted bonus shares in 2023 on shares she already held. What is the cost of acquisition of the bonus shares when she sells them?",
  "Nil, as she paid nothing for them",
  ["The cost of her original shares", "The market price on allotment", "The face value of each share"],
  "Bonus shares allotted after the grandfathering date have a cost of acquisition of nil, so the whole sale price is the gain; their holding period runs from the date of allotment. The original shares keep their own cost.")

# ---------------------------------------------------------------- Chapter 12: Taxation of Other Products (3)
Q(12, "Meena sells listed units of a real estate investment trust (REIT) that she held for 15 months. How is her gain classified?",
  "Long-term, since 15 months exceeds a year",
  ["Short-term, since 15 months is under 3 years", "House property income of the trust itself", "Other-sources income, not a capital gain"],
  "Listed units of business trusts (REITs and InvITs) are long-term capital assets when held for more than 12 months, the same period as other listed securities. The sale of units is a capital gain; rent earned inside the trust does not make the investor's gain house property income.")
Q(12, "How are gains on units of a gold ETF generally treated?",
  "As capital gains on the units sold",
  ["As tax-free income of the investor", "As interest income of each year", "As dividend income from gold"],
  "A gold ETF's units are capital assets: selling them produces capital gains, short- or long-term according to the holding period the Act sets for such units. Gold ETFs pay no interest and rarely distribute income.")
Q(12, "An investor holds units of an infrastructure investment trust (InvIT) that distributes interest received from its project companies. How is that interest component treated in the investor's hands?",
  "It is taxable as the investor's income",
  ["It is exempt as the trust paid the tax", "It is treated as a return of his capital", "It is taxed only when the units are sold"],
  "Business trusts pass through certain income: interest the trust receives from its special purpose vehicles and distributes is taxable in the unit holder's hands. Some other components, such as repayment of debt, are treated differently.")

# ---------------------------------------------------------------- Chapter 13: Tax Provisions for Special Cases (3)
Q(13, "Aarav, 14, earns fees as a child actor in films. In whose hands is this income taxed?",
  "Aarav's own, as it comes from his own skill",
  ["His father's, as the parent earning more", "His mother's, as the parent earning less", "Nobody's, as a minor's income is exempt"],
  "A minor's income is normally clubbed with the income of the parent earning more, but not income from manual work or from the minor's own skill, talent or specialised knowledge, which is taxed as his own.")
Q(13, "Mahesh gifts Rs 20 lakh to his son's wife without any consideration, and she invests it in bonds. In whose hands is the bond interest taxed?",
  "Mahesh's, under the clubbing provisions",
  ["His daughter-in-law's, as the bond owner", "His son's, as her husband and a relative", "Nobody's, as gifts to relatives are exempt"],
  "Income from assets transferred without adequate consideration to one's son's wife is clubbed with the transferor's income, as for a spouse. The gift itself is exempt in her hands, but the income it produces is taxed as Mahesh's.")
Q(13, "What does a non-resident Indian typically use to keep his foreign earnings in India, fully repatriable, in a deposit account?",
  "A non-resident external (NRE) account",
  ["A non-resident ordinary (NRO) account", "A resident savings account in rupees", "A basic savings account with no frills"],
  "NRE accounts hold foreign earnings remitted to India in rupees, and principal and interest are freely repatriable. NRO accounts hold income earned in India and have limits on repatriation.")

# ---------------------------------------------------------------- Chapter 14: Basics of Estate Planning (5)
Q(14, "What is the main aim of estate planning for an individual?",
  "Passing assets to chosen heirs smoothly",
  ["Avoiding all taxes during one's lifetime", "Maximising returns on the estate's assets", "Keeping the assets away from legal heirs"],
  "Estate planning arranges how one's assets will be managed if one is incapacitated and passed on after death, to the people one chooses, with the least delay, cost and dispute. It is not mainly about tax or returns.")
Q(14, "For what is a succession certificate, granted by a civil court, mainly used?",
  "Letting heirs collect a deceased's debts and securities",
  ["Transferring ownership of a plot of land to a buyer", "Proving the age of a nominee to a bank or insurer", "Registering a will with the sub-registrar's office"],
  "A succession certificate under the Indian Succession Act lets the person holding it collect debts owed to the deceased and his securities (deposits, shares, bonds) where there is no will and no nomination settling the matter. It protects the payer who pays against it.")
Q(14, "What is probate?",
  "A court's certification of a will, granted to its executor",
  ["A registrar's record of a will made during the maker's life", "A bank's release of deposits to the named nominee", "A notary's stamp that the will is on stamp paper"],
  "Probate is a copy of a will certified under the seal of a competent court, with the grant of administration of the estate to the executor named in it. It establishes the will's validity; in some cases and places it is required by law before the executor can act.")
Q(14, "What does a person's 'estate' include for estate planning?",
  "All the assets and liabilities he leaves",
  ["The property he bought in the last ten years", "The assets that he holds jointly with others", "The bank deposits and shares in his own name"],
  "An estate is everything a person owns at death, movable and immovable, financial and physical, less what he owes. Estate planning starts with a full list of both.")
Q(14, "Why is dying intestate often a problem for a family even when the law lays down who inherits?",
  "Heirs may wait for legal heirship proofs",
  ["The government takes the whole estate", "The assets cannot be sold for at least ten years", "The eldest son must pay a special tax"],
  "Without a will, heirs need proof of their right (a succession certificate or legal heir certificate, or consent of all heirs), which takes time and can cause disputes, and the law's shares may not match what the deceased wanted.")

# ---------------------------------------------------------------- Chapter 15: Tools for Estate Planning (7)
Q(15, "Peter, a Christian, made a will in 2020 and married in 2024. What is the effect of the marriage on that will under the Indian Succession Act?",
  "It revokes the will made before the marriage",
  ["It leaves the will valid exactly as it was made", "It makes his wife the executor of that will", "It gives his wife half the estate under it"],
  "Under the Indian Succession Act, a will is revoked by the marriage of its maker, except for Hindus, Buddhists, Sikhs and Jains. Peter should make a fresh will after his marriage.")
Q(15, "Is registration of a will compulsory in India?",
  "No, registration is optional",
  ["Yes, within 30 days of signing", "Yes, but only for movable assets", "No, unless it is handwritten"],
  "Registering a will is optional; an unregistered will that is properly signed and attested is valid. Registration helps prove that the will is genuine and keeps it safe.")
Q(15, "In his will, Arvind names his sister to look after his minor children if both he and his wife die. What is she called?",
  "A testamentary guardian",
  ["A beneficial nominee", "A succession trustee", "An executor of the will"],
  "A guardian appointed by will for one's minor children is a testamentary guardian. Naming one avoids a court having to choose a guardian and lets parents pick someone they trust.")
Q(15, "Who, in a private trust, is the person who creates the trust and transfers assets to it?",
  "The settlor",
  ["The trustee", "The beneficiary", "The protector"],
  "The settlor (author of the trust) creates it and transfers the assets. The trustee holds and manages them for the beneficiaries, and a protector, where appointed, oversees the trustee.")
Q(15, "What is the key feature of an irrevocable private trust compared with a revocable one?",
  "The settlor cannot take the assets back",
  ["The trustee can spend the assets freely", "The beneficiaries can end it at any time", "The court must supervise it each year"],
  "Once an irrevocable trust is formed, the settlor cannot cancel it or take back the assets, so they are separate from his estate and, usually, from his creditors. A revocable trust can be cancelled, and its income is treated as the settlor's for tax.")
Q(15, "What happens to a power of attorney when the person who granted it dies?",
  "It ends with the death of the grantor",
  ["It passes to the nominee of the grantor", "It becomes the grantor's last will", "It continues until a court cancels it"],
  "A power of attorney authorises an agent to act for the grantor during his lifetime; it ends on his death (or if he revokes it). After death, the will and succession law govern the assets, not the power of attorney.")
Q(15, "Sundar died without a will, and his heirs need a court's authority to administer his estate. What does the court grant to the heir who applies?",
  "Letters of administration",
  ["A grant of probate of the will", "A registered codicil", "A general power of attorney"],
  "When there is no will (or a will without an executor), the court grants letters of administration to an applicant, usually an heir, who then administers the estate as the law directs. Probate is granted only on a will, to its executor.")
# ---------------------------------------------------------------- Chapter 16: Basics of Behavioural Finance (4)
Q(16, "What are heuristics in investor decision-making?",
  "Mental shortcuts that simplify decisions",
  ["Formal models of expected utility theory", "Rules that SEBI sets for fund selection", "Statistical tests of a portfolio's return"],
  "Heuristics are rules of thumb that let people decide quickly with limited information and effort. They often work but also produce systematic errors, such as anchoring, availability and representativeness, which behavioural finance studies.")
Q(16, "Which assumption of traditional finance does behavioural finance challenge most directly?",
  "That investors always act rationally",
  ["That markets need stock exchanges", "That money has a time value", "That risk and return are linked"],
  "Traditional finance assumes rational investors who process all information and maximise expected utility. Behavioural finance shows systematic departures from that, caused by heuristics, biases and emotions.")
Q(16, "An investor thinks a company with a famous brand must be a good investment, ignoring its high price. What is this an example of?",
  "The representativeness heuristic",
  ["The availability of cheap credit", "The principle of diversification", "The efficient market hypothesis"],
  "Representativeness judges something by how much it resembles a familiar category: 'a good company is a good stock'. A great business can still be a poor investment if its price already reflects more than its prospects.")
Q(16, "What is 'bounded rationality' in decision-making?",
  "Making good-enough choices with limited information",
  ["Following the advice of a registered investment adviser", "Limiting each investment to a fixed rupee amount", "Refusing to invest in anything not fully known"],
  "Herbert Simon's bounded rationality says people have limited information, time and processing power, so they 'satisfice', picking a choice that is good enough rather than the optimum.")

# ---------------------------------------------------------------- Chapter 17: Behavioural Finance in Practice (5)
Q(17, "Sunil believes a stock will rise and reads only the reports that agree with him, dismissing the others. Which bias is this?",
  "Confirmation bias",
  ["Recency bias", "Framing effect", "Disposition effect"],
  "Confirmation bias is seeking and giving weight to information that supports what one already believes and discounting what contradicts it. Advisers can counter it by asking clients to state the case against their view.")
Q(17, "Reena keeps a fund that has lagged its peers for years, because she fears feeling foolish if it recovers after she sells. Which bias is at work?",
  "Regret aversion",
  ["Herd behaviour", "Hindsight bias", "Availability bias"],
  "Regret aversion is avoiding a decision for fear of the regret one would feel if it turned out wrong; inaction feels safer even when the evidence favours acting. A rule-based review of funds against peers helps.")
Q(17, "After a strong year for small-cap funds, many investors rush into them, citing friends' gains. Which bias best describes this?",
  "Herd behaviour",
  ["Status quo bias", "Framing effect", "Regret aversion"],
  "Herding is following what others do rather than one's own analysis, often after a run-up in prices. It tends to lead investors to buy high and sell low. Advisers can counter it with an agreed asset allocation.")
Q(17, "Clients prefer a fund described as having 'a 90% chance of no loss' to the same fund described as having 'a 10% chance of a loss'. Which effect is this?",
  "The framing effect",
  ["The halo effect", "The disposition effect", "The endowment effect"],
  "Framing means that the way the same facts are presented, as a gain or as a loss, changes the choice people make. Advisers should present risks in a balanced way, with both framings, so that a client's decision rests on the facts.")
Q(17, "An employer enrols staff in a retirement savings plan automatically, with the option to opt out. Participation rises sharply. Which tendency does this use?",
  "Status quo bias, through a default",
  ["Overconfidence of the employees", "Anchoring on a market index", "Confirmation bias of investors"],
  "People tend to stay with the default option. Making saving the default (an opt-out design) uses status quo bias and inertia to help people do what they intend; it is a classic 'nudge'.")

# ---------------------------------------------------------------- Chapter 18: Risk Profiling for Investors (5)
Q(18, "What is the difference between a client's risk capacity and risk tolerance?",
  "Capacity is financial ability; tolerance is comfort",
  ["Capacity is comfort; tolerance is financial ability", "Both measure how much the client wants to earn", "Capacity applies to debt, tolerance to equity"],
  "Risk capacity is how much loss the client can afford, given income, wealth, horizon and obligations; risk tolerance is how much volatility he is willing to accept psychologically. A sound profile considers both, and the lower usually governs.")
Q(18, "Why does a longer investment horizon generally raise a client's capacity to take equity risk?",
  "There is more time to recover from market falls",
  ["Equity returns are guaranteed over long periods", "Long-term investments are exempt from all taxes", "Regulators cap equity losses on long holdings"],
  "Over longer periods, equity's ups and downs tend to average out and there is time to recover from a fall before the money is needed, so a long horizon raises capacity. Nothing guarantees returns, however long the horizon.")
Q(18, "When should an adviser revisit a client's risk profile?",
  "When the client's circumstances change materially",
  ["After every quarter's movement in the market index", "When a fund he holds changes its fund manager", "At the end of the lock-in of each investment"],
  "A risk profile reflects the client's finances, goals, horizon and attitude, so a material change (a new job or loss of one, marriage, a child, an inheritance, nearing retirement) calls for a fresh assessment, in addition to a periodic review. Market moves alone do not change the profile.")
Q(18, "What does a client's 'required risk' mean in risk profiling?",
  "The risk needed to reach his goals",
  ["The risk a regulator sets for him", "The risk of his employer's shares", "The least risk any fund can take"],
  "Required risk is the level of risk (and so expected return) the portfolio must take to meet the client's goals with his savings. If it exceeds his capacity or tolerance, the goals, savings or timelines must be revisited.")
Q(18, "A portfolio has 60% in equity expected to return 12% and 40% in debt expected to return 7%. What is the portfolio's expected return?",
  "10.0% a year",
  ["9.0% a year", "19.0% a year", "8.0% a year"],
  "A portfolio's expected return is the weighted average of its parts: 0.6 x 12 + 0.4 x 7 = 7.2 + 2.8 = 10.0%. Using the weights the other way round gives 9.0%; adding the returns gives 19%.",
  calc="port_return")

# ---------------------------------------------------------------- Chapter 19: Comparison of Products across Categories (5)
Q(19, "A bond pays interest of 8% a year and the investor's marginal tax rate is 20% (ignore cess). What is the post-tax return?",
  "6.40% a year",
  ["8.00% a year", "1.60% a year", "6.67% a year"],
  "Post-tax return = pre-tax return x (1 - tax rate) = 8 x 0.8 = 6.40%. 1.60% is the tax itself, and 8.00% ignores it.",
  calc="post_tax")
Q(19, "Which feature most clearly separates an open-ended debt fund from a fixed deposit when an investor needs money early?",
  "Redemption at the day's NAV, usually with little or no penalty",
  ["A guaranteed rate of return for the full term of the investment", "A fixed maturity date set when the investment is first made", "A deposit insurance cover on the whole amount invested in it"],
  "An open-ended debt fund redeems units at the current NAV (subject to any exit load), so its value moves with bond prices. A fixed deposit fixes its rate for the term but may charge a penalty for premature withdrawal; deposit insurance applies to bank deposits within a limit, not to funds.")
Q(19, "Two investments have the same expected return. One has a standard deviation of 18% and the other 9%. Which statement is right?",
  "The second gives the same return with less risk",
  ["The first is better since risk earns more", "Both carry the same risk as returns match", "The second must have a lower expected return too"],
  "Standard deviation measures the variability of returns. With equal expected return, the investment with lower variability offers a better risk-adjusted return, so a rational investor prefers it.")
Q(19, "Which product suits money set aside for an emergency that may arise at any time?",
  "A liquid fund or a sweep-in savings deposit",
  ["A five-year tax-saving fixed deposit", "A small-cap equity fund with high growth", "A long-duration government bond fund"],
  "An emergency fund needs safety and quick access. Liquid funds and sweep-in deposits offer both; a five-year tax-saving deposit is locked in, and small-cap or long-duration funds can be down sharply just when the money is needed.")
Q(19, "Lakshmi invests Rs 1,00,000, which grows to Rs 1,61,051 in 5 years. What is her compound annual growth rate?",
  "10% a year",
  ["12.2% a year", "9% a year", "11% a year"],
  "CAGR = (ending / beginning)^(1/n) - 1 = 1.61051^(1/5) - 1 = 10%. Dividing the 61.05% total gain by 5 gives 12.2%, a simple average that ignores compounding.",
  calc="cagr")

# ================================================================ Cases (6 x 5 questions, 2 marks each)
CASE("Case 1: Retirement plan for Harish and Sunita Deshpande",
     "Harish Deshpande, 45, is a bank officer in Nagpur; his wife Sunita, 43, teaches at a private school. "
     "They plan for Harish to retire at 60. The household spends Rs 7.2 lakh a year today, and they expect to need "
     "Rs 6 lakh a year in today's money after retirement. Their adviser assumes inflation of 6% a year before and "
     "after retirement, and a return of 9% a year before retirement. Harish has Rs 18 lakh in his EPF account and "
     "Rs 6 lakh in equity mutual funds; Sunita has a PPF account opened eleven years ago. The couple want the corpus "
     "to last until Harish is 85, and Harish says he would rather keep all the retirement money in bank deposits "
     "\"so that nothing is ever lost\". They also hold a family floater health policy through Harish's employer.")
CQ(4, "What annual expense, in money of the year Harish retires, should the plan provide for in his first year of retirement?",
   "About Rs 14.4 lakh",
   ["About Rs 17.3 lakh", "About Rs 11.4 lakh", "About Rs 9.5 lakh"],
   "Today's need of Rs 6 lakh grows for 15 years at 6%: 6 x 1.06^15 = 6 x 2.397 = Rs 14.38 lakh. Rs 17.3 lakh inflates today's full Rs 7.2 lakh spending, and Rs 11.4 lakh adds simple interest (6 x 1.9).",
   calc="menon_first_year")
CQ(4, "If the corpus is expected to earn 6% a year after retirement, the same as inflation, and withdrawals are made at the start of each year, what corpus does Harish need at 60?",
   "About Rs 3.59 crore",
   ["About Rs 1.50 crore", "About Rs 1.95 crore", "About Rs 4.31 crore"],
   "When the corpus earns exactly the inflation rate, the real return is zero, so the corpus is simply the number of years times the first year's withdrawal: 25 x 14.379 = Rs 359.48 lakh, about Rs 3.59 crore. Rs 1.50 crore uses today's Rs 6 lakh; Rs 1.95 crore discounts level withdrawals at 6% and ignores their growth; Rs 4.31 crore starts from today's full Rs 7.2 lakh spending.",
   calc="menon_corpus")
CQ(4, "What will the couple's current equity funds of Rs 6 lakh be worth when Harish is 60, if they earn the assumed 9% a year?",
   "About Rs 21.9 lakh",
   ["About Rs 14.1 lakh", "About Rs 18.4 lakh", "About Rs 24.7 lakh"],
   "Future value = 6 x 1.09^15 = 6 x 3.642 = Rs 21.85 lakh. Rs 14.1 lakh uses simple interest (6 + 6 x 0.09 x 15), and Rs 18.4 lakh compounds for only 13 years.",
   calc="menon_fv")
CQ(6, "How should the adviser respond to Harish's wish to keep all the retirement money in bank deposits?",
   "Explain that inflation risk can erode a deposit-only corpus",
   ["Agree, since deposits remove every risk from retirement", "Move the whole corpus into small-cap equity mutual funds instead", "Advise him to buy an annuity today with all his savings"],
   "Keeping everything in deposits removes market risk but leaves inflation and reinvestment risk over a 25-year retirement, when expenses keep rising. The adviser should explain this and suggest a mix suited to his profile, not swing to the opposite extreme.")
CQ(6, "What should the Deshpandes do about health cover, given that their only policy comes through Harish's employer?",
   "Buy a personal policy now, well before retirement",
   ["Rely on the employer's policy until Harish is 85", "Wait until retirement and then buy a new policy", "Drop health cover and keep a larger savings buffer"],
   "Group cover usually ends with employment, and a policy bought at 60 costs more and starts new waiting periods for existing illnesses. Buying a personal policy now, while they are healthy, gives continuous cover into retirement.")

CASE("Case 2: Protection plan for Imran Qureshi",
     "Imran Qureshi, 34, is a marketing manager in Lucknow earning Rs 18 lakh a year; after tax and his own personal "
     "expenses, Rs 12 lakh a year goes to his family. His wife Nazia, 32, is a homemaker, and they have two daughters, "
     "aged 6 and 3. Imran plans to work until 60. He has a home loan outstanding of Rs 35 lakh, Rs 10 lakh of financial "
     "assets, and an endowment policy with a sum assured of Rs 10 lakh for which he pays Rs 60,000 a year. His employer "
     "gives him group health cover of Rs 3 lakh for the family. His adviser uses a discount rate of 8% a year for human "
     "life value. For the needs-based method, the adviser estimates that a fund of Rs 90 lakh would meet the family's "
     "living expenses until the younger daughter is 25, and wants the home loan and two education goals of Rs 15 lakh "
     "each covered as well.")
CQ(2, "What is Imran's human life value, on the family's Rs 12 lakh a year until 60, discounted at 8% a year?",
   "About Rs 1.30 crore",
   ["About Rs 3.12 crore", "About Rs 1.14 crore", "About Rs 1.56 crore"],
   "Imran has 26 working years left. HLV = 12 x [1 - 1.08^-26] / 0.08 = 12 x 10.810 = Rs 129.7 lakh, about Rs 1.30 crore. Rs 3.12 crore adds up the income without discounting (12 x 26).",
   calc="imran_hlv")
CQ(2, "Using the adviser's needs-based method, how much additional life cover does Imran need?",
   "Rs 1.35 crore",
   ["Rs 1.55 crore", "Rs 1.45 crore", "Rs 1.05 crore"],
   "Needs: 90 (living expenses) + 35 (home loan) + 2 x 15 (education) = Rs 155 lakh. Less what the family would already have: financial assets of Rs 10 lakh and the endowment's sum assured of Rs 10 lakh, leaving Rs 135 lakh. Rs 1.55 crore deducts nothing, and Rs 1.05 crore leaves out the education goals.",
   calc="imran_need")
CQ(2, "Imran names Nazia as the nominee of his new policy. Under the Insurance Act as amended in 2015, what is her position on his death?",
   "She is a beneficial nominee entitled to the money",
   ["She collects the money for his legal heirs as trustee", "She must first obtain probate of Imran's will", "She receives the money after their daughters do"],
   "Since the 2015 amendment, a nominee who is the policyholder's parent, spouse or child (or a combination) is a beneficial nominee, entitled to the claim in her own right; other nominees collect it for the legal heirs. Naming Nazia gets the money to the family quickly and directly.")
CQ(3, "What is the main weakness of the family's health insurance arrangement?",
   "It depends wholly on a small group policy",
   ["It covers too many members of the family", "It has a sum insured larger than needed", "It is owned by Nazia instead of Imran"],
   "Rs 3 lakh can be used up by a single hospitalisation of a family of four, and group cover ends if Imran changes or loses his job. A personal family floater (and perhaps a super top-up) would fill the gap.")
CQ(1, "Imran asks why the adviser needs to know his daughters' ages and his home loan before recommending cover. What principle of advice is the adviser following?",
   "Cover is sized to the family's needs and obligations",
   ["Cover is set at ten times the annual premium he pays", "Cover depends only on the insurer's maximum limit", "Cover is chosen by the lowest premium on offer"],
   "Life cover should replace what the family would lose and pay the obligations that would remain: debts, goals and living costs, for as long as dependants need support. The daughters' ages set the horizon and the loan is a liability to clear.")

CASE("Case 3: Capital gains of Poonam Bhatia",
     "Poonam Bhatia, 50, a resident individual in Chandigarh, runs a consultancy. During the tax year she: "
     "(1) sold listed equity shares bought 20 months earlier for Rs 4,00,000, receiving Rs 6,50,000; "
     "(2) sold listed shares of another company bought 5 months earlier for Rs 3,00,000, receiving Rs 2,40,000; "
     "(3) redeemed units of a debt mutual fund bought in June 2023 for Rs 5,00,000, receiving Rs 5,90,000; "
     "(4) received a gift of Rs 1,80,000 from her brother; and "
     "(5) received dividends of Rs 45,000 from listed companies. "
     "All the shares were listed and sold on a stock exchange. She has no losses brought forward from earlier years. "
     "Ignore brokerage, cess and surcharge.")
CQ(8, "What is the long-term capital gain on sale (1), before any exemption?",
   "Rs 2,50,000",
   ["Rs 6,50,000", "Rs 1,90,000", "Rs 3,40,000"],
   "Shares held 20 months are long-term (more than 12 months for listed equity). Gain = 6,50,000 - 4,00,000 = Rs 2,50,000. Rs 1,90,000 nets the short-term loss against it, which is a separate step.",
   calc="poonam_ltcg")
CQ(8, "How is the result of sale (2) treated?",
   "A short-term loss of Rs 60,000 she can set off",
   ["A short-term gain of Rs 60,000 that is taxed", "A long-term loss of Rs 60,000 carried forward", "A business loss of Rs 60,000 against her fees"],
   "Shares held 5 months give a short-term result; she received Rs 60,000 less than she paid (3,00,000 - 2,40,000). A short-term capital loss can be set off against short-term or long-term capital gains of the year.",
   calc="poonam_stcl")
CQ(10, "How is the Rs 90,000 gain on the debt fund (3) taxed?",
   "As a short-term gain at her slab rate",
   ["As a long-term gain with indexation", "As a long-term gain with no tax at all", "As a dividend taxed by the fund house"],
   "Units of a debt fund bought on or after 1 April 2023 are 'specified' fund units: their gains are short-term capital gains whatever the holding period, taxed at the investor's slab rate.")
CQ(9, "How is the gift of Rs 1,80,000 from her brother treated?",
   "Exempt, as a brother is a relative",
   ["Taxable in full as her other income", "Taxable above the first Rs 50,000", "Taxable in her brother's hands only"],
   "Gifts from relatives, which include a brother or sister, are exempt whatever the amount. The Rs 50,000 limit applies only to gifts from people who are not relatives.")
CQ(8, "If some of Poonam's capital losses could not be set off this year, for how long could she carry them forward?",
   "Up to eight following tax years",
   ["Up to four following tax years", "Up to two following tax years", "Not at all; they lapse this year"],
   "Capital losses not set off in the year can be carried forward for eight years and set off only against capital gains (a long-term loss only against long-term gains), provided the return for the year of loss is filed on time. The dividends of Rs 45,000 are other-sources income and are not capital gains.")

CASE("Case 4: Estate plan of Gopalakrishnan Iyer",
     "Gopalakrishnan Iyer, 68, a retired engineer in Chennai, is a Hindu. His wife Lalitha, 64, is alive; their son "
     "Vivek, 40, lives in Singapore and their daughter Anjali, 37, lives in Chennai. Gopalakrishnan owns two flats: "
     "the one the couple live in, and a second flat let out at Rs 30,000 a month. He wants to give the second flat to "
     "Anjali now, during his lifetime. In 2015 he made a will leaving everything to Lalitha; he now wants a new will "
     "that leaves the family flat to Lalitha and shares his financial assets between the two children. He plans to "
     "spend long spells with Vivek in Singapore and wants someone in Chennai to handle his bank and property matters "
     "while he is away.")
CQ(15, "What does the law require for the gift of the second flat to Anjali to be valid?",
   "A registered gift deed that she accepts in his lifetime",
   ["An oral declaration before family members at home", "A nomination of Anjali in the housing society records", "A clause in his new will, as all gifts take effect at death"],
   "Under the Transfer of Property Act, a gift of immovable property must be made by a registered instrument signed by the donor and attested by at least two witnesses, and accepted by the donee during the donor's lifetime. A nomination or a will does not transfer property now.")
CQ(9, "Is the value of the flat taxable in Anjali's hands when she receives it as a gift?",
   "No, because a daughter is a relative",
   ["Yes, as income from other sources", "Yes, but only above Rs 50,000", "No, as flats are never taxable gifts"],
   "Property received without consideration from a relative, which includes a parent, is exempt. Property from a non-relative would be taxable on its stamp duty value above the threshold. When Anjali later sells the flat, her cost will be her father's cost.")
CQ(13, "After the gift, in whose hands is the rent of Rs 30,000 a month taxed?",
   "Anjali's, as the adult owner of the flat",
   ["Gopalakrishnan's, under the clubbing rules", "Lalitha's, as the wife of the donor", "Vivek's and Anjali's, in equal shares"],
   "Clubbing applies to assets transferred to a spouse, a son's wife or a minor child, not to an adult daughter. Once the gift is complete, Anjali owns the flat and its rent is her income from house property.")
CQ(15, "What happens to his 2015 will when he makes a new valid will that revokes all earlier ones?",
   "The new will governs; the 2015 one no longer counts",
   ["Both wills apply, each to half of the assets", "The 2015 will prevails, being registered first", "Neither applies until a court picks one of them"],
   "A will can be revoked or replaced at any time during the maker's life; the last valid will, usually with a clause revoking earlier wills, is the one that takes effect on death. It does not matter which will was registered.")
CQ(15, "Which document lets a person in Chennai deal with his bank and property matters while he is abroad?",
   "A power of attorney to a trusted person",
   ["A codicil changing his will's bequests", "A gift deed of his flat to his son", "A nomination form for his deposits"],
   "A power of attorney lets a chosen agent act for him during his lifetime, for example to operate accounts or manage property, within the powers it grants. A codicil, a will and nominations act only after death, and a gift deed would give the flat away.")

CASE("Case 5: Behaviour and risk profile of Dev and Ritu Malhotra",
     "Dev Malhotra, 38, and his wife Ritu, 36, are software professionals in Gurugram with a combined take-home income "
     "of Rs 3.5 lakh a month and monthly expenses of Rs 1.5 lakh. They have no loans and a 7-year-old son. Their "
     "portfolio of Rs 60 lakh is 85% in equity funds and shares. Last month Dev moved a quarter of it into a sector fund "
     "because it had returned 60% over the past year, saying \"that is where the growth is now\". "
     "In 2020, when markets fell, Ritu stopped all their SIPs and restarted them only a year later. Dev checks the "
     "portfolio several times a day and says he is sure he can pick the next winning sector. Their adviser's risk "
     "questionnaire scores them as aggressive; Ritu scores conservative on her own answers.")
CQ(17, "Which bias does Dev show in moving money into the sector fund?",
   "Recency bias, extrapolating last year's return",
   ["Anchoring bias, holding to his purchase price", "Status quo bias, keeping his old allocation", "Mental accounting, treating a bonus apart"],
   "Dev assumes that the sector's recent 60% return will continue: recency bias gives too much weight to the latest results. Strong recent returns often mean higher valuations, not higher future returns.")
CQ(17, "What does Ritu's stopping the SIPs in 2020 most likely reflect?",
   "Loss aversion after a sharp market fall",
   ["Overconfidence in her own stock picks", "Mental accounting of the monthly SIPs", "Confirmation bias about the economy"],
   "Stopping SIPs in a fall is driven by the pain of losses. It also meant buying no units when prices were lowest, hurting returns when the market recovered.")
CQ(17, "Dev's belief that he can pick the next winning sector best fits which bias?",
   "Overconfidence in his own skill",
   ["Regret aversion about a loss", "Status quo in his allocation", "Anchoring on past index levels"],
   "Overconfidence is overrating one's own knowledge and forecasting skill. It leads to frequent trading and concentrated bets; checking the portfolio many times a day often goes with it.")
CQ(18, "How should the adviser read the couple's risk profile?",
   "High capacity, but tolerance not as high as the score",
   ["Low capacity, as they have a child to support", "High tolerance, since the questionnaire score is aggressive", "Low capacity, because they have no home loan"],
   "With high surplus income, no loans and long horizons, their capacity is high. But Ritu's conservative answers and her reaction in 2020 show tolerance lower than the joint score suggests. The adviser should reconcile the two rather than rely on the questionnaire alone.")
CQ(18, "What is a suitable first step for the adviser on their 85% equity allocation?",
   "Agree a target mix both can hold through a fall",
   ["Raise equity to 100% as their joint score is aggressive", "Move everything to deposits after 2020", "Let Dev choose sectors every month himself"],
   "A target allocation that both spouses can stay with in a downturn, with rules for rebalancing, addresses their behaviour as well as their finances. Swinging to either extreme, or leaving Dev to time sectors, feeds the biases seen in the case.")

CASE("Case 6: Goals and products for Neha Joshi",
     "Neha Joshi, 31, is a chartered accountant in Pune earning Rs 1,60,000 a month after tax; she spends Rs 70,000 a "
     "month. She has Rs 4 lakh in a savings account and no other investments. She is planning to buy a car costing "
     "Rs 8 lakh in 2 years and to buy a flat in about 8 years; she would take a home loan of Rs 50 lakh for 20 years "
     "and estimates an interest rate of 9% a year. She also wants to start saving for retirement. She is in the "
     "highest tax slab. Her adviser wants her to keep six months of expenses as an emergency fund.")
CQ(20, "How much should Neha hold as her emergency fund?",
   "Rs 4.2 lakh",
   ["Rs 9.6 lakh", "Rs 2.1 lakh", "Rs 5.4 lakh"],
   "Six months of expenses: 6 x 70,000 = Rs 4,20,000. It is based on expenses, not income (6 x 1,60,000 = Rs 9.6 lakh).",
   calc="neha_emergency")
CQ(20, "On the loan Neha plans, what monthly instalment should she budget for?",
   "About Rs 44,986",
   ["About Rs 37,500", "About Rs 41,667", "About Rs 50,713"],
   "EMI = P x r x (1 + r)^n / [(1 + r)^n - 1], with r = 0.09 / 12 = 0.0075 and n = 240: 50,00,000 x 0.0075 x 6.009 / 5.009 = Rs 44,986. Rs 37,500 is the first month's interest alone, Rs 41,667 divides 50 lakh by 120 months, and Rs 50,713 is the EMI over 15 years.",
   calc="neha_emi")
CQ(19, "Which product suits the car fund she needs in 2 years?",
   "A bank deposit maturing in about two years",
   ["A mid-cap equity fund with a high return", "A PPF account with its 15-year lock-in", "A sectoral fund in technology shares"],
   "Money needed in two years should not be exposed to equity's swings; a deposit or a short-term debt or liquid fund keeps it safe and accessible. PPF locks money in for 15 years.")
CQ(19, "For her retirement savings, 29 years away, which allocation fits her situation best?",
   "Mainly diversified equity, reviewed each year",
   ["Mainly savings bank, to keep it liquid", "Mainly gold, to protect the savings against inflation", "Mainly short-term deposits, for safety"],
   "A long horizon allows equity's volatility to average out and its higher expected return to compound; diversification and annual reviews (and later a glide path to debt) manage the risk. Savings, gold or short deposits alone are unlikely to beat inflation well after tax.")
CQ(20, "Other things being equal, which change would lower the EMI on Neha's planned home loan?",
   "A longer tenure for the same loan",
   ["A higher interest rate on the loan", "A larger loan for the same flat", "A shorter tenure for the same loan"],
   "The EMI spreads the loan and its interest over the tenure: a longer tenure lowers each instalment (though total interest paid rises). A higher rate or a larger loan raises the EMI, and a shorter tenure raises it too.")
