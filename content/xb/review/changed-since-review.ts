// Lists the questions of this folder's papers that have changed since the second review (independent-review-4 for
// the mocks, independent-review-6 for the topic practice paper, 2026-12-06). What "changed" means: content/lib.ts,
// changedSinceReview.
// Run: npx tsx content/xb/review/changed-since-review.ts
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSinceReview } from '../../lib.ts';

changedSinceReview(dirname(fileURLToPath(import.meta.url)));
