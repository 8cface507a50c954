import { createHash } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoUsersSql } from './demo-users';
import type { Engine } from './engine';
import { contentDir, localSupabaseDir, prepareDatabase, repoRoot, type PrepareResult } from './migrate';
import { openPglite } from './pglite-engine';

// Creating a database (initdb, migrations, seeds) costs seconds; every test file and bench run starts one. The
// prepared database is kept once as a PGlite data directory keyed by everything that shapes it, and each start runs
// on a copy of it in a throwaway directory, deleted on close. A directory, not PGlite's in-memory filesystem: a
// database held in memory (plus the tarball unpacked into it) cost the server ~130 MB of resident memory, whereas
// files sit in the OS page cache.
const CACHE_DIR = path.join(tmpdir(), 'local-supabase-templates');
// A template is keyed by its India day too (fingerprint), so one unused for two days can no longer be used.
const UNUSED_TEMPLATE_MS = 2 * 86_400_000;

/** Today in India (UTC+5:30, no daylight saving), YYYY-MM-DD. */
const indiaDay = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

export function fingerprint(supabaseDir: string): string {
  const hash = createHash('sha256');
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pkg.version);
  // The demo learner's free X-B demo ends at the end of the India day it was seeded (demo/demo-users.sql): a template
  // seeded yesterday holds an expired demo, and the seed test that opens it failed after midnight in India.
  hash.update(indiaDay());
  for (const dir of [path.join(localSupabaseDir, 'sql'), path.join(supabaseDir, 'migrations'), path.join(supabaseDir, 'seed')]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith('.sql'))
      .sort())
      hash.update(f).update(readFileSync(path.join(dir, f)));
  }
  for (const file of [path.join(supabaseDir, 'seed.sql'), demoUsersSql]) if (existsSync(file)) hash.update(readFileSync(file));
  // How the content is loaded is part of what the template holds: a loader whose calls the database began refusing
  // (issue 46: studio writes need aal2) left a template without the full-length mocks until this was hashed too.
  // Every loader file: the papers', their translations' and the site texts' (a loader left out kept an old template).
  const loaders = path.join(localSupabaseDir, 'src', 'content');
  for (const file of readdirSync(loaders)
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .sort())
    hash.update(file).update(readFileSync(path.join(loaders, file)));
  if (existsSync(contentDir))
    for (const f of readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((n) => n.endsWith('.csv'))
      .sort())
      hash.update(f).update(readFileSync(path.join(contentDir, f)));
  return hash.digest('hex').slice(0, 24);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A new directory named tmp-<pid>-…, so one left behind by a process that died is recognised and removed. */
const scratchDir = () => mkdtempSync(path.join(CACHE_DIR, `tmp-${process.pid}-`));

/** Removes what dead processes left, templates unused for a week (one per schema edit) and the old tarballs. */
function sweep(): void {
  for (const name of readdirSync(CACHE_DIR)) {
    const file = path.join(CACHE_DIR, name);
    const pid = Number(/^tmp-(\d+)-/.exec(name)?.[1]);
    const used = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now(); // another start may sweep it first
    const stale = pid ? !alive(pid) : name.endsWith('.tar.gz') || Date.now() - used > UNUSED_TEMPLATE_MS;
    if (stale) rmSync(file, { recursive: true, force: true });
  }
}

async function buildTemplate(template: string, supabaseDir: string, warn: (m: string) => void): Promise<void> {
  const dir = scratchDir();
  const engine = await openPglite(dir);
  try {
    await prepareDatabase(engine, supabaseDir, warn);
  } finally {
    await engine.close();
  }
  try {
    renameSync(dir, template); // atomic: a concurrent start sees the whole template or none
  } catch {
    rmSync(dir, { recursive: true, force: true }); // another process built the same template first
  }
}

/** The cached migrated and seeded data directory for supabaseDir, built first when missing. */
export async function ensureTemplate(
  supabaseDir = path.join(repoRoot, 'supabase'),
  warn: (m: string) => void = () => undefined,
): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  sweep();
  const template = path.join(CACHE_DIR, fingerprint(supabaseDir));
  if (existsSync(template)) utimesSync(template, new Date(), new Date());
  else await buildTemplate(template, supabaseDir, warn);
  return template;
}

/** A migrated and seeded PGlite database of its own, thrown away on close. */
export async function openThrowawayDatabase(
  supabaseDir: string,
  warn: (m: string) => void,
): Promise<{ engine: Engine; prepared: PrepareResult }> {
  const template = await ensureTemplate(supabaseDir, warn);
  const dir = scratchDir();
  let engine: Engine | undefined;
  try {
    cpSync(template, dir, { recursive: true, mode: constants.COPYFILE_FICLONE }); // copy-on-write where the disk allows
    const opened = (engine = await openPglite(dir));
    const prepared = await prepareDatabase(opened, supabaseDir, warn);
    return { engine: { ...opened, close: () => opened.close().finally(() => rmSync(dir, { recursive: true, force: true })) }, prepared };
  } catch (err) {
    await engine?.close();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
