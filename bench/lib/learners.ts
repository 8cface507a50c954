import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@nism/db-types';

export type Client = SupabaseClient<Database>;

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

// Series V-A's first full-length mock: 100 one-mark questions in 2 hours (X-A's old one of that shape is retired).
export const FULL_MOCK_PAPER = '00000000-0000-4000-b000-000000000034';
const EXAM = '00000000-0000-4000-a000-000000000003';

export function client(url: string, key: string): Client {
  return createClient<Database>(url, key, options);
}

/** Runs `fn` over items with at most `limit` in flight. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const PASSWORD = 'practice123';

export interface Account {
  id: string;
  email: string;
}

/**
 * `count` confirmed learners (`<prefix>-<i>@example.com`) with an active premium purchase of NISM Series V-A, written
 * with the service role as payment verification would. bcrypt hashing is the server's bottleneck here: eight at a
 * time keeps it busy without queueing.
 */
export async function createPremiumAccounts(admin: Client, count: number, prefix: string): Promise<Account[]> {
  const { data: plan, error } = await admin
    .from('exam_plans')
    .select('id, duration_days')
    .eq('exam_id', EXAM)
    .eq('plan_type', 'premium')
    .single();
  if (error || !plan) throw new Error(`premium plan lookup failed: ${error?.message}`);
  const expiry = new Date(Date.now() + plan.duration_days * 86_400_000).toISOString();
  return pool(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const email = `${prefix}-${i}@example.com`;
      const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      if (created.error || !created.data.user) throw new Error(`createUser ${email}: ${created.error?.message}`);
      const id = created.data.user.id;
      const purchase = await admin.from('exam_purchases').insert({
        user_id: id,
        exam_id: EXAM,
        plan_id: plan.id,
        payment_id: `pay_${prefix}_${i}`,
        payment_status: 'completed',
        expiry_date: expiry,
      });
      if (purchase.error) throw new Error(`purchase for ${email}: ${purchase.error.message}`);
      return { id, email };
    },
  );
}

/** `count` premium learners (createPremiumAccounts), each with a signed-in client. */
export async function createLearners(server: { url: string; publishableKey: string; secretKey: string }, count: number, tag: string) {
  const accounts = await createPremiumAccounts(client(server.url, server.secretKey), count, `bench-${tag}`);
  return pool(accounts, 8, async ({ email }) => {
    const learner = client(server.url, server.publishableKey);
    const signIn = await learner.auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw new Error(`sign-in ${email}: ${signIn.error.message}`);
    return learner;
  });
}
