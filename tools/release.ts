// Releases and rollbacks, one app at a time. A release is an app's built dist/ uploaded whole under an immutable
// path, `releases/<id>/`, on the app's origin; what is live is a pointer: for a remote, its manifest URL in the
// shell's config.json; for the shell, its documents at the origin's root (its hashed assets are shared by every
// release and only ever added). Promoting or rolling back moves the pointer and uploads nothing else, and every
// release stays served for at least RETENTION_MS, so a learner's attempt begun on one finishes on it.
//
// The deploy target is a folder that mirrors each origin (`<target>/<app>/…`) and is synced to the host after each
// command; the release log, `releases.json`, sits beside the shell's config.json.
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@nism/platform';
import type { AppName } from './build-config/apps';

/** How long a release stays served after it was last live: longer than any attempt (3 hours) and a day besides. */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
export const RELEASES_DIR = 'releases';
export const RELEASE_LOG = 'releases.json';

export interface ReleaseEntry {
  id: string;
  /** When it was published. */
  at: string;
  /** When it last stopped being live (absent while live, or if never promoted). */
  retiredAt?: string;
}

export type ReleaseLog = Partial<Record<AppName, { current?: string; previous?: string; releases: ReleaseEntry[] }>>;

/** A release id that sorts by time and names its commit: `20261206T031500Z-1a2b3c4`. */
export function releaseId(now: Date, commit: string): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}-${commit.slice(0, 7)}`;
}

/** Copies an app's dist/ under `<target>/<app>/releases/<id>/` and records it; the live site does not change. */
export function publish(target: string, log: ReleaseLog, app: AppName, dist: string, id: string, now: Date): ReleaseLog {
  const dir = path.join(target, app, RELEASES_DIR, id);
  if (fs.existsSync(dir)) throw new Error(`release ${app} ${id} exists already: a release is never overwritten`);
  fs.cpSync(dist, dir, { recursive: true });
  // The shell's documents name its assets at the root: they go there now, before any document can name them.
  if (app === 'shell') addAssets(dir, path.join(target, app));
  const entry = log[app] ?? { releases: [] };
  return { ...log, [app]: { ...entry, releases: [...entry.releases, { id, at: now.toISOString() }] } };
}

/** The manifest URL of a remote's release, beside the live one (which may itself be a release's, or not yet). */
export function releaseManifest(liveManifest: string, id: string): string {
  const base = new URL('.', liveManifest).href.replace(new RegExp(`${RELEASES_DIR}/[^/]+/$`), '');
  return new URL(`${RELEASES_DIR}/${id}/mf-manifest.json`, base).href;
}

/**
 * Makes release `id` of the app live: a remote's manifest URL in config.json, or the shell's documents at its root.
 * Returns the new config and log; the caller writes config.json (and uploads it) last.
 */
export function promote(
  target: string,
  config: RuntimeConfig,
  log: ReleaseLog,
  app: AppName,
  id: string,
  now: Date,
): { config: RuntimeConfig; log: ReleaseLog } {
  const entry = log[app];
  if (!entry?.releases.some((r) => r.id === id)) throw new Error(`${app} has no release ${id}: publish it first`);
  if (entry.current === id) return { config, log };
  let next = config;
  if (app === 'shell') copyDocuments(path.join(target, app, RELEASES_DIR, id), path.join(target, app));
  else {
    const live = config.remotes[app];
    if (!live) throw new Error(`config.json has no remote ${app}`);
    next = { ...config, remotes: { ...config.remotes, [app]: releaseManifest(live, id) } };
  }
  const releases = entry.releases.map((r) => (r.id === entry.current ? { ...r, retiredAt: now.toISOString() } : r));
  return { config: next, log: { ...log, [app]: { current: id, previous: entry.current, releases } } };
}

/** Makes the release that was live before the current one live again. */
export function rollback(target: string, config: RuntimeConfig, log: ReleaseLog, app: AppName, now: Date) {
  const previous = log[app]?.previous;
  if (!previous) throw new Error(`${app} has no earlier release to roll back to`);
  return promote(target, config, log, app, previous, now);
}

/** The releases that may be deleted: neither current nor previous, and not live for RETENTION_MS. */
export function expired(log: ReleaseLog, app: AppName, now: Date): string[] {
  const entry = log[app];
  if (!entry) return [];
  return entry.releases
    .filter((r) => r.id !== entry.current && r.id !== entry.previous)
    .filter((r) => now.getTime() - Date.parse(r.retiredAt ?? r.at) > RETENTION_MS)
    .map((r) => r.id);
}

/** The shell's documents (every .html and the pointer files) from a release folder to the origin's root. */
function copyDocuments(from: string, to: string): void {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'assets' ? [] : walk(file);
      return /\.html$|^(_headers|_redirects|route-params\.json|sitemap\.xml|robots\.txt)$/.test(e.name) ? [file] : [];
    });
  for (const file of walk(from)) {
    const dest = path.join(to, path.relative(from, file));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(file, `${dest}.tmp`);
    fs.renameSync(`${dest}.tmp`, dest);
  }
}

/** The shell's hashed assets, shared by every release: added to the root, never replaced or removed. */
function addAssets(release: string, root: string): void {
  const assets = path.join(release, 'assets');
  if (fs.existsSync(assets)) fs.cpSync(assets, path.join(root, 'assets'), { recursive: true, force: false });
}
