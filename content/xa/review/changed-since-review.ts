// Lists the questions of this folder's papers that have changed since the second review
// (content-reviewer-1 for Mocks 1-2, content-reviewer-2 for Mock 3; 2026-11-26). What "changed" means: content/lib/review.ts.
// Run: npx tsx content/<exam>/review/changed-since-review.ts
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSinceReview } from '../../lib.ts';

changedSinceReview(dirname(fileURLToPath(import.meta.url)));
