// The save queue of an attempt: a question's answer, its review mark and its time on screen are sent at once; a
// send that fails for a reason that may pass (offline, 5xx) stays queued, in memory and in localStorage, and is
// retried with backoff until the server confirms it. Saves for one question merge, so the latest of each is sent.
// Framework-free so it can be tested and reasoned about on its own.
import type { Option } from '../../../lib/options';
import { isOption } from '../../../lib/options';

/** What is to be saved for one question; a field left out keeps what the server has. */
export interface QuestionSave {
  /** The chosen option; null: the answer was cleared (Clear my answer), the question unanswered again. */
  option?: Option | null;
  marked?: boolean;
  /** Visible time on the question so far, in ms (a running total). */
  timeMs?: number;
}

/** saving: sent, no reply yet; saved: confirmed; queued: waiting to retry; failed: refused for good. */
export type SaveState = 'saving' | 'saved' | 'queued' | 'failed';

export interface SaveQueueSnapshot {
  states: Readonly<Record<string, SaveState>>;
  /**
   * Questions whose answer or review mark the server has not confirmed yet. A time on screen alone is retried the
   * same way but not counted: the banner speaks of the learner's choices.
   */
  pendingCount: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SaveQueueOptions {
  /** localStorage key; one per attempt, so a reload restores that attempt's unsent choices. */
  storageKey: string;
  send: (questionId: string, save: QuestionSave) => Promise<void>;
  /** A refusal retrying cannot change (deadline passed, already submitted). */
  isPermanent: (error: unknown) => boolean;
  onRefused?: (questionId: string, error: unknown) => void;
  storage?: KeyValueStorage | null;
  /** Waits between retries; the last one repeats. Each is jittered (half to all of it). */
  retryDelaysMs?: readonly number[];
  /** How long a refusal asked to wait (a busy server's Retry-After), ms; the retry waits at least that. */
  retryAfterMs?: (error: unknown) => number | undefined;
  /** 0 ≤ x < 1; Math.random by default. */
  random?: () => number;
}

export interface SaveQueue {
  /** Queues and sends a save, merged into what is still pending for the question. */
  save(questionId: string, save: QuestionSave): void;
  /** Sends everything pending now; resolves true once nothing is pending. */
  flush(): Promise<boolean>;
  /** Saves restored from storage or not yet confirmed, per question. */
  pendingSaves(): Record<string, QuestionSave>;
  getSnapshot(): SaveQueueSnapshot;
  subscribe(listener: () => void): () => void;
  /** Forgets every pending choice (after the attempt is submitted). */
  clear(): void;
  /** Starts sending (and retrying what was restored); stop() pauses retries while the page is gone. */
  start(): void;
  stop(): void;
}

// Capped at 10 s: once the backend is back, a learner mid-exam sees the banner clear within seconds.
export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 10000] as const;

export const pendingStorageKey = (attemptId: string) => `nism-testing:pending:${attemptId}`;

// Stored by an earlier version as a bare option letter, now as a QuestionSave; anything else is dropped.
function toSave(value: unknown): QuestionSave | null {
  if (isOption(value)) return { option: value };
  if (!value || typeof value !== 'object') return null;
  const { option, marked, timeMs } = value as Record<string, unknown>;
  const save: QuestionSave = {
    ...(isOption(option) || option === null ? { option } : {}),
    ...(typeof marked === 'boolean' ? { marked } : {}),
    ...(typeof timeMs === 'number' && timeMs >= 0 ? { timeMs: Math.round(timeMs) } : {}),
  };
  return Object.keys(save).length > 0 ? save : null;
}

function readStored(storage: KeyValueStorage | null, key: string): Map<string, QuestionSave> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(Object.entries(parsed).flatMap(([id, value]) => (toSave(value) ? [[id, toSave(value)!] as const] : [])));
  } catch {
    return new Map(); // corrupt storage must not break the test page
  }
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode): the in-memory queue still works
  }
}

export function createSaveQueue(options: SaveQueueOptions): SaveQueue {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const random = options.random ?? Math.random;
  const pending = readStored(storage, options.storageKey);
  const inFlight = new Map<string, Promise<void>>();
  const states: Record<string, SaveState> = {};
  for (const id of pending.keys()) states[id] = 'queued';
  const listeners = new Set<() => void>();
  const choicesPending = () => [...pending.values()].filter((save) => save.option !== undefined || save.marked !== undefined).length;
  let snapshot: SaveQueueSnapshot = { states: { ...states }, pendingCount: choicesPending() };
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryIndex = 0;
  let stopped = false;

  function emit() {
    snapshot = { states: { ...states }, pendingCount: choicesPending() };
    for (const listener of listeners) listener();
  }

  function persist() {
    try {
      if (pending.size === 0) storage?.removeItem(options.storageKey);
      else storage?.setItem(options.storageKey, JSON.stringify(Object.fromEntries(pending)));
    } catch {
      // quota or disabled storage: the in-memory queue still retries
    }
  }

  // Jittered, so a class whose saves failed together in a blip does not come back in the same second; never sooner than
  // a busy server asked.
  function scheduleRetry(error?: unknown) {
    if (retryTimer || stopped) return;
    const base = delays[Math.min(retryIndex, delays.length - 1)];
    const jittered = base * (0.5 + 0.5 * random());
    const asked = options.retryAfterMs?.(error);
    const delay = Math.round(asked === undefined ? jittered : asked + (base / 2) * random());
    retryIndex += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flush();
    }, delay);
  }

  // One request per question at a time, so replies cannot arrive out of order and leave an older
  // choice on the server; a choice made meanwhile is sent when the current request settles.
  function sendOne(questionId: string): Promise<void> {
    const running = inFlight.get(questionId);
    if (running) return running;
    const save = pending.get(questionId);
    if (!save) return Promise.resolve();
    states[questionId] = 'saving';
    emit();
    const request = options.send(questionId, save).then(
      () => {
        inFlight.delete(questionId);
        retryIndex = 0;
        if (pending.get(questionId) === save) {
          pending.delete(questionId);
          persist();
          states[questionId] = 'saved';
          emit();
          return;
        }
        return sendOne(questionId);
      },
      (error: unknown) => {
        inFlight.delete(questionId);
        if (options.isPermanent(error)) {
          if (pending.get(questionId) === save) {
            pending.delete(questionId);
            persist();
          }
          states[questionId] = 'failed';
          emit();
          options.onRefused?.(questionId, error);
          return;
        }
        if (pending.has(questionId)) states[questionId] = 'queued';
        emit();
        scheduleRetry(error);
      },
    );
    inFlight.set(questionId, request);
    return request;
  }

  async function flush(): Promise<boolean> {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    await Promise.all([...pending.keys()].map(sendOne));
    return pending.size === 0;
  }

  return {
    save(questionId, save) {
      // A new object, so a reply to the send in flight does not count as confirming it.
      pending.set(questionId, { ...pending.get(questionId), ...save });
      persist(); // before sending: a reload during the request must not lose the choice
      void sendOne(questionId);
    },
    flush,
    pendingSaves: () => Object.fromEntries(pending),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      pending.clear();
      persist();
      emit();
    },
    start() {
      stopped = false;
      if (pending.size > 0) void flush();
    },
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
}
