// The field-data collector (issue 34), loaded after the first paint of a session that sends (the platform's
// startFieldData decides): it
// queues the events every part of the site reports (reportFieldEvent), adds what they share (route pattern, session,
// device, connection, versions) and sends them in batches to the ingestion RPC when the page is hidden or a batch
// is full. docs/field-data.md.
import {
  fieldDataPreference,
  listenForErrors,
  onFieldDataChoice,
  type FieldDataHandle,
  type FieldEventInput,
  type FieldSession,
  type RuntimeConfig,
} from '@nism/platform';
// The store itself (on globalThis, shared with the entry chunk's copy) and the vitals loader, whose dynamic import of
// web-vitals is then the shell's alone.
import { fieldState } from '@nism/platform/field-data/store';
import { observeVitals } from '@nism/platform/field-data/vitals';
import { connectionType, deviceClass, routePattern, shellVersion } from './context';
import { followRoutes, remoteOfPath } from './route-history';
import { FRAME_MAX, MESSAGE_MAX, scrub, scrubAttribution, scrubFrames } from './scrub';

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

/** The platform's CollectorModule contract (checked where the shell hands loadCollector to startFieldData), plus test seams. */
export interface CollectorOptions {
  transport?: Transport;
  /** Starts the web-vitals observers (default: observeVitals, which imports web-vitals in a chunk of its own). */
  vitals?: ((report: (event: FieldEventInput) => void) => void) | null;
  /** The path the page was loaded at: the vitals measure that load (sent as its route pattern). */
  landingPath?: string;
}

const byteLength = (text: string) => (typeof TextEncoder !== 'undefined' ? new TextEncoder().encode(text).length : text.length * 3);

/**
 * Runs field data for this page, in a session the platform's startFieldData found enabled, sampled and allowed: takes over the events
 * reported so far, listens for errors and for the page being hidden, and starts the vitals.
 */
export function runCollector(config: RuntimeConfig, session: FieldSession, options: CollectorOptions = {}): FieldDataHandle {
  const state = fieldState();
  const transport = options.transport ?? sendBatch;
  const url = `${config.supabaseUrl}/rest/v1/rpc/ingest_field_events?apikey=${encodeURIComponent(config.supabasePublishableKey)}`;
  let allowed = fieldDataPreference().allowed;

  let queue: FieldEvent[] = [];
  let queuedBytes = 0;
  let pageEvents = 0;
  const shell = shellVersion();

  const flush = () => {
    if (queue.length === 0) return;
    const body = JSON.stringify({ p_batch: { events: queue } });
    queue = [];
    queuedBytes = 0;
    if (allowed) transport(url, config.supabasePublishableKey, body);
  };

  const enqueue = (input: FieldEventInput) => {
    if (!allowed || pageEvents >= PAGE_MAX_EVENTS) return;
    const event = toEvent(input, {
      session: session.id,
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

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const stopErrors = listenForErrors(enqueue);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  const stopChoice = onFieldDataChoice((preference) => {
    allowed = preference.allowed;
    if (!allowed) {
      queue = [];
      queuedBytes = 0;
    }
  });

  state.sink = enqueue;
  const early = state.early;
  state.early = [];
  early.forEach(enqueue);

  const vitals = options.vitals === undefined ? observeVitals : options.vitals;
  const landingPath = options.landingPath ?? location.pathname;
  const routes = followRoutes(landingPath);
  if (vitals && allowed) {
    try {
      // Vitals measure the page load: they carry the landing page's route and the remote that renders it (with its
      // version), even if the learner moved on; INP is the worst interaction's, and carries the route it was on
      // (issue 47 §4).
      vitals((event) => {
        const path = event.interactionTime !== undefined ? routes.pathAt(event.interactionTime) : landingPath;
        const remote = event.remote ?? remoteOfPath(path);
        enqueue({ ...event, route: event.route ?? routePattern(path), remote });
      });
    } catch {
      // no vitals on this browser
    }
  }

  return {
    get active() {
      return allowed;
    },
    flush,
    stop() {
      stopErrors();
      stopChoice();
      routes.stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      queue = [];
      queuedBytes = 0;
      state.sink = null;
    },
  };
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
 * An event as the RPC checks it (supabase/schema/field-data.sql refuses the whole batch for one bad event):
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
  const frame = input.frame && scrubFrames(input.frame, FRAME_MAX);
  if (frame) event.frame = frame;
  const attribution = scrubAttribution(input.attribution);
  if (attribution) event.attribution = attribution;
  event.at = Math.round(input.at ?? Date.now());
  return event;
}
