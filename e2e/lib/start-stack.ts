// Starts what a Playwright worker tests against, in the worker's own process: a restartable local-supabase over a
// copy of the seeded database, and the apps (all of them for the site, or one remote's origin with its standalone
// harness), each on free ports. Nothing is shared between workers, so a journey that stops an app or the backend
// only affects its own worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/src/index';
import { APPS, type AppName } from '../../tools/build-config/apps';
import { startStack } from '../../tools/stack';
import type { RunningTestStack } from './stack';

/** The seeded database global-setup.ts made for every worker, else (a run without it) one seeded here. */
async function seededDump(): Promise<Blob> {
  const file = process.env.E2E_SEEDED_DUMP;
  if (file && fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const seeded = await startLocalSupabase({ port: 0, inboxPort: 0, dataDir: null, quiet: true });
  const dump = await (seeded.db as unknown as { dump(): Promise<Blob> }).dump();
  await seeded.stop();
  return dump;
}

/**
 * local-supabase on a PGlite data directory, so a journey can stop it (a backend outage) and start it again on
 * the same ports with the same data. The directory starts as a copy of the seeded database global-setup.ts
 * made, which is much faster than migrating and seeding a new directory.
 */
async function restartableBackend() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-backend-'));
  const dataDir = path.join(dir, 'db');
  const dump = await seededDump();
  const copy = await PGlite.create(dataDir, { loadDataDir: dump, extensions: { pgcrypto, uuid_ossp } });
  await copy.close();

  // The apps' origins (redirect and CORS allow-list) are known only once the stack has picked its ports: the
  // server keeps this array, and startTestStack fills it in.
  const siteUrls: string[] = [];
  const start = (port = 0, inboxPort = 0) => startLocalSupabase({ port, inboxPort, dataDir, siteUrls, quiet: true });
  let sb: LocalSupabase | null = await start();
  const ports = [Number(new URL(sb.url).port), Number(new URL(sb.inboxUrl).port)] as const;
  const info = { url: sb.url, inboxUrl: sb.inboxUrl, publishableKey: sb.publishableKey, secretKey: sb.secretKey };
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
    async sql<Row>(query: string, params?: unknown[]): Promise<Row[]> {
      if (!sb) throw new Error('The backend is stopped');
      return (await sb.db.query<Row>(query, params)).rows;
    },
    async close() {
      await this.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The apps to serve (the first one's origin is the project's base URL: the shell's, or a remote's harness) over a
 * fresh backend. The apps are built before the workers start (global-setup.ts).
 */
export async function startTestStack(apps: readonly AppName[]): Promise<RunningTestStack> {
  const backend = await restartableBackend();
  try {
    const only = apps.map((name) => APPS.find((a) => a.name === name)!);
    const stack = await startStack({ freePorts: true, quiet: true, backend: backend.info, only });
    backend.siteUrls.push(...Object.values(stack.urls));
    return {
      urls: stack.urls,
      shellUrl: stack.shellUrl,
      backendUrl: backend.info.url,
      inboxUrl: backend.info.inboxUrl,
      publishableKey: backend.info.publishableKey,
      secretKey: backend.info.secretKey,
      stopApp: (name) => stack.stopApp(name),
      startApp: (name) => stack.startApp(name),
      stopBackend: () => backend.stop(),
      startBackend: () => backend.start(),
      prerender: () => stack.prerender(),
      allowOrigin: (origin) => void backend.siteUrls.push(origin),
      runtimeConfig: () => structuredClone(stack.config),
      // Changed in place: the apps' servers serve this object as config.json on every request.
      setRuntimeConfig: (config) => void Object.assign(stack.config, config),
      sql: (query, params) => backend.sql(query, params),
      async close() {
        await stack.stop();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
