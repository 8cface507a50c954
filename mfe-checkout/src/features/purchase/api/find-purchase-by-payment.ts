import { getSupabase, unwrap } from '@nism/platform';

/** Whether a completed purchase carries this payment (the webhook may write it after verification failed). */
export async function isPaymentActivated(paymentId: string): Promise<boolean> {
  const result = await (
    await getSupabase()
  )
    .from('exam_purchases')
    .select('id')
    .eq('payment_id', paymentId)
    .eq('payment_status', 'completed')
    .limit(1)
    .maybeSingle();
  return result.error?.code === 'PGRST116' ? false : Boolean(unwrap(result));
}
