// `npm run soak`: 200 learners at once sit the 100-question full-length mock through local-supabase on loopback,
// on PGlite and on PostgreSQL (when installed), then the SIGKILL durability check on a PGlite data directory.
// Exits non-zero on any lost or wrong answer, wrong score, 5xx or failed request.
// `npm run soak -- pglite|postgres|durability` runs one part; SOAK_LEARNERS changes the crowd.
import { startBenchServer } from '../bench/backend/server';
import { postgresAvailable, startThrowawayPostgres } from '../tools/postgres';
import { durability } from './durability';
import { printReport, soakEngine, soakFailed } from './engine';

const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 200);

async function soakOn(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<boolean> {
  const server = await startBenchServer(databaseUrl);
  try {
    const report = await soakEngine(engine, server, LEARNERS);
    printReport(report);
    console.log(`    server peak RSS ${Math.round(server.peakRssMb())} MB`);
    return !soakFailed(report);
  } finally {
    await server.stop();
  }
}

async function main() {
  const parts = process.argv.slice(2);
  const wants = (p: string) => parts.length === 0 || parts.includes(p);
  const t0 = performance.now();
  const results: boolean[] = [];
  if (wants('pglite')) results.push(await soakOn('PGlite'));
  if (wants('postgres')) {
    if (!postgresAvailable()) console.log('\n  PostgreSQL is not installed: skipping it (apt-get install -y postgresql).');
    else {
      const pg = await startThrowawayPostgres();
      try {
        results.push(await soakOn('PostgreSQL', pg.url));
      } finally {
        pg.stop();
      }
    }
  }
  if (wants('durability')) results.push(await durability());
  const ok = results.every(Boolean);
  console.log(`\nsoak ${ok ? 'passed' : 'FAILED'} in ${Math.round((performance.now() - t0) / 1000)} s`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
