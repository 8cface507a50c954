// Faults in the browser: local-supabase stopped while a learner is mid-test (answers chosen meanwhile are kept, the
// page says so, and everything reaches the database once the backend is back, with no click), and each remote
// stopped in turn mid-session (it fails inline, the rest of the site keeps working, and Retry recovers it).
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { learnerClient, shownAnswers } from '../../lib/answers';
import { newPage, screenshot } from '../../lib/browser';
import { createConfirmedUser, signIn, uniqueEmail, LEARNER } from '../../lib/auth';
import { site, startApp, startBackend, stopApp, stopBackend } from '../../lib/stack';

const EXAM_PREMIUM = '00000000-0000-4000-a000-000000000001';
const ATTEMPT_URL = /\/exams\/[^/]+\/test\/[^/]+\/attempt\/([0-9a-f-]{36})$/;

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
test.afterAll(async () => {
  await startBackend().catch(() => {});
});

/** The learner's saved answers by palette number, with the letters on screen. */
const serverAnswers = async (attemptId: string) => shownAnswers(await learnerClient(LEARNER), attemptId);

const question = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Question ${n},`) });
const choose = async (page: Page, n: number, option: string) => {
  await question(page, n).click();
  await page
    .getByRole('radiogroup')
    .getByRole('radio', { name: new RegExp(`^${option}\\.`) })
    .check();
};

/** Client-side navigation, as a nav link does: the loaded shell and remotes stay. */
const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('backend stopped mid-test: answers chosen meanwhile are kept, the page says so, and all reach the database after it restarts', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    await page.goto(site(`/exams/${EXAM_PREMIUM}`));
    await page.getByRole('article', { name: 'Mock Test 1' }).getByRole('button', { name: 'Start New Attempt' }).click();
    await page.waitForURL(ATTEMPT_URL);
    const attemptId = ATTEMPT_URL.exec(page.url())![1];
    await choose(page, 1, 'A');
    await page.getByText('✓ Saved').waitFor();

    await stopBackend();
    // Go on answering, changing one answer, while nothing can be saved.
    for (const [n, option] of [
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
      [2, 'C'],
    ] as const)
      await choose(page, n, option);
    const banner = page.getByText(/answers? not saved yet: the server cannot be reached/);
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/^3 answers/);
    await screenshot(page, 'outage-backend-down-mid-test');
    await page.waitForTimeout(3000); // a few retries fail meanwhile
    await expect(page.getByRole('timer'), 'the clock keeps running').toBeVisible();

    await startBackend();
    // Recovers by itself: no click, no reload.
    await banner.waitFor({ state: 'detached', timeout: 40_000 });
    expect(await serverAnswers(attemptId)).toEqual({ 1: 'A', 2: 'C', 3: 'C', 4: 'D' });
    await choose(page, 5, 'B');
    await page.getByText('✓ Saved').waitFor();
    expect((await serverAnswers(attemptId))[5]).toBe('B');
  } finally {
    await startBackend();
    await context.close();
  }
});

/** Each remote, where it shows, and a page of another remote to prove the rest keeps working. */
const REMOTE_PAGES = [
  {
    remote: 'catalog',
    entry: '/blogs',
    path: `/exams/${EXAM_PREMIUM}/info`,
    ready: (p: Page) => p.getByRole('heading', { name: 'Assessment Structure' }),
  },
  {
    remote: 'testing',
    entry: '/blogs',
    path: `/exams/${EXAM_PREMIUM}`,
    ready: (p: Page) => p.getByRole('article', { name: 'Mock Test 1' }),
  },
  { remote: 'content', entry: '/exams', path: '/blogs', ready: (p: Page) => p.getByRole('heading', { name: 'Investment Advisory Blogs' }) },
] as const;

for (const { remote, entry, path, ready } of REMOTE_PAGES) {
  test(`${remote} stopped mid-session: it fails inline, the rest works, Retry recovers`, async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, LEARNER);
      await page.goto(site(entry));
      await page.getByRole('navigation').first().waitFor();
      await stopApp(remote);
      await navigate(page, path);
      const alert = page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
      await alert.waitFor();
      await expect(page.getByRole('contentinfo'), 'the footer is still there').toBeVisible();
      await screenshot(page, `outage-${remote}-down`);

      await navigate(page, entry); // another remote still works
      await page.getByRole('heading', { name: entry === '/blogs' ? 'Investment Advisory Blogs' : 'All Available Exams' }).waitFor();
      await navigate(page, path);
      await alert.waitFor();
      await startApp(remote);
      await page.getByRole('button', { name: 'Retry' }).click();
      await ready(page).waitFor();
    } finally {
      await startApp(remote).catch(() => {});
      await context.close();
    }
  });
}

test('checkout stopped mid-session: buying says so, the plans page works, and buying again once it is back opens the payment window', async () => {
  const email = uniqueEmail('outage-checkout');
  await createConfirmedUser(email, 'outage-pass1');
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password: 'outage-pass1' });
    await page.goto(site('/exams/00000000-0000-4000-a000-000000000003/plans'));
    const buy = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: '90 Days Access', exact: true }) })
      .getByRole('button', { name: 'Buy Now' });
    await buy.waitFor();
    await stopApp('checkout');
    await buy.click();
    await page.getByRole('status').getByText('Checkout unavailable', { exact: true }).waitFor();
    await buy.waitFor(); // not stuck on Processing
    await screenshot(page, 'outage-checkout-down');

    await startApp('checkout');
    await buy.click();
    const window = page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
    await window.waitFor();
    await window.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await buy.waitFor();
  } finally {
    await startApp('checkout').catch(() => {});
    await context.close();
  }
});
