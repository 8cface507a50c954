import { unwrap } from '@nism/platform';
import type { UserTestAttemptRow } from '@nism/db-types';
import { readEarly } from '../../../lib/read-early';

/** One `section_results` entry of the database's marking (docs/backend-api.md, Marking). */
export interface SectionResult {
  section: string;
  questions: number;
  marks: number;
  correct: number;
  wrong: number;
  unanswered: number;
  marks_earned: number;
  negative_marks: number;
  net_marks: number;
}

/**
 * The marking stored on submit (every column is null on attempts submitted before the marking existed), whether the
 * attempt is a retake, and the notice of a re-marking.
 */
export type AttemptMarking = Pick<
  UserTestAttemptRow,
  | 'net_marks'
  | 'total_marks'
  | 'net_percent'
  | 'negative_marks'
  | 'negative_marking_percent'
  | 'passed'
  | 'passing_score_percent'
  | 'correct_count'
  | 'wrong_count'
  | 'unanswered_count'
  | 'retake'
  | 'remarked_at'
  | 'remark_reason'
> & { section_results: SectionResult[] | null };

// One literal, so supabase-js can type the row from it.
const COLUMNS =
  'net_marks,total_marks,net_percent,negative_marks,negative_marking_percent,passed,passing_score_percent,correct_count,wrong_count,unanswered_count,retake,remarked_at,remark_reason,section_results';

export async function fetchAttemptMarking(attemptId: string): Promise<AttemptMarking> {
  const row = unwrap(await readEarly((db) => db.from('user_test_attempts').select(COLUMNS).eq('id', attemptId).single()));
  return row as AttemptMarking;
}
