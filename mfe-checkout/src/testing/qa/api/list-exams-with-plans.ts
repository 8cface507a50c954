import { getSupabase, unwrap } from '@nism/platform';
import type { ExamPlanRow, ExamRow } from '@nism/db-types';

export type ExamWithPlans = ExamRow & { exam_plans: ExamPlanRow[] };

/** The NISM exams with their plans, for the QA harness's buy buttons. */
export async function listExamsWithPlans(): Promise<ExamWithPlans[]> {
  const result = await (await getSupabase()).from('exams').select('*, exam_plans(*)').like('name', 'NISM%').order('name');
  return unwrap(result) as unknown as ExamWithPlans[];
}
