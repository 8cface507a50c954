// Supabase's current key model, from the outside: sessions signed ES256 and verifiable by anyone against the JWKS;
// the publishable and secret keys standing for the anon and service roles; the legacy JWT keys and HS256 tokens
// accepted only while legacy keys are on, which is one setting.
import { createClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { createUser, startTestServer, type TestServer } from '../helpers';

jest.setTimeout(60_000);

const DEMO_EXAM = '00000000-0000-4000-a000-000000000001';
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };
const rest = (server: TestServer, path: string, headers: Record<string, string>) => fetch(`${server.url}/rest/v1/${path}`, { headers });
const hs256 = (secret: string, claims: object) =>
  new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

describe.each([
  ['legacy keys off (the new keys only)', false],
  ['legacy keys on', true],
])('%s', (_, legacy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ legacyApiKeys: legacy });
    await createUser(server, 'keys@example.com', 'keys-pass-1');
  });
  afterAll(() => server.stop());

  test('a session is ES256, its kid in the published JWKS, and verifies with nothing but the JWKS', async () => {
    const db = createClient(server.url, server.publishableKey, clientOptions);
    const { data, error } = await db.auth.signInWithPassword({ email: 'keys@example.com', password: 'keys-pass-1' });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const jwksResponse = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    const jwks = await jwksResponse.json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0].kid });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${server.url}/auth/v1/.well-known/jwks.json`)), {
      issuer: `${server.url}/auth/v1`,
    });
    expect(payload).toMatchObject({ role: 'authenticated', email: 'keys@example.com' });
  });

  test('the publishable key reads as the anon role; the secret key as the service role; a made-up sb_ key is refused', async () => {
    const { publishable, secret } = server.apiKeys;
    expect(publishable).toMatch(/^sb_publishable_/);
    expect(secret).toMatch(/^sb_secret_/);
    // As supabase-js sends it: the key in apikey and, with no session, as the Bearer too.
    expect((await rest(server, 'exams?select=id&limit=1', { apikey: publishable, authorization: `Bearer ${publishable}` })).status).toBe(
      200,
    );
    const secretRead = await createClient(server.url, secret, clientOptions).from('exam_purchases').select('id').limit(1);
    expect(secretRead.error).toBeNull();
    const anonRead = await createClient(server.url, publishable, clientOptions).from('exam_purchases').select('id').limit(1);
    expect(anonRead.data ?? []).toEqual([]);
    const made = `sb_secret_${'x'.repeat(31)}`;
    expect((await rest(server, 'exams?select=id', { apikey: made })).status).toBe(401);
    expect((await rest(server, 'exams?select=id', { apikey: publishable, authorization: `Bearer ${made}` })).status).toBe(401);
  });

  test(`the legacy JWT keys and an HS256 session are ${legacy ? 'accepted' : 'refused'}`, async () => {
    const { legacyAnon, legacyServiceRole } = server.apiKeys;
    const expected = legacy ? 200 : 401;
    expect((await rest(server, 'exams?select=id&limit=1', { apikey: legacyAnon })).status).toBe(expected);
    expect((await rest(server, 'exams?select=id&limit=1', { apikey: legacyServiceRole })).status).toBe(expected);
    const now = Math.floor(Date.now() / 1000);
    const session = await hs256(server.jwtSecret, { role: 'authenticated', sub: DEMO_EXAM, iat: now, exp: now + 600 });
    expect(
      (await rest(server, 'exams?select=id&limit=1', { apikey: server.apiKeys.publishable, authorization: `Bearer ${session}` })).status,
    ).toBe(expected);
    if (!legacy) {
      const refused = await (await rest(server, 'exams?select=id', { apikey: legacyAnon })).json();
      expect(refused.message).toBe('Legacy API keys are disabled');
    }
  });

  test('a payment function checks its caller against the JWKS itself: a stranger key or no session is 401', async () => {
    const { data: plan } = await createClient(server.url, server.secretKey, clientOptions)
      .from('exam_plans')
      .select('id, exam_id')
      .gt('price', 0)
      .limit(1)
      .single();
    const call = (authorization?: string) =>
      fetch(`${server.url}/functions/v1/create-razorpay-order`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ examId: plan!.exam_id, planId: plan!.id, userId: DEMO_EXAM, amount: 100, currency: 'INR' }),
      });
    expect((await call()).status).toBe(401);
    expect((await call(`Bearer ${server.publishableKey}`)).status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await call(`Bearer ${await hs256('a-stranger-secret-of-at-least-32-chars', { role: 'authenticated', sub: 'x', exp: now + 60 })}`))
        .status,
    ).toBe(401);
  });
});
