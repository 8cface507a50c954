import { getSupabase, unwrap } from '@nism/platform';
import type { AttemptReviewRow } from '@nism/db-types';

export type ReviewItem = AttemptReviewRow;

/** Every question with the chosen and correct option and the explanation; only once completed. */
export async function fetchAttemptReview(attemptId: string): Promise<ReviewItem[]> {
  return unwrap(await (await getSupabase()).rpc('get_attempt_review', { p_attempt_id: attemptId }));
}
