# Topic Practice: Investment Adviser (Level 2) (Series X-B), a published practice paper of one-mark stand-alone
# questions on the nine chapters that had fewer than issue 49's 20 live questions after Mocks 2 and 3. Original
# questions; the correct option is listed first and content/build_practice.py places it so the keys are balanced.
# Chapter numbers are the workbook's 20 chapters as in supabase/seed/12_questions_series_xb.sql. Tax questions follow
# the Income-tax Act, 2025 (in force from 1 April 2026), which kept the rules tested here from the 1961 Act; they name
# no section of either Act, and rates are the ones in force since 23 July 2024. Names and figures are fictitious.
PAPER = "Topic Practice: Investment Adviser (Level 2)"
PREFIX = "XB-TP"
SEED = 2100
WRITER = "content-writer-xb-2"
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- 3 Non-Life Insurance Products (1)
Q(3, "In a private car's insurance policy, what does the insured declared value (IDV) stand for?",
  "The most the insurer pays if the car is a total loss",
  ["The premium the owner pays for the first year of cover", "The limit of the cover for injury to third parties",
   "The price the owner paid when he first bought the car"],
  "The IDV is the sum insured of the policy's own-damage cover: broadly the manufacturer's listed selling price less "
  "depreciation for the car's age, and it is what the insurer pays if the car is stolen or damaged beyond repair. It "
  "falls as the car ages, so it is set afresh at each renewal; liability to third parties is a separate cover.")

# ---------------------------------------------------------------- 7 Concepts in Taxation (10)
Q(7, "Which of these is not one of the five heads under which an individual's income is computed?",
  "Income from agriculture",
  ["Capital gains", "Income from house property", "Salaries"],
  "Income is computed under five heads: salaries, income from house property, profits and gains of business or "
  "profession, capital gains, and income from other sources. Agricultural income from land in India is exempt, so it "
  "is not a head of taxable income, though it can be counted to find the rate on other income.")
Q(7, "Meera earns a salary and also gets farm income from land she owns in India. How does the farm income affect her tax?",
  "It is exempt, but it can raise the rate on her salary",
  ["It is taxed in full at her slab rate with her salary", "It is exempt and has no effect on her tax at all",
   "It is taxed at a flat special rate, apart from salary"],
  "Agricultural income in India is exempt, but when an individual's other income exceeds the basic exemption limit "
  "(and the farm income exceeds Rs 5,000) it is added to that income to find the rate of tax, and the tax on it is "
  "then taken off again. The effect is that the salary is taxed at the higher rates the combined income reaches.")
Q(7, "When Arun's taxable income rises into a higher slab, which part of it is taxed at that slab's higher rate?",
  "Only the slice of income inside that slab",
  ["His whole income, from the first rupee up", "Only the income earned in the last quarter",
   "Only the income left after his deductions"],
  "Slab rates apply by slices: each rate applies only to the income that falls within its slab, so moving into a "
  "higher slab taxes only the excess at the higher rate. A rise in income never makes the tax on the lower slices "
  "larger; the rate on the top slice is his marginal rate.")
Q(7, "Each of these individuals has a total income within the rebate's limit. Which of them cannot claim the rebate "
  "that brings the tax on such an income down to nil?",
  "A non-resident Indian who works abroad",
  ["A resident salaried employee under 60", "A resident senior citizen on a pension",
   "A resident taxed under the new regime"],
  "The rebate is allowed only to a resident individual whose total income is within the limit for the regime he is "
  "taxed under. A non-resident gets no rebate and pays tax on income above the basic exemption limit however small "
  "the total is; age and the choice of regime do not take a resident's rebate away.")
Q(7, "By which date must an individual have paid the whole of his advance tax for a tax year?",
  "15 March of that tax year",
  ["31 March of that tax year", "31 July after the tax year", "15 June of the next tax year"],
  "Advance tax is paid during the tax year itself, in instalments: at least 15% by 15 June, 45% by 15 September, 75% "
  "by 15 December and the whole by 15 March. It is due when the tax for the year, after tax deducted at source, is "
  "Rs 10,000 or more; a shortfall attracts interest.")
Q(7, "On what amount is the health and education cess on an individual's income tax calculated?",
  "The income tax plus any surcharge",
  ["The gross total income for the year", "The taxable income after deductions", "The tax deducted at source only"],
  "The cess is a percentage of the tax payable (income tax plus surcharge, if any), not of income, so it is worked "
  "out last. A taxpayer whose tax is nil after the rebate pays no cess.")
Q(7, "Which of these is tax evasion rather than tax planning?",
  "Not reporting rent that a tenant pays in cash",
  ["Choosing the regime that gives the lower tax", "Holding equity a year for the lower rate",
   "Investing in tax-free bonds for their interest"],
  "Evasion is illegal: hiding or misreporting income, such as rent received in cash and left out of the return. "
  "Planning uses choices the law itself offers: the regime with the lower tax, the holding period that makes a gain "
  "long-term, exempt income. An adviser may help with planning but must never assist evasion.")
Q(7, "How does the tax deducted at source from a person's income relate to his tax for the year?",
  "It is credited against the tax he finally owes",
  ["It is an extra tax on top of the tax he owes", "It is refunded to him only when he turns 60",
   "It settles his tax, so no return is ever needed"],
  "Tax deducted at source collects tax as income is paid; in the return it is credited against the liability "
  "computed for the year. If more was deducted than is due, the excess is refunded; if less, he pays the balance "
  "himself before filing.")
Q(7, "After tax deducted at source and advance tax are credited, Priya's return shows Rs 8,000 of tax still due. What is the balance she pays called?",
  "Self-assessment tax, paid before filing",
  ["Advance tax, paid in the next tax year", "Surcharge, paid only by high earners", "Withholding tax, paid by her employer"],
  "Tax still due when the return is prepared, after crediting tax deducted at source and advance tax, is "
  "self-assessment tax; it is paid, with any interest due, before the return is filed. Advance tax is paid during "
  "the tax year, and surcharge is an extra tax on high incomes.")
Q(7, "Ramesh, a retired bank officer, receives a monthly pension from his former employer. Under which head is it taxed?",
  "Salaries, like his pay before retiring",
  ["Other sources, like his bank interest", "Capital gains, as a return on savings", "Business income, as a regular receipt"],
  "A pension paid by a former employer is deferred pay, so it is taxed under the head 'Salaries' (and the standard "
  "deduction applies). A family pension received by a family member after an employee's death is different: it is "
  "taxed as income from other sources.")

# ---------------------------------------------------------------- 9 Income from Other Sources (9)
Q(9, "Sanjay receives interest from the Income Tax Department along with his refund. How is that interest treated?",
  "It is taxable as income from other sources",
  ["It is exempt, as it is paid by the government", "It reduces the tax he must pay next year",
   "It is taxed as a capital gain on the refund"],
  "The refund itself is his own tax coming back and is not income, but the interest paid on it is: it is taxed at his "
  "slab rate as income from other sources in the year he receives it.")
Q(9, "Kamal, a salaried engineer, lets out a generator he owns to a neighbouring shop for a monthly rent; letting out assets is not his business. How is the rent taxed?",
  "Other sources: a generator is no building",
  ["As house property, as it is a rent received", "As a capital gain, as the generator is an asset",
   "As salary, as it adds to his earnings"],
  "Rent from letting out machinery, plant or furniture, when that is not the owner's business, is taxed as income from "
  "other sources; the house property head covers only buildings and the land that goes with them. Expenses on the "
  "machine, such as repairs and depreciation, are deducted from that rent.")
Q(9, "Tanvi rents a flat and, with the owner's consent, sub-lets one room to a student. How is the rent she receives from the student taxed?",
  "As other sources, since she is not the owner",
  ["As house property, since it is rent for a room", "As exempt, since she also pays rent herself",
   "As salary, since the student pays her monthly"],
  "Only the owner of a building is taxed on its rent under the house property head. A tenant who sub-lets is not the "
  "owner, so what she receives is taxed as income from other sources, and the rent she pays for the part she sub-lets "
  "can be deducted from it.")
Q(9, "Pooja receives Rs 1,20,000 as a gift from her first cousin and no other gift in the year. How much of it is taxable in her hands?",
  "Rs 1,20,000, the whole gift",
  ["Rs 70,000, the part above Rs 50,000", "Nil, as a cousin counts as a relative", "Nil, as it is below Rs 2.5 lakh"],
  "A cousin is not a 'relative' for the tax on gifts: the list covers the spouse, brothers and sisters (of the person, "
  "the spouse or either parent), lineal ascendants and descendants (of the person or the spouse) and the spouses of "
  "these. Money from non-relatives is taxable in full once it exceeds Rs 50,000 in the year, not merely the excess.",
  calc="gift 1,20,000 from a non-relative, all taxable")
Q(9, "Vivek buys listed shares from a friend for Rs 1,00,000 when their fair market value is Rs 2,50,000. How much is taxed as his income?",
  "Rs 1,50,000, the shortfall",
  ["Rs 1,00,000, the price paid", "Rs 2,50,000, the full value", "Nil, since he paid for them"],
  "When a person buys property such as shares, jewellery or art from a non-relative for less than its fair market "
  "value, and the shortfall exceeds Rs 50,000, the shortfall is taxed as his income: 2,50,000 - 1,00,000 = "
  "Rs 1,50,000. That value then counts as the shares' cost when he sells them.",
  calc="shares bought below value: 2,50,000 - 1,00,000")
Q(9, "Ajit receives Rs 15 lakh under the will of a family friend who was not his relative. How is the amount treated in his hands?",
  "Exempt, as money inherited by will is not taxed",
  ["It is taxable in full, as the friend was no relative", "Only the part above Rs 50,000 is taxable to him",
   "It is taxable as a capital gain in Ajit's hands"],
  "Money or property received under a will or by inheritance is exempt whoever leaves it, as are gifts received on "
  "one's marriage and gifts from relatives. The Rs 50,000 rule applies to gifts from non-relatives in other cases.")
Q(9, "Neeraj agreed to sell his flat and took an advance of Rs 2 lakh, which he kept when the buyer backed out. How is the forfeited advance taxed?",
  "In the year forfeited, under other sources",
  ["As a capital gain on the flat in that year", "It is never taxed, as no sale took place", "As a cut in the flat's cost when sold"],
  "An advance forfeited when a deal to sell an asset such as a flat falls through is taxed as income from other sources in "
  "the year it is forfeited. (Under the older rule it was deducted from the asset's cost.) Because it has been taxed, "
  "it is not deducted from the flat's cost when the flat is sold later.")
Q(9, "On her birthday Ritu receives a gold necklace worth Rs 80,000 from a friend, her only gift of the year. How much is taxable as her income?",
  "Rs 80,000, its fair market value",
  ["Rs 30,000, the amount above Rs 50,000", "Nil, as jewellery is not money", "Nil, as birthday gifts are exempt"],
  "Jewellery is property for the tax on gifts, like shares or paintings: when its fair market value from non-relatives "
  "exceeds Rs 50,000 in the year, the whole value is taxed as income from other sources. Only gifts received on "
  "one's marriage are exempt because of the occasion; a birthday is not such an occasion.",
  calc="necklace 80,000 from a non-relative, all taxable")
Q(9, "Kiran, who is not in the business of lending, lends Rs 5 lakh to a friend and receives Rs 40,000 a year as interest. How is that interest taxed?",
  "Taxed as her income, at slab rates",
  ["As a gain on the sum lent", "Exempt, as the friend pays from taxed income",
   "At a flat special rate, like lottery wins"],
  "Interest on a private loan, like interest on deposits, is taxed as income from other sources at the lender's slab "
  "rate, since lending is not her business. That the borrower paid it out of his own taxed income does not make it "
  "exempt for her.")

# ---------------------------------------------------------------- 10 Taxation of Debt Products (4)
Q(10, "Sushma bought units of a debt mutual fund in 2021 and redeems them in 2026. How is her gain taxed?",
  "Long-term, at 12.5% without indexing",
  ["Short-term, at her slab rate of tax", "Long-term, at 20% after indexing cost", "Exempt, as she held them over 3 years"],
  "Only debt fund units bought on or after 1 April 2023 are treated as short-term whatever the holding. Units bought "
  "earlier follow the normal rules: unlisted units held for more than 24 months give a long-term gain, and for "
  "transfers from 23 July 2024 that gain is taxed at 12.5% without indexation.")
Q(10, "Mohan holds tax-free bonds issued by a public sector infrastructure company. How is the interest on them treated?",
  "It is exempt from income tax in his hands",
  ["It is taxed at his slab rate like FD interest", "It is taxed at a flat 10% rate after a year",
   "It is exempt only if held to maturity"],
  "Interest on bonds notified as tax-free, such as those some public sector companies issued, is exempt whoever holds "
  "them; a gain on selling them on the exchange is still taxed as a capital gain. Their coupons are lower than on "
  "taxable bonds, so they suit investors in high slabs most.")
Q(10, "Amit sells an unlisted corporate debenture after holding it for three years. How is his gain taxed?",
  "As a short-term gain at his slab rate",
  ["As a long-term gain at a 12.5% rate", "As long-term at 20%, after indexation", "As exempt, since he held it three years"],
  "Since 23 July 2024, gains on the transfer, redemption or maturity of unlisted bonds and debentures are treated as "
  "short-term whatever the holding period, so they are taxed at slab rates, like market-linked debentures and debt "
  "fund units bought on or after 1 April 2023.")
Q(10, "Uma draws a fixed sum each month from her debt fund through a systematic withdrawal plan. What part of each payment is taxed?",
  "Only the gain on the units redeemed",
  ["The whole amount she withdraws", "Nothing until the plan ends", "Only payments above Rs 1 lakh a year"],
  "Each SWP payment redeems units, so only the gain on those units (their value less their cost) is taxed; the rest "
  "is her own capital coming back. For debt fund units bought on or after 1 April 2023 that gain is taxed at her slab "
  "rate, but only as units are redeemed, whereas deposit interest is taxed in full as it accrues.")

# ---------------------------------------------------------------- 11 Taxation of Equity Products (4)
Q(11, "In one tax year Sunil has long-term gains of Rs 2,20,000 on listed shares and Rs 80,000 on equity fund units, STT paid on both. On how much of these gains is tax charged?",
  "Rs 1,75,000",
  ["Rs 95,000", "Rs 3,00,000", "Rs 2,00,000"],
  "The Rs 1.25 lakh exemption for long-term gains on listed equity shares and equity-oriented fund units applies once a "
  "year to all such gains together: 2,20,000 + 80,000 - 1,25,000 = Rs 1,75,000, taxed at 12.5%. Rs 95,000 wrongly gives each "
  "holding its own exemption; Rs 2,00,000 uses the old Rs 1 lakh exemption.",
  calc="aggregate 112A exemption: 2,20,000 + 80,000 - 1,25,000")
Q(11, "Ritika, a resident with no other income, has a short-term gain on listed shares taxed at the special rate. Can the unused part of her basic exemption limit reduce that gain?",
  "Yes, as she is a resident individual",
  ["No, special-rate gains never get it", "Yes, but only if she is over 60 years", "No, it reduces only salary income"],
  "A resident individual whose other income is below the basic exemption limit can set the unused part of the limit "
  "against short-term gains taxed at the special rate (and long-term gains on listed equity), paying tax only on the "
  "rest. A non-resident cannot, and deductions such as those for specified savings are not allowed against these gains.")
Q(11, "Once the three-year lock-in of his ELSS investment is over, Ravi cashes it in at a profit. How is the profit taxed?",
  "Like any equity fund's long-term gain",
  ["It is exempt, as ELSS is a tax-saving scheme", "As income at his slab rate, like FD interest", "As a short-term gain at a 20% rate"],
  "An ELSS is an equity-oriented fund: the lock-in limits when the money can be taken out, but the gain is taxed like that "
  "on any equity fund. Held for more than 12 months, it is a long-term gain, taxed at 12.5% on the year's such gains "
  "above Rs 1.25 lakh. Only the investment itself qualified for the old regime's deduction.")
Q(11, "Ketan sells listed shares to a friend off the exchange, so no STT is paid, six months after buying them. How is his short-term gain taxed?",
  "At his slab rate, as no STT was paid",
  ["At 20%, like any listed share's gain", "Exempt, as it was not sold on the exchange", "At 12.5%, as listed shares get that rate"],
  "The special 20% rate for short-term gains applies only to listed equity shares (and equity-oriented fund units) "
  "sold in a transaction on which STT is charged. An off-market sale pays no STT, so its short-term gain is taxed at "
  "the seller's slab rate.")

# ---------------------------------------------------------------- 12 Taxation of Other Products (11)
Q(12, "Anjali bought gold jewellery in 2021 for Rs 4,00,000 and sells it in 2026 for Rs 6,00,000. Ignoring cess, what is the tax on her gain?",
  "Rs 25,000",
  ["Rs 40,000", "Rs 60,000", "Rs 9,375"],
  "Jewellery held for more than 24 months gives a long-term gain, and for transfers from 23 July 2024 it is taxed at "
  "12.5% without indexation: (6,00,000 - 4,00,000) x 12.5% = Rs 25,000. Rs 40,000 uses the old 20% rate; the "
  "Rs 1.25 lakh exemption behind Rs 9,375 is only for listed equity and equity funds.",
  calc="gold LTCG (6,00,000 - 4,00,000) x 12.5%")
Q(12, "Kunal buys a crypto-asset for Rs 2,50,000 and sells it for Rs 4,60,000, paying Rs 10,000 in exchange fees. On what amount is he taxed?",
  "Rs 2,10,000",
  ["Rs 2,00,000", "Rs 4,60,000", "Rs 85,000"],
  "Income from transferring virtual digital assets is taxed at a flat 30%, and no deduction is allowed except the cost "
  "of acquisition: 4,60,000 - 2,50,000 = Rs 2,10,000. The exchange fees cannot be deducted (Rs 2,00,000), and no "
  "Rs 1.25 lakh exemption applies (Rs 85,000).",
  calc="VDA gain 4,60,000 - 2,50,000, no fees")
Q(12, "A firm receives the maturity amount of a keyman insurance policy it took on its partner's life. How is the amount treated?",
  "Taxable, as keyman policies are excluded",
  ["Exempt, like any life policy's maturity", "Exempt, if premiums were under 10% of cover",
   "Taxable only beyond the premiums paid"],
  "The exemption for sums received under life insurance policies does not cover keyman policies, which a business "
  "takes on a person whose loss would hurt it; the whole amount received is taxable, as the premiums were deductible "
  "business expenses.")
Q(12, "Sameer's ULIP, issued in 2022, has an annual premium of Rs 4 lakh. How is the amount he receives on maturity treated?",
  "As a capital gain: premium tops Rs 2.5 lakh",
  ["Exempt, as all ULIP maturity proceeds are exempt", "Taxable as salary in the year received",
   "Exempt, since it has passed the five-year lock-in"],
  "For ULIPs issued on or after 1 February 2021, the maturity exemption is lost when the annual premium exceeds "
  "Rs 2.5 lakh (taking all such ULIPs together); the gain is then taxed as a capital gain, like equity fund units if "
  "the ULIP is equity-oriented. An amount paid on death stays exempt.")
Q(12, "How is the monthly pension from the annuity Rakesh bought with his NPS corpus taxed?",
  "It is fully taxable when he receives it",
  ["Exempt, as it comes from NPS savings", "As a long-term gain at a 12.5% rate", "Only the part above the purchase price"],
  "The annuity bought at exit from the NPS pays a pension that is taxed as income, at the pensioner's slab rate, in "
  "each year it is received. Only the lump sum withdrawn at exit is exempt, within its limit.")
Q(12, "Deepak contributes Rs 4 lakh a year to his EPF account, and his employer also contributes. On which interest credited to him is he taxed?",
  "Interest on his own part over Rs 2.5 lakh",
  ["None, as all EPF interest is fully exempt", "All the interest credited to his account", "Interest on his employer's share alone"],
  "Since 1 April 2021, interest on an employee's own provident fund contributions above Rs 2.5 lakh a year (Rs 5 lakh "
  "where the employer does not contribute) is taxable each year; interest on the rest stays exempt.")
Q(12, "Anita withdraws her EPF balance after two years of service to start a business. How is the withdrawal treated?",
  "Taxable, as her service is under five years",
  ["Exempt, as EPF withdrawals are always exempt", "Exempt, since she uses it to start a business",
   "Taxed as a capital gain on her EPF balance"],
  "An EPF withdrawal is exempt only after five years of continuous service (or if service ended for reasons beyond the "
  "employee's control, such as ill-health). Before that, the employer's contributions and the interest are taxed, and "
  "so is her own contribution to the extent she claimed a deduction for it.")
Q(12, "Harish sells farmland in a small village (population under 10,000) more than 8 km from the limits of any municipality, at a large gain. How is the gain taxed?",
  "Not taxed: it is not a capital asset",
  ["Taxed as a long-term gain at a 12.5% rate", "Taxed at 20% after indexing the cost", "Taxed as farm income at his slab rate"],
  "Agricultural land in a rural area, outside the limits of any municipality and beyond the set distances from them, "
  "is not a capital asset, so its sale gives no capital gain. Agricultural land in or near a town is a capital asset, "
  "and its sale is taxed like any land.")
Q(12, "Which item, sold by an individual at a gain, gives rise to a capital gain even though she kept it for personal use?",
  "A painting she bought for her home",
  ["The car she drives to work each day", "Household furniture she has used", "The clothes in her own wardrobe"],
  "Movable property held for personal use is not a capital asset, so selling a personal car, furniture or clothes "
  "gives no capital gain. Jewellery, archaeological collections, drawings, paintings, sculptures and other works of "
  "art are excepted: they are capital assets even when kept for personal use.")
Q(12, "Vinay bought units of a listed gold ETF in May 2025 and sells them in August 2026. How is his gain taxed?",
  "As a long-term gain, at a rate of 12.5%",
  ["As a short-term gain at his slab rate", "As a long-term gain at 20% with indexation", "As exempt, since gold ETFs are like SGBs"],
  "A gold ETF invests in gold, not in debt, so it is not a 'specified mutual fund' whose gains are short-term whatever "
  "the holding. Its units are listed, so they become long-term after 12 months, and the gain is taxed at 12.5% "
  "without indexation. The exemption on redemption belongs to Sovereign Gold Bonds, not to ETFs.")
Q(12, "Which small savings scheme's interest and maturity amount are both exempt from income tax?",
  "Sukanya Samriddhi Account",
  ["National Savings Certificate", "Kisan Vikas Patra", "Post Office Monthly Income Scheme"],
  "The Sukanya Samriddhi Account, like the PPF, is exempt at every stage: its interest and the maturity amount are "
  "tax-free, and deposits qualify for the old regime's deduction for specified savings. Interest on NSC, KVP and the "
  "Monthly Income Scheme is taxable.")

# ---------------------------------------------------------------- 13 Tax Provisions for Special Cases (8)
Q(13, "Rakesh gifted Rs 10 lakh to his wife, who put it in a deposit. She reinvests the interest in a second deposit. How is the interest on the second deposit taxed?",
  "In her hands: it is income on clubbed income",
  ["In Rakesh's hands, like the first deposit's", "It is exempt, being a gift between spouses",
   "Half in each spouse's hands, as joint income"],
  "Clubbing covers the income from the asset transferred (the interest on the Rs 10 lakh deposit, taxed in Rakesh's "
  "hands), not income earned by investing that income. The interest on the reinvested interest is her own income.")
Q(13, "Suresh transfers a flat to his wife under an agreement to live apart. In whose hands is the rent she earns from it taxed?",
  "Hers, as clubbing does not apply here",
  ["His, as it was a transfer to his wife", "His, until the marriage is dissolved", "Shared equally between the two of them"],
  "Income from assets transferred to a spouse without adequate consideration is clubbed with the transferor's income, "
  "but not when the transfer is made in connection with an agreement to live apart. The rent is therefore taxed in "
  "the wife's hands.")
Q(13, "Meghna and her former husband are divorced; she maintains their 12-year-old son, who earns interest on a deposit made from her money. In whose hands is that interest clubbed?",
  "Meghna's, as the parent who maintains him",
  ["Her former husband's, if his income is higher", "The son's, as he is the legal owner of it",
   "Neither parent's, after a divorce"],
  "A minor child's income is clubbed with the parent whose income is higher while the marriage subsists; where it no "
  "longer subsists, it is clubbed with the parent who maintains the child. Under the old regime up to Rs 1,500 a year "
  "per child is exempt in the parent's hands; the new regime does not allow that exemption.")
Q(13, "Ashok's minor daughter has a disability of the kind that qualifies for the tax deduction for disabled persons, and earns interest on her investments. How is her income treated?",
  "It is assessed as the child's own income",
  ["It is clubbed with the higher-earning parent", "It is clubbed, less Rs 1,500, with her mother",
   "It is exempt in everyone's hands"],
  "The income of a minor child who has a disability of the kind that qualifies for the deduction for persons with "
  "disability is not clubbed with a parent's income; it is assessed as the child's own, so it is not exempt either.")
Q(13, "Vijay, a member but not the karta of his HUF, gifts Rs 25 lakh of his own money to the HUF, which invests it in bonds. In whose hands is the interest taxed?",
  "Vijay's, under the clubbing provisions",
  ["The HUF's, as it now owns the bonds", "Shared equally among all HUF members", "The karta's, as he manages the bonds"],
  "When a member transfers his own property to his HUF without adequate consideration, the income from it is clubbed "
  "with the member's income, so the gift does not split income between the member and the HUF.")
Q(13, "At what rate is the income of a private discretionary trust, whose beneficiaries' shares are not fixed, generally taxed?",
  "The maximum marginal rate",
  ["Each beneficiary's own slab rate", "A nil rate, as trusts are exempt", "The rate applicable to companies"],
  "When the trustees decide who gets what, no beneficiary's share is known, so the trust's income is generally taxed "
  "at the maximum marginal rate. Where the shares are fixed, the trustee is taxed as each beneficiary would be on his "
  "share.")
Q(13, "Which resident senior citizen need not file an income-tax return, because the bank works out and deducts the tax due?",
  "Age 75+, only pension and interest from one bank",
  ["One aged 60+ with income only from renting one house", "One aged 65+ whose income includes business profits",
   "Anyone aged 60+ whose tax is less than Rs 10,000"],
  "A resident aged 75 or more whose only income is a pension and interest from the specified bank that pays the "
  "pension can give that bank a declaration; the bank then computes and deducts the tax, and no return is needed. "
  "Rent or business income takes a senior citizen outside this relief.")
Q(13, "Rahul holds 40% of a company that employs his wife, a qualified chartered accountant, as its finance head at a market salary. In whose hands is her salary taxed?",
  "Hers, as it comes from her qualification",
  ["Rahul's, as he holds over 20% of the company", "Rahul's, as the company is under his control",
   "Shared, in proportion to their holdings"],
  "A spouse's pay from a concern in which the other spouse has a substantial interest is normally clubbed, but not "
  "when the spouse has technical or professional qualifications and the pay comes from applying them. Her salary is "
  "therefore taxed as her own.")

# ---------------------------------------------------------------- 16 Basics of Behavioural Finance (8)
Q(16, "According to prospect theory, how do people judge the outcome of an investment decision?",
  "As gains or losses from a reference point",
  ["By the total wealth they end up holding", "By the return the index earned that year", "By the expected value of each outcome"],
  "Kahneman and Tversky's prospect theory holds that people value changes, gains and losses measured from a reference "
  "point such as the purchase price, rather than final wealth as expected utility theory assumes. The same end result "
  "can feel like a gain or a loss depending on the reference point.")
Q(16, "Offered a sure loss of Rs 10,000 or a 50% chance of losing Rs 20,000, most people choose the gamble. What does this show?",
  "Risk seeking when choices involve losses",
  ["Risk aversion in every kind of choice", "A careful comparison of expected values", "Indifference to the size of the loss"],
  "Both choices have the same expected loss, yet most people gamble to avoid a certain loss: prospect theory finds "
  "people risk-averse for gains but risk-seeking for losses. In investing it shows up as holding or adding to losing "
  "positions in the hope of breaking even.")
Q(16, "According to prospect theory, why do many people buy lottery tickets though the expected payoff is below the price?",
  "They overweight small chances of big wins",
  ["They work out the expected payoff and find it high", "They are rational but short of money",
   "They ignore the prize and value only the ticket"],
  "Prospect theory's decision weights overweight small probabilities, so a tiny chance of a large prize feels worth "
  "more than it is. The same tendency explains the appeal of lottery-like stocks and the purchase of insurance "
  "against rare losses.")
Q(16, "Behavioural finance says mispricing can last because of 'limits to arbitrage'. What does the term mean?",
  "Correcting prices is costly and risky for traders",
  ["Exchanges bar traders from buying cheap shares", "Arbitrage is illegal in most of the world's markets",
   "Prices are always right, so no arbitrage is needed"],
  "Traditional finance assumes arbitrageurs quickly correct any mispricing. In practice, trading costs, limits on "
  "short selling and the risk that the mispricing grows before it closes make correction costly and risky, so prices "
  "can stay away from fundamental value for long periods.")
Q(16, "After a company reports a sharp and lasting fall in profits, an analyst barely changes his forecast for it. Which bias does this show?",
  "Conservatism bias",
  ["Hindsight bias", "Availability bias", "Recency bias"],
  "Conservatism bias is holding on to an earlier view and under-reacting to new information, updating too little and "
  "too slowly. Recency bias is the opposite error, giving recent news too much weight; hindsight bias is believing "
  "after the event that it was predictable.")
Q(16, "What is cognitive dissonance in an investor's behaviour?",
  "Discomfort when new facts clash with his beliefs",
  ["Trading too often because of too much confidence", "Feeling losses more keenly than equal gains",
   "Following what the crowd of investors is doing"],
  "Cognitive dissonance is the mental discomfort felt when new information conflicts with one's beliefs or past "
  "decisions. To ease it, investors may ignore or explain away the bad news, for instance about a stock they own, "
  "instead of reconsidering the decision.")
Q(16, "Ankit likes a company's products so much that he rates its shares as both low-risk and high-return, without looking at the figures. Which heuristic is at work?",
  "The affect heuristic",
  ["The anchoring heuristic", "The availability heuristic", "The gambler's fallacy"],
  "The affect heuristic is judging by feelings: a good feeling about a company makes its shares seem both safer and "
  "more rewarding, although risk and return usually go together. Anchoring relies on a starting number, availability "
  "on examples that come easily to mind.")
Q(16, "In behavioural finance, who are 'noise traders'?",
  "Traders who act on rumours and sentiment",
  ["Traders who trade only on insider information", "Market makers quoting two-way prices all day",
   "Algorithms trading on index changes"],
  "Noise traders buy and sell on rumours, tips, trends or sentiment that carry no real information about value. "
  "Because their mistakes are often correlated and arbitrage is limited, their trading can push prices away from "
  "fundamental value.")

# ---------------------------------------------------------------- 20 Case Studies (1)
Q(20, "Bimal pays tax at 30% on additional income (ignore cess). He compares a taxable bond yielding 8% a year with a tax-free bond yielding 6%. Which gives the higher post-tax yield, and by how much?",
  "The tax-free bond, by 0.4 percentage point",
  ["The taxable bond, by 2 percentage points", "The taxable bond, by 0.4 percentage point", "Neither: both yield the same after tax"],
  "After tax the taxable bond yields 8% x (1 - 0.30) = 5.6%, below the tax-free bond's 6%, so the tax-free bond is "
  "ahead by 0.4 percentage point. Comparing pre-tax yields (2 points in favour of the taxable bond) ignores tax; for "
  "an investor in a low slab the answer can reverse.",
  calc="post-tax yield 6 - 8 x (1 - 0.30)")
