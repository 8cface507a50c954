import { publicDb, unwrap } from '@nism/platform';
import { isExamId } from '../../../lib/exam-id';
import type { ExamInfoRow } from '@nism/db-types';

/** An exam's information-page facts (exam_info), or null when the exam has none. */
export async function fetchExamInfo(examId: string): Promise<ExamInfoRow | null> {
  if (!isExamId(examId)) return null;
  // structure is jsonb (Json in the generated types): its section shape is ExamStructureRow.
  const result = await publicDb()
    .from('exam_info')
    .select('*')
    .eq('exam_id', examId)
    .maybeSingle()
    .overrideTypes<ExamInfoRow, { merge: false }>();
  return unwrap(result);
}
