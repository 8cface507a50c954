// Builds content/xa/full-length-mock-test.csv and full-length-mock-test.cases.csv (X-A full-length mock, revised
// syllabus: 90 one-mark MCQs + 6 one-mark caselets + 3 two-mark caselets). Run: npx tsx content/xa/build-mock1.ts
// The 90 one-mark questions are 89 questions copied from the retired old-shape full-length mock (seed paper ...0014)
// plus one original replacement; the caselets are original. Everything is written once from here so the CSVs stay
// reproducible; hand edits to the CSVs would be overwritten.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { seedQuestions, XA_SEED, OLD_FULL_MOCK, xaTopics, xaExamName, ROOT } from './seed.ts';
import { CASES, type NewQuestion } from './mock1-cases.ts';
import { PAPER_COLUMNS } from '../lib.ts';

export const PAPER = 'Full-Length Mock Test (Revised Syllabus)';
export const WRITER = 'content-writer-xa';
export const OUT_DIR = join(ROOT, 'content', 'xa');

/** Seed positions of paper ...0014 NOT used (left out to fit the revised syllabus weights). */
export const LEFT_OUT = [5, 10, 15, 16, 18, 21, 22, 25, 30, 50];

/** Seed questions replaced by an original because they are outdated (position -> replacement). */
export const REPLACED: Record<number, NewQuestion> = {
  44: {
    // replaces the liquid-fund 91-day question: SEBI's categorisation circular of 26 February 2026 replaced the
    // categorisation rules and the 91-day limit could not be confirmed in the new text (first review, XA-M1-035)
    topic: 'Mutual Funds',
    question:
      'An investor buying units of an open-ended mutual fund scheme today asks how much entry load will be deducted from his investment. What is the correct answer?',
    correct: 'None: SEBI abolished entry loads on mutual fund schemes in 2009',
    wrong: [
      '2.25% of the amount invested, paid to the distributor as commission',
      "1% of the amount invested, credited back to the scheme's assets",
      'It depends on the scheme, up to a maximum of 5% of the amount',
    ],
    explanation:
      "SEBI abolished entry loads from August 2009, so the whole amount invested (less stamp duty) buys units at the applicable NAV; distributors are paid by the AMC out of the scheme's expenses (regular plans) or by the investor directly. Exit loads, where a scheme has them, are deducted on redemption and credited to the scheme. (Workbook chapter 11: Mutual Funds)",
    key: 'C',
  },
  93: {
    topic: 'Key Regulations',
    question:
      "At the first meeting, a new individual client offers to pay her SEBI-registered investment adviser the annual advisory fee in cash. What does SEBI's framework for investment advisers provide?",
    correct: 'The adviser must not accept cash; the fee must be paid through banking channels',
    wrong: [
      'Cash may be accepted for any annual fee of up to Rs 2 lakh',
      'Cash may be accepted if the client signs a declaration that she prefers it',
      'Cash may be accepted only from clients without a bank account in their name',
    ],
    explanation:
      "SEBI's terms for investment advisers, which advisers must include in the agreement with every client, state that an adviser shall not accept fees in cash; the fee is paid through banking channels so that every payment is traceable and can be matched with the advisory agreement and any refund. (Workbook chapter 18: Key Regulations)",
  },
};

/** Corrections to copied seed questions (position -> fields replaced). Each is explained in README.md. */
export const CORRECTED: Record<number, { question?: string; options?: [string, string, string, string]; explanation?: string }> = {
  94: {
    explanation:
      "An IA must have its compliance with the IA Regulations and SEBI's circulars audited every year, completing the audit within six months from the end of each financial year, and must report adverse findings with the action taken to the IAASB/SEBI. (Workbook chapter 18: Key Regulations)",
    options: [
      'Within one month from the end of each quarter',
      'Once every five years',
      'Only when SEBI or the IAASB asks for it',
      'Within six months of the end of each financial year',
    ],
  },
  // Issue 44: the stem and options rewritten, because Case 4's passage (hedging by selling index futures, XA-M1-108)
  // gave away the old key ("Selling index futures"); the question now asks for a hedge that keeps the upside.
  65: {
    question:
      'A client with a diversified equity portfolio fears a market fall over the next month but wants to keep the gains if the market rises. Which position hedges the portfolio in this way?',
    options: ['Selling index futures', 'Buying index put options', 'Selling index put options', 'Buying call options on the index'],
    explanation:
      'Bought index puts gain when the market falls, so the loss on the portfolio is limited to about the premium paid, while the gains are kept if the market rises. Selling index futures would also hedge, but it gives up the upside; buying calls adds to market exposure, and selling puts adds downside risk. (Workbook chapter 10: Understanding Derivatives)',
  },
  // Options rewritten (key letter and meaning unchanged) so that the key is not given away by being much the longest
  // option; #89 after the first review (its option B contradicted itself). See README.md.
  2: {
    options: [
      'Securities and Exchange Board of India (SEBI)',
      'Insurance Regulatory and Development Authority of India (IRDAI)',
      "Employees' Provident Fund Organisation (EPFO)",
      'Pension Fund Regulatory and Development Authority (PFRDA)',
    ],
  },
  3: {
    options: [
      'Implementing the recommended investments for the client',
      'Establishing the relationship and agreeing the scope of work',
      'Monitoring the plan and rebalancing the portfolio',
      'Selecting specific mutual fund schemes for the client',
    ],
  },
  12: {
    options: [
      'Payments grow each period in line with inflation',
      'Payments are made at the start of each period',
      'Payments continue forever, with no end date',
      'Payments are made only once, at maturity',
    ],
  },
  17: {
    options: [
      'Become wealthy as early as possible in my working life, whatever it takes',
      'Save as much as I can every month from my salary for the future',
      "Accumulate Rs 25 lakh (today's value) in 12 years for my child's education",
      'Buy a bigger house someday when property prices are right',
    ],
  },
  20: {
    options: [
      'The EMI and the total interest both fall',
      'The EMI rises and the total interest paid falls',
      'The EMI falls but the total interest paid rises',
      'Neither the EMI nor the total interest paid changes',
    ],
  },
  23: {
    options: [
      'The total volatility of returns around their average',
      'Only the market-related (systematic) risk of the portfolio',
      'The average return earned by the portfolio',
      'How quickly the portfolio can be sold for cash',
    ],
  },
  26: {
    options: [
      'First, ahead of all lenders and other creditors',
      "Equally with the company's secured lenders",
      'Ahead of preference shareholders but behind lenders',
      'Last, after creditors and preference shareholders',
    ],
  },
  32: {
    options: [
      'They pay a fixed coupon every quarter until maturity at face value',
      'They are issued by companies to fund their working capital for a year',
      'They are short-term central government securities sold at a discount',
      'They have a minimum maturity of five years from the date of issue',
    ],
  },
  39: {
    options: [
      'They are always issued by the central government',
      'They carry no credit risk because rates are reset',
      'Their price is fixed by the issuer until maturity',
      'Their coupon is reset periodically to a benchmark',
    ],
  },
  40: {
    options: [
      'A fee charged when units are first purchased in the scheme',
      'A charge deducted when units are redeemed within a set period',
      "The annual fee charged for managing the scheme's portfolio",
      'A tax deducted on capital gains when units are redeemed',
    ],
  },
  42: {
    options: [
      "The fund's total expense ratio for the year",
      "The fund's return minus the risk-free rate of return",
      'The number of index stocks that the fund does not hold',
      "The variability of the fund's return relative to the index",
    ],
  },
  43: {
    options: [
      "Its units can be bought only from the AMC at the day's closing NAV",
      'It guarantees returns exactly equal to those of its index',
      'Its units trade on a stock exchange at market prices all day',
      'Its units cannot be held in a demat account by investors',
    ],
  },
  46: {
    options: [
      'It accepts purchases and redemptions from the AMC every business day',
      'It has no maturity date and runs for as long as investors stay',
      'Its units cannot be listed on any stock exchange at any time',
      'It has a fixed maturity, and investors can exit by selling listed units',
    ],
  },
  47: {
    options: [
      'He is right, because a lower NAV means more room for the price to rise',
      'The NAV level does not make a scheme cheap; returns depend on NAV changes',
      'He is right, because NFOs always outperform existing schemes',
      'He is right, because schemes with a high NAV cannot rise much further',
    ],
  },
  51: {
    options: [
      "The client's monthly take-home salary after deductions",
      "The outstanding amount of the client's home loan today",
      "The current market value of the client's mutual fund holdings",
      "The client's attitude to risk and duty towards ageing parents",
    ],
  },
  52: {
    options: [
      'Planning always recommends the products with the highest past returns',
      'Planning avoids any discussion of insurance, loans or taxes',
      "Planning starts from the client's goals; products only implement it",
      'Planning is done only once, when the client first invests money',
    ],
  },
  56: {
    options: [
      'It is exactly 10%, the same as the quoted flat rate',
      'It is lower than 10%, because the principal is repaid gradually',
      'It cannot be compared with a reducing-balance rate at all',
      'It is much higher, as interest is charged on the original principal',
    ],
  },
  58: {
    options: [
      'The Forward Markets Commission (FMC), as a separate regulator',
      'The Securities and Exchange Board of India (SEBI)',
      'The Reserve Bank of India (RBI), with the commodity boards',
      'The Ministry of Consumer Affairs, Food and Public Distribution',
    ],
  },
  59: {
    // same stem as Series VII paper ...0064 #2; reworded so the X-A mock has no cross-exam duplicate
    question: 'An investor wants to hold only money market instruments. Which of these qualifies?',
    options: [
      'Commercial paper issued by a company for 90 days',
      'An equity share of a listed company',
      'A 10-year Government of India dated security',
      'A 7-year infrastructure bond of a public sector company',
    ],
  },
  62: {
    options: [
      '200 shares at Rs 800 each, worth Rs 1,60,000 in all',
      '100 shares at Rs 1,600 each, worth Rs 1,60,000 in all',
      '200 shares at about Rs 400 each, worth about Rs 80,000',
      '150 shares at about Rs 533 each, worth about Rs 80,000',
    ],
  },
  68: {
    options: [
      'The client, who must approve every transaction in advance',
      'SEBI, which approves each portfolio before trades are placed',
      'The portfolio manager, within the agreed investment approach',
      'The custodian, which holds the securities for the client',
    ],
  },
  72: {
    options: [
      'The set of portfolios with the lowest expected returns for their risk',
      'The single portfolio that holds the fewest securities',
      'The portfolios giving the highest expected return for each level of risk',
      'The line joining the risk-free rate to any single stock',
    ],
  },
  77: {
    options: [
      "A power of attorney to trade in the client's demat account",
      "A written guarantee of minimum returns on the client's portfolio",
      'An undertaking from the client not to complain to SEBI',
      'A written investment advisory agreement setting out the terms',
    ],
  },
  78: {
    options: [
      'It is permitted if the adviser waives half of its advisory fee',
      'It is permitted for investments up to a specified limit',
      'It is not permitted: a client cannot get both services in the group',
      'It is mandatory, since advisers must use their own distribution arm',
    ],
  },
  80: {
    options: [
      'Recommend the product anyway, since the client has asked for it',
      'Refuse to discuss it and terminate the agreement immediately',
      'Change her risk profile to aggressive so that the product fits',
      'Explain why it is unsuitable for her and document the discussion',
    ],
  },
  81: {
    options: [
      'A 30-year-old with a secure job, no loans and a goal 25 years away',
      'A 40-year-old business owner with large surplus assets and no dependants',
      'A 35-year-old couple with two stable incomes and a goal 15 years away',
      'A 62-year-old retiree living on the portfolio and needing income next year',
    ],
  },
  82: {
    options: [
      'Buying more equity to ride the rally further',
      'Selling all debt and moving the proceeds into equity',
      'Leaving the portfolio as it is until equity prices fall',
      'Selling some equity and buying debt to restore 60:40',
    ],
  },
  83: {
    options: [
      'Temporary departures from the target mix to use market views',
      'Fixing a permanent allocation that is never changed at all',
      'Choosing individual stocks within the equity allocation',
      "Allocating assets only on the basis of the client's age",
    ],
  },
  88: {
    options: [
      'The Price Return Index, which excludes dividends paid',
      'The index level on the date the scheme was launched',
      'Any index the fund manager prefers in a given year',
      'The Total Return Index (TRI), with dividends reinvested',
    ],
  },
  89: {
    options: [
      'By asking the mutual fund to transfer its KYC files by courier',
      'The broker cannot rely on it; the client must complete a fresh KYC, with new documents, with every intermediary',
      "By accepting the client's oral confirmation",
      "By fetching the client's KYC record from a KYC Registration Agency (KRA), after verifying it",
    ],
  },
  92: {
    options: [
      'A single PAN-linked statement of demat and mutual fund holdings',
      "A statement of a listed company's consolidated accounts",
      "A bank statement covering all the investor's savings accounts",
      'A tax return filed jointly by all members of a family',
    ],
  },
  96: {
    options: [
      'Through regular plans that pay the adviser a trail commission',
      "Only through its own group company's distribution arm",
      'By requiring the client to give it full discretion over investments',
      'Through direct plans, without commission, and only if the client wishes',
    ],
  },
  97: {
    options: [
      'Share it, since the friend means well and wants to help',
      'Decline without her consent, unless the law requires it',
      'Share only the largest holdings, to be helpful but brief',
      'Share it if the friend is also a client of the adviser',
    ],
  },
  98: {
    options: [
      'It is acceptable, because all the figures shown are true',
      'It is acceptable if the advertisement appears online only',
      'It is misleading, because selective results distort the record',
      'It is required, to help clients compare and choose advisers',
    ],
  },
  99: {
    options: [
      'Online conciliation and then arbitration through the ODR platform',
      "A complaint to the RBI's Banking Ombudsman about the adviser",
      'A petition directly to the Supreme Court as the first step',
      'No further route is available once SCORES has closed it',
    ],
  },
  100: {
    options: [
      'It is acceptable if the adviser has achieved 15% a year in the past',
      'It is acceptable as long as it is said orally and not in writing',
      "It is required, so that clients can compare advisers' promises",
      'It is improper: returns on market-linked products cannot be assured',
    ],
  },
  27: {
    options: [
      'Higher voting rights than equity shares in all matters',
      "A guaranteed right to the company's entire residual profit",
      'Priority over equity in dividends and return of capital',
      "Priority over the company's secured debenture holders",
    ],
  },
  35: {
    options: [
      'A government guarantee that the investor cannot lose money',
      'The highest expected return among all debt instruments',
      "Low sensitivity of the bond's price to interest rate changes",
      'The highest safety of timely interest and principal payments',
    ],
  },
  37: {
    options: [
      'When market interest rates have risen sharply',
      'When interest rates have fallen below its coupon rate',
      "When the issuer's credit rating has been downgraded",
      'Only on the final maturity date of the bond',
    ],
  },
  84: {
    options: [
      'Concentrated bets on a few high-risk stocks',
      'Low-cost, diversified long-term holdings',
      'Only cash and savings account balances',
      'Short-term trading positions in futures',
    ],
  },
  90: {
    options: [
      'A blank signed delivery instruction slip',
      "A standing instruction to the client's bank",
      'The Demat Debit and Pledge Instruction (DDPI)',
      'A will registered with the sub-registrar',
    ],
  },
  95: {
    options: [
      'The Association of Mutual Funds in India (AMFI)',
      'BSE, through its subsidiary BSE Administration and Supervision Ltd',
      'The Reserve Bank of India, through its supervision wing',
      'The Insurance Regulatory and Development Authority of India',
    ],
  },
};

export interface Row {
  ref: string;
  exam: string;
  paper: string;
  topic: string;
  case: string;
  marks: number;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  answer: string;
  explanation: string;
  written_by: string;
  reviewed_by: string;
  reviewed_at: string;
  review_note: string;
  /** not written to the CSV: seed origin for the README mapping */
  origin?: string;
}

// Small deterministic PRNG so the option order of new questions is reproducible.
export function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function build(shuffleSeed: number): Row[] {
  const topics = xaTopics();
  const exam = xaExamName();
  const chapterNote = (topic: string) => `(Workbook chapter ${topics.get(topic)}: ${topic})`;
  const rnd = mulberry32(shuffleSeed);
  const place = (q: NewQuestion) => {
    const key = q.key ? 'ABCD'.indexOf(q.key) : Math.floor(rnd() * 4);
    const opts = [...q.wrong];
    opts.splice(key, 0, q.correct);
    return { opts, key: 'ABCD'[key] };
  };
  const rows: Row[] = [];
  const base = (topic: string) => ({
    exam,
    paper: PAPER,
    topic,
    written_by: WRITER,
    reviewed_by: '',
    reviewed_at: '',
    review_note: '',
  });

  const old = seedQuestions(XA_SEED)
    .filter((q) => q.paper === OLD_FULL_MOCK)
    .sort((a, b) => a.position - b.position);
  for (const q of old) {
    if (LEFT_OUT.includes(q.position)) continue;
    const ref = `XA-M1-${String(rows.length + 1).padStart(3, '0')}`;
    const rep = REPLACED[q.position];
    if (rep) {
      const { opts, key } = place(rep);
      rows.push({
        ref,
        ...base(rep.topic),
        case: '',
        marks: 1,
        question: rep.question,
        option_a: opts[0],
        option_b: opts[1],
        option_c: opts[2],
        option_d: opts[3],
        answer: key,
        explanation: rep.explanation,
        origin: `original (replaces seed ...0014 #${q.position})`,
      });
      continue;
    }
    const fix = CORRECTED[q.position] ?? {};
    const explanation = fix.explanation ?? `${q.explanation} ${chapterNote(q.topic)}`;
    rows.push({
      ref,
      ...base(q.topic),
      case: '',
      marks: 1,
      question: fix.question ?? q.question,
      option_a: (fix.options ?? q.options)[0],
      option_b: (fix.options ?? q.options)[1],
      option_c: (fix.options ?? q.options)[2],
      option_d: (fix.options ?? q.options)[3],
      answer: q.answer,
      explanation,
      origin: `seed ...0014 #${q.position}`,
    });
  }
  for (const c of CASES) {
    for (const q of c.questions) {
      const ref = `XA-M1-${String(rows.length + 1).padStart(3, '0')}`;
      const { opts, key } = place(q);
      rows.push({
        ref,
        ...base(q.topic),
        case: c.title,
        marks: c.marks,
        question: q.question,
        option_a: opts[0],
        option_b: opts[1],
        option_c: opts[2],
        option_d: opts[3],
        answer: key,
        explanation: q.explanation,
        origin: 'original caselet',
      });
    }
  }
  return rows;
}

export const QUESTION_FIELDS = PAPER_COLUMNS;

function balanced(rows: Row[]) {
  const n = { A: 0, B: 0, C: 0, D: 0 } as Record<string, number>;
  for (const r of rows) n[r.answer]++;
  return Object.values(n).every((v) => v >= 31 && v <= 37) ? n : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let seed = 1;
  let rows = build(seed);
  while (!balanced(rows)) rows = build(++seed);
  const csv = Papa.unparse(
    rows.map((r) => Object.fromEntries(QUESTION_FIELDS.map((f) => [f, r[f]]))),
    { columns: [...QUESTION_FIELDS], quotes: true, newline: '\r\n' },
  );
  writeFileSync(join(OUT_DIR, 'full-length-mock-test.csv'), csv + '\r\n');
  const cases = Papa.unparse(
    CASES.map((c) => ({ case: c.title, marks: c.marks, passage: c.passage })),
    { columns: ['case', 'marks', 'passage'], quotes: true, newline: '\r\n' },
  );
  writeFileSync(join(OUT_DIR, 'full-length-mock-test.cases.csv'), cases + '\r\n');
  console.log(`shuffle seed ${seed}; key balance`, balanced(rows));
  for (const r of rows) console.log(`${r.ref}\t${r.origin}`);
}
