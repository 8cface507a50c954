import { publicDb, type ExamPlanRow } from 'shared-auth';
import { CatalogApiError, isMalformedId } from './errors';

/** An exam's plans, shortest access first (the free one-day demo leads). */
export async function fetchExamPlans(examId: string): Promise<ExamPlanRow[]> {
  const { data, error } = await publicDb()
    .from('exam_plans')
    .select('*')
    .eq('exam_id', examId)
    .order('duration_days')
    .order('price');
  if (error && isMalformedId(error)) return [];
  if (error) throw new CatalogApiError('Loading exam plans failed', error);
  return data;
}
