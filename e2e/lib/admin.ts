import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { stack } from './stack';

let client: { url: string; admin: SupabaseClient } | null = null;

/** A service-role client of the current worker's backend (made on first use, once the stack is up). */
export function adminClient(): SupabaseClient {
  if (client?.url !== stack.backendUrl)
    client = {
      url: stack.backendUrl,
      admin: createClient(stack.backendUrl, stack.secretKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    };
  return client.admin;
}

/**
 * A service-role client of the stack's backend, for checking what the database holds and arranging what no page
 * can (a deadline in the past).
 */
export const admin: SupabaseClient = new Proxy({} as SupabaseClient, {
  get: (_, key) => {
    const real = adminClient();
    const value = Reflect.get(real, key, real) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});
