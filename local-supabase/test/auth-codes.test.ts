// Issue 46, part 1: every confirmation, reset and email-change mail carries a 6-digit code and a link to the site's
// confirm page with the code's token hash. supabase-js's verifyOtp uses either, once: { token_hash, type } from the
// page's button, or { email, token, type } typed on any device. Wrong codes are limited per address; an expired or used
// one says so, and auth.resend sends a new mail.
import { anonClient, createUser, inboxFor, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { loopbackFactor: 1, codeFailures: { max: 4, windowSeconds: 3600 }, mailPerAddress: { max: 5, windowSeconds: 60 } },
  });
}, 60_000);
afterAll(() => server?.stop());

interface Mail {
  subject: string;
  text: string;
  links: string[];
}
const latest = async (to: string) => ((await inboxFor(server, to)) as Mail[])[0];
const codeOf = (mail: Mail) => /\n(\d{6})\n/.exec(mail.text)![1];
const hashOf = (mail: Mail) => new URL(mail.links[0]).searchParams.get('token_hash')!;

test("the link's token hash confirms once; a second use says it has expired", async () => {
  const email = 'link-once@example.com';
  expect((await anonClient(server).auth.signUp({ email, password: 'nism-mock-9' })).error).toBeNull();
  const mail = await latest(email);
  const first = await anonClient(server).auth.verifyOtp({ token_hash: hashOf(mail), type: 'signup' });
  expect(first.error).toBeNull();
  expect(first.data.session?.user.email).toBe(email);
  const again = await anonClient(server).auth.verifyOtp({ token_hash: hashOf(mail), type: 'signup' });
  expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  // the code of the same mail is used up with it
  const code = await anonClient(server).auth.verifyOtp({ email, token: codeOf(mail), type: 'signup' });
  expect(code.error).toMatchObject({ code: 'otp_expired' });
});

test('the code alone, typed with the address on another device, confirms and signs in', async () => {
  const email = 'second-device@example.com';
  await anonClient(server).auth.signUp({ email, password: 'nism-mock-9' });
  const phone = anonClient(server);
  const { data, error } = await phone.auth.verifyOtp({
    email: 'Second-Device@Example.com',
    token: codeOf(await latest(email)),
    type: 'signup',
  });
  expect(error).toBeNull();
  expect(data.session?.user.email_confirmed_at).toBeTruthy();
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'nism-mock-9' })).error).toBeNull();
});

test('a recovery code signs in with a recovery session; an expired one says so and a new mail works', async () => {
  await createUser(server, 'reset-code@example.com', 'nism-mock-9');
  const client = anonClient(server);
  await client.auth.resetPasswordForEmail('reset-code@example.com');
  const mail = await latest('reset-code@example.com');
  await server.db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`, [
    'reset-code@example.com',
  ]);
  const late = await client.auth.verifyOtp({ email: 'reset-code@example.com', token: codeOf(mail), type: 'recovery' });
  expect(late.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  await server.db.query(`update auth.users set recovery_sent_at = now() where email = $1`, ['reset-code@example.com']);
  const ok = await client.auth.verifyOtp({ email: 'reset-code@example.com', token: codeOf(mail), type: 'recovery' });
  expect(ok.error).toBeNull();
  const { data } = await client.auth.getClaims();
  expect(data?.claims.amr).toEqual([expect.objectContaining({ method: 'recovery' })]);
});

test('wrong codes: otp_expired each, then 429 for that address (other addresses unaffected); not 6 digits matches nothing', async () => {
  const email = 'guessed@example.com';
  await anonClient(server).auth.signUp({ email, password: 'nism-mock-9' });
  const real = codeOf(await latest(email));
  const wrong = String((Number(real) + 1) % 1_000_000).padStart(6, '0');
  const client = anonClient(server);
  for (const token of [wrong, 'abcdef', '12345', wrong]) {
    const { error } = await client.auth.verifyOtp({ email, token, type: 'signup' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  }
  const limited = await client.auth.verifyOtp({ email, token: real, type: 'signup' });
  expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  const other = await client.auth.verifyOtp({ email: 'someone-else@example.com', token: wrong, type: 'signup' });
  expect(other.error).toMatchObject({ status: 403 });
});

test('auth.resend sends a new confirmation whose code works, and the old one no longer does; unknown addresses get {} too', async () => {
  const email = 'resend@example.com';
  const client = anonClient(server);
  await client.auth.signUp({ email, password: 'nism-mock-9' });
  const old = await latest(email);
  const resent = await client.auth.resend({ type: 'signup', email });
  expect(resent.error).toBeNull();
  const fresh = await latest(email);
  expect(codeOf(fresh)).not.toBe(undefined);
  expect((await client.auth.verifyOtp({ email, token: codeOf(old), type: 'signup' })).error?.code).toBe('otp_expired');
  expect((await client.auth.verifyOtp({ email, token: codeOf(fresh), type: 'signup' })).error).toBeNull();
  expect((await client.auth.resend({ type: 'signup', email: 'nobody-here@example.com' })).error).toBeNull();
});

test('email change: each address gets its own code, typed with that address; the change applies once both are used', async () => {
  await createUser(server, 'mover@example.com', 'nism-mock-9');
  const client = anonClient(server);
  await client.auth.signInWithPassword({ email: 'mover@example.com', password: 'nism-mock-9' });
  expect((await client.auth.updateUser({ email: 'moved@example.com' })).error).toBeNull();
  const toCurrent = await latest('mover@example.com');
  const toNew = await latest('moved@example.com');
  const first = await anonClient(server).auth.verifyOtp({ email: 'mover@example.com', token: codeOf(toCurrent), type: 'email_change' });
  expect(first.error).toBeNull();
  expect(first.data.session).toBeNull(); // one side confirmed
  const second = await anonClient(server).auth.verifyOtp({ email: 'moved@example.com', token: codeOf(toNew), type: 'email_change' });
  expect(second.error).toBeNull();
  expect(second.data.user?.email).toBe('moved@example.com');
});

test('POST /verify wants a token or a token hash, not both; a token hash goes alone', async () => {
  const post = (body: object) =>
    fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => [r.status, (await r.json()).msg]);
  expect(await post({ type: 'signup' })).toEqual([400, 'Verify requires either a token or a token hash']);
  expect(await post({ type: 'signup', token: '123456', token_hash: 'ab' })).toEqual([
    400,
    'Verify requires either a token or a token hash',
  ]);
  expect(await post({ type: 'signup', token_hash: 'ab', email: 'x@example.com' })).toEqual([
    400,
    'Only the token_hash and type should be provided',
  ]);
  expect(await post({ type: 'signup', token_hash: 'ab' })).toEqual([403, 'Email link is invalid or has expired']);
});
