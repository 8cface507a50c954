// Differential check of /rest/v1 reads (issue 13 item 10): random supabase-js reads against local-supabase on
// PostgreSQL, each compared with Postgres's own answer to the same read run as `anon` (read-query.ts writes that
// SQL from the description, not from local-supabase's builder). Target: zero differences.
// Runs where DATABASE_URL points at PostgreSQL (test/rls/with-postgres.sh); PGlite runs the same engine code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { anonClient, NO_PROJECT, startTestServer, type TestServer } from '../helpers';
import { readQuery } from './read-arbitraries';
import { oracleSql } from './read-oracle';
import { askServer, expectedOutcome, type Outcome, type ReadQuery } from './read-query';

const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 300);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    supabaseDir: NO_PROJECT,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, reset: true } : {}),
  });
  await server.db.exec(readFileSync(path.join(__dirname, 'schema.sql'), 'utf8'));
  await server.reloadSchema();
}, 120_000);
afterAll(() => server?.stop());

/** Postgres's answer, as the anon role under row-level security. */
async function askOracle(r: ReadQuery): Promise<Outcome> {
  const { page, params, count, countParams } = oracleSql(r);
  return server.db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    const rows = (await tx.query<{ body: unknown[] }>(page, params)).rows[0].body;
    const total = (await tx.query<{ n: number }>(count, countParams)).rows[0].n;
    return expectedOutcome(r, typeof rows === 'string' ? JSON.parse(rows) : rows, total);
  });
}

/** Errors compare by status and code; answers by status, count and data. */
const comparable = (o: Outcome) =>
  o.status >= 400 ? { status: o.status, code: o.code } : { status: o.status, count: o.count, data: o.data };

test(`${RUNS} random supabase-js reads answer as Postgres does`, async () => {
  const client = anonClient(server);
  await fc.assert(
    fc.asyncProperty(readQuery, async (r) => {
      expect(comparable(await askServer(client, r))).toEqual(comparable(await askOracle(r)));
    }),
    { numRuns: RUNS },
  );
}, 300_000);
