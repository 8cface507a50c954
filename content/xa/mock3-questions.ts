// X-A Full-Length Mock Test 3 (revised syllabus): original one-mark questions, in chapter order.
// Nothing here repeats the seed bank or mocks 1-2; check.ts verifies that no stem or explanation duplicates them.
// Within each module the mix favours the topics the bank is short of (see README, "Mock 3").
import type { NewQuestion } from './mock1-cases.ts';
import { BATCH1 } from './mock3-modules-1-3.ts';
import { BATCH2 } from './mock3-modules-4-6.ts';

export const BATCHES: NewQuestion[][] = [BATCH1, BATCH2];
