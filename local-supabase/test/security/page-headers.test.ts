// The static servers' security headers, derived from the runtime config: a CSP that allows exactly the
// configured remotes, the backend and the payment script, and nothing may frame the site or sniff types.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';

// tools/ is its own TypeScript project: loaded with require (jest compiles it) so this project's
// type check does not pull in the build tooling; the shapes used here are declared below.
interface SiteConfig {
  supabaseUrl: string;
  supabasePublishableKey: string;
  remotes: Record<string, string>;
  razorpay: { keyId: string; checkoutScriptUrl: string };
  captcha?: { provider: 'turnstile'; siteKey: string };
}
const { contentSecurityPolicy, securityHeaders } = require('../../../tools/security-headers') as {
  contentSecurityPolicy(c: SiteConfig): string;
  securityHeaders(c: SiteConfig): Record<string, string>;
};
const { afterPaintScript, attemptEarlyReadScript, documentPreloadScript, languageChoiceScript, sessionHintScript } =
  require('@nism/platform/document-scripts') as {
    sessionHintScript(supabaseUrl: string): string;
    afterPaintScript(): string;
    attemptEarlyReadScript(): string;
    documentPreloadScript(): string;
    languageChoiceScript(): string;
  };
const { createStaticApp } = require('../../../tools/serve-static') as {
  createStaticApp(o: { root: string; config?: unknown; documentHeaders?: Record<string, string> }): Hono;
};

const config: SiteConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabasePublishableKey: 'anon',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    testing: 'https://testing.cdn.example/v2/mf-manifest.json',
    content: 'http://localhost:3004/mf-manifest.json',
  },
  razorpay: { keyId: 'rzp_test_x', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' },
};

/** The CSP as directive → sources. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.sort()]),
  );

test("CSP: scripts only from the site, the configured remotes and the payment script; no inline script but the language choice, the early fetches, the attempt page's early read, the session hint and the after-paint starter, no eval", () => {
  const d = directives(contentSecurityPolicy(config));
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  expect(d['script-src']).toEqual(
    [
      "'self'",
      hash(languageChoiceScript()),
      hash(documentPreloadScript()),
      hash(attemptEarlyReadScript()),
      hash(sessionHintScript(config.supabaseUrl)),
      hash(afterPaintScript()),
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3004',
      'https://checkout.razorpay.com',
      'https://testing.cdn.example',
    ].sort(),
  );
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['connect-src']).toEqual(expect.arrayContaining(['http://localhost:54321', 'ws://localhost:54321']));
  expect(d['frame-src']).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'].sort());
  const everySource = Object.values(d).flat();
  expect(everySource).not.toContain('*');
  expect(everySource).not.toContain("'unsafe-eval'");
  expect(d['script-src']).not.toContain("'unsafe-inline'");
  // Each allowed origin is one the config names: nothing else slips in.
  const named = new Set(
    [...Object.values(config.remotes), config.supabaseUrl, config.razorpay.checkoutScriptUrl].map((u) => new URL(u).origin),
  );
  for (const source of everySource.filter((s) => /^(https?|wss?):/.test(s))) {
    expect([source, named.has(source.replace(/^ws/, 'http')) || source === 'https://api.razorpay.com']).toEqual([source, true]);
  }
});

test('CSP follows the config: a local payment script is allowed from the backend, no Razorpay frame then', () => {
  const local = { ...config, razorpay: { keyId: 'k', checkoutScriptUrl: 'http://localhost:54321/razorpay/checkout.js' } };
  const d = directives(contentSecurityPolicy(local));
  expect(d['script-src']).toContain('http://localhost:54321');
  expect(d['script-src']).not.toContain('https://checkout.razorpay.com');
  expect(d['frame-src']).not.toContain('https://api.razorpay.com');
});

test('CSP allows Cloudflare Turnstile (its script and challenge frame) only when the config turns CAPTCHA on', () => {
  const off = directives(contentSecurityPolicy(config));
  expect(Object.values(off).flat()).not.toContain('https://challenges.cloudflare.com');
  const on = directives(contentSecurityPolicy({ ...config, captcha: { provider: 'turnstile', siteKey: '0x4AAA' } }));
  expect(on['script-src']).toContain('https://challenges.cloudflare.com');
  expect(on['frame-src']).toContain('https://challenges.cloudflare.com');
  expect(on['connect-src']).not.toContain('https://challenges.cloudflare.com');
  expect(on['script-src']).not.toContain("'unsafe-inline'");
});

describe('createStaticApp with the security headers', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log(1)');
  const app = createStaticApp({ root, config, documentHeaders: securityHeaders(config) });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  test.each(['/', '/exams', '/exam/123/results?x=<script>', '/index.html'])(
    'document %s carries CSP, nosniff, referrer policy, no framing',
    async (p) => {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  test('assets and config.json are nosniff with their real types; path traversal finds nothing', async () => {
    const js = await app.request('/main.0123abcd.js');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    const cfg = await app.request('/config.json');
    expect(cfg.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await cfg.json()).toEqual(config);
    for (const p of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2F..%2Fetc%2Fpasswd']) {
      const res = await app.request(p);
      expect(await res.text()).not.toMatch(/root:/);
    }
  });

  test.each(['/%', '/exams/%ZZ', '/blogs/%E0%A4%A', '/%00', '/assets/%ZZ.js'])('a malformed path %s is a 400, not a 500', async (p) => {
    const res = await app.request(p);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad request: malformed URL path');
  });
});
