import { getSupabase, unwrap } from '@nism/platform';

/** Until when the user's paid access to the exam runs (the latest completed, unexpired purchase); null if none. */
export async function findPaidAccessUntil(userId: string, examId: string): Promise<string | null> {
  const result = await (
    await getSupabase()
  )
    .from('exam_purchases')
    .select('expiry_date')
    .eq('user_id', userId)
    .eq('exam_id', examId)
    .eq('payment_status', 'completed')
    .gte('expiry_date', new Date().toISOString())
    .order('expiry_date', { ascending: false })
    .limit(1)
    .maybeSingle();
  // PGRST116 (no row) is the usual answer, not a failure.
  return result.error?.code === 'PGRST116' ? null : (unwrap(result)?.expiry_date ?? null);
}
