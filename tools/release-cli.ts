// `npm run release -- <command>` on a deploy target folder (`--target <dir>`, or DEPLOY_TARGET) that mirrors each
// app's origin; sync it to the host after each command (docs/deploy.md, "Releases and rollbacks"):
//   publish <app> [--dist <dir>]   uploads the app's built dist/ as a new release; the live site does not change
//   promote <app> <id>             makes that release live (config.json for a remote, the documents for the shell)
//   rollback <app>                 makes the release live before the current one live again
//   prune                          deletes releases neither live nor previous and not live for a day
//   status                         every app's releases, which is live and which may be pruned
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuntimeConfig, type RuntimeConfig } from '@nism/platform';
import { APPS, appByDir, type AppName } from './build-config/apps';
import { ROOT } from './build-apps';
import { expired, promote, publish, releaseId, RELEASE_LOG, RELEASES_DIR, rollback, type ReleaseLog } from './release';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { target: { type: 'string' }, dist: { type: 'string' } },
  allowPositionals: true,
});
const [command, appArg, id] = positionals;
const target = values.target ?? process.env.DEPLOY_TARGET;
if (!target || !command) {
  console.error('usage: npm run release -- <publish|promote|rollback|prune|status> [app] [id] --target <dir>');
  process.exit(2);
}
const shellDir = path.join(target, 'shell');
const configFile = path.join(shellDir, 'config.json');
const logFile = path.join(shellDir, RELEASE_LOG);
const readLog = (): ReleaseLog => (fs.existsSync(logFile) ? JSON.parse(fs.readFileSync(logFile, 'utf8')) : {});
const readConfig = (): RuntimeConfig => parseRuntimeConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')));
/** Written whole, the log first: a pointer never names a release the log does not know. */
const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
};
const app = (): AppName => appByDir(appArg ?? '').name;
const now = new Date();

switch (command) {
  case 'publish': {
    const commit = execSync('git rev-parse HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
    const release = releaseId(now, commit);
    const dist = values.dist ?? path.join(ROOT, appByDir(app()).dir, 'dist');
    write(logFile, publish(target, readLog(), app(), dist, release, now));
    console.log(`published ${app()} ${release}; make it live with: npm run release -- promote ${app()} ${release} --target ${target}`);
    break;
  }
  case 'promote':
  case 'rollback': {
    const result =
      command === 'promote'
        ? promote(target, readConfig(), readLog(), app(), id, now)
        : rollback(target, readConfig(), readLog(), app(), now);
    write(logFile, result.log);
    write(configFile, result.config);
    console.log(`${app()} is live at ${result.log[app()]!.current} (was ${result.log[app()]!.previous ?? 'none'})`);
    break;
  }
  case 'prune': {
    const log = readLog();
    for (const { name } of APPS)
      for (const old of expired(log, name, now)) {
        fs.rmSync(path.join(target, name, RELEASES_DIR, old), { recursive: true, force: true });
        log[name]!.releases = log[name]!.releases.filter((r) => r.id !== old);
        console.log(`pruned ${name} ${old}`);
      }
    write(logFile, log);
    break;
  }
  case 'status': {
    const log = readLog();
    for (const { name } of APPS) {
      const entry = log[name];
      if (!entry) continue;
      const prunable = new Set(expired(log, name, now));
      for (const r of entry.releases)
        console.log(
          `${name} ${r.id}${r.id === entry.current ? ' live' : r.id === entry.previous ? ' previous' : ''}${prunable.has(r.id) ? ' (may be pruned)' : ''}`,
        );
    }
    break;
  }
  default:
    console.error(`unknown command ${command}`);
    process.exit(2);
}
