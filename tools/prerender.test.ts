import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentFile, documentHtml, prerenderSite, type ShellPrerender } from './prerender';
import type { RuntimeConfig } from '@nism/platform';
import { afterPaintScript, documentPreloadScript } from '@nism/platform/document-scripts';
import { ROUTE_PARAMS_FILE } from './serve-static';

const config: RuntimeConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabasePublishableKey: 'anon',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    testing: 'http://localhost:3003/mf-manifest.json',
    content: 'http://localhost:3004/mf-manifest.json',
  },
  razorpay: { keyId: 'rzp_test_x', checkoutScriptUrl: 'http://localhost:54321/razorpay/checkout.js' },
};

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Site default"><title>Site default</title>' +
  '<script defer src="/assets/main.js"></script><link rel="preload" as="script" href="/assets/framework.js"></head><body><noscript>JS</noscript><div id="root"></div></body></html>';

const rendered = (html: string, data: Record<string, unknown> = {}) => ({
  html,
  styles: '<style data-styled="active">.a{color:red}</style>',
  head: '<title>Blog | NISM Practice</title>\n<meta name="description" content="Articles" />',
  data,
});

test("a page's document: its own title and description replace the site's, its markup and data sit in the app's root", () => {
  const doc = documentHtml(TEMPLATE, rendered('<h1>Blog</h1>', { note: '</script><script>alert(1)</script>' }), '/blogs', config);
  expect(doc.match(/<title>/g)).toHaveLength(1);
  expect(doc).toContain('<title>Blog | NISM Practice</title>');
  expect(doc).not.toContain('Site default');
  expect(doc).toContain('<div id="root" data-prerendered="/blogs"><h1>Blog</h1></div>');
  expect(doc).toContain('<style data-styled="active">.a{color:red}</style>');
  // The data cannot close its script element, whatever text it holds.
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(doc)![1];
  expect(data).not.toContain('</script');
  expect(JSON.parse(data)).toEqual({ note: '</script><script>alert(1)</script>' });
  // The session hint runs in the head, before the body paints.
  expect(doc.indexOf('localStorage.getItem("sb-localhost-auth-token")')).toBeLessThan(doc.indexOf('<body>'));
});

/** The startup list a prerendered document hands its after-paint script. */
const startupOf = (doc: string) => JSON.parse(/<script type="application\/json" id="startup-scripts">(.*?)<\/script>/.exec(doc)![1]);

test("the app's scripts start after the first paint: no script tag or preload is left, the list is at the end of the body", () => {
  const template = TEMPLATE.replace('</head>', `<script>${documentPreloadScript()}</script></head>`);
  const doc = documentHtml(template, rendered('<h1>Blog</h1>'), '/blogs', config, ['http://localhost:3004/mf-manifest.json?a=1&b=2']);
  expect(doc).not.toMatch(/<script\b[^>]*\bsrc=/);
  expect(doc).not.toMatch(/<link\b[^>]*\brel="preload"/);
  // The early fetches run with the scripts, after the paint, not in the head.
  expect(doc.slice(0, doc.indexOf('</head>'))).not.toContain(documentPreloadScript());
  expect(startupOf(doc)).toEqual({
    early: true,
    tags: [
      // The remote's manifest first, as the browser's runtime will fetch it.
      { href: 'http://localhost:3004/mf-manifest.json?a=1&b=2', as: 'fetch', crossorigin: true },
      { src: '/assets/main.js' },
      { href: '/assets/framework.js', as: 'script' },
    ],
  });
  const afterMarkup = doc.slice(doc.indexOf('id="page-data"'));
  expect(afterMarkup).toContain(`<script>${afterPaintScript()}</script>`);
  expect(doc.slice(0, doc.indexOf('</head>'))).not.toContain(afterPaintScript());
});

test("a document without early fetches (the bench's single bundle) does not ask for them", () => {
  expect(startupOf(documentHtml(TEMPLATE, rendered('<h1>Blog</h1>'), '/blogs', config)).early).toBe(false);
});

test('each path has its file: the home page is index.html, a route its folder, the 404 page 404.html', () => {
  expect(documentFile('/')).toBe('index.html');
  expect(documentFile('/blogs/some-article')).toBe(path.join('blogs', 'some-article', 'index.html'));
  expect(documentFile('/404')).toBe('404.html');
});

describe('prerenderSite', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-test-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** Renders `pages` into dist; those in `failing` fail as a down remote would. */
  const renderSite = (pages: string[], failing: string[] = [], siteUrl = 'https://nism.example') =>
    prerenderSite({ shellDist: dist, outDir: dist, siteUrl, config, pages, shell: shell(new Set(failing)) });

  const shell = (fail: Set<string>): ShellPrerender => ({
    sharedModules: {},
    renderPage: async ({ path: p }) => {
      if (fail.has(p)) throw new Error('content remote: fetch failed');
      return rendered(`<h1>${p}</h1>`);
    },
  });

  test("a page that fails keeps its last good HTML and is reported; the app's own document is kept beside index.html", async () => {
    const first = await renderSite(['/', '/blogs'], [], 'https://nism.example/');
    expect(first).toEqual({ written: ['/', '/blogs'], failed: [] });
    const blogs = fs.readFileSync(path.join(dist, 'blogs', 'index.html'), 'utf8');
    expect(blogs).toContain('<h1>/blogs</h1>');
    expect(fs.readFileSync(path.join(dist, 'app.html'), 'utf8')).toBe(TEMPLATE);

    const second = await renderSite(['/', '/blogs'], ['/blogs']);
    expect(second.written).toEqual(['/']);
    expect(second.failed).toEqual([{ path: '/blogs', reason: 'content remote: fetch failed' }]);
    expect(fs.readFileSync(path.join(dist, 'blogs', 'index.html'), 'utf8')).toBe(blogs);
    // The home page was rendered into the app's document, not into the previous home page.
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8').match(/data-prerendered/g)).toHaveLength(1);
  });

  test('it writes route-params.json, the exam ids and article slugs the server answers pages for (others 404)', async () => {
    const routeParams = { examId: ['00000000-0000-4000-a000-000000000001'], slug: ['nism-series-xa-overview'] };
    await prerenderSite({
      shellDist: dist,
      outDir: dist,
      siteUrl: 'https://nism.example',
      config,
      pages: ['/'],
      routeParams,
      shell: shell(new Set()),
    });
    expect(JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PARAMS_FILE), 'utf8'))).toEqual(routeParams);
    expect(fs.readdirSync(dist).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('a page whose connection timed out (a busy machine) is tried once more after the others; a refused one is not', async () => {
    const timeout = Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } });
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const calls: string[] = [];
    const flaky: ShellPrerender = {
      sharedModules: {},
      renderPage: async ({ path: p }) => {
        calls.push(p);
        if (p === '/' && calls.filter((c) => c === '/').length === 1) throw timeout;
        if (p === '/blogs') throw refused;
        return rendered(`<h1>${p}</h1>`);
      },
    };
    const report = await prerenderSite({
      shellDist: dist,
      outDir: dist,
      siteUrl: 'https://nism.example',
      config,
      pages: ['/', '/blogs'],
      shell: flaky,
    });
    expect(report.written).toEqual(['/']);
    expect(report.failed).toEqual([{ path: '/blogs', reason: 'fetch failed' }]);
    expect(calls).toEqual(['/', '/blogs', '/']);
  });

  test('a page that never rendered before and fails now writes nothing', async () => {
    const report = await renderSite(['/terms'], ['/terms']);
    expect(report.failed).toHaveLength(1);
    expect(fs.existsSync(path.join(dist, 'terms'))).toBe(false);
  });
});
