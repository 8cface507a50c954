import { publicDb, type ExamInfoRow } from 'shared-auth';
import { CatalogApiError, isMalformedId } from './errors';

/** An exam's information-page facts (exam_info), or null when the exam has none. */
export async function fetchExamInfo(examId: string): Promise<ExamInfoRow | null> {
  const { data, error } = await publicDb().from('exam_info').select('*').eq('exam_id', examId).maybeSingle();
  if (error && isMalformedId(error)) return null;
  if (error) throw new CatalogApiError('Loading the exam information failed', error);
  return data;
}
