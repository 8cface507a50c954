import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { anonClient, clientFor, createUser, inboxFor, NO_PROJECT, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const APP = 'http://localhost:3000';

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT, siteUrls: [APP], refreshTokenReuseInterval: 0 });
});
afterAll(() => server.stop());

/** Opens a mailed link like a browser would and returns where it redirects. */
async function follow(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = new URL(res.headers.get('location')!);
  return { status: res.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

test('signup → confirmation mail → verify link → sign in; signing in before confirming is refused', async () => {
  const email = 'new.learner@example.com';
  const client = anonClient(server);
  const signup = await client.auth.signUp({
    email,
    password: 'Passw0rd!',
    options: { data: { full_name: 'New Learner', marketing_opt_in: true }, emailRedirectTo: `${APP}/login` },
  });
  expect(signup.error).toBeNull();
  expect(signup.data.session).toBeNull();
  expect(signup.data.user).toMatchObject({ email, user_metadata: { full_name: 'New Learner', marketing_opt_in: true } });

  const early = await client.auth.signInWithPassword({ email, password: 'Passw0rd!' });
  expect(early.error).toBeInstanceOf(AuthApiError);
  expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

  const [mail] = await inboxFor(server, email);
  expect(mail.subject).toBe('Confirm Your Signup'); // GoTrue's own, with no project templates
  const { status, location, fragment } = await follow(mail.links[0]);
  expect(status).toBe(303);
  expect(`${location.origin}${location.pathname}`).toBe(`${APP}/login`);
  expect(fragment.get('type')).toBe('signup');
  expect(fragment.get('token_type')).toBe('bearer');
  expect(fragment.get('access_token')).toBeTruthy();

  const again = await follow(mail.links[0]);
  expect(again.fragment.get('error_code')).toBe('otp_expired');

  const login = await client.auth.signInWithPassword({ email, password: 'Passw0rd!' });
  expect(login.error).toBeNull();
  expect(login.data.session?.user.email_confirmed_at).toBeTruthy();
  const { data: claims } = await client.auth.getClaims();
  expect(claims?.claims).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', user_metadata: { full_name: 'New Learner' } });
});

test('signup: an existing user gets the answer a new one would (no session), a weak password 422; wrong password is invalid_credentials', async () => {
  const owner = await createUser(server, 'taken@example.com');
  const client = anonClient(server);
  const taken = await client.auth.signUp({ email: 'taken@example.com', password: 'whatever-41' });
  expect(taken.error).toBeNull();
  expect(taken.data.session).toBeNull();
  expect(taken.data.user).toMatchObject({ email: 'taken@example.com' });
  expect(taken.data.user?.email_confirmed_at).toBeUndefined();
  expect(taken.data.user?.id).not.toBe(owner?.id);
  const weak = await client.auth.signUp({ email: 'weak@example.com', password: 'q7#z' });
  expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
  expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  const wrong = await client.auth.signInWithPassword({ email: 'taken@example.com', password: 'nope-nope' });
  expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
});

test('redirect_to outside the site origins falls back to the site URL (no open redirect)', async () => {
  await anonClient(server).auth.signUp({
    email: 'redirect@example.com',
    password: 'Passw0rd!',
    options: { emailRedirectTo: 'https://evil.example/steal' },
  });
  const [mail] = await inboxFor(server, 'redirect@example.com');
  const { location } = await follow(mail.links[0]);
  expect(location.origin).toBe(APP);
});

test('recover → mail → link lands on the reset page with a recovery session → updateUser', async () => {
  await createUser(server, 'forgetful@example.com', 'old-pass-41');
  const client = anonClient(server);
  expect((await client.auth.resetPasswordForEmail('forgetful@example.com', { redirectTo: `${APP}/reset-password` })).error).toBeNull();
  expect((await client.auth.resetPasswordForEmail('nobody@example.com')).error).toBeNull(); // no account probing
  const [mail] = await inboxFor(server, 'forgetful@example.com');
  expect(mail.subject).toBe('Reset Your Password');
  const { location, fragment } = await follow(mail.links[0]);
  expect(location.pathname).toBe('/reset-password');
  expect(fragment.get('type')).toBe('recovery');

  const set = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
  expect(set.error).toBeNull();
  expect((await client.auth.updateUser({ password: 'q7#z' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  expect((await client.auth.updateUser({ password: 'old-pass-41' })).error).toMatchObject({ status: 422, code: 'same_password' });
  expect((await client.auth.updateUser({ password: 'new-pass-41' })).error).toBeNull();

  const fresh = anonClient(server);
  expect((await fresh.auth.signInWithPassword({ email: 'forgetful@example.com', password: 'old-pass-41' })).error?.code).toBe(
    'invalid_credentials',
  );
  expect((await fresh.auth.signInWithPassword({ email: 'forgetful@example.com', password: 'new-pass-41' })).error).toBeNull();
});

test('refresh tokens rotate; replaying a used one is refused and ends that session', async () => {
  await createUser(server, 'rotator@example.com');
  const client = await clientFor(server, 'rotator@example.com');
  const first = (await client.auth.getSession()).data.session!;
  const refreshed = await client.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  const second = refreshed.data.session!;
  expect(second.refresh_token).not.toBe(first.refresh_token);

  const replay = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: first.refresh_token }),
  });
  expect(replay.status).toBe(400);
  expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used' });
  // reuse detection revoked the whole session, including the newest token
  const after = await anonClient(server).auth.refreshSession({ refresh_token: second.refresh_token });
  expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
});

test('logout ends the session: the user endpoint and the refresh token stop working', async () => {
  await createUser(server, 'leaver@example.com');
  const client = await clientFor(server, 'leaver@example.com');
  const session = (await client.auth.getSession()).data.session!;
  expect((await client.auth.getUser()).data.user?.email).toBe('leaver@example.com');
  expect((await client.auth.signOut()).error).toBeNull();
  const res = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.publishableKey, authorization: `Bearer ${session.access_token}` },
  });
  expect(res.status).toBe(403);
  expect((await res.json()).code).toBe('session_not_found');
  const refresh = await anonClient(server).auth.refreshSession({ refresh_token: session.refresh_token });
  expect(refresh.error?.code).toBe('refresh_token_not_found');
});

test('a tampered access token is refused by /auth/v1/user and /rest/v1', async () => {
  await createUser(server, 'tamper@example.com');
  const client = await clientFor(server, 'tamper@example.com');
  const token = (await client.auth.getSession()).data.session!.access_token;
  const [h, p, s] = token.split('.');
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  const forgedPayload = Buffer.from(JSON.stringify({ ...payload, role: 'service_role' })).toString('base64url');
  const res = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.publishableKey, authorization: `Bearer ${h}.${forgedPayload}.${s}` },
  });
  expect(res.status).toBe(401);
  expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect((await res.json()).code).toBe('bad_jwt');
  const rest = await fetch(`${server.url}/rest/v1/rpc/whoami`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, authorization: `Bearer ${h}.${forgedPayload}.${s}` },
  });
  expect(rest.status).toBe(401);
});

test('settings and requests without an API key', async () => {
  const res = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.publishableKey } });
  expect(await res.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
  expect((await fetch(`${server.url}/auth/v1/settings`)).status).toBe(401);
});
