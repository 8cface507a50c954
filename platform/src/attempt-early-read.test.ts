import { ATTEMPT_HAND_OFF_GLOBAL, ATTEMPT_HAND_OFF_MAX_AGE_MS, EARLY_READ_SWITCH, type AttemptHandOff } from '@nism/contracts';
import { attemptEarlyReadScript, takeAttemptHandOff } from './attempt-early-read';

// The document's inline script, run as the browser runs it (the page at `url`); config.json is answered by the same
// fetch mock as the reads.
const ADDRESS = { supabaseUrl: 'http://backend.test', supabasePublishableKey: 'anon-key' };
const CONFIG_URL = 'http://localhost/config.json';
const ATTEMPT_PATH = '/exams/e1/test/p1/attempt/a1';
const SESSION_KEY = 'sb-backend-auth-token';
const storeSession = (expiresInMs: number) =>
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ access_token: 'stored-token', refresh_token: 'r', expires_at: Math.floor((Date.now() + expiresInMs) / 1000) }),
  );

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (status: number, body: unknown) => {
  const response = { status, json: async () => body, clone: () => response } as Response;
  return Promise.resolve(response);
};
let config: () => Promise<Response> = () => answer(200, ADDRESS);
const handOffs = () => (globalThis as unknown as Record<string, Record<string, AttemptHandOff> | undefined>)[ATTEMPT_HAND_OFF_GLOBAL];

/** Runs the script on the page at `url`; the hand-off it left for attempt a1, if any. */
function earlyRead(url: string = ATTEMPT_PATH): AttemptHandOff | undefined {
  window.history.replaceState(null, '', url);
  new Function(attemptEarlyReadScript())();
  return handOffs()?.a1;
}
/** The reads the script sent (config.json apart). */
const reads = () => fetchMock.mock.calls.filter(([url]) => String(url) !== CONFIG_URL);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  config = () => answer(200, ADDRESS);
  fetchMock.mockImplementation((url) => (String(url) === CONFIG_URL ? config() : answer(200, [])));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  delete (globalThis as Record<string, unknown>)[ATTEMPT_HAND_OFF_GLOBAL];
  delete (globalThis as Record<string, unknown>).__nismEarlyFetches;
  window.history.replaceState(null, '', '/');
});

test("an attempt URL with a fresh stored token sends the page's four reads with that token, the whole paper last", async () => {
  storeSession(3_600_000);
  const handOff = earlyRead();
  expect(handOff).toMatchObject({ version: 1, attemptId: 'a1', testId: 'p1' });
  expect(Object.keys((await handOff!.reads)!)).toEqual(['attempt', 'paper', 'saved', 'questions']);
  // The queries postgrest-js sends for the testing remote's own reads (contracts' ATTEMPT_READS).
  expect(reads().map(([url]) => url)).toEqual([
    'http://backend.test/rest/v1/user_test_attempts?select=id%2Cuser_id%2Ctest_paper_id%2Cstart_time%2Cdeadline%2Cend_time%2Ccompleted%2Cscore%2Cnet_percent%2Cretake%2Ccurrent_question_id%2Clanguage&id=eq.a1',
    'http://backend.test/rest/v1/test_papers?select=id%2Cexam_id%2Ctitle%2Cdescription%2Cduration_minutes%2Cquestion_count%2Clanguages%2Cexams(exam_info(negative_marking_percent))&id=eq.p1',
    'http://backend.test/rest/v1/user_answers?select=question_id%2Cselected_option%2Cmarked_for_review%2Ctime_spent_ms%2Cvisited&attempt_id=eq.a1',
    'http://backend.test/rest/v1/rpc/get_attempt_questions',
  ]);
  for (const [, init] of reads()) {
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(new Headers(init.headers).get('apikey')).toBe('anon-key');
  }
  expect(reads()[3][1]).toMatchObject({ method: 'POST', body: '{"p_attempt_id":"a1"}' });
});

test("it takes the document's own fetch of config.json, or makes it and leaves it there for main.js", async () => {
  storeSession(3_600_000);
  await earlyRead()!.reads;
  expect(fetchMock.mock.calls.filter(([url]) => String(url) === CONFIG_URL)).toHaveLength(1);
  expect((globalThis as unknown as Record<string, Record<string, unknown>>).__nismEarlyFetches[CONFIG_URL]).toBeDefined();

  delete (globalThis as Record<string, unknown>)[ATTEMPT_HAND_OFF_GLOBAL];
  fetchMock.mockClear();
  await earlyRead()!.reads;
  expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(CONFIG_URL);
});

test('each read settles with its status and body, a network failure as status 0', async () => {
  storeSession(3_600_000);
  const answers = [
    () => answer(200, [{ id: 'a1' }]),
    () => answer(401, { code: 'PGRST301' }),
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => Promise.resolve({ status: 502, json: () => Promise.reject(new SyntaxError('html')) } as Response),
  ];
  fetchMock.mockImplementation((url) => (String(url) === CONFIG_URL ? config() : answers.shift()!()));
  const sent = (await earlyRead()!.reads)!;
  await expect(sent.attempt).resolves.toEqual({ status: 200, body: [{ id: 'a1' }] });
  await expect(sent.paper).resolves.toEqual({ status: 401, body: { code: 'PGRST301' } });
  await expect(sent.saved).resolves.toEqual({ status: 0, body: null });
  await expect(sent.questions).resolves.toEqual({ status: 502, body: null });
});

test.each([
  ['no stored session (the page asks the visitor to sign in)', () => {}],
  ['a token about to expire (supabase-js refreshes it on the normal path)', () => storeSession(60_000)],
  ['an expired token', () => storeSession(-60_000)],
  ['a session stored in another shape', () => localStorage.setItem(SESSION_KEY, '{"currentSession":')],
  ['a config that did not come', () => (storeSession(3_600_000), (config = () => Promise.reject(new TypeError('offline'))))],
  ['a config without the backend', () => (storeSession(3_600_000), (config = () => answer(200, { remotes: {} })))],
])('%s: nothing is read, and the hand-off says so', async (_case, arrange) => {
  arrange();
  await expect(earlyRead()!.reads).resolves.toBeNull();
  expect(reads()).toEqual([]);
});

test.each([
  ['another page', '/exams/e1'],
  ['the results page', '/exams/e1/test/p1/results/a1'],
  // A password-reset or confirmation link: supabase-js reads it before anything else happens.
  ['an auth link in the URL', `${ATTEMPT_PATH}#access_token=x&type=recovery`],
  ["the lab's switch", ATTEMPT_PATH, () => localStorage.setItem(EARLY_READ_SWITCH, 'off')],
])('%s: no hand-off at all, nothing fetched', (_case, url, arrange?: () => void) => {
  storeSession(3_600_000);
  arrange?.();
  expect(earlyRead(url)).toBeUndefined();
  expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the Hindi address of an attempt, with a trailing slash, is the same attempt', async () => {
  storeSession(3_600_000);
  expect(earlyRead(`/hi${ATTEMPT_PATH}/`)).toMatchObject({ attemptId: 'a1', testId: 'p1' });
});

describe('taking the hand-off', () => {
  beforeEach(() => storeSession(3_600_000));

  test('it is taken once, for its attempt and paper only', () => {
    const handOff = earlyRead();
    expect(takeAttemptHandOff('another-attempt', 'p1')).toBeNull();
    expect(takeAttemptHandOff('a1', 'p1')).toBe(handOff);
    expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
    earlyRead();
    expect(takeAttemptHandOff('a1', 'another-paper')).toBeNull();
    // A refused take uses it up: the page then reads for itself.
    expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
  });

  test('a hand-off of another contract version is not taken', () => {
    earlyRead();
    expect(takeAttemptHandOff('a1', 'p1', 2)).toBeNull();
  });

  test('a stale hand-off is not taken', () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    earlyRead();
    now.mockReturnValue(1_000 + ATTEMPT_HAND_OFF_MAX_AGE_MS + 1);
    expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
    now.mockRestore();
  });
});
