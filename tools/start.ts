// `npm start` (production builds) / `npm run dev` (dev servers with hot reload), optionally `--only <app>`.
import path from 'node:path';
import { APPS, appByDir } from './build-config/apps';
import { publishSourceMaps, repoAppMaps } from './publish-source-maps';
import { startStack } from './stack';

const appByName = (name: string) => APPS.find((a) => a.name === name)!;
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const onlyIndex = args.indexOf('--only');
// One app alone, with the remotes its harness loads (catalog's Buy needs checkout, the studio's preview testing).
const alone = onlyIndex >= 0 ? appByDir(args[onlyIndex + 1]) : undefined;
const only = alone ? [alone, ...(alone.harnessLoads ?? []).map(appByDir)] : undefined;

startStack({ dev, only })
  .then((stack) => {
    const main = stack.shellUrl;
    console.log('');
    console.log(`  NISM practice-test site is running${dev ? ' (dev servers, hot reload)' : ''}:`);
    console.log(`    Site:        ${main}`);
    for (const [name, url] of Object.entries(stack.urls)) if (url !== main) console.log(`    ${name.padEnd(12)} ${url}`);
    console.log(`    Backend:     ${stack.backend.url}`);
    if (stack.backend.inboxUrl) console.log(`    Mail inbox:  ${stack.backend.inboxUrl}`);
    const log = stack.backend.requestLog;
    console.log(`    Request log: ${log ? `${path.relative(process.cwd(), log)} (LOG_FILE=- prints it here)` : 'this console'}`);
    console.log('    Demo login:  learner@example.com / practice123  (or newcomer@example.com / practice123)');
    console.log('  Press Ctrl+C to stop.');
    // The builds' source maps to the local backend, so Operations maps a reported frame on a local run too: after the
    // site is up, in the background (about a second; each start, since a reset database has none).
    const secretKey = stack.backend.secretKey;
    if (!dev && secretKey) {
      const started = Date.now();
      const apps = repoAppMaps(Object.keys(stack.urls).map((name) => appByName(name).dir));
      publishSourceMaps(apps, stack.backend.url, secretKey)
        .then((n) => console.log(`  Published ${n} source maps for Operations in ${((Date.now() - started) / 1000).toFixed(1)} s`))
        .catch((error: Error) => console.warn(`  warning: the source maps were not published: ${error.message}`));
    }
    const shutdown = () => stack.stop().then(() => process.exit(0));
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
