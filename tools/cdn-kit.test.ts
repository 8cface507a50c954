// The CDN kit, as a static host applies it (tools/cdn-server.ts reads it with Netlify's own parsers): the same
// answers as tools/serve-static.ts for documents, 404s, caching, the CSP and the remotes' CORS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@nism/platform';
import { appByDir } from './build-config/apps';
import { headersFile, writeHeaders, writeRedirects } from './cdn-kit';
import { createCdnApp, matchesFrom } from './cdn-server';
import { documentFile } from './prerender';
import { contentSecurityPolicy } from './security-headers';

const EXAM = '00000000-0000-4000-a000-000000000001';
const SITE = 'https://practice.example.in';
const config: RuntimeConfig = {
  supabaseUrl: 'https://ref.supabase.co',
  supabasePublishableKey: 'sb_publishable_x',
  remotes: {
    catalog: 'https://catalog.example.in/mf-manifest.json',
    checkout: 'https://checkout.example.in/mf-manifest.json',
    testing: 'https://testing.example.in/mf-manifest.json',
    content: 'https://content.example.in/mf-manifest.json',
  },
  razorpay: { keyId: 'rzp_live_x', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' },
};

let dist: string;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-kit-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('index.html', '<title>home</title>');
  write('app.html', '<title>app</title>');
  write('404.html', '<h1>404</h1>');
  write('config.json', '{}');
  write('assets/main.0123abcd.js', 'console.log(1)');
  write(documentFile(`/exams/${EXAM}/info`), '<title>X-A info</title>');
  write(documentFile('/login'), '<title>login</title>');
  writeHeaders(dist, appByDir('shell'), config, SITE);
  writeRedirects(dist, { examId: [EXAM], slug: ['nism-series-xa-overview'] }, documentFile);
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = async (p: string) => {
  const res = await createCdnApp(dist).request(p);
  return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
};

test.each([
  ['/', 200, 'home'],
  ['/login', 200, 'login'],
  [`/exams/${EXAM}/info`, 200, 'X-A info'],
  [`/exams/${EXAM}/test/p1/attempt/a1`, 200, 'app'],
  [`/exams/${EXAM}/plans`, 200, 'app'],
  ['/studio', 200, 'app'],
  ['/studio/papers', 200, 'app'],
  ['/reset-password/anything', 200, 'app'],
  ['/blogs/nism-series-xa-overview', 200, 'app'],
  ['/exams/not-an-exam/info', 404, '<h1>404</h1>'],
  ['/exams/not-an-exam/test/p1/attempt/a1', 404, '<h1>404</h1>'],
  ['/blogs/no-such-article', 404, '<h1>404</h1>'],
  ['/no/such/page', 404, '<h1>404</h1>'],
  ['/assets/missing.js', 404, '<h1>404</h1>'],
])('%s answers %i with its document', async (p, status, text) => {
  const res = await get(p);
  expect(res.status).toBe(status);
  expect(res.body).toContain(text);
  // Every answer of the shell, the 404 page's too, carries the CSP for this config.
  expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(config));
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toMatch(/^max-age=63072000/);
});

test('hashed assets are immutable; documents and pointers revalidate', async () => {
  expect((await get('/assets/main.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const p of ['/', '/login', `/exams/${EXAM}/test/p1/results/a1`, '/config.json'])
    expect((await get(p)).headers['cache-control']).toBe('no-cache');
});

test("a remote's files allow the site's origin and revalidate its manifest and entry", () => {
  const kit = headersFile(appByDir('testing'), config, SITE);
  expect(kit).toMatch(/^\/\*\n(?:\s+.+\n)*\s+Access-Control-Allow-Origin: https:\/\/practice\.example\.in$/m);
  expect(kit).toMatch(/^\/mf-manifest\.json\n\s+Cache-Control: no-cache$/m);
  expect(kit).toMatch(/^\/remoteEntry\.js\n\s+Cache-Control: no-cache$/m);
  // Under a release path (tools/release.ts) nothing ever changes, the manifest included.
  expect(kit).toMatch(/^\/releases\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
  expect(kit).not.toContain('Content-Security-Policy');
});

test("the CSP follows platform's inline scripts: a changed backend changes its hash", () => {
  const other = headersFile(appByDir('shell'), { ...config, supabaseUrl: 'https://other.supabase.co' }, SITE);
  expect(other).not.toBe(headersFile(appByDir('shell'), config, SITE));
});

test.each([
  ['/studio/*', '/studio', true],
  ['/studio/*', '/studio/a/b', true],
  ['/exams/:examId', '/exams/x', true],
  ['/exams/:examId', '/exams/x/info', false],
  ['/EXAMS', '/exams', true],
])('rule %s matches %s: %s', (from, p, expected) => expect(matchesFrom(from, p)).toBe(expected));
