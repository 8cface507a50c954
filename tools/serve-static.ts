// The production-like static server of one app: what a CDN does for dist/, on a local port.
// Hashed assets are immutable; HTML, config.json, manifests and remoteEntry.js are revalidated every time.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Hono, type Context } from 'hono';
import { serve } from '@hono/node-server';
import { matchSiteRoute, splitLocale } from '@nism/contracts';

/** Content types by file extension (the CDN kit's local host uses the same). */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
/**
 * Written by the prerender step beside the pages (tools/prerender.ts): the values a route param may take, by name
 * (`{ "examId": [...], "slug": [...] }`). A path whose param is listed and whose value is not answers 404.
 */
export const ROUTE_PARAMS_FILE = 'route-params.json';
/** The prerendered not-found page (tools/prerender.ts). */
export const NOT_FOUND_DOCUMENT = '404.html';

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export interface StaticServerOptions {
  root: string;
  /**
   * A remote's standalone harness (its dist-harness/, built apart from what deploys), served from the same origin
   * after `root`: its page and chunks. Local stacks only.
   */
  harness?: string;
  port: number;
  host?: string;
  /** Served at /config.json instead of a file: the deployment's runtime config. */
  config?: unknown;
  /** Headers of HTML documents only: the Content-Security-Policy, framing and preconnect hints. */
  documentHeaders?: Record<string, string>;
  /** Serve the app under this path prefix ('/practice/') instead of the origin root; other paths answer 404. */
  basePath?: string;
  /** Prerendered documents (tools/prerender.ts) looked up before `root`'s: `<pages>/exams/index.html` for /exams. */
  pages?: string;
  /**
   * Answer 404, with the not-found page, for a path that is no route of the site (contracts' SITE_ROUTES) or names
   * an exam or article the prerender step did not find (its route-params.json). Default: on for the server of the
   * prerendered pages (the shell's); a remote's standalone harness has routes of its own.
   */
  siteRoutes?: boolean;
}

export interface RunningStatic {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function createStaticApp({
  root,
  harness,
  config,
  documentHeaders = {},
  basePath = '/',
  pages,
  siteRoutes = pages !== undefined,
}: Omit<StaticServerOptions, 'port'>) {
  // Compressed bodies by encoding and file; brotli (smaller than gzip by about a fifth on these bundles) when the
  // browser accepts it, as CDNs do, else gzip.
  const compressed = new Map<string, Buffer>();
  const brotli = (body: Buffer) =>
    brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  warmBrotli(root, compressed);
  const knownParams = routeParamsReader();
  const app = new Hono();
  const send = (c: Context, body: Buffer, type: string, cache: string, key: string, status: 200 | 404 = 200) => {
    const h: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cache,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      Vary: 'Accept-Encoding',
      ...(type.startsWith('text/html') ? documentHeaders : {}),
    };
    // A Buffer is a Uint8Array over Node's pooled ArrayBuffer, which hono's types do not name.
    const reply = (data: Buffer) =>
      c.req.method === 'HEAD' ? c.body(null, status, h) : c.body(data as Uint8Array<ArrayBuffer>, status, h);
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding =
      !COMPRESSIBLE.test(type) || body.length <= 1024 ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) {
      const cacheKey = `${encoding}:${key}`;
      let packed = compressed.get(cacheKey);
      if (!packed) compressed.set(cacheKey, (packed = encoding === 'br' ? brotli(body) : gzipSync(body)));
      h['Content-Encoding'] = encoding;
      return reply(packed);
    }
    return reply(body);
  };

  app.on(['GET', 'HEAD'], '*', (c) => {
    const decoded = decodePath(new URL(c.req.url).pathname);
    // A CDN refuses a path it cannot decode (a stray `%`, a NUL) rather than failing on it.
    if (decoded === null) return c.text('Bad request: malformed URL path', 400, { 'Access-Control-Allow-Origin': '*' });
    const urlPath = underBase(decoded, basePath);
    if (urlPath === null) return c.text('Not found', 404);
    if (urlPath === '/config.json' && config !== undefined) {
      return send(c, Buffer.from(JSON.stringify(config)), TYPES['.json'], 'no-cache', '/config.json');
    }
    const roots = harness ? [root, harness] : [root];
    const file = roots
      .map((dir) => path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '')))
      .find((f, i) => f.startsWith(roots[i]) && fs.existsSync(f) && fs.statSync(f).isFile());
    if (file) {
      const ext = path.extname(file);
      const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(c, fs.readFileSync(file), TYPES[ext] ?? 'application/octet-stream', cache, file);
    }
    // Unknown files are 404; any other path is a client-side route of the single-page app: its prerendered
    // document if it has one, else the app's own (app.html beside a prerendered index.html, or index.html).
    if (path.extname(urlPath)) return c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
    const dirs = [...(pages ? [pages] : []), root];
    const appDocuments = roots.flatMap((dir) => [path.join(dir, 'app.html'), path.join(dir, 'index.html')]);
    // Read on every request: the prerender step rewrites these files while the site runs.
    const sendDocument = (candidates: string[], status: 200 | 404) => {
      const document = candidates.find((file) => fs.existsSync(file));
      if (!document) return c.text(`Not built: ${root}`, 404);
      return send(c, fs.readFileSync(document), TYPES['.html'], 'no-cache', `${document}:${fs.statSync(document).mtimeMs}`, status);
    };
    // No soft 404: a path that is no page of the site answers 404, with the not-found page (prerendered, else the
    // app's document, whose route table renders the same page).
    if (siteRoutes && !isSitePage(urlPath, dirs, knownParams))
      return sendDocument([...dirs.map((dir) => path.join(dir, NOT_FOUND_DOCUMENT)), ...appDocuments], 404);
    return sendDocument(
      dirs.map((dir) => path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''), 'index.html')).concat(appDocuments),
      200,
    );
  });
  return app;
}

type RouteParamValues = Record<string, Set<string>>;

/** Reads the first route-params.json of `dirs` (values compared without case, as UUIDs are), again whenever the
 * prerender step has rewritten it. */
function routeParamsReader() {
  let cached: { file: string; mtimeMs: number; values: RouteParamValues } | null = null;
  return (dirs: string[]): RouteParamValues => {
    const file = dirs.map((dir) => path.join(dir, ROUTE_PARAMS_FILE)).find((f) => fs.existsSync(f));
    if (!file) return {};
    const { mtimeMs } = fs.statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
      try {
        const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
        const values: RouteParamValues = {};
        for (const [name, list] of Object.entries(raw))
          if (Array.isArray(list)) values[name] = new Set(list.map((v) => String(v).toLowerCase()));
        cached = { file, mtimeMs, values };
      } catch {
        return cached?.values ?? {}; // caught mid-write by a tool that does not rename: keep the last good list
      }
    }
    return cached.values;
  };
}

/** Whether `urlPath` is a route of the site, in any language, whose listed params (exam ids, article slugs) all name something. */
function isSitePage(urlPath: string, dirs: string[], knownParams: (dirs: string[]) => RouteParamValues): boolean {
  const route = matchSiteRoute(splitLocale(urlPath).path);
  if (!route) return false;
  const known = knownParams(dirs);
  return Object.entries(route.params).every(([name, value]) => !known[name] || known[name].has(value.toLowerCase()));
}

/** The path below `basePath` ('/practice/exams' → '/exams'), or null when it is outside it. */
function underBase(urlPath: string, basePath: string): string | null {
  const base = `/${basePath.replace(/^\/+|\/+$/g, '')}`;
  if (base === '/') return urlPath;
  if (urlPath === base) return '/';
  return urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : null;
}

/** The decoded path, or null when it has a malformed escape or a NUL byte. */
function decodePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** Compresses the scripts in the background at start, so no visitor waits for brotli's best quality. */
function warmBrotli(root: string, cache: Map<string, Buffer>): void {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : []);
  for (const file of [...list(root), ...list(path.join(root, 'assets'))]) {
    if (!/\.(js|css|svg|json)$/.test(file) || !fs.statSync(file).isFile()) continue;
    const body = fs.readFileSync(file);
    if (body.length <= 1024) continue;
    brotliCompress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, (error, packed) => {
      if (!error && !cache.has(`br:${file}`)) cache.set(`br:${file}`, packed);
    });
  }
}

export function serveStatic(options: StaticServerOptions): Promise<RunningStatic> {
  const app = createStaticApp(options);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://localhost:${info.port}`,
        port: info.port,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
    server.on('error', reject);
  });
}
