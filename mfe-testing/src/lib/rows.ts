// The rows this remote reads, typed from the generated database types: shared by its features and pages.
import type { TestPaperRow, UserTestAttemptRow } from 'shared-auth';

export type Attempt = UserTestAttemptRow;

/** The columns of a test paper the pages show. */
export type TestPaper = Pick<TestPaperRow, 'id' | 'exam_id' | 'title' | 'description' | 'duration_minutes' | 'question_count'>;
