// Issue 47 §3: the attempt page takes the reads the shell's document sent before React, once, and reads again only
// what is missing, failed or not its own.
import { ATTEMPT_HAND_OFF_GLOBAL, ATTEMPT_HAND_OFF_MAX_AGE_MS, type AttemptHandOff } from '@nism/contracts';
import { type RuntimeConfig, setSupabaseForTesting } from '@nism/platform';
import { attemptEarlyReadScript } from '@nism/platform/document-scripts';
import { takeAttemptLoad } from './attempt-load';

const CONFIG: RuntimeConfig = {
  supabaseUrl: 'http://backend.test',
  supabasePublishableKey: 'anon-key',
  remotes: {} as RuntimeConfig['remotes'],
  razorpay: { keyId: 'rzp_test_key', checkoutScriptUrl: 'http://backend.test/razorpay/checkout.js' },
};
const ATTEMPT = { id: 'a1', user_id: 'u1', test_paper_id: 'p1', completed: false };
const PAPER = { id: 'p1', exam_id: 'e1', title: 'Mock 1', exams: { exam_info: { negative_marking_percent: 25 } } };
const QUESTIONS = [1, 2, 3].map((position) => ({ id: `q${position}`, position, question_text: `Q${position}?` }));
const SAVED = [{ question_id: 'q2', selected_option: 'B', marked_for_review: true, time_spent_ms: 4000, visited: true }];

// The server: answers by what is asked, and records each request's path.
const requests: string[] = [];
function serve(url: string): Promise<Response> {
  const { pathname } = new URL(url);
  requests.push(pathname.replace('/rest/v1/', ''));
  const body = pathname.endsWith('user_test_attempts')
    ? [ATTEMPT]
    : pathname.endsWith('test_papers')
      ? [PAPER]
      : pathname.endsWith('user_answers')
        ? SAVED
        : pathname.endsWith('server_time')
          ? new Date().toISOString()
          : QUESTIONS;
  return Promise.resolve({
    status: 200,
    ok: true,
    statusText: '',
    headers: new Headers(),
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as Response);
}
const fetchMock = jest.fn(serve);

const storeSession = (expiresInMs: number) =>
  localStorage.setItem(
    'sb-backend-auth-token',
    JSON.stringify({ access_token: 't', refresh_token: 'r', expires_at: Math.floor((Date.now() + expiresInMs) / 1000) }),
  );

/** The shell document's inline early read, run on the page at `path` (the document has fetched config.json). */
function earlyRead(path: string): AttemptHandOff {
  const config = { clone: () => ({ json: async () => CONFIG }) };
  (globalThis as Record<string, unknown>).__nismEarlyFetches = { [new URL('/config.json', location.href).href]: Promise.resolve(config) };
  window.history.replaceState(null, '', path);
  new Function(attemptEarlyReadScript())();
  const handOffs = (globalThis as unknown as Record<string, Record<string, AttemptHandOff>>)[ATTEMPT_HAND_OFF_GLOBAL];
  return handOffs[path.split('/').pop()!];
}
const settled = async (load: ReturnType<typeof takeAttemptLoad>) => ({
  attempt: await load.attempt,
  paper: await load.paper,
  questions: await load.questions,
  resume: await load.resumeQuestion,
  saved: await load.saved,
});
const EXPECTED = {
  attempt: ATTEMPT,
  paper: { id: 'p1', exam_id: 'e1', title: 'Mock 1', negative_marking_percent: 25 },
  questions: QUESTIONS,
  resume: QUESTIONS[0],
  saved: { answers: { q2: 'B' }, marked: ['q2'], timeMs: { q2: 4000 }, visited: ['q2'] },
};

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  fetchMock.mockClear();
  fetchMock.mockImplementation(serve);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  delete (globalThis as Record<string, unknown>)[ATTEMPT_HAND_OFF_GLOBAL];
  setSupabaseForTesting({}, CONFIG);
  storeSession(3_600_000);
});

test("the page takes the shell's early reads: the paper is read once, and only the clock is read after React", async () => {
  await earlyRead('/exams/e1/test/p1/attempt/a1').reads;
  const early = requests.splice(0);
  expect(early).toEqual(['user_test_attempts', 'test_papers', 'user_answers', 'rpc/get_attempt_questions']);
  await expect(settled(takeAttemptLoad('p1', 'a1'))).resolves.toEqual(EXPECTED);
  expect(requests).toEqual(['rpc/server_time']);
});

test('the question to resume at comes from the early whole paper', async () => {
  localStorage.setItem('nism-testing:progress:a1', JSON.stringify({ visited: [], current: 2 }));
  earlyRead('/exams/e1/test/p1/attempt/a1');
  await expect(takeAttemptLoad('p1', 'a1').resumeQuestion).resolves.toEqual(QUESTIONS[2]);
  expect(requests.filter((r) => r === 'rpc/get_attempt_questions')).toHaveLength(1);
});

test('the hand-off is taken once: opening the same attempt again reads it afresh', async () => {
  earlyRead('/exams/e1/test/p1/attempt/a1');
  await settled(takeAttemptLoad('p1', 'a1'));
  requests.length = 0;
  await expect(settled(takeAttemptLoad('p1', 'a1'))).resolves.toEqual(EXPECTED);
  expect(requests).toEqual(expect.arrayContaining(['user_test_attempts', 'test_papers', 'user_answers', 'rpc/get_attempt_questions']));
});

test.each<[string, () => unknown]>([
  ['absent (the lab switched it off, or another page landed first)', () => {}],
  ['for another attempt', () => earlyRead('/exams/e1/test/p1/attempt/another').reads.then(() => undefined)],
  [
    'stale',
    () => {
      const now = jest.spyOn(performance, 'now').mockReturnValue(0);
      const handOff = earlyRead('/exams/e1/test/p1/attempt/a1');
      now.mockReturnValue(ATTEMPT_HAND_OFF_MAX_AGE_MS + 1);
      return handOff.reads.then(() => () => now.mockRestore());
    },
  ],
])('a hand-off %s is not used: the page reads everything itself, as before', async (_case, arrange) => {
  const restore = (await arrange()) as (() => void) | undefined;
  requests.length = 0;
  await expect(settled(takeAttemptLoad('p1', 'a1'))).resolves.toEqual(EXPECTED);
  restore?.();
  // The question to resume at is read alone first, then the rest.
  expect(requests).toEqual([
    'rpc/get_attempt_questions',
    'user_test_attempts',
    'test_papers',
    'rpc/server_time',
    'user_answers',
    'rpc/get_attempt_questions',
  ]);
});

test("an expired stored token sends nothing early: the page's own reads go through supabase-js, which refreshes it (read-early.test.ts)", async () => {
  storeSession(-60_000);
  const handOff = earlyRead('/exams/e1/test/p1/attempt/a1');
  await expect(handOff.reads).resolves.toBeNull();
  expect(requests).toEqual([]);
});

test('an early read that failed or was refused is read again; the ones that answered are not', async () => {
  fetchMock
    .mockImplementationOnce((url) => serve(url)) // the attempt
    .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch'))) // the paper
    .mockImplementationOnce((url) => serve(url)) // the saved answers
    .mockImplementationOnce(() => Promise.resolve({ status: 401, json: async () => ({ code: 'PGRST301' }) } as Response)); // the whole paper
  await earlyRead('/exams/e1/test/p1/attempt/a1').reads;
  requests.length = 0;
  await expect(settled(takeAttemptLoad('p1', 'a1'))).resolves.toEqual(EXPECTED);
  expect(requests.sort()).toEqual(['rpc/get_attempt_questions', 'rpc/server_time', 'test_papers']);
});
