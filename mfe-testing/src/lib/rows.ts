// The rows this remote reads, typed from the generated database types: shared by its features and pages.
import type { TestPaperRow, UserTestAttemptRow } from '@nism/db-types';

/** The columns of an attempt the pages read; the rest of the marking comes with the review. */
export type Attempt = Pick<
  UserTestAttemptRow,
  | 'id'
  | 'user_id'
  | 'test_paper_id'
  | 'start_time'
  | 'deadline'
  | 'end_time'
  | 'completed'
  | 'score'
  | 'net_percent'
  | 'retake'
  | 'current_question_id'
> & {
  /** The paper's language the learner chose (a bilingual paper); absent where not read. */
  language?: string | null;
};

/** The columns of a test paper the pages show, and its exam's negative marking (% of a wrong answer's marks). */
export type TestPaper = Pick<TestPaperRow, 'id' | 'exam_id' | 'title' | 'description' | 'duration_minutes' | 'question_count'> & {
  /** The languages the paper is offered in ('en', and 'hi' for a bilingual paper); absent where not read. */
  languages?: string[];
  negative_marking_percent?: number;
};
