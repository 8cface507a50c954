// PGlite in a worker thread (see pglite-engine.ts): a statement that runs too long blocks this thread, not the
// server's, and the server can terminate the thread and reopen the data directory. Plain JavaScript, so it loads
// the same way under tsx, jest and node. Messages: {id, op: 'query'|'exec'|'dump'|'close', sql, params}.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

// PGlite's default 128 MB of shared buffers is most of its resident memory; the whole local database is a few MB,
// so 16 MB keeps it cached while the server stays small.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A database error as a plain object (structured clone keeps only an Error's message): code, detail, hint… */
const plain = (error) => ({ ...error, message: String(error?.message ?? error), name: error?.name });

try {
  const { dataDir, pgliteWasmModule, fsBundle } = workerData;
  const db = await PGlite.create(dataDir, { extensions: { pgcrypto, uuid_ossp }, startParams, pgliteWasmModule, fsBundle });
  await db.exec(`set timezone = 'UTC'; set search_path = "$user", public, extensions;`);
  parentPort.on('message', async ({ id, op, sql, params }) => {
    try {
      let result;
      if (op === 'query') {
        const r = await db.query(sql, params);
        result = { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
      } else if (op === 'exec') await db.exec(sql);
      else if (op === 'dump') result = await (await db.dumpDataDir('gzip')).arrayBuffer();
      else if (op === 'close') await db.close();
      parentPort.postMessage({ id, result });
    } catch (error) {
      parentPort.postMessage({ id, error: plain(error) });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plain(error) });
}
