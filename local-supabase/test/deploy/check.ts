// The deploy path with the real Supabase CLI, against an empty PostgreSQL server (DATABASE_URL): prepared as a
// hosted project is (roles, auth schema, grants, from local-supabase/sql), then `supabase db push --include-seed`,
// `supabase db lint` and `db advisors` at warning level, config.toml loaded with no warning, the schema compared
// with the one local-supabase's own migration runner builds on PGlite, and db-types regenerated with no diff.
// Run: local-supabase/test/rls/with-postgres.sh npx tsx local-supabase/test/deploy/check.ts   (a CI step)
// With --write-types, the last step rewrites db-types (after a migration changed) instead of failing on a diff.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase, repoRoot, wipePostgres } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/pg-engine';
import { openThrowawayDatabase } from '../../src/db/template';
import { schemaSnapshot, snapshotDiff } from './schema-snapshot';

const url = process.env.DATABASE_URL;
// The CLI tries TLS first and prints its fallback into the output; the throwaway server has none.
const env = { ...process.env, PGSSLMODE: 'disable' };

/** Runs a command in the repo, echoing its output; its stderr is returned for checks. */
function run(cmd: string, args: string[]): string {
  console.log(`$ ${cmd} ${args.join(' ').replace(url ?? '\0', '$DATABASE_URL')}`);
  try {
    const out = execFileSync(cmd, args, { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    process.stdout.write(out);
    return out;
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    process.stdout.write(`${stdout ?? ''}${stderr ?? ''}`);
    throw new Error(`${cmd} ${args[0]} ${args[1] ?? ''} failed`);
  }
}

/** The CLI's own messages go to stderr: captured here so a WARN (a config key it no longer knows) fails. */
function supabase(...args: string[]): string {
  console.log(`$ supabase ${args.join(' ').replace(url ?? '\0', '$DATABASE_URL')}`);
  const run = spawnSync('npx', ['supabase', ...args], { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const result = { ok: run.status === 0, out: run.stdout, err: run.stderr };
  // npm's own notices are not the CLI's.
  const messages = result.err
    .split('\n')
    .filter((l) => l && !l.startsWith('npm warn'))
    .join('\n');
  process.stdout.write(`${result.out}${messages ? `${messages}\n` : ''}`);
  if (!result.ok) throw new Error(`supabase ${args[0]} ${args[1] ?? ''} failed`);
  const warning = /^WARN.*$/m.exec(messages);
  if (warning) throw new Error(`supabase ${args[0]}: ${warning[0]}`);
  return result.out;
}

async function main(): Promise<void> {
  if (!url) throw new Error('DATABASE_URL (an empty PostgreSQL server) is required: run through local-supabase/test/rls/with-postgres.sh');

  console.log('\n--- prepare the server as a hosted project is (local-supabase/sql)');
  const pg = await openPostgres(url);
  const noProject = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  try {
    await wipePostgres(pg);
    await prepareDatabase(pg, noProject, (m) => console.warn(m));
  } finally {
    rmSync(noProject, { recursive: true, force: true });
  }

  console.log('\n--- migrations and the production seed with the Supabase CLI');
  supabase('--version');
  supabase('db', 'push', `--remote=${url}`, '--include-seed', '--yes');
  const list = supabase('migration', 'list', `--remote=${url}`);
  if (/\|\s*` `\s*\|/.test(list)) throw new Error('a migration is on one side only (see the list above)');

  console.log('\n--- lint (plpgsql_check) and advisors, failing on warnings');
  supabase('db', 'lint', `--remote=${url}`, '--level', 'warning', '--fail-on', 'warning');
  supabase('db', 'advisors', `--remote=${url}`, '--level', 'warn', '--fail-on', 'warn');

  console.log('\n--- the schema equals the one local-supabase builds on PGlite');
  const pushed = await schemaSnapshot(pg);
  await pg.close();
  const local = await openThrowawayDatabase(path.join(repoRoot, 'supabase'), (m) => console.warn(m));
  const built = await schemaSnapshot(local.engine).finally(() => local.engine.close());
  const diff = snapshotDiff(pushed, built);
  if (diff.length) throw new Error(`schema differs (- CLI on PostgreSQL, + local-supabase on PGlite):\n${diff.join('\n')}`);
  console.log(`same schema: ${pushed.length} lines of tables, columns, constraints, indexes, policies, functions, triggers, enums, casts`);

  console.log('\n--- db-types regenerated from the pushed schema');
  run('npx', ['tsx', 'db-types/generate.ts', url, ...(process.argv.includes('--write-types') ? [] : ['--check'])]);

  console.log('\n--- supabase/schema/: the current schema, one file per concern, as the migrations leave it');
  run('npx', ['tsx', 'tools/schema-files.ts', url, ...(process.argv.includes('--write-types') ? [] : ['--check'])]);
}

main().catch((err: Error) => {
  console.error(`\ndeploy check failed: ${err.message}`);
  process.exit(1);
});
