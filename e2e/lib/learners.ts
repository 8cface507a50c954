import assert from 'node:assert/strict';
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
  const { data: plan } = await admin.from('exam_plans').select('id, duration_days').eq('exam_id', examId).gt('price', 0).limit(1).single();
  const { error } = await admin.from('exam_purchases').insert({
    user_id: auth.user!.id,
    exam_id: examId,
    plan_id: plan!.id,
    payment_status: 'completed',
    payment_id: `pay_E2e${Date.now()}${Math.floor(Math.random() * 1e4)}`,
    purchase_date: new Date().toISOString(),
    expiry_date: new Date(Date.now() + plan!.duration_days * 86_400_000).toISOString(),
  });
  assert.ifError(error);
  return { email, password: PASSWORD, learner };
}
