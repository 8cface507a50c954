import { getSupabase, unwrap } from '@nism/platform';

/**
 * Records that a question was shown, and makes it the attempt's current question, so another device opens the test
 * where this one is. Bookkeeping only: it changes no answer, mark or time.
 */
export async function saveVisit(attemptId: string, questionId: string): Promise<void> {
  unwrap(await (await getSupabase()).rpc('save_answer', { p_attempt_id: attemptId, p_question_id: questionId, p_visited: true }));
}
