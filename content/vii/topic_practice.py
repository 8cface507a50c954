# Topic Practice: Securities Operations (Series VII). Original questions on chapter 1, the one chapter that had fewer
# than 20 live questions (issue 49); the correct option is listed first, and content/build_practice.py places it.
PAPER = "Topic Practice: Securities Operations"
PREFIX = "VII-TP"
SEED = 7100
QUESTIONS = []


def Q(ch, q, correct, wrong, expl, calc=None):
    assert len(wrong) == 3
    QUESTIONS.append({"ch": ch, "q": q, "correct": correct, "wrong": wrong, "expl": expl, "calc": calc})


# ---------------------------------------------------------------- Chapter 1: Introduction to the Securities Market (8)
Q(1, "What is a repo transaction in the money market?",
  "A sale of securities with an agreement to buy them back",
  ["A loan given without any security for a single business day", "A bond that converts into shares after a fixed date", "An issue of new shares to the existing shareholders"],
  "In a repo, one party sells securities (usually government securities) and agrees to repurchase them at a set price on a set date, so it is in effect short-term borrowing secured by the securities. The difference between the two prices is the interest.")
Q(1, "Which regulator oversees India's government securities and money markets?",
  "The Reserve Bank of India",
  ["The Ministry of Corporate Affairs", "The stock exchanges' own boards", "The Insurance Regulatory Authority"],
  "The RBI regulates the government securities market, the money markets and foreign exchange, and manages the government's borrowing; SEBI regulates the securities markets' exchanges and intermediaries, and the insurance regulator (IRDAI) regulates insurers.")
Q(1, "Which arm of the Government of India administers the Companies Act, 2013, under which companies are incorporated?",
  "The Ministry of Corporate Affairs",
  ["The Ministry of External Affairs", "The Reserve Bank of India's board", "The Securities Appellate Tribunal"],
  "The Ministry of Corporate Affairs administers the Companies Act, 2013 through the Registrars of Companies, covering incorporation, filings and company law matters; SEBI regulates listed companies' securities-market conduct.")
Q(1, "What is the main economic function of the securities market?",
  "To channel savings into productive investment",
  ["To fix the prices of goods sold in shops", "To collect direct taxes on behalf of the government", "To insure households against health costs"],
  "The securities market lets companies and governments raise capital from savers (the primary market) and gives investors liquidity by letting them sell what they hold (the secondary market), so savings flow to investment.")
Q(1, "What is a zero-coupon bond?",
  "A bond issued at a discount that pays no interest",
  ["A bond that pays interest but never repays capital", "A bond whose coupon resets with a benchmark rate", "A bond that the issuer may redeem at any time"],
  "A zero-coupon bond makes no periodic interest payments; it is issued below face value and repaid at face value, the discount being the investor's return. Perpetual bonds never repay capital, and floating rate bonds reset their coupons.")
Q(1, "What feature distinguishes a convertible debenture?",
  "It can be converted into the company's shares",
  ["It can be exchanged for a government bond", "It is repaid only if the company is wound up", "It gives voting rights at every board meeting"],
  "A convertible debenture is debt that, fully or partly, converts into equity shares on terms set at issue, giving the holder interest first and a share in the company's growth later. Ordinary debentures are repaid in cash.")
Q(1, "How does a global depository receipt (GDR) help an Indian company?",
  "It raises capital from investors abroad against its shares",
  ["It borrows from Indian banks in rupees at a fixed rate", "It lists its debentures on an Indian stock exchange", "It issues bonus shares to resident shareholders"],
  "A GDR is a receipt issued by an overseas depository bank against the company's shares held with a custodian in India, and traded on foreign exchanges, so the company can raise equity from international investors.")
Q(1, "A government bond maturing in ten years is an instrument of which market?",
  "The capital market",
  ["The money market", "The currency market", "The commodity market"],
  "The capital market deals in long-term funds and instruments, such as shares and bonds of more than one year, like a ten-year government bond. The money market deals in instruments of up to one year, such as Treasury bills, commercial paper and repos.")
