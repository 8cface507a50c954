import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { type Engine, type QueryResult, SERVER_LANE, type Tx } from './engine';
import { FairQueue } from './fair-queue';

// PGlite has exactly one connection. Every operation goes through one queue with one slot, so a
// transaction never interleaves with another caller's statements and no caller can call
// back into the engine from inside a transaction (which would deadlock PGlite). Lanes take turns.
// dump() is a gzipped tarball of the data directory (e2e/run.ts seeds its restartable backend from one).
export async function openPglite(dataDir: string): Promise<Engine & { dump(): Promise<Blob> }> {
  const extensions = { pgcrypto, uuid_ossp };
  // PGlite's default 128 MB of shared buffers is most of its resident memory; the whole local database is a
  // few MB, so 16 MB keeps it cached while the server stays small.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const db = await PGlite.create(dataDir, { extensions, startParams });
  await db.exec(`set timezone = 'UTC'; set search_path = "$user", public, extensions;`);
  const queue = new FairQueue(1, SERVER_LANE);
  const serialize = <T>(op: () => Promise<T>, lane = SERVER_LANE): Promise<T> => queue.run(lane, op);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const r = await q.query<R>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const direct = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => serialize(() => direct.query(sql, params)),
    exec: (sql) => serialize(() => direct.exec(sql)),
    transaction: (fn, lane) => serialize(() => db.transaction((tx) => fn(wrap(tx as unknown as PGlite))), lane),
    close: () => serialize(() => db.close()),
    dump: () => serialize(() => db.dumpDataDir('gzip')),
  };
}
