# Topic Practice: Equity Derivatives (Series VIII). Original questions on the four chapters that had fewer than 20 live
# questions (issue 49); the correct option is listed first, and content/build_practice.py places it. Tax questions
# state no rate and name no section: the Income-tax Act, 2025 replaced the 1961 Act from 1 April 2026.
PAPER = "Topic Practice: Equity Derivatives"
PREFIX = "VIII-TP"
SEED = 8100
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 2: Understanding Index (4)
Q(2, "What does a sectoral index such as the Nifty Bank track?",
  "The shares of companies in one sector of the market",
  ["The fifty largest companies drawn from every sector", "The prices of bonds that banks have issued", "The interest rates that banks charge on loans"],
  "A sectoral index measures the performance of the listed companies of one industry, such as banks, IT or pharmaceuticals, and lets traders take or hedge a view on that sector alone. Broad indices such as the Nifty 50 span sectors.")
Q(2, "Why does an index provider review the constituents of an index at regular intervals?",
  "So the index keeps representing its market segment",
  ["So that each stock's price is reset to the base value", "So that derivatives on the index expire on that date", "So that every constituent has the same share price"],
  "Companies grow, shrink, merge or become illiquid, so periodic reviews replace constituents that no longer meet the eligibility criteria (size, liquidity, free float) and keep the index a fair picture of the segment it tracks.")
Q(2, "How does a total return index differ from the usual price return index on the same stocks?",
  "It assumes that dividends are reinvested in the index",
  ["It leaves out the stocks that pay no dividends", "It is calculated only once at each month's end", "It measures the index value only in US dollars terms"],
  "A price return index reflects only price changes; a total return index also assumes that dividends paid by constituents are reinvested, so over time it rises above the price index. Fund performance is compared against total return indices.")
Q(2, "Which company owns and maintains the Nifty family of indices?",
  "NSE Indices Limited",
  ["The Reserve Bank of India", "SEBI's index division", "Asia Index Private Limited"],
  "NSE Indices Limited, a subsidiary of the National Stock Exchange, owns and manages the Nifty indices. BSE's indices, such as the Sensex, are maintained by Asia Index Private Limited; SEBI and the RBI regulate but do not run indices.")

# ---------------------------------------------------------------- Chapter 8: Legal and Regulatory Environment (2)
Q(8, "Why do SEBI and the exchanges set position limits in equity derivatives?",
  "To stop a single entity building an outsized position",
  ["To guarantee that every trader earns some profit", "To fix the premium that every option buyer must pay", "To ensure that all contracts settle in physical form"],
  "Position limits cap the open positions a client, trading member or the market as a whole may hold in a contract, so that no one can build a position large enough to corner or manipulate the market or to threaten settlement if it fails.")
Q(8, "A stock broker has lost its appeal against a SEBI order before the Securities Appellate Tribunal. Where can it appeal next?",
  "To the Supreme Court of India",
  ["To the stock exchange's board", "To SEBI's own whole-time member", "To the Reserve Bank of India"],
  "Under the SEBI Act, a person aggrieved by an order of the Securities Appellate Tribunal may appeal to the Supreme Court on a question of law. SEBI's orders are first appealed to the SAT; exchanges and the RBI have no appellate role over them.")

# ---------------------------------------------------------------- Chapter 9: Accounting and Taxation (6)
Q(9, "A company designates a derivative as the hedging instrument in a cash flow hedge under Ind AS 109. Where does the effective part of the derivative's change in fair value go first?",
  "Other comprehensive income",
  ["Directly to retained earnings", "Revenue from operations", "Share premium account"],
  "In a cash flow hedge, the effective portion of the hedging instrument's fair value change is recognised in other comprehensive income and held in a cash flow hedge reserve until the hedged cash flow affects profit or loss; the ineffective part goes to profit or loss at once.")
Q(9, "In a fair value hedge under Ind AS 109, how are the changes in fair value of the hedging derivative and of the hedged item treated?",
  "Both go to profit or loss, largely offsetting",
  ["Both go to reserves until the hedge is closed", "Only the derivative's change is ever recorded", "Neither is recorded until the item is sold"],
  "In a fair value hedge, the derivative is measured at fair value through profit or loss, and the hedged item's carrying amount is adjusted for the hedged risk through profit or loss as well, so the two changes largely offset in the same period.")
Q(9, "A company wrote an option and received a premium. The option expires unexercised. How is the premium finally treated?",
  "It is recognised as income in profit and loss",
  ["It is refunded to the option buyer at expiry", "It is added to the company's paid-up share capital", "It is kept as a liability for another year"],
  "While the option is open, the premium received is carried as a liability because the writer may have to pay out. When the option lapses unexercised, that obligation ends and the premium is taken to profit and loss as income.")
Q(9, "Why is income from trading equity futures and options on a recognised stock exchange not treated as speculative, though the contracts are settled without delivery?",
  "Tax law excludes eligible exchange derivatives from it",
  ["Derivatives income is always exempt from income tax", "The exchange pays the tax on behalf of all the traders", "All business income is treated alike by the law"],
  "A transaction settled otherwise than by delivery would ordinarily be speculative, but the income-tax law specifically excludes eligible derivative transactions on recognised exchanges from that definition, so their results are taxed as non-speculative business income.")
Q(9, "An investor buys listed equity shares for delivery and sells them eight months later at a profit. How is the gain classified for income tax?",
  "As a short-term capital gain",
  ["As a long-term capital gain", "As speculative business income", "As income from other sources"],
  "For listed equity shares, a holding of twelve months or less gives a short-term capital gain and a longer one a long-term gain; delivery-based investment is not speculative. The rates themselves have changed over time and are not needed to classify the gain.")
Q(9, "Who collects securities transaction tax (STT) on trades done on a stock exchange and pays it to the government?",
  "The recognised stock exchange",
  ["The listed company itself", "The depository participant", "SEBI's investor protection fund"],
  "STT on exchange trades is collected by the recognised stock exchange (through its trading members, who show it on the contract note) and paid by the exchange to the government. Depositories, listed companies and SEBI do not collect it.")

# ---------------------------------------------------------------- Chapter 10: Sales Practices and Investors Protection Services (7)
Q(10, "Before recommending an option-writing strategy to a client, what should a salesperson check first?",
  "Whether it suits the client's risk profile and means",
  ["Whether it earns the highest brokerage for the firm", "Whether the client's friends already follow it", "Whether the stock has risen in the past week"],
  "Suitability comes first: the salesperson must consider the client's financial position, experience, objectives and capacity to bear losses, since writing options can bring losses far larger than the premium earned.")
Q(10, "What does the investor charter that SEBI requires stock brokers to display set out?",
  "Its services, investors' rights and grievance steps",
  ["The broker's profit targets for the next year", "The list of stocks the broker recommends to buy now", "The salaries of the broker's dealing staff"],
  "The investor charter sets out the broker's vision and mission, the services it provides, the rights and responsibilities of investors, the timelines for services and how to raise and escalate a grievance, so clients know what to expect.")
Q(10, "Why must a stock broker keep records of clients' orders, such as call recordings or written instructions?",
  "To prove that each trade was authorised by the client",
  ["To sell the data to other brokers after a year", "To work out the client's income-tax for the whole year", "To share the orders with the listed companies"],
  "If a client disputes a trade as unauthorised, the broker must show evidence of the client's instruction. Records of orders protect both sides and are required by the exchanges' rules; unauthorised trades are a common cause of complaints.")
Q(10, "A salesperson earns a higher incentive for selling complex strategies than simple ones. How should this conflict of interest be handled?",
  "Put the client's interest first and disclose it",
  ["Sell the complex strategies to every client", "Hide the incentive so the client is not confused", "Refuse to sell any derivatives strategy at all"],
  "A conflict of interest must not override the client's interest: the salesperson should recommend only what suits the client and be open about incentives that might influence advice. Hiding it or pushing unsuitable products is mis-selling.")
Q(10, "A client who buys options plans to hold them for weeks waiting for a move. What should a salesperson make sure he understands?",
  "Options lose time value as expiry comes near",
  ["Options gain value every day they are held", "Options can never expire without some value left", "Options have no cost beyond the brokerage"],
  "An option's premium includes time value that decays as expiry approaches, faster near the end, so a bought option can lose value even if the share does not move. Buyers should know that many options expire worthless.")
Q(10, "A client asks his broker to place trades in his brother's name, using the client's own money. What should the broker do?",
  "Refuse: trades go only in the account holder's name",
  ["Accept, as long as the brother signs a letter later", "Accept, if the trades are within the client's limits", "Accept, if the brother is also a client of another firm"],
  "Each client trades under his own unique client code after KYC, and trades must be for the account holder. Dealing in another person's name (benami trading) defeats KYC and anti-money-laundering rules, so the broker must decline.")
Q(10, "May a stock broker use the funds of one client who has a credit balance to meet another client's margin shortfall?",
  "No: one client's funds cannot be used for another",
  ["Yes: if both clients trade through the same branch", "Yes: if the shortfall is repaid within the same week", "Yes: if the first client's balance is above a limit"],
  "SEBI's rules require clients' funds to be kept separate from the broker's and used only for the client to whom they belong. Using one client's money for another's obligations is misuse of client funds, which SEBI has prohibited and monitors closely.")
