// The start of field data, in the shell's startup code: decides whether this page sends anything (config.json's
// fieldData, the learner's switch, Global Privacy Control, the session's sampling draw), catches errors from the
// start, and loads the collector (and through it web-vitals) after the first paint. A page that sends nothing loads
// no field-data code beyond this file. The collector is the shell's (features/field-data/): every module of
// platform/src is in the shell's startup chunk (tools/build-config/preload-startup.ts), and the collector can wait. docs/field-data.md.
import type { RuntimeConfig } from '../config';
import { listenForErrors } from './error-info';
import { fieldDataPreference } from './preference';
import { fieldSession, type FieldSession } from './session';
import { fieldState, reportFieldEvent } from './store';

export interface FieldDataHandle {
  /** Whether this page sends anything (enabled, in the sample, not opted out). */
  readonly active: boolean;
  /** Sends what is queued now. */
  flush(): void;
  /** Removes the listeners and drops the queue. */
  stop(): void;
}

/** What the collector module (the shell's features/field-data/collector.ts, loaded after the first paint) provides. */
export interface CollectorModule {
  runCollector(config: RuntimeConfig, session: FieldSession, options: { landingPath: string }): FieldDataHandle;
}

export interface FieldDataOptions {
  /**
   * Loads the collector module. The shell passes its `loadCollector` (shell/src/features/field-data/load.ts): the
   * collector's chunk and web-vitals' are the shell's own, fetched once, and no remote's build carries them.
   */
  load: () => Promise<CollectorModule>;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  random?: () => number;
  /** Runs `task` after the first paint (default: a frame, then an idle moment). */
  afterPaint?: (task: () => void) => void;
}

export interface FieldDataStart {
  /** Whether this page sends field data (enabled, in the sample, not opted out). */
  readonly active: boolean;
  /** The collector, once loaded (for tests and for a caller that must flush). */
  readonly collector: Promise<FieldDataHandle | null>;
  /** Stops listening, and stops the collector once it is loaded. */
  stop(): void;
}

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

let running: FieldDataStart | null = null;

/**
 * Starts field data for this page from `config.fieldData` (absent: off, so an old config.json keeps working). A
 * session outside the sample, a learner who switched it off and a browser with Global Privacy Control send nothing
 * and load no field-data or web-vitals code.
 */
export function startFieldData(config: RuntimeConfig, options: FieldDataOptions): FieldDataStart {
  running?.stop();
  const state = fieldState();
  const settings = config.fieldData;
  const enabled = !!settings?.enabled && settings.sampleRate > 0 && fieldDataPreference().allowed;
  const session = enabled
    ? fieldSession(options.storage === undefined ? defaultStorage() : options.storage, (options.now ?? Date.now)(), options.random)
    : null;
  if (!session || session.draw >= settings!.sampleRate) {
    state.sink = () => {};
    state.early = [];
    running = { active: false, collector: Promise.resolve(null), stop: () => {} };
    return running;
  }

  // Until the collector is here, errors wait in the store (reportFieldEvent keeps them while there is no sink).
  const stopEarly = listenForErrors(reportFieldEvent);
  const landingPath = location.pathname;
  let stopped = false;
  const collector = new Promise<FieldDataHandle | null>((resolve) => {
    (options.afterPaint ?? defaultAfterPaint)(() => {
      if (stopped) return resolve(null);
      options
        .load()
        .then(({ runCollector }) => {
          stopEarly();
          if (stopped) return resolve(null);
          resolve(runCollector(config, session, { landingPath }));
        })
        .catch(() => resolve(null)); // offline or a chunk that failed: no field data this page
    });
  });
  const start: FieldDataStart = {
    active: true,
    collector,
    stop() {
      stopped = true;
      stopEarly();
      void collector.then((handle) => handle?.stop());
      if (running === start) running = null;
    },
  };
  running = start;
  return start;
}
