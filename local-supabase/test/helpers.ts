import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../src/index';

export type TestServer = LocalSupabase;

/** A folder with no migrations or seeds: protocol tests build their own tiny schema. */
export const NO_PROJECT = path.join(__dirname, 'no-such-supabase-project');

/** A throwaway database, free ports, quiet; migrated and seeded from <repo>/supabase unless told otherwise. */
export function startTestServer(opts: LocalSupabaseOptions = {}): Promise<TestServer> {
  return startLocalSupabase({ port: 0, inboxPort: 0, dataDir: null, quiet: true, ...opts });
}

// Auto-refresh timers would keep jest alive.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

export function anonClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.publishableKey, clientOptions);
}

export function serviceClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.secretKey, clientOptions);
}

/** A confirmed user created through the admin API (ignored when it already exists). */
export async function createUser(server: TestServer, email: string, password = 'practice123', metadata: Record<string, unknown> = {}) {
  const { data, error } = await serviceClient(server).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error && error.code !== 'email_exists') throw error;
  return data.user;
}

/** A supabase-js client signed in as that user (default: the seeded demo learner). */
export async function clientFor(server: TestServer, email = 'learner@example.com', password = 'practice123'): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

/** The mails the inbox holds for one address, newest first. */
export async function inboxFor(server: TestServer, to: string): Promise<{ subject: string; links: string[] }[]> {
  const res = await fetch(`${server.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return res.json();
}
