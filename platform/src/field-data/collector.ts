// The field-data collector (issue 34): the shell starts it once; it queues the events every part of the site
// reports (reportFieldEvent), adds what they share (route pattern, session, device, connection, versions) and sends
// them in batches to the ingestion RPC when the page is hidden or a batch is full. docs/field-data.md.
import type { RuntimeConfig } from '../config';
import { connectionType, deviceClass, fieldSession, routePattern, shellVersion } from './context';
import { fieldDataPreference, onFieldDataChoice } from './preference';
import { FRAME_MAX, frameAt, MESSAGE_MAX, messageOf, scrub, scrubAttribution, topFrame } from './scrub';
import { fieldState, markReported, type FieldEventInput } from './store';

/** One event as the ingestion RPC takes it. */
export interface FieldEvent {
  kind: FieldEventInput['kind'];
  name: string;
  value?: number;
  rating?: string;
  route: string;
  remote?: string;
  version?: string;
  shell_version?: string;
  connection?: string;
  device?: string;
  session: string;
  message?: string;
  frame?: string;
  attribution?: Record<string, unknown>;
  /** The browser's clock, ms since the epoch (informative: the server keeps its own time). */
  at?: number;
}

export const BATCH_MAX_EVENTS = 50;
/** Under the RPC's 16 KiB: a batch is sent before an event would take it past this. */
export const BATCH_MAX_BYTES = 12 * 1024;
/** At most this many events per page view: an error in a loop must not flood the backend (or the phone's data). */
export const PAGE_MAX_EVENTS = 300;

/** Sends one batch body; true when it was handed to the browser. */
export type Transport = (url: string, apiKey: string, body: string) => boolean;

/**
 * A `fetch` with `keepalive` (it outlives the page, and can send the `apikey` header and a JSON content type), or
 * where the browser has no keepalive fetch, `sendBeacon` with a JSON Blob (the key then travels in the URL alone).
 */
export const sendBatch: Transport = (url, apiKey, body) => {
  try {
    if (typeof Request !== 'undefined' && 'keepalive' in Request.prototype) {
      fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json', apikey: apiKey }, body }).catch(
        () => {},
      );
      return true;
    }
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    }
  } catch {
    // field data never breaks the page
  }
  return false;
};

export interface FieldDataOptions {
  /**
   * Starts the web-vitals observers; called once, after the first paint, in a sampled session only. The shell passes
   * `observeVitals` (field-data/vitals.ts) so that the web-vitals chunk is the shell's own, fetched once.
   */
  vitals?: (report: (event: FieldEventInput) => void) => void;
  transport?: Transport;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  random?: () => number;
  /** Runs `task` after the first paint (default: a frame, then an idle moment). */
  afterPaint?: (task: () => void) => void;
}

export interface FieldDataHandle {
  /** Whether this page sends anything (enabled, in the sample, not opted out). */
  readonly active: boolean;
  /** Sends what is queued now. */
  flush(): void;
  /** Removes the listeners and drops the queue (tests; a new start). */
  stop(): void;
}

const byteLength = (text: string) => (typeof TextEncoder !== 'undefined' ? new TextEncoder().encode(text).length : text.length * 3);

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function defaultAfterPaint(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 200);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0));
  else setTimeout(idle, 0);
}

let running: FieldDataHandle | null = null;

/**
 * Starts field data for this page from `config.fieldData` (absent: off). A session outside the sample, a learner
 * who switched it off and a browser with Global Privacy Control send nothing, and load no web-vitals code.
 */
export function startFieldData(config: RuntimeConfig, options: FieldDataOptions = {}): FieldDataHandle {
  running?.stop();
  const state = fieldState();
  const settings = config.fieldData;
  const now = options.now ?? Date.now;
  const transport = options.transport ?? sendBatch;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const url = `${config.supabaseUrl}/rest/v1/rpc/ingest_field_events?apikey=${encodeURIComponent(config.supabaseAnonKey)}`;

  const enabled = !!settings?.enabled && settings.sampleRate > 0;
  const session = enabled ? fieldSession(storage, now(), options.random) : null;
  const sampled = !!session && session.draw < (settings?.sampleRate ?? 0);
  let allowed = fieldDataPreference().allowed;
  const isActive = () => sampled && allowed;

  let queue: FieldEvent[] = [];
  let queuedBytes = 0;
  let pageEvents = 0;
  const shell = typeof document !== 'undefined' ? shellVersion() : undefined;
  const landingRoute = routePattern(location.pathname);

  const flush = () => {
    if (queue.length === 0) return;
    const body = JSON.stringify({ p_batch: { events: queue } });
    queue = [];
    queuedBytes = 0;
    if (isActive()) transport(url, config.supabaseAnonKey, body);
  };

  const enqueue = (input: FieldEventInput) => {
    if (!isActive() || pageEvents >= PAGE_MAX_EVENTS) return;
    const event = toEvent(input, {
      session: session!.id,
      route: input.route ?? routePattern(location.pathname),
      version: input.remote ? (input.version ?? state.versions[input.remote]) : undefined,
      shell,
    });
    if (!event) return;
    const size = byteLength(JSON.stringify(event)) + 1;
    if (queuedBytes + size > BATCH_MAX_BYTES) flush();
    queue.push(event);
    queuedBytes += size;
    pageEvents += 1;
    if (queue.length >= BATCH_MAX_EVENTS) flush();
  };

  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    if (/ResizeObserver loop/.test(event.message ?? '')) return; // a benign browser notice, not a failure
    markReported(error);
    enqueue({
      kind: 'error',
      name: 'uncaught',
      message: error ? messageOf(error) : event.message || 'Script error',
      frame: topFrame((error as Error | undefined)?.stack) ?? frameAt(event.filename, event.lineno),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    markReported(reason);
    enqueue({ kind: 'error', name: 'rejection', message: messageOf(reason), frame: topFrame((reason as Error | undefined)?.stack) });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const stopChoice = onFieldDataChoice((preference) => {
    allowed = preference.allowed;
    if (!allowed) {
      queue = [];
      queuedBytes = 0;
    }
  });

  const listening = sampled;
  if (listening) {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    state.sink = enqueue;
  } else {
    state.sink = () => {};
  }
  const early = state.early;
  state.early = [];
  if (listening) early.forEach(enqueue);

  const vitals = options.vitals;
  if (vitals && isActive()) {
    (options.afterPaint ?? defaultAfterPaint)(() => {
      if (!isActive()) return;
      try {
        // Vitals measure the page load: they carry the landing page's route, even if the learner moved on.
        vitals((event) => enqueue({ ...event, route: event.route ?? landingRoute }));
      } catch {
        // no vitals on this browser
      }
    });
  }

  const handle: FieldDataHandle = {
    get active() {
      return isActive();
    },
    flush,
    stop() {
      stopChoice();
      if (listening) {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', flush);
      }
      queue = [];
      queuedBytes = 0;
      state.sink = null;
      if (running === handle) running = null;
    },
  };
  running = handle;
  return handle;
}

const NAMES: Record<FieldEvent['kind'], readonly string[]> = {
  vital: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
  error: ['uncaught', 'rejection', 'boundary', 'save', 'api'],
  remote: ['load', 'load-failed'],
};
const RATINGS = ['good', 'needs-improvement', 'poor'];
/** The RPC's limits: a value in 0..600000, printable ASCII versions of at most 64 characters. */
const VALUE_MAX = 600_000;
const printable = (text: string | undefined, max: number) => (text && /^[ -~]+$/.test(text) ? text.slice(0, max) : undefined);

/**
 * An event as the RPC checks it (supabase/migrations/…_field_data.sql refuses the whole batch for one bad event):
 * a known kind and name, a value and rating for a vital only, a remote name of lowercase letters, printable
 * versions; null for an event that cannot be valid.
 */
function toEvent(
  input: FieldEventInput,
  shared: { session: string; route: string; version: string | undefined; shell: string | undefined },
): FieldEvent | null {
  if (!NAMES[input.kind]?.includes(input.name)) return null;
  const vital = input.kind === 'vital';
  if (vital && !(typeof input.value === 'number' && Number.isFinite(input.value))) return null;
  const remote = input.remote && /^[a-z-]{1,40}$/.test(input.remote) ? input.remote : undefined;
  if (input.kind === 'remote' && !remote) return null;
  const event: FieldEvent = { kind: input.kind, name: input.name, route: shared.route, session: shared.session, device: deviceClass() };
  if (vital) {
    event.value = Math.min(VALUE_MAX, Math.max(0, Math.round(input.value! * 10000) / 10000));
    if (input.rating && RATINGS.includes(input.rating)) event.rating = input.rating;
  }
  if (remote) event.remote = remote;
  const version = printable(shared.version, 64);
  if (version) event.version = version;
  const shell = printable(shared.shell, 64);
  if (shell) event.shell_version = shell;
  const connection = connectionType();
  if (connection && /^[A-Za-z0-9 ._-]{1,20}$/.test(connection)) event.connection = connection;
  const message = input.message && scrub(input.message, MESSAGE_MAX);
  if (message) event.message = message;
  const frame = input.frame && scrub(input.frame, FRAME_MAX);
  if (frame) event.frame = frame;
  const attribution = scrubAttribution(input.attribution);
  if (attribution) event.attribution = attribution;
  event.at = Math.round(input.at ?? Date.now());
  return event;
}
