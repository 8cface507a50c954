// Issue 46, part 2: CAPTCHA support, off unless [auth.captcha] turns it on. With it on, sign-up needs a captcha token
// (supabase-js's options.captchaToken) that the provider's siteverify accepts, and so does a sign-in once its account
// has failed repeatedly; the token is checked server-side, as GoTrue does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { anonClient, createUser, startTestServer, type TestServer } from './helpers';

let siteverify: http.Server;
let seen: URLSearchParams[] = [];
let server: TestServer;
beforeAll(async () => {
  // The provider's siteverify: accepts the one token it issued.
  siteverify = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const ok = form.get('secret') === 'site-secret' && form.get('response') === 'solved-token';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ok ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((r) => siteverify.listen(0, '127.0.0.1', r));
  const verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
  server = await startTestServer({ captcha: { enabled: true, provider: 'turnstile', secret: 'site-secret', verifyUrl } });
  await createUser(server, 'captcha-owner@example.com', 'nism-mock-9');
}, 60_000);
afterAll(async () => {
  await server?.stop();
  siteverify?.close();
});
beforeEach(() => {
  seen = [];
});

test('sign-up needs a captcha token the provider accepts', async () => {
  const client = anonClient(server);
  const none = await client.auth.signUp({ email: 'bot@example.com', password: 'nism-mock-9' });
  expect(none.error).toMatchObject({ status: 400, code: 'captcha_failed' });
  const bad = await client.auth.signUp({ email: 'bot@example.com', password: 'nism-mock-9', options: { captchaToken: 'forged' } });
  expect(bad.error).toMatchObject({
    status: 400,
    code: 'captcha_failed',
    message: 'captcha protection: request disallowed (invalid-input-response)',
  });
  const good = await client.auth.signUp({ email: 'human@example.com', password: 'nism-mock-9', options: { captchaToken: 'solved-token' } });
  expect(good.error).toBeNull();
  expect(seen.at(-1)?.get('response')).toBe('solved-token');
});

test('sign-in needs none at first; after 3 failures of the account it needs one, and then signs in with it', async () => {
  const client = anonClient(server);
  expect((await client.auth.signInWithPassword({ email: 'captcha-owner@example.com', password: 'nism-mock-9' })).error).toBeNull();
  expect(seen).toEqual([]);
  for (let i = 0; i < 3; i++) {
    const { error } = await client.auth.signInWithPassword({ email: 'captcha-owner@example.com', password: `wrong-${i}` });
    expect(error?.code).toBe('invalid_credentials');
  }
  const asked = await client.auth.signInWithPassword({ email: 'captcha-owner@example.com', password: 'nism-mock-9' });
  expect(asked.error).toMatchObject({ status: 400, code: 'captcha_failed' });
  const solved = await client.auth.signInWithPassword({
    email: 'captcha-owner@example.com',
    password: 'nism-mock-9',
    options: { captchaToken: 'solved-token' },
  });
  expect(solved.error).toBeNull();
  // success forgets the failures: the next sign-in needs no captcha
  expect((await client.auth.signInWithPassword({ email: 'captcha-owner@example.com', password: 'nism-mock-9' })).error).toBeNull();
});

test("the providers' documented test secrets are answered without the network", async () => {
  for (const [secret, ok] of [
    ['1x0000000000000000000000000000000AA', true],
    ['2x0000000000000000000000000000000AA', false],
  ] as const) {
    const local = await startTestServer({
      captcha: { enabled: true, provider: 'turnstile', secret, verifyUrl: 'http://127.0.0.1:1/never' },
    });
    try {
      const { error } = await anonClient(local).auth.signUp({
        email: 'trial@example.com',
        password: 'nism-mock-9',
        options: { captchaToken: 'XXXX.DUMMY.TOKEN.XXXX' },
      });
      expect([secret, error?.code ?? null]).toEqual([secret, ok ? null : 'captcha_failed']);
    } finally {
      await local.stop();
    }
  }
}, 60_000);
