// `npm run test:e2e`: starts the composed site on free ports over a fresh in-memory local-supabase,
// runs every browser journey in e2e/tests with node's test runner, and stops everything it started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startStack } from '../tools/stack';

async function main() {
  const filter = process.argv.slice(2);
  const testsDir = path.join(__dirname, 'tests');
  const files = fs
    .readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
    .map((f) => path.join(testsDir, f));

  const stack = await startStack({ freePorts: true, dataDir: null, quiet: true });
  // The journeys run in a child process; this control server lets them stop and restart an app's server.
  const control = http.createServer((req, res) => {
    const match = /^\/apps\/(\w+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return res.writeHead(404).end();
    const [, name, action] = match;
    (action === 'stop' ? stack.stopApp(name) : stack.startApp(name)).then(
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
      backendUrl: stack.backend.url,
      inboxUrl: stack.backend.inboxUrl,
      anonKey: stack.backend.anonKey,
      serviceRoleKey: stack.backend.serviceRoleKey,
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
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
