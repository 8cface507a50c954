# Full-Length Mock Test 3 for NISM Series VII (Securities Operations and Risk Management). Original questions; the
# correct option is listed first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the
# workbook's. Prices, quantities and rates in calculations are hypothetical ("assumed" where they could be mistaken
# for a current exchange figure).
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Introduction to the Securities Market (5)
Q(1, "In the call money market, for how long do banks typically lend funds to one another?",
  "Overnight, for one day",
  ["For exactly one year", "For three to five years", "Until the borrower chooses"],
  "Call money is lent and borrowed between banks (and certain other permitted participants) for one day, to manage their day-to-day liquidity. Funds lent for 2 to 14 days are notice money, and longer periods up to a year are term money.")
Q(1, "What rights do preference shareholders have over equity shareholders?",
  "Priority for dividends and for capital in a winding up",
  ["More votes per share at general meetings of the company", "A share in profits that rises without any upper limit", "Repayment before the company's secured lenders"],
  "Preference shares carry a preferential right to a dividend (usually at a fixed rate) and to repayment of capital in a winding up, ahead of equity shares but behind creditors. In return they usually carry voting rights only in limited cases, and their dividend is capped.")
Q(1, "What is an exchange-traded fund (ETF)?",
  "A fund whose units are listed and traded on a stock exchange",
  ["A fund that can be bought only from its asset management company", "A deposit that a stock exchange accepts from its trading members", "A bond issued by a stock exchange to finance its own operations"],
  "An ETF is a mutual fund scheme, usually tracking an index or a commodity such as gold, whose units are listed on a stock exchange and bought and sold through brokers during market hours at market prices, and held in demat form.")

Q(1, "What are the dated securities issued by State Governments to borrow from the market called?",
  "State Development Loans",
  ["Treasury Bills of States", "State Commercial Papers", "Municipal Deposit Bonds"],
  "State Governments borrow through dated securities called State Development Loans (SDLs), issued through auctions conducted by the Reserve Bank of India. Treasury bills are issued only for the Central Government; municipal bonds are issued by city bodies.")
Q(1, "Market interest rates rise sharply. What happens to the price of a bond already issued with a fixed coupon?",
  "It falls, so that its yield matches new rates",
  ["It rises, because its coupon is now more valuable", "It stays the same until the bond's maturity date", "It changes only if the issuer's rating is revised"],
  "A bond's price and its yield move in opposite directions. When new bonds offer higher coupons, an existing fixed-coupon bond is worth less, and its price falls until its yield to maturity is in line with current rates.")

# ---------------------------------------------------------------- Chapter 2: Market Participants in the Securities Market (10)
Q(2, "What are external commercial borrowings (ECBs)?",
  "Loans raised by Indian entities from non-resident lenders",
  ["Shares issued by Indian firms to residents of other states", "Deposits accepted by Indian banks from foreign embassies", "Loans given by Indian banks to foreign companies abroad"],
  "ECBs are commercial loans, bonds and similar instruments raised by eligible Indian entities from recognised non-resident lenders, under the Reserve Bank of India's ECB framework. They are debt, not equity, and they bring foreign funds into India.")
Q(2, "Which intermediary manages a company's public issue of shares, including due diligence and the offer document?",
  "A SEBI-registered merchant banker",
  ["The company's depository participant", "The stock exchange's listing department", "A registered portfolio manager"],
  "A merchant banker (book running lead manager) manages a public issue: due diligence on the issuer, drafting the offer document filed with SEBI, pricing and marketing the issue and coordinating the other intermediaries. The exchange lists the shares; a DP services demat accounts.")
Q(2, "Which statement reflects the purposes set out in the preamble of the SEBI Act, 1992?",
  "To protect investors and develop and regulate the market",
  ["To set the interest rates that banks pay on their savings deposits", "To manage the Government's borrowing programme and its public debt", "To supervise insurance companies and their policyholders' funds"],
  "SEBI was set up to protect the interests of investors in securities, to promote the development of the securities market and to regulate it. Interest rates and public debt are the Reserve Bank of India's concerns, and insurance is IRDAI's.")
Q(2, "Which law provided for the setting up of depositories, so that securities could be held and transferred in electronic form?",
  "The Depositories Act, 1996",
  ["The Companies Act, 1956", "The SEBI Act, 1992", "The Indian Contract Act, 1872"],
  "The Depositories Act, 1996 provided the legal basis for depositories, under which the depository is the registered owner of dematerialised securities and the investor the beneficial owner. NSDL began operations in 1996 and CDSL in 1999.")
Q(2, "What does a credit rating agency do in the securities market?",
  "It rates the ability of an issuer to service a debt instrument",
  ["It sets the coupon rate at which a company must issue its bonds", "It guarantees repayment of bonds if the issuing company defaults", "It decides which companies may list on the stock exchanges"],
  "A credit rating agency, registered with SEBI, gives an opinion on the likelihood that an issuer will pay interest and principal on a debt instrument on time. A rating is not a guarantee, and it does not fix the coupon; the issuer and the market do.")
Q(2, "In a book-built public issue, when do anchor investors bid for shares?",
  "One working day before the issue opens",
  ["On the last day the issue is open to the public", "After the shares have been listed", "On the day the offer document is filed"],
  "Anchor investors are qualified institutional buyers who may take part of the QIB portion in a book-built issue. They bid one working day before the issue opens to the public, and their allotment is subject to a lock-in, which gives other investors a signal of institutional demand.")
Q(2, "In what way does a stock exchange act as a first-level regulator?",
  "It supervises its members' conduct and enforces its own rules",
  ["It frames the securities laws that are passed by the Parliament", "It sets the repo rate and the cash reserve ratio for banks", "It registers investment advisers under SEBI's regulations"],
  "Stock exchanges admit and supervise their trading members, inspect them, monitor trading and act against breaches of their bye-laws, rules and regulations, under SEBI's oversight. Laws are made by Parliament, monetary policy by the RBI, and advisers are registered by SEBI.")
Q(2, "Through which arrangement does a non-resident Indian usually buy listed shares on a stock exchange on a repatriable basis?",
  "A portfolio investment scheme account with a designated bank",
  ["A resident savings account opened in the name of a relative", "A foreign portfolio investor licence granted to himself by SEBI", "A special account with the company's registrar and transfer agent"],
  "NRIs invest in listed shares on the exchanges through the Portfolio Investment Scheme, routing their trades through an account with a bank designated for the purpose, which reports the investments so that the limits for NRI holdings can be monitored.")
Q(2, "In a public issue, which banks accept ASBA forms submitted at their branches and block the application money in the applicants' accounts?",
  "Self-Certified Syndicate Banks",
  ["The issuer's own lending banks", "The stock exchange's clearing bank", "Foreign banks with Indian branches"],
  "Self-Certified Syndicate Banks (SCSBs), recognised by SEBI, accept ASBA applications and block the application amount in the applicant's account, debiting only the amount due on allotment; the money does not leave the account before allotment. Applications through intermediaries using UPI are blocked on a UPI mandate instead.")
Q(2, "Under which SEBI regulations are privately pooled investment vehicles, such as venture capital and private equity funds, registered?",
  "The SEBI (Alternative Investment Funds) Regulations",
  ["The SEBI (Mutual Funds) Regulations, as open schemes", "The SEBI (Portfolio Managers) Regulations only", "The SEBI (Stock Brokers) Regulations as clients"],
  "Privately pooled funds that raise money from sophisticated investors, such as venture capital, private equity and hedge funds, register with SEBI as Alternative Investment Funds, in one of three categories. Mutual funds are public pooled funds under their own regulations.")

# ---------------------------------------------------------------- Chapter 3: Introduction to Securities Broking Operations (20)
Q(3, "A client modifies a pending limit buy order by raising its price. What happens to the order's time priority in the order book?",
  "It gets a new time stamp as at the modification",
  ["It keeps the time of the original order entry", "It moves ahead of other orders at the same price", "It is cancelled and has to be placed again"],
  "A modification that changes the price (or increases the quantity) is treated as a fresh order for time priority and gets a new time stamp. Reducing the quantity does not lose priority. The order is not cancelled.")
Q(3, "Which identity number is mandatory for every client in the securities market, apart from a few exempt categories?",
  "Permanent Account Number (PAN)",
  ["The client's passport number", "The client's voter ID number", "The client's bank account IFSC"],
  "SEBI has made PAN the unique identification number for all participants in the securities market, with narrow exemptions (such as some officials in their official capacity and residents of Sikkim). It is verified at account opening and reported with the unique client code.")
Q(3, "A client places a sell order for 50,000 shares with a disclosed quantity of 5,000. What do other market participants see in the order book?",
  "5,000 shares, with the rest shown as each part trades",
  ["50,000 shares, the full quantity of the order at once", "Zero shares, until the order has traded in full", "5,000 shares, with the rest cancelled when they trade"],
  "A disclosed-quantity order shows only part of the order in the market at a time; when that part is executed, the next part is disclosed, until the order is filled or cancelled. It lets large orders trade without showing their full size.")
Q(3, "A client buys 200 shares at Rs 450. His broker charges brokerage of 0.1% of the trade value (assumed). How much brokerage is charged on the trade?",
  "Rs 90",
  ["Rs 45", "Rs 900", "Rs 9"],
  "Trade value = 200 x Rs 450 = Rs 90,000; brokerage = 0.1% x 90,000 = Rs 90. Rs 900 applies 1%, and Rs 45 ignores half the shares.",
  calc="brokerage")
Q(3, "A client has a credit balance of Rs 50,000 in his ledger with the broker. He buys shares worth Rs 90,000 (ignore charges). What is his ledger balance after the purchase is debited?",
  "A debit of Rs 40,000",
  ["A credit of Rs 40,000", "A debit of Rs 1,40,000", "A credit of Rs 90,000"],
  "The purchase of Rs 90,000 is set off against the credit of Rs 50,000 first, leaving Rs 40,000 that the client owes the broker (a debit balance), payable by the pay-in.",
  calc="ledger")
Q(3, "A client buys 100 shares of a company at Rs 200 and later 300 more at Rs 220. What is his average purchase price?",
  "Rs 215",
  ["Rs 210", "Rs 220", "Rs 205"],
  "The average price weights each purchase by its quantity: (100 x 200 + 300 x 220) / 400 = (20,000 + 66,000) / 400 = Rs 215. Rs 210 is the simple average of the two prices, which ignores that most shares were bought at Rs 220.",
  calc="avg_price")
Q(3, "What does a 'kill switch' offered by the exchanges allow a trading member to do?",
  "Cancel all its pending orders and stop new ones at once",
  ["Reverse the trades it executed earlier in the same trading day", "Close the exchange's trading for a stock it follows", "Block a client's demat account against any debits"],
  "A kill switch lets a member, in an emergency such as a runaway algorithm, cancel all its open orders and disable further order entry (for the member or a terminal) with one action. It cannot undo executed trades or stop trading in the market as a whole.")
Q(3, "A broker's trading systems fail during market hours. Which exchange facility lets its clients square off or cancel their open positions and orders?",
  "The Investor Risk Reduction Access (IRRA) platform",
  ["The exchange's block deal window for large trades", "The depository's online delivery instruction site", "The clearing corporation's auction for shortages"],
  "IRRA, provided jointly by the exchanges, lets clients of a broker whose systems have failed close out open positions and cancel pending orders through a separate platform, reducing their risk until the broker's systems are restored.")
Q(3, "A broker finds that ten unrelated clients have the same mobile number in their account details. Why is this a concern?",
  "Alerts for those accounts go to one person, not the clients",
  ["The exchange charges a higher fee for shared mobile numbers", "The clients will each receive ten copies of every alert", "A shared number makes their trades settle one day later"],
  "Exchanges and depositories send trade and transaction alerts to the mobile number and e-mail registered for each client. If unrelated clients share a number (often the broker's or an employee's), the clients do not get the alerts meant to warn them of unauthorised activity; only members of one family may share.")
Q(3, "What happened to the sub-broker category of intermediary in the Indian equity market?",
  "It was discontinued; such persons became authorised persons",
  ["It was renamed and now works as the depository participant", "It was merged with the category of investment advisers", "It still exists, with each sub-broker registered by the exchanges"],
  "SEBI discontinued the separate registration of sub-brokers from 2019; existing sub-brokers had to become authorised persons of a stock broker (with exchange approval) or registered brokers themselves. The broker is responsible for its authorised persons' acts.")
Q(3, "After the normal market closes, in which session can an investor buy or sell a stock at that day's closing price?",
  "The post-closing session",
  ["The block deal window", "The pre-open order entry period", "The auction for short deliveries"],
  "In the post-closing session, held shortly after the close, orders can be placed and trades are done only at the day's closing price. The pre-open session comes before the normal market and discovers the opening price, the block deal window is for single large trades, and the auction buys shares to cover short deliveries.")
Q(3, "How are securities that the exchange classifies as illiquid traded?",
  "In periodic call auctions rather than continuous trading",
  ["Through off-market transfers between two holders", "In the pre-open session held before the normal market", "In the normal market, with a wider price band applied"],
  "Securities the exchanges classify as illiquid trade in periodic call auction sessions during the day, in which orders are collected and matched at a single price, instead of in continuous trading, which reduces the scope for price manipulation in thin markets.")
Q(3, "On the day newly issued IPO shares are listed, how is their opening price discovered?",
  "Through a special pre-open call auction session",
  ["By the merchant banker announcing a price to investors", "At the issue price, fixed for the first day of trading", "At the first trade done after 9:15 in the market"],
  "On the listing day of an IPO (and for relisted securities) the exchanges hold a special pre-open session in which orders are collected and a single equilibrium opening price is found by call auction; normal trading follows with a price band set around that price.")
Q(3, "Why do the stock exchanges run a separate block deal window?",
  "To let large trades be done at once in a separate session",
  ["To let small investors trade at a discounted rate of brokerage", "To let brokers settle their own trades a day earlier", "To let companies buy back their shares without a price"],
  "The block deal window is a separate trading session for single large orders above a minimum size, executed within a narrow range around the market price. It lets large trades be done without disturbing the normal market, and the deals are disclosed to the public.")
Q(3, "When a company opens a trading account, what must the broker identify as part of client due diligence?",
  "The persons who ultimately own or control the company",
  ["The names of the company's ten largest customers and suppliers", "The personal tax returns of all of its employees", "The share price history of its listed competitors"],
  "Under the PMLA rules and SEBI's guidelines, for a non-individual client the broker must identify the beneficial owners, the natural persons who ultimately own or control it, and verify them, so that the account cannot be used to hide who really trades.")
Q(3, "Before a client can trade in equity derivatives, what must the broker obtain from him besides the usual KYC?",
  "Proof of his financial standing, such as income or net worth",
  ["An undertaking that he will hold his positions to expiry", "A guarantee from his bank covering his future trades", "A no-objection letter from the companies he plans to trade"],
  "Brokers must collect proof of financial standing (such as income tax returns, salary slips, bank statements or a net worth certificate) before activating a client for derivatives, so that the exposure he takes is in line with his means.")
Q(3, "A client places a buy order at a price above the stock's upper price band for the day. What happens to the order?",
  "The exchange's system rejects it",
  ["It executes at the upper price band", "It waits until the band is removed", "It executes at the last traded price"],
  "Orders priced outside a stock's price band for the day are not accepted by the exchange's trading system; the client must place an order within the band. Price bands limit how far a stock can move in a day.")
Q(3, "Under SEBI's short-selling framework, when must an institutional investor disclose that a sale is a short sale?",
  "Upfront, at the time the order is placed",
  ["At the end of the month, to the company", "If the sale is later found to have failed", "At the end of the settlement cycle"],
  "Institutional investors must disclose upfront, when placing the order, that a sale is a short sale; retail investors may disclose by the end of the trading day. Short selling is allowed in India, but naked short selling (not delivering at settlement) is not.")
Q(3, "When may a trading member modify the client code of an executed trade?",
  "Only to correct a genuine error, within the exchange's rules",
  ["Whenever a client asks to move a profit to another account", "At any time before the client receives the contract note", "Whenever the dealer thinks another client needs the shares"],
  "Exchanges allow client code modification after a trade only to correct genuine errors, within a set time, and they monitor and penalise such changes. Shifting trades between clients after the event could be used to move profits or losses, which is why it is tightly controlled.")
Q(3, "What is the market lot for equity shares traded in the normal market of the cash segment?",
  "One share",
  ["Fifty shares", "One hundred", "A Rs 10,000 lot"],
  "For dematerialised equity shares in the cash segment the market lot is one share, so an investor can buy or sell any whole number of shares. Lot sizes apply to derivatives contracts, not to the cash market.")

# ---------------------------------------------------------------- Chapter 4: Risk Management (15)
Q(4, "A client has pledged shares with a market value of Rs 8,00,000, on which a haircut of 25% (assumed) applies. The margin required on his positions is Rs 6,80,000. What is his margin shortfall?",
  "Rs 80,000",
  ["Rs 2,00,000", "Rs 1,20,000", "No shortfall at all"],
  "The shares count at their value after the haircut: Rs 8,00,000 x 0.75 = Rs 6,00,000. The margin required is Rs 6,80,000, so the shortfall is 6,80,000 - 6,00,000 = Rs 80,000. Using the market value without the haircut would wrongly show no shortfall (a surplus of Rs 1,20,000).",
  calc="collateral_shortfall")
Q(4, "The clearing corporation's four snapshots of a client's margin requirement in a day are Rs 1.2 lakh, Rs 1.8 lakh, Rs 1.5 lakh and Rs 0.9 lakh. The broker had collected Rs 1.5 lakh from him upfront. What is the short collection for the day?",
  "Rs 0.3 lakh",
  ["Nil for the day", "Rs 0.6 lakh", "Rs 0.15 lakh"],
  "Under the peak margin framework the requirement for the day is the highest snapshot, Rs 1.8 lakh. Against Rs 1.5 lakh collected, the short collection is 1.8 - 1.5 = Rs 0.3 lakh (Rs 30,000). Comparing with the end-of-day figure alone would hide it.",
  calc="peak_short")
Q(4, "A portfolio's one-day VaR at 99% confidence is Rs 10 lakh. What does this figure not tell the risk manager?",
  "How large the loss could be on the worst 1% of days",
  ["The loss that is exceeded on only about 1% of days", "The holding period over which the loss is measured", "The confidence level at which the loss is computed"],
  "VaR gives a threshold: losses should exceed Rs 10 lakh on only about 1 day in 100. It says nothing about how big the loss may be on those days beyond the threshold, which is why exchanges add extreme loss margins and stress tests.")
Q(4, "A broker's margin system uses a volatility estimate that later proves far too low, so margins were understated. Which risk is this?",
  "Model risk",
  ["Legal risk", "Reputation risk", "Liquidity risk"],
  "Model risk is the risk of loss from using a model that is wrong or used wrongly, such as a margin model with poor volatility estimates. Legal risk concerns enforceability of contracts; liquidity risk the inability to trade without moving the price.")
Q(4, "A broker requires that every payment to a client, once entered by one employee, is approved by another before it is released. Which control is this?",
  "The maker-checker principle",
  ["A business continuity plan", "A price band on the payment", "A position limit on clients"],
  "Under the maker-checker principle one person enters (makes) a transaction and another independently verifies (checks) and approves it, so that a single person cannot make an error or a fraudulent payment alone.")
Q(4, "Why should the people who execute clients' orders not also be the ones who settle and account for those trades?",
  "Separating the duties helps errors and fraud to be caught",
  ["Dealers are not allowed by law to see any client's ledger", "Settling trades requires a separate registration from SEBI", "Clients pay lower brokerage when duties are kept together"],
  "Segregation of duties between the front office and the back office means a dealer cannot both enter a trade and hide its effect in the accounts; the back office independently confirms and settles what the front office did. It is a basic operational risk control.")
Q(4, "Why does a broker regularly reconcile the balances in its client bank accounts with the total of its clients' ledger credit balances?",
  "To detect any use of client money for other purposes",
  ["To work out the brokerage due from each client that day", "To compute the stamp duty payable on the day's trades", "To decide which clients may trade in the derivatives"],
  "Client money must always be at least equal to what the broker owes its clients. Reconciling the client bank balances (and funds with the clearing corporation) with clients' credit balances shows at once if client money has been diverted, for example to fund other clients or the broker itself.")
Q(4, "Why do the exchanges require brokers to submit periodic data on client funds, client securities and their bank and demat balances?",
  "So the exchanges can check that client assets are not misused",
  ["So the exchanges can set each broker's brokerage for the year", "So the exchanges can settle clients' trades without brokers", "So the exchanges can publish each client's holdings each week"],
  "Under SEBI's enhanced supervision of stock brokers, brokers report client-level balances and their bank and demat account balances, which the exchanges match with data from banks, depositories and clearing corporations to detect any misuse of client funds or securities.")
Q(4, "In a broker's business continuity plan, what is the recovery time objective (RTO)?",
  "The longest time a critical system may stay down",
  ["The time taken by clients to receive funds after the pay-out", "The deadline by which margins are to be collected from clients", "The time by which the broker is to file its annual accounts"],
  "The recovery time objective is the maximum acceptable time within which a critical system or process must be restored after a disruption, for example by switching to the disaster recovery site. The plan and its drills are designed to meet it.")
Q(4, "A client buys shares of company X worth Rs 2,00,000 and of company Y worth Rs 3,00,000. The margin rates (VaR margin plus ELM, assumed) are 20% for X and 15% for Y. What upfront margin must the broker collect?",
  "Rs 85,000",
  ["Rs 87,500", "Rs 1,00,000", "Rs 75,000"],
  "Margins are computed stock by stock at each stock's own rate: 20% x Rs 2,00,000 = Rs 40,000 for X and 15% x Rs 3,00,000 = Rs 45,000 for Y, a total of Rs 85,000. Applying one rate to the whole Rs 5,00,000 (Rs 1,00,000 at 20%, Rs 75,000 at 15%) or their simple average (Rs 87,500) is wrong.",
  calc="two_stock_margin")

Q(4, "Under SEBI's upfront margin rules, how does the margin on an intraday position in the cash segment compare with that on a delivery purchase of the same value?",
  "The same margin is required for both positions",
  ["Intraday positions need a lower margin", "Intraday needs twice the margin of delivery", "Intraday margin is collected at the day's end"],
  "The cash segment's margins (VaR margin and ELM) are collected upfront on the position, whether the client intends to square it off the same day or take delivery, and the peak margin checks during the day stop brokers from offering extra intraday leverage.")
Q(4, "A client who declared a modest annual income starts trading very large amounts every day. Why should the broker look into it?",
  "The account may be misused, or the trades may launder money",
  ["A client's income decides the brokerage he can be charged", "The exchange lets clients trade only up to their income", "Large trades settle late when income is below a limit"],
  "Brokers must monitor whether clients' trading is consistent with their declared income and financial standing. Activity far beyond a client's means may show that the account is used by someone else (a mule account) or for money laundering, and may need to be reported as suspicious.")

Q(4, "A dealer learns that a large client is about to place a big buy order and buys the same stock for himself first. What is this called?",
  "Front running",
  ["Circular trading", "Price discovery", "Early pay-in"],
  "Front running is trading ahead of a client's (or a fund's) large order, using knowledge of that order to profit from its price effect. It is a fraudulent and unfair trade practice under SEBI's regulations, and brokers' surveillance must look for it.")
Q(4, "A group of related accounts repeatedly buys and sells the same shares among themselves to create an impression of active trading. What is this practice called?",
  "Circular trading",
  ["Front running", "Block dealing", "Arbitrage trading"],
  "Circular trading is a manipulation in which a group trades the same securities back and forth among themselves, creating artificial volume and sometimes moving the price, to lure other investors. Surveillance systems look for trades between connected accounts.")
Q(4, "One of a broker's clients fails to pay for shares he bought. What is the broker's obligation to the clearing corporation for that settlement?",
  "To meet the pay-in in full, as the client's default is no excuse",
  ["To pay only the part of the amount its other clients can cover", "To ask the clearing corporation to cancel the client's trade", "To wait until the client pays and meet the pay-in after that"],
  "The clearing member is responsible to the clearing corporation for all trades it clears, including its clients'. It must meet its pay-in in full, then recover the money from the defaulting client (for example by selling the unpaid securities under its policy).")

# ---------------------------------------------------------------- Chapter 5: Clearing Process (15)
Q(5, "Which of these contribute to the Core Settlement Guarantee Fund of a clearing corporation under SEBI's norms?",
  "The clearing corporation, the stock exchange and clearing members",
  ["The investors, through a levy on each trade they make on the day", "The Reserve Bank of India and the central government's budget", "The listed companies, through an annual fee on their shares"],
  "SEBI's Core SGF norms require contributions from the clearing corporation (the largest share), the stock exchange and, up to a limit, the clearing members. It is the clearing corporation's fund to meet settlement losses when a defaulter's own resources fall short.")
Q(5, "A trading member of an exchange is not itself a clearing member. How are its trades cleared and settled?",
  "Through a clearing member under an agreement between them",
  ["Directly between its clients and the clients on the other side", "By the stock exchange, which acts as the clearing member", "By the depository, which settles funds and securities"],
  "A trading member that does not clear its own trades must have an agreement with a clearing member (a trading-cum-clearing or professional clearing member), which clears and settles its trades with the clearing corporation and is responsible for them.")
Q(5, "A client buys 500 shares of a stock on Monday and sells 500 shares of the same stock on Tuesday. How are these trades settled under T+1?",
  "Separately, each in the settlement for its own trade day",
  ["Netted to nil, so neither trade needs to be settled", "Together, with both settled on Tuesday as one single trade", "Together, with both settled on Wednesday as one trade"],
  "Netting works within one settlement. Monday's purchase belongs to Monday's settlement (paid out on Tuesday) and Tuesday's sale to Tuesday's settlement (paid in on Wednesday), so each is settled on its own; they are not netted against each other.")
Q(5, "A client sells on Tuesday shares he bought on Monday, before the Monday purchase has been paid out to him. What risk does he run?",
  "If Monday's seller fails to deliver, his own sale may go short",
  ["His Tuesday sale will be cancelled by the exchange at the close", "His Monday purchase will be converted into a trade in cash", "He must pay the stamp duty twice on the Monday purchase"],
  "Selling shares before receiving them (buy today, sell tomorrow) relies on the first purchase being delivered. If the Monday seller short-delivers, the client may not have the shares to deliver for his Tuesday sale, which then goes to auction at his cost.")
Q(5, "In one settlement of a stock, clearing member A bought 500 shares from member B, and B bought 300 shares from member C. There are no other trades. What is B's net securities obligation?",
  "Deliver 200 shares",
  ["Deliver 500 shares", "Receive 300 shares", "Deliver 800 shares"],
  "Multilateral netting sets each member's purchases against its sales through the clearing corporation: B sold 500 and bought 300, so it delivers 500 - 300 = 200 shares. A receives 500 and C delivers 300.",
  calc="three_member")
Q(5, "How does a clearing corporation compute the initial margin on a client's derivatives portfolio?",
  "From the portfolio's worst likely loss across market scenarios",
  ["As a fixed share of each contract's value, with no offset allowed", "From the client's declared income and his net worth", "From the number of contracts traded during the day"],
  "Initial margin on derivatives is portfolio-based: the clearing corporation values the client's whole portfolio of futures and options under a range of price and volatility scenarios and sets the margin to cover the largest likely loss at a high confidence level, so offsetting positions reduce it; an exposure (extreme loss) margin is added on top. Income decides whether a client may trade derivatives, not his margin, and the number of contracts traded says nothing about the risk left open.")
Q(5, "How are stock futures and stock options settled at expiry on the Indian exchanges?",
  "By physical delivery of the underlying shares",
  ["In cash, against the day's closing price only", "By rolling the contract into the next month", "By the buyer's choice of cash or the shares"],
  "All stock derivatives are now physically settled (the change was phased in during 2018 and 2019): at expiry, open stock futures and exercised stock options result in delivery of the underlying shares against payment, through the clearing corporation. Index derivatives remain cash-settled.")
Q(5, "How are the daily mark-to-market profits and losses on open futures positions settled?",
  "In cash each day, through the clearing members' accounts",
  ["In shares of the underlying each day, through the DPs", "Only at expiry, when the positions are finally closed", "Once a week, when the exchange publishes the settlement prices"],
  "Futures positions are marked to the day's settlement price and the profit or loss is paid or received in cash daily (on the next working day), through the clearing members' settlement accounts. This stops losses from piling up until expiry.")
Q(5, "A client is long 2 lots of a stock future with a lot size of 500 shares (assumed). The daily settlement price moves from Rs 405 to Rs 412. What is the day's mark-to-market settlement for him?",
  "He receives Rs 7,000",
  ["He pays Rs 7,000", "He receives Rs 3,500", "He receives Rs 14,000"],
  "The long position gains as the price rises: (412 - 405) x 2 lots x 500 shares = 7 x 1,000 = Rs 7,000, received in cash. A short position would pay the same amount.",
  calc="futures_mtm")
Q(5, "Why do clearing corporations now track collateral at the level of each client, and not only of each clearing member?",
  "So one client's collateral cannot be used for another's obligations",
  ["So clearing members can pledge all clients' collateral for their own", "So clients can deposit collateral straight from their salaries", "So the exchange can charge a fee on each client's collateral"],
  "Under SEBI's framework for segregation and monitoring of collateral at client level, members report how much of their collateral belongs to each client, and the clearing corporation ensures that a client's collateral is not used for another client's or the member's obligations, which protects clients in a member's default.")
Q(5, "Which transfer of shares does the clearing corporation not guarantee?",
  "An off-market transfer between two demat accounts",
  ["A sale in the normal market by a retail client", "A purchase done in the exchange's block deal window", "A sale made through the post-closing session"],
  "The clearing corporation's guarantee covers trades executed on the exchange, including block deals and post-closing trades. An off-market transfer is a private arrangement between the parties, done through their DPs, with no exchange trade and no guarantee.")
Q(5, "Under which regulations does SEBI recognise and regulate clearing corporations, including their ownership and governance?",
  "The SECC Regulations of 2018",
  ["The Depositories Regulations", "The Stock Brokers Regulations", "The ICDR Regulations of 2018"],
  "The Securities Contracts (Regulation) (Stock Exchanges and Clearing Corporations) Regulations, 2018 (SECC Regulations) govern the recognition, ownership, net worth and governance of stock exchanges and clearing corporations. The ICDR Regulations deal with issues of capital.")
Q(5, "A clearing member deposits Rs 2 crore in cash and cash equivalents and approved shares worth Rs 3 crore after haircut. At least 50% of its effective collateral must be cash or cash equivalents. For how much collateral does it get credit?",
  "Rs 4 crore",
  ["Rs 5 crore", "Rs 2 crore", "Rs 6 crore"],
  "Because cash and cash equivalents must be at least half of the effective collateral, the non-cash part counts only up to the amount of the cash part: Rs 2 crore of cash supports at most Rs 2 crore of shares, so the member gets credit for 2 + 2 = Rs 4 crore. The other Rs 1 crore of shares counts only once more cash is added.",
  calc="cash_cap")

Q(5, "A trading member clears its trades through a clearing member. Who collects the margins due on the trading member's positions and answers for them to the clearing corporation?",
  "The clearing member",
  ["The stock exchange", "The trading member's DP", "The Core SGF trustees"],
  "The clearing corporation deals only with clearing members: the clearing member collects margins from the trading members it clears for (who collect them from their clients) and is responsible for those positions to the clearing corporation.")
Q(5, "What happens to an in-the-money stock option that a buyer holds at expiry and does not close out?",
  "It is exercised automatically and settled by delivery",
  ["It lapses, since the buyer did not give notice in time", "It is rolled into the next month's contract by the CC", "It is settled in cash at the buyer's request by the CC"],
  "Stock options on the Indian exchanges are European and are exercised automatically at expiry if they are in the money (for strikes close to the money the holder may instead give a 'do not exercise' instruction). Because stock derivatives are physically settled, an exercised call leads to the buyer taking delivery of the shares and an exercised put to delivering them.")

# ---------------------------------------------------------------- Chapter 6: Settlement Process (15)
Q(6, "A company buys back 10 lakh shares through a tender offer, and 40 lakh shares are tendered. Assuming every tender is accepted in the same proportion, how many of a shareholder's 2,000 tendered shares are accepted?",
  "500",
  ["2,000", "800", "250"],
  "The acceptance ratio is shares bought back / shares tendered = 10 lakh / 40 lakh = 1/4, so 2,000 x 1/4 = 500 shares are accepted and the other 1,500 are returned to the shareholder's demat account.",
  calc="buyback_ratio")

Q(6, "Who approves the final dividend on a company's equity shares?",
  "The shareholders at the annual general meeting",
  ["The board of directors alone, at any time it likes", "The stock exchange on which the shares are listed", "The registrar and transfer agent of the company"],
  "The board recommends a final dividend and the shareholders declare it at the annual general meeting; they cannot raise it above the board's recommendation. An interim dividend, by contrast, is declared by the board between AGMs.")
Q(6, "What is a book closure in the context of corporate actions?",
  "A period when the register of members is closed to fix entitlements",
  ["A day on which the stock exchange is closed for trading in a stock", "The date from which the company stops filing its annual accounts", "The period during which a broker's back office stops its accounts"],
  "During a book closure a company closes its register of members (and gets the list of beneficial owners from the depositories) to determine who is entitled to a dividend or other benefit. A record date is a single day used for the same purpose.")
Q(6, "Company B merges into company A, and B's shareholders receive 3 shares of A for every 5 shares of B. A shareholder holds 1,000 shares of B. How many shares of A does he receive?",
  "600",
  ["1,667", "300", "1,600"],
  "Under the swap ratio, 1,000 shares of B x 3/5 = 600 shares of A, credited to his demat account on the record date set for the scheme, and his B shares are extinguished. 1,667 inverts the ratio.",
  calc="swap")
Q(6, "How is a demat account opened in the name of a minor held and operated?",
  "In the minor's sole name, operated by the guardian",
  ["Jointly with the guardian as the first holder", "In the guardian's name with the minor as nominee", "In the minor's name, operated by the minor alone"],
  "A minor's demat account is held in the minor's name alone (no joint holders) and operated by the natural or court-appointed guardian until the minor comes of age, when the account is changed into the name of the now-major holder.")
Q(6, "At most how many holders can a demat account have, including the first holder?",
  "Three",
  ["Two", "Four", "Five"],
  "A demat account can be held by one person or jointly by up to three holders, whose names and their order must match the share certificates or the holding; each joint holder completes KYC.")
Q(6, "Shares pledged by a client in favour of a lender earn a dividend while the pledge is in force. Who receives the dividend?",
  "The client, as the beneficial owner of the shares",
  ["The lender, as the pledgee holding the pledged shares", "The depository, until the pledge is closed", "The broker, who holds the shares in his name"],
  "A pledge does not change ownership: the shares stay in the pledgor's demat account, marked as pledged, and corporate benefits such as dividends go to him as the beneficial owner. The pledgee may invoke the pledge on default.")
Q(6, "A promoter's shares in a recently listed company are under lock-in. What does this mean for his demat holding?",
  "The shares cannot be transferred until the lock-in ends",
  ["The shares cannot earn dividends until the lock-in ends", "The shares are held by the company until the lock-in ends", "The shares must be sold before the lock-in period ends"],
  "Locked-in shares are marked as such in the holder's demat account and cannot be sold or transferred until the lock-in period ends, though they carry the usual rights to dividends and votes. SEBI's rules set lock-ins for promoters' and some other holdings after an issue.")
Q(6, "A company has both fully paid and partly paid equity shares. How are they identified in the depository system?",
  "Each class has its own separate ISIN",
  ["Both share a single ISIN with a flag", "Partly paid shares get no ISIN at all", "The RTA tracks them outside the depository"],
  "Securities with different rights or paid-up values are separate securities, so partly paid shares carry an ISIN different from that of the fully paid shares. When the calls are paid, the partly paid shares are converted into the fully paid ISIN.")
Q(6, "A shareholder neither applies for shares against her rights entitlements nor sells them before the rights issue closes. What happens to the entitlements?",
  "They lapse and are extinguished",
  ["They are credited as bonus shares", "They roll over into the next issue", "They are bought back by the company"],
  "Rights entitlements give a right to apply within the issue period. Those neither exercised nor renounced by the time the issue closes lapse and are removed from the demat account, so the holder loses their value.")
Q(6, "After a company splits each share of face value Rs 10 into shares of face value Rs 1, what happens to its paid-up equity share capital?",
  "It stays the same",
  ["It rises tenfold", "It falls tenfold", "It becomes zero"],
  "A split multiplies the number of shares and divides the face value by the same factor, so the paid-up capital (shares x face value) does not change. Nothing is paid in or out.")
Q(6, "How is a bonus issue of shares funded by the company?",
  "By capitalising part of its reserves",
  ["By taking fresh money from shareholders", "By borrowing from the company's banks", "By selling some of its fixed assets"],
  "A bonus issue converts part of the company's free reserves (or securities premium) into share capital and distributes the new shares free to shareholders in proportion to their holdings. No money comes in or goes out, so the company's net worth is unchanged.")
Q(6, "What happens to the shares a company buys back from its shareholders?",
  "They are extinguished, reducing the shares in issue",
  ["They are kept by the company to vote at its general meetings", "They are given as bonus shares to the promoters", "They are credited to the broker that bought them"],
  "Shares bought back must be extinguished (physically destroyed, or extinguished in the depository system for demat shares) within the time SEBI sets, so the number of shares in issue falls. A company may not hold its own shares as treasury shares to vote.")
Q(6, "When a holder submits physical share certificates for dematerialisation, what does the depository participant do to the certificates?",
  "Marks them 'Surrendered for Dematerialisation'",
  ["Returns them to the holder after scanning them", "Sends them to the stock exchange for listing", "Stamps them with the holder's demat account code"],
  "The DP defaces the certificates with 'Surrendered for Dematerialisation', so they cannot be used again, and sends them with the DRF to the issuer's RTA. After the RTA confirms the request, the depository credits the holder's demat account.")
Q(6, "What is one benefit of the move from T+2 to T+1 settlement in the Indian equity market?",
  "Less time during which trades stay unsettled and exposed to risk",
  ["No margin needs to be collected from the clients on any trades", "Trades can now be cancelled by clients until the settlement day", "Brokers can keep client funds for a day longer than they used to"],
  "With T+1, funds and securities change hands a day earlier, so outstanding obligations and counterparty exposure exist for less time, margins are released sooner and investors get their money or shares faster. Margins are still collected upfront.")

# ---------------------------------------------------------------- Chapter 7: Investor Grievances and Arbitration (10)
Q(7, "A caller offers an investor 'sure-shot' stock tips for a fee and claims to be registered with SEBI. How can the investor check the claim?",
  "Look the entity up in SEBI's lists of registered intermediaries",
  ["Ask the caller to send a copy of his own bank account statement", "Check whether the caller's tips worked for a week before paying", "Ask the stock exchange to guarantee the returns promised to him"],
  "SEBI publishes on its website the lists of registered intermediaries, including research analysts and investment advisers, with their registration numbers. Investors should verify before dealing; past tips working, or documents the caller sends, prove nothing, and no one can guarantee returns.")

Q(7, "Which of these complaints will SEBI's SCORES not take up?",
  "One on a matter that is pending before a court",
  ["One about a broker's delay in paying out funds", "One about a DP's wrong debit of securities", "One about a company not paying a dividend"],
  "SCORES does not deal with matters that are sub judice (pending before a court or tribunal), anonymous complaints, or general suggestions. Delays by brokers, wrong debits by DPs and unpaid dividends are typical grievances it handles.")
Q(7, "A dispute between an investor and a broker is settled in conciliation and both sign a settlement agreement. What is its legal status?",
  "It binds both, with the status of an arbitral award on agreed terms",
  ["It is a suggestion that either side may ignore later if it wishes", "It binds the broker, while the investor may still walk away", "It needs a civil court's approval before it can take effect"],
  "Under the Arbitration and Conciliation Act, 1996, a settlement agreement signed by the parties in conciliation is final and binding on them and has the same status and effect as an arbitral award on agreed terms.")
Q(7, "What action can SEBI take against a registered intermediary that fails to redress investor grievances after being called on to do so?",
  "Impose a monetary penalty under the SEBI Act",
  ["Pay the investor's claim from SEBI's own budget", "Order the investor to close his account", "Cancel the investor's KYC registration"],
  "The SEBI Act provides for monetary penalties on intermediaries that fail to redress investors' grievances after being called upon by SEBI, in addition to SEBI's other enforcement powers. SEBI does not pay investors itself.")
Q(7, "A broker believes an arbitral award against it is flawed. How may it challenge the award?",
  "By applying to a court to set it aside on limited grounds",
  ["By asking SEBI's board to rewrite the award in its favour", "By refusing to comply until the investor goes to the police", "By asking the exchange to declare the investor a defaulter"],
  "Under the Arbitration and Conciliation Act, 1996 an award can be challenged only by an application to the court to set it aside, on limited grounds such as incapacity, invalid agreement, lack of a proper hearing or conflict with public policy. The court does not rehear the merits.")
Q(7, "What must a stock broker maintain to track the complaints it receives from investors?",
  "A register of complaints with dates and the action taken",
  ["A list of clients it has advised to stop trading with it", "A log of its dealers' personal investments each month", "A record of the exchange's circulars on brokerage rates"],
  "Brokers keep a register of investor complaints, recording when each was received, what it concerns and what was done and when, and report complaint data to the exchanges and on their websites. The register helps show that grievances are handled in time.")
Q(7, "Which precaution is advised to investors to avoid disputes over unauthorised trades?",
  "Never share trading passwords or one-time codes",
  ["Sign blank delivery instruction slips to save time", "Give the broker a cheque without naming the payee", "Let the dealer trade as he sees fit when unavailable"],
  "Investors are advised never to share their trading passwords or OTPs, not to sign blank or incomplete documents, to pay only by banking channels to the broker's account and not to give discretion to dealers without proper authorisation. Each of these prevents unauthorised dealing.")
Q(7, "An investor's grievance concerns the conduct of an authorised person (AP) of a stock broker. Who is responsible to the investor for it?",
  "The stock broker that appointed the authorised person",
  ["The authorised person, as the broker is not liable for him", "The exchange, since it approved the authorised person", "No one, since authorised persons are not intermediaries"],
  "An authorised person acts for the stock broker, and the broker is responsible for the AP's acts and omissions towards clients. Complaints against an AP are lodged against the broker, which must resolve them.")
Q(7, "Can a stock broker start a dispute against one of its clients on SEBI's Online Dispute Resolution portal?",
  "Yes, after first giving the client notice of its claim",
  ["No, the portal is open only to claims made by investors", "Yes, once SEBI has first approved the claim in writing", "No, brokers recover their dues through civil courts"],
  "The ODR framework lets market participants as well as investors start proceedings; a market participant must first give the investor notice of the claim before starting conciliation on the portal.")
Q(7, "Which of these is not a grievance that a broker can be required to redress?",
  "A loss from a price fall in shares the client chose",
  ["Delay in the broker's pay-out of the client's funds", "A trade done in the account without instructions", "Non-receipt of the contract note for a trade done"],
  "Grievance redressal covers failures in service or conduct: delayed funds or securities, unauthorised trades, missing contract notes. A loss from the market's movement on an investment the client chose himself is the investor's risk, not a grievance against the broker.")

# ---------------------------------------------------------------- Chapter 8: Other Services Provided by Brokers (10)
Q(8, "A client has pledged shares to his broker for margin. How does the broker get margin benefit for them at the clearing corporation?",
  "By re-pledging them to its clearing member, which re-pledges them to the CC",
  ["By transferring them to its own pool account and then to the clearing bank", "By selling them in the market and depositing the money raised as collateral", "By asking the client to transfer them to the exchange's own demat account"],
  "Under the margin pledge system in force since 2020, the client's shares stay in his demat account, pledged to the broker; the broker re-pledges them to its clearing member, which re-pledges them to the clearing corporation. Title transfer of client securities to brokers for margin is no longer allowed.")
Q(8, "A client does not meet a margin call on time, and his shares are pledged to the broker as margin. What may the broker do?",
  "Invoke the pledge and sell the shares, as its disclosed policy allows",
  ["Transfer the shares to its own account and keep them as its property", "Ask the company to cancel the shares and refund their face value", "Nothing, since pledged shares can be sold only by the client himself"],
  "If the client fails to meet his margin obligations, the broker may invoke the pledge and sell the securities to recover its dues, in line with its risk management policy disclosed to the client. Any surplus belongs to the client.")
Q(8, "A stock broker wants to open demat accounts for its clients. What does it need?",
  "Separate registration with SEBI as a depository participant",
  ["Nothing beyond its registration as a stock broker with SEBI", "A licence from the Reserve Bank of India to hold securities", "A no-objection letter from the companies whose shares it holds"],
  "Depository services are a separate activity: a broker must register with SEBI as a depository participant of NSDL or CDSL under the depositories' regulations before it can open and service demat accounts.")
Q(8, "What is the minimum investment a client must make with a portfolio manager under SEBI's regulations?",
  "Rs 50 lakh",
  ["Rs 25 lakh", "Rs 10 lakh", "Rs 5 lakh"],
  "SEBI's Portfolio Managers Regulations require a minimum investment of Rs 50 lakh per client (raised from Rs 25 lakh in 2020), in cash or securities, reflecting that portfolio management is meant for investors who can bear its risks.")
Q(8, "What must a stock broker, or its employees, have before selling mutual fund units to clients as a distributor?",
  "An AMFI registration number after passing the NISM exam",
  ["A separate SEBI licence as an asset management company", "The approval of each mutual fund's trustees for each sale", "A registration as an investment adviser for each scheme"],
  "To distribute mutual funds, a broker registers with AMFI and obtains an ARN, and its employees who sell need the NISM Series V-A certificate and their own employee identification number. AMC status and adviser registration are different things.")
Q(8, "A stock broker wants to let its clients place orders over the internet through its own trading platform. What must it obtain first?",
  "The stock exchange's approval for internet-based trading",
  ["A licence from the telecom regulator for its website", "The consent of every listed company whose shares trade", "A registration as a depository with SEBI for the site"],
  "Internet-based trading is offered only with the exchange's permission, granted after the broker meets SEBI's and the exchange's requirements for systems, security, order checks and client authentication.")
Q(8, "What is direct market access (DMA) offered by brokers to institutional clients?",
  "A facility for clients to send orders straight to the exchange through the broker's systems",
  ["A service where the broker's dealer places each order by phone for the institutional client", "A separate membership of the exchange given to large clients so they can trade alone", "An account at the exchange that lets clients settle trades without any clearing member"],
  "Under DMA the client's orders pass to the exchange through the broker's trading infrastructure, without the broker's dealer handling each order, subject to the broker's risk checks. The client is still the broker's client and settles through it.")
Q(8, "What does smart order routing (SOR) by a broker do?",
  "Sends each order to the exchange with the best available price",
  ["Splits each order equally between the exchanges where it trades", "Holds each order until the client's bank confirms the money", "Routes each order to the dealer with the most experience"],
  "Smart order routing, with exchange approval, checks the prices and quantities available on the exchanges where the security trades and routes the order to the best available, helping the client get best execution.")
Q(8, "What is a '3-in-1' account offered by some brokers?",
  "A linked bank, demat and trading account",
  ["A joint account for three family members", "A trading account on three stock exchanges", "A demat account held with three depositories"],
  "A 3-in-1 account links a client's savings bank account, demat account and trading account, usually with a bank-owned broker, so that funds move for trades and securities for settlement without separate transfers. Qualified stock brokers may offer it instead of trading against blocked funds.")
Q(8, "A broker funds Rs 3,00,000 of a client's purchase under its margin trading facility, at an interest rate of 15% a year (assumed, 365-day year). What interest is due for 30 days?",
  "Rs 3,698.63",
  ["Rs 3,750.00", "Rs 45,000.00", "Rs 1,232.88"],
  "Interest = Rs 3,00,000 x 15% x 30/365 = Rs 3,698.63. Rs 3,750 uses a 360-day year; Rs 45,000 is a whole year's interest.",
  calc="mtf_interest")
