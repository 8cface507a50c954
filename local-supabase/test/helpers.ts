import { DEMO_STAFF_TOTP_SECRET, demoStaffCode } from '../demo/staff-totp';
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

/** A supabase-js client signed in as that user (default: the seeded demo learner); the demo staff pass their second factor too. */
export async function clientFor(server: TestServer, email = 'learner@example.com', password = 'practice123'): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  if (DEMO_STAFF.includes(email)) await passSecondFactor(client);
  return client;
}

const DEMO_STAFF = ['editor@example.com', 'admin@example.com'];
/** TOTP secrets of the factors tests enrolled, by user id (the demo staff's is published: demo/staff-totp.ts). */
const secrets = new Map<string, string>();

/**
 * Makes the client's session aal2, as staff need for studio writes (issue 46): enrols a TOTP factor the first time
 * (the secret kept for later sign-ins), then answers a challenge with the code computed from the secret.
 */
export async function passSecondFactor(client: SupabaseClient): Promise<void> {
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) throw new Error(`no user to pass a second factor: ${error?.message}`);
  const user = data.user;
  let factor = user.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  let secret = secrets.get(user.id) ?? (DEMO_STAFF.includes(user.email ?? '') ? DEMO_STAFF_TOTP_SECRET : undefined);
  if (!factor || !secret) {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `test ${Date.now()}` });
    if (enrolled.error) throw new Error(`enrol failed: ${enrolled.error.message}`);
    factor = { id: enrolled.data.id } as typeof factor;
    secret = enrolled.data.totp.secret;
    secrets.set(user.id, secret);
  }
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: demoStaffCode(secret) });
  if (verified.error) throw new Error(`second factor failed: ${verified.error.message}`);
}

/** The mails the inbox holds for one address, newest first. */
export async function inboxFor(server: TestServer, to: string): Promise<{ subject: string; links: string[] }[]> {
  const res = await fetch(`${server.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return res.json();
}
