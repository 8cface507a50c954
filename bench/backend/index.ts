// Backend section, on PGlite and on a real PostgreSQL: how many concurrent learners the server carries with
// answer saves under 100 ms at p95 (capacity.ts), what the REST layer costs per save against the same SQL sent
// straight to the engine (rest-overhead.ts), and the server's peak resident memory over the capacity steps.
import { ensureTemplate } from '../../local-supabase/src/db/template';
import { postgresAvailable, startThrowawayPostgres } from '../../tools/postgres';
import { record } from '../lib/report';
import { round } from '../lib/stats';
import { measureCapacity } from './capacity';
import { measureRestOverhead } from './rest-overhead';
import { startBenchServer } from './server';

const BUDGET_PEAK_RSS_MB = 400;

async function benchEngine(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  // First, on a database no load has grown yet. In this process (see rest-overhead.ts), so before the measured
  // server starts; on PostgreSQL that server wipes and migrates the database again.
  await measureRestOverhead(engine, databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    await measureCapacity(server, engine);
    record({
      section: `backend ${engine}`,
      metric: 'server peak RSS',
      value: round(server.peakRssMb()),
      unit: 'MB',
      budget: BUDGET_PEAK_RSS_MB,
    });
  } finally {
    await server.stop();
  }
}

export async function benchBackend(): Promise<void> {
  // The PGlite server starts from the cached migrated and seeded database, as every start after the first does;
  // building that cache (initdb, migrations, seeds: ~800 MB for a few seconds, once per schema change) happens here,
  // outside the measured process.
  await ensureTemplate();
  await benchEngine('PGlite');
  if (!postgresAvailable()) {
    console.log('  PostgreSQL is not installed: skipping the PostgreSQL run (apt-get install -y postgresql).');
    return;
  }
  const pg = await startThrowawayPostgres();
  try {
    await benchEngine('PostgreSQL', pg.url);
  } finally {
    pg.stop();
  }
}
