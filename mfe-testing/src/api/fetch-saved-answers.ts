import { db } from './client';
import { unwrap } from './errors';
import type { Option } from './options';

/** The answers already on the server for an attempt: question id → option. */
export async function fetchSavedAnswers(attemptId: string): Promise<Record<string, Option>> {
  const result = await (await db()).from('user_answers').select('question_id, selected_option').eq('attempt_id', attemptId);
  const rows = unwrap(result);
  return Object.fromEntries(rows.map((row) => [row.question_id, row.selected_option]));
}
