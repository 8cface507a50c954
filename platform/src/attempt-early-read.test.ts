import { ATTEMPT_HAND_OFF_GLOBAL, ATTEMPT_HAND_OFF_MAX_AGE_MS, EARLY_READ_SWITCH } from '@nism/contracts';
import { attemptEarlyReadScript, startAttemptEarlyRead, takeAttemptHandOff } from './attempt-early-read';

const ADDRESS = { supabaseUrl: 'http://backend.test', supabasePublishableKey: 'anon-key' };
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

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => answer(200, []));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  delete (globalThis as Record<string, unknown>)[ATTEMPT_HAND_OFF_GLOBAL];
  delete (globalThis as Record<string, unknown>).__nismEarlyFetches;
  window.history.replaceState(null, '', '/');
});

test("an attempt URL with a fresh stored token sends the page's four reads with that token, the whole paper last", async () => {
  storeSession(3_600_000);
  const handOff = startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH);
  expect(handOff).toMatchObject({ version: 1, attemptId: 'a1', testId: 'p1' });
  const reads = await handOff!.reads;
  expect(Object.keys(reads!)).toEqual(['attempt', 'paper', 'saved', 'questions']);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    'http://backend.test/rest/v1/user_test_attempts?select=id%2Cuser_id%2Ctest_paper_id%2Cstart_time%2Cdeadline%2Cend_time%2Ccompleted%2Cscore%2Cnet_percent%2Cretake%2Ccurrent_question_id%2Clanguage&id=eq.a1',
    'http://backend.test/rest/v1/test_papers?select=id%2Cexam_id%2Ctitle%2Cdescription%2Cduration_minutes%2Cquestion_count%2Clanguages%2Cexams(exam_info(negative_marking_percent))&id=eq.p1',
    'http://backend.test/rest/v1/user_answers?select=question_id%2Cselected_option%2Cmarked_for_review%2Ctime_spent_ms%2Cvisited&attempt_id=eq.a1',
    'http://backend.test/rest/v1/rpc/get_attempt_questions',
  ]);
  for (const [, init] of fetchMock.mock.calls) {
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(new Headers(init.headers).get('apikey')).toBe('anon-key');
  }
  expect(fetchMock.mock.calls[3][1]).toMatchObject({ method: 'POST', body: '{"p_attempt_id":"a1"}' });
});

test('each read settles with its status and body, a network failure as status 0', async () => {
  storeSession(3_600_000);
  fetchMock
    .mockImplementationOnce(() => answer(200, [{ id: 'a1' }]))
    .mockImplementationOnce(() => answer(401, { code: 'PGRST301' }))
    .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    .mockImplementationOnce(() => Promise.resolve({ status: 502, json: () => Promise.reject(new SyntaxError('html')) } as Response));
  const reads = (await startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH)!.reads)!;
  await expect(reads.attempt).resolves.toEqual({ status: 200, body: [{ id: 'a1' }] });
  await expect(reads.paper).resolves.toEqual({ status: 401, body: { code: 'PGRST301' } });
  await expect(reads.saved).resolves.toEqual({ status: 0, body: null });
  await expect(reads.questions).resolves.toEqual({ status: 502, body: null });
});

test.each([
  ['no stored session (the page asks the visitor to sign in)', () => {}],
  ['a token about to expire (supabase-js refreshes it on the normal path)', () => storeSession(60_000)],
  ['an expired token', () => storeSession(-60_000)],
  ['a session stored in another shape', () => localStorage.setItem(SESSION_KEY, '{"currentSession":')],
])('%s: nothing is sent and the hand-off says so', async (_case, arrange) => {
  arrange();
  const handOff = startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH);
  await expect(handOff!.reads).resolves.toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test.each([
  ['another page', () => '/exams/e1'],
  ['the results page', () => '/exams/e1/test/p1/results/a1'],
  ["the lab's switch", () => (localStorage.setItem(EARLY_READ_SWITCH, 'off'), ATTEMPT_PATH)],
  // A password-reset or confirmation link: supabase-js reads it before anything else happens.
  ['an auth link in the URL', () => (window.history.replaceState(null, '', `${ATTEMPT_PATH}#access_token=x&type=recovery`), ATTEMPT_PATH)],
])('%s: no hand-off at all', async (_case, arrange) => {
  storeSession(3_600_000);
  expect(startAttemptEarlyRead(Promise.resolve(ADDRESS), arrange())).toBeNull();
  expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a config that did not come sends nothing', async () => {
  storeSession(3_600_000);
  await expect(startAttemptEarlyRead(Promise.resolve(null), ATTEMPT_PATH)!.reads).resolves.toBeNull();
  takeAttemptHandOff('a1', 'p1');
  await expect(startAttemptEarlyRead(Promise.reject(new Error('offline')), ATTEMPT_PATH)!.reads).resolves.toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('taking the hand-off', () => {
  beforeEach(() => storeSession(3_600_000));

  test('it is taken once, for its attempt and paper only', () => {
    const handOff = startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH);
    expect(takeAttemptHandOff('another-attempt', 'p1')).toBeNull();
    expect(takeAttemptHandOff('a1', 'p1')).toBe(handOff);
    expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
    startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH);
    expect(takeAttemptHandOff('a1', 'another-paper')).toBeNull();
    // A refused take uses it up: the page then reads for itself.
    expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
  });

  test('a hand-off of another contract version is not taken', () => {
    startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH);
    expect(takeAttemptHandOff('a1', 'p1', 2)).toBeNull();
  });

  test('a stale hand-off is not taken', () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH);
    now.mockReturnValue(1_000 + ATTEMPT_HAND_OFF_MAX_AGE_MS + 1);
    expect(takeAttemptHandOff('a1', 'p1')).toBeNull();
    now.mockRestore();
  });
});

describe("the document's inline script", () => {
  // The script, run as the browser runs it; config.json answered by the same fetch mock.
  const runScript = () => new Function(attemptEarlyReadScript())();
  beforeEach(() => {
    fetchMock.mockImplementation((url) => answer(200, String(url).endsWith('/config.json') ? ADDRESS : []));
  });

  test('sends the same reads as the loader, leaves config.json for main.js, and the loader then sends nothing', async () => {
    storeSession(3_600_000);
    window.history.replaceState(null, '', ATTEMPT_PATH);
    runScript();
    const handOff = (globalThis as unknown as Record<string, Record<string, unknown>>)[ATTEMPT_HAND_OFF_GLOBAL].a1 as ReturnType<
      typeof startAttemptEarlyRead
    >;
    expect(handOff).toMatchObject({ version: 1, attemptId: 'a1', testId: 'p1' });
    const reads = await handOff!.reads;
    const scriptCalls = fetchMock.mock.calls.map(([url, init]) => [String(url), init]);
    expect(scriptCalls[0][0]).toBe('http://localhost/config.json');
    expect(
      (globalThis as unknown as Record<string, Record<string, unknown>>).__nismEarlyFetches['http://localhost/config.json'],
    ).toBeDefined();
    await expect(reads!.attempt).resolves.toEqual({ status: 200, body: [] });
    // The loader in the entry chunk finds the script's hand-off and sends nothing more.
    expect(startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH)).toBe(handOff);
    expect(fetchMock).toHaveBeenCalledTimes(5);

    // The loader alone sends exactly what the script sent.
    delete (globalThis as Record<string, unknown>)[ATTEMPT_HAND_OFF_GLOBAL];
    fetchMock.mockClear();
    await startAttemptEarlyRead(Promise.resolve(ADDRESS), ATTEMPT_PATH)!.reads;
    const loaderCalls = fetchMock.mock.calls.map(([url, init]) => [String(url), init]);
    expect(scriptCalls.slice(1)).toEqual(loaderCalls);
  });

  test.each([
    ['an expired token', () => storeSession(-60_000), ATTEMPT_PATH],
    ['no session', () => {}, ATTEMPT_PATH],
  ])('%s: nothing is read', async (_case, arrange, path) => {
    arrange();
    window.history.replaceState(null, '', path);
    runScript();
    const handOff = (globalThis as unknown as Record<string, Record<string, { reads: Promise<unknown> }>>)[ATTEMPT_HAND_OFF_GLOBAL].a1;
    await expect(handOff.reads).resolves.toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost/config.json']);
  });

  test.each([
    ['another page', '/exams/e1'],
    ['an auth link', `${ATTEMPT_PATH}#access_token=x&type=recovery`],
  ])('%s: no hand-off, nothing fetched', (_case, url) => {
    storeSession(3_600_000);
    window.history.replaceState(null, '', url);
    runScript();
    expect((globalThis as Record<string, unknown>)[ATTEMPT_HAND_OFF_GLOBAL]).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
