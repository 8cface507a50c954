// Builds content/xa/full-length-mock-test-3.csv (or .draft.csv while incomplete) and .cases.csv: X-A Full-Length Mock Test 3
// (revised syllabus), original questions only. Run: npx tsx content/xa/build-mock3.ts
// Batches are appended in chapter order; refs are XA-M3-001 onwards.
import { writeFileSync, existsSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { xaExamName } from './seed.ts';
import { OUT_DIR, QUESTION_FIELDS, type Row } from './build-mock1.ts';
import { BATCHES } from './mock3-questions.ts';
import { CASES3 } from './mock3-cases.ts';

export const PAPER3 = 'Full-Length Mock Test 3 (Revised Syllabus)';
export const WRITER3 = 'content-writer-xa-2';
/** The questions file stays *.draft.csv (never loaded) until the paper is complete and passes its checks. */
const FINAL = process.argv.includes('--final');

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function build(seed: number): Row[] {
  const rnd = mulberry32(seed);
  const exam = xaExamName();
  const rows: Row[] = [];
  const add = (q: (typeof BATCHES)[number][number], caseTitle: string, marks: number) => {
    const k = Math.floor(rnd() * 4);
    const opts = [...q.wrong];
    opts.splice(k, 0, q.correct);
    rows.push({
      ref: `XA-M3-${String(rows.length + 1).padStart(3, '0')}`,
      exam,
      paper: PAPER3,
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
      written_by: WRITER3,
      reviewed_by: '',
      reviewed_at: '',
      review_note: '',
    });
  };
  for (const batch of BATCHES) for (const q of batch) add(q, '', 1);
  for (const c of CASES3) for (const q of c.questions) add(q, c.title, c.marks);
  return rows;
}

const counts = (rows: Row[]) => {
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

let seed = 1;
let rows = build(seed);
while (!ok(rows)) rows = build(++seed);
const csv = Papa.unparse(
  rows.map((r) => Object.fromEntries(QUESTION_FIELDS.map((f) => [f, r[f]]))),
  { columns: [...QUESTION_FIELDS], quotes: true, newline: '\r\n' },
);
const qName = FINAL ? 'full-length-mock-test-3.csv' : 'full-length-mock-test-3.draft.csv';
writeFileSync(join(OUT_DIR, qName), csv + '\r\n');
const draft = join(OUT_DIR, 'full-length-mock-test-3.draft.csv');
if (FINAL && existsSync(draft)) unlinkSync(draft);
const casesFile = join(OUT_DIR, 'full-length-mock-test-3.cases.csv');
if (CASES3.length) {
  const cases = Papa.unparse(
    CASES3.map((c) => ({ case: c.title, marks: c.marks, passage: c.passage })),
    { columns: ['case', 'marks', 'passage'], quotes: true, newline: '\r\n' },
  );
  writeFileSync(casesFile, cases + '\r\n');
} else if (existsSync(casesFile)) unlinkSync(casesFile);
console.log(`${qName}: ${rows.length} questions; shuffle seed ${seed}; key balance`, counts(rows));
