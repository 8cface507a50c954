// X-A Full-Length Mock Test 2 (revised syllabus): original one-mark questions, in chapter order.
// Nothing here repeats the seed bank or mock 1; check.ts verifies that no stem duplicates either.
import type { NewQuestion } from './mock1-cases.ts';
import { BATCH1 } from './mock2-modules-1-3.ts';
import { BATCH2 } from './mock2-modules-4-6.ts';

export const BATCHES: NewQuestion[][] = [BATCH1, BATCH2];
