# Full-Length Mock Test 2 for NISM Series VIII (Equity Derivatives). Original questions; the correct option is listed
# first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's.
# Lot sizes, index levels and margin rates in calculations are hypothetical unless the stem says otherwise.
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Basics of Derivatives (10)
Q(1, "A fund manager owns a large portfolio of bank shares and, ahead of a volatile results season, sells Bank Nifty futures to protect its value. In derivatives-market terms, what is she doing?",
  "Hedging her exposure",
  ["Speculating on prices", "Arbitraging", "Making a market"],
  "A hedger takes a derivatives position that offsets the price risk of an exposure already held. Her short futures gain if bank shares fall, cushioning the portfolio. A speculator has no underlying exposure and takes a view for profit; an arbitrageur locks in a price gap between two markets.")
Q(1, "Two companies privately agree to exchange a block of shares at a fixed price in three months, with no clearing corporation involved. Compared with an exchange-traded future, which risk is most prominent?",
  "The other party may fail to honour the deal",
  ["The exchange may change the lot size midway", "Daily mark-to-market may drain their cash", "A price band may halt trading in the deal"],
  "A bilateral forward has no clearing corporation standing between the parties, so each bears the risk that the other defaults (counterparty or credit risk). Lot sizes, daily mark-to-market and price bands are features of exchange-traded futures, not of a private forward.")
Q(1, "Why are futures and options described as leveraged instruments?",
  "A small margin controls a much larger exposure",
  ["They can be bought only with borrowed money", "Their prices always move more than the stock", "The exchange lends traders the contract value"],
  "A derivatives trader deposits only a margin (or pays a premium) that is a fraction of the value of the underlying exposure, so a given price move produces a much larger percentage gain or loss on the money committed. Nothing requires borrowed money, and the exchange lends nothing.")
Q(1, "During a volatile session a broker's order-routing system fails and client orders do not reach the exchange for twenty minutes. Which risk has materialised?",
  "Operational risk",
  ["Systematic market risk", "Basis risk of a hedge", "Counterparty credit risk"],
  "Operational risk is the risk of loss from failed systems, processes or people. Market risk comes from price moves, basis risk from a hedge and its underlying moving differently, and counterparty risk from the other side defaulting; none of these caused the missed orders.")
Q(1, "What does a swap contract involve?",
  "Two parties exchanging agreed streams of cash flows",
  ["A right to buy an asset at a fixed price later", "A standard exchange contract to deliver shares", "A loan of securities between two brokers for a fee"],
  "A swap is an agreement to exchange a series of cash flows over time, for example fixed interest for floating interest. A right to buy at a fixed price is a call option, and a standardised contract for later delivery is a futures contract.")
Q(1, "Ignoring brokerage and taxes, how are the gain of the buyer and the gain of the seller of a futures contract related?",
  "One side's gain is exactly the other side's loss",
  ["Both sides gain whenever the underlying rises", "The seller's loss is capped at the margin paid", "Both gain through the settlement guarantee fund"],
  "A futures contract is a zero-sum arrangement between its two sides: every rupee the price moves in the buyer's favour is a rupee against the seller, and the clearing corporation only passes the money between them. The seller's loss is not capped by the margin, which is only a deposit.")
Q(1, "Stock futures often react to company news a few moments before the share price itself moves in the cash market. Which economic function of derivatives markets does this illustrate?",
  "Price discovery",
  ["Fund raising", "Credit supply", "Risk removal"],
  "Derivatives markets, with low costs and leverage, attract informed traders, so news is often reflected there first: this is price discovery. Derivatives do not raise capital for companies, create credit, or eliminate risk; they transfer risk between participants.")
Q(1, "A company issues bonds that holders may convert into its equity shares at a fixed ratio. In derivatives terms, what does such a bond contain?",
  "An embedded option",
  ["A forward rate agreement", "An interest rate swap", "A futures contract"],
  "The holder's right, but not obligation, to convert the bond into shares is an option built into the bond: an embedded derivative. The bond itself is not a forward, swap or futures contract.")
Q(1, "A derivatives contract turns out to be unenforceable in court because one of the parties had no legal authority to enter into it. Which risk has materialised?",
  "Legal risk",
  ["Liquidity risk", "Systematic market risk", "Settlement basis risk"],
  "Legal risk is the risk that a contract cannot be enforced, for example because a party lacked the capacity or authority to enter into it or the law does not recognise it. Liquidity risk is about being unable to trade at a fair price, and market risk about price moves.")
Q(1, "Which group of market participants, by trading whenever futures move away from their fair value, helps keep futures prices in line with the spot price?",
  "Arbitrageurs",
  ["Hedgers", "Speculators", "Clearing banks"],
  "Arbitrageurs buy in the cheaper market and sell in the dearer one until the gap closes, so their trading keeps futures close to the spot price plus the cost of carry. Hedgers offset existing risk, speculators take directional views, and clearing banks only move funds.")

# ---------------------------------------------------------------- Chapter 2: Understanding Index (5)
Q(2, "A company has 100 crore shares in issue. Its promoters hold 40%, which the index provider excludes from the free float, and the share price is Rs 500. What is its free-float market capitalisation?",
  "Rs 30,000 crore",
  ["Rs 50,000 crore", "Rs 20,000 crore", "Rs 12,000 crore"],
  "Free-float market capitalisation counts only the shares available for trading: 60% of 100 crore = 60 crore shares, x Rs 500 = Rs 30,000 crore. Rs 50,000 crore is the full market capitalisation; Rs 20,000 crore values the promoters' 40% instead.",
  calc="free_float")
Q(2, "An equity index closed at 24,800 on Monday and at 25,172 on Tuesday. By what percentage did it rise on Tuesday?",
  "1.50%",
  ["1.48%", "3.72%", "0.37%"],
  "The change is measured on the previous close: (25,172 - 24,800) / 24,800 = 372 / 24,800 = 1.50%. Dividing by Tuesday's close gives 1.48%, which uses the wrong base.",
  calc="index_change")
Q(2, "When a constituent of a market-capitalisation-weighted index is replaced by another stock, what does the index provider adjust so that the index value itself does not jump?",
  "The index divisor",
  ["The base year", "The base value", "The index weights"],
  "The divisor links the total (free-float) market capitalisation of the constituents to the index level. When the constituents change, the divisor is recalculated so that the index reads the same just before and after the change, and only market movements change the index.")
Q(2, "In an equal-weighted index of 50 stocks, what weight does each stock carry immediately after the index is rebalanced?",
  "2%",
  ["5%", "0.5%", "Its share of market value"],
  "An equal-weighted index gives every constituent the same weight at each rebalancing: 100% / 50 = 2%. Weights then drift with prices until the next rebalancing. Weighting by market value is what a market-capitalisation-weighted index does.",
  calc="equal_weight")
Q(2, "For the same order size, stock P has an impact cost of 0.05% and stock Q an impact cost of 0.60%. What does this tell a trader?",
  "Stock P is more liquid for that order size",
  ["Stock Q is more liquid for that order size", "Stock P has the larger free-float market value", "Stock Q has been less volatile over the year"],
  "Impact cost is the percentage by which the price actually paid moves away from the ideal (mid) price when an order is executed. A lower impact cost means the order book is deeper, so P is more liquid for that order size. Impact cost says nothing directly about market value or volatility.")

# ---------------------------------------------------------------- Chapter 3: Introduction to Forwards and Futures (20)
Q(3, "An index is at 24,000 and money costs 7.3% a year (simple interest, 365-day year); no dividends are due. The near-month futures expire in 10 days and the next-month futures in 45 days. By how many points should the next-month futures trade above the near-month at fair value?",
  "168 points",
  ["48 points", "216 points", "1,752 points"],
  "Each contract's fair premium over spot is S x r x days / 365: 24,000 x 0.073 x 10 / 365 = 48 points for the near month and x 45 / 365 = 216 for the next month. The fair calendar spread is the carry for the 35 days between them: 216 - 48 = 168 points.",
  calc="calendar_fair")
Q(3, "An index trades at 24,600 and its near-month futures at 24,710, with 30 days to expiry. Using simple interest on a 365-day year, what annual cost of carry does the futures price imply?",
  "About 5.44%",
  ["About 0.45%", "About 2.72%", "About 10.88%"],
  "The premium of the futures over spot is 110 points, or 110 / 24,600 = 0.447% for 30 days. Annualised: 0.447% x 365 / 30 = about 5.44%. 0.45% is the un-annualised figure.",
  calc="implied_carry")
Q(3, "The near-month futures on a stock trade below the stock's spot price. What is this market situation called?",
  "Backwardation",
  ["Contango", "Convergence", "Rollover"],
  "When futures trade below spot the market is in backwardation, for example when a large dividend is due before expiry. Contango, the normal case under a positive cost of carry, is futures above spot. Convergence is the narrowing of the gap towards expiry.")
Q(3, "A fund expects a large inflow next month and wants to lock in today's market level for the shares it will then buy. What should it do with index futures?",
  "Buy them now and sell them when it buys the shares",
  ["Sell them now and buy them back when it buys the shares", "Sell index puts now and wait for the inflow to arrive", "Nothing: futures can only hedge shares already held"],
  "This is a long (anticipatory) hedge: if the market rises before the money arrives, the gain on the long futures offsets the higher price of the shares. Selling futures would add to the risk, since the fund loses if the market rises. Hedges can cover planned purchases, not only holdings.")
Q(3, "A portfolio worth Rs 2 crore has a beta of 1.1. Its manager sells 5 index futures contracts, each with a contract value of Rs 16 lakh (assumed). What is the effective beta of the hedged portfolio?",
  "0.70",
  ["0.40", "1.50", "0.80"],
  "Selling futures worth 5 x 16 lakh = Rs 80 lakh against a Rs 2 crore portfolio cuts its beta by 80 / 200 = 0.40, so the effective beta is 1.1 - 0.4 = 0.70. Buying the same futures would have raised it to 1.50; 0.40 is only the reduction.",
  calc="beta_after")
Q(3, "An investor holds 600 shares bought at Rs 450 and sells one futures contract of 600 shares at Rs 455 to hedge them. At expiry the stock settles at Rs 420. Ignoring costs, what is the combined result?",
  "A gain of Rs 3,000",
  ["A loss of Rs 18,000", "A gain of Rs 21,000", "Nil, as the hedge is exact"],
  "The shares lose (420 - 450) x 600 = Rs 18,000; the short futures gain (455 - 420) x 600 = Rs 21,000; net gain Rs 3,000. The hedge locks in the futures selling price of Rs 455, so the result is (455 - 450) x 600 whatever the price at expiry.",
  calc="hedge_locked")
Q(3, "At the start of a day, open interest in a futures contract is 5,000 contracts. During the day the only trade is by a trader who was long 20 contracts, selling them to a new participant who held no position. What is the open interest at the end of the day?",
  "5,000 contracts",
  ["5,020 contracts", "4,980 contracts", "5,040 contracts"],
  "Open interest counts contracts outstanding. The long position simply passes from the old holder to the new one, so nothing is created or closed and open interest stays at 5,000. It rises only when both sides open positions and falls only when both sides close.",
  calc="open_interest")
Q(3, "A stock's futures price falls steadily through the day while its open interest also falls. How is this usually read?",
  "Long unwinding: existing buyers are exiting",
  ["Short build-up: fresh sellers are entering", "Long build-up: fresh buyers are entering", "Short covering: existing sellers are exiting"],
  "Falling open interest means positions are being closed; with a falling price, the pressure is from holders of long positions selling out, which is long unwinding. Short covering would push the price up as sellers buy back; a build-up would raise open interest.")
Q(3, "A stock stays at Rs 1,000 and the financing cost stays at 12% a year (simple interest, 365-day year). Its futures, with 146 days to expiry, are at their fair price of Rs 1,048. What is their fair price when 73 days are left?",
  "Rs 1,024",
  ["Rs 1,048", "Rs 1,000", "Rs 1,036"],
  "With 73 days left the carry is 1,000 x 0.12 x 73 / 365 = Rs 24, so the fair price is Rs 1,024. Even with the spot unchanged, the futures price falls as expiry nears, because less carry remains: the basis shrinks to zero at expiry.",
  calc="basis_decay")
Q(3, "A stock trades at Rs 500 and its 1-month futures at Rs 510. An arbitrageur can borrow at 12% a year (simple interest). Ignoring costs and dividends, what profit per share does a cash-and-carry arbitrage lock in?",
  "Rs 5 per share",
  ["Rs 10 per share", "Rs 6 per share", "Nothing per share"],
  "Borrow Rs 500 to buy the share and sell the futures at Rs 510. Interest for a month is 500 x 0.12 / 12 = Rs 5, so repaying costs Rs 505 and delivering at expiry brings Rs 510: a locked-in Rs 5. Rs 10 ignores the financing cost.",
  calc="cash_carry")
Q(3, "A trader who bought a stock futures contract on an Indian exchange keeps it open until the close of the expiry day. How is it settled?",
  "She pays the settlement value and receives the shares",
  ["She receives only the price difference in cash", "It rolls into the next month's contract automatically", "She pays only the final day's mark-to-market loss"],
  "All stock futures and stock options on Indian exchanges are settled by physical delivery: a long futures position still open at expiry must take delivery of the shares, paying the final settlement value. Index derivatives are cash settled; nothing rolls over automatically.")
Q(3, "How many monthly futures contracts on a given stock are available for trading on NSE at any time?",
  "Three: near, next and far month",
  ["One: only the current month", "Two: current and next month", "Twelve: one for each month"],
  "Stock futures follow a three-month cycle: the near, next and far month contracts. When the near month expires, a new far-month contract is introduced, so three are always available.")
Q(3, "An index is at 25,000. The risk-free rate is 7% a year and the index's dividend yield is 1% a year, both continuously compounded. What is the fair price of a futures contract expiring in 3 months?",
  "About 25,378",
  ["About 25,441", "About 25,505", "About 24,938"],
  "With a continuous dividend yield q, F = S x e^((r - q)t) = 25,000 x e^(0.06 x 0.25) = 25,000 x 1.01511 = about 25,378. Ignoring the dividend yield gives about 25,441, and adding it to the rate instead of subtracting gives about 25,505.",
  calc="carry_yield")
Q(3, "A trader has sold shares short, borrowing them through the securities lending scheme, and fears a sharp rise before he can buy them back. Which futures position hedges him?",
  "A long position in the stock's futures",
  ["A short position in the stock's futures", "A short position in the index futures", "A short position in the stock's calls"],
  "A short seller loses when the price rises, so he needs a position that gains when it rises: long futures on the same stock. Selling futures or calls would add to the exposure to a rise.")
Q(3, "A trader buys one Bank Nifty futures contract at 52,000 with a lot size of 30 (assumed) and holds it to expiry, when it settles at 51,420. Ignoring costs, what is the result?",
  "A loss of Rs 17,400",
  ["A gain of Rs 17,400", "A loss of Rs 580", "A loss of Rs 1,74,000"],
  "Profit or loss = (settlement price - purchase price) x lot size = (51,420 - 52,000) x 30 = -580 x 30 = -Rs 17,400. Rs 580 is the loss per unit of the index, not for the contract.",
  calc="banknifty_loss")
Q(3, "Why does the price of a futures contract converge with the spot price of its underlying on the expiry date?",
  "Any remaining gap could be captured by riskless arbitrage",
  ["The exchange sets the futures price equal to spot each day", "Margins on all positions fall to zero on the last trading day", "Speculators are not allowed to trade on the expiry day itself"],
  "On expiry the futures is settled at the spot price, so any difference between the two on that day would be a riskless profit for an arbitrageur; trading removes it. The exchange does not set futures prices, and margins and participation continue until the end.")
Q(3, "A trader buys near-month Nifty futures at 24,500 and sells next-month Nifty futures at 24,640, one lot each of 75 (assumed). Later the near month trades at 24,620 and the next month at 24,700, and she closes both. Ignoring costs, what is the result?",
  "A gain of Rs 4,500",
  ["A gain of Rs 9,000", "A loss of Rs 4,500", "A gain of Rs 13,500"],
  "The near-month leg gains 24,620 - 24,500 = 120 points and the next-month leg loses 24,700 - 24,640 = 60 points: a net 60 points x 75 = Rs 4,500. In a calendar spread the result depends on the change in the gap between the two months, which narrowed from 140 to 80 points.",
  calc="calendar")
Q(3, "An investor holds a basket that exactly replicates the Nifty 50 and sells Nifty futures at their fair value against it, holding both to expiry. Ignoring costs, what return does the combined position earn?",
  "About the risk-free rate for the period",
  ["The Nifty's own return over the period", "Nothing, as the two positions cancel out", "Twice the Nifty's return over the period"],
  "Long the basket and short the futures has no market risk: whatever the index does, the investor ends up selling the basket at the futures price fixed at the start. As the fair futures price is spot plus the cost of carry, the locked-in return is about the risk-free rate.")
Q(3, "What is the maximum possible loss on a short futures position?",
  "Unlimited, as the price can keep rising",
  ["The initial margin that was deposited", "The futures price at which it was sold", "The premium received at the outset"],
  "A short futures position loses one rupee for every rupee the price rises, and there is no upper limit to how far a price can rise. The initial margin is only a deposit against losses, and no premium is received on futures.")
Q(3, "Futures prices often differ slightly from the value given by the cost of carry model. Which is a reason the gap can persist?",
  "Trading costs, margins and short-sale limits make arbitrage costly",
  ["The cost of carry model applies only to options and not to futures", "Futures are settled by the clearing corporation, not by the market", "Exchanges fix futures prices at the start of each trading day"],
  "The cost of carry model assumes costless arbitrage. In practice brokerage, taxes, impact cost, margin funding and limits on short selling mean a small gap is not worth arbitraging, so futures trade within a band around fair value.")

# ---------------------------------------------------------------- Chapter 4: Introduction to Options (20)
Q(4, "Shares of a company are quoted at Rs 1,480. Which of these contracts has no intrinsic value, being out of the money?",
  "A Rs 1,500 strike call",
  ["A Rs 1,450 strike call", "A Rs 1,500 strike put", "A Rs 1,460 strike call"],
  "A call is out of the money when the strike is above the spot price: exercising it would mean paying Rs 1,500 for a share worth Rs 1,480. The Rs 1,450 and Rs 1,460 calls are in the money, and so is the Rs 1,500 put, which allows selling at more than the spot price.")
Q(4, "In the last few days before expiry, which option usually loses the most time value per day?",
  "An at-the-money option",
  ["A deep in-the-money option", "A deep out-of-the-money option", "A far-month option with months left"],
  "Time decay (theta) is greatest for at-the-money options and speeds up as expiry approaches, because they hold the most time value and all of it must vanish by expiry. Deep in- and out-of-the-money options hold little time value to lose, and far-month options decay slowly.")
Q(4, "A trader buys a put with a strike price of Rs 350 for a premium of Rs 14, on a lot of 1,000 shares. At expiry the stock is at Rs 371. What is the result, ignoring costs?",
  "A loss of Rs 14,000",
  ["A loss of Rs 21,000", "A gain of Rs 7,000", "A loss of Rs 35,000"],
  "With the stock at Rs 371, above the strike, the put expires worthless: nobody sells at Rs 350 what is worth Rs 371. The buyer loses only the premium, 14 x 1,000 = Rs 14,000. Losses on a bought option never exceed the premium paid.",
  calc="put_lapse")
Q(4, "A trader writes a call with a strike price of Rs 900 for a premium of Rs 25, on a lot of 500 shares. At expiry the stock is at Rs 948. What is the writer's result, ignoring costs?",
  "A loss of Rs 11,500",
  ["A gain of Rs 12,500", "A loss of Rs 24,000", "A loss of Rs 36,500"],
  "The call is exercised: the writer pays the intrinsic value, (948 - 900) x 500 = Rs 24,000, having received 25 x 500 = Rs 12,500 in premium. Net loss = Rs 11,500. Rs 24,000 ignores the premium received.",
  calc="call_writer")
Q(4, "A call option is deep in the money and has only a day left to expiry. What is its premium likely to be close to?",
  "The stock price less the strike",
  ["The strike price of the call", "Zero, as no time is left", "Twice its remaining time value"],
  "A deep in-the-money option near expiry has almost no time value left: its chance of ending out of the money is tiny and little time remains. Its premium is therefore close to its intrinsic value, which for a call is the stock price less the strike.")
Q(4, "A trader has written 10 lots of call options, each of 100 shares, with a delta of 0.4. How can she make the position delta neutral using the shares?",
  "Buy 400 shares",
  ["Sell 400 shares", "Buy 1,000 shares", "Buy 600 shares"],
  "The short calls have a delta of -0.4 x 10 x 100 = -400: they lose as if she were short 400 shares. Buying 400 shares offsets this. Buying 1,000 shares would over-hedge, as if the delta were 1.",
  calc="delta_hedge")
Q(4, "What sign does the theta of a long option position usually have?",
  "Negative: it loses value as time passes",
  ["Positive: it gains value as time passes", "Zero until the last week before expiry", "Positive for calls and negative for puts"],
  "Theta measures the change in an option's value as time passes, other things unchanged. A bought option's time value decays towards zero at expiry, so its theta is negative, for calls and puts alike; the writer is on the other side and gains from the decay.")
Q(4, "A call option has a delta of 0.45 and a gamma of 0.02. If the underlying rises by Rs 5, what is the call's approximate new delta?",
  "About 0.55",
  ["About 0.47", "About 0.35", "About 0.10"],
  "Gamma is the change in delta for a one-rupee change in the underlying, so delta changes by about 0.02 x 5 = 0.10, from 0.45 to about 0.55. A rise in the underlying increases a call's delta.",
  calc="gamma_delta")
Q(4, "What is the highest value a call option on a stock can have?",
  "The price of the stock",
  ["The strike price of the call", "The stock price plus the strike", "Twice the call's intrinsic value"],
  "A call gives the right to buy the stock, so it can never be worth more than the stock itself: nobody would pay more for the right to buy than for the share. It is a put whose value is capped by its strike price, not a call.")
Q(4, "A European call on a non-dividend-paying stock has a strike of Rs 450. The stock is at Rs 500 and the present value of the strike is Rs 440. Below what premium would the call offer a riskless arbitrage?",
  "Rs 60",
  ["Rs 50", "Rs 10", "Rs 0"],
  "The lower bound of a European call on a non-dividend-paying stock is S - PV(K) = 500 - 440 = Rs 60. Below that, buying the call, shorting the stock and investing PV(K) locks in a profit. Rs 50 uses the strike itself instead of its present value.",
  calc="call_lower_bound")
Q(4, "Which exercise style do stock options on NSE follow?",
  "European: exercised only on expiry",
  ["American: exercised on any trading day", "Bermudan: on set dates before expiry", "Either style, as the buyer chooses"],
  "All equity options on NSE, on stocks as well as indices, are European: they can be exercised only on the expiry day. (Stock options were once American style.) A holder who wants out earlier sells the option in the market.")
Q(4, "For options on the same stock with the same expiry, at which strike is the time value generally the greatest?",
  "At the money",
  ["Deep in the money", "Deep out of the money", "It is the same at every strike"],
  "Time value reflects the uncertainty about where the stock will end; it is greatest where that uncertainty matters most, at the money. Deep in-the-money options behave like the stock and deep out-of-the-money ones are unlikely to pay, so both have little time value.")
Q(4, "Which of these is an assumption of the Black-Scholes option pricing model?",
  "The volatility of the stock is constant over the option's life",
  ["The option can be exercised on any day before its expiry", "The risk-free rate changes at random from one day to the next", "Share prices jump from level to level with no continuous path"],
  "Black-Scholes assumes European exercise, a constant and known risk-free rate and volatility, and share prices that move continuously (lognormally distributed). Implied volatility exists because real volatility is not constant.")
Q(4, "In a one-period binomial model, a stock can move up by a factor of 1.10 or down by a factor of 0.90, and the risk-free return for the period is 4%. What is the risk-neutral probability of the up move?",
  "0.70",
  ["0.50", "0.60", "0.80"],
  "The risk-neutral probability is p = (1 + r - d) / (u - d) = (1.04 - 0.90) / (1.10 - 0.90) = 0.14 / 0.20 = 0.70. It is the probability that makes the stock's expected return equal to the risk-free rate, not a forecast.",
  calc="binomial_p")
Q(4, "Open interest in an index's put options totals 1.2 crore contracts and in its call options 0.8 crore contracts. What is the put-call ratio on open interest?",
  "1.5",
  ["0.67", "2.0", "0.4"],
  "The put-call ratio (PCR) is put open interest divided by call open interest: 1.2 / 0.8 = 1.5. Dividing the other way gives 0.67. Traders read the PCR as a gauge of sentiment, though its reading is a matter of judgement.",
  calc="pcr")
Q(4, "A stock's options are priced at an implied volatility well above the stock's recent historical volatility. What does this suggest?",
  "The options are dear relative to recent price moves",
  ["The options are cheap relative to recent price moves", "Only the put options on the stock are mispriced", "Nothing: implied volatility has no link to price"],
  "Implied volatility is the volatility that the option prices imply. When it is well above the volatility the stock has actually shown, the market is pricing bigger moves than recent history, so options are relatively expensive, perhaps because an event is expected.")
Q(4, "A trader buys one lot of 75 (assumed) of an index put with a strike of 24,000 for a premium of 150. On expiry the index closes at 23,640. What is the net result, ignoring costs?",
  "A net gain of Rs 15,750",
  ["A net gain of Rs 27,000", "A net loss of Rs 11,250", "A net gain of Rs 38,250"],
  "The put settles in cash at its intrinsic value, (24,000 - 23,640) x 75 = Rs 27,000. Less the premium paid, 150 x 75 = Rs 11,250, the net gain is Rs 15,750. Rs 27,000 is the settlement amount before the premium.",
  calc="index_put")
Q(4, "Which two Greeks are positive for a buyer of options, whether calls or puts?",
  "Gamma and vega",
  ["Theta and rho", "Delta and rho", "Theta only"],
  "A bought option gains from larger moves (positive gamma) and from higher volatility (positive vega), for calls and puts alike. Its theta is negative, and the signs of delta and rho differ between calls and puts.")
Q(4, "A writer of a stock call option is assigned on the expiry day. Stock options in India are settled by delivery. What must the writer do?",
  "Deliver the shares and receive the strike price",
  ["Take the shares and pay the strike price", "Return the premium to the option buyer", "Pay the premium difference in cash only"],
  "A call writer is obliged to sell at the strike price if the call is exercised; with physical settlement that means delivering the shares and receiving the strike price. Taking delivery and paying the strike is the put writer's obligation.")
Q(4, "If the price of the underlying falls while everything else stays the same, what happens to option premiums?",
  "Calls fall and puts rise",
  ["Calls rise and puts fall", "Both calls and puts rise", "Both calls and puts fall"],
  "A call is the right to buy, which is worth less when the underlying is cheaper; a put is the right to sell, which is worth more. So a fall in the underlying lowers call premiums and raises put premiums.")

# ---------------------------------------------------------------- Chapter 5: Strategies Using Equity Futures and Equity Options (10)
Q(5, "A trader buys a Rs 2,000 strike call for Rs 65 and sells a Rs 2,100 strike call for Rs 25, on a lot of 250 shares (assumed), both with the same expiry. At expiry the stock is at Rs 2,070. What is the result, ignoring costs?",
  "A gain of Rs 7,500",
  ["A gain of Rs 17,500", "A loss of Rs 10,000", "A gain of Rs 15,000"],
  "The bull call spread costs 65 - 25 = Rs 40. At Rs 2,070 the bought call is worth 70 and the sold call expires worthless, so the gain is 70 - 40 = Rs 30 a share, x 250 = Rs 7,500. Rs 15,000 is the maximum profit, (100 - 40) x 250, reached only at Rs 2,100 or above.",
  calc="bull_call_at")
Q(5, "A trader writes an out-of-the-money put (strike Rs 950, premium Rs 12) and an out-of-the-money call (strike Rs 1,050, premium Rs 15) expiring together. Between which two prices at expiry does the position avoid a loss?",
  "Rs 923 and Rs 1,077",
  ["Rs 938 and Rs 1,065", "Rs 950 and Rs 1,050", "Rs 935 and Rs 1,062"],
  "This short strangle collects 12 + 15 = Rs 27. It loses below 950 - 27 = Rs 923 and above 1,050 + 27 = Rs 1,077. Using each option's own premium (938 and 1,065) ignores that the total premium cushions both sides.",
  calc="short_strangle")
Q(5, "An investor buys a stock at Rs 300 and buys a Rs 290 strike put on it for Rs 9. What is the breakeven price at expiry?",
  "Rs 309",
  ["Rs 299", "Rs 291", "Rs 281"],
  "A protective put costs the stock price plus the premium, 300 + 9 = Rs 309, and the position breaks even when the stock is back at that level. The put limits the loss to 300 - 290 + 9 = Rs 19 a share.",
  calc="protective_put")
Q(5, "Having bought shares at Rs 700, an investor writes a Rs 740 strike call against them for Rs 16. Below what price at expiry does the combined position lose money?",
  "Rs 684",
  ["Rs 716", "Rs 724", "Rs 756"],
  "In a covered call the premium lowers the effective cost of the stock: 700 - 16 = Rs 684. Below that the position loses. Rs 756 is the call's strike plus the premium, the call buyer's breakeven.",
  calc="covered_call")
Q(5, "A trader buys a Rs 820 strike put for Rs 30 and sells a Rs 780 strike put for Rs 12, both with the same expiry. What is the breakeven price at expiry?",
  "Rs 802",
  ["Rs 798", "Rs 838", "Rs 762"],
  "This bear put spread costs a net debit of 30 - 12 = Rs 18. It breaks even when the bought put's intrinsic value equals the debit: 820 - 18 = Rs 802. Subtracting the debit from the lower strike (Rs 762) is a common slip.",
  calc="bear_put_be")
Q(5, "Which combination has the same payoff at expiry as a long put?",
  "A long call and a short futures",
  ["A long call and a long futures", "A short call and a long futures", "A short call and a short futures"],
  "A long call gains when the price rises; adding a short futures turns that upside into a flat line and gives a gain when the price falls, with the loss limited to the call's cost: the payoff of a long put with the same strike (a synthetic put).")
Q(5, "A trader expects a stock to make a large move after its results but cannot say in which direction, and wants his loss to be limited. Which strategy fits?",
  "A long straddle",
  ["A short straddle", "A covered call", "A bull call spread"],
  "A long straddle (a call and a put at the same strike) gains from a large move either way, and its loss is limited to the two premiums. A short straddle profits only if the price stays put and has unlimited risk; the other two are directional.")
Q(5, "A trader sells a near-month call and buys a next-month call at the same strike on the same stock. What does this calendar spread mainly seek to gain from?",
  "Faster time decay of the near-month option",
  ["A sharp rise in the stock before near expiry", "Higher interest rates on the next-month call", "The near-month call being exercised early"],
  "Time value decays faster as expiry approaches, so the short near-month option loses value faster than the long next-month option, especially if the stock stays near the strike. A sharp move, in either direction, usually hurts this spread, and European options are not exercised early.")
Q(5, "An investor buys a stock at Rs 510, buys a Rs 480 strike put and sells a Rs 560 strike call, the two premiums being equal. Ignoring costs, what are the limits of the result at expiry?",
  "Profit at most Rs 50, loss at most Rs 30",
  ["Profit at most Rs 80, loss at most Rs 30", "Profit at most Rs 50, loss not limited", "Profit not limited, loss at most Rs 30"],
  "In this zero-cost collar the call caps the sale price at Rs 560 (profit at most 560 - 510 = Rs 50) and the put guarantees Rs 480 (loss at most 510 - 480 = Rs 30). The premiums cancel, so they do not move either limit.",
  calc="collar")
Q(5, "An investor holding a stock can hedge it either by buying a put or by selling the stock's futures. How do the two hedges differ?",
  "The put keeps the upside but costs a premium",
  ["The futures keep the upside but cost a premium", "Both give up all of the upside at no cost", "The put gives up the upside and costs nothing"],
  "A bought put protects below its strike while leaving the gains from a rise in place, in exchange for the premium. Short futures lock in a price: they remove the downside and the upside alike, and cost no premium (only margin).")

# ---------------------------------------------------------------- Chapter 6: Trading Mechanism (10)
Q(6, "An exchange introduces a new index derivatives contract when the index is at 25,000. SEBI requires the contract value at introduction to be at least Rs 15 lakh. Which is the smallest of these lot sizes that meets the rule?",
  "60",
  ["50", "40", "75"],
  "Contract value = index level x lot size. 25,000 x 60 = Rs 15 lakh exactly, so a lot of 60 meets the minimum; 50 (Rs 12.5 lakh) and 40 do not. A lot of 75 (Rs 18.75 lakh) also meets it but is not the smallest. SEBI's measures of October 2024 raised the minimum from Rs 5 lakh to Rs 15 lakh.",
  calc="min_lot")
Q(6, "Which type of order is executed only at the price the trader specifies or a better one?",
  "A limit order",
  ["A market order", "A stop-loss market order", "A market order marked IOC"],
  "A limit order sets the worst price the trader will accept: a buy at or below it, a sell at or above it. A market order takes the best price available, whatever it is, and a stop-loss market order becomes a market order once triggered.")
Q(6, "A stock with a derivatives lot size of 250 splits each share of face value Rs 10 into five shares of Rs 2. How is an open call option with a strike of Rs 2,000 adjusted?",
  "Strike Rs 400, lot size 1,250",
  ["Strike Rs 2,000, lot size 1,250", "Strike Rs 400, lot size 250", "Strike Rs 10,000, lot size 50"],
  "For a split the strike is divided and the lot multiplied by the same factor, 5, so that the value of the position is unchanged: 2,000 / 5 = Rs 400 and 250 x 5 = 1,250. Changing only one of the two would change the position's value.",
  calc="split")
Q(6, "What are the normal trading hours of the equity derivatives segment of NSE?",
  "9:15 am to 3:30 pm",
  ["9:00 am to 5:00 pm", "10:00 am to 3:00 pm", "9:30 am to 3:45 pm"],
  "The equity derivatives segment trades in the normal market from 9:15 am to 3:30 pm on trading days, the same hours as the cash market.")
Q(6, "Within what time must a trading member issue a contract note to a client for trades executed on the client's behalf?",
  "Within 24 hours of the trade",
  ["Within 7 days of the trade", "At the end of each month", "Only when the client asks"],
  "A contract note, the legal record of the trades executed for a client, with prices, quantities and charges, must be issued within 24 hours of execution, physically or electronically. It lets the client check every trade promptly.")
Q(6, "What is an approved user in the equity derivatives segment?",
  "A person a trading member authorises to trade on its terminal",
  ["A client whose account has been approved for derivatives", "An exchange official who approves new derivatives contracts", "A SEBI officer who approves the members' trading systems"],
  "Approved users are the individuals a trading member authorises to operate its trading terminals; they must hold the NISM Series VIII certificate. A client enabled for derivatives is not an approved user.")
Q(6, "What does a CTCL (computer-to-computer link) facility allow a trading member to do?",
  "Connect its own front-end trading system to the exchange",
  ["Settle its clients' funds directly with the clearing bank", "Transfer clients' securities between two depositories", "Link its back office with SEBI's surveillance system"],
  "CTCL lets a member route orders from its own approved front-end software to the exchange's trading system instead of using only the exchange's terminals. Funds and securities settlement run through clearing banks and depositories, not through CTCL.")
Q(6, "A buy order placed as a day order is not executed by the close of trading. What happens to it?",
  "It is cancelled at the end of the day",
  ["It is carried to the next day", "It becomes a market order at close", "It is executed at the closing price"],
  "A day order is valid only for the trading day on which it is placed; whatever is unexecuted at the close is cancelled by the system. The trader must place it again the next day if still wanted.")
Q(6, "A trader changes the price of a pending, unexecuted buy order. Under price-time priority, what happens to its place in the order book?",
  "It takes a new time stamp and loses its place",
  ["It keeps its original time stamp and place", "It moves to the front of its new price level", "It is cancelled and must be entered again"],
  "Time priority rewards the order that was first at a price. Changing the price makes it, in effect, a new order at the new price, so it gets a new time stamp and joins the back of the queue there.")
Q(6, "On the first day of trading of a new futures contract, what price does the exchange use as its base price?",
  "The theoretical futures price",
  ["The previous day's futures close", "The day's opening trade price", "The strike price of the ATM option"],
  "A new contract has no previous close, so the exchange computes a theoretical futures price from the underlying's previous close and the cost of carry and uses it as the base price. On later days the base price is the previous day's daily settlement price.")

# ---------------------------------------------------------------- Chapter 7: Clearing, Settlement and Risk Management (10)
Q(7, "A trader sells one futures contract of 400 shares at Rs 1,250. The daily settlement prices on the next two days are Rs 1,262 and Rs 1,241. What is the total mark-to-market over the two days?",
  "A gain of Rs 3,600",
  ["A loss of Rs 3,600", "A gain of Rs 8,400", "A loss of Rs 4,800"],
  "Day 1: the short loses (1,262 - 1,250) x 400 = Rs 4,800. Day 2: it gains (1,262 - 1,241) x 400 = Rs 8,400. Total: Rs 3,600 gain, the same as (1,250 - 1,241) x 400, since each day's settlement price becomes the next day's reference.",
  calc="mtm_short")
Q(7, "Client X of a trading member is long 10 lots and client Y is short 10 lots in the same futures contract. How are margins computed?",
  "Per client, so both positions carry margin",
  ["Net across clients, so the two cancel out", "On whichever of the two positions is larger", "On the member's own trades, not the clients'"],
  "Margins are computed on each client's portfolio, and at the member level the clients' requirements are added up (gross), not netted. One client's long cannot offset another's short, because each client can default separately.")
Q(7, "At least what share of the collateral a clearing member deposits with the clearing corporation must be in cash or cash equivalents?",
  "50%",
  ["10%", "25%", "100%"],
  "At least half of the collateral must be in cash or cash equivalents (such as bank fixed deposits and government securities); the rest may be in approved securities, which are valued after a haircut.")
Q(7, "An index option is in the money at the close on its expiry day and its holder does nothing. What happens to it?",
  "It is exercised automatically and settled in cash",
  ["It lapses unless the holder sends an instruction", "It rolls over into the next expiry automatically", "The exchange buys it back at its last traded price"],
  "In-the-money index options are exercised automatically on expiry and settled in cash at their intrinsic value, using the final settlement price of the index. The holder need not do anything.")
Q(7, "A member clears and settles the trades it executes for itself and for its own clients, but not those of other trading members. What kind of clearing member is it?",
  "A self-clearing member",
  ["A professional clearing member", "A custodial participant", "An authorised person"],
  "A self-clearing member clears and settles only its own trades, proprietary and clients'. A professional clearing member clears for other trading members and does not trade itself, and an authorised person is an agent of a trading member.")
Q(7, "A clearing member defaults on its obligations. Which resource does the clearing corporation use first to cover the shortfall?",
  "The defaulter's own margins and collateral",
  ["Other members' Core SGF contributions", "The exchange's investor protection fund", "The clearing corporation's reserves"],
  "The default waterfall uses the defaulter's own resources first: its margins, collateral and its contribution to the settlement guarantee fund. Only then are the clearing corporation's funds and the contributions of other members drawn on.")
Q(7, "A position has a one-day value at risk (VaR) of Rs 2 lakh at 99% confidence. What does this mean?",
  "On 99 days in 100 the day's loss should not exceed Rs 2 lakh",
  ["The position will lose exactly Rs 2 lakh on 1 day in every 100", "The most the position can ever lose in a day is Rs 2 lakh", "The position should gain Rs 2 lakh on 99 trading days in 100"],
  "VaR at 99% is the loss that should be exceeded on only about 1 day in 100. It is not the worst possible loss: on the other day the loss can be larger, which is why exchanges also collect an extreme loss (exposure) margin.")
Q(7, "A client buys 3 lots of an index call option, with a lot size of 75 (assumed), at a premium of Rs 142. How much premium must the broker collect from the client before the trade?",
  "Rs 31,950",
  ["Rs 10,650", "Rs 426", "Rs 42,600"],
  "Premium = lots x lot size x premium per unit = 3 x 75 x 142 = Rs 31,950. Since February 2025 the full premium must be collected upfront from the option buyer. Rs 10,650 is the premium for a single lot.",
  calc="premium_due")
Q(7, "A trading member uses securities pledged by client A as margin for the positions of client B. How do SEBI's rules treat this?",
  "It is not allowed: a client's collateral covers only that client",
  ["It is allowed if both clients belong to the same trading member", "It is allowed if client A's securities are returned within a day", "It is allowed for option positions but not for futures positions"],
  "SEBI's segregation and monitoring of collateral rules require each client's collateral to be used only for that client's obligations, and the clearing corporation tracks collateral at client level. Using one client's assets for another client or for the member is a misuse.")
Q(7, "Several holders of long positions in an index call series exercise them on expiry. How does the clearing corporation decide which writers of that series are assigned?",
  "At random among the short positions",
  ["By the size of the writer's position", "By the order of the writers' trades", "Equally among all short positions"],
  "Exercised options are assigned to short positions in the same series at random. Writers therefore cannot know in advance whether they will be assigned, and no writer is favoured by size or timing.")

# ---------------------------------------------------------------- Chapter 8: Legal and Regulatory Environment (5)
Q(8, "In substance, how does the Securities Contracts (Regulation) Act, 1956 define a derivative?",
  "A contract that derives its value from underlying securities or their prices",
  ["Any contract traded outside a recognised stock exchange between two parties", "A loan given by a broker to a client against a pledge of the client's shares", "Any security whose price is fixed by SEBI for the period of the contract"],
  "The SC(R)A defines a derivative to include a security derived from a debt instrument, share, loan or other security, and a contract that derives its value from the prices, or index of prices, of underlying securities. It is the underlying that defines it, not where it trades.")
Q(8, "Which SEBI committee, reporting in 1998, worked out the risk containment measures, such as the margining system, for exchange-traded derivatives in India?",
  "The J.R. Varma Committee",
  ["The L.C. Gupta Committee", "The Malegam Committee", "The Bimal Jalan Committee"],
  "The J.R. Varma Committee recommended the risk containment framework for derivatives, including margins based on value at risk. The L.C. Gupta Committee had earlier recommended introducing exchange-traded derivatives and the regulatory framework for them.")
Q(8, "A dealer who knows of a large pending client order places his own order ahead of it to profit from the price move the client's order will cause. How is this treated?",
  "As front running, a fraudulent and unfair practice",
  ["As ordinary arbitrage between two of his accounts", "As market making that the exchange allows openly", "As permitted if he later fills the client order"],
  "Trading ahead of a client's order using knowledge of that order is front running, which SEBI prohibits as a fraudulent and unfair trade practice. It puts the dealer's interest ahead of the client's and is not arbitrage.")
Q(8, "From which Act does SEBI draw its powers to regulate the securities market and protect investors?",
  "The SEBI Act, 1992",
  ["The Companies Act, 2013", "The RBI Act, 1934", "The Depositories Act, 1996"],
  "SEBI was given statutory powers by the Securities and Exchange Board of India Act, 1992, which charges it with protecting investors and developing and regulating the securities market. It also administers provisions of other laws, such as the SC(R)A.")
Q(8, "A firm wants to execute clients' trades in the equity derivatives segment of a stock exchange. What does it need?",
  "SEBI registration and membership of that segment",
  ["A licence from the Reserve Bank of India", "Registration with the Registrar of Companies", "Written consent from each client it serves"],
  "A stock broker must be registered with SEBI and be a member of the exchange, admitted to its equity derivatives segment, before it can deal there for clients. The RBI does not license stock brokers, and being a registered company or having clients' consent does not allow anyone to deal on an exchange.")

# ---------------------------------------------------------------- Chapter 9: Accounting and Taxation (5)
Q(9, "An individual buys and sells shares within the same day on a stock exchange, without taking delivery. Under Indian income-tax law, how is the profit treated?",
  "As speculative business income",
  ["As non-speculative business income", "As short-term capital gains", "As income from other sources"],
  "A transaction in shares settled otherwise than by actual delivery is a speculative transaction, so intraday trading profit is speculative business income. Trading in derivatives on a recognised stock exchange is specifically excluded from speculation and is normal business income.")
Q(9, "On the sale of an option in securities that is not exercised, on what value is securities transaction tax (STT) charged?",
  "The premium",
  ["The strike value", "The notional value", "The intrinsic value"],
  "For options sold in the market, STT is charged on the premium, payable by the seller. An option exercised at expiry is taxed differently, on its intrinsic value, payable by the buyer who exercises it.")
Q(9, "Who pays the securities transaction tax (STT) on a futures transaction on a recognised stock exchange?",
  "The seller",
  ["The buyer", "The buyer and the seller", "Neither, as futures are exempt"],
  "STT on futures is charged on the sale side only, on the price at which the futures is sold, and is paid by the seller. The buyer of futures pays no STT on the purchase.")
Q(9, "Under Ind AS 109, how is a derivative that is not designated as a hedging instrument measured in a company's accounts?",
  "At fair value, with changes in profit or loss",
  ["At its cost until the contract is settled", "At the lower of its cost and market value", "At the contract's notional value in the balance sheet"],
  "Ind AS 109 requires derivatives to be measured at fair value through profit or loss, unless they are designated as effective hedging instruments under its hedge accounting rules. Cost, lower of cost and market, and notional values do not reflect a derivative's gains and losses.")
Q(9, "A company paid a premium for an equity option and showed it as a current asset. The option expires worthless. How is the premium treated?",
  "It is written off to profit and loss as a loss",
  ["It stays an asset until the next expiry date", "It is added to the cost of shares the company holds", "It is set off against the initial margin deposited"],
  "A premium paid is an asset only while the option has value. When the option lapses worthless the premium is lost, so it is written off to the profit and loss account.")

# ---------------------------------------------------------------- Chapter 10: Sales Practices and Investors Protection Services (5)
Q(10, "A client lodges a complaint against a stock broker on SEBI's SCORES platform. Within what time must the broker resolve it and report the action taken?",
  "21 calendar days",
  ["7 working days", "45 calendar days", "90 calendar days"],
  "Under SEBI's SCORES circular of 20 September 2023 (in force from 4 December 2023; the SCORES 2.0 platform from April 2024) the entity must resolve a complaint and upload its action taken report within 21 calendar days of receiving it. A client not satisfied can ask, within 15 days, for a review by the designated body (for a broker, the stock exchange), and can then use the online dispute resolution mechanism.")
Q(10, "Before a client begins trading, what must a stock broker give him about the risks of trading in securities and derivatives?",
  "The risk disclosure document",
  ["A guarantee of his capital", "The broker's annual report", "A copy of SEBI's annual report"],
  "The risk disclosure document explains the risks of trading, such as leverage, losses beyond the margin, and liquidity and volatility risks. It is part of the account-opening documents; nobody can guarantee a client's capital in the market.")
Q(10, "A retired client with a low risk profile asks to write naked call options on a volatile stock to earn a regular income. What should the salesperson do?",
  "Explain the unlimited risk and discourage it as unsuitable",
  ["Accept the order, since the premium gives a steady income", "Suggest doubling the quantity to earn more premium monthly", "Advise him that writing calls carries no risk for retirees"],
  "A naked call writer can lose without limit if the stock rises sharply, which does not suit a low risk profile however steady the premium looks. Good sales practice is to explain the risk honestly and discourage an unsuitable product.")
Q(10, "Which document, introduced by SEBI in 2022, lets a client authorise specific uses of his securities, such as pledges for margin, instead of giving a broker a general power of attorney?",
  "The Demat Debit and Pledge Instruction",
  ["The Unique Client Code registration form", "The Risk Disclosure Document for clients", "The Know Your Client application form"],
  "The Demat Debit and Pledge Instruction (DDPI) limits what a broker may do with a client's demat account to specified purposes, such as settlement of the client's trades and margin pledges, replacing wide powers of attorney.")
Q(10, "A salesperson tells a client that an option-selling strategy 'cannot lose money in any market'. How should this be viewed?",
  "As a misleading assurance staff must never give",
  ["As fair comment, since writers keep the premium", "As acceptable if the client is already experienced", "As acceptable if it is given only by telephone"],
  "No derivatives strategy is free of loss, and option writers in particular can lose far more than the premium. Assurances of returns or of no loss are misleading and are against the code of conduct for brokers and their staff, whatever the channel.")
