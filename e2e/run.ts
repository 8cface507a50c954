// `npm run test:e2e`: starts the composed site on free ports over a fresh local-supabase (freshly seeded, in a
// temporary data directory), runs every browser journey in e2e/tests with node's test runner, and stops everything
// it started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { startLocalSupabase, type LocalSupabase } from '../local-supabase/src/index';
import { startStack } from '../tools/stack';

/**
 * local-supabase on a PGlite data directory, so a journey can stop it (a backend outage) and start it again on
 * the same ports with the same data. The directory starts as a copy of the cached seeded in-memory database,
 * which is much faster than migrating and seeding a new directory.
 */
async function restartableBackend() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-backend-'));
  const dataDir = path.join(dir, 'db');
  const seeded = await startLocalSupabase({ port: 0, inboxPort: 0, dataDir: null, quiet: true });
  const dump = await (seeded.db as unknown as { dump(): Promise<Blob> }).dump();
  await seeded.stop();
  const copy = await PGlite.create(dataDir, { loadDataDir: dump, extensions: { pgcrypto, uuid_ossp } });
  await copy.close();

  // The apps' origins (redirect and CORS allow-list) are known only once the stack has picked its ports: the
  // server keeps this array, and main() fills it in.
  const siteUrls: string[] = [];
  const start = (port = 0, inboxPort = 0) => startLocalSupabase({ port, inboxPort, dataDir, siteUrls, quiet: true });
  let sb: LocalSupabase | null = await start();
  const ports = [Number(new URL(sb.url).port), Number(new URL(sb.inboxUrl).port)] as const;
  const info = { url: sb.url, inboxUrl: sb.inboxUrl, anonKey: sb.anonKey, serviceRoleKey: sb.serviceRoleKey };
  return {
    info,
    siteUrls,
    async stop() {
      const running = sb;
      sb = null;
      await running?.stop();
    },
    async start() {
      sb ??= await start(...ports);
    },
    async close() {
      await this.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const filter = process.argv.slice(2);
  const testsDir = path.join(__dirname, 'tests');
  const files = fs
    .readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
    .map((f) => path.join(testsDir, f));

  const backend = await restartableBackend();
  const stack = await startStack({ freePorts: true, quiet: true, backend: backend.info });
  backend.siteUrls.push(stack.shellUrl, ...Object.values(stack.urls));
  // The journeys run in a child process; this control server lets them stop and restart an app's server
  // (/apps/<name>/stop|start) or the backend (/apps/backend/stop|start), and run the prerender step again (/prerender).
  const control = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/prerender') {
      stack.prerender().then(
        (report) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(report)),
        (error) => res.writeHead(500).end(String(error)),
      );
      return;
    }
    const match = /^\/apps\/(\w+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return res.writeHead(404).end();
    const [, name, action] = match;
    const target = name === 'backend' ? backend : { stop: () => stack.stopApp(name), start: () => stack.startApp(name) };
    (action === 'stop' ? target.stop() : target.start()).then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((r) => control.listen(0, '127.0.0.1', () => r()));
  const env = {
    ...process.env,
    E2E_STACK: JSON.stringify({
      urls: stack.urls,
      shellUrl: stack.shellUrl,
      backendUrl: backend.info.url,
      inboxUrl: backend.info.inboxUrl,
      anonKey: backend.info.anonKey,
      serviceRoleKey: backend.info.serviceRoleKey,
      controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    }),
  };
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      env,
      stdio: 'inherit',
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  control.close();
  await stack.stop();
  await backend.close();
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
