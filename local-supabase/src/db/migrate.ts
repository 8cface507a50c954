import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadLocalContent } from '../content/load-local';
import { addDemoUsers, demoUsersSql } from './demo-users';
import type { Engine } from './engine';

export const localSupabaseDir = path.resolve(__dirname, '../..');
export const repoRoot = path.resolve(localSupabaseDir, '..');
/** The content files (content/<exam>/*.csv) a new local database loads; part of the cached template's fingerprint. */
export const contentDir = path.join(repoRoot, 'content');

const sqlFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];

export interface PrepareResult {
  created: boolean;
  applied: string[];
  seeded: string[];
}

/**
 * Brings a database to the state of a hosted project plus `supabase/`: Supabase's built-in
 * roles, auth schema and grants, then every not-yet-applied migration (each in its own
 * transaction, recorded like the Supabase CLI does), then the seed files on first creation and, for local use,
 * the demo learners (which no real project gets) and the content files.
 */
export async function prepareDatabase(
  engine: Engine,
  supabaseDir = path.join(repoRoot, 'supabase'),
  warn: (msg: string) => void = () => undefined,
): Promise<PrepareResult> {
  const { rows } = await engine.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  const created = !rows[0].exists;

  // Roles are cluster-wide: on a shared server a concurrent start may create them first.
  for (const file of sqlFiles(path.join(localSupabaseDir, 'sql'))) {
    await engine.transaction((tx) => tx.exec(readFileSync(file, 'utf8')));
  }
  for (const ext of ['pgcrypto', 'uuid-ossp']) {
    try {
      await engine.exec(`create extension if not exists "${ext}" with schema extensions`);
    } catch (err) {
      warn(`extension ${ext} unavailable: ${(err as Error).message}`);
    }
  }

  const done = new Set(
    (await engine.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const files = sqlFiles(path.join(supabaseDir, 'migrations'));
  refuseUnknownHistory(done, new Set(files.map((f) => path.basename(f).split('_')[0])));
  const applied: string[] = [];
  for (const file of files) {
    const base = path.basename(file, '.sql');
    const [version, ...rest] = base.split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(file, 'utf8');
    await engine.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        rest.join('_'),
        [sql],
      ]);
    });
    applied.push(path.basename(file));
  }

  const seeded: string[] = [];
  if (created) {
    const seeds = [...sqlFiles(path.join(supabaseDir, 'seed')), path.join(supabaseDir, 'seed.sql')].filter(existsSync);
    for (const file of seeds) {
      await engine.transaction((tx) => tx.exec(readFileSync(file, 'utf8')));
      seeded.push(path.relative(supabaseDir, file));
    }
    // They buy plans of this repository's catalog: only its own supabase/ gets them (tests' fixture projects do not).
    if (path.resolve(supabaseDir) === path.join(repoRoot, 'supabase')) {
      await addDemoUsers(engine);
      seeded.push(path.relative(repoRoot, demoUsersSql));
      // The content team's papers, through the studio's import as its demo admin (content/README.md).
      seeded.push(...(await loadLocalContent(engine, contentDir)));
    }
  }
  return { created, applied, seeded };
}

/**
 * A database that recorded a migration this checkout does not have was built by another history (one from before
 * a squash, or another branch): applying ours on top would fail halfway on objects that already exist. Like the
 * Supabase CLI, refuse before changing anything, and say how to start over.
 */
function refuseUnknownHistory(done: Set<string>, known: Set<string>): void {
  const unknown = [...done].filter((v) => !known.has(v)).sort();
  if (!unknown.length) return;
  const listed = unknown.length > 3 ? `${unknown.slice(0, 3).join(', ')} and ${unknown.length - 3} more` : unknown.join(', ');
  throw new Error(
    `The local database was built by migrations this checkout does not have (${listed}): it comes from an older ` +
      'history (the migrations were squashed into one baseline) or another branch. Rebuild it with `npm run db:reset` ' +
      '(its local accounts and attempts are lost), then start again.',
  );
}

/** Drops everything a previous run created on a real server (PGlite resets by deleting its folder). */
export async function wipePostgres(engine: Engine): Promise<void> {
  const { rows } = await engine.query<{ nspname: string }>(
    `select nspname from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
  );
  await engine.transaction(async (tx) => {
    for (const { nspname } of rows) await tx.exec(`drop schema if exists "${nspname.replace(/"/g, '""')}" cascade`);
    await tx.exec('create schema public; grant all on schema public to public;');
  });
}
