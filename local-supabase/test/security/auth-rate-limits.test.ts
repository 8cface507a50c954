// Rate limits on signup, token, recover, verify and email changes: per client address (never per
// target account alone, so nobody can lock an owner out) and per address mailed, with GoTrue's 429
// bodies; limits from supabase/config.toml; loopback clients multiplied so local runs are never throttled.
import http from 'node:http';
import path from 'node:path';
import { rateLimitConfig } from '../../src/auth/rate-limit';
import { repoRoot } from '../../src/db/migrate';
import { readProjectConfig } from '../../src/project-config';
import { createUser, NO_PROJECT, startTestServer, type TestServer } from '../helpers';

const tight = { max: 3, windowSeconds: 60 };
let server: TestServer;
let defaults: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    supabaseDir: NO_PROJECT,
    rateLimits: {
      loopbackFactor: 1, // this test's clients are on loopback: count them as any other address
      ip: { signup: tight, token: tight, recover: tight, verify: tight, refresh: tight, emailSent: { max: 100, windowSeconds: 3600 } },
    },
  });
  defaults = await startTestServer({ supabaseDir: NO_PROJECT });
  await createUser(server, 'victim@example.com', 'Passw0rd!');
  await createUser(defaults, 'busy@example.com', 'Passw0rd!');
});
afterAll(() => Promise.all([server.stop(), defaults.stop()]));

interface Answer {
  status: number;
  json: any;
  retryAfter: string | null;
}

/** A request from a chosen loopback address (127.0.0.2, …), as if from another machine. */
function request(s: TestServer, method: string, path: string, body: object, opts: { from?: string; token?: string } = {}): Promise<Answer> {
  const url = new URL(`${s.url}/auth/v1${path}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: opts.from,
        headers: {
          apikey: s.publishableKey,
          authorization: `Bearer ${opts.token ?? s.publishableKey}`,
          'content-type': 'application/json',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let json: any = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: left null
          }
          resolve({ status: res.statusCode!, json, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const post = (s: TestServer, path: string, body: object, from?: string) => request(s, 'POST', path, body, { from });

test('per client address: the 4th signup, sign-in, recover or verify in the window is 429 over_request_rate_limit', async () => {
  const cases: [string, (i: number) => object][] = [
    ['/signup', (i) => ({ email: `flood-${i}@example.com`, password: 'Passw0rd!' })],
    ['/token?grant_type=password', (i) => ({ email: `guess-${i}@example.com`, password: 'nope-nope' })],
    ['/recover', (i) => ({ email: `probe-${i}@example.com` })],
    ['/verify', () => ({ type: 'recovery', token_hash: 'guessed-token' })],
  ];
  for (const [path, body] of cases) {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(server, path, body(i), '127.0.0.10'));
    expect([path, answers[3].status, answers[3].json.error_code]).toEqual([path, 429, 'over_request_rate_limit']);
    expect(answers.slice(0, 3).every((a) => a.status !== 429)).toBe(true);
    expect(Number(answers[3].retryAfter)).toBeGreaterThan(0);
    // another client is not affected
    expect((await post(server, path, body(9), '127.0.0.11')).status).not.toBe(429);
  }
});

test('wrong passwords from many addresses never lock the owner out; each guessing address is limited', async () => {
  const other = await startTestServer({
    supabaseDir: NO_PROJECT,
    rateLimits: { loopbackFactor: 1, ip: { token: { max: 8, windowSeconds: 60 } } },
  });
  try {
    await createUser(other, 'owner@example.com', 'Passw0rd!');
    const guesses = [];
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      for (let i = 0; i < 5; i++)
        guesses.push(await post(other, '/token?grant_type=password', { email: 'owner@example.com', password: `guess-${i}` }, from));
    }
    expect(guesses.map((g) => g.json.error_code)).toEqual(Array(15).fill('invalid_credentials'));
    const owner = await post(other, '/token?grant_type=password', { email: 'Owner@Example.com', password: 'Passw0rd!' }, '127.0.0.5');
    expect(owner.status).toBe(200);
    // one address guessing on is refused once over its limit
    for (let i = 0; i < 3; i++)
      await post(other, '/token?grant_type=password', { email: 'owner@example.com', password: 'again' }, '127.0.0.2');
    const over = await post(other, '/token?grant_type=password', { email: 'owner@example.com', password: 'again' }, '127.0.0.2');
    expect([over.status, over.json.error_code]).toEqual([429, 'over_request_rate_limit']);
  } finally {
    await other.stop();
  }
});

test('per address mailed: a second recover or signup mail within max_frequency is 429, for known and unknown addresses alike', async () => {
  const other = await startTestServer({ supabaseDir: NO_PROJECT });
  try {
    await createUser(other, 'known@example.com', 'Passw0rd!');
    for (const email of ['known@example.com', 'unknown@example.com']) {
      expect((await post(other, '/recover', { email })).status).toBe(200);
      const again = await post(other, '/recover', { email });
      expect([email, again.status, again.json.error_code]).toEqual([email, 429, 'over_email_send_rate_limit']);
    }
    for (const email of ['twice@example.com', 'known@example.com']) {
      expect((await post(other, '/signup', { email, password: 'Passw0rd!' })).status).toBe(200);
      const again = await post(other, '/signup', { email, password: 'Passw0rd!' });
      expect([email, again.status, again.json.error_code]).toEqual([email, 429, 'over_email_send_rate_limit']);
    }
  } finally {
    await other.stop();
  }
});

test('email changes are rate limited: one mail per user per max_frequency, and email_sent per client address and hour', async () => {
  const other = await startTestServer({
    supabaseDir: NO_PROJECT,
    rateLimits: { loopbackFactor: 1, ip: { emailSent: { max: 3, windowSeconds: 3600 } } },
  });
  try {
    const tokens: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      await createUser(other, `${name}@example.com`, 'Passw0rd!');
      tokens.push(
        (await post(other, '/token?grant_type=password', { email: `${name}@example.com`, password: 'Passw0rd!' }, '127.0.0.20')).json
          .access_token,
      );
    }
    const change = (token: string, email: string, from: string) => request(other, 'PUT', '/user', { email }, { token, from });
    expect((await change(tokens[0], 'a2@example.com', '127.0.0.21')).status).toBe(200);
    const again = await change(tokens[0], 'a3@example.com', '127.0.0.22');
    expect([again.status, again.json.error_code]).toEqual([429, 'over_email_send_rate_limit']);
    // the same client address, other users: the hourly email_sent limit (3) stops the 4th
    expect((await change(tokens[1], 'b2@example.com', '127.0.0.21')).status).toBe(200);
    expect((await change(tokens[2], 'a@example.com', '127.0.0.21')).status).toBe(200); // a's address: answered alike, counted alike
    const fourth = await change(tokens[3], 'd2@example.com', '127.0.0.21');
    expect([fourth.status, fourth.json.error_code]).toEqual([429, 'over_email_send_rate_limit']);
  } finally {
    await other.stop();
  }
});

test('limits come from supabase/config.toml [auth.rate_limit]; loopback clients are multiplied so the stack is never throttled', async () => {
  const project = readProjectConfig(path.join(repoRoot, 'supabase'));
  const config = rateLimitConfig(project.auth.rateLimit, project.auth.email.maxFrequencySeconds, undefined)!;
  expect(config.ip.token).toEqual({ max: project.auth.rateLimit.signInSignUps, windowSeconds: 300 });
  expect(config.ip.refresh).toEqual({ max: project.auth.rateLimit.tokenRefresh, windowSeconds: 300 });
  expect(config.ip.emailSent).toEqual({ max: project.auth.rateLimit.emailSent, windowSeconds: 3600 });
  expect(config.ip.token.max * config.loopbackFactor).toBeGreaterThanOrEqual(3000);
  // more successful sign-ins from loopback than GoTrue allows one address, all accepted
  const answers = await Promise.all(
    Array.from({ length: config.ip.token.max + 5 }, () =>
      post(defaults, '/token?grant_type=password', { email: 'busy@example.com', password: 'Passw0rd!' }),
    ),
  );
  expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
}, 60_000);
