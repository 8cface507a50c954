// The production-like static server of one app: what a CDN does for dist/, on a local port.
// Hashed assets are immutable; HTML, config.json, manifests and remoteEntry.js are revalidated every time.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const TYPES: Record<string, string> = {
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
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Served at /config.json instead of a file: the deployment's runtime config. */
  config?: unknown;
  /** Headers of HTML documents only: the Content-Security-Policy, framing and preconnect hints. */
  documentHeaders?: Record<string, string>;
}

export interface RunningStatic {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function createStaticApp({ root, config, documentHeaders = {} }: Omit<StaticServerOptions, 'port'>) {
  const gzCache = new Map<string, Buffer>();
  const app = new Hono();
  const send = (c: any, body: Buffer, type: string, cache: string, key: string) => {
    const h: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cache,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      Vary: 'Accept-Encoding',
      ...(type.startsWith('text/html') ? documentHeaders : {}),
    };
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '') && COMPRESSIBLE.test(type) && body.length > 1024;
    if (gzip) {
      let gz = gzCache.get(key);
      if (!gz) gzCache.set(key, (gz = gzipSync(body)));
      h['Content-Encoding'] = 'gzip';
      return c.body(c.req.method === 'HEAD' ? null : gz, 200, h);
    }
    return c.body(c.req.method === 'HEAD' ? null : body, 200, h);
  };

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    if (urlPath === '/config.json' && config !== undefined) {
      return send(c, Buffer.from(JSON.stringify(config)), TYPES['.json'], 'no-cache', '/config.json');
    }
    const file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const ext = path.extname(file);
      const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(c, fs.readFileSync(file), TYPES[ext] ?? 'application/octet-stream', cache, file);
    }
    // Unknown files are 404; any other path is a client-side route of the single-page app.
    if (path.extname(urlPath)) return c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return c.text(`Not built: ${root}`, 404);
    return send(c, fs.readFileSync(index), TYPES['.html'], 'no-cache', index);
  });
  return app;
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
