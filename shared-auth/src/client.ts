import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from './config';
import type { Database } from './database';

export type AppSupabaseClient = SupabaseClient<Database>;

// Module state of a federation singleton: the shell initialises it once, every remote reads the same one.
let client: AppSupabaseClient | null = null;
let config: RuntimeConfig | null = null;

/** Creates the one client (persisted, auto-refreshed session, detected from the URL). Idempotent. */
export function initSupabase(runtimeConfig: RuntimeConfig): AppSupabaseClient {
  if (client) return client;
  config = runtimeConfig;
  client = createClient<Database>(runtimeConfig.supabaseUrl, runtimeConfig.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

export function getSupabase(): AppSupabaseClient {
  if (!client) throw new Error('Supabase client used before initSupabase(config) ran in the host.');
  return client;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config read before initSupabase(config) ran in the host.');
  return config;
}

/** For tests: install a fake client and config. */
export function setSupabaseForTesting(fake: unknown, fakeConfig?: RuntimeConfig): void {
  client = fake as AppSupabaseClient;
  config = fakeConfig ?? config;
}
