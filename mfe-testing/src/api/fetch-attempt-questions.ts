import type { AttemptQuestion } from 'shared-auth';
import { db } from './client';
import { unwrap } from './errors';

export type Question = AttemptQuestion;

/** The attempt's questions in order, without correct options or explanations. */
export async function fetchAttemptQuestions(attemptId: string): Promise<Question[]> {
  return unwrap(await (await db()).rpc('get_attempt_questions', { p_attempt_id: attemptId }));
}
