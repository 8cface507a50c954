// Deploying one remote alone: a remote built with an extra expose, and one built from an older commit, work behind
// the current shell; a remote built for
// a contract version the shell does not support is refused inline, with Retry, not a white screen; the shell works
// under a path prefix as well as at an origin root; and the standalone harness (dev-harness) never reaches the
// deployable dist/ of any app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, screenshot } from '../lib/browser';
import { serveAppVariant, serveRemoteFromCommit, type RunningVariant } from '../lib/app-variant';
import { site } from '../lib/stack';

const ROOT = path.resolve(__dirname, '..', '..');
/** The harness frame's own words, the demo password it fills in, and checkout's QA page. */
const HARNESS_STRINGS = ['remote (standalone)', 'Signing in...', 'practice123', 'Plans (buy)'];
/** The last commit before contracts/ existed: its content remote is contract-compatible code of an older build. */
const OLDER_COMMIT = '5960d55';

let browser: Browser;
let extra: RunningVariant;
let unsupported: RunningVariant;
let prefixed: RunningVariant;
let older: RunningVariant;
before(async () => {
  browser = await launchBrowser();
  const config = await (await fetch(site('/config.json'))).json();
  const built = await Promise.allSettled([
    serveAppVariant({ dir: 'mfe-content', extraExposes: { './company': './src/lib/company' } }),
    serveAppVariant({ dir: 'mfe-content', contractVersion: 2 }),
    serveAppVariant({ dir: 'shell', basePath: '/practice/', config }),
    serveRemoteFromCommit('mfe-content', OLDER_COMMIT),
  ]);
  const servers = built.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
  [extra, unsupported, prefixed, older] = servers as RunningVariant[];
  const failed = built.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
});
after(async () => {
  await Promise.all([browser?.close(), extra?.close(), unsupported?.close(), prefixed?.close(), older?.close()]);
});

/** A visitor whose deployment's config.json points the content remote at `manifest` (the shell is not rebuilt). */
async function visitWithContentAt(manifest: string): Promise<{ page: Page; close: () => Promise<void> }> {
  // The variant's port is not in the stack's Content-Security-Policy, which names the configured remotes.
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  context.setDefaultTimeout(20_000);
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, content: manifest } } });
  });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('no deployable dist/ holds the standalone harness, its QA pages or a demo password', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const texts = (dir: string) =>
    files(path.join(ROOT, dir))
      .filter((f) => /\.(js|html|json)$/.test(f))
      .map((f) => ({ file: path.relative(ROOT, f), text: fs.readFileSync(f, 'utf8') }));
  for (const app of ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-testing', 'mfe-content']) {
    const deployable = texts(`${app}/dist`);
    assert.ok(deployable.length > 0, `${app}/dist is built`);
    for (const text of HARNESS_STRINGS) {
      const found = deployable.find((f) => f.text.includes(text));
      assert.equal(found, undefined, `"${text}" is in ${found?.file}`);
    }
  }
  // The check can see them: a remote's harness, built beside its dist/, carries them.
  const harness = texts('mfe-checkout/dist-harness');
  for (const text of HARNESS_STRINGS)
    assert.ok(
      harness.some((f) => f.text.includes(text)),
      `"${text}" is not in checkout's harness`,
    );
});

test('a content remote deployed with an extra expose works behind the current shell', async () => {
  const { page, close } = await visitWithContentAt(extra.manifest);
  try {
    const manifest = await (await fetch(extra.manifest)).json();
    assert.ok(
      manifest.exposes.some((e: { name: string }) => e.name === 'company'),
      'the variant exposes ./company',
    );
    await page.goto(site('/blogs'));
    await page.getByRole('heading', { name: 'Investment Advisory Blogs' }).waitFor();
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  } finally {
    await close();
  }
});

test('a content remote built from an older commit works behind the current shell', async () => {
  const { page, close } = await visitWithContentAt(older.manifest);
  try {
    await page.goto(site('/blogs'));
    await page.getByRole('heading', { name: 'Investment Advisory Blogs' }).waitFor();
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
  } finally {
    await close();
  }
});

test('a content remote built for an unsupported contract version is refused inline, with Retry', async () => {
  const { page, close } = await visitWithContentAt(unsupported.manifest);
  try {
    await page.goto(site('/blogs'));
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This part of the site is unavailable' }).waitFor();
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    await screenshot(page, 'deploy-unsupported-contract');
    // The rest of the site still works: another remote's page through the nav.
    await page.getByRole('link', { name: 'Exams', exact: true }).first().click();
    await page.getByRole('heading', { name: 'All Available Exams' }).waitFor();
  } finally {
    await close();
  }
});

test('the shell built for a path prefix serves its pages, links and deep links under it', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  try {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    // A deep link straight into a remote's page (the SPA fallback under the prefix), then links through the router.
    await page.goto(`${prefixed.url}/practice/blogs`);
    await page.getByRole('heading', { name: 'Investment Advisory Blogs' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Contact Us' }).first().getAttribute('href'), '/practice/contact');
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/practice/terms');
    await page.reload();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    assert.deepEqual(missing, [], 'every asset loads from under the prefix');
    // Outside the prefix there is nothing.
    assert.equal((await fetch(`${prefixed.url}/blogs`)).status, 404);
  } finally {
    await context.close();
  }
});
