// Starts the whole site: local-supabase, then every app (static production builds, or dev servers).
// Used by `npm start`, `npm run dev`, the browser tests and the benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:net';
import { APPS, type AppInfo, type AppName } from './build-config/apps';
import { localRuntimeConfig } from './runtime-config';
import { buildApps, isStale, ROOT, serveDev } from './build-apps';
import { securityHeaders } from './security-headers';
import { serveStatic } from './serve-static';
import { writeSiteFiles } from './site-files';
import { describeFailures, prerenderSite, type PrerenderReport } from './prerender';
import { refreshRequestedPages, takeRequestedPages } from './prerender-requests';
// The one runtime-config type: what the stack writes to config.json is what the apps validate at startup.
import type { RuntimeConfig } from '@nism/platform';

export interface StackOptions {
  dev?: boolean;
  /** Serve only these apps (a remote alone in its standalone harness). Default: all. */
  only?: AppInfo[];
  /** Pick free ports instead of 3000-3004 / 54321 / 54324 (tests, bench). */
  freePorts?: boolean;
  /** local-supabase data directory; null keeps the database in memory. */
  dataDir?: string | null;
  databaseUrl?: string;
  quiet?: boolean;
  /** Use this backend instead of starting one (URL and publishable key). */
  backend?: { url: string; publishableKey: string };
}

export interface RunningStack {
  urls: Record<string, string>;
  shellUrl: string;
  config: RuntimeConfig;
  backend: {
    url: string;
    inboxUrl?: string;
    publishableKey: string;
    secretKey?: string;
    db?: unknown;
    /** The local backend's request log file (undefined: the console, LOG_FILE=-). */
    requestLog?: string;
  };
  /** Stops one app's server (the browser tests take a remote down) and starts it again. */
  stopApp(name: string): Promise<void>;
  /** Runs the prerender deploy step again against the running apps (production stacks with the shell). */
  prerender(): Promise<PrerenderReport>;
  /** Renders now the pages that content changes have touched, and waits until none is being rendered. */
  refreshPages(): Promise<void>;
  startApp(name: string): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The shell's document also starts, in parallel with its JavaScript, the fetches the boot would otherwise only
 * begin after it: config.json and the connections to each remote's origin. Not the remotes' manifests: a page needs
 * one of them, and the browser warns of every other as "preloaded but not used" (the entry chunk starts the route's
 * own manifest at once, remotes/early.ts).
 */
function withEarlyHints(headers: Record<string, string>, config: RuntimeConfig): Record<string, string> {
  const manifests = Object.values(config.remotes);
  const hints = [
    '</config.json>; rel=preload; as=fetch; crossorigin',
    ...manifests.map((url) => `<${new URL(url).origin}>; rel=preconnect`),
  ];
  return { ...headers, Link: [headers.Link, ...hints].filter(Boolean).join(', ') };
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const apps = options.only ?? [...APPS];
  const ports: Record<string, number> = {};
  for (const app of APPS) {
    let port = app.port;
    // The kernel may hand the same just-closed port out twice: keep the apps' ports distinct.
    if (options.freePorts)
      do port = await freePort();
      while (Object.values(ports).includes(port));
    ports[app.name] = port;
  }

  const closers: (() => Promise<void>)[] = [];
  let backend: RunningStack['backend'];
  if (options.backend) backend = options.backend;
  else {
    const { requestLogFile, startLocalSupabase } = await import('@nism/local-supabase');
    // A line per request, the prerender step's poll every five seconds too: a file, not the terminal of `npm start`.
    const requestLog = requestLogFile();
    const sb = await startLocalSupabase({
      port: options.freePorts ? 0 : Number(process.env.PORT ?? 54321),
      inboxPort: options.freePorts ? 0 : Number(process.env.INBOX_PORT ?? 54324),
      dataDir: options.dataDir === undefined ? path.join(ROOT, '.data', 'local-supabase') : options.dataDir,
      databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
      siteUrls: APPS.map((a) => `http://localhost:${ports[a.name]}`),
      quiet: options.quiet,
      logDestination: requestLog,
    });
    closers.push(() => sb.stop());
    backend = { ...sb, requestLog };
  }

  const config = localRuntimeConfig(ports as Record<AppName, number>, backend.url, backend.publishableKey);

  // The prerendered public pages (tools/prerender.ts), written where this stack's shell server looks first. They
  // hold this stack's URLs, so each stack has its own folder: kept across `npm start`s (the last good HTML stays
  // when a page fails), temporary for a stack on free ports.
  const shellUrl = `http://localhost:${ports.shell}`;
  const pagesDir = options.freePorts
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'))
    : path.join(ROOT, '.data', 'prerendered', String(ports.shell));
  if (options.freePorts) closers.push(async () => fs.rmSync(pagesDir, { recursive: true, force: true }));
  const prerenderPages = (pages?: string[]) =>
    prerenderSite({ shellDist: path.join(ROOT, 'shell', 'dist'), outDir: pagesDir, siteUrl: shellUrl, config, pages });
  const prerender = () => prerenderPages();

  const running = new Map<string, () => Promise<void>>();
  const startApp = async (name: string) => {
    const app = APPS.find((a) => a.name === name)!;
    await releasePort(name);
    if (options.dev) {
      running.set(name, await serveDev(app, ports[app.name], config));
    } else {
      const srv = await serveStatic({
        root: path.join(ROOT, app.dir, 'dist'),
        // A remote's origin also serves its standalone harness, for QA in isolation (never part of its deploy).
        harness: name === 'shell' ? undefined : path.join(ROOT, app.dir, 'dist-harness'),
        port: ports[app.name],
        config,
        documentHeaders: name === 'shell' ? withEarlyHints(securityHeaders(config), config) : securityHeaders(config),
        pages: name === 'shell' ? pagesDir : undefined,
      });
      running.set(name, srv.close);
    }
  };
  // A stopped app's port stays ours: a listener that drops every connection, as a crashed server looks to a browser.
  // Freed, the port could go to another stack on this machine (a parallel test worker's), which would then answer
  // in the stopped app's place.
  const held = new Map<string, Server>();
  const holdPort = (name: string) =>
    new Promise<void>((resolve) => {
      const holder = createServer((socket) => socket.destroy());
      holder.once('error', () => resolve()); // taken meanwhile: nothing left to hold
      holder.listen(ports[name], '127.0.0.1', () => {
        held.set(name, holder);
        resolve();
      });
    });
  const releasePort = (name: string) =>
    new Promise<void>((resolve) => {
      const holder = held.get(name);
      held.delete(name);
      if (holder) holder.close(() => resolve());
      else resolve();
    });
  const stopApp = async (name: string) => {
    await running.get(name)?.();
    running.delete(name);
    if (options.freePorts) await holdPort(name);
  };

  if (!options.dev) {
    const stale = apps.filter(isStale);
    if (stale.length) {
      if (!options.quiet) console.log(`Building ${stale.map((a) => a.dir).join(', ')} ...`);
      await buildApps(stale, 'production');
    }
  }
  // The shell's sitemap.xml and robots.txt, from the routes, the backend's exams and the articles (a deploy step).
  if (!options.dev && apps.some((a) => a.name === 'shell')) {
    await writeSiteFiles(path.join(ROOT, 'shell', 'dist'), shellUrl, backend.url, backend.publishableKey).catch((error: Error) =>
      console.warn(`warning: ${error.message}; the site map is not written`),
    );
  }
  for (const app of apps) await startApp(app.name);
  let refresher: ReturnType<typeof refreshRequestedPages> | undefined;
  // The public pages as HTML, read from the remotes just started (a deploy runs the same step after uploading).
  if (!options.dev && apps.length === APPS.length) {
    // Rendering every page answers every request recorded so far (the seed's import records one per exam): taken
    // first, they are not rendered a second time at the first refresh.
    if (backend.secretKey) await takeRequestedPages(backend.url, backend.secretKey).catch(() => []);
    const report = await prerender();
    if (!options.quiet) console.log(`Prerendered ${report.written.length} public pages`);
    if (report.failed.length) console.warn(`warning: ${report.failed.length} pages not prerendered:\n${describeFailures(report)}`);
    // Content published since (a paper, an exam's facts, a price): its pages are rendered again, as a deployed site's
    // scheduled `tools/prerender.ts --requested` does. Needs the service key, so only a stack that runs its backend.
    if (backend.secretKey) {
      refresher = refreshRequestedPages(backend.url, backend.secretKey, (pages) => prerenderPages(pages));
      closers.push(refresher.stop);
    }
  }

  const urls = Object.fromEntries(apps.map((a) => [a.name, `http://localhost:${ports[a.name]}`]));
  return {
    urls,
    shellUrl: urls[apps[0].name],
    config,
    backend,
    stopApp,
    startApp,
    prerender,
    refreshPages: async () => refresher?.now(),
    async stop() {
      for (const name of [...running.keys()]) await running.get(name)!();
      running.clear();
      for (const name of [...held.keys()]) await releasePort(name);
      for (const close of closers.reverse()) await close();
    },
  };
}
