import { getSupabase, unwrap } from '@nism/platform';
import type { ExamPurchaseRow } from '@nism/db-types';

/** The signed-in user's purchases, newest first (RLS shows only theirs). */
export async function listMyPurchases(userId: string): Promise<ExamPurchaseRow[]> {
  const result = await (
    await getSupabase()
  )
    .from('exam_purchases')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  return unwrap(result);
}
