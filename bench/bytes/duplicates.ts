// "No module twice" (issue 30 §1): the chunks one page loads hold each module, and so each package version, once.
// The build stats (stats.config.ts, the same compilations as each app's dist/, so the same file names) say which
// modules each emitted file holds; the files a visit fetched say which chunks the page loaded.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../../tools/build-config/apps';
import type { Fetched } from '../lib/fetched';

const ROOT = path.resolve(__dirname, '..', '..');
const STATS_DIR = path.join(ROOT, '.bench', 'stats');

interface StatsModule {
  nameForCondition?: string;
  modules?: StatsModule[];
  /** Set on the entry standing for modules the stats left out. */
  filteredChildren?: number;
}
interface StatsChunk {
  id: string | number;
  files: string[];
  modules?: StatsModule[];
}
interface Stats {
  name?: string;
  chunks?: StatsChunk[];
  children?: Stats[];
}

function buildStats(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const file = path.join(STATS_DIR, `${dir}.json`);
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'rspack'),
      ['build', '-c', path.join(__dirname, 'stats.config.ts'), '--json', file],
      { cwd: path.join(ROOT, dir), env: { ...process.env, STATS_APP: dir, JITI_JSX: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`stats build of ${dir} failed:\n${output}`))));
  });
}

const versions = new Map<string, string>();
/** A module's identity: `package@version/file` inside node_modules, the repository path otherwise. */
function moduleKey(resource: string): string {
  const file = resource.split('?')[0];
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return path.relative(ROOT, file);
  const rest = file.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  const pkgDir = file.slice(0, at + '/node_modules/'.length) + name;
  let version = versions.get(pkgDir);
  if (version === undefined) {
    try {
      version = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version as string;
    } catch {
      version = '?';
    }
    versions.set(pkgDir, version);
  }
  return `${name}@${version}/${rest.slice(name.split('/').length).join('/')}`;
}

const keysOf = (modules: StatsModule[] = []): string[] =>
  modules.flatMap((m) => (m.modules?.length ? keysOf(m.modules) : m.nameForCondition ? [moduleKey(m.nameForCondition)] : []));

/** Modules the stats left out of a chunk: the check cannot judge what it does not see, so any fails the bench. */
const hiddenIn = (modules: StatsModule[] = []): number => modules.reduce((n, m) => n + (m.filteredChildren ?? 0) + hiddenIn(m.modules), 0);

/** Per app name: emitted file → the module keys of the chunk that emitted it. */
export type ChunkIndex = Record<string, Map<string, { chunk: string; modules: string[] }>>;

/** Builds every app's stats (about one production build's time) and indexes its chunks by file. */
export async function chunkIndex(): Promise<ChunkIndex> {
  fs.mkdirSync(STATS_DIR, { recursive: true });
  const index: ChunkIndex = {};
  for (const app of APPS) {
    await buildStats(app.dir);
    const stats = JSON.parse(fs.readFileSync(path.join(STATS_DIR, `${app.dir}.json`), 'utf8')) as Stats;
    const files = new Map<string, { chunk: string; modules: string[] }>();
    for (const compilation of stats.children ?? [stats])
      for (const chunk of compilation.chunks ?? []) {
        const hidden = hiddenIn(chunk.modules);
        if (hidden) throw new Error(`${app.dir} stats hide ${hidden} modules of chunk ${chunk.id}: see stats.config.ts`);
        for (const file of chunk.files) files.set(file, { chunk: `${compilation.name}#${chunk.id}`, modules: keysOf(chunk.modules) });
      }
    index[app.name] = files;
  }
  return index;
}

export interface Duplicates {
  /** Chunks of the page found in the stats / JS files the page fetched. */
  matched: number;
  files: number;
  /** module key → the chunks holding it, for every module of ours or of a package held more than once. */
  twice: Map<string, string[]>;
  /** The same for the federation runtime's own modules. */
  runtime: Map<string, string[]>;
  /** The same for contracts/ and shared-hooks/, bundled into each app by design. */
  perApp: Map<string, string[]>;
}

/** The modules the page's loaded chunks hold more than once. `origins`: app name → the origin serving it. */
export function duplicatesOnPage(fetched: Fetched[], index: ChunkIndex, origins: Record<string, string>): Duplicates {
  const byOrigin = new Map(Object.entries(origins).map(([app, origin]) => [origin, app]));
  const holders = new Map<string, string[]>();
  const js = fetched.filter((f) => f.type === 'js');
  let matched = 0;
  for (const f of js) {
    const app = byOrigin.get(f.origin);
    if (!app) continue;
    const file = new URL(f.url).pathname.replace(/^\/+/, '');
    const chunk = index[app]?.get(file);
    if (!chunk) continue;
    matched++;
    for (const key of new Set(chunk.modules)) holders.set(key, [...(holders.get(key) ?? []), `${app}:${chunk.chunk}`]);
  }
  const twice = [...holders].filter(([, chunks]) => chunks.length > 1);
  return {
    matched,
    files: js.length,
    twice: new Map(twice.filter(([key]) => !isFederationRuntime(key) && !isBundledPerApp(key))),
    runtime: new Map(twice.filter(([key]) => isFederationRuntime(key))),
    perApp: new Map(twice.filter(([key]) => isBundledPerApp(key))),
  };
}

/**
 * Packages every app bundles by design, never shared at runtime (docs/architecture-notes.md): contracts/ (each
 * remote's route patterns and path builders: each app must run the contract it was built against, and an older
 * shell's copy would replace a newer remote's) and shared-hooks/ (pure React helpers: a remote that needs a new one
 * ships it, whatever shell is deployed). Reported apart, and their bytes count in the page's overhead.
 */
const isBundledPerApp = (key: string) => key.startsWith('contracts/src/') || key.startsWith('shared-hooks/src/');

/**
 * The federation runtime's own modules that each container carries again (its bundler-runtime entry, the SDK, the
 * error codes): part of federation's floor, which the minimal host and remotes measure with the same duplicates
 * (floor-build.ts). Reported apart, never hidden.
 */
const isFederationRuntime = (key: string) => key.startsWith('@module-federation/');
