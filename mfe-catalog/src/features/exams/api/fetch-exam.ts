import { isMalformedId, publicDb, unwrap } from 'platform';
import type { ExamRow } from 'db-types';

/** One exam by id, or null when there is none. */
export async function fetchExam(examId: string): Promise<ExamRow | null> {
  const result = await publicDb().from('exams').select('*').eq('id', examId).maybeSingle();
  return isMalformedId(result.error) ? null : unwrap(result);
}
