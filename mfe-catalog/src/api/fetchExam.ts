import { publicDb, type ExamRow } from 'shared-auth';
import { CatalogApiError, isMalformedId } from './errors';

/** One exam by id, or null when there is none. */
export async function fetchExam(examId: string): Promise<ExamRow | null> {
  const { data, error } = await publicDb().from('exams').select('*').eq('id', examId).maybeSingle();
  if (error && isMalformedId(error)) return null;
  if (error) throw new CatalogApiError('Loading the exam failed', error);
  return data;
}
