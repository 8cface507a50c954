# Full-Length Mock Test 3 for NISM Series VIII (Equity Derivatives). Original questions; the correct option is listed
# first ("correct"), and build.py places it so the keys are balanced. Chapter numbers are the workbook's.
# Lot sizes, index levels and margin rates in calculations are hypothetical unless the stem says otherwise.
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Basics of Derivatives (10)
Q(1, "Which of these could NOT be the underlying of an equity derivatives contract on an Indian stock exchange?",
  "Shares of an unlisted private company",
  ["A stock that meets SEBI's eligibility tests", "A broad market index such as the Nifty 50", "A sectoral index such as the Bank Nifty"],
  "Exchange-traded equity derivatives are offered only on listed stocks that meet SEBI's eligibility criteria (size, liquidity, free float) and on indices approved for the purpose. An unlisted company's shares have no traded price to settle against.")
Q(1, "A trader's short option position loses heavily when the underlying moves sharply against it. Which risk is this?",
  "Market risk",
  ["Legal risk", "Operational risk", "Settlement risk"],
  "Market (price) risk is the risk of loss from movements in the price of the underlying, or in volatility. Legal risk concerns enforceability, operational risk failed systems or people, and settlement risk a failure to pay or deliver.")
Q(1, "Which description fits a forward contract?",
  "A private agreement to trade later at a price fixed now",
  ["A listed contract settled daily through a clearing house", "A right, with no obligation, to buy at a price fixed now", "An exchange of interest payments over a number of years"],
  "A forward is a customised, bilateral agreement to buy or sell an asset on a future date at a price agreed today, usually settled only at maturity. A listed, daily-settled contract is a futures contract; a right without obligation is an option; exchanging interest payments is a swap.")
Q(1, "In an option contract, which party takes on an obligation?",
  "The writer (seller) of the option",
  ["The buyer (holder) of the option", "Both the buyer and the writer", "Neither party, only the exchange"],
  "The buyer pays the premium and gets a right, which he may or may not exercise. The writer receives the premium and must perform (sell for a call, buy for a put) if the option is exercised.")
Q(1, "The failure of one large market participant sets off a chain of defaults among others who were owed money by it. What is this risk called?",
  "Systemic risk",
  ["Basis risk", "Model risk", "Liquidity risk"],
  "Systemic risk is the risk that a failure spreads through the financial system. Central counterparties, margins and settlement guarantee funds exist largely to contain it in exchange-traded derivatives.")
Q(1, "Since 2015, which body has regulated commodity derivatives markets in India?",
  "SEBI, after the Forward Markets Commission merged into it",
  ["The Reserve Bank of India, under its foreign exchange powers", "The Forward Markets Commission, as an independent regulator", "The Ministry of Consumer Affairs, under the commodities law"],
  "The Forward Markets Commission, which used to regulate commodity futures, was merged with SEBI in September 2015, so SEBI now regulates equity, commodity and other exchange-traded derivatives alike.")
Q(1, "An option pays its holder the difference between the average price of the underlying over the last month and the strike. How is such an option classed?",
  "As an exotic option",
  ["As a plain vanilla call", "As a futures contract", "As a forward rate agreement"],
  "Plain vanilla options pay on the underlying's price at exercise. Options with extra features, such as a payoff based on an average price (an Asian option) or a barrier, are exotic options, traded over the counter rather than on Indian exchanges.")
Q(1, "An investor sells stock futures against the shares he holds, to protect them over a month. What does he give up in return for this protection?",
  "Any gain from a rise in the share price",
  ["The dividends the shares pay over the month", "His ownership and voting rights in the shares", "The premium he paid when he sold the futures"],
  "A short futures hedge locks in a price: losses on the shares from a fall are offset by gains on the futures, but gains from a rise are offset by futures losses. He still owns the shares and keeps their rights, and futures involve no premium.")
Q(1, "The initial margin on a futures position is 12.5% of its contract value. How many times the margin is the exposure the trader controls?",
  "8 times",
  ["12.5 times", "4 times", "1.25 times"],
  "Exposure / margin = 100% / 12.5% = 8. A 1% move in the price therefore changes the trader's equity by about 8% of the margin: this is the leverage of futures.",
  calc="leverage")
Q(1, "Which market participants supply liquidity to hedgers by willingly taking the other side of their trades, in the hope of profit?",
  "Speculators",
  ["Regulators", "Depositories", "Custodians"],
  "Hedgers want to shed risk; speculators accept it in return for the chance of profit, which gives hedgers someone to trade with. Regulators, depositories and custodians do not take positions.")

# ---------------------------------------------------------------- Chapter 2: Understanding Index (5)
Q(2, "A price-weighted index has three stocks priced at Rs 100, Rs 200 and Rs 300, and its divisor is 3, so it stands at 200. If only the Rs 300 stock rises by 10%, what is the new index value?",
  "210",
  ["220", "203.3", "230"],
  "The index is the sum of the prices divided by the divisor: (100 + 200 + 330) / 3 = 210. In a price-weighted index the highest-priced stock moves the index most: a 10% rise in the Rs 100 stock would have added only 3.3 points.",
  calc="price_weighted")
Q(2, "How many stocks make up the Sensex?",
  "30",
  ["50", "100", "20"],
  "The Sensex, BSE's benchmark index, has 30 large, liquid stocks, and the Nifty 50 has 50. Both are weighted by free-float market capitalisation.")
Q(2, "An index fund's returns differ slightly from the returns of the index it copies, because of costs and cash holdings. What is the variability of this gap called?",
  "Tracking error",
  ["Impact cost", "Basis risk", "Alpha"],
  "Tracking error measures how closely a fund follows its index: the standard deviation of the difference between the two returns. Impact cost is the price effect of an order, and alpha is a return above what the market risk explains.")
Q(2, "Why are index futures a natural tool for hedging a well-diversified portfolio of large-company shares?",
  "Most of such a portfolio's risk is market risk, which the index captures",
  ["Index futures remove the company-specific risk of each share in it", "Index futures are exempt from margins when used for hedging", "Index futures are settled by delivery of all the index shares"],
  "Diversification removes most company-specific risk, leaving mainly market (systematic) risk, which an index represents. Index futures hedge that market risk; they do not remove company-specific risk, need margins, and are cash settled.")
Q(2, "When an index provider calculates a company's free float, which holding is typically left out?",
  "Shares held by the promoters",
  ["Shares held by mutual funds", "Shares held by foreign investors", "Shares held by retail investors"],
  "Free float is the part of the share capital available for trading. Promoter and promoter-group holdings, and other strategic or locked-in holdings, are excluded; holdings of mutual funds, foreign portfolio investors and the public are counted.")

# ---------------------------------------------------------------- Chapter 3: Introduction to Forwards and Futures (20)
Q(3, "A stock's futures trade at their fair price of Rs 1,270. The company then announces a dividend of Rs 15 a share with a record date before the futures expire, and the share price does not move. Ignoring interest on the dividend, what is the new fair futures price?",
  "Rs 1,255",
  ["Rs 1,285", "Rs 1,270", "Rs 1,240"],
  "The futures buyer does not receive dividends, while a holder of the shares does; so a dividend paid before expiry lowers the fair futures price by its amount: 1,270 - 15 = Rs 1,255. Adding it (Rs 1,285) gets the direction wrong.",
  calc="dividend_news")
Q(3, "An investor holds 3,000 shares of a company whose futures have a lot size of 750. How can he hedge the whole holding against a fall using stock futures?",
  "Sell 4 lots",
  ["Buy 4 lots", "Sell 3 lots", "Sell 2 lots"],
  "3,000 / 750 = 4 lots, sold, so that the futures gain if the share price falls. Buying futures would double the exposure to a fall.",
  calc="lots")
Q(3, "A trader buys stock futures at Rs 1,800 and his brokerage, taxes and other charges for buying and later selling come to Rs 1.20 a share in all. At what selling price does he break even?",
  "Rs 1,801.20",
  ["Rs 1,800.00", "Rs 1,798.80", "Rs 1,802.40"],
  "A long futures position gains one rupee for every rupee the price rises, so it must rise by the costs of the round trip: 1,800 + 1.20 = Rs 1,801.20. Rs 1,802.40 counts the Rs 1.20 twice, although it already covers both legs.",
  calc="futures_breakeven")
Q(3, "An investor's only holding is one stock worth Rs 45 lakh, with a beta of 1.6 against the Nifty. Nifty futures have a contract value of Rs 18 lakh (assumed). How many contracts must he sell to hedge the holding against a general fall in the market?",
  "4",
  ["2.5", "3", "5"],
  "Contracts = value x beta / contract value = 45 lakh x 1.6 / 18 lakh = 72 / 18 = 4. Ignoring beta gives 2.5. Index futures hedge only the market part of a single stock's risk, not its company-specific risk.",
  calc="single_beta")
Q(3, "Trader A buys 10 contracts from trader B; neither had a position before. Later A sells 4 of those contracts back to B. What is the open interest between them now?",
  "6 contracts",
  ["14 contracts", "10 contracts", "4 contracts"],
  "The first trade opens 10 contracts. In the second, A reduces his long and B reduces his short, so 4 are closed: 10 - 4 = 6 remain open (A long 6, B short 6).",
  calc="oi_two_trades")
Q(3, "Over a session a stock's futures rally strongly while the number of open contracts drops. How is this usually read?",
  "Short covering: sellers buying back their positions",
  ["Long build-up: buyers adding new positions", "Short build-up: sellers adding new positions", "Long unwinding: buyers selling off positions"],
  "Falling open interest means positions are being closed, and a rising price shows the closing is by buyers: traders who had sold are buying back. New positions would raise open interest.")
Q(3, "Why does a futures contract on a non-dividend-paying stock normally trade above the stock's spot price?",
  "It includes the interest cost of carrying the stock to expiry",
  ["Futures buyers expect the price of the stock always to rise", "Exchanges add a fixed premium to every futures contract", "Futures contracts have smaller lot sizes than the cash market"],
  "Buying the futures instead of the stock lets the buyer keep his money invested until expiry, so the futures price includes the cost of financing the stock for that period (the cost of carry). Expectations of a rise are not needed for this.")
Q(3, "An investor holds 500 shares bought at Rs 1,000 and sells one futures lot of 500 at Rs 1,020 to hedge. He closes both before expiry, when the stock is at Rs 960 and the futures at Rs 975. Ignoring costs, what is the combined result?",
  "A gain of Rs 2,500",
  ["A loss of Rs 20,000", "A gain of Rs 22,500", "Nil, as the hedge is exact"],
  "The shares lose (960 - 1,000) x 500 = Rs 20,000 and the futures gain (1,020 - 975) x 500 = Rs 22,500: net Rs 2,500. The basis (futures minus spot) narrowed from 20 to 15 and the hedger, short the futures, gained that change; an exact result would need the basis to stay the same.",
  calc="basis_change")
Q(3, "A trader rolls over a long position of one lot of 75 (assumed) by selling the near-month futures at 24,300 and buying the next-month futures at 24,420. What does the rollover cost him?",
  "Rs 9,000",
  ["Rs 120", "Rs 18,22,500", "Rs 4,500"],
  "The roll cost is the spread between the two months times the lot: (24,420 - 24,300) x 75 = 120 x 75 = Rs 9,000. It reflects roughly one month's cost of carry. 120 is the spread in index points, not rupees.",
  calc="roll")
Q(3, "A stock trades at Rs 1,000 and its 3-month futures at Rs 1,005; money can be invested at 10% a year (simple interest). An investor who holds the stock sells it, invests the proceeds and buys the futures. Ignoring costs and dividends, what does this gain per share by expiry?",
  "Rs 20",
  ["Rs 5", "Rs 25", "Rs 30"],
  "Fair value is 1,000 x (1 + 0.10 x 3/12) = Rs 1,025, so the futures at Rs 1,005 is cheap. Investing Rs 1,000 earns Rs 25; buying the share back through the futures costs Rs 1,005: he ends with the share and 1,025 - 1,005 = Rs 20 more. This is reverse cash-and-carry arbitrage.",
  calc="reverse_carry")
Q(3, "An index futures contract trades at 24,200 and its lot size is 75 (assumed). What is the value of one contract?",
  "Rs 18,15,000",
  ["Rs 24,200", "Rs 1,81,500", "Rs 18,150"],
  "Contract value = futures price x lot size = 24,200 x 75 = Rs 18,15,000. Margins and exposure limits are set on this value, not on the price of one unit.",
  calc="contract_value")
Q(3, "Why are futures generally more liquid than forward contracts?",
  "Standard terms let any buyer trade with any seller",
  ["Futures can be settled only by delivery of the asset", "Forwards are available only to regulated institutions", "Futures carry no margin, unlike forward contracts"],
  "Because futures have standard lot sizes, expiries and terms, and the clearing corporation is the counterparty, any position can be closed by trading with anyone in the market. A forward is tailored to two parties and is hard to transfer.")
Q(3, "Why are index futures settled in cash instead of by delivery?",
  "Delivering every share of the index basket would be impractical",
  ["Cash settlement lets the exchange avoid collecting margins", "Index futures are not securities under the law", "SEBI requires every derivative to be cash settled"],
  "An index is a weighted basket of many stocks in odd proportions, so delivering it would be cumbersome. Index futures are settled by paying the difference against the final settlement price of the index. Stock derivatives, by contrast, are settled by delivery.")
Q(3, "A fund manager expects a short, sharp fall in the market but does not want to sell his shares, because of the costs and taxes. What can he do?",
  "Sell index futures for the period, then buy them back",
  ["Buy index futures for the period, then sell them off", "Sell call options on the index only, with no futures", "Transfer the shares to a broker until the fall is over"],
  "Selling index futures (in the number given by the portfolio's value and beta) lowers the portfolio's market exposure without selling any share; the futures gain offsets the fall. Buying futures would add exposure, and selling calls gives only limited protection.")
Q(3, "After each day's mark-to-market settlement, at what price is an open futures position carried forward?",
  "At that day's settlement price",
  ["At the price of the original trade", "At the average of all past prices", "At the next day's opening price"],
  "Daily settlement pays out each day's gain or loss, so the position is in effect rewritten at the day's settlement price, and the next day's mark-to-market is measured from there.")
Q(3, "An index is at 20,000 and its 3-month futures at 20,300. What annual cost of carry, continuously compounded, does this imply?",
  "About 5.96%",
  ["About 6.00%", "About 1.49%", "About 1.50%"],
  "With continuous compounding, F = S x e^(rt), so r = ln(F/S) / t = ln(20,300 / 20,000) / 0.25 = 0.014889 / 0.25 = about 5.96%. 6.00% is the simple-interest figure, and 1.49% is the un-annualised one.",
  calc="implied_cont")
Q(3, "Which instrument would best hedge a well-diversified portfolio of large Indian companies against a general market fall?",
  "Nifty 50 index futures",
  ["Futures on a single bank stock", "Bank Nifty index call options", "Futures on a mid-cap index"],
  "A portfolio of large companies moves most closely with a broad large-cap index, so selling Nifty 50 futures hedges it with the least basis risk. A single stock, a sector index or a mid-cap index would leave large mismatches, and buying calls does not protect against a fall.")
Q(3, "A trader expects a particular stock to do worse than the market, whatever the market's direction. Which pair of futures positions expresses this view?",
  "Sell the stock's futures and buy index futures",
  ["Buy the stock's futures and sell index futures", "Sell the stock's futures and sell index futures", "Buy the stock's futures and buy index futures"],
  "Shorting the stock and buying the index (in matching values) removes most of the market's direction: the pair gains if the stock underperforms the index, whether both rise or both fall. Selling both would be a bet on a general fall.")
Q(3, "What is the value of a newly agreed forward contract to either party, when the forward price is set at its fair level?",
  "Zero",
  ["The forward price", "The spot price", "The cost of carry"],
  "At a fair forward price neither party gives the other anything of value at the start, so the contract is worth zero to both. It gains or loses value only as the spot price and time change afterwards.")
Q(3, "An investor holds 1,000 shares of a stock whose futures lot size is 700. What is the closest hedge he can make with stock futures?",
  "Sell one lot, leaving 300 shares unhedged",
  ["Sell 1,000 shares' worth in a single lot", "Sell two lots, hedging all of the shares", "Buy one lot, leaving 300 shares unhedged"],
  "Futures trade only in whole lots, so he can hedge 700 shares with one lot sold; the other 300 shares stay exposed. Selling two lots (1,400) would over-hedge and create a net short position of 400 shares.")

# ---------------------------------------------------------------- Chapter 4: Introduction to Options (20)
Q(4, "With a share at Rs 720, which of these contracts is in the money?",
  "A Rs 750 strike put",
  ["A Rs 700 strike put", "A Rs 750 strike call", "A Rs 720 strike call"],
  "A put is in the money when its strike is above the spot: the right to sell at Rs 750 a share worth Rs 720. The Rs 700 put and the Rs 750 call are out of the money, and the Rs 720 call is at the money.")
Q(4, "A trader buys a call with a strike of Rs 1,100 for a premium of Rs 32. At expiry the stock is at Rs 1,150. Ignoring costs, what return has he made on the premium he paid?",
  "About 56%",
  ["About 156%", "About 36%", "About 1.6%"],
  "The call pays its intrinsic value, 1,150 - 1,100 = Rs 50, so the profit is 50 - 32 = Rs 18 on Rs 32 paid: 18 / 32 = 56.25%. A 4.5% rise in the stock produced a 56% return on the premium, which is the leverage of options (156% counts the premium itself as profit).",
  calc="call_return")
Q(4, "A trader writes a put with a strike of Rs 640 for a premium of Rs 18, on a lot of 800 shares. What is the most he can lose at expiry, ignoring costs?",
  "Rs 4,97,600",
  ["Rs 5,12,000", "Rs 14,400", "Unlimited"],
  "A put writer's worst case is the stock falling to zero: he must buy at Rs 640 shares worth nothing, offset by the Rs 18 premium, (640 - 18) x 800 = Rs 4,97,600. The loss is large but limited, unlike a call writer's; Rs 5,12,000 ignores the premium received.",
  calc="put_writer_max")
Q(4, "For European options on a non-dividend-paying stock with the same strike and expiry, a trader finds that C - P is greater than S - PV(K). Which trade locks in the mispricing?",
  "Sell the call, buy the put and buy the stock",
  ["Buy the call, sell the put and sell the stock", "Buy the call and the put, and sell the stock", "Sell the call and the put, and buy the stock"],
  "C - P too high means the call is rich against the put. Selling the call and buying the put creates a synthetic short position at the strike; buying the stock covers it. At expiry the stock is delivered for K whatever happens, and the position cost less than PV(K) to set up (a conversion).")
Q(4, "A trader holds 2 lots of calls with a delta of 0.6 and has sold 1 lot of futures on the same stock; the lot size for both is 500. What is the net delta of the position, in shares?",
  "+100",
  ["+600", "-100", "+1,100"],
  "The calls' delta is 2 x 500 x 0.6 = +600 shares; the short futures have a delta of -500 (a futures has a delta of 1 per share). Net: +100, so the position gains about Rs 100 for each rupee rise in the stock.",
  calc="net_delta")
Q(4, "An option is priced at Rs 45 and has a vega of Rs 2.5 for each percentage point of implied volatility. If implied volatility falls from 20% to 16% and nothing else changes, what is its approximate new price?",
  "About Rs 35",
  ["About Rs 55", "About Rs 42.50", "About Rs 44"],
  "Vega is the change in the option's price for a one-point change in implied volatility: 4 points x Rs 2.5 = Rs 10 less, so about Rs 35. A fall in volatility lowers the price of calls and puts alike.",
  calc="vega")
Q(4, "An option is worth Rs 60 and has a theta of -1.5 a day. If nothing else changes, what is it worth four days later?",
  "About Rs 54",
  ["About Rs 66", "About Rs 58.50", "About Rs 60"],
  "Theta is the change in value per day with everything else held constant: 4 x -1.5 = -Rs 6, so about Rs 54. Time decay takes value away from the buyer each day.",
  calc="theta")
Q(4, "Which Greek measures how an option's value changes when the risk-free interest rate changes?",
  "Rho",
  ["Vega", "Theta", "Gamma"],
  "Rho is the sensitivity of an option's price to interest rates: positive for calls, negative for puts. Vega relates to volatility, theta to time and gamma to the change in delta.")
Q(4, "Why can an American option never be worth less than a European option with the same terms?",
  "It gives every right the European one does, and more",
  ["It is always settled by delivery of the underlying shares", "Its premium is fixed by the exchange above the European one", "It can be exercised only after the European one has expired"],
  "An American option can be exercised on any day up to expiry, which includes the expiry day on which the European option can be exercised. An extra right can only add value, so the American option is worth at least as much as the European one.")
Q(4, "A share is at Rs 100 and in one period will be either Rs 120 or Rs 80. The risk-free return for the period is 5%. In a one-period binomial model, what is a European put with a strike of Rs 100 worth?",
  "About Rs 7.14",
  ["About Rs 7.50", "About Rs 10.00", "About Rs 11.90"],
  "The risk-neutral probability of the up move is (1.05 - 0.80) / (1.20 - 0.80) = 0.625, so of the down move 0.375. The put pays Rs 20 only in the down state: 0.375 x 20 / 1.05 = about Rs 7.14. Not discounting gives Rs 7.50; Rs 11.90 is the matching call.",
  calc="binomial_put")
Q(4, "A stock's annualised volatility is 32%. Assuming 256 trading days a year, what is its approximate daily volatility?",
  "2%",
  ["0.125%", "8%", "1%"],
  "Volatility scales with the square root of time: 32% / square root of 256 = 32% / 16 = 2% a day. Dividing by 256 itself (0.125%) would treat volatility as proportional to time.",
  calc="daily_vol")
Q(4, "At the moment of expiry, what is the time value of any option?",
  "Zero",
  ["Its premium", "Its strike price", "Half its premium"],
  "Time value is what an option is worth above its intrinsic value, for the chance of a favourable move before expiry. At expiry no time is left, so an option is worth exactly its intrinsic value.")
Q(4, "For an American call on a stock that pays no dividend, when is early exercise worthwhile?",
  "Never: selling the call is better",
  ["Whenever the call is in the money", "Always on the day after purchase", "Only if volatility has risen a lot"],
  "Exercising early gives only the intrinsic value and gives up the time value and the interest on the strike, while a call is always worth at least its intrinsic value in the market. So a holder should sell, not exercise, an American call on a non-dividend-paying stock before expiry.")
Q(4, "In index options, out-of-the-money puts often trade at higher implied volatilities than at-the-money options. What is this pattern called?",
  "A volatility skew",
  ["A term structure of rates", "A cost of carry", "A rising basis"],
  "When implied volatility differs by strike, the plot of volatility against strike is the volatility smile or skew. In equity index options, low-strike puts usually carry higher implied volatility, reflecting demand for crash protection.")
Q(4, "For put options on a stock with the same expiry, how does the premium change as the strike price rises?",
  "The premium rises",
  ["The premium falls", "It stays the same", "It becomes zero"],
  "A higher strike gives the right to sell at a higher price, which is worth more, so put premiums rise with the strike. Call premiums do the opposite.")
Q(4, "Which input to the Black-Scholes model cannot be observed directly in the market?",
  "The stock's future volatility",
  ["The current stock price", "The option's strike price", "The time left to expiry"],
  "The spot price, strike, time to expiry and risk-free rate are all known. Future volatility must be estimated, from past prices (historical volatility) or backed out of option prices (implied volatility).")
Q(4, "Is a bought (long) options position on an Indian exchange marked to market daily, with cash paid or received?",
  "No: the premium is paid and there is no daily MTM",
  ["Yes: gains and losses are settled in cash daily", "Yes, but only for puts bought on individual stocks", "No: the premium itself is paid only at expiry"],
  "The option buyer pays the premium upfront and has no further obligation, so there is no daily mark-to-market settlement of a long option; its value is realised when it is sold or exercised. Option writers, by contrast, post margins that change with the market.")
Q(4, "A trader holds 5 lots of puts, each of 200 shares, with a delta of -0.3. How can he make his position delta neutral with the shares?",
  "Buy 300 shares",
  ["Sell 300 shares", "Buy 1,000 shares", "Sell 700 shares"],
  "The long puts have a delta of 5 x 200 x -0.3 = -300 shares: they gain as if he were short 300 shares. Buying 300 shares offsets this.",
  calc="put_delta_hedge")
Q(4, "For which options is vega generally the largest?",
  "At-the-money options with a long time to expiry",
  ["Deep out-of-the-money options close to expiry", "Deep in-the-money options close to expiry", "Options on the day they expire, at any strike"],
  "Vega is largest where extra volatility changes the option's value most: at the money, and the more so the longer the time left, because volatility acts over more time. Deep in- or out-of-the-money options close to expiry barely respond to volatility.")
Q(4, "A trader has written options and so is short vega. Other things unchanged, which change hurts his position?",
  "A rise in implied volatility",
  ["A fall in implied volatility", "The passage of a trading day", "Its options drifting out of the money"],
  "Short vega means the position loses when implied volatility rises, because higher volatility raises the value of the options he must buy back. A fall in volatility, the passage of time (positive theta for a writer) and his options drifting out of the money all help him.")

Q(5, "A trader sells a Rs 450 strike put for Rs 14 and buys a Rs 430 strike put for Rs 6, both with the same expiry. What is the breakeven price at expiry?",
  "Rs 442",
  ["Rs 436", "Rs 458", "Rs 422"],
  "This bull put spread receives a net credit of 14 - 6 = Rs 8. It loses only if the stock ends below the higher strike by more than the credit: 450 - 8 = Rs 442. The maximum profit is the Rs 8 credit and the maximum loss 20 - 8 = Rs 12.",
  calc="bull_put_be")
Q(5, "A trader buys a Rs 1,150 strike call for Rs 20 and a Rs 1,050 strike put for Rs 16, on a lot of 500 shares (assumed), both with the same expiry. At expiry the stock is at Rs 1,120. What is the result, ignoring costs?",
  "A loss of Rs 18,000",
  ["A loss of Rs 10,000", "A gain of Rs 15,000", "A loss of Rs 3,000"],
  "At Rs 1,120 the stock is between the strikes, so both options of this long strangle expire worthless and the trader loses both premiums: (20 + 16) x 500 = Rs 18,000, the most a long strangle can lose. Rs 10,000 counts only the call's premium.",
  calc="strangle_between")
Q(5, "A trader writes both a call and a put at a strike of Rs 300, for premiums of Rs 14 and Rs 12. What is the most the trader can make per share, and when?",
  "Rs 26, if the stock ends exactly at Rs 300",
  ["Rs 26, if the stock ends far from Rs 300", "Rs 14, if the stock ends above Rs 300", "Unlimited, if the stock falls to zero"],
  "A short straddle collects 14 + 12 = Rs 26 and keeps all of it only if both options expire worthless, which happens when the stock ends at the strike. Any move away from Rs 300 costs the writer money, without limit on the upside.",
  calc="short_straddle")
Q(5, "A trader buys a Rs 480 call for Rs 30, sells two Rs 500 calls for Rs 18 each and buys a Rs 520 call for Rs 10, all with the same expiry. What are the breakeven prices at expiry?",
  "Rs 484 and Rs 516",
  ["Rs 480 and Rs 520", "Rs 488 and Rs 512", "Rs 474 and Rs 526"],
  "The butterfly's net debit is 30 - 36 + 10 = Rs 4. It breaks even at the lower strike plus the debit, 480 + 4 = Rs 484, and the upper strike minus the debit, 520 - 4 = Rs 516; its maximum profit, 20 - 4 = Rs 16, is at Rs 500.",
  calc="butterfly")
Q(5, "An investor holds a stock and buys an at-the-money put on it. What does the combined payoff at expiry look like?",
  "That of a long call",
  ["That of a short call", "That of a long put", "That of a short put"],
  "The put floors the loss at the strike (less the premium) while the stock keeps the upside: a limited loss and an open-ended gain, the shape of a long call. This is put-call parity at work: stock plus put equals call plus bond.")
Q(5, "A trader is moderately bearish on a stock, wants his risk limited and prefers to receive a net premium upfront. Which strategy fits?",
  "A bear call spread",
  ["A long put option", "A bull put spread", "A short straddle"],
  "A bear call spread (sell a lower-strike call, buy a higher-strike call) receives a net credit, profits if the stock stays below the lower strike, and its loss is capped by the call bought. A long put costs premium; a bull put spread is bullish; a short straddle has unlimited risk.")
Q(5, "An investor holding a stock expects it to stay flat for a month and wants to earn something extra from it. Which strategy fits?",
  "Selling out-of-the-money calls against the shares",
  ["Buying at-the-money puts against the shares", "Buying out-of-the-money calls on the same shares", "Selling the stock's futures equal to the shares"],
  "A covered call earns the premium, which is kept if the stock stays below the strike; the cost is giving up gains above the strike. Buying options costs premium, and selling futures removes all exposure without adding income.")
Q(5, "A trader expects a stock to fall and wants to profit from the fall while knowing his maximum loss in advance. Which single position fits?",
  "Buying a put option",
  ["Selling a put option", "Selling stock futures", "Writing a call option"],
  "A bought put gains as the price falls, and its loss is limited to the premium paid. Short futures and written calls profit from a fall too, but their losses are unlimited if the price rises, and a written put is a bullish position.")
Q(5, "A trader sells a Rs 900 put for Rs 15 and buys a Rs 850 put for Rs 6, and sells a Rs 1,100 call for Rs 14 and buys a Rs 1,150 call for Rs 5, all with the same expiry. What is the maximum loss per share?",
  "Rs 32",
  ["Rs 50", "Rs 18", "Rs 68"],
  "This iron condor receives a net credit of (15 - 6) + (14 - 5) = Rs 18. If the stock ends beyond either pair of wings, that spread loses its width of Rs 50, so the maximum loss is 50 - 18 = Rs 32. The maximum profit is the Rs 18 credit.",
  calc="iron_condor")
Q(5, "A trader has sold a stock short and buys a call option on it. What does the call do for him?",
  "It caps his loss if the stock rises above the strike",
  ["It adds to his gain if the stock falls below the strike", "It removes his need to deliver the shares he sold short", "It turns his position into a long position in the stock"],
  "A short seller loses as the price rises. A bought call lets him buy at the strike whatever the price, so his loss is capped at the strike minus his sale price plus the premium: a protective call, the mirror image of a protective put.")

# ---------------------------------------------------------------- Chapter 6: Trading Mechanism (10)
Q(6, "A trader is short futures at Rs 800 and wants to limit his loss automatically if the price rises to Rs 830. Which order should he place?",
  "A stop-loss buy order triggered at Rs 830",
  ["A stop-loss sell order triggered at Rs 830", "A limit buy order at Rs 770 valid for the day", "A market sell order for the same quantity"],
  "A short position is closed by buying. A stop-loss buy order stays dormant until the price trades at or above the Rs 830 trigger, and then enters the book to buy, capping the loss. A sell order would increase the short position.")
Q(6, "What is the main danger of placing a market order in a thinly traded far-month option?",
  "It may be filled at a price far from fair value",
  ["It will be rejected by the exchange as invalid", "It is held until a matching limit order arrives", "It is filled only at the previous closing price"],
  "A market order takes whatever prices are available. In an illiquid contract the best offers may be far from fair value, so a market order can be filled at a very poor price; a limit order controls the price.")
Q(6, "The premium quoted on the trading screen for an index option is Rs 120. What does this figure stand for?",
  "The premium for one unit of the index",
  ["The premium for a whole contract", "The margin for one lot of the option", "The option's strike price in rupees"],
  "Index option premiums are quoted per unit of the index. The amount paid for one contract is the quoted premium multiplied by the lot size.")
Q(6, "A market-wide circuit breaker is triggered by a sharp fall in the index. What happens in the equity derivatives segment?",
  "Trading halts there too, with the cash market",
  ["Trading carries on there as usual", "Stock futures halt, while options keep trading", "New buy orders are blocked, sell orders allowed"],
  "Index-based market-wide circuit breakers halt trading in all equity and equity derivatives markets across exchanges at the same time, so that the cash and derivatives markets pause together.")
Q(6, "As the price of a stock moves during the life of its options, why does the exchange introduce new strike prices?",
  "So that in-, at- and out-of-the-money strikes stay available",
  ["So that every existing option is cancelled and issued afresh", "So that the option premiums are kept at a fixed rupee amount", "So that the lot size can be changed on each trading day"],
  "Exchanges keep a set of strikes around the current price; when the price moves, new strikes are added so that traders can still choose in-the-money, at-the-money and out-of-the-money options. Existing contracts are not affected.")
Q(6, "A sell limit order at Rs 100 rests in the order book. A buy limit order at Rs 101 for the same quantity then arrives. At what price do they trade?",
  "Rs 100, the price of the resting order",
  ["Rs 101, the price of the new order", "Rs 100.50, midway between the two", "They do not trade, as the prices differ"],
  "An incoming order is matched against the best order already in the book at that order's price. The buyer was willing to pay up to Rs 101 but trades at the Rs 100 on offer, so he gets a better price than his limit.")
Q(6, "A trader wants only part of a large order's quantity to be visible to the market in the order book. What order feature does he use?",
  "A disclosed quantity",
  ["An immediate-or-cancel order", "A stop-loss trigger price", "A good-till-day validity"],
  "With a disclosed quantity, only that part of the order is shown in the book; when it is filled, the next part is revealed, until the whole order is done. It reduces the market impact of signalling a large order.")
Q(6, "A stock with a derivatives lot size of 400 declares a bonus of 1 new share for every 2 held. How is an open futures position with a price of Rs 900 adjusted on the ex-date?",
  "Price Rs 600, lot size 600",
  ["Price Rs 450, lot size 800", "Price Rs 900, lot size 600", "Price Rs 600, lot size 400"],
  "For a bonus of 1 for 2, the adjustment factor is (1 + 2) / 2 = 1.5: prices and strikes are divided by it and lot sizes multiplied by it, so the position's value is unchanged: 900 / 1.5 = Rs 600 and 400 x 1.5 = 600.",
  calc="bonus")
Q(6, "The scheduled expiry day of a derivatives contract turns out to be a trading holiday. When does the contract expire?",
  "On the previous trading day",
  ["On the next trading day", "On the same day next week", "On the next month's expiry"],
  "If the expiry day is a holiday, the contracts expire on the previous trading day, so that positions are settled before the gap. They are not carried forward to a later date.")
Q(6, "Who fixes the lot sizes of the equity derivatives contracts traded on an exchange?",
  "The exchange, within SEBI's norms",
  ["Each trading member, for its clients", "The clearing bank of each member", "Each client, at the time of the order"],
  "Lot sizes are part of the contract specifications that the exchange sets and reviews, following SEBI's rules on minimum contract value. Members and clients trade in multiples of the lot.")

# ---------------------------------------------------------------- Chapter 7: Clearing, Settlement and Risk Management (10)
Q(7, "A client is short 2 lots of index futures, with a lot size of 50 (assumed), sold at 24,000. The daily settlement price that day is 24,180. What is his mark-to-market for the day?",
  "He pays Rs 18,000",
  ["He receives Rs 18,000", "He pays Rs 9,000", "He pays Rs 180"],
  "A short position loses when the price rises: (24,180 - 24,000) x 2 x 50 = 180 x 100 = Rs 18,000, paid to the clearing corporation in cash the next day. Rs 9,000 counts only one lot.",
  calc="mtm_short_lots")
Q(7, "A client has deposited Rs 2,00,000 as margin. His futures position needs a SPAN margin of Rs 1,40,000 and an exposure margin of Rs 35,000. How much margin is still free for new positions?",
  "Rs 25,000",
  ["Rs 60,000", "Rs 1,65,000", "Rs 1,75,000"],
  "The initial margin is SPAN plus exposure: 1,40,000 + 35,000 = Rs 1,75,000. Free margin = 2,00,000 - 1,75,000 = Rs 25,000. Rs 60,000 forgets the exposure margin.",
  calc="free_margin")
Q(7, "Why does a calendar spread in futures (long one month, short another on the same underlying) usually attract less margin than the two legs would separately?",
  "The two legs largely offset each other's price risk",
  ["Calendar spreads are settled without any mark-to-market", "Far-month contracts are exempt from all margin", "The exchange guarantees the profit of a calendar spread"],
  "The near and far contracts on the same underlying move closely together, so the spread's risk is much smaller than that of either leg; margins recognise this. On the expiry day of the near leg SEBI's rules remove this benefit, because the two legs then behave differently.")
Q(7, "During the day, a clearing member's open positions use up all of the margin its collateral can support. What does the clearing corporation do?",
  "Withdraw its trading facility until it adds collateral",
  ["Let it keep trading and collect the margin next month", "Transfer its positions to another member at once", "Cancel all of the trades it made earlier that day"],
  "The clearing corporation monitors each clearing member's open positions against its collateral in real time and alerts it as the limit nears. At the limit its clearing facility is withdrawn, and with it the trading facility of the member and of every trading member clearing through it, so that no more risk can be added until it brings in collateral or reduces positions; trades already done stand.")
Q(7, "A client holds an in-the-money put on a stock until expiry. Stock options in India are settled by delivery. What must the client do?",
  "Deliver the shares and receive the strike price",
  ["Receive the shares and pay the strike price", "Receive only the intrinsic value in cash", "Nothing, as the put lapses at expiry"],
  "An exercised put is a sale at the strike price. With physical settlement the holder delivers the shares and receives the strike price; the writer assigned on it takes the shares and pays.")
Q(7, "When is the final settlement of an index futures contract paid, and how?",
  "In cash, on the working day after expiry",
  ["By delivery of the index shares after expiry", "In cash, on the last day of the next month", "By delivery, at the end of the expiry day"],
  "Index futures are cash settled. The final mark-to-market, against the final settlement price, is settled like the daily ones, on the next working day (T+1).")
Q(7, "A client does not pay a mark-to-market loss on his futures position when it is due. What may his broker do?",
  "Close out the position to recover the dues",
  ["Pay the loss on the client's behalf for good", "Ask the exchange to cancel the client's trades", "Carry the loss until the contract's expiry day"],
  "Margins and mark-to-market losses must be paid on time. If a client defaults, the broker may square off his positions, as the client agreed when opening the account, and recover any shortfall from him; the broker itself remains liable to the clearing corporation.")
Q(7, "When must a trading member collect the initial margin (SPAN plus exposure margin) from a client who opens a futures position?",
  "Upfront, before or when the trade is placed",
  ["Within a week, once the trade has settled", "At the end of the month, with all charges", "Only if the position makes a loss that day"],
  "SEBI requires brokers to collect initial margins from clients upfront, and short collection attracts penalties. This keeps clients from trading on margin they do not have.")
Q(7, "Through what do clearing members pay in and receive their funds for settlement with the clearing corporation?",
  "Their accounts with designated clearing banks",
  ["Cheques deposited at the stock exchange", "Cash paid at the clearing corporation", "Their demat accounts with a depository"],
  "Each clearing member keeps a clearing account with one of the clearing corporation's designated clearing banks; funds pay-in and pay-out for margins and settlements are made through it. Demat accounts hold securities, not funds.")
Q(7, "Why does a clearing corporation value shares accepted as collateral at less than their market price (a haircut)?",
  "Their value could fall before they are sold",
  ["Shares can never be sold by the clearing corporation", "The haircut is the clearing corporation's fee", "SEBI taxes every share deposited as collateral"],
  "Collateral is there to be sold if a member defaults, and a share's price can drop before that happens. The haircut, larger for more volatile shares, leaves a cushion so that the collateral still covers the obligation.")

# ---------------------------------------------------------------- Chapter 8: Legal and Regulatory Environment (5)
Q(8, "A trader repeatedly places large orders in an option contract that he cancels before they can be executed, to create a false impression of demand. How is this treated?",
  "As manipulation, prohibited by SEBI's PFUTP rules",
  ["As normal order management allowed to all traders", "As insider trading under the insider trading rules", "As a breach only of the broker's internal policy"],
  "Orders placed with no intention of being executed, to mislead others about supply or demand (spoofing), are a manipulative practice prohibited by the SEBI (Prohibition of Fraudulent and Unfair Trade Practices relating to Securities Market) Regulations, 2003. No inside information is involved, so it is not insider trading.")
Q(8, "Before an exchange launches derivatives on a new index, whose approval does it need?",
  "SEBI's",
  ["The RBI's", "Its members'", "The index provider's"],
  "Derivative products traded on a recognised stock exchange need SEBI's approval. The index provider licenses the index, and members trade the contracts, but neither can approve a product for trading.")
Q(8, "A stock broker is aggrieved by an order passed by SEBI against it. To which body can it appeal?",
  "The Securities Appellate Tribunal",
  ["The Income Tax Appellate Tribunal", "The exchange's disciplinary committee", "The National Company Law Tribunal"],
  "Appeals against SEBI's orders lie with the Securities Appellate Tribunal (SAT), and from there to the Supreme Court. The other bodies deal with tax, exchange discipline or company law.")
Q(8, "Under the Prevention of Money Laundering Act, what must a stock broker do about a client transaction it finds suspicious?",
  "Report it to the Financial Intelligence Unit",
  ["Cancel it and refund the client the money", "Publish it on its website for investors", "Ignore it if the client's KYC is complete"],
  "Intermediaries must keep records and report suspicious transactions to the Financial Intelligence Unit - India (FIU-IND), without alerting the client. A complete KYC does not remove the duty to watch for suspicious activity.")
Q(8, "Who lays down the criteria, such as size and liquidity, that a stock must meet before derivatives can be traded on it?",
  "SEBI",
  ["The company", "Its promoters", "Any member"],
  "SEBI prescribes the eligibility criteria for stocks to be in the derivatives segment and for their exit from it, and the exchanges apply them. A company cannot ask for, or refuse, derivatives on its shares.")

# ---------------------------------------------------------------- Chapter 9: Accounting and Taxation (5)
Q(9, "When an option is exercised at expiry, who pays the securities transaction tax (STT) on it?",
  "The buyer who exercises it",
  ["The writer who is assigned", "Both the buyer and the writer", "The clearing corporation"],
  "On an exercised option, STT is charged on the intrinsic value and paid by the purchaser (holder) who exercises it. When an option is sold in the market instead, the seller pays STT on the premium.")
Q(9, "In the same year a trader has a loss from intraday trading in shares and a profit from trading in futures and options. Can the intraday loss be set off against the F&O profit?",
  "No: it can be set off only against speculative income",
  ["Yes: both are business income, so any set-off is allowed", "Yes, but only up to half of the F&O profit for the year", "No: intraday losses can never be used in any later year"],
  "Intraday (non-delivery) share trading is a speculative business, and a speculative loss can be set off only against speculative income, though the unused loss can be carried forward for a limited period. F&O trading on a recognised exchange is non-speculative, so its profit cannot absorb the loss.")
Q(9, "For a trader whose F&O profits are taxed as business income, how are the brokerage and exchange charges on those trades treated?",
  "As expenses deducted from that income",
  ["As charges that cannot be deducted", "As a credit against the tax payable", "As a capital loss to carry forward"],
  "When trading is a business, the costs of carrying it on, such as brokerage and exchange charges, are deducted in computing the business income. They are not tax credits or capital losses.")
Q(9, "A company has written an option and received the premium. How does it show the premium while the option is open?",
  "As a liability, as it may have to pay out",
  ["As income of the year it was received", "As an asset, as it is money in hand", "As share capital of the company"],
  "The writer may have to pay out on the option, so the premium received is not yet earned: it is shown as a liability (at fair value under Ind AS) until the option is settled, exercised or expires.")
Q(9, "Under which law is securities transaction tax (STT) levied?",
  "The Finance (No. 2) Act, 2004",
  ["The Income-tax Act, 1961", "The SEBI Act, 1992", "The Securities Contracts (Regulation) Act, 1956"],
  "STT was levied from October 2004 by Chapter VII of the Finance (No. 2) Act, 2004, on transactions in securities on recognised stock exchanges, including derivatives. Its rates are changed by later Finance Acts; it is not a tax under the Income-tax Act, though it bears on the taxation of securities transactions.")

# ---------------------------------------------------------------- Chapter 10: Sales Practices and Investors Protection Services (5)
Q(10, "Where is a client's KYC record registered, so that other SEBI-registered intermediaries can rely on it?",
  "With a KYC registration agency",
  ["With the client's bank branch", "With the stock exchange only", "With the Income Tax Department"],
  "KYC records are uploaded to a KYC registration agency (KRA), registered with SEBI, so that a client who has completed KYC with one intermediary need not repeat it with another.")
Q(10, "A stock broker is declared a defaulter by the exchange. From which fund can its clients claim compensation for their admitted claims?",
  "The exchange's Investor Protection Fund",
  ["The Core Settlement Guarantee Fund", "SEBI's own Investor Protection Fund", "The broker's own business profits"],
  "An exchange's Investor Protection Fund compensates clients of a defaulting broker for eligible claims, up to set limits. It does not cover trading losses. The Core SGF guarantees settlement between clearing members, not clients' claims against a broker.")
Q(10, "A dealer trades excessively in a client's account mainly to earn brokerage, not for the client's benefit. What is this practice called?",
  "Churning",
  ["Hedging", "Netting", "Rolling"],
  "Churning is excessive trading in a client's account to generate commissions; it breaches the broker's duty to act in the client's interest. Netting and rolling over are normal trading terms, and hedging reduces risk.")
Q(10, "Apart from the broker's contract note, how does a client receive details of the trades done in his account directly from the exchange?",
  "By SMS and email sent by the exchange",
  ["By a letter from SEBI after each trade", "Only by asking the broker on the phone", "By a notice in the financial newspapers"],
  "Exchanges send trade details directly to the mobile number and email address registered for the client, so that he can spot unauthorised trades at once and raise them with the broker and the exchange.")
Q(10, "Which fact about futures trading should a salesperson make clear to a new client before the client trades?",
  "Losses can exceed the margin deposited",
  ["Losses are capped at the margin deposited", "Futures are free of any counterparty risk", "Profits are guaranteed by the clearing house"],
  "Margin is only a deposit against losses: a large adverse move can cause losses beyond it, which the client must pay. Explaining this is part of disclosing the risks of a leveraged product.")
