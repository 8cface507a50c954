// The single-bundle build (single-bundle.ts) built and served once per bench run, the same way as the federated
// site: the same static server, compression and headers, against the same backend. Stopped by run.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../tools/build-apps';
import { securityHeaders } from '../../tools/security-headers';
import { serveStatic } from '../../tools/serve-static';
import { freePort } from '../../tools/stack';
import { site } from '../lib/site';
import { SINGLE_BUNDLE_DIR } from './single-bundle';

export interface SingleSite {
  url(path: string): string;
  origin: string;
}

let current: Promise<{ single: SingleSite; close(): Promise<void> }> | null = null;

function buildSingleBundle(): Promise<void> {
  return new Promise((resolve, reject) => {
    const config = path.join(__dirname, 'single-bundle.config.ts');
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', config, '--mode', 'production'], {
      cwd: path.join(ROOT, 'shell'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`single-bundle build failed:\n${output}`))));
  });
}

async function start() {
  const config = (await site()).stack.config;
  await buildSingleBundle();
  const server = await serveStatic({
    root: path.join(SINGLE_BUNDLE_DIR, 'dist'),
    port: await freePort(),
    config,
    documentHeaders: securityHeaders(config),
  });
  return { single: { url: (p: string) => `${server.url}${p}`, origin: server.url }, close: () => server.close() };
}

/** The single-bundle site, built and started on first use. */
export async function singleSite(): Promise<SingleSite> {
  current ??= start();
  return (await current).single;
}

export async function stopSingleSite(): Promise<void> {
  const running = await current?.catch(() => null);
  current = null;
  await running?.close();
}
