import { unwrap } from 'platform';
import { readEarly } from './read-early';
import type { Option } from '../../../lib/options';

/** The answers already on the server for an attempt: question id → option (a row only marked for review has none). */
export async function fetchSavedAnswers(attemptId: string): Promise<Record<string, Option>> {
  const rows = unwrap(await readEarly((db) => db.from('user_answers').select('question_id, selected_option').eq('attempt_id', attemptId)));
  return Object.fromEntries(rows.flatMap((row) => (row.selected_option ? [[row.question_id, row.selected_option]] : [])));
}
