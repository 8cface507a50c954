import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Engine } from './engine';
import { localSupabaseDir, prepareDatabase, type PrepareResult } from './migrate';
import { openPglite } from './pglite-engine';

// Creating an in-memory database (initdb, migrations, seeds) costs seconds; every test file
// starts one. The prepared database is saved once as a tarball keyed by everything that
// shapes it, and later in-memory starts load that instead of rebuilding.
const CACHE_DIR = path.join(tmpdir(), 'local-supabase-templates');

function fingerprint(supabaseDir: string): string {
  const hash = createHash('sha256');
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(pkg.version);
  for (const dir of [path.join(localSupabaseDir, 'sql'), path.join(supabaseDir, 'migrations'), path.join(supabaseDir, 'seed')]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.sql')).sort()) hash.update(f).update(readFileSync(path.join(dir, f)));
  }
  const seedSql = path.join(supabaseDir, 'seed.sql');
  if (existsSync(seedSql)) hash.update(readFileSync(seedSql));
  return hash.digest('hex').slice(0, 24);
}

export async function openMemoryDatabase(supabaseDir: string, warn: (m: string) => void): Promise<{ engine: Engine; prepared: PrepareResult }> {
  const file = path.join(CACHE_DIR, `${fingerprint(supabaseDir)}.tar.gz`);
  if (existsSync(file)) {
    try {
      const engine = await openPglite(null, new Blob([readFileSync(file)]));
      return { engine, prepared: await prepareDatabase(engine, supabaseDir, warn) };
    } catch (err) {
      warn(`ignoring unusable database template ${file}: ${(err as Error).message}`);
    }
  }
  const engine = await openPglite(null);
  const prepared = await prepareDatabase(engine, supabaseDir, warn);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await (await engine.dump()).arrayBuffer()));
    renameSync(tmp, file); // atomic: concurrent test workers never read half a file
  } catch (err) {
    warn(`could not save database template: ${(err as Error).message}`);
  }
  return { engine, prepared };
}
