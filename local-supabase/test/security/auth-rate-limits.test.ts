// Rate limits on signup, token, recover, verify and email changes: per client address and per address mailed, with
// GoTrue's 429 bodies; limits from supabase/config.toml; loopback clients multiplied so local runs are never throttled.
// Sign-ins (issue 46): an address is limited on failures only, so a class behind one address signs in; an account is
// slowed (never locked) after repeated failures from any address.
import http from 'node:http';
import bcryptjs from 'bcryptjs';
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

test('an account is slowed, never locked, after repeated failures from any address; a guessing address is limited', async () => {
  const other = await startTestServer({
    supabaseDir: NO_PROJECT,
    rateLimits: {
      loopbackFactor: 1,
      signInFailures: { max: 8, windowSeconds: 60 },
      account: { max: 5, windowSeconds: 900, spacingSeconds: 2 },
    },
  });
  try {
    await createUser(other, 'owner@example.com', 'Passw0rd!');
    const guess = (from: string, password = 'guess') =>
      post(other, '/token?grant_type=password', { email: 'owner@example.com', password }, from);
    const guesses = [];
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) guesses.push(await guess(from));
    expect(guesses.map((g) => g.json.error_code)).toEqual(Array(5).fill('invalid_credentials'));
    // past 5 failures, one try per 2 seconds for the account, from whatever address
    expect((await guess('127.0.0.7')).json.error_code).toBe('invalid_credentials');
    const slowed = await guess('127.0.0.8');
    expect([slowed.status, slowed.json.error_code]).toEqual([429, 'over_request_rate_limit']);
    expect(Number(slowed.retryAfter)).toBeLessThanOrEqual(2);
    // the owner is slowed too, but gets in once the pause is over
    const early = await guess('127.0.0.9', 'Passw0rd!');
    expect(early.status).toBe(429);
    await new Promise((r) => setTimeout(r, Number(early.retryAfter) * 1000 + 100));
    expect((await guess('127.0.0.9', 'Passw0rd!')).status).toBe(200);
    // one address failing on (other accounts) is refused once past its 8 failures
    const fails = [];
    for (let i = 0; i < 9; i++)
      fails.push(await post(other, '/token?grant_type=password', { email: `nobody-${i}@example.com`, password: 'x' }, '127.0.0.30'));
    expect(fails.map((f) => f.status)).toEqual([...Array(8).fill(400), 429]);
  } finally {
    await other.stop();
  }
});

test('a class of 200 behind one address signs in with the repository limits, none refused, a few typos included', async () => {
  const classroom = await startTestServer({ rateLimits: { loopbackFactor: 1 } });
  try {
    // One bcrypt hash for all: the class is made in one statement rather than 200 hashes.
    const hash = bcryptjs.hashSync('class-pass-2026', 10);
    await classroom.db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       select 'learner-' || i || '@coaching.example', $1, now() from generate_series(1, 200) i`,
      [hash],
    );
    const signIn = (i: number, password = 'class-pass-2026') =>
      post(classroom, '/token?grant_type=password', { email: `learner-${i}@coaching.example`, password }, '127.0.0.50');
    const answers: Answer[] = [];
    for (let batch = 0; batch < 200; batch += 20) {
      const ids = Array.from({ length: 20 }, (_, k) => batch + k + 1);
      answers.push(
        ...(await Promise.all(
          ids.map(async (i) => (i % 10 === 0 && (await signIn(i, 'typo')).status === 429 ? undefined : signIn(i)) as Promise<Answer>),
        )),
      );
    }
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
  } finally {
    await classroom.stop();
  }
}, 120_000);

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
  expect(config.signInFailures).toEqual({ max: project.auth.rateLimit.signInSignUps, windowSeconds: 300 });
  expect(config.ip.token).toEqual({ max: project.auth.rateLimit.signInSignUps * 10, windowSeconds: 300 });
  expect(project.auth.rateLimit.signInSignUps).toBeGreaterThanOrEqual(300); // a class of 200 with room
  expect(config.ip.refresh).toEqual({ max: project.auth.rateLimit.tokenRefresh, windowSeconds: 300 });
  expect(config.ip.emailSent).toEqual({ max: project.auth.rateLimit.emailSent, windowSeconds: 3600 });
  expect(config.ip.token.max * config.loopbackFactor).toBeGreaterThanOrEqual(3000);
  // successful sign-ins do not count against the failure limit: ten times a limit of 3, all accepted
  const strict = await startTestServer({
    supabaseDir: NO_PROJECT,
    rateLimits: { loopbackFactor: 1, signInFailures: { max: 3, windowSeconds: 60 } },
  });
  try {
    await createUser(strict, 'busy@example.com', 'Passw0rd!');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post(strict, '/token?grant_type=password', { email: 'busy@example.com', password: 'Passw0rd!' })),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
  } finally {
    await strict.stop();
  }
}, 60_000);
