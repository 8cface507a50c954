// `SUPABASE_SECRET_KEY=<sb_secret_… key> npx tsx tools/publish-source-maps.ts [app...] --config <config.json>`:
// after a deploy, sends each built app's source maps (its dist-maps/, written by the production build beside dist/
// and never uploaded to the CDN) to the staff-only table private.field_source_maps through publish_source_map, so
// the studio's Operations page can map a reported stack frame back to its TypeScript (docs/field-data.md). Only the
// content-hashed scripts under assets/ are published: their path names one build's file (remoteEntry.js does not).
// The backend's URL is the config's supabaseUrl (or SUPABASE_URL).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './build-apps';
import { APPS, appByDir } from './build-config/apps';

export interface AppMaps {
  /** The app's name (tools/build-config/apps.ts): the table prunes per app. */
  app: string;
  /** Its dist-maps/ folder. */
  dir: string;
}

/** The maps of a folder: `assets/x.1a2b3c4d5e.js` → its `.map` file, sorted by name. */
export function mapsIn(dir: string): Map<string, string> {
  const assets = path.join(dir, 'assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js.map')) : [];
  return new Map(files.sort().map((f) => [`assets/${f.slice(0, -'.map'.length)}`, path.join(assets, f)]));
}

/** A build's id: a hash of its scripts' content-hashed names (each build that changes code changes some). */
export const buildIdOf = (files: Iterable<string>) =>
  createHash('sha256')
    .update([...files].join('\n'))
    .digest('hex')
    .slice(0, 16);

/** Publishes every map of each app; resolves with how many were sent. Throws on the first refusal, naming the file. */
export async function publishSourceMaps(apps: AppMaps[], supabaseUrl: string, secretKey: string): Promise<number> {
  const endpoint = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/publish_source_map`;
  let sent = 0;
  for (const { app, dir } of apps) {
    const maps = mapsIn(dir);
    const build = buildIdOf(maps.keys());
    for (const [file, mapFile] of maps) {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, unknown>;
      delete map.sourcesContent; // positions and names only: the table never holds the code
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_app: app, p_build: build, p_file: file, p_map: map }),
      });
      if (!response.ok) throw new Error(`publish_source_map ${app} ${file} answered ${response.status}: ${await response.text()}`);
      sent++;
    }
  }
  return sent;
}

/** The dist-maps/ folder of each app of this repository. */
export const repoAppMaps = (dirs: readonly string[] = APPS.map((a) => a.dir)): AppMaps[] =>
  dirs.map(appByDir).map((a) => ({ app: a.name, dir: path.join(ROOT, a.dir, 'dist-maps') }));

if (require.main === module) {
  const { values, positionals } = parseArgs({ options: { config: { type: 'string' } }, allowPositionals: true });
  const secretKey = process.env.SUPABASE_SECRET_KEY;
  const url = values.config
    ? (JSON.parse(fs.readFileSync(values.config, 'utf8')) as { supabaseUrl?: string }).supabaseUrl
    : process.env.SUPABASE_URL;
  if (!secretKey || !url) {
    console.error(
      'usage: SUPABASE_SECRET_KEY=<key> tsx tools/publish-source-maps.ts [app...] (--config <config.json> | SUPABASE_URL=<url>)',
    );
    process.exit(2);
  }
  const apps = repoAppMaps(positionals.length ? positionals : undefined);
  const missing = apps.filter((a) => mapsIn(a.dir).size === 0).map((a) => path.relative(ROOT, a.dir));
  if (missing.length) {
    console.error(`no maps in ${missing.join(', ')}: build first (npm run build)`);
    process.exit(1);
  }
  publishSourceMaps(apps, url, secretKey)
    .then((n) => console.log(`published ${n} source maps of ${apps.map((a) => a.app).join(', ')} to ${url}`))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
