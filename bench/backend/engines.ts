import { postgresAvailable, startThrowawayPostgres } from '../../tools/postgres';

export type Engine = 'PGlite' | 'PostgreSQL';

/** Runs `bench` on the embedded PGlite, then on a throwaway PostgreSQL where one is installed. */
export async function onEachEngine(bench: (engine: Engine, databaseUrl?: string) => Promise<void>): Promise<void> {
  await bench('PGlite');
  if (!postgresAvailable()) {
    console.log('  PostgreSQL is not installed: skipping the PostgreSQL run (apt-get install -y postgresql).');
    return;
  }
  const pg = await startThrowawayPostgres();
  try {
    await bench('PostgreSQL', pg.url);
  } finally {
    pg.stop();
  }
}
