import { getSupabase } from 'platform';
import { type ExamPlanRow, type ExamPurchaseRow, type ExamRow } from 'shared-auth';

export type ExamWithPlans = ExamRow & { exam_plans: ExamPlanRow[] };

/** The NISM exams with their plans, for the QA harness's buy buttons. */
export async function listExamsWithPlans(): Promise<ExamWithPlans[]> {
  const { data, error } = await (await getSupabase()).from('exams').select('*, exam_plans(*)').like('name', 'NISM%').order('name');
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as ExamWithPlans[];
}

/** The signed-in user's purchases, newest first (RLS shows only theirs). */
export async function listMyPurchases(userId: string): Promise<ExamPurchaseRow[]> {
  const { data, error } = await (await getSupabase())
    .from('exam_purchases')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
}
