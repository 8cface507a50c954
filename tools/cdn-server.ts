// A local static host that serves an uploaded folder by its CDN kit alone (tools/cdn-kit.ts), as Netlify does:
// `_headers` and `_redirects` read with Netlify's own parsers, a file (or its folder's index.html) before a rule, a
// rule's 200 as a rewrite and its 404 with that status, the folder's 404.html for anything else. The browser tests
// serve the shell's deploy folder through it to prove the generated files work (e2e/tests/site/cdn.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { HEADERS_FILE, REDIRECTS_FILE } from './cdn-kit';
import { TYPES } from './serve-static';

interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** Whether `pathname` matches a rule's `from`: `:name` is one segment, a final `*` anything below. */
export function matchesFrom(from: string, pathname: string): boolean {
  const rule = from.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  for (let i = 0; i < rule.length; i++) {
    if (rule[i] === '*' && i === rule.length - 1) return true;
    if (i >= parts.length) return false;
    if (!rule[i].startsWith(':') && rule[i].toLowerCase() !== parts[i].toLowerCase()) return false;
  }
  return rule.length === parts.length;
}

export async function readCdnKit(root: string) {
  const [{ headers, errors: headerErrors }, { redirects, errors: redirectErrors }] = await Promise.all([
    parseAllHeaders({ headersFiles: [path.join(root, HEADERS_FILE)], configHeaders: [], minimal: false }),
    parseAllRedirects({ redirectsFiles: [path.join(root, REDIRECTS_FILE)], configRedirects: [], minimal: false }),
  ]);
  const errors = [...headerErrors, ...redirectErrors];
  if (errors.length) throw new Error(`The CDN kit in ${root} does not parse: ${errors.map(String).join('; ')}`);
  return {
    headers: headers as { forRegExp: RegExp; values: Record<string, string> }[],
    redirects: redirects as Redirect[],
  };
}

/** The kit as last uploaded: read again whenever a file of it changes, as a host takes a new upload. */
function uploadedKit(root: string) {
  let cached: { stamp: string; kit: Promise<Awaited<ReturnType<typeof readCdnKit>>> } | undefined;
  return () => {
    const stamp = [HEADERS_FILE, REDIRECTS_FILE].map((f) => fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.mtimeMs).join();
    if (cached?.stamp !== stamp) cached = { stamp, kit: readCdnKit(root) };
    return cached.kit;
  };
}

export function createCdnApp(root: string) {
  const currentKit = uploadedKit(root);
  const fileAt = (urlPath: string) => {
    const file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) return undefined;
    return [file, path.join(file, 'index.html')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  };
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const kit = await currentKit();
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    let status = 200;
    let file = fileAt(urlPath);
    const rule = kit.redirects.find((r) => (r.force || !file) && matchesFrom(r.from, urlPath));
    if (rule) {
      if (rule.status === 301 || rule.status === 302) return c.redirect(rule.to, rule.status);
      file = fileAt(rule.to);
      status = rule.status;
    }
    if (!file) {
      file = fileAt('/404.html');
      status = 404;
      if (!file) return c.text('Not found', 404);
    }
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    // Every rule that matches adds its headers; a header two rules set gets both values, as on Netlify.
    for (const { forRegExp, values } of kit.headers)
      if (forRegExp.test(urlPath))
        for (const [name, value] of Object.entries(values)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    if (c.req.method === 'HEAD') return c.body(null, status as 200, headers);
    return c.body(fs.readFileSync(file) as Uint8Array<ArrayBuffer>, status as 200, headers);
  });
  return app;
}

export async function serveCdn(root: string, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const app = createCdnApp(path.resolve(root));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://localhost:${info.port}`, close: () => new Promise((r) => server.close(() => r())) }),
    );
    server.on('error', reject);
  });
}
