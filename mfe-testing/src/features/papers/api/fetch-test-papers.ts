import { getSupabase, unwrap } from '@nism/platform';
import type { TestPaper } from '../../../lib/rows';

const COLUMNS = 'id, exam_id, title, description, duration_minutes, question_count';

/** The papers of an exam in display order. */
export async function fetchTestPapers(examId: string): Promise<TestPaper[]> {
  const result = await (await getSupabase()).from('test_papers').select(COLUMNS).eq('exam_id', examId).order('position');
  return unwrap(result);
}
