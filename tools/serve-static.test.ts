// The static server's answers for documents: a prerendered page or the app's document for a route of the site, and
// 404 with the not-found page for anything else (no soft 404), including an exam or article the site does not have.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticApp, NOT_FOUND_DOCUMENT, ROUTE_PARAMS_FILE } from './serve-static';

const EXAM = '00000000-0000-4000-a000-000000000001';
const SLUG = 'nism-series-xa-overview';

let dist: string;
let pages: string;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-dist-'));
  pages = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-pages-'));
  fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log(1)');
  fs.mkdirSync(path.join(pages, 'exams', EXAM, 'info'), { recursive: true });
  fs.writeFileSync(path.join(pages, 'exams', EXAM, 'info', 'index.html'), '<!doctype html><title>X-A info</title>');
  fs.writeFileSync(path.join(pages, NOT_FOUND_DOCUMENT), '<!doctype html><title>Page not found</title><h1>404</h1>');
  fs.writeFileSync(path.join(pages, ROUTE_PARAMS_FILE), JSON.stringify({ examId: [EXAM], slug: [SLUG] }));
});
afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(pages, { recursive: true, force: true });
});

const get = async (app: ReturnType<typeof createStaticApp>, p: string, method = 'GET') => {
  const res = await app.request(p, { method });
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
};

describe("the shell's server (prerendered pages beside it)", () => {
  test.each([['/no/such/page'], ['/exams/abc/nope'], ['/blogs/a/b'], ['/loginx'], ['/exams//info']])(
    '%s is no route: 404 with the prerendered not-found page',
    async (p) => {
      const res = await get(createStaticApp({ root: dist, pages }), p);
      expect(res).toMatchObject({ status: 404, type: 'text/html; charset=utf-8', cache: 'no-cache' });
      expect(res.body).toContain('<h1>404</h1>');
    },
  );

  test.each([
    [`/exams/00000000-0000-4000-a000-0000000000ff/info`],
    [`/exams/00000000-0000-4000-a000-0000000000ff/plans`],
    [`/exams/00000000-0000-4000-a000-0000000000ff`],
    [`/exams/not-an-exam/test/t/results/a`],
    ['/blogs/no-such-article'],
  ])('%s names an exam or article the prerender did not find: 404 from 404.html', async (p) => {
    const res = await get(createStaticApp({ root: dist, pages }), p);
    expect(res.status).toBe(404);
    expect(res.body).toContain('<h1>404</h1>');
  });

  test.each([
    [`/exams/${EXAM}/info`, 'X-A info'],
    [`/exams/${EXAM.toUpperCase()}/plans`, 'app'],
    [`/exams/${EXAM}/test/t/attempt/a`, 'app'],
    [`/blogs/${SLUG}`, 'app'],
    ['/exams/', 'app'],
    ['/account', 'app'],
    ['/reset-password/reset-password', 'app'],
  ])('%s is a page: 200 with its document', async (p, title) => {
    const res = await get(createStaticApp({ root: dist, pages }), p);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
  });

  test('HEAD answers the same status without a body; files and missing files are unchanged', async () => {
    const app = createStaticApp({ root: dist, pages });
    expect(await get(app, '/no/such/page', 'HEAD')).toMatchObject({ status: 404, body: '' });
    expect((await get(app, '/main.0123abcd.js')).status).toBe(200);
    expect((await get(app, '/assets/missing.js')).status).toBe(404);
  });

  test('a new prerender (a new exam) is read at once; before any prerender, only the routes are checked', async () => {
    const app = createStaticApp({ root: dist, pages });
    const added = '00000000-0000-4000-a000-000000000007';
    expect((await get(app, `/exams/${added}/info`)).status).toBe(404);
    const file = path.join(pages, ROUTE_PARAMS_FILE);
    fs.writeFileSync(file, JSON.stringify({ examId: [EXAM, added], slug: [SLUG] }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await get(app, `/exams/${added}/info`)).status).toBe(200);

    fs.rmSync(file);
    fs.rmSync(path.join(pages, NOT_FOUND_DOCUMENT));
    expect((await get(app, '/exams/anything/info')).status).toBe(200);
    // No prerendered 404 page yet: the app's document, whose route table renders the not-found page, with 404.
    expect(await get(app, '/no/such/page')).toMatchObject({ status: 404, body: '<!doctype html><title>app</title>' });
  });

  test('under a base path the routes are matched below it', async () => {
    const app = createStaticApp({ root: dist, pages, basePath: '/practice/' });
    expect((await get(app, `/practice/exams/${EXAM}/info`)).status).toBe(200);
    expect((await get(app, '/practice/nope')).status).toBe(404);
  });
});

test("a remote's server (its standalone harness, no prerendered pages) keeps answering its document for any path", async () => {
  const res = await get(createStaticApp({ root: dist }), '/no/such/page');
  expect(res).toMatchObject({ status: 200, body: '<!doctype html><title>app</title>' });
});
