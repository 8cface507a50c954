// The stack of this Playwright worker (started by the worker-scoped `stack` fixture in fixtures.ts) and the controls
// a journey has over it: stop and start an app or the backend, run the prerender step again. One stack per worker,
// so the module-level accessors below always mean the current worker's.
import type { RuntimeConfig } from '@nism/platform';
import type { AppName } from '../../tools/build-config/apps';

export interface E2EStack {
  /** Each served app's origin, by name. */
  urls: Record<string, string>;
  /** The project's base origin: the shell's in the site project, the remote's (its harness) in a remote's. */
  shellUrl: string;
  backendUrl: string;
  inboxUrl: string;
  publishableKey: string;
  secretKey: string;
}

export interface PrerenderResult {
  written: string[];
  failed: { path: string; reason: string }[];
}

export interface RunningTestStack extends E2EStack {
  stopApp(name: AppName | string): Promise<void>;
  startApp(name: AppName | string): Promise<void>;
  stopBackend(): Promise<void>;
  startBackend(): Promise<void>;
  prerender(): Promise<PrerenderResult>;
  /** Runs SQL on the backend's database as its owner, for arranging what no API can (a test's own order). */
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** Lets another origin (an app served by a journey itself) call the backend and be a redirect target. */
  allowOrigin(origin: string): void;
  /** The config.json the apps serve, and a way to change it (a release's pointer moving) for every next load. */
  runtimeConfig(): RuntimeConfig;
  setRuntimeConfig(config: RuntimeConfig): void;
  close(): Promise<void>;
}

let current: RunningTestStack | null = null;

/** Set by the worker fixture when its stack is up, cleared when it stops. */
export function setCurrentStack(running: RunningTestStack | null): void {
  current = running;
}

function running(): RunningTestStack {
  if (!current) throw new Error('No stack: use `test` from e2e/lib/fixtures.ts, whose worker fixture starts one.');
  return current;
}

/** The current worker's stack (URLs and keys). */
export const stack: E2EStack = new Proxy({} as E2EStack, {
  get: (_, key: keyof E2EStack) => running()[key],
});

/** An absolute URL on the project's base origin (the shell, or the remote's harness). */
export const site = (p: string) => new URL(p, stack.shellUrl).toString();

/** Takes one app's server down (a remote outage) and brings it back. */
export const stopApp = (app: string) => running().stopApp(app);
export const startApp = (app: string) => running().startApp(app);

/** Runs the prerender deploy step again (tools/prerender.ts): the pages written and those that kept their old HTML. */
export const prerenderAgain = (): Promise<PrerenderResult> => running().prerender();

/** SQL on the current worker's database as its owner (arranging only: journeys check through the APIs). */
export const sql = <Row = Record<string, unknown>>(query: string, params?: unknown[]) => running().sql<Row>(query, params);

/** The config.json the apps serve now, and a new one for every next load (a release's pointer moving). */
export const runtimeConfig = () => running().runtimeConfig();
export const setRuntimeConfig = (config: RuntimeConfig) => running().setRuntimeConfig(config);

/** Lets an origin a journey serves itself (a variant of an app) call the backend. */
export const allowOrigin = (origin: string) => running().allowOrigin(origin);

/** Stops local-supabase (a backend outage) and starts it again on the same port with the same data. */
export const stopBackend = () => running().stopBackend();
export const startBackend = () => running().startBackend();
