// Learner accounts for the soak: confirmed, with an active premium purchase of NISM Series X-A (written with the
// service role, as payment verification would). Signing in is part of each learner's journey, not done here.
import { pool } from '../bench/backend/learners';
import type { Client } from './clients';

const EXAM = '00000000-0000-4000-a000-000000000001';
export const PASSWORD = 'practice123';

export interface Account {
  id: string;
  email: string;
}

export async function createAccounts(admin: Client, count: number, tag: string): Promise<Account[]> {
  const { data: plan, error } = await admin.from('exam_plans').select('id, duration_days').eq('exam_id', EXAM).eq('plan_type', 'premium').single();
  if (error || !plan) throw new Error(`premium plan lookup failed: ${error?.message}`);
  const expiry = new Date(Date.now() + plan.duration_days * 86_400_000).toISOString();
  // bcrypt hashing is the server's bottleneck here: a few at a time keeps it busy without queueing.
  return pool(Array.from({ length: count }, (_, i) => i), 8, async (i) => {
    const email = `soak-${tag}-${i}@example.com`;
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`createUser ${email}: ${created.error?.message}`);
    const id = created.data.user.id;
    const purchase = await admin.from('exam_purchases').insert({
      user_id: id,
      exam_id: EXAM,
      plan_id: plan.id,
      payment_id: `pay_soak_${tag}_${i}`,
      payment_status: 'completed',
      expiry_date: expiry,
    });
    if (purchase.error) throw new Error(`purchase for ${email}: ${purchase.error.message}`);
    return { id, email };
  });
}
