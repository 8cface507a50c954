import type { TestPaperRow } from 'shared-auth';
import { db } from './client';
import { unwrap } from './errors';

export type TestPaper = Pick<TestPaperRow, 'id' | 'exam_id' | 'title' | 'description' | 'duration_minutes' | 'question_count'>;

const COLUMNS = 'id, exam_id, title, description, duration_minutes, question_count';

/** The papers of an exam in display order. */
export async function fetchTestPapers(examId: string): Promise<TestPaper[]> {
  const result = await (await db()).from('test_papers').select(COLUMNS).eq('exam_id', examId).order('position');
  return unwrap(result);
}
