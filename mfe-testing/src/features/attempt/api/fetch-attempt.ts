import { NotFoundError, unwrap } from '@nism/platform';
import { readEarly } from '../../../lib/read-early';
import type { Attempt } from '../../../lib/rows';

const COLUMNS = 'id,user_id,test_paper_id,start_time,deadline,end_time,completed,score,net_percent,retake,current_question_id';

/** One of the learner's attempts; someone else's or a missing one throws NotFoundError (RLS hides it). */
export async function fetchAttempt(attemptId: string): Promise<Attempt> {
  const attempt = unwrap(await readEarly((db) => db.from('user_test_attempts').select(COLUMNS).eq('id', attemptId).maybeSingle()));
  if (!attempt) throw new NotFoundError('Attempt not found');
  return attempt;
}
