import { ApiError, isPermanent } from '@nism/platform';
import { createSaveQueue, pendingStorageKey, type SaveQueueOptions } from './save-queue';

const KEY = pendingStorageKey('attempt-1');
const offline = () => new ApiError('TypeError: Failed to fetch', '');
const refused = () => new ApiError('Attempt deadline has passed', 'P0001');

function setup(send: SaveQueueOptions['send'], extra: Partial<SaveQueueOptions> = {}) {
  // The jitter at its top (a wait just under the full delay), unless a test draws its own.
  const queue = createSaveQueue({
    storageKey: KEY,
    send,
    isPermanent,
    storage: localStorage,
    retryDelaysMs: [1000, 2000],
    random: () => 0.999_999,
    ...extra,
  });
  queue.start();
  return queue;
}

/** Lets pending promise callbacks run (fake timers do not advance microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('a choice is sent at once and shows saving, then saved', async () => {
  const send = jest.fn().mockResolvedValue(undefined);
  const queue = setup(send);
  queue.save('q1', { option: 'B' });
  expect(send).toHaveBeenCalledWith('q1', { option: 'B' });
  expect(queue.getSnapshot().states.q1).toBe('saving');
  await settle();
  expect(queue.getSnapshot()).toEqual({ states: { q1: 'saved' }, pendingCount: 0 });
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('a failed save stays queued in storage and is retried with backoff until it succeeds', async () => {
  const send = jest.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline()).mockResolvedValue(undefined);
  const queue = setup(send);
  queue.save('q1', { option: 'C' });
  await settle();
  expect(queue.getSnapshot()).toEqual({ states: { q1: 'queued' }, pendingCount: 1 });
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ q1: { option: 'C' } });

  await jest.advanceTimersByTimeAsync(999);
  expect(send).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(send).toHaveBeenCalledTimes(2); // first retry after 1 s, fails again
  await jest.advanceTimersByTimeAsync(1999);
  expect(send).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(send).toHaveBeenCalledTimes(3); // backoff: 2 s
  await settle();
  expect(queue.getSnapshot()).toEqual({ states: { q1: 'saved' }, pendingCount: 0 });
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('flush (on reconnect) sends every queued choice at once, the latest choice per question', async () => {
  let online = false;
  const send = jest.fn((_q: string, _s: object) => (online ? Promise.resolve() : Promise.reject(offline())));
  const queue = setup(send);
  queue.save('q1', { option: 'A' });
  queue.save('q2', { option: 'B' });
  await settle();
  queue.save('q1', { option: 'D' }); // changed while offline
  await settle();
  expect(queue.getSnapshot().pendingCount).toBe(2);

  online = true;
  send.mockClear();
  await expect(queue.flush()).resolves.toBe(true);
  expect(send.mock.calls.sort()).toEqual([
    ['q1', { option: 'D' }],
    ['q2', { option: 'B' }],
  ]);
  expect(queue.getSnapshot().pendingCount).toBe(0);
});

test('a time on screen that cannot be saved is retried with the choices, but only choices count as not saved', async () => {
  let online = false;
  const send = jest.fn((_q: string, _s: object) => (online ? Promise.resolve() : Promise.reject(offline())));
  const queue = setup(send);
  queue.save('q1', { timeMs: 4200 }); // left question 1 after reading it for 4 s
  queue.save('q2', { option: 'B' });
  queue.save('q3', { marked: true });
  await settle();
  expect(queue.getSnapshot().pendingCount).toBe(2);
  expect(queue.getSnapshot().states.q1).toBe('queued');

  online = true;
  send.mockClear();
  await expect(queue.flush()).resolves.toBe(true);
  expect(send).toHaveBeenCalledWith('q1', { timeMs: 4200 });
  expect(queue.getSnapshot().pendingCount).toBe(0);
});

test('a reload restores queued saves from storage (also those stored as a bare letter) and start() sends them', async () => {
  localStorage.setItem(KEY, JSON.stringify({ q7: 'A', q8: { marked: true, timeMs: 4000 }, q9: 'nonsense', q10: { option: 'E' } }));
  const send = jest.fn().mockResolvedValue(undefined);
  const queue = createSaveQueue({ storageKey: KEY, send, isPermanent, storage: localStorage });
  expect(queue.pendingSaves()).toEqual({ q7: { option: 'A' }, q8: { marked: true, timeMs: 4000 } });
  expect(queue.getSnapshot().states).toEqual({ q7: 'queued', q8: 'queued' });
  queue.start();
  await settle();
  expect(send).toHaveBeenCalledWith('q7', { option: 'A' });
  expect(send).toHaveBeenCalledWith('q8', { marked: true, timeMs: 4000 });
  expect(queue.getSnapshot().pendingCount).toBe(0);
});

test('a permanent refusal is reported once, dropped from the queue and never retried', async () => {
  const send = jest.fn().mockRejectedValue(refused());
  const onRefused = jest.fn();
  const queue = setup(send, { onRefused });
  queue.save('q1', { option: 'A' });
  await settle();
  expect(onRefused).toHaveBeenCalledWith('q1', expect.objectContaining({ message: 'Attempt deadline has passed' }));
  expect(queue.getSnapshot()).toEqual({ states: { q1: 'failed' }, pendingCount: 0 });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(send).toHaveBeenCalledTimes(1);
});

test('one request per question at a time: a choice made during a request is sent after it', async () => {
  let release!: () => void;
  const send = jest
    .fn()
    .mockImplementationOnce(() => new Promise<void>((r) => (release = r)))
    .mockResolvedValue(undefined);
  const queue = setup(send);
  queue.save('q1', { option: 'A' });
  queue.save('q1', { option: 'B' });
  expect(send).toHaveBeenCalledTimes(1);
  release();
  await settle();
  expect(send).toHaveBeenLastCalledWith('q1', { option: 'B' });
  await settle();
  expect(queue.getSnapshot()).toEqual({ states: { q1: 'saved' }, pendingCount: 0 });
});

test('an answer, a review mark and the time of one question merge into one save, the latest of each', async () => {
  const send = jest.fn().mockRejectedValueOnce(offline()).mockResolvedValue(undefined);
  const queue = setup(send);
  queue.save('q1', { option: 'A' });
  await settle();
  queue.save('q1', { marked: true });
  queue.save('q1', { timeMs: 1200 });
  queue.save('q1', { timeMs: 2500 });
  expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ q1: { option: 'A', marked: true, timeMs: 2500 } });
  await expect(queue.flush()).resolves.toBe(true);
  expect(send).toHaveBeenLastCalledWith('q1', { option: 'A', marked: true, timeMs: 2500 });
});

test('stop() pauses retries and clear() forgets everything', async () => {
  const send = jest.fn().mockRejectedValue(offline());
  const queue = setup(send);
  queue.save('q1', { option: 'A' });
  await settle();
  queue.stop();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(send).toHaveBeenCalledTimes(1);
  queue.clear();
  expect(queue.getSnapshot().pendingCount).toBe(0);
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('retries are jittered: two learners whose saves failed together come back at different times', async () => {
  const sends = [
    jest.fn().mockRejectedValueOnce(offline()).mockResolvedValue(undefined),
    jest.fn().mockRejectedValueOnce(offline()).mockResolvedValue(undefined),
  ];
  const queues = [setup(sends[0], { random: () => 0, storageKey: 'a' }), setup(sends[1], { random: () => 0.8, storageKey: 'b' })];
  queues.forEach((q) => q.save('q1', { option: 'A' }));
  await settle();
  await jest.advanceTimersByTimeAsync(500); // half of the 1 s backoff: the first learner's draw
  expect(sends.map((s) => s.mock.calls.length)).toEqual([2, 1]);
  await jest.advanceTimersByTimeAsync(400); // 0.9 s: the second's
  expect(sends.map((s) => s.mock.calls.length)).toEqual([2, 2]);
});

test("a busy server's Retry-After is honoured: no retry sooner than it asked, whatever the backoff", async () => {
  const busy = new ApiError('Too many requests', '', 429, 5000);
  const send = jest.fn().mockRejectedValueOnce(busy).mockResolvedValue(undefined);
  const queue = setup(send, { retryAfterMs: (e) => (e instanceof ApiError ? e.retryAfterMs : undefined), random: () => 0.5 });
  queue.save('q1', { option: 'D' });
  await settle();
  await jest.advanceTimersByTimeAsync(4999);
  expect(send).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(251); // 5 s asked + a jitter of up to half the backoff (here 0.25 s)
  expect(send).toHaveBeenCalledTimes(2);
  await settle();
  expect(queue.getSnapshot().states.q1).toBe('saved');
});
