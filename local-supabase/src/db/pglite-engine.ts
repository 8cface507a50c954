import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Engine, type QueryResult, SERVER_LANE, type Tx } from './engine';
import { FairQueue } from './fair-queue';

// PGlite has exactly one connection, and PostgreSQL inside it cannot cancel a running statement: on the server's
// main thread, one regex that compiled for 9 s stopped every request, even /auth/v1/health. So PGlite runs in a
// worker thread (pglite-worker.mjs): the main thread keeps answering, and a statement that outlives its caller's
// statement_timeout (anon 3 s, authenticated 8 s, as on PostgreSQL) is ended by terminating the thread. The data
// directory is on disk and PostgreSQL writes its WAL at each commit, so a fresh worker reopens it with everything
// committed (as after a crash: the killed statement's transaction is simply gone); reopening takes ~0.3 s.
// Every operation goes through one queue with one slot, so a transaction never interleaves with another caller's
// statements. Lanes take turns (FairQueue).
// dump() is a gzipped tarball of the data directory (e2e/run.ts seeds its restartable backend from one).

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread with its open database; `dead` once terminated (its transaction went with it). */
interface Connection {
  worker: Worker;
  pending: Map<number, Pending>;
  dead?: Error;
}

const WORKER = path.join(__dirname, 'pglite-worker.mjs');
let nextId = 0;

/** What PostgreSQL answers when statement_timeout cancels a statement (PostgREST: 500 57014). */
const statementTimeout = () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

/**
 * PostgreSQL's compiled WebAssembly and its file bundle, made once per process and handed to every worker: a new
 * worker then starts on code V8 has already compiled (and tiered up) instead of compiling 9 MB again, which made a
 * reopen after a timeout take 1.7-2.9 s instead of ~0.3 s.
 */
let assets: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
const sharedAssets = () =>
  (assets ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })());

async function openWorker(dataDir: string): Promise<Connection> {
  const worker = new Worker(WORKER, { workerData: { dataDir, ...(await sharedAssets()) } });
  const conn: Connection = { worker, pending: new Map() };
  const fail = (error: Error) => {
    conn.dead ??= error;
    for (const p of conn.pending.values()) p.reject(conn.dead);
    conn.pending.clear();
    worker.unref();
  };
  return new Promise<Connection>((resolve, reject) => {
    worker.on('message', (m: { ready?: boolean; id?: number; result?: unknown; error?: Record<string, unknown> }) => {
      if (m.ready !== undefined) {
        if (m.ready) resolve(conn);
        if (m.ready && !conn.pending.size) worker.unref();
        else reject(Object.assign(new Error(String(m.error?.message)), m.error));
        return;
      }
      const p = conn.pending.get(m.id!);
      if (!p) return;
      conn.pending.delete(m.id!);
      if (!conn.pending.size) worker.unref(); // an idle database never keeps a process alive
      if (m.error) p.reject(Object.assign(new Error(String(m.error.message)), m.error));
      else p.resolve(m.result);
    });
    worker.on('error', (error) => (fail(error), reject(error)));
    worker.on('exit', () => (fail(new Error('the database worker stopped')), reject(new Error('the database worker stopped'))));
  });
}

function send<T>(conn: Connection, message: Record<string, unknown>, timeoutMs?: number, onTimeout?: () => void): Promise<T> {
  if (conn.dead) return Promise.reject(conn.dead);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = timeoutMs ? setTimeout(onTimeout!, timeoutMs) : undefined;
    const settle =
      <V>(fn: (v: V) => void) =>
      (v: V) => {
        clearTimeout(timer);
        fn(v);
      };
    conn.pending.set(id, { resolve: settle(resolve as (v: unknown) => void), reject: settle(reject) });
    conn.worker.ref(); // an answer is awaited: keep the process alive for it (e.g. `db:reset --exit`)
    conn.worker.postMessage({ id, ...message });
  });
}

/**
 * Timestamps arrive as Dates of the realm that received the message; code running in another one (jest's test
 * context) would not see them as its Dates (`instanceof Date` false), so they are remade as this module's.
 */
function ownDates<R>(result: QueryResult<R>): QueryResult<R> {
  for (const row of result.rows as Record<string, unknown>[]) {
    for (const key in row) {
      const v = row[key];
      if (typeof v === 'object' && v !== null && !(v instanceof Date) && Object.prototype.toString.call(v) === '[object Date]') {
        row[key] = new Date((v as Date).getTime());
      }
    }
  }
  return result;
}

export async function openPglite(dataDir: string): Promise<Engine & { dump(): Promise<Blob> }> {
  let current: Promise<Connection> = openWorker(dataDir);
  await current;
  /** Ends a connection whose statement ran past its timeout, and opens the data directory again in a new worker. */
  const restart = (conn: Connection) => {
    if (conn.dead) return;
    conn.dead = statementTimeout();
    for (const p of conn.pending.values()) p.reject(conn.dead);
    conn.pending.clear();
    void conn.worker.terminate();
    current = openWorker(dataDir);
  };
  let closed = false;
  /** The open connection; one whose worker died (a crash, not a timeout) is replaced by a fresh one first. */
  const live = async () => {
    const conn = await current;
    if (!conn.dead || closed) return conn;
    current = openWorker(dataDir);
    return current;
  };
  const queue = new FairQueue(1, SERVER_LANE);
  const wrap = (conn: Connection, timeoutMs?: number): Tx => ({
    query: async <R>(sql: string, params: unknown[] = []) =>
      ownDates(await send<QueryResult<R>>(conn, { op: 'query', sql, params }, timeoutMs, () => restart(conn))),
    exec: (sql: string) => send<void>(conn, { op: 'exec', sql }, timeoutMs, () => restart(conn)),
  });
  const direct = async <T>(op: (tx: Tx) => Promise<T>) => op(wrap(await live()));
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(SERVER_LANE, () => direct((tx) => tx.query(sql, params))),
    exec: (sql) => queue.run(SERVER_LANE, () => direct((tx) => tx.exec(sql))),
    transaction: (fn, lane, timeoutMs) =>
      queue.run(lane ?? SERVER_LANE, async () => {
        const conn = await live();
        const tx = wrap(conn, timeoutMs);
        await tx.exec('begin');
        try {
          const result = await fn(tx);
          await tx.exec('commit');
          return result;
        } catch (err) {
          if (!conn.dead) await tx.exec('rollback').catch(() => undefined);
          throw err;
        }
      }),
    close: () =>
      queue.run(SERVER_LANE, async () => {
        closed = true;
        const conn = await current;
        await send(conn, { op: 'close' }).catch(() => undefined);
        conn.dead = new Error('the database is closed');
        await conn.worker.terminate();
      }),
    dump: () => queue.run(SERVER_LANE, async () => new Blob([await send<ArrayBuffer>(await live(), { op: 'dump' })])),
  };
}
