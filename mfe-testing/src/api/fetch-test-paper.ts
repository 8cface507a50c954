import { db } from './client';
import { NotFoundError, unwrap } from './errors';
import type { TestPaper } from './fetch-test-papers';

/** One paper by id; throws NotFoundError for an unknown id. */
export async function fetchTestPaper(testPaperId: string): Promise<TestPaper> {
  const result = await (await db())
    .from('test_papers')
    .select('id, exam_id, title, description, duration_minutes, question_count')
    .eq('id', testPaperId)
    .maybeSingle();
  const paper = unwrap(result);
  if (!paper) throw new NotFoundError('Test not found');
  return paper;
}
