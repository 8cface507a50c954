// Prerendered public pages: the HTML itself holds each page's content, title and tags (what a crawler or a phone on a
// slow network gets before any script), the browser hydrates that markup in place without an error at phone and
// desktop width, a signed-in learner's own parts arrive without a layout shift, the data is revalidated after
// hydration, and a remote that is down at prerender time leaves its pages' last good HTML in place.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { admin } from '../lib/admin';
import { LEARNER, signIn } from '../lib/auth';
import { DESKTOP, launchBrowser, PHONE, screenshot } from '../lib/browser';
import { prerenderAgain, site, startApp, stopApp } from '../lib/stack';

const EXAM = '00000000-0000-4000-a000-000000000001';
const ARTICLE = '/blogs/nism-series-xa-overview';
const ARTICLE_TITLE = 'NISM Series-XA: A Complete Overview of the Investment Adviser Level 1 Exam';

/** Each public page and the heading its HTML must already hold. */
const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Pass your NISM certification with confidence' },
  { path: '/exams', heading: 'Exams' },
  { path: `/exams/${EXAM}/info`, heading: 'NISM Series X-A: Investment Adviser (Level 1)' },
  { path: `/exams/${EXAM}/plans`, heading: 'NISM Series X-A: Investment Adviser (Level 1) Certification Examination - Select a Plan' },
  { path: '/blogs', heading: 'Investment Advisory Blogs' },
  { path: ARTICLE, heading: ARTICLE_TITLE },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Create an Account' },
];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const res = await fetch(site(path));
  assert.equal(res.status, 200, path);
  return res.text();
};

// Records every console error or warning, and every layout shift not caused by input, from the first paint on; and
// keeps the first heading the document arrived with, to tell hydration (same node) from a fresh render (a new one).
const WATCH = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => { window.__firstHeading = document.querySelector('#root h1'); });
`;

async function open(viewport: typeof DESKTOP, { javaScript = true } = {}) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: javaScript,
    ...(viewport === PHONE ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { context, page, problems };
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { __firstHeading?: Element }).__firstHeading;
    return !!first && first === document.querySelector('#root h1') && first.isConnected;
  });

test('the HTML of each public page holds its content, its own title and tags; articles carry BlogPosting data', async () => {
  const home = await html('/');
  assert.match(home, /<h1 id="home-title">Pass your NISM certification with confidence<\/h1>/);
  assert.match(home, /NISM Series X-A: Investment Adviser \(Level 1\)/, 'the carousel exams are in the HTML');
  assert.match(home, /<title>Mock tests for NISM certifications \| NISM Practice<\/title>/);

  const article = await html(ARTICLE);
  assert.ok(article.includes(`<title>${ARTICLE_TITLE} | NISM Practice</title>`));
  assert.match(article, /<meta name="description" content="[^"]+"/);
  assert.match(article, new RegExp(`<link rel="canonical" href="${site(ARTICLE).replace(/[.?]/g, '\\$&')}"`));
  assert.match(article, /<meta property="og:type" content="article"/);
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(article);
  assert.ok(jsonLd, 'JSON-LD in the HTML');
  const posting = JSON.parse(jsonLd[1]) as Record<string, string>;
  assert.equal(posting['@type'], 'BlogPosting');
  assert.match(posting.image, /^http:\/\/localhost:\d+\/assets\/xa-overview\.[0-9a-f]+\.svg$/, 'the image is the remote’s own file');
  assert.ok((await fetch(posting.image)).ok, 'and it is served');
  assert.match(article, /Investment Adviser/);
  assert.equal((article.match(/<title>/g) ?? []).length, 1, 'one title');

  const titles = new Set<string>();
  for (const { path, heading } of PAGES) {
    const page = await html(path);
    assert.ok(page.includes(`>${heading.replace(/&/g, '&amp;')}</h1>`), `${path}: its heading is in the HTML`);
    titles.add(/<title>([^<]+)<\/title>/.exec(page)?.[1] ?? '');
  }
  assert.equal(titles.size, PAGES.length, 'every page has its own title');

  // A learner's own pages are not prerendered: the app's document, with no content in it.
  assert.match(await html(`/exams/${EXAM}`), /<div id="root"><\/div>/);
});

test('an unknown URL, exam or article answers 404 with the prerendered not-found page; every page of the site 200', async () => {
  const unknownExam = '00000000-0000-4000-a000-0000000000ff';
  for (const p of [
    '/no/such/page',
    '/exams/x/y/z',
    `/exams/${unknownExam}/info`,
    `/exams/${unknownExam}/plans`,
    `/exams/${unknownExam}`,
    '/blogs/no-such-article',
  ]) {
    const res = await fetch(site(p));
    assert.equal(res.status, 404, p);
    const body = await res.text();
    assert.match(body, /Oops! Page not found/, `${p} answers the 404 page's HTML`);
    assert.match(body, /data-prerendered="\/404"/, `${p} answers the prerendered 404.html`);
  }
  const signedIn = ['/account', `/exams/${EXAM}`, `/exams/${EXAM}/progress`, `/exams/${EXAM}/test/t/results/a`, '/reset-password'];
  for (const p of [...PAGES.map((x) => x.path), ...signedIn]) assert.equal((await fetch(site(p))).status, 200, p);

  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page } = await open(viewport);
    try {
      const response = await page.goto(site(`/exams/${unknownExam}/info`));
      assert.equal(response?.status(), 404);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, `unknown-exam-404-${viewport === PHONE ? 'phone' : 'desktop'}`);
    } finally {
      await context.close();
    }
  }
});

test('without JavaScript a phone shows the page from the HTML alone', async () => {
  const { context, page } = await open(PHONE, { javaScript: false });
  try {
    await page.goto(site('/'));
    await page.getByRole('heading', { name: 'Pass your NISM certification with confidence' }).waitFor();
    assert.ok(await page.getByRole('heading', { name: 'NISM Series V-A', exact: false }).first().isVisible());
    await screenshot(page, 'prerender-no-js-home-phone');
    await page.goto(site(ARTICLE));
    await page.getByRole('heading', { level: 1, name: ARTICLE_TITLE }).waitFor();
    await screenshot(page, 'prerender-no-js-article-phone');
  } finally {
    await context.close();
  }
});

test('a form typed into before the JavaScript has run is never sent by the browser itself; what was typed is signed in with', async () => {
  // Scripts held back: the prerendered login form is on screen, its JavaScript not yet run.
  const { context, page } = await open(PHONE);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(site('/login'), { waitUntil: 'commit' }); // DOMContentLoaded waits for the held script
    await page.getByLabel('Email', { exact: true }).fill(LEARNER.email);
    await page.getByLabel('Password', { exact: true }).fill(LEARNER.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    assert.equal(await login.isDisabled(), true);
    await page.getByLabel('Password', { exact: true }).press('Enter'); // no submission: the button is disabled
    assert.ok(!page.url().includes('password'), `the browser sent the form: ${page.url()}`);
    release();
    await login.click(); // waits until it is enabled: hydrated, holding what was typed
    await page.waitForURL(/\/exams$/);
  } finally {
    await context.close();
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  const width = viewport.width;
  test(`at ${width} px every public page hydrates its HTML in place, with no error and no layout shift`, async () => {
    const { context, page, problems } = await open(viewport);
    try {
      for (const { path, heading } of PAGES) {
        await page.goto(site(path), { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.ok(await hydratedInPlace(page), `${path}: the heading the HTML brought is still the page's`);
        assert.ok((await layoutShift(page)) <= 0.02, `${path}: layout shift ${await layoutShift(page)}`);
      }
      assert.deepEqual(problems, []);
      // After hydration the page is the app: a link navigates without a reload.
      await page.goto(site('/blogs'), { waitUntil: 'networkidle' });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('link', { name: ARTICLE_TITLE, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: ARTICLE_TITLE }).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no reload');
    } finally {
      await context.close();
    }
  });
}

test("a first visit fetches each of the page's files once, and every preload the document starts is used", async () => {
  for (const path of ['/exams', ARTICLE]) {
    const { context, page, problems } = await open(PHONE);
    try {
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(site(path), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Chromium warns of a preload left unused a few seconds after the load event.
      await page.waitForTimeout(4_000);
      const twice = requested.filter((url, i) => requested.indexOf(url) !== i);
      assert.deepEqual(twice, [], `${path}: fetched more than once`);
      assert.ok(
        requested.some((url) => url.endsWith('/remoteEntry.js')),
        `${path}: the remote's container loaded`,
      );
      assert.deepEqual(problems, [], path);
    } finally {
      await context.close();
    }
  }
});

test("a signed-in learner's nav and My Exams arrive after hydration, without a layout shift or an error", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page, problems } = await open(viewport);
    try {
      await signIn(page);
      await page.goto(site('/exams'), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'My Exams' }).waitFor();
      await page.getByRole('heading', { name: 'All Available Exams' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Login', exact: true }).count(), 0, 'no Login for a learner');
      assert.ok((await layoutShift(page)) <= 0.02, `layout shift ${await layoutShift(page)}`);
      await screenshot(page, `prerender-exams-signed-in-${viewport.width}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('a price changed after the prerender: the HTML has the old one, the page revalidates to the new', async () => {
  const plan = '00000000-0000-4000-c000-000000000013'; // X-A's 30-day plan, ₹499
  const { error } = await admin.from('exam_plans').update({ price: 549 }).eq('id', plan);
  assert.equal(error, null);
  const { context, page, problems } = await open(PHONE);
  try {
    assert.match(await html(`/exams/${EXAM}/plans`), /₹499/);
    await page.goto(site(`/exams/${EXAM}/plans`));
    await page.getByText('₹549').first().waitFor();
    assert.equal(await page.getByText('₹499', { exact: true }).count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await admin.from('exam_plans').update({ price: 499 }).eq('id', plan);
    await context.close();
  }
});

test('a remote down at prerender time: its pages keep their last good HTML and are reported, the others are refreshed', async () => {
  const before = await html('/blogs');
  await stopApp('content');
  try {
    const report = await prerenderAgain();
    const failed = report.failed.map((f) => f.path);
    assert.ok(failed.includes('/blogs') && failed.includes(ARTICLE) && failed.includes('/terms'), failed.join(', '));
    assert.ok(report.written.includes('/') && report.written.includes('/exams'), 'the catalog pages are written');
    assert.ok(!failed.some((p) => p.startsWith('/exams') || p === '/'), 'only the content pages failed');
    assert.equal(await html('/blogs'), before, 'the last good HTML is served');
  } finally {
    await startApp('content');
  }
  const again = await prerenderAgain();
  assert.deepEqual(again.failed, []);
});
