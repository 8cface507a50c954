// The field-data store every copy of this package shares: the queue's sink, the events reported before the collector
// started, and the remotes' build ids. It lives on globalThis (under a registered symbol) because this module is
// bundled twice in the shell: into its entry chunk (the federation runtime plugin, which must not import a shared
// package) and into the shared @nism/platform; a remote's own copy of platform reaches it the same way. Kept tiny:
// it is in the shell's entry chunk.

/** What a caller reports; the collector adds the route, session, device, connection and versions. */
export interface FieldEventInput {
  kind: 'vital' | 'error' | 'remote';
  name: string;
  value?: number;
  rating?: string;
  remote?: string;
  version?: string;
  message?: string;
  frame?: string;
  attribution?: Record<string, unknown>;
  /** The route pattern, when the caller knows better than the current URL (a vital of the landing page). */
  route?: string;
  /** When it happened (ms since the epoch); now by default. */
  at?: number;
  /** An INP's interaction time on the performance timeline: the collector sends the route it happened on. Not sent. */
  interactionTime?: number;
}

interface FieldState {
  /** Set by the collector once it has decided: enqueue, or drop (off, sampled out, opted out). */
  sink: ((event: FieldEventInput) => void) | null;
  /** Events reported before the collector decided (the entry chunk's remote loads, an early error). */
  early: FieldEventInput[];
  /** Each remote's build id, from its manifest. */
  versions: Record<string, string>;
  /** Errors already reported (a remote load failure the route's error boundary then catches). */
  reported: WeakSet<object>;
}

const KEY = Symbol.for('nism.field-data');
const EARLY_MAX = 50;

export function fieldState(): FieldState {
  const holder = globalThis as unknown as Record<symbol, FieldState | undefined>;
  return (holder[KEY] ??= { sink: null, early: [], versions: {}, reported: new WeakSet() });
}

/** Reports one event (a platform API for every app: e.g. the testing remote's refused saves). Never throws. */
export function reportFieldEvent(event: FieldEventInput): void {
  try {
    const state = fieldState();
    const stamped = { ...event, at: event.at ?? Date.now() };
    if (state.sink) state.sink(stamped);
    else if (state.early.length < EARLY_MAX) state.early.push(stamped);
  } catch {
    // field data never breaks the page
  }
}

/** Keeps a remote's build id for the events that name that remote. */
export function recordRemoteVersion(remote: string, version: string): void {
  fieldState().versions[remote] = version;
}

/** Marks an error as reported, so a later catch of the same error does not report it again. */
export function markReported(error: unknown): void {
  if (error && typeof error === 'object') fieldState().reported.add(error);
}

export function wasReported(error: unknown): boolean {
  return !!error && typeof error === 'object' && fieldState().reported.has(error);
}
