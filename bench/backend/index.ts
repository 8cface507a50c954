// Backend section: answer saves and test starts through supabase-js against local-supabase, with 50 and 200
// concurrent learners, on PGlite and on a real PostgreSQL; plus the server's peak resident memory.
import { ensureTemplate } from '../../local-supabase/src/db/template';
import { postgresAvailable, startThrowawayPostgres } from '../../tools/postgres';
import { record } from '../lib/report';
import { round } from '../lib/stats';
import { createLearners } from './learners';
import { runLoad } from './load';
import { startBenchServer } from './server';

const SAVES_EACH = 20;
const BUDGET_SAVE_P95: Record<string, number | undefined> = { 'PGlite:50': 25, 'PostgreSQL:50': 15 };
const BUDGET_PEAK_RSS_MB = 400;

async function benchEngine(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl);
  try {
    for (const learnersCount of [50, 200]) {
      const learners = await createLearners(server, learnersCount, `${engine}-${learnersCount}`.toLowerCase());
      const result = await runLoad(learners, SAVES_EACH);
      const section = `backend ${engine}, ${learnersCount} learners`;
      record({ section, metric: 'test start p50', value: result.starts.p50, unit: 'ms' });
      record({ section, metric: 'test start p95', value: result.starts.p95, unit: 'ms' });
      record({ section, metric: 'answer saves', value: result.saves.throughput, unit: '/s' });
      record({ section, metric: 'answer save p50', value: result.saves.p50, unit: 'ms' });
      record({
        section,
        metric: 'answer save p95',
        value: result.saves.p95,
        unit: 'ms',
        budget: BUDGET_SAVE_P95[`${engine}:${learnersCount}`],
      });
      record({ section, metric: 'failed saves', value: result.saves.errors, unit: '', budget: 0 });
    }
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
