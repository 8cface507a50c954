import type { SupabaseClient } from '@supabase/supabase-js';
import { admin } from './admin';
import { learnerClient } from './answers';
import { createConfirmedUser, uniqueEmail } from './auth';

export const PASSWORD = 'practice123';

/**
 * A new confirmed learner with a paid plan of the exam, written as the payment verification would, and their own
 * signed-in supabase-js client (the same RPCs the attempt page calls).
 */
export async function learnerWithPaidPlan(
  examId: string,
  label: string,
): Promise<{ email: string; password: string; learner: SupabaseClient }> {
  const email = uniqueEmail(label);
  await createConfirmedUser(email, PASSWORD);
  const learner = await learnerClient({ email, password: PASSWORD });
  const { data: auth } = await learner.auth.getUser();
  await grantPaidPlan(auth.user!.id, examId);
  return { email, password: PASSWORD, learner };
}

/** Gives an existing user a paid plan of the exam, written as the payment verification would. */
export async function grantPaidPlan(userId: string, examId: string): Promise<void> {
  const { data: plan } = await admin.from('exam_plans').select('id, duration_days').eq('exam_id', examId).gt('price', 0).limit(1).single();
  const { error } = await admin.from('exam_purchases').insert({
    user_id: userId,
    exam_id: examId,
    plan_id: plan!.id,
    payment_status: 'completed',
    payment_id: `pay_E2e${Date.now()}${Math.floor(Math.random() * 1e4)}`,
    purchase_date: new Date().toISOString(),
    expiry_date: new Date(Date.now() + plan!.duration_days * 86_400_000).toISOString(),
  });
  if (error) throw new Error(`the purchase was not written: ${error.message}`);
}
