// The single-bundle build (single-bundle.ts), built, served and prerendered once per bench run the way the federated
// site is (issue 30 §3): the same static server, compression and headers, against the same backend, and its public
// pages prerendered by the same deploy step (tools/prerender.ts) for the same routes, with the same render code (the
// shell's and the remotes' prerender files). That is what a team without federation would ship. Paths that are not
// prerendered (the attempt page) get the bundle's own document. Stopped by run.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../tools/build-apps';
import { describeFailures, loadShellPrerender, prerenderSite } from '../../tools/prerender';
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
      env: { ...process.env, JITI_JSX: '1' },
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
  const dist = path.join(SINGLE_BUNDLE_DIR, 'dist');
  const server = await serveStatic({ root: dist, port: await freePort(), config, documentHeaders: securityHeaders(config) });
  const report = await prerenderSite({
    shellDist: dist,
    outDir: dist,
    siteUrl: server.url,
    config,
    shell: loadShellPrerender(path.join(ROOT, 'shell', 'dist')),
    preloadRemotes: false,
  });
  if (report.failed.length)
    console.warn(`warning: ${report.failed.length} single-bundle pages not prerendered:\n${describeFailures(report)}`);
  return { single: { url: (p: string) => `${server.url}${p}`, origin: server.url }, close: () => server.close() };
}

/** The prerendered single-bundle site, built and started on first use. */
export async function singleSite(): Promise<SingleSite> {
  current ??= start();
  return (await current).single;
}

export async function stopSingleSite(): Promise<void> {
  const running = await current?.catch(() => null);
  current = null;
  await running?.close();
}
