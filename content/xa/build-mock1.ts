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
    correct: 'None, because SEBI abolished entry loads on mutual fund schemes in 2009',
    wrong: [
      '2.25% of the amount invested, paid to the distributor',
      '1% of the amount invested, credited back to the scheme',
      'It depends on the scheme, up to a maximum of 5%',
    ],
    explanation:
      "SEBI abolished entry loads from August 2009, so the whole amount invested (less stamp duty) buys units at the applicable NAV; distributors are paid by the AMC out of the scheme's expenses (regular plans) or by the investor directly. Exit loads, where a scheme has them, are deducted on redemption and credited to the scheme. (Workbook chapter 11: Mutual Funds)",
    key: 'C',
  },
  93: {
    topic: 'Key Regulations',
    question:
      "At the first meeting, a new individual client offers to pay her SEBI-registered investment adviser the annual advisory fee in cash. What does SEBI's framework for investment advisers provide?",
    correct: 'The adviser must not accept the fee in cash; it has to be paid through a banking or other traceable payment channel',
    wrong: [
      'Cash may be accepted for any fee up to Rs 2 lakh a year',
      'Cash may be accepted if the client signs a declaration that she prefers it',
      'Cash may be accepted only from clients who do not have a bank account in their own name',
    ],
    explanation:
      "SEBI's terms for investment advisers, which advisers must include in the agreement with every client, state that an adviser shall not accept fees in cash; the fee is paid through banking channels so that every payment is traceable and can be matched with the advisory agreement and any refund. (Workbook chapter 18: Key Regulations)",
  },
};

/** Corrections to copied seed questions (position -> fields replaced). Each is explained in README.md. */
export const CORRECTED: Record<number, { question?: string; options?: [string, string, string, string]; explanation?: string }> = {
  89: {
    // first review (XA-M1-079): option B contradicted itself; replaced by a plausible distractor, key D unchanged
    options: [
      'By asking the mutual fund to transfer its KYC files by courier',
      'The broker cannot rely on it; the client must complete a fresh KYC, with new documents, with every intermediary',
      "By accepting the client's oral confirmation",
      "By fetching the client's KYC record from a KYC Registration Agency (KRA), after verifying it",
    ],
  },
  59: {
    // same stem as Series VII paper ...0064 #2; reworded so the X-A mock has no cross-exam duplicate
    question: 'An investor wants to hold only money market instruments. Which of these qualifies?',
  },
  94: {
    explanation:
      "An IA must have its compliance with the IA Regulations and SEBI's circulars audited every year, completing the audit within six months from the end of each financial year, and must report adverse findings with the action taken to the IAASB/SEBI. (Workbook chapter 18: Key Regulations)",
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
function mulberry32(seed: number) {
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

export const QUESTION_FIELDS = [
  'ref',
  'exam',
  'paper',
  'topic',
  'case',
  'marks',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
  'written_by',
  'reviewed_by',
  'reviewed_at',
  'review_note',
] as const;

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
