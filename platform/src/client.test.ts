// When supabase-js loads (issue 30): beside a signed-in page's first reads, never before them, and at once whenever
// auth has work to do first (an auth link in the URL, a token to refresh). Each case starts from a fresh module.
import type { RuntimeConfig } from './config';

const CONFIG: RuntimeConfig = {
  supabaseUrl: 'http://backend.test',
  supabasePublishableKey: 'anon-key',
  remotes: {} as RuntimeConfig['remotes'],
  razorpay: { keyId: 'rzp_test_key', checkoutScriptUrl: 'http://backend.test/razorpay/checkout.js' },
};
// supabase-js's storage key for http://backend.test.
const SESSION_KEY = 'sb-backend-auth-token';

/** A JWT-shaped token (unsigned: the client never checks signatures, the server does). */
const jwt = (claims: Record<string, unknown>) =>
  ['header', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'signature'].join('.').replace(/^header/, btoa('{"alg":"HS256"}'));

const storeSession = (expiresInMs: number, accessToken = 'stored-token') =>
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      access_token: accessToken,
      refresh_token: 'stored-refresh',
      token_type: 'bearer',
      expires_in: Math.round(expiresInMs / 1000),
      expires_at: Math.floor((Date.now() + expiresInMs) / 1000),
      user: { id: 'u1', aud: 'authenticated', role: 'authenticated', email: 'asha@example.com' },
    }),
  );

// What happened, in order: requests sent (by URL path) and supabase-js being created.
let events: string[] = [];
const fetchMock = jest.fn<Promise<Response>, [string | URL, RequestInit?]>();
const reply = (status: number, body: unknown) =>
  Promise.resolve({
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as Response);

/** The client module, fresh (no config, no client), with supabase-js's createClient recorded. */
function freshClientModule(): typeof import('./client') {
  let loaded!: typeof import('./client');
  jest.isolateModules(() => {
    jest.doMock('@supabase/supabase-js', () => {
      const actual = jest.requireActual('@supabase/supabase-js');
      return {
        ...actual,
        createClient: (...args: Parameters<typeof actual.createClient>) => {
          events.push('supabase-js created');
          return actual.createClient(...args);
        },
      };
    });
    loaded = jest.requireActual('./client');
  });
  return loaded;
}

/** Lets the deferred load (a timer) and the dynamic import settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  localStorage.clear();
  events = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input));
    events.push(`${url.pathname}${url.search.includes('grant_type') ? url.search : ''}`);
    if (url.pathname === '/auth/v1/token') {
      const access = jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, role: 'authenticated' });
      return reply(200, {
        access_token: access,
        refresh_token: 'new-refresh',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: { id: 'u1', aud: 'authenticated', role: 'authenticated', email: 'asha@example.com' },
      });
    }
    if (url.pathname === '/auth/v1/user') return reply(200, { id: 'u1', aud: 'authenticated', role: 'authenticated' });
    return reply(200, []);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
});

test('a stored session with a fresh token: the first read goes out before supabase-js is even created, which follows beside it', async () => {
  storeSession(3_600_000);
  const client = freshClientModule();
  client.initSupabase(CONFIG);
  await settle();
  expect(events).toEqual([]); // nothing loaded before the page reads

  const db = client.storedSessionDb()!;
  await db.rpc('get_attempt_questions', { p_attempt_id: 'a1' });
  await settle();
  await client.getSupabase();
  expect(events[0]).toBe('/rest/v1/rpc/get_attempt_questions');
  expect(events).toContain('supabase-js created');
  const auth = new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization');
  expect(auth).toBe('Bearer stored-token');
});

test('a signed-in page that reads nothing early still gets supabase-js once the app asks for the auth state', async () => {
  storeSession(3_600_000);
  const client = freshClientModule();
  client.initSupabase(CONFIG);
  await settle();
  expect(events).toEqual([]);
  const seen = jest.fn();
  client.onSupabaseClient(seen); // AuthProvider, after its first render
  await settle();
  await client.getSupabase();
  await settle();
  expect(events).toContain('supabase-js created');
  expect(seen).toHaveBeenCalledTimes(1);
});

test('no stored session: supabase-js does not load at all until something needs it', async () => {
  const client = freshClientModule();
  client.initSupabase(CONFIG);
  client.onSupabaseClient(() => {});
  await settle();
  expect(events).toEqual([]);
  expect(client.storedSessionDb()).toBeNull();
});

test('an expired stored token: supabase-js loads at once, and it refreshes the token before a write goes out', async () => {
  storeSession(-60_000, jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 60, role: 'authenticated' }));
  const client = freshClientModule();
  client.initSupabase(CONFIG);
  expect(client.storedSessionDb()).toBeNull(); // an expired token is never used for a read either
  await settle();
  expect(events[0]).toBe('supabase-js created'); // at init: nothing waits for a read

  // A write (the attempt page's answer save goes through getSupabase()).
  const supabase = await client.getSupabase();
  await supabase.rpc('save_answer', { p_attempt_id: 'a1' } as never);
  const refresh = events.indexOf('/auth/v1/token?grant_type=refresh_token');
  const write = events.indexOf('/rest/v1/rpc/save_answer');
  expect(refresh).toBeGreaterThanOrEqual(0);
  expect(write).toBeGreaterThan(refresh);
  const writeCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/rpc/save_answer'))!;
  const auth = new Headers(writeCall[1]?.headers).get('Authorization');
  expect(auth).not.toBe('Bearer stored-token');
  expect(auth).toMatch(/^Bearer .+\..+\..+$/);
});

test('an auth link in the URL (a password reset): supabase-js loads at init, even with a fresh stored session, after the arrival URL could be kept', async () => {
  storeSession(3_600_000);
  window.history.replaceState(null, '', '/reset-password#access_token=x.y.z&refresh_token=r&type=recovery');
  const client = freshClientModule();
  // Importing the module loads nothing: the shell's reset-password capture (evaluated with its route table, before
  // boot calls initSupabase) still sees the link first.
  await settle();
  expect(events).toEqual([]);
  const arrival = window.location.href;
  client.initSupabase(CONFIG);
  expect(arrival).toContain('access_token=x.y.z');
  await settle();
  expect(events[0]).toBe('supabase-js created');
});
