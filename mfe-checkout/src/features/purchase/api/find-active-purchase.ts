import { getSupabase, unwrap } from '@nism/platform';
import type { ExamPurchaseRow } from '@nism/db-types';

/** A completed, unexpired purchase of this exam and plan by the user; null is the normal answer. */
export async function findActivePurchase(userId: string, examId: string, planId: string): Promise<ExamPurchaseRow | null> {
  const result = await (
    await getSupabase()
  )
    .from('exam_purchases')
    .select('*')
    .eq('user_id', userId)
    .eq('exam_id', examId)
    .eq('plan_id', planId)
    .eq('payment_status', 'completed')
    .gte('expiry_date', new Date().toISOString())
    .limit(1)
    .maybeSingle();
  // PGRST116 (no row) is the usual answer, not a failure.
  return result.error?.code === 'PGRST116' ? null : unwrap(result);
}
