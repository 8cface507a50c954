// Rate limits on signup, token, recover and verify, per client IP and per email address, with
// GoTrue's 429 bodies; and defaults that never throttle the local stack (loopback) while keeping
// the per-email limits strict.
import { DEFAULT_RATE_LIMITS } from '../../src/auth/rate-limit';
import { createUser, NO_PROJECT, startTestServer, type TestServer } from '../helpers';

const tight = { max: 3, windowSeconds: 60 };
let server: TestServer;
let defaults: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    supabaseDir: NO_PROJECT,
    rateLimits: {
      loopbackFactor: 1, // this test's client is on loopback: count it as any other address
      ip: { signup: tight, token: tight, recover: tight, verify: tight, refresh: tight },
      email: { token: { max: 2, windowSeconds: 60 } },
    },
  });
  defaults = await startTestServer({ supabaseDir: NO_PROJECT });
  await createUser(server, 'victim@example.com', 'Passw0rd!');
  await createUser(defaults, 'busy@example.com', 'Passw0rd!');
});
afterAll(() => Promise.all([server.stop(), defaults.stop()]));

const post = async (s: TestServer, path: string, body: object) => {
  const res = await fetch(`${s.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: s.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null), retryAfter: res.headers.get('retry-after') };
};

test('per IP: the 4th signup, sign-in, recover or verify in the window is 429 over_request_rate_limit', async () => {
  const cases: [string, (i: number) => object][] = [
    ['/signup', (i) => ({ email: `flood-${i}@example.com`, password: 'Passw0rd!' })],
    ['/token?grant_type=password', (i) => ({ email: `guess-${i}@example.com`, password: 'nope-nope' })],
    ['/recover', (i) => ({ email: `probe-${i}@example.com` })],
    ['/verify', () => ({ type: 'recovery', token_hash: 'guessed-token' })],
  ];
  for (const [path, body] of cases) {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(server, path, body(i)));
    expect([path, answers[3].status, answers[3].json.error_code]).toEqual([path, 429, 'over_request_rate_limit']);
    expect(answers.slice(0, 3).every((a) => a.status !== 429)).toBe(true);
    expect(Number(answers[3].retryAfter)).toBeGreaterThan(0);
  }
});

test('per email: a second recover or signup mail within a minute is 429, for known and unknown addresses alike', async () => {
  const other = await startTestServer({ supabaseDir: NO_PROJECT });
  try {
    await createUser(other, 'known@example.com', 'Passw0rd!');
    for (const email of ['known@example.com', 'unknown@example.com']) {
      expect((await post(other, '/recover', { email })).status).toBe(200);
      const again = await post(other, '/recover', { email });
      expect([email, again.status, again.json.error_code]).toEqual([email, 429, 'over_email_send_rate_limit']);
    }
    expect((await post(other, '/signup', { email: 'twice@example.com', password: 'Passw0rd!' })).status).toBe(200);
    const again = await post(other, '/signup', { email: 'twice@example.com', password: 'Passw0rd!' });
    expect([again.status, again.json.error_code]).toEqual([429, 'over_email_send_rate_limit']);
  } finally {
    await other.stop();
  }
});

test('per email: after the failed sign-ins allowed, even the right password waits (no guessing against one account)', async () => {
  const other = await startTestServer({ supabaseDir: NO_PROJECT, rateLimits: { email: { token: { max: 2, windowSeconds: 60 } } } });
  try {
    await createUser(other, 'victim@example.com', 'Passw0rd!');
    expect((await post(other, '/token?grant_type=password', { email: 'victim@example.com', password: 'guess-1' })).status).toBe(400);
    expect((await post(other, '/token?grant_type=password', { email: 'victim@example.com', password: 'guess-2' })).status).toBe(400);
    const third = await post(other, '/token?grant_type=password', { email: 'Victim@Example.com', password: 'Passw0rd!' });
    expect([third.status, third.json.error_code]).toEqual([429, 'over_request_rate_limit']);
  } finally {
    await other.stop();
  }
});

test('defaults: GoTrue-like per IP, multiplied for loopback so the local stack, e2e and the soak are never throttled', async () => {
  expect(DEFAULT_RATE_LIMITS.ip.token.max * DEFAULT_RATE_LIMITS.loopbackFactor).toBeGreaterThanOrEqual(3000);
  expect(DEFAULT_RATE_LIMITS.email.recover).toEqual({ max: 1, windowSeconds: 60 });
  // more successful sign-ins from loopback than GoTrue allows one address, all accepted
  const answers = await Promise.all(
    Array.from({ length: DEFAULT_RATE_LIMITS.ip.token.max + 5 }, () =>
      post(defaults, '/token?grant_type=password', { email: 'busy@example.com', password: 'Passw0rd!' })),
  );
  expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
}, 60_000);
