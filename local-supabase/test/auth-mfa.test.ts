// Issue 46, part 3: GoTrue's MFA API for TOTP as supabase-js calls it (enroll, challenge, verify, unenroll,
// listFactors, getAuthenticatorAssuranceLevel): a verified code makes the session aal2 with 'totp' in its amr, and
// refreshing keeps it; a new sign-in starts at aal1 again.
import { Secret, TOTP } from 'otpauth';
import { anonClient, createUser, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
}, 60_000);
afterAll(() => server?.stop());

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function signedIn(email: string) {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: 'nism-mock-9' });
  if (error) throw error;
  return client;
}

test('enrol, verify with the authenticator code: aal2 with totp in amr, kept across a refresh; a new sign-in is aal1', async () => {
  await createUser(server, 'two-factor@example.com', 'nism-mock-9');
  const client = await signedIn('two-factor@example.com');
  expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

  const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
  // used as an <img src> as it is: nothing in it may end the data URL
  expect(enrolled!.totp.qr_code).not.toMatch(/#/);
  expect(enrolled!.totp.uri).toMatch(/^otpauth:\/\/totp\/localhost%3A3000:two-factor%40example\.com\?.*secret=/);
  const secret = enrolled!.totp.secret;

  const wrong = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled!.id,
    code: codeFor(secret) === '000000' ? '111111' : '000000',
  });
  expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
  const right = await client.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: codeFor(secret) });
  expect(right.error).toBeNull();
  const token = (await client.auth.getSession()).data.session!.access_token;
  expect(claims(token).aal).toBe('aal2');
  expect(claims(token).amr.map((m: { method: string }) => m.method)).toEqual(['totp', 'password']);
  expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  const { data: factors } = await client.auth.mfa.listFactors();
  expect(factors!.totp).toEqual([
    expect.objectContaining({ id: enrolled!.id, status: 'verified', factor_type: 'totp', friendly_name: 'Phone' }),
  ]);

  const refreshed = await client.auth.refreshSession();
  expect(claims(refreshed.data.session!.access_token).aal).toBe('aal2');

  const again = await signedIn('two-factor@example.com');
  expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  // with a verified factor, aal1 can neither add a factor nor remove one
  expect((await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Other' })).error).toMatchObject({ code: 'insufficient_aal' });
  expect((await again.auth.mfa.unenroll({ factorId: enrolled!.id })).error).toMatchObject({ code: 'insufficient_aal' });
  // the code gets aal1 to aal2
  expect((await again.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: codeFor(secret) })).error).toBeNull();
  expect((await again.auth.mfa.unenroll({ factorId: enrolled!.id })).error).toBeNull();
});

test("another user's factor is not found; wrong codes are limited per factor; an old challenge has expired", async () => {
  await createUser(server, 'factor-a@example.com', 'nism-mock-9');
  await createUser(server, 'factor-b@example.com', 'nism-mock-9');
  const a = await signedIn('factor-a@example.com');
  const b = await signedIn('factor-b@example.com');
  const { data } = await a.auth.mfa.enroll({ factorType: 'totp' });
  expect((await b.auth.mfa.challenge({ factorId: data!.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  const wrong = codeFor(data!.totp.secret) === '123456' ? '654321' : '123456';
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push((await a.auth.mfa.challengeAndVerify({ factorId: data!.id, code: wrong })).error?.status);
  expect(answers).toEqual([422, 422, 422, 422, 422, 429]);

  const { data: challenge } = await a.auth.mfa.challenge({ factorId: data!.id });
  await server.db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [challenge!.id]);
  const late = await a.auth.mfa.verify({ factorId: data!.id, challengeId: challenge!.id, code: codeFor(data!.totp.secret) });
  expect(late.error).toMatchObject({ code: 'mfa_challenge_expired' });
});
