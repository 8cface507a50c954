import { getSupabase } from 'platform';
import { type ExamPurchaseRow } from 'shared-auth';

/** A completed, unexpired purchase of this exam and plan by the user; null is the normal answer. */
export async function findActivePurchase(userId: string, examId: string, planId: string): Promise<ExamPurchaseRow | null> {
  const { data, error } = await (await getSupabase())
    .from('exam_purchases')
    .select('*')
    .eq('user_id', userId)
    .eq('exam_id', examId)
    .eq('plan_id', planId)
    .eq('payment_status', 'completed')
    .gte('expiry_date', new Date().toISOString())
    .limit(1)
    .maybeSingle();
  if (error && error.code !== 'PGRST116') throw new Error(error.message);
  return data;
}

/** The free one-day demo: the database makes it (valid until the end of today, India time). */
export async function grantFreeAccess(planId: string): Promise<ExamPurchaseRow> {
  const { data, error } = await (await getSupabase()).rpc('grant_free_access', { p_plan_id: planId });
  if (error || !data) throw new Error(error?.message ?? 'No purchase returned');
  return data;
}
