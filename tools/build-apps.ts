import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { AppInfo } from './build-config/apps';
import type { Mode } from './build-config/rspack-app';

export const ROOT = path.resolve(__dirname, '..');

const RSPACK = path.join(ROOT, 'node_modules', '.bin', 'rspack');

// Builds run through the rspack CLI in plain Node: loading rspack inside a tsx process would rewrite the
// federation runtime that rspack stringifies into bundles (esbuild's keepNames adds `__name`).
function runRspack(app: AppInfo, mode: Mode, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(RSPACK, ['build', '-c', path.join(ROOT, app.dir, 'rspack.config.ts'), '--mode', mode], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        fs.writeFileSync(path.join(ROOT, app.dir, 'dist', '.build-stamp'), String(Date.now()));
        resolve();
      } else reject(new Error(`rspack build of ${app.dir} failed:\n${output}`));
    });
  });
}

/** Builds the apps, two at a time (the machines have two cores). */
export async function buildApps(apps: readonly AppInfo[], mode: Mode, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await runRspack(app, mode, env);
  };
  await Promise.all([worker(), worker()]);
}

/** Starts `rspack serve` for one app; resolves once it listens. */
export function serveDev(app: AppInfo, port: number, runtimeConfig: unknown): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const child = spawn(RSPACK, ['serve', '-c', path.join(ROOT, app.dir, 'rspack.config.ts'), '--mode', 'development'], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, APP_PORT: String(port), APP_RUNTIME_CONFIG: JSON.stringify(runtimeConfig) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    child.stdout.on('data', (d: Buffer) => {
      const text = d.toString();
      if (/compiled|Loopback/i.test(text)) resolve(stop);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`rspack serve of ${app.dir} exited with ${code}`)));
  });
}

/** Newest modification time under the given paths (skipping dist and node_modules). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'dist' && entry !== 'dist-harness' && entry !== 'node_modules') walk(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

/** An app is stale when any of its sources, the shared packages or the build tools changed since its last build. */
export function isStale(app: AppInfo): boolean {
  const stamp = path.join(ROOT, app.dir, 'dist', '.build-stamp');
  if (!fs.existsSync(stamp)) return true;
  const inputs = [
    app.dir,
    'contracts/src',
    'platform/src',
    'shared-ui/src',
    'shared-auth/src',
    'shared-hooks/src',
    'dev-harness/src',
    'tools',
    'package-lock.json',
  ].map((p) => path.join(ROOT, p));
  return newestMtime(inputs) > fs.statSync(stamp).mtimeMs;
}
