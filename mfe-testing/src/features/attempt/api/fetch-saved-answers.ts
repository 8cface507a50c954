import { ATTEMPT_READS } from '@nism/contracts';
import { unwrap } from '@nism/platform';
import type { UserAnswerRow } from '@nism/db-types';
import { readEarly } from '../../../lib/read-early';
import type { Option } from '../../../lib/options';

// The same query the shell's early read sends (contracts' ATTEMPT_READS, issue 47 §3).
const { table, select } = ATTEMPT_READS.saved;

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

export type SavedRow = Pick<UserAnswerRow, 'question_id' | 'selected_option' | 'marked_for_review' | 'time_spent_ms' | 'visited'>;

/** The saved rows as the page keeps them. */
export function toSavedProgress(rows: SavedRow[]): SavedProgress {
  return {
    answers: Object.fromEntries(rows.flatMap((row) => (row.selected_option ? [[row.question_id, row.selected_option]] : []))),
    marked: rows.filter((row) => row.marked_for_review).map((row) => row.question_id),
    timeMs: Object.fromEntries(rows.flatMap((row) => (row.time_spent_ms ? [[row.question_id, row.time_spent_ms]] : []))),
    visited: rows.filter((row) => row.visited).map((row) => row.question_id),
  };
}

/** What the server holds of an attempt in progress: answers, review marks, time per question and visits. */
export async function fetchSavedAnswers(attemptId: string): Promise<SavedProgress> {
  return toSavedProgress(unwrap(await readEarly((db) => db.from(table).select(select).eq('attempt_id', attemptId))));
}
