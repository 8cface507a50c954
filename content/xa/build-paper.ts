// What the X-A Mock 2 and Mock 3 builders share (build-mock2.ts, build-mock3.ts): the questions are appended in
// batch order, then the caselets' questions; each correct option goes to a place drawn from a seeded shuffle, and the
// seed is the paper's first (from n * 1000 + 1) that balances the keys without a run of five; the CSVs are written in the content file format.
import { existsSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { xaExamName } from './seed.ts';
import { mulberry32, OUT_DIR, QUESTION_FIELDS, type Row } from './build-mock1.ts';

type Question = { topic: string; question: string; correct: string; wrong: readonly string[]; explanation: string };
type Caselet = { title: string; marks: number; passage: string; questions: readonly Question[] };

export const counts = (rows: Row[]) => {
  const n: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (const r of rows) n[r.answer]++;
  return n;
};
// Key balance: 31-37 per letter for a full paper; for a partial paper, each letter within +-3 of a quarter.
const ok = (rows: Row[]) => {
  const n = counts(rows);
  const lo = rows.length === 135 ? 31 : Math.floor(rows.length / 4) - 3;
  const hi = rows.length === 135 ? 37 : Math.ceil(rows.length / 4) + 3;
  return Object.values(n).every((v) => v >= lo && v <= hi);
};

const maxRun = (rows: Row[]) => {
  let longest = 0;
  rows.forEach((r, i) => {
    let run = 1;
    while (i - run >= 0 && rows[i - run].answer === r.answer) run++;
    longest = Math.max(longest, run);
  });
  return longest;
};

/** Builds mock `n`'s rows (refs XA-M<n>-001 onwards) with the first seed that balances the keys. */
export function buildPaper(p: {
  n: number;
  paper: string;
  writer: string;
  batches: readonly (readonly Question[])[];
  cases: readonly Caselet[];
}) {
  const build = (seed: number): Row[] => {
    const rnd = mulberry32(seed);
    const exam = xaExamName();
    const rows: Row[] = [];
    const add = (q: Question, caseTitle: string, marks: number) => {
      const k = Math.floor(rnd() * 4);
      const opts = [...q.wrong];
      opts.splice(k, 0, q.correct);
      rows.push({
        ref: `XA-M${p.n}-${String(rows.length + 1).padStart(3, '0')}`,
        exam,
        paper: p.paper,
        topic: q.topic,
        case: caseTitle,
        marks,
        question: q.question,
        option_a: opts[0],
        option_b: opts[1],
        option_c: opts[2],
        option_d: opts[3],
        answer: 'ABCD'[k],
        explanation: q.explanation,
        written_by: p.writer,
        reviewed_by: '',
        reviewed_at: '',
        review_note: '',
      });
    };
    for (const batch of p.batches) for (const q of batch) add(q, '', 1);
    for (const c of p.cases) for (const q of c.questions) add(q, c.title, c.marks);
    return rows;
  };
  // One seed per paper (issue 44: Mocks 2 and 3 both started at seed 1 and got the same key, letter for letter):
  // the first seed from n * 1000 + 1 whose keys are balanced, with no letter more than 4 times in a row.
  let seed = p.n * 1000 + 1;
  let rows = build(seed);
  while (!ok(rows) || maxRun(rows) > 4) rows = build(++seed);
  return { rows, seed };
}

/** Writes the questions to `qName` in content/xa/, and the caselets to `casesName` (removed when there are none). */
export function writePaper(rows: Row[], qName: string, cases: readonly Caselet[], casesName: string) {
  const csv = Papa.unparse(
    rows.map((r) => Object.fromEntries(QUESTION_FIELDS.map((f) => [f, r[f]]))),
    { columns: [...QUESTION_FIELDS], quotes: true, newline: '\r\n' },
  );
  writeFileSync(join(OUT_DIR, qName), csv + '\r\n');
  const casesFile = join(OUT_DIR, casesName);
  if (cases.length) {
    const text = Papa.unparse(
      cases.map((c) => ({ case: c.title, marks: c.marks, passage: c.passage })),
      { columns: ['case', 'marks', 'passage'], quotes: true, newline: '\r\n' },
    );
    writeFileSync(casesFile, text + '\r\n');
  } else if (existsSync(casesFile)) unlinkSync(casesFile);
}
