import { unwrap } from '@nism/platform';
import { readEarly } from '../../../lib/read-early';
import type { Option } from '../../../lib/options';

export interface SavedProgress {
  /** question id → canonical option (a question only marked or looked at has none). */
  answers: Record<string, Option>;
  /** Questions marked for review, on any device. */
  marked: string[];
  /** question id → visible time so far, in ms. */
  timeMs: Record<string, number>;
  /** Questions shown to the learner, on any device. */
  visited: string[];
}

/** What the server holds of an attempt in progress: answers, review marks, time per question and visits. */
export async function fetchSavedAnswers(attemptId: string): Promise<SavedProgress> {
  const rows = unwrap(
    await readEarly((db) =>
      db.from('user_answers').select('question_id, selected_option, marked_for_review, time_spent_ms, visited').eq('attempt_id', attemptId),
    ),
  );
  return {
    answers: Object.fromEntries(rows.flatMap((row) => (row.selected_option ? [[row.question_id, row.selected_option]] : []))),
    marked: rows.filter((row) => row.marked_for_review).map((row) => row.question_id),
    timeMs: Object.fromEntries(rows.flatMap((row) => (row.time_spent_ms ? [[row.question_id, row.time_spent_ms]] : []))),
    visited: rows.filter((row) => row.visited).map((row) => row.question_id),
  };
}
