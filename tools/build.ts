// `npm run build [app...] [-- --config <config.json> --site <url>]`: production builds of the given apps (all by
// default), in one multi-compiler, each with its CDN kit (tools/cdn-kit.ts) for that deployment's config.json and
// site URL; without them, for the site `npm start` serves on this machine.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuntimeConfig } from '@nism/platform';
import { buildApps, ROOT } from './build-apps';
import { APPS, appByDir, type AppName } from './build-config/apps';
import { writeHeaders } from './cdn-kit';
import { localRuntimeConfig } from './runtime-config';

const { values, positionals } = parseArgs({
  // npm hands over a `--` of its own when a script's arguments follow one.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { config: { type: 'string' }, site: { type: 'string' } },
  allowPositionals: true,
});
if (Boolean(values.config) !== Boolean(values.site)) {
  console.error('usage: npm run build [app...] [-- --config <deployment config.json> --site <site URL>] (both or neither)');
  process.exit(2);
}
const apps = positionals.length ? positionals.map(appByDir) : [...APPS];
const ports = Object.fromEntries(APPS.map((a) => [a.name, a.port])) as Record<AppName, number>;
const config = values.config
  ? parseRuntimeConfig(JSON.parse(fs.readFileSync(values.config, 'utf8')))
  : localRuntimeConfig(ports, 'http://localhost:54321', 'local');
const siteUrl = values.site ?? `http://localhost:${ports.shell}`;

const started = Date.now();
buildApps(apps, 'production')
  .then(() => {
    for (const app of apps) writeHeaders(path.join(ROOT, app.dir, 'dist'), app, config, siteUrl);
    console.log(`Built ${apps.map((a) => a.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`CDN kit (_headers; the prerender step writes the shell's _redirects) for ${siteUrl}`);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
