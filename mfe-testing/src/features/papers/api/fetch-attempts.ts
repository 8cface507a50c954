import { getSupabase, unwrap } from '@nism/platform';
import type { Attempt } from '../../../lib/rows';

/** The learner's attempts at these papers, newest first. */
export async function fetchAttempts(userId: string, testPaperIds: string[]): Promise<Attempt[]> {
  if (testPaperIds.length === 0) return [];
  const result = await (
    await getSupabase()
  )
    .from('user_test_attempts')
    .select('id, user_id, test_paper_id, start_time, deadline, end_time, completed, score, net_percent, retake, current_question_id')
    .eq('user_id', userId)
    .in('test_paper_id', testPaperIds)
    .order('start_time', { ascending: false });
  return unwrap(result);
}
