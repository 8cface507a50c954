import pg from 'pg';
import { type Engine, type QueryResult, SERVER_LANE, type Tx } from './engine';
import { FairQueue } from './fair-queue';

// A real PostgreSQL server through a pool. Session settings match the PGlite engine. Lanes take turns at the
// pool's connections (see FairQueue); visitors' lanes (`anon:<address>`, whose statements may each run for their
// 3 s timeout) hold at most ANON_CONNECTIONS of them together, so signed-in learners and sign-ins always find one.
const POOL_SIZE = 10;
const ANON_CONNECTIONS = 6;

export async function openPostgres(databaseUrl: string): Promise<Engine> {
  const queue = new FairQueue(POOL_SIZE, SERVER_LANE, { capped: (lane) => lane.startsWith('anon:'), cap: ANON_CONNECTIONS });
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    options: '-c TimeZone=UTC -c search_path="$user",public,extensions',
  });
  pool.on('error', () => undefined); // an idle client dropping must not crash the server
  const wrap = (c: pg.Pool | pg.PoolClient): Tx => ({
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const r = await c.query(sql, params);
      return { rows: r.rows as R[], affectedRows: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const direct = wrap(pool);
  await direct.query('select 1');
  return {
    kind: 'postgres',
    query: (sql, params) => queue.run(SERVER_LANE, () => direct.query(sql, params)),
    exec: (sql) => queue.run(SERVER_LANE, () => direct.exec(sql)),
    transaction: (fn, lane = SERVER_LANE) =>
      queue.run(lane, async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(wrap(client));
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
      }),
    close: () => pool.end(),
  };
}
