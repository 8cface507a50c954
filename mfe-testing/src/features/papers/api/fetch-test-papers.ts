import { getSupabase, unwrap } from '@nism/platform';
import type { TestPaper } from '../../../lib/rows';

const COLUMNS = 'id, exam_id, title, description, duration_minutes, question_count';

/** The papers an exam offers, in display order (staff can read drafts and retired papers too: they are not offered). */
export async function fetchTestPapers(examId: string): Promise<TestPaper[]> {
  const result = await (
    await getSupabase()
  )
    .from('test_papers')
    .select(COLUMNS)
    .eq('exam_id', examId)
    .eq('status', 'published')
    .order('position');
  return unwrap(result);
}
