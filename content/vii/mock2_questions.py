# Full-Length Mock Test 2 for NISM Series VII (Securities Operations and Risk Management). Original questions; the
# correct option is listed first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the
# workbook's. Prices, quantities and margin rates in calculations are hypothetical ("assumed" where they could be
# mistaken for a current exchange figure).
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Introduction to the Securities Market (5)
Q(1, "A 91-day Treasury bill with a face value of Rs 100 is issued at Rs 98.20. How much does the holder receive from the Government at maturity?",
  "Rs 100.00",
  ["Rs 98.20", "Rs 101.80", "Rs 99.10"],
  "Treasury bills are zero-coupon money market instruments: they are issued at a discount and redeemed at face value. The holder's return is the discount itself, Rs 100 - Rs 98.20 = Rs 1.80 per bill; nothing else is paid at maturity.",
  calc="tbill")
Q(1, "Which instrument is a negotiable money market deposit issued by a scheduled commercial bank for a fixed term?",
  "A certificate of deposit",
  ["A commercial paper note", "A dated government bond", "A treasury bill of 91 days"],
  "A certificate of deposit is a short-term, negotiable instrument issued by banks (and some financial institutions) against funds deposited for a fixed term. Commercial paper is issued by companies, and dated government securities and tax-free bonds are long-term debt.")
Q(1, "How do the holders of a company's debentures differ from the holders of its equity shares?",
  "They are creditors owed interest and principal",
  ["They own the company and share in its profits", "They vote on the resolutions at general meetings", "They are repaid after the equity shareholders"],
  "A debenture is a debt instrument: its holders lend money to the company and are entitled to the agreed interest and repayment of principal, ahead of shareholders in a winding up. Equity shareholders are the owners, share residual profits and vote.")
Q(1, "How are exchange-traded index futures settled on expiry in India?",
  "In cash, against the final settlement price",
  ["By delivery of all the index's constituent shares", "By delivery of an index fund's units", "In cash or shares, at the buyer's choice"],
  "An index cannot be delivered, so index futures are cash-settled: on expiry, open positions are marked to the final settlement price (based on the underlying index's closing value) and the difference is paid in cash. Stock derivatives, by contrast, are physically settled.")
Q(1, "What distinguishes an over-the-counter (OTC) market from an exchange-traded market?",
  "Deals are negotiated directly between the two parties",
  ["Prices are fixed by the market regulator each morning", "The central bank acts as the buyer or seller in it", "Its contracts are guaranteed by a clearing house"],
  "In an OTC market the parties negotiate terms bilaterally, often through dealers, without a central order book; contracts can be customised and counterparty risk rests with the parties unless a separate clearing arrangement applies. Exchange trades are standardised, matched on a platform and cleared centrally.")

# ---------------------------------------------------------------- Chapter 2: Market Participants in the Securities Market (10)
Q(2, "An Indian company wants to raise equity from investors in Europe by listing depository receipts on the Luxembourg exchange. Which instrument does it issue?",
  "Global Depository Receipts",
  ["American Depository Receipts", "External commercial borrowings", "Rupee-denominated masala bonds"],
  "Global Depository Receipts represent the company's shares held by a custodian in India and are listed on exchanges outside the US, such as Luxembourg or London. ADRs are listed in the US; external commercial borrowings and masala bonds are debt, not equity.")
Q(2, "What is a Foreign Currency Convertible Bond (FCCB)?",
  "A foreign-currency bond that may be converted into shares",
  ["A rupee loan from an Indian bank to a foreign company", "A deposit receipt for shares held abroad by a foreign custodian", "A government bond issued to fund imports of currency"],
  "An FCCB is issued by an Indian company in a foreign currency to overseas investors; it pays interest and can be converted into the issuer's equity shares on the agreed terms. It is debt until conversion, unlike a depository receipt, which represents shares already issued.")
Q(2, "In a public issue under SEBI's ICDR Regulations, up to what application amount does an individual count as a retail individual investor?",
  "Rs 2 lakh",
  ["Rs 1 lakh", "Rs 5 lakh", "Rs 10 lakh"],
  "A retail individual investor applies for securities worth not more than Rs 2 lakh in an issue; an individual applying for more falls in the non-institutional category.")
Q(2, "A trading member clears and settles its own trades and also those of other trading members. What type of clearing member is it?",
  "A trading-cum-clearing member",
  ["A professional clearing member", "A custodial clearing member", "A depository participant"],
  "A self-clearing member clears only its own trades; a trading-cum-clearing member clears its own and other trading members' trades; a professional clearing member clears others' trades without trading itself. A depository participant services demat accounts and is not a clearing member type.")
Q(2, "Which law governs the recognition of stock exchanges and the contracts in securities dealt on them?",
  "The Securities Contracts (Regulation) Act, 1956",
  ["The Depositories Act, 1996 and the regulations under it", "The Companies Act, 2013 and its listing rules", "The Foreign Exchange Management Act, 1999"],
  "The Securities Contracts (Regulation) Act, 1956 provides for the recognition of stock exchanges, regulates contracts in securities and sets listing requirements; SEBI administers it. The Depositories Act governs depositories, and FEMA governs foreign exchange.")
Q(2, "Which regulator governs the government securities market and the money market in India?",
  "The Reserve Bank of India",
  ["The Ministry of Corporate Affairs", "The Insurance Regulatory Authority", "The Pension Fund Regulatory Authority"],
  "The Reserve Bank of India manages the public debt of the Central and State Governments and regulates the government securities, money and foreign exchange markets; SEBI regulates the securities market, including exchange trading in government securities.")
Q(2, "What does the demutualisation of a stock exchange mean?",
  "Separating its ownership and management from the right to trade on it",
  ["Converting it from a company into a cooperative owned by its member brokers", "Merging its clearing corporation with a depository it has set up", "Requiring mutual funds to hold the shares of the stock exchange"],
  "In a demutualised exchange, ownership, management and trading rights are held separately, so the brokers who trade on it do not also control it. This reduces conflicts of interest. The older broker-owned mutual model is what demutualisation replaced.")
Q(2, "Which intermediary maintains an issuer's register of security holders and processes transfers and corporate-action entitlements for it?",
  "The registrar and share transfer agent",
  ["The banker to the issue for refunds", "The credit rating agency of the issuer", "The merchant banker managing the issue"],
  "A registrar and share transfer agent (RTA) keeps the issuer's records of holders, reconciles them with the depositories, and processes transfers, transmissions and entitlements such as dividends and bonus shares. A merchant banker manages a public issue; a credit rating agency rates debt.")
Q(2, "Which of these is an institutional investor in the securities market?",
  "An insurance company investing its policyholders' funds",
  ["A salaried individual investing his monthly savings", "A Hindu undivided family investing through its karta", "A resident individual holding shares jointly with a spouse"],
  "Institutional investors are organisations that invest pooled or large funds, such as insurers, mutual funds, banks, pension funds and foreign portfolio investors. Individuals, including HUFs and joint holders, are non-institutional investors however much they invest.")
Q(2, "Which entities together are called market infrastructure institutions (MIIs)?",
  "Stock exchanges, clearing corporations and depositories",
  ["Stock brokers, depository participants and custodians", "Merchant bankers, registrars to an issue and bankers to an issue", "Mutual funds, portfolio managers and research analysts"],
  "SEBI calls stock exchanges, clearing corporations and depositories market infrastructure institutions: they provide the systems on which trading, clearing, settlement and holding of securities rest, and face stricter governance and ownership rules than intermediaries such as brokers or DPs.")

# ---------------------------------------------------------------- Chapter 3: Introduction to Securities Broking Operations (20)
Q(3, "In a broking firm, which function monitors clients' exposures and margins during the trading day, between the dealers and the back office?",
  "The middle office",
  ["The front office", "The registrar's office", "The compliance auditor"],
  "The middle office sits between the front office (client dealing and order execution) and the back office (settlement, accounts, reconciliation); it sets and monitors limits, margins and exposures in real time. Auditors review after the event.")
Q(3, "Two sell orders for a stock are in the order book: one at Rs 251 entered at 10:00, and one at Rs 250 entered at 10:05. A market buy order arrives for the quantity of either. Which order is matched first?",
  "The Rs 250 order, because price comes before time",
  ["The Rs 251 order, because it was entered earlier", "Both orders, in equal parts of the quantity wanted", "Whichever the exchange's system picks at random"],
  "Exchanges match orders by price-time priority: the best price has priority (for a buyer, the lowest sell price), and only among orders at the same price does the earlier one go first. So the Rs 250 sell order is matched before the earlier order at Rs 251.")
Q(3, "In the pre-open call auction of the equity cash market, how is a stock's opening price found?",
  "The single price at which the most shares can be matched",
  ["The average of all the buy and sell order prices entered", "The previous day's closing price of the stock, unchanged", "The price of the first order entered in the session"],
  "In the pre-open session orders are collected without being matched; when order entry closes, the exchange finds the equilibrium price, the one at which the largest quantity can trade, and all matched orders trade at that one price, which becomes the opening price. Unmatched orders pass to the normal market. A simple average of order prices ignores the quantities, and the previous close is only used when no equilibrium price is found.")
Q(3, "A client wants to buy a stock but pay no more than Rs 500 a share. Which order lets him do so?",
  "A limit buy order at Rs 500",
  ["A market buy order for the quantity", "A stop-loss sell order at Rs 500", "A market order placed at the open"],
  "A limit buy order can execute only at the limit price or lower, so it caps the price paid, though it may not execute if the price stays above Rs 500. A market order executes at the best price available, whatever it is, and a stop-loss sell order is for getting out of a holding, not for buying.")
Q(3, "A dealer lets a colleague place orders from his terminal under his own user ID while he is away. Why is this a control failure?",
  "Orders can no longer be traced to the person who placed them",
  ["It doubles the brokerage charged to the clients for those orders", "The exchange rejects every order placed from a shared terminal", "It makes the orders settle a day later than the dealer's own"],
  "Each user ID on a trading terminal is allotted to one approved person, so that every order can be traced to whoever entered it. Sharing an ID breaks that audit trail and is a breach of the exchange's rules; it does not change brokerage or settlement.")

Q(3, "What is a KYC Registration Agency (KRA)?",
  "An agency holding KYC records that other intermediaries can use",
  ["A bank that checks the income tax returns filed by each client yearly", "A SEBI office that issues the unique client codes to brokers", "An exchange unit that approves each new client before trading"],
  "A KRA, registered with SEBI, holds the KYC records uploaded by the intermediary that first verified a client. Other SEBI-registered intermediaries fetch and rely on that record, so the client need not go through the full KYC process again with each of them.")
Q(3, "What is the Central KYC Records Registry (CKYCR)?",
  "A central store of KYC records across the financial sector",
  ["A list of clients barred from trading by their own brokers", "A database of brokers' own directors kept by each exchange", "A register of contract notes kept by the clearing house"],
  "The Central KYC Records Registry, run by CERSAI under the PMLA rules, holds clients' KYC records for entities regulated by SEBI, RBI, IRDAI and PFRDA, with a KYC identifier that lets a client's record be reused across the financial sector.")
Q(3, "A client bought 500 shares of a stock and sold 300 shares of the same stock on the same day through one broker. What is the client's delivery obligation for that settlement?",
  "Receive 200 shares",
  ["Deliver 300 shares", "Receive 500 shares", "Deliver 200 shares"],
  "A client's buys and sells of one stock in the same settlement are netted: 300 shares bought and sold are a squared-off intraday trade, settled in money only, and the net 500 - 300 = 200 shares bought are received at pay-out.",
  calc="client_net")
Q(3, "What must a stock broker send its clients every trading day on which they have margin obligations?",
  "A daily margin statement",
  ["A copy of the exchange's circulars", "A quarterly holding statement", "A tax deduction certificate"],
  "Brokers issue clients a daily margin statement showing the margin required, collected and any shortfall, so that clients can see how their collateral is being used. Statements of holdings and accounts are periodic; tax certificates are annual.")
Q(3, "Why do stock exchanges send SMS and e-mail alerts directly to investors about trades done in their accounts?",
  "So investors can spot trades they did not authorise",
  ["So brokers need not issue any more contract notes", "So the exchange can collect its fees from investors", "So investors can confirm orders before they execute"],
  "Exchanges and depositories alert investors, on the mobile number and e-mail registered with the broker, about trades and transactions, so that an unauthorised trade or transfer is noticed quickly and can be complained about. The alerts do not replace the broker's contract note.")
Q(3, "A client trades through the secondary market's 'trading supported by blocked amount' facility. Where does his money stay until it is needed for settlement?",
  "Blocked in his own bank account",
  ["In the broker's client bank account", "With the clearing corporation as cash", "In an escrow account of the exchange"],
  "Under SEBI's framework introduced in 2024, the client's funds are blocked through UPI in his own bank account, much as ASBA works in public issues, and only the amount needed for settlement is debited and passed to the clearing corporation. Qualified stock brokers must offer this facility or a 3-in-1 trading account, from 2025.")

Q(3, "At the end of each trading day, what must a stock broker do with the clear credit balances of its clients' funds under SEBI's current framework?",
  "Upstream them to the clearing corporation, as cash or lien-marked deposits",
  ["Keep them in the broker's own current account until the following trading day", "Lend them to the broker's group companies against a bank's guarantee", "Use them to meet margin shortfalls of the broker's other active clients"],
  "Under SEBI's upstreaming framework of 2023, brokers may not retain clients' clear end-of-day balances: they must be upstreamed to the clearing corporations as cash, as bank fixed deposits lien-marked to a clearing corporation, or as units of overnight mutual fund schemes pledged to it. This keeps client money out of the broker's reach for its own purposes.")

Q(3, "An individual opens a new trading and demat account. What must he do about nomination under SEBI's rules?",
  "Name a nominee or declare in writing that he opts out",
  ["Nothing, since nomination is possible only after a year", "Name his broker as nominee until he has a legal heir", "Register a nominee with the stock exchange in person"],
  "SEBI requires new individual trading and demat account holders either to nominate or to opt out of nomination through a declaration. A nominee makes transmission simpler on the holder's death; the broker cannot be a nominee, and nomination is not filed at the exchange.")

Q(3, "A client's buy order has been fully executed on the exchange. He now wants to cancel it. What can be done?",
  "Nothing can cancel it; he can place a new opposite order",
  ["The broker can cancel it any time before the market closes", "The exchange cancels it if he asks within fifteen minutes", "The clearing corporation cancels it at his request at pay-in"],
  "Only an order that is still pending in the order book can be modified or cancelled. Once executed, it is a trade binding on both sides through the clearing corporation; to get out of the position the client must place an opposite order, which is a new trade.")

Q(3, "A client has bought shares of Rs 1,20,000 and sold shares of Rs 82,000 for the same settlement (no charges). How much does he owe the broker for that settlement?",
  "Rs 38,000",
  ["Rs 82,000", "Rs 2,02,000", "Rs 19,000"],
  "A client's funds obligation nets his buys against his sells in the same settlement: Rs 1,20,000 payable less Rs 82,000 receivable = Rs 38,000 payable. Rs 2,02,000 adds the two instead of netting them.",
  calc="client_funds")
Q(3, "A person who is not the account holder telephones a dealer and asks him to place an order in a client's account. What should the dealer do?",
  "Refuse, unless the client has authorised that person in writing",
  ["Place it, as long as the caller knows the client's account code", "Place it, and inform the client at the end of the trading week", "Place it in the broker's own account and transfer it later on"],
  "Orders may be accepted only from the client or from a person the client has authorised in writing. An order from anyone else would be unauthorised, and the broker would bear the consequences if the client disputed it.")

Q(3, "Why does a broker record or keep written evidence of orders taken over the telephone?",
  "To prove later that the client gave the order",
  ["To recover the cost of the call from the client", "To send the audio to the exchange for approval", "To let the exchange price the order more fairly"],
  "Brokers must keep evidence of clients' orders, such as call recordings or written instructions, so that in a dispute they can show the order was placed by the client. The recording is not sent to the exchange and does not affect the price.")
Q(3, "What is a stop-loss buy order typically used for?",
  "Limiting the loss on a short position if the price rises",
  ["Buying a stock only when its price falls below a level", "Protecting a long holding from a sharp fall in its price", "Guaranteeing a fill at the exact trigger price set"],
  "A stop-loss buy order is triggered when the price rises to the trigger price, so it caps the loss of a trader who has sold short. A stop-loss sell order protects a long holding. Once triggered, the order becomes a limit or market order and the trigger price is not guaranteed.")
Q(3, "A client holds shares in a demat account with another broker's depository participant. What lets his current broker debit those shares for his sales without a delivery instruction slip each time?",
  "A Demat Debit and Pledge Instruction given to that broker",
  ["A general power of attorney held by the broker's director", "A standing instruction filed with the stock exchange", "A letter of authority from the client's employer"],
  "A Demat Debit and Pledge Instruction (DDPI) authorises the broker to debit the client's demat account for settlement of his sales and to pledge securities for margin; it replaced the power of attorney for these purposes in 2022. Without it, the client authorises each debit through e-DIS or a slip.")
Q(3, "What is the main aim of the Prevention of Money Laundering Act's requirements for a stock broker?",
  "To identify clients and report suspicious transactions",
  ["To fix the brokerage a broker may charge on each trade", "To guarantee that clients' trades settle on their day", "To limit the number of accounts a client may hold"],
  "Under the PMLA and SEBI's guidelines, brokers must verify clients' identity and beneficial ownership, monitor transactions, keep records and report suspicious and cash transactions to the Financial Intelligence Unit. The Act has nothing to do with brokerage or settlement.")

# ---------------------------------------------------------------- Chapter 4: Risk Management (15)
Q(4, "A client buys 1,000 shares at Rs 250. The stock closes that day at Rs 242. What is the mark-to-market loss on his position?",
  "Rs 8,000",
  ["Rs 2,420", "Rs 2,50,000", "Rs 800"],
  "The mark-to-market loss is the fall from the trade price to the closing price times the quantity: (250 - 242) x 1,000 = Rs 8,000. It is collected from the buyer because his position is worth that much less than what he agreed to pay.",
  calc="mtm")
Q(4, "A position worth Rs 10 lakh has a daily volatility of 2%. Assuming normally distributed returns (z = 2.33 at 99% confidence), what is its one-day VaR at 99%?",
  "Rs 46,600",
  ["Rs 20,000", "Rs 23,300", "Rs 2,33,000"],
  "One-day VaR at 99% = z x daily volatility x position value = 2.33 x 2% x Rs 10,00,000 = Rs 46,600. Rs 20,000 is one standard deviation of the value; Rs 23,300 halves the result.",
  calc="var")
Q(4, "A one-day VaR is Rs 50,000. Using the square-root-of-time rule, what is the corresponding 4-day VaR?",
  "Rs 1,00,000",
  ["Rs 2,00,000", "Rs 1,25,000", "Rs 12,500"],
  "Under the square-root-of-time rule, VaR for n days = one-day VaR x square root of n = Rs 50,000 x 2 = Rs 1,00,000. Multiplying by 4 (Rs 2,00,000) would assume losses add up linearly with time.",
  calc="var_scale")
Q(4, "What is the extreme loss margin (ELM) in the equity cash segment meant to cover?",
  "Losses beyond what the VaR margin covers",
  ["The brokerage and taxes on each trade", "The client's unpaid dues from earlier months", "The cost of an auction for a shortfall"],
  "VaR margin covers losses at a high confidence level on normal days; the extreme loss margin is collected on top of it to cover losses in the tail, the rare large moves that VaR leaves out. Charges and old dues are not margins.")
Q(4, "A client pledges shares worth Rs 6,00,000 as margin collateral. The clearing corporation's haircut on them is 20% (assumed). What collateral value do they provide?",
  "Rs 4,80,000",
  ["Rs 6,00,000", "Rs 1,20,000", "Rs 7,20,000"],
  "Collateral value = market value x (1 - haircut) = Rs 6,00,000 x 0.80 = Rs 4,80,000. The haircut allows for a fall in the shares' value before they could be sold; Rs 1,20,000 is the haircut itself.",
  calc="haircut")
Q(4, "A client buys shares worth Rs 4,00,000. The stock's VaR margin is 12% and its extreme loss margin 3.5% (both assumed). What margin must the broker collect upfront?",
  "Rs 62,000",
  ["Rs 48,000", "Rs 14,000", "Rs 34,000"],
  "The upfront margin in the cash segment is VaR margin plus ELM: (12% + 3.5%) x Rs 4,00,000 = 15.5% x 4,00,000 = Rs 62,000. Rs 48,000 is the VaR margin alone and Rs 14,000 the ELM alone.",
  calc="upfront_margin")
Q(4, "Under SEBI's peak margin framework, how does the clearing corporation check whether enough margin was collected from a client during the day?",
  "By taking snapshots of positions at random times in the day",
  ["By checking only the positions still open at the end of the day", "By asking brokers to certify the margins once a week", "By comparing the client's trades with his annual income"],
  "The clearing corporation takes several snapshots of each client's positions and margin requirement at random times during the day, and the highest requirement (the peak) is compared with the margin collected. This stops brokers from letting clients run large intraday positions with end-of-day margin only.")
Q(4, "Under SEBI's rules, how may a stock broker fund a client's purchase of shares beyond the client's own money?",
  "Only through the registered margin trading facility",
  ["Through an informal credit of up to one week's dues", "By adjusting another client's credit balance to it", "By lending from its own funds at any rate it sets"],
  "A broker may not extend credit to clients outside the margin trading facility, which has its own eligibility, disclosure and pledge requirements. Using one client's money for another is a breach of the segregation of client funds.")
Q(4, "What is replacement cost risk in securities settlement?",
  "The risk of replacing a defaulted trade at a worse price",
  ["The risk that a broker's computer systems must be replaced", "The risk that the exchange cancels a trade on review", "The risk of the client changing his broker midway"],
  "If a counterparty defaults before settlement, the non-defaulting side must replace the trade in the market, possibly at a worse price: the difference is the replacement cost. Principal risk, the loss of the whole value, is removed by delivery versus payment.")
Q(4, "A stock is moved to the trade-for-trade (T2T) segment by the exchange. What changes for its trades?",
  "Every trade settles by delivery, with no intraday netting",
  ["Every trade settles in cash, and no shares ever change hands", "Trades are allowed only in the pre-open session each day", "Its trades are settled two weeks later than other stocks"],
  "In the trade-for-trade segment each trade must be settled by actual delivery and payment: a buy and a sell of the same stock on the same day are not netted, which discourages speculative intraday trading in stocks under surveillance.")
Q(4, "What is the Graded Surveillance Measure (GSM) framework used for?",
  "Stocks whose prices move out of line with their fundamentals",
  ["Brokers that have not paid their annual exchange fees on time", "Large companies whose results are due in the coming week", "Clients whose margin collateral has fallen below a limit"],
  "Under GSM the exchanges place securities whose price rise is not commensurate with the company's financial health and fundamentals in stages, each with stricter measures such as trade-for-trade settlement and additional deposits. ASM is a separate framework based on price and volume movements.")
Q(4, "Why does a clearing corporation run stress tests on its members' positions?",
  "To size its default resources for extreme but plausible losses",
  ["To decide the brokerage that its members may charge their clients", "To check the speed of each member's trading connection", "To set the face value of the shares traded on the exchange"],
  "Stress tests estimate the losses a clearing corporation could face if members defaulted in extreme but plausible market conditions. They are used to size the Core Settlement Guarantee Fund and to check that margins and default resources are enough.")
Q(4, "A clearing member's collateral is Rs 10 crore. What is the least amount of it that must be in cash or cash equivalents?",
  "Rs 5 crore",
  ["Rs 1 crore", "Rs 2.5 crore", "Rs 7.5 crore"],
  "At least 50% of a clearing member's collateral must be in cash or cash equivalents (cash, fixed deposits, bank guarantees, government securities), so 50% x Rs 10 crore = Rs 5 crore. The rest may be in other liquid assets such as approved shares, after haircuts.",
  calc="cash_component")
Q(4, "What does back-testing of a VaR model involve?",
  "Comparing its VaR figures with the losses that actually followed",
  ["Running the model on next year's prices before those prices occur", "Asking clients whether the margins charged felt reasonable", "Testing the trading system's backup site once in a quarter"],
  "Back-testing compares each day's VaR with the actual profit or loss that followed. At 99% confidence, losses should exceed VaR on about 1% of days; many more exceptions show the model understates risk.")
Q(4, "What does a broker's risk management policy on client exposure usually set out?",
  "The limits on each client's exposure, based on margin held",
  ["The salaries of the dealers placing orders for the clients", "The stocks the broker will advise clients to buy each week", "The tax the client must pay on gains from those trades"],
  "A broker's risk policy sets how much exposure a client may take against the margin and collateral he has given, how shortfalls are handled and when positions may be squared off. It is disclosed to clients in the policies and procedures document.")

# ---------------------------------------------------------------- Chapter 5: Clearing Process (15)
Q(5, "In one settlement, clearing member M's clients bought 1,000 shares of stock X at Rs 200 and sold 600 shares of stock X at Rs 205, and M has no other trades. What is M's net funds obligation?",
  "Pay Rs 77,000",
  ["Pay Rs 80,000", "Receive Rs 77,000", "Pay Rs 3,23,000"],
  "Funds are netted across the member's trades: it owes 1,000 x 200 = Rs 2,00,000 for the buys and is owed 600 x 205 = Rs 1,23,000 for the sales, so it pays 2,00,000 - 1,23,000 = Rs 77,000. Rs 80,000 nets the quantities at one price.",
  calc="member_funds")
Q(5, "In one settlement, a clearing member bought shares of company P worth Rs 8 lakh and sold shares of company Q worth Rs 11 lakh. What is its net funds position with the clearing corporation?",
  "Receive Rs 3 lakh",
  ["Pay Rs 3 lakh", "Pay Rs 19 lakh", "Receive Rs 11 lakh"],
  "Funds are netted across all securities in the settlement: Rs 11 lakh due from the sale less Rs 8 lakh due for the purchase leaves Rs 3 lakh to receive. Securities are not netted across companies: it must still receive P's shares and deliver Q's.",
  calc="member_funds_multi")
Q(5, "Why does netting across securities apply to funds but not to securities in the clearing process?",
  "Shares of one company cannot settle an obligation in another",
  ["Funds are settled a week before the securities are settled", "The depositories do not allow netting of demat securities", "Securities obligations are settled directly between clients"],
  "Money is interchangeable, so amounts due and receivable across all securities can be set off into one funds figure. Shares of company P are not a substitute for shares of company Q, so securities are netted only within each security.")
Q(5, "What does a clearing corporation do when a clearing member's margin requirement reaches the full value of its collateral?",
  "It stops the member from taking new positions until it adds more",
  ["It sells the member's open positions at the next day's open", "It cuts the margin rates on stocks so the member can keep trading", "It transfers the member's clients to another member immediately"],
  "A clearing member can take positions only up to what its collateral supports. When its margin utilisation reaches the limit, the clearing corporation withdraws its trading facility (and that of the trading members clearing through it) until fresh collateral is brought in.")

Q(5, "Which asset is treated as part of the non-cash component, not as a cash equivalent, in a clearing member's collateral?",
  "Equity shares of listed companies",
  ["Fixed deposits with approved banks", "Bank guarantees from approved banks", "Government securities and T-bills"],
  "Cash equivalents include cash, bank fixed deposits, bank guarantees and government securities. Approved equity shares count as other liquid assets, accepted after a haircut and only within the non-cash part of the collateral.")
Q(5, "Why do clearing corporations levy margins on clients' positions on a gross basis across clients, rather than netting one client's position against another's at the broker level?",
  "So each client's risk is covered without one client offsetting another",
  ["So brokers can collect less margin overall from their clients on busy days", "So that clients with opposite positions can settle directly with each other", "So the clearing corporation need not know which client holds which position"],
  "Margins are computed per client and summed across the clients of a member: a long position of one client does not reduce the margin on another client's short. Netting across clients would let a broker use one client's position to fund another's risk.")
Q(5, "When does novation take place in exchange trading?",
  "When a trade is matched and accepted for clearing",
  ["When the client first opens an account with a broker", "When the clearing corporation pays out funds to a member", "When the securities are credited to the buyer's demat"],
  "Novation happens as soon as a trade is executed and accepted for clearing: the clearing corporation steps in as buyer to the seller and seller to the buyer. From then on each member's obligation is to the clearing corporation.")
Q(5, "A clearing member's obligations for a settlement show it must receive 2,000 shares of stock Y and pay Rs 4,00,000. What should its back office ensure before the pay-in deadline?",
  "That Rs 4,00,000 is in its settlement account with the clearing bank",
  ["That 2,000 shares of stock Y are in its pool account for delivery", "That the exchange has approved each trade again before settlement", "That its clients have been sent the shares they are due to receive"],
  "A buying member's pay-in obligation is funds: it must have the amount due in its settlement account with the clearing bank for the clearing corporation to debit at pay-in. The shares come to it (or directly to its clients) at pay-out.")
Q(5, "What is the net worth requirement for becoming a clearing member meant to ensure?",
  "That the member can bear losses and meet its obligations",
  ["That listed companies can become clearing members directly", "That members charge clients a fair rate of brokerage", "That the member's clients each hold a demat account"],
  "Clearing corporations admit members that meet net worth and deposit requirements so that members have the financial strength to absorb losses and meet their obligations, which protects the guarantee given to every other member.")
Q(5, "A clearing member has a securities obligation to deliver 500 shares but delivers only 420 in the pay-in. What is the shortfall the clearing corporation treats as a short delivery?",
  "80 shares",
  ["420 shares", "500 shares", "920 shares"],
  "The short delivery is the obligation less what was delivered: 500 - 420 = 80 shares. These go to auction (or close-out) and the defaulting member bears the cost; the 420 shares delivered are paid out normally.",
  calc="short_delivery")
Q(5, "A clearing member defaults on its obligations. Which resources does the clearing corporation use first to meet the loss?",
  "The defaulting member's own margins and collateral",
  ["The Core Settlement Guarantee Fund's whole corpus", "The margins deposited by the non-defaulting members", "The Investor Protection Fund of the stock exchange"],
  "A clearing corporation's default waterfall starts with the defaulter's own resources: its margins, collateral and contributions. Only if they fall short are the clearing corporation's and the Core Settlement Guarantee Fund's resources used. The IPF compensates investors' claims, not clearing losses.")

Q(5, "Which file or report does a clearing member download from the clearing corporation after the trade day to know what it must pay in?",
  "Its obligation report for the settlement",
  ["The exchange's list of traded securities", "The depository's account opening form", "The auditor's annual compliance report"],
  "After the trade day the clearing corporation sends each member its obligation report (funds and securities, net) for each settlement. The member's back office uses it to arrange pay-in and to work out what each client owes and is owed.")
Q(5, "What happens in the clearing process to a trade rejected by the custodian of an institutional client?",
  "The obligation stays with the trading member that executed it",
  ["The clearing corporation cancels the trade on the stock exchange", "The trade is moved to the institution's second custodian", "The exchange settles it from the Investor Protection Fund"],
  "If a custodian rejects a trade, the trading member (through its clearing member) must settle it itself, as its own obligation. Trades are not cancelled because a custodian rejects them; the guarantee of settlement stands.")
Q(5, "A clearing member has deposited collateral of Rs 2 crore with the clearing corporation, and the margins on its open positions come to Rs 1.7 crore. How much collateral is still free to support new positions?",
  "Rs 30 lakh",
  ["Rs 1.7 crore", "Rs 3.7 crore", "Rs 20 lakh"],
  "Free collateral is what remains after margins are blocked: Rs 2 crore - Rs 1.7 crore = Rs 0.3 crore, or Rs 30 lakh. Margins are blocked against collateral position by position, so only the free part can back a new position.",
  calc="free_collateral")

Q(5, "How does an early pay-in of securities by a selling client affect the obligations reported to his clearing member?",
  "The sold shares are already received, so there is nothing left to deliver",
  ["The sale is cancelled and must be placed again in the next session", "The clearing member must also deliver the same shares again at pay-in", "The client's funds pay-out is withheld until the original settlement day"],
  "Shares paid in early are already with the clearing corporation against the client's sale, so they count toward the member's delivery obligation and no further delivery is due at pay-in for them. The client's funds pay-out still comes on the settlement day.")

# ---------------------------------------------------------------- Chapter 6: Settlement Process (15)
Q(6, "A client buys shares on a Thursday. Friday is a trading holiday and settlement holiday. Under T+1 rolling settlement, on which day are the shares paid out?",
  "Monday",
  ["Friday", "Tuesday", "Saturday"],
  "T+1 counts settlement (working) days: the first working day after Thursday, with Friday a holiday and no settlement at the weekend, is Monday. T+1 has applied to all equity cash market trades since January 2023.")
Q(6, "In the optional T+0 settlement cycle introduced by the exchanges in 2024, when are trades settled?",
  "On the trade day itself",
  ["On the next working day", "Two working days later", "At the end of the week"],
  "The optional T+0 cycle, launched in March 2024 for a limited list of stocks alongside T+1, settles funds and securities on the trade day itself. T+1, the next working day, remains the standard cycle.")
Q(6, "In a company's rights issue, a shareholder is offered 1 new share for every 4 held. She holds 800 shares. How many rights entitlements are credited to her demat account?",
  "200",
  ["160", "320", "1,000"],
  "Her entitlement is 800 / 4 = 200 rights entitlements. Since 2020 rights entitlements are credited in demat form, so she may apply for the 200 shares, or sell or renounce the entitlements on the exchange before the issue closes.",
  calc="rights_entitlement")
Q(6, "A share trades at Rs 200 before a rights issue of 1 new share for every 4 held, at Rs 150. What is the theoretical ex-rights price?",
  "Rs 190",
  ["Rs 175", "Rs 187.50", "Rs 200"],
  "The theoretical ex-rights price averages the old and new shares: (4 x 200 + 1 x 150) / (4 + 1) = 950 / 5 = Rs 190. Rs 175 is the simple average of the two prices, which ignores that four old shares go with each new one.",
  calc="terp")
Q(6, "A company with shares of face value Rs 2 declares a dividend of 150%. What is the dividend per share?",
  "Rs 3",
  ["Rs 1.50", "Rs 150", "Rs 30"],
  "A dividend declared as a percentage is a percentage of the face value, not of the market price: 150% of Rs 2 = Rs 3 per share.",
  calc="dividend")
Q(6, "A company consolidates its shares: every 10 shares of Rs 1 face value become 1 share of Rs 10. A holder has 1,234 shares. How many consolidated shares does he receive?",
  "123, with the fraction settled in cash",
  ["124, with the fraction rounded upward", "12,340, with the face value cut to 10 paise", "1,234, with only the face value changed"],
  "Consolidation is a reverse split: 1,234 / 10 = 123.4, so he receives 123 whole shares. Fractional entitlements are usually pooled and sold, with the proceeds paid in cash to those entitled; they are not rounded up.",
  calc="consolidation")
Q(6, "A selling member fails to deliver and the shares are bought in the auction at a price higher than the original sale price. Who bears the difference?",
  "The defaulting seller's member",
  ["The buyer's clearing member", "The clearing corporation", "The Investor Protection Fund"],
  "The selling member that failed to deliver bears the cost of the auction, including any price above the original trade, and can recover it from its defaulting client. The buyer receives his shares at the price he traded at.")
Q(6, "A share closes at Rs 500 on the day before its ex-dividend date, and the dividend is Rs 12 a share. All else being equal, at about what price would it be expected to open on the ex-dividend date?",
  "Rs 488",
  ["Rs 512", "Rs 500", "Rs 494"],
  "From the ex-date a buyer no longer gets the dividend, so the share's value falls by about the dividend: Rs 500 - Rs 12 = Rs 488, all else being equal. Market moves on the day will of course change the actual price.",
  calc="ex_dividend")

Q(6, "What is transposition of securities in a demat account?",
  "Changing the order of the joint holders' names",
  ["Moving the account from one DP to another DP", "Passing the shares to the heir of a dead holder", "Converting the shares back into paper form"],
  "Transposition changes the order in which joint holders' names appear (for example making the second holder the first), usually by transferring the holdings to an account with the names in the new order. Transmission follows a holder's death; rematerialisation converts to paper.")
Q(6, "An investor wants to move her shares from her demat account with a CDSL participant to her own account with an NSDL participant. What kind of transfer is this?",
  "An inter-depository transfer",
  ["A market transfer for settlement", "A transmission of the securities", "A rematerialisation of the shares"],
  "A transfer between accounts in different depositories is an inter-depository transfer, carried out through the link between NSDL and CDSL on the holder's instruction. Market transfers are those for exchange settlement; transmission follows death.")
Q(6, "In which case does a holder pass securities by an off-market transfer rather than through the exchange's settlement?",
  "Gifting shares to a relative's demat account",
  ["Selling shares in the stock exchange's normal market", "Buying shares in a bulk deal on NSE", "Receiving shares at the exchange pay-out"],
  "An off-market transfer moves securities between demat accounts without an exchange trade, as in a gift; the holder instructs the DP directly and gives the reason for the transfer. Exchange trades, including bulk deals, settle through the clearing corporation.")
Q(6, "Since the Indian Stamp Act was amended with effect from July 2020, who pays the stamp duty on an exchange trade in shares, and who collects it for the states?",
  "The buyer pays it; the exchange or clearing corporation collects it",
  ["The seller pays it; the issuing company collects it as part of dividends", "Both pay half; each one's broker collects it for its own state", "The buyer pays it; the registrar collects it at the next book closure"],
  "Since 1 July 2020 stamp duty on exchange trades in securities is charged on the buyer, and collected by the stock exchange or clearing corporation (by the depository for off-market transfers), which passes it to the state where the buyer resides. This ended the earlier mix of rates and collection by brokers.")

Q(6, "A company announces a dividend with a record date of Friday. Under T+1 settlement, what is the last day on which an investor can buy the shares and still be entitled to the dividend?",
  "Thursday",
  ["Friday", "Wednesday", "Tuesday"],
  "Under T+1 the ex-date coincides with the record date, so a purchase made on the record date (Friday) settles on Monday, too late. A purchase on Thursday settles on Friday and puts the buyer on the register of beneficial owners on the record date.")
Q(6, "A company's shares of face value Rs 10 are split into shares of face value Rs 5. A client holds 300 shares at Rs 840. What is the adjusted price after the split, all else equal?",
  "Rs 420",
  ["Rs 840", "Rs 168", "Rs 280"],
  "A split from Rs 10 to Rs 5 doubles the number of shares (300 becomes 600), so the price halves: Rs 840 / 2 = Rs 420, leaving the value of the holding at Rs 2,52,000. Rs 168 would be a split into Rs 2 shares.",
  calc="split_price")
Q(6, "Why are dematerialised shares described as fungible?",
  "Any share of a given ISIN can stand for any other of that ISIN",
  ["Each demat share keeps its own distinctive number permanently", "They can be swapped for shares of any other listed company", "They can be converted into cash by the depository on demand"],
  "In demat form, shares of the same security (the same ISIN) carry no distinctive numbers and are interchangeable, so holdings are simply balances. Shares of different companies are not interchangeable, and the depository does not buy shares back.")

# ---------------------------------------------------------------- Chapter 7: Investor Grievances and Arbitration (10)
Q(7, "Under SEBI's Online Dispute Resolution framework for the securities market, what is tried first when an investor raises a dispute with a broker?",
  "Conciliation",
  ["Arbitration", "A civil suit", "A SEBI order"],
  "Disputes on the ODR portal first go to online conciliation by an independent conciliator; only if conciliation fails does the matter go to online arbitration. Court proceedings and SEBI orders are not part of the ODR process.")
Q(7, "In SEBI's Online Dispute Resolution mechanism, who appoints the arbitrator when a dispute goes to arbitration?",
  "The ODR institution, from its own panel",
  ["The investor, from any lawyer of his own choice", "The stock broker against whom the claim is made", "The SEBI board, by an order in each dispute"],
  "Under SEBI's ODR framework the ODR institution to which the dispute is referred appoints an independent arbitrator from its panel; neither party chooses the arbitrator alone, and SEBI does not appoint arbitrators case by case.")

Q(7, "What must a stock broker display on its website under SEBI's investor charter requirements?",
  "The investor charter and its data on investor complaints",
  ["The personal contact details of every one of its clients", "Its trading positions in each stock held at the day's end", "A list of stocks it recommends to clients for the month"],
  "SEBI requires stock brokers to display the investor charter (the services they provide, the rights of investors, and the dos and don'ts) and to publish data on complaints received, resolved and pending. Client details and proprietary positions are confidential.")
Q(7, "An investor's complaint on SCORES was closed, but he is not satisfied with the broker's resolution. What is his next step within SCORES?",
  "Ask for a review by the designated body",
  ["File a new complaint with the same facts", "Request a refund from the exchange's IPF", "Apply to SEBI for the broker's suspension"],
  "Under the SCORES framework in force since December 2023, an investor who is not satisfied with the entity's resolution can seek a first review by the designated body (such as the stock exchange), and then a second review by SEBI. The IPF pays only claims against defaulters.")
Q(7, "An investor has a grievance against a listed company's delay in paying a declared dividend. To whom should it be addressed first?",
  "The company or its registrar and transfer agent",
  ["The investor's stock broker that bought the shares", "The clearing corporation that settled the trade", "The investor's bank that receives the dividend"],
  "Dividends are paid by the company, through its RTA, so a grievance about them is addressed to the company or its RTA first, and then through SCORES or the stock exchange if unresolved. The broker and clearing corporation have no role in paying dividends.")
Q(7, "An investor has a complaint against his depository participant about a wrong debit from his demat account that the DP has not resolved. Which body takes it up after the DP?",
  "The depository of which the DP is a participant",
  ["The stock exchange on which the shares trade", "The company whose shares were wrongly debited", "The clearing bank of the investor's broker"],
  "A depository participant is an agent of its depository (NSDL or CDSL), which handles unresolved complaints against its participants, including as the designated body for reviews in SCORES. The exchange and the issuing company have no role in a DP's operations.")

Q(7, "A client claims his broker sold shares from his account without his instruction. Which evidence will best settle the dispute?",
  "The broker's record of the client's order, such as a call recording",
  ["The client's statement of the value of his portfolio a year ago", "The exchange's list of the day's most actively traded stocks", "The company's annual report that mentions the share price"],
  "The question is whether the client placed the order, so the broker's evidence of the order (a recorded call, written instruction or online log) is decisive. Portfolio values and market data do not show who authorised the trade.")
Q(7, "What kind of dispute is settled through the arbitration mechanism of a stock exchange or the ODR portal?",
  "A claim between a client and a broker arising from trades",
  ["A criminal complaint about a broker's cheating a client", "A dispute between two directors of a listed company", "A tax assessment of a client's capital gains for a year"],
  "Arbitration in the securities market covers civil claims and disputes between investors and intermediaries (or listed companies) arising from dealings in securities. Criminal complaints go to the police or courts, and tax assessments to the tax authorities.")
Q(7, "An arbitral award is passed in an investor's favour against a broker, and the broker does not challenge it. What is its status?",
  "It binds both sides and can be enforced as a decree",
  ["It is a recommendation that the broker may choose to ignore", "It takes effect when approved by the SEBI chairperson", "It lapses unless the investor also files a civil suit"],
  "Under the Arbitration and Conciliation Act, 1996 an award is final and binding on the parties; once the time to challenge it has passed, it can be enforced as if it were a decree of a court.")
Q(7, "Why should an investor check the contract notes and statements his broker sends him soon after receiving them?",
  "So any error or unauthorised trade can be raised promptly",
  ["So he can claim a refund of tax already paid on his gains", "So his broker can change the trade prices in his favour", "So the exchange can cancel trades he later dislikes"],
  "Contract notes and statements are how an investor sees what was done in his account. Checking them promptly and raising discrepancies in writing makes it far easier to establish and resolve an unauthorised or wrong trade.")

# ---------------------------------------------------------------- Chapter 8: Other Services Provided by Brokers (10)
Q(8, "A client buys shares worth Rs 5,00,000 under a broker's margin trading facility with an initial margin of 25% (assumed). How much does the broker fund?",
  "Rs 3,75,000",
  ["Rs 1,25,000", "Rs 5,00,000", "Rs 4,00,000"],
  "Under MTF the client pays the initial margin and the broker funds the rest: 25% x 5,00,000 = Rs 1,25,000 from the client, so the broker funds 5,00,000 - 1,25,000 = Rs 3,75,000. The shares bought are pledged to the broker as collateral.",
  calc="mtf")
Q(8, "Under the Securities Lending and Borrowing (SLB) mechanism, who stands as the counterparty guaranteeing each lend and borrow transaction?",
  "The clearing corporation of the exchange",
  ["The depository participant of the lender", "The company whose shares are being lent", "The registrar and share transfer agent"],
  "SLB transactions are done on the exchange platform and cleared by the clearing corporation, which guarantees the return of securities to the lender and collects margins from the borrower. The issuer and its RTA are not parties to the loan.")
Q(8, "Up to what amount can an individual investor apply in a public issue using UPI as the payment mechanism?",
  "Rs 5 lakh",
  ["Rs 2 lakh", "Rs 1 lakh", "Rs 10 lakh"],
  "Since 2022, individual investors, including non-institutional individual bidders, can use UPI to block funds for applications of up to Rs 5 lakh in public issues.")
Q(8, "Under SEBI's timeline for public issues of equity, on which day after the issue closes must the shares be listed?",
  "T+3, the third working day",
  ["T+6, the sixth working day", "T+1, the next working day", "T+12, the twelfth day"],
  "Since December 2023, listing of equity shares in a public issue must take place within three working days of the issue's closing date (T+3), shortened from T+6. Allotment, refunds or unblocking and credit of shares all happen within that time.")
Q(8, "In an offer for sale (OFS) of shares through the stock exchange mechanism, what is reserved for retail investors?",
  "At least 10% of the shares offered",
  ["Around 25% of the shares offered", "Up to 5% of the shares offered", "Up to half of the shares offered"],
  "In an OFS through the exchange platform, at least 10% of the offer size is reserved for retail investors, who may also bid at the cut-off price. The rest is open to non-retail investors; the promoters are the sellers, not bidders.")
Q(8, "How can a shareholder take part in a company's buyback through the tender offer route using the stock exchange mechanism?",
  "By tendering shares through a broker in the exchange's acquisition window",
  ["By selling the shares to any buyer in the normal market during the offer", "By sending share certificates to SEBI for cancellation at a fixed price", "By pledging the shares to the company in return for a loan at par"],
  "In a tender offer through the stock exchange mechanism, shareholders tender their shares through their brokers in a separate acquisition window; accepted shares are settled through the clearing corporation, and unaccepted ones are returned to the shareholder's demat account.")
Q(8, "What does a Consolidated Account Statement (CAS) sent by the depositories show an investor?",
  "His holdings and transactions across demat accounts and mutual funds",
  ["His trades at each broker with the brokerage charged on them", "His income tax liability on the gains from his investments", "The margins blocked by each of his brokers at the end of a month"],
  "The depositories send a CAS, identified by the investor's PAN, listing the securities held and the transactions across all his demat accounts and his mutual fund folios, in one statement. It is not a tax statement or a margin statement.")
Q(8, "How can a demat account holder vote on a listed company's resolutions without attending its general meeting?",
  "Through remote e-voting via the depository or his DP",
  ["By asking his stock broker to vote by phone for him", "By sending share certificates to the company's RTA", "By placing a special vote order on the stock exchange"],
  "Listed companies must offer remote e-voting, and shareholders holding demat shares can vote through the depositories' e-voting systems, reached directly or through their DP's login. Brokers do not vote for clients, and voting is not done through exchange orders.")

Q(8, "Through which exchange facility can a client buy and redeem mutual fund units using his stock broker?",
  "The exchanges' mutual fund transaction platforms",
  ["The exchanges' securities lending and borrowing window", "The block deal window during the morning session", "The auction market used for short deliveries"],
  "NSE and BSE run mutual fund transaction platforms through which brokers who are registered mutual fund distributors can place subscription and redemption orders for clients, with units held in demat or in folio form.")
Q(8, "What is the longest tenure of a securities lending and borrowing contract on the exchanges' SLB platform?",
  "12 months",
  ["1 month", "30 days", "3 years"],
  "SLB contracts on the exchanges are offered with tenures of up to 12 months, so a lender can lend idle shares for anything from a short period to a year. Contracts can be rolled over or recalled early on the platform.")
