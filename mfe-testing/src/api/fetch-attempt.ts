import { db } from './client';
import { NotFoundError, unwrap } from './errors';
import type { Attempt } from './fetch-attempts';

export type { Attempt };

/** One of the learner's attempts; someone else's or a missing one throws NotFoundError (RLS hides it). */
export async function fetchAttempt(attemptId: string): Promise<Attempt> {
  const result = await (await db())
    .from('user_test_attempts')
    .select('id, user_id, test_paper_id, start_time, deadline, end_time, completed, score')
    .eq('id', attemptId)
    .maybeSingle();
  const attempt = unwrap(result);
  if (!attempt) throw new NotFoundError('Attempt not found');
  return attempt;
}
