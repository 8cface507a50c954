import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@nism/db-types';

export type Client = SupabaseClient<Database>;

export interface Backend {
  url: string;
  publishableKey: string;
  secretKey: string;
}

/** A node supabase-js client as a learner's browser would hold it, but sending through `fetchImpl`. */
export function makeClient(url: string, key: string, fetchImpl: typeof fetch): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
  });
}
