// The federation platform in the composed site: one copy of every shared singleton, one auth state across the
// shell and the remotes, and a remote whose server is down failing alone, inline, with a Retry that recovers
// without a reload once the server is back. (A remote's toast showing once, in the shell: content.test.ts.)
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { newPage, screenshot } from '../../lib/browser';
import { LEARNER, signIn } from '../../lib/auth';
import { site, startApp, stopApp } from '../../lib/stack';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
/** Every shared package in the page's federation share scope: how many versions, and which app provided them. */
function shareScope(page: Page) {
  return page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; useIn: string[] }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, { versions: number; from: string[]; useIn: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs)) {
          const entries = Object.values(versions);
          out[pkg] = { versions: entries.length, from: entries.map((e) => e.from), useIn: entries.flatMap((e) => e.useIn ?? []) };
        }
    return out;
  });
}

test('the shell and the remotes share one copy of each singleton', async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/blogs'));
    await page.getByRole('heading', { name: 'Investment Advisory Blogs' }).waitFor();
    await page.getByRole('link', { name: 'Exams', exact: true }).first().click();
    await page.getByRole('heading', { name: 'All Available Exams' }).waitFor();
    const scope = await shareScope(page);
    for (const pkg of ['react', 'react-dom', 'react-hot-toast', 'platform', 'shared-auth', 'shared-ui']) {
      expect(scope[pkg], `${pkg} is shared`).toBeTruthy();
      expect(scope[pkg].versions, `${pkg} has one version in the share scope`).toBe(1);
      expect(scope[pkg].from, `${pkg} comes from the shell`).toEqual(['shell']);
    }
    expect(scope['shared-auth'].useIn.includes('catalog'), 'the catalog remote uses the shell copy of shared-auth').toBeTruthy();
    // The router reaches every app through shared-ui, so react-router itself is never a separate shared package.
    expect(scope['react-router-dom']).toBe(undefined);
    expect(scope['react-router']).toBe(undefined);
    // styled-components is reached through shared-ui too: one copy, so the shell and both remotes write one style sheet.
    expect(scope['styled-components']).toBe(undefined);
    expect(await page.locator('style[data-styled]').count(), 'one styled-components sheet in the page').toBe(1);
    // supabase-js is reached through platform (a singleton): the shell's platform loads the shell's copy, cut to what it uses.
    expect(scope['@supabase/supabase-js']).toBe(undefined);
    // The standalone harness and the contracts are bundled where used, never shared.
    expect(scope['dev-harness']).toBe(undefined);
    expect(scope['contracts']).toBe(undefined);
  } finally {
    await context.close();
  }
});

test('a first visit to the home page downloads no auth library; the login screen loads it', async () => {
  const { context, page } = await newPage(browser);
  try {
    // supabase-js's auth client names itself in its own source; no other script does.
    const scripts: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.text().then(
          (body) => (body.includes('GoTrueClient') ? response.url() : null),
          () => null,
        ),
      );
    });
    const authScripts = async () => (await Promise.all(scripts)).filter(Boolean);
    await page.goto(site('/'));
    await page.getByRole('heading', { name: 'Pass your NISM certification with confidence' }).waitFor();
    await page.locator('[aria-roledescription="carousel"]').getByRole('article').first().waitFor(); // the exams arrived
    await page.waitForLoadState('networkidle');
    expect(await authScripts(), 'the home page loaded the auth library').toEqual([]);
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByLabel('Email').waitFor();
    // The screen asks for the library as it mounts; a load state would not wait for it (the page loaded long ago).
    for (let waited = 0; (await authScripts()).length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    await page.waitForTimeout(500); // and nothing loads it twice
    expect((await authScripts()).length, 'the login screen loads the auth library once').toBe(1);
  } finally {
    await context.close();
  }
});

test('signing in and out in the shell updates a remote page without a reload', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    await page.getByRole('heading', { name: 'My Exams' }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: LEARNER.email }).click();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(site('/'));
    await page.getByRole('link', { name: 'Exams', exact: true }).first().click();
    await page.getByRole('heading', { name: 'All Available Exams' }).waitFor();
    await expect(page.getByRole('heading', { name: 'My Exams' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 'no reload happened').toBe(1);
  } finally {
    await context.close();
  }
});

test('a remote that is down fails inline; the rest works; Retry recovers without a reload', async () => {
  const { context, page } = await newPage(browser);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await stopApp('content');
  try {
    await page.goto(site('/blogs'));
    const alert = page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
    await alert.waitFor();
    await expect(page.getByRole('navigation').first(), 'the nav is still there').toBeVisible();
    await expect(page.getByRole('contentinfo'), 'the footer is still there').toBeVisible();
    await screenshot(page, 'platform-remote-down');

    // Another remote keeps working, through the nav.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Exams', exact: true }).first().click();
    await page.getByRole('heading', { name: 'All Available Exams' }).waitFor();

    // Back on the broken route, the server returns, and Retry shows the page in place.
    await page.goBack();
    await alert.waitFor();
    await startApp('content');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Investment Advisory Blogs' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 'no reload happened').toBe(1);
    // The prerendered page hydrated without its remote: React recovers by rendering that part in the browser, which
    // is expected here and must not surface as an uncaught error.
    expect(pageErrors).toEqual([]);
  } finally {
    await startApp('content').catch(() => {});
    await context.close();
  }
});
