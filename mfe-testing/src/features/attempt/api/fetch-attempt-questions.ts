import { unwrap } from '@nism/platform';
import type { AttemptQuestion } from '@nism/db-types';
import { readEarly } from '../../../lib/read-early';

export type Question = AttemptQuestion;

/**
 * The attempt's questions in order, without correct options or explanations. With a stored session this goes out
 * at once (readEarly), without waiting for supabase-js to download.
 */
export async function fetchAttemptQuestions(attemptId: string): Promise<Question[]> {
  return unwrap(await readEarly((client) => client.rpc('get_attempt_questions', { p_attempt_id: attemptId })));
}

/**
 * The attempt's question at one index (0-based, in paper order), or null past the last: a few hundred bytes
 * where the whole paper is tens of kilobytes, so the question the learner is on can be shown first.
 */
export async function fetchAttemptQuestionAt(attemptId: string, index: number): Promise<Question | null> {
  const rows = unwrap(
    await readEarly((client) => client.rpc('get_attempt_questions', { p_attempt_id: attemptId }).order('position').range(index, index)),
  );
  return rows[0] ?? null;
}
