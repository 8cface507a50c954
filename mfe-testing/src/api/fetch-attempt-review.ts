import type { AttemptReviewRow } from 'shared-auth';
import { db } from './client';
import { unwrap } from './errors';

export type ReviewItem = AttemptReviewRow;

/** Every question with the chosen and correct option and the explanation; only once completed. */
export async function fetchAttemptReview(attemptId: string): Promise<ReviewItem[]> {
  return unwrap(await (await db()).rpc('get_attempt_review', { p_attempt_id: attemptId }));
}
