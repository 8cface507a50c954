import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../shared-auth/src/database';

export type Client = SupabaseClient<Database>;

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

export const FULL_MOCK_PAPER = '00000000-0000-4000-b000-000000000014';
const EXAM = '00000000-0000-4000-a000-000000000001';

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

/**
 * Creates `count` confirmed learners with an active premium purchase of NISM Series X-A (written with the
 * service role, as the payment verification would) and returns a signed-in client for each.
 */
export async function createLearners(server: { url: string; anonKey: string; serviceRoleKey: string }, count: number, tag: string) {
  const admin = client(server.url, server.serviceRoleKey);
  const { data: plan, error: planError } = await admin
    .from('exam_plans')
    .select('id, duration_days')
    .eq('exam_id', EXAM)
    .eq('plan_type', 'premium')
    .single();
  if (planError || !plan) throw new Error(`premium plan lookup failed: ${planError?.message}`);
  return pool(Array.from({ length: count }, (_, i) => i), 8, async (i) => {
    const email = `bench-${tag}-${i}@example.com`;
    const { data, error } = await admin.auth.admin.createUser({ email, password: 'practice123', email_confirm: true });
    if (error || !data.user) throw new Error(`createUser ${email}: ${error?.message}`);
    const expiry = new Date(Date.now() + plan.duration_days * 86_400_000).toISOString();
    const insert = await admin.from('exam_purchases').insert({
      user_id: data.user.id,
      exam_id: EXAM,
      plan_id: plan.id,
      payment_id: `pay_bench_${tag}_${i}`,
      payment_status: 'completed',
      expiry_date: expiry,
    });
    if (insert.error) throw new Error(`purchase for ${email}: ${insert.error.message}`);
    const learner = client(server.url, server.anonKey);
    const signIn = await learner.auth.signInWithPassword({ email, password: 'practice123' });
    if (signIn.error) throw new Error(`sign-in ${email}: ${signIn.error.message}`);
    return learner;
  });
}
