// Builds content/xa/full-length-mock-test-3.csv (or .draft.csv while incomplete) and .cases.csv: X-A Full-Length Mock Test 3
// (revised syllabus), original questions only. Run: npx tsx content/xa/build-mock3.ts
// Batches are appended in chapter order; refs are XA-M3-001 onwards (build-paper.ts).
import { existsSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { OUT_DIR } from './build-mock1.ts';
import { buildPaper, counts, writePaper } from './build-paper.ts';
import { BATCHES } from './mock3-questions.ts';
import { CASES3 } from './mock3-cases.ts';

export const PAPER3 = 'Full-Length Mock Test 3 (Revised Syllabus)';
export const WRITER3 = 'content-writer-xa-2';
/** The questions file stays *.draft.csv (never loaded) until the paper is complete and passes its checks. */
const FINAL = process.argv.includes('--final');

const { rows, seed } = buildPaper({ n: 3, paper: PAPER3, writer: WRITER3, batches: BATCHES, cases: CASES3 });
const qName = FINAL ? 'full-length-mock-test-3.csv' : 'full-length-mock-test-3.draft.csv';
writePaper(rows, qName, CASES3, 'full-length-mock-test-3.cases.csv');
const draft = join(OUT_DIR, 'full-length-mock-test-3.draft.csv');
if (FINAL && existsSync(draft)) unlinkSync(draft);
console.log(`${qName}: ${rows.length} questions; shuffle seed ${seed}; key balance`, counts(rows));
