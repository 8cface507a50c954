import { publicDb, unwrap } from '@nism/platform';
import { isExamId } from '../../../lib/exam-id';
import type { ExamPlanRow } from '@nism/db-types';

/** An exam's plans, shortest access first (the free one-day demo leads). */
export async function fetchExamPlans(examId: string): Promise<ExamPlanRow[]> {
  if (!isExamId(examId)) return [];
  const result = await publicDb().from('exam_plans').select('*').eq('exam_id', examId).order('duration_days').order('price');
  return unwrap(result);
}
