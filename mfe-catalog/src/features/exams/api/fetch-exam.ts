import { publicDb, unwrap } from '@nism/platform';
import { isExamId } from '../../../lib/exam-id';
import type { ExamRow } from '@nism/db-types';

/** One exam by id, or null when there is none. */
export async function fetchExam(examId: string): Promise<ExamRow | null> {
  if (!isExamId(examId)) return null;
  const result = await publicDb().from('exams').select('*').eq('id', examId).maybeSingle();
  return unwrap(result);
}
