// Issue 42, finding 2: someone signs up a future staff member's address first. When the owner later signs up and
// confirms, the attacker's password must not be kept; and a staff role goes only to a confirmed account whose password
// was set after its confirmation. Tried from outside: the attacker and the owner as visitors with supabase-js, the
// grant as the service role (as `npm run studio:grant` makes the first admin).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, inboxFor, serviceClient, startTestServer, type TestServer } from '../helpers';
import { serverOptions, STARTUP_MS } from './harness';

let server: TestServer;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ ...serverOptions(), rateLimits: false });
  service = serviceClient(server);
}, STARTUP_MS);
afterAll(() => server?.stop());

/** Uses the newest mailed link as its confirm page's button does (issue 46); the session's access token. */
async function openLatestLink(email: string): Promise<string> {
  const [mail] = await inboxFor(server, email);
  const link = new URL(mail.links[0]);
  const { data, error } = await anonClient(server).auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash')!,
    type: link.searchParams.get('type') as 'signup',
  });
  if (error || !data.session) throw new Error(`the link did not sign in: ${error?.message}`);
  return data.session.access_token;
}

const signIn = (email: string, password: string) => anonClient(server).auth.signInWithPassword({ email, password });

async function setPassword(accessToken: string, password: string) {
  const res = await fetch(`${server.url}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: server.publishableKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(res.status).toBe(200);
}

const grant = (email: string) => service.rpc('grant_staff_role', { p_email: email, p_role: 'editor' });

test("the owner signs up after an attacker and confirms: the attacker's password does not sign in, and the role waits for the owner's own password", async () => {
  const email = `future-staff-${randomUUID().slice(0, 8)}@rls.test`;
  expect((await anonClient(server).auth.signUp({ email, password: 'attacker-pass-1' })).error).toBeNull();
  expect((await anonClient(server).auth.signUp({ email, password: 'owner-pass-1' })).error).toBeNull();
  const linkToken = await openLatestLink(email);

  expect((await signIn(email, 'attacker-pass-1')).error?.code).toBe('invalid_credentials');
  const refused = await grant(email);
  expect(refused.error?.code).toBe('22023');
  expect(refused.error?.message).toMatch(/has not set a password since confirming the address/);

  await setPassword(linkToken, 'owner-pass-2');
  expect((await grant(email)).error).toBeNull();
  expect((await signIn(email, 'owner-pass-2')).error).toBeNull();
  expect((await signIn(email, 'attacker-pass-1')).error?.code).toBe('invalid_credentials');
});

test("an address confirmed from an attacker's signup (the owner only opened the mail) gets no role until its owner sets a new password", async () => {
  const email = `opened-link-${randomUUID().slice(0, 8)}@rls.test`;
  expect((await anonClient(server).auth.signUp({ email, password: 'attacker-pass-1' })).error).toBeNull();
  const linkToken = await openLatestLink(email);
  // The attacker's password works (nothing tells the two apart at the link), but it brings no studio.
  const attacker = await signIn(email, 'attacker-pass-1');
  expect(attacker.error).toBeNull();
  expect((await grant(email)).error?.code).toBe('22023');
  // An address never confirmed gets no role either.
  const unconfirmed = `unconfirmed-${randomUUID().slice(0, 8)}@rls.test`;
  expect((await anonClient(server).auth.signUp({ email: unconfirmed, password: 'some-pass-1' })).error).toBeNull();
  expect((await grant(unconfirmed)).error?.code).toBe('22023');

  await setPassword(linkToken, 'owner-pass-2');
  expect((await grant(email)).error).toBeNull();
  // The new password ended the attacker's session: its refresh token is refused.
  const refreshed = await anonClient(server).auth.refreshSession({ refresh_token: attacker.data.session!.refresh_token });
  expect(refreshed.error).not.toBeNull();
});
