// Deploying: the shell works under a path prefix as well as at an origin root, and the standalone harness
// (dev-harness) never reaches the deployable dist/ of any app. (A remote deployed alone behind the current shell, with
// an extra expose, from an older commit, or for a contract version the shell does not support: each remote's
// project, tests/<remote>/contract.spec.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../lib/fixtures';
import { DESKTOP } from '../../lib/browser';
import { serveAppVariant, type RunningVariant } from '../../lib/app-variant';
import { site } from '../../lib/stack';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The harness frame's own words, the demo password it fills in, and checkout's QA page. */
const HARNESS_STRINGS = ['remote (standalone)', 'Signing in...', 'practice123', 'Plans (buy)'];

let prefixed: RunningVariant;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const config = await (await fetch(site('/config.json'))).json();
  prefixed = await serveAppVariant({ dir: 'shell', basePath: '/practice/', config });
});
test.afterAll(async () => {
  await prefixed?.close();
});

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
    expect(deployable.length, `${app}/dist is built`).toBeGreaterThan(0);
    for (const text of HARNESS_STRINGS) {
      const found = deployable.find((f) => f.text.includes(text));
      expect(found, `"${text}" is in ${found?.file}`).toBeUndefined();
    }
  }
  // The check can see them: a remote's harness, built beside its dist/, carries them.
  const harness = texts('mfe-checkout/dist-harness');
  for (const text of HARNESS_STRINGS)
    expect(
      harness.some((f) => f.text.includes(text)),
      `"${text}" is not in checkout's harness`,
    ).toBeTruthy();
});

test('the shell built for a path prefix serves its pages, links and deep links under it', async ({ browser }) => {
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
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/practice/contact');
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/practice/terms');
    await page.reload();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(missing, 'every asset loads from under the prefix').toEqual([]);
    // Outside the prefix there is nothing.
    expect((await fetch(`${prefixed.url}/blogs`)).status).toBe(404);
  } finally {
    await context.close();
  }
});
