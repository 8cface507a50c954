// Builds content/xa/full-length-mock-test-2.csv (and .cases.csv once caselets exist): X-A Full-Length Mock Test 2
// (revised syllabus), original questions only. Run: npx tsx content/xa/build-mock2.ts
// Batches are appended in chapter order; refs are XA-M2-001 onwards (build-paper.ts).
import { WRITER } from './build-mock1.ts';
import { buildPaper, counts, writePaper } from './build-paper.ts';
import { BATCHES } from './mock2-questions.ts';
import { CASES2 } from './mock2-cases.ts';

export const PAPER2 = 'Full-Length Mock Test 2 (Revised Syllabus)';

const { rows, seed } = buildPaper({ n: 2, paper: PAPER2, writer: WRITER, batches: BATCHES, cases: CASES2 });
writePaper(rows, 'full-length-mock-test-2.csv', CASES2, 'full-length-mock-test-2.cases.csv');
console.log(`${rows.length} questions; shuffle seed ${seed}; key balance`, counts(rows));
