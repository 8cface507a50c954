// Hostile input to /auth/v1: malformed and oversized bodies, forged and misused JWTs, refresh-token
// theft, and account probing through recover, sign-in and signup timing.
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { clientFor, createUser, inboxFor, NO_PROJECT, startTestServer, type TestServer } from '../helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ supabaseDir: NO_PROJECT, rateLimits: false, refreshTokenReuseInterval: 0, bodyLimitBytes: 256 * 1024 });
  await createUser(server, 'known@example.com', 'Passw0rd!');
  await createUser(server, 'other@example.com', 'Passw0rd!');
});
afterAll(() => server.stop());

async function auth(path: string, init: { method?: string; body?: string; token?: string } = {}) {
  const res = await fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: server.publishableKey,
      authorization: `Bearer ${init.token ?? server.publishableKey}`,
      'content-type': 'application/json',
    },
    body: init.body,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // left null: the assertions say what was expected
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** GoTrue's error body, in both dialects supabase-js reads. */
const expectGoTrueError = (r: { status: number; json: any; text: string }, status?: number) => {
  if (status) expect(r.status).toBe(status);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expect(r.json).toMatchObject({ error_code: expect.any(String), msg: expect.any(String), code: expect.anything() });
};

/** A token signed with the project's own session key, or (given a secret) a legacy HS256 one. */
const sign = (claims: Record<string, unknown>, secret?: string) =>
  secret
    ? new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret))
    : server.signJwt(claims);

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

async function session(email = 'known@example.com') {
  const r = await auth('/token?grant_type=password', { body: JSON.stringify({ email, password: 'Passw0rd!' }) });
  expect(r.status).toBe(200);
  const claims = JSON.parse(Buffer.from(r.json.access_token.split('.')[1], 'base64url').toString());
  return { access: r.json.access_token as string, refresh: r.json.refresh_token as string, claims };
}

describe('malformed bodies', () => {
  test.each(['/signup', '/token?grant_type=password', '/token?grant_type=refresh_token', '/recover', '/verify'])(
    '%s: bad JSON, non-objects and wrong types are 4xx GoTrue errors',
    async (path) => {
      for (const body of ['{', 'null', '[]', '"text"', '42', '{"email":{"$ne":null},"password":["x"]}', '{"email":123,"token":{}}']) {
        expectGoTrueError(await auth(path, { body }));
      }
    },
  );

  test('property: any JSON body to signup, token, recover or verify is answered without a 5xx, errors in GoTrue shape', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('known@example.com', "' or 1=1 --", 'a@b.c', 'x'.repeat(300) + '@example.com', 'signup', 'recovery'),
    );
    const body = fc.dictionary(fc.constantFrom('email', 'password', 'data', 'refresh_token', 'token', 'token_hash', 'type'), value, {
      maxKeys: 4,
    });
    const path = fc.constantFrom(
      '/signup',
      '/token?grant_type=password',
      '/token?grant_type=refresh_token',
      '/token?grant_type=pkce',
      '/recover',
      '/verify',
    );
    await fc.assert(
      fc.asyncProperty(path, body, async (p, b) => {
        const r = await auth(p, { body: JSON.stringify(b) });
        if (r.status >= 500) throw new Error(`${p} ${JSON.stringify(b)} → ${r.status} ${r.text}`);
        if (r.status >= 400) expectGoTrueError(r);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test('an oversized body is a 413 in GoTrue shape; a password over 72 bytes is refused', async () => {
    const big = await auth('/signup', { body: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(300 * 1024) }) });
    expectGoTrueError(big, 413);
    expect(big.json.error_code).toBe('request_too_large');
    const long = await auth('/signup', { body: JSON.stringify({ email: 'long@example.com', password: 'p'.repeat(73) }) });
    expectGoTrueError(long, 422);
  });
});

describe('forged and misused JWTs', () => {
  test('alg none, a wrong signature and an expired token are refused by /user and by REST', async () => {
    const { claims } = await session();
    const now = Math.floor(Date.now() / 1000);
    const forged = {
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      wrongKey: await sign(claims, 'another-secret-that-is-at-least-32-characters'),
      expired: await sign({ ...claims, iat: now - 7200, exp: now - 3600 }),
      serviceRoleNone: `${b64({ alg: 'none' })}.${b64({ role: 'service_role', exp: now + 3600 })}.`,
    };
    for (const [kind, token] of Object.entries(forged)) {
      const user = await auth('/user', { method: 'GET', token });
      expectGoTrueError(user, 401);
      expect([kind, user.json.error_code]).toEqual([kind, 'bad_jwt']);
      const rest = await fetch(`${server.url}/rest/v1/anything`, {
        headers: { apikey: server.publishableKey, authorization: `Bearer ${token}` },
      });
      expect([kind, rest.status]).toEqual([kind, 401]);
    }
  });

  test("a validly signed token naming another user's session is refused", async () => {
    const mine = await session('known@example.com');
    const theirs = await session('other@example.com');
    const token = await sign({ ...mine.claims, session_id: theirs.claims.session_id });
    const r = await auth('/user', { method: 'GET', token });
    expectGoTrueError(r, 403);
    expect(r.json.error_code).toBe('session_not_found');
    expect((await auth('/logout', { token })).status).toBe(403);
    expect((await auth('/user', { method: 'GET', token: theirs.access })).status).toBe(200); // their session lives on
  });

  test('a reused refresh token (past the reuse interval) revokes the whole session family', async () => {
    const s = await session();
    const first = await auth('/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: s.refresh }) });
    expect(first.status).toBe(200);
    const replay = await auth('/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: s.refresh }) });
    expectGoTrueError(replay, 400);
    expect(replay.json.error_code).toBe('refresh_token_already_used');
    // the thief's and the owner's tokens of that session are all dead now
    const child = await auth('/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: first.json.refresh_token }) });
    expectGoTrueError(child, 400);
    expect((await auth('/user', { method: 'GET', token: first.json.access_token })).json.error_code).toBe('session_not_found');
    expect((await auth('/user', { method: 'GET', token: s.access })).json.error_code).toBe('session_not_found');
  });
});

describe('no account probing', () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  /**
   * n pairs of (a, b) timings, each pair's order random; the median of the differences a − b with the sign test's
   * 95 % confidence interval (order statistics k and n + 1 − k of the sorted differences), and the median time.
   */
  async function pairedDifference(a: () => Promise<unknown>, b: () => Promise<unknown>, n = 41) {
    const time = async (fn: () => Promise<unknown>) => {
      const t = performance.now();
      await fn();
      return performance.now() - t;
    };
    const differences: number[] = [];
    const all: number[] = [];
    for (let i = 0; i < n; i++) {
      const aFirst = Math.random() < 0.5;
      const first = await time(aFirst ? a : b);
      const second = await time(aFirst ? b : a);
      const [ta, tb] = aFirst ? [first, second] : [second, first];
      differences.push(ta - tb);
      all.push(ta, tb);
    }
    differences.sort((x, y) => x - y);
    const k = Math.floor((n - 1.96 * Math.sqrt(n)) / 2); // 1-based rank of the interval's lower end
    return { low: differences[k - 1], high: differences[n - k], typical: median(all) };
  }
  async function timed(fn: () => Promise<unknown>, n = 9) {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    return median(times);
  }

  test('recover answers a known and an unknown email identically (status, body, headers), in similar time', async () => {
    const known = await auth('/recover', { body: JSON.stringify({ email: 'known@example.com' }) });
    const unknown = await auth('/recover', { body: JSON.stringify({ email: 'nobody-here@example.com' }) });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    const names = (h: Headers) => [...h.keys()].filter((k) => k !== 'date').sort();
    expect(names(unknown.headers)).toEqual(names(known.headers));
    expect(await inboxFor(server, 'nobody-here@example.com')).toEqual([]);

    // A timing property on a shared machine needs many samples and a statistical test, not one median against another
    // (a single-sample bound failed once in a full run: 29.9 against 29.4 ms; issue 42). Known and unknown requests
    // are paired and interleaved in a random order, so a machine that slows down meanwhile slows both alike, and the
    // 95 % confidence interval of the median paired difference (the sign test's, from order statistics) must lie
    // inside the bound: an account check that costs time would shift every pair the same way and leave it.
    const { low, high, typical } = await pairedDifference(
      () => auth('/recover', { body: JSON.stringify({ email: 'known@example.com' }) }),
      () => auth('/recover', { body: JSON.stringify({ email: 'nobody-here@example.com' }) }),
    );
    const bound = Math.max(15, 0.5 * typical);
    expect(low).toBeGreaterThan(-bound);
    expect(high).toBeLessThan(bound);
  });

  test('sign-in with an unknown email costs the same bcrypt time as a wrong password', async () => {
    const body = (email: string) => JSON.stringify({ email, password: 'wrong-password' });
    const wrong = await auth('/token?grant_type=password', { body: body('known@example.com') });
    const missing = await auth('/token?grant_type=password', { body: body('missing@example.com') });
    expect([missing.status, missing.json.error_code]).toEqual([wrong.status, wrong.json.error_code]);
    const tWrong = await timed(() => auth('/token?grant_type=password', { body: body('known@example.com') }), 7);
    const tMissing = await timed(() => auth('/token?grant_type=password', { body: body('missing@example.com') }), 7);
    // without the dummy hash an unknown email answers in ~1 ms against tens of ms for bcrypt
    expect(tMissing).toBeGreaterThan(tWrong * 0.5);
  });

  test('signup with a registered address answers as for a new one (200, same keys), mails nothing and changes nothing', async () => {
    const before = (await inboxFor(server, 'known@example.com')).length;
    const r = await auth('/signup', {
      body: JSON.stringify({ email: 'known@example.com', password: 'Another1!', data: { full_name: 'X' } }),
    });
    const fresh = await auth('/signup', {
      body: JSON.stringify({ email: 'first-time@example.com', password: 'Another1!', data: { full_name: 'X' } }),
    });
    expect([r.status, fresh.status]).toEqual([200, 200]);
    const shape = (o: object): unknown =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v && typeof v === 'object' && !Array.isArray(v) ? shape(v) : typeof v]));
    expect(shape(r.json)).toEqual(shape(fresh.json));
    expect(r.json.user_metadata).toMatchObject({ full_name: 'X' });
    expect((await inboxFor(server, 'known@example.com')).length).toBe(before);
    expect((await clientFor(server, 'known@example.com', 'Passw0rd!')).auth).toBeTruthy(); // password unchanged
  });
});

describe('user metadata is capped as a whole (issue 27 item 6)', () => {
  const chunk = 'x'.repeat(7 * 1024);

  test('PUT /user: updates that merge past 8 KiB are refused in GoTrue shape, and the account keeps working', async () => {
    await createUser(server, 'bloat@example.com', 'Passw0rd!');
    const { access } = await session('bloat@example.com');
    const put = (data: object) => auth('/user', { method: 'PUT', token: access, body: JSON.stringify({ data }) });
    expect((await put({ k0: chunk })).status).toBe(200);
    for (let i = 1; i < 8; i++) {
      const r = await put({ [`k${i}`]: chunk });
      expectGoTrueError(r, 400);
      expect(r.json).toMatchObject({
        error_code: 'validation_failed',
        msg: expect.stringMatching(/merged metadata would be larger than 8192 bytes/),
      });
    }
    // replacing a key by a smaller value is still allowed; the whole never passes the cap
    expect((await put({ k0: 'small', k1: chunk })).status).toBe(200);
    const fresh = await session('bloat@example.com');
    expect(Object.keys(fresh.claims.user_metadata).sort()).toEqual(expect.arrayContaining(['k0', 'k1']));
    // the largest token still fits in a request's headers (Node's limit is 16 KiB): the account keeps working
    const headers = { apikey: server.publishableKey, authorization: `Bearer ${fresh.access}`, 'x-client-info': 'supabase-js-node/2' };
    expect((await fetch(`${server.url}/auth/v1/user`, { headers })).status).toBe(200);
    expect((await fetch(`${server.url}/rest/v1/`, { headers })).status).not.toBe(431);
  });

  test('concurrent updates cannot pass the cap together', async () => {
    await createUser(server, 'bloat2@example.com', 'Passw0rd!');
    const { access } = await session('bloat2@example.com');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        auth('/user', { method: 'PUT', token: access, body: JSON.stringify({ data: { [`k${i}`]: chunk } }) }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) expectGoTrueError(r, 400);
    const { claims } = await session('bloat2@example.com');
    expect(Buffer.byteLength(JSON.stringify(claims.user_metadata))).toBeLessThan(8 * 1024);
  });

  test('signup data over 8 KiB is refused in GoTrue shape', async () => {
    const r = await auth('/signup', {
      body: JSON.stringify({ email: 'big@example.com', password: 'Passw0rd!', data: { a: chunk, b: chunk } }),
    });
    expectGoTrueError(r, 400);
    expect(r.json.error_code).toBe('validation_failed');
  });
});
