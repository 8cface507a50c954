// Account safety where GoTrue and local-supabase must agree (issue 13, items 1-4, 6 and the auth side of 9):
// no takeover of an unconfirmed account, double-confirmed email changes, a password change that ends
// every other session and voids pending links, no enumeration through signup or email change,
// redirects only to configured URLs, and 4xx (never 5xx) for text Postgres cannot store. On PostgreSQL too:
// local-supabase/test/rls/with-postgres.sh npx jest -c local-supabase/jest.config.js --runInBand local-supabase/test/security/auth-gotrue-parity
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anonClient, clientFor, createUser, inboxFor, startTestServer, type TestServer } from '../helpers';
import { serverOptions } from '../rls/harness';

const SITE = 'http://localhost:3000';
let server: TestServer;
let project: string;

beforeAll(async () => {
  // A project folder holding only config.toml: the settings under test come from it.
  project = mkdtempSync(path.join(os.tmpdir(), 'auth-parity-'));
  writeFileSync(
    path.join(project, 'config.toml'),
    `[auth]
site_url = "${SITE}"
additional_redirect_urls = ["http://localhost:3001/**", "https://*.example.org/welcome"]
minimum_password_length = 6

[auth.email]
enable_confirmations = true
double_confirm_changes = true
`,
  );
  server = await startTestServer({ ...serverOptions(), supabaseDir: project, rateLimits: false, refreshTokenReuseInterval: 0 });
});
afterAll(async () => {
  await server.stop();
  rmSync(project, { recursive: true, force: true });
});

async function call(method: string, p: string, body?: unknown, token = server.publishableKey) {
  const res = await fetch(`${server.url}/auth/v1${p}`, {
    method,
    headers: { apikey: server.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // left null
  }
  return { status: res.status, json, text };
}

/** Opens a mailed link like a browser and returns where it lands. */
async function open(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = new URL(res.headers.get('location')!);
  return { status: res.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

const latestLink = async (to: string) => (await inboxFor(server, to))[0]?.links[0];
const signIn = (email: string, password: string) => call('POST', '/token?grant_type=password', { email, password });
const refresh = (token: string) => call('POST', '/token?grant_type=refresh_token', { refresh_token: token });

test('item 1: a second signup for an unconfirmed address keeps the metadata, resends the confirmation, and keeps neither password', async () => {
  const email = 'pending@example.com';
  expect((await call('POST', '/signup', { email, password: 'owner-pass-1', data: { full_name: 'Owner' } })).status).toBe(200);
  const attack = await call('POST', '/signup', { email, password: 'attacker-pass', data: { full_name: 'Attacker', role: 'admin' } });
  expect(attack.status).toBe(200);
  const mails = await inboxFor(server, email);
  expect(mails.map((m) => m.subject)).toEqual(['Confirm Your Signup', 'Confirm Your Signup']); // the resend went to the owner
  const { fragment } = await open(mails[0].links[0]);
  const linkToken = fragment.get('access_token');
  expect(linkToken).toBeTruthy();
  // Either signup may have been the address's owner's: neither password signs in (issue 42, finding 2).
  expect((await signIn(email, 'attacker-pass')).json.error_code).toBe('invalid_credentials');
  expect((await signIn(email, 'owner-pass-1')).json.error_code).toBe('invalid_credentials');
  // The owner, signed in by the link, sets a password.
  expect((await call('PUT', '/user', { password: 'owner-pass-2' }, linkToken!)).status).toBe(200);
  const owner = await signIn(email, 'owner-pass-2');
  expect(owner.status).toBe(200);
  expect(owner.json.user.user_metadata).toMatchObject({ full_name: 'Owner' });
  expect(owner.json.user.user_metadata.role).toBeUndefined();
});

test('item 2: an email change mails both addresses and applies only once both links are opened', async () => {
  await createUser(server, 'mover@example.com', 'Passw0rd!');
  const session = (await signIn('mover@example.com', 'Passw0rd!')).json;
  const put = await call('PUT', '/user', { email: 'moved@example.com' }, session.access_token);
  expect(put.status).toBe(200);
  expect(put.json).toMatchObject({ email: 'mover@example.com', new_email: 'moved@example.com' });
  const toOld = await latestLink('mover@example.com');
  const toNew = await latestLink('moved@example.com');
  expect([toOld, toNew].every(Boolean)).toBe(true);

  const first = await open(toNew);
  expect(first.status).toBe(303);
  expect(first.fragment.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
  expect(first.fragment.get('access_token')).toBeNull();
  expect((await call('GET', '/user', undefined, session.access_token)).json.email).toBe('mover@example.com');
  expect((await open(toNew)).fragment.get('error_code')).toBe('otp_expired'); // each link works once

  const second = await open(toOld);
  expect(second.fragment.get('type')).toBe('email_change');
  expect(second.fragment.get('access_token')).toBeTruthy();
  expect((await call('GET', '/user', undefined, session.access_token)).json.email).toBe('moved@example.com');
  expect((await signIn('moved@example.com', 'Passw0rd!')).status).toBe(200);
  expect((await signIn('mover@example.com', 'Passw0rd!')).status).toBe(400);
});

test("item 2 (POST /verify): the first of the two tokens answers GoTrue's single-confirmation message", async () => {
  await createUser(server, 'poster@example.com', 'Passw0rd!');
  const session = (await signIn('poster@example.com', 'Passw0rd!')).json;
  await call('PUT', '/user', { email: 'posted@example.com' }, session.access_token);
  const token = new URL(await latestLink('poster@example.com')).searchParams.get('token');
  const r = await call('POST', '/verify', { type: 'email_change', token_hash: token });
  expect(r).toMatchObject({
    status: 200,
    json: { msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email', code: '200' },
  });
});

test('item 3: a password change ends every other session and voids pending email-change and recovery links', async () => {
  await createUser(server, 'victim@example.com', 'Passw0rd!');
  const stolen = (await signIn('victim@example.com', 'Passw0rd!')).json;
  // the thief starts an email change to an address of theirs
  await call('PUT', '/user', { email: 'thief@example.com' }, stolen.access_token);
  const thiefLink = await latestLink('thief@example.com');
  const ownerChangeLink = await latestLink('victim@example.com');

  // the owner recovers the account and sets a new password
  expect((await call('POST', '/recover', { email: 'victim@example.com' })).status).toBe(200);
  const recovery = await open(await latestLink('victim@example.com'));
  expect(recovery.fragment.get('type')).toBe('recovery');
  const mine = recovery.fragment.get('access_token')!;
  expect((await call('PUT', '/user', { password: 'n3w-Passw0rd' }, mine)).status).toBe(200);

  expect((await refresh(stolen.refresh_token)).json.error_code).toBe('refresh_token_not_found');
  expect((await call('GET', '/user', undefined, stolen.access_token)).json.error_code).toBe('session_not_found');
  expect((await open(thiefLink)).fragment.get('error_code')).toBe('otp_expired');
  expect((await open(ownerChangeLink)).fragment.get('error_code')).toBe('otp_expired');
  expect((await call('GET', '/user', undefined, mine)).json).toMatchObject({ email: 'victim@example.com' });
  expect((await call('GET', '/user', undefined, mine)).json.new_email).toBeUndefined();

  // a recovery link still unopened when the password changes dies with it; this session lives on
  expect((await call('POST', '/recover', { email: 'victim@example.com' })).status).toBe(200);
  const pending = await latestLink('victim@example.com');
  expect((await call('PUT', '/user', { password: 'an0ther-Passw0rd' }, mine)).status).toBe(200);
  expect((await open(pending)).fragment.get('error_code')).toBe('otp_expired');
  expect((await refresh(recovery.fragment.get('refresh_token')!)).status).toBe(200);
});

test('item 4: PUT /user {email} answers the same for a taken and a free address, and mails the taken one nothing', async () => {
  await createUser(server, 'prober@example.com', 'Passw0rd!');
  await createUser(server, 'target@example.com', 'Passw0rd!');
  const token = (await signIn('prober@example.com', 'Passw0rd!')).json.access_token;
  const taken = await call('PUT', '/user', { email: 'target@example.com' }, token);
  const strip = (u: any) => ({ ...u, new_email: '-', email_change_sent_at: '-', updated_at: '-' });
  expect(taken.status).toBe(200);
  expect(taken.json.new_email).toBe('target@example.com');
  await createUser(server, 'prober2@example.com', 'Passw0rd!');
  const token2 = (await signIn('prober2@example.com', 'Passw0rd!')).json.access_token;
  const free = await call('PUT', '/user', { email: 'free-address@example.com' }, token2);
  expect(free.status).toBe(200);
  expect(Object.keys(strip(taken.json)).sort()).toEqual(Object.keys(strip(free.json)).sort());
  expect(await inboxFor(server, 'target@example.com')).toEqual([]);
  // the prober's own confirmation completes nothing: the target keeps the address
  await open(await latestLink('prober@example.com'));
  expect((await call('GET', '/user', undefined, token)).json.email).toBe('prober@example.com');
  expect((await signIn('target@example.com', 'Passw0rd!')).status).toBe(200);
});

test('item 4: signup with a registered, confirmed address answers 200 with an obfuscated user and no session', async () => {
  const owner = await createUser(server, 'registered@example.com', 'Passw0rd!');
  const r = await anonClient(server).auth.signUp({ email: 'registered@example.com', password: 'whatever-1' });
  expect(r.error).toBeNull();
  expect(r.data.session).toBeNull();
  expect(r.data.user?.id).not.toBe(owner!.id);
  expect(await inboxFor(server, 'registered@example.com')).toEqual([]);
});

describe('item 6: redirect_to', () => {
  const landing = async (target: string) => {
    const r = await fetch(`${server.url}/auth/v1/verify?type=recovery&token=bad&redirect_to=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    expect(r.status).toBe(303);
    return r.headers.get('location')!.split('#')[0];
  };

  test.each([
    'http://localhost:9999/x',
    'http://127.0.0.1:3000/',
    'http://127.0.0.5:3000/',
    'http://0x7f.1:3000/',
    'http://2130706433:3000/',
    'http://[::1]:3000/',
    'http://localhost:3002/',
    'http://localhost:3001.evil.example/',
    'http://localhost:3000@evil.example/',
    'https://a.b.example.org/welcome',
    'https://x.example.org/welcome/more',
    'javascript:alert(1)',
    '//evil.example/',
  ])('%s is not followed: the link lands on the site URL', async (target) => {
    expect(new URL(await landing(target)).href).toBe(`${SITE}/`);
  });

  test.each([
    [`${SITE}/reset-password?next=1`, `${SITE}/reset-password?next=1`],
    ['http://localhost:3001/login', 'http://localhost:3001/login'],
    ['https://app.example.org/welcome', 'https://app.example.org/welcome'],
  ])('%s (site URL or additional_redirect_urls) is followed', async (target, expected) => {
    expect(await landing(target)).toBe(expected);
  });
});

describe('item 9: text Postgres cannot store is a 4xx in GoTrue shape, never a 5xx', () => {
  const goTrueError = (r: { status: number; json: any }) => {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.json).toMatchObject({ code: expect.any(String), error_code: expect.any(String), msg: expect.any(String) });
  };

  test.each([
    ['/token?grant_type=password', { email: 'a\u0000@example.com', password: 'Passw0rd!' }],
    ['/token?grant_type=password', { email: 'learner\ud800@example.com', password: 'Passw0rd!' }],
    ['/recover', { email: 'a\u0000@example.com' }],
    ['/recover', { email: '\udc00@example.com' }],
    ['/signup', { email: 'nul\u0000@example.com', password: 'Passw0rd!' }],
    ['/signup', { email: 'nul@example.com', password: 'Pass\u0000word' }],
    ['/signup', { email: 'data-nul@example.com', password: 'Passw0rd!', data: { full_name: 'a\u0000b' } }],
    ['/signup', { email: 'data-key@example.com', password: 'Passw0rd!', data: { 'k\u0000': 1 } }],
    ['/signup', { email: 'data-sur@example.com', password: 'Passw0rd!', data: { deep: [{ name: 'x\ud83d' }] } }],
  ])('%s %j', async (p, body) => {
    goTrueError(await call('POST', p, body));
  });

  test('an email over 255 characters on PUT /user', async () => {
    await createUser(server, 'long@example.com', 'Passw0rd!');
    const token = (await signIn('long@example.com', 'Passw0rd!')).json.access_token;
    const r = await call('PUT', '/user', { email: `${'x'.repeat(250)}@example.com` }, token);
    goTrueError(r);
    expect(r.json).toMatchObject({ error_code: 'validation_failed', msg: 'An email address is too long' });
  });

  test('opening an email-change link after that address was taken: 303 with email_exists (GET), 422 (POST)', async () => {
    for (const via of ['GET', 'POST']) {
      const me = `slow-${via}@example.com`;
      const wanted = `wanted-${via}@example.com`;
      await createUser(server, me, 'Passw0rd!');
      const token = (await signIn(me, 'Passw0rd!')).json.access_token;
      await call('PUT', '/user', { email: wanted }, token);
      await open(await latestLink(me)); // the current address confirms
      const toNew = await latestLink(wanted);
      await createUser(server, wanted, 'Passw0rd!'); // someone else takes it meanwhile
      if (via === 'GET') {
        const r = await open(toNew);
        expect(r.status).toBe(303);
        expect(r.fragment.get('error_code')).toBe('email_exists');
      } else {
        const r = await call('POST', '/verify', { type: 'email_change', token_hash: new URL(toNew).searchParams.get('token') });
        goTrueError(r);
        expect(r).toMatchObject({ status: 422, json: { error_code: 'email_exists' } });
      }
      expect((await clientFor(server, me, 'Passw0rd!')).auth).toBeTruthy(); // the account keeps its address
    }
  });
});
