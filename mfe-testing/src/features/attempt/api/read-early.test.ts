import { hasStoredSession, isNotFound, NotFoundError, type RuntimeConfig, setSupabaseForTesting } from '@nism/platform';
import { fetchAttempt } from './fetch-attempt';
import { fetchAttemptQuestionAt, fetchAttemptQuestions } from './fetch-attempt-questions';
import { measureServerOffset } from './fetch-server-time';

const CONFIG: RuntimeConfig = {
  supabaseUrl: 'http://backend.test',
  supabasePublishableKey: 'anon-key',
  remotes: {} as RuntimeConfig['remotes'],
  razorpay: { keyId: 'rzp_test_key', checkoutScriptUrl: 'http://backend.test/razorpay/checkout.js' },
};

const ATTEMPT = {
  id: 'a1',
  user_id: 'u1',
  test_paper_id: 'p1',
  start_time: 's',
  deadline: 'd',
  end_time: null,
  completed: false,
  score: null,
};
const QUESTION = { id: 'q3', position: 3, question_text: 'Q3?', option_a: 'a', option_b: 'b', option_c: 'c', option_d: 'd' };

// The supabase-js stand-in the reads fall back to: records what it was asked.
const clientCalls: string[] = [];
function thenable(result: { data: unknown; error: unknown }) {
  const chain: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'range']) chain[method] = () => chain;
  chain.maybeSingle = () => Promise.resolve(result);
  chain.then = (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => Promise.resolve(result).then(resolve, reject);
  return chain;
}
const client = {
  from: (table: string) => {
    clientCalls.push(`from(${table})`);
    return thenable({ data: ATTEMPT, error: null });
  },
  rpc: (name: string) => {
    clientCalls.push(`rpc(${name})`);
    return thenable({ data: name === 'server_time' ? new Date(Date.now() + 60_000).toISOString() : [QUESTION], error: null });
  },
};

const fetchMock = jest.fn<Promise<Response>, [string | URL, RequestInit]>();
// jsdom has no Response: what the REST client uses of one.
const json = (status: number, body: unknown) =>
  Promise.resolve({
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: new Headers(),
    text: async () => JSON.stringify(body),
  } as Response);
// supabase-js's storage key for http://backend.test.
const SESSION_KEY = 'sb-backend-auth-token';
const storeSession = (expiresInMs: number) =>
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      access_token: 'stored-token',
      refresh_token: 'r',
      expires_at: Math.floor((Date.now() + expiresInMs) / 1000),
      user: { id: 'u1' },
    }),
  );

beforeEach(() => {
  localStorage.clear();
  clientCalls.length = 0;
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setSupabaseForTesting(client, CONFIG);
});

test('with a stored session the read goes straight to the REST API with its token, before the client exists', async () => {
  expect(hasStoredSession()).toBe(false);
  storeSession(3_600_000);
  expect(hasStoredSession()).toBe(true);
  fetchMock.mockReturnValueOnce(json(200, [ATTEMPT]));
  await expect(fetchAttempt('a1')).resolves.toEqual(ATTEMPT);
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe(
    'http://backend.test/rest/v1/user_test_attempts?select=id%2Cuser_id%2Ctest_paper_id%2Cstart_time%2Cdeadline%2Cend_time%2Ccompleted%2Cscore%2Cnet_percent%2Cretake%2Ccurrent_question_id%2Clanguage&id=eq.a1',
  );
  expect(init.method).toBe('GET');
  expect(new Headers(init.headers).get('Authorization')).toBe('Bearer stored-token');
  expect(new Headers(init.headers).get('apikey')).toBe('anon-key');
  expect(clientCalls).toEqual([]);
});

test('the question at an index is one row of the RPC, in paper order', async () => {
  storeSession(3_600_000);
  fetchMock.mockReturnValueOnce(json(200, [QUESTION])).mockReturnValueOnce(json(200, []));
  await expect(fetchAttemptQuestionAt('a1', 2)).resolves.toEqual(QUESTION);
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe('http://backend.test/rest/v1/rpc/get_attempt_questions?order=position.asc&offset=2&limit=1');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({ p_attempt_id: 'a1' });
  await expect(fetchAttemptQuestionAt('a1', 150)).resolves.toBeNull();
});

test('the whole paper goes out with the stored session too, without waiting for supabase-js (issue 30)', async () => {
  storeSession(3_600_000);
  fetchMock.mockReturnValueOnce(json(200, [QUESTION]));
  await expect(fetchAttemptQuestions('a1')).resolves.toEqual([QUESTION]);
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe('http://backend.test/rest/v1/rpc/get_attempt_questions');
  expect(JSON.parse(init.body as string)).toEqual({ p_attempt_id: 'a1' });
  expect(new Headers(init.headers).get('Authorization')).toBe('Bearer stored-token');
  expect(clientCalls).toEqual([]);
  // An expiring token: the whole paper waits for supabase-js, which refreshes it first.
  storeSession(60_000);
  await expect(fetchAttemptQuestions('a1')).resolves.toEqual([QUESTION]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(clientCalls).toEqual(['rpc(get_attempt_questions)']);
});

test("a row RLS hides is not found; the server's refusal is the answer, not a reason to ask again", async () => {
  storeSession(3_600_000);
  fetchMock.mockReturnValueOnce(json(200, []));
  await expect(fetchAttempt('someone-elses')).rejects.toBeInstanceOf(NotFoundError);
  fetchMock.mockReturnValueOnce(json(403, { code: '42501', message: 'Attempt not found' }));
  const refused = await fetchAttemptQuestionAt('someone-elses', 0).catch((error: unknown) => error);
  expect(isNotFound(refused)).toBe(true);
  expect(clientCalls).toEqual([]);
});

test.each([
  ['no stored session', () => {}, undefined],
  ['a token about to expire (supabase-js refreshes it first)', () => storeSession(60_000), undefined],
  ['a session stored in another shape', () => localStorage.setItem(SESSION_KEY, '{"currentSession":'), undefined],
  ['a token the server refuses (401)', () => storeSession(3_600_000), () => json(401, { code: 'PGRST301', message: 'JWT expired' })],
  ['a network failure', () => storeSession(3_600_000), () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s: the read goes through the supabase client', async (_case, arrange, reply) => {
  arrange();
  if (reply) fetchMock.mockImplementationOnce(reply);
  await expect(fetchAttempt('a1')).resolves.toEqual(ATTEMPT);
  expect(fetchMock).toHaveBeenCalledTimes(reply ? 1 : 0);
  expect(clientCalls).toEqual(['from(user_test_attempts)']);
});

test('the clock offset is measured from when the request is sent, on either path', async () => {
  storeSession(3_600_000);
  fetchMock.mockImplementationOnce(() => json(200, new Date(Date.now() + 60_000).toISOString()));
  expect(Math.round((await measureServerOffset()) / 1000)).toBe(60);
  localStorage.clear();
  expect(Math.round((await measureServerOffset()) / 1000)).toBe(60);
  expect(clientCalls).toEqual(['rpc(server_time)']);
});
