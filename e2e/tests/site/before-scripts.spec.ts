// Issue 47 §2: the public pages paint first and start their scripts after the first paint, so nothing a visitor taps
// may be dead before the scripts arrive. With every script blocked, on a 390 px touch phone, each prerendered public
// page shows no control that a tap could not work (every link a real address, no live-looking button), and each
// control leads where it says; the contact form's submit says it is getting ready. Then, with the scripts held back
// and released, a tap made before hydration is not lost.
import { test, expect } from '../../lib/fixtures';
import type { Page } from '@playwright/test';
import { PHONE, screenshot } from '../../lib/browser';

const EXAM = '00000000-0000-4000-a000-000000000001';
const EXAM_NAME = 'NISM Series X-A: Investment Adviser (Level 1)';
const ARTICLE = '/blogs/nism-series-xa-overview';
const ARTICLE_TITLE = 'NISM Series-XA: A Complete Overview of the Investment Adviser Level 1 Exam';
const PUBLIC_PAGES = ['/', '/exams', `/exams/${EXAM}/info`, `/exams/${EXAM}/plans`, '/blogs', ARTICLE, '/contact', '/terms', '/privacy'];

const plans = `/exams/${EXAM}/plans`;
// The phone menu's <summary>: Chromium exposes it as a disclosure with its expanded state (no ARIA role may be given).
const menuToggle = (page: Page) => page.getByLabel('Menu', { exact: true });
const loginFor = (next: string) => `/login?next=${encodeURIComponent(next)}`;
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Taps `control` and checks the page it led to. */
async function tapLeadsTo(page: Page, from: string, control: ReturnType<Page['locator']>, to: string) {
  await page.goto(from);
  await control.tap();
  await expect.poll(() => pathOf(page), { message: `${from}: tapped, should be at ${to}` }).toBe(to);
}

test.describe('with every script blocked, on a 390 px touch phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });

  test('no public page shows a control a tap could not work: links have real addresses, buttons wait visibly', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('#root h1').first(), path).toBeVisible();
      // Every visible link, the menu's included once open, leads somewhere.
      await menuToggle(page).tap();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      const deadLinks = await page
        .locator('a:visible')
        .evaluateAll((links) =>
          links.filter((a) => !/^(\/|https?:|mailto:|tel:)/.test(a.getAttribute('href') ?? '')).map((a) => a.outerHTML),
        );
      expect(deadLinks, `${path}: links without an address`).toEqual([]);
      // A visible button needs a script: the only one allowed says it is getting ready, and is disabled.
      const buttons = await page
        .locator('button:visible')
        .evaluateAll((bs) => bs.map((b) => [b.textContent?.trim(), (b as HTMLButtonElement).disabled]));
      for (const [text, disabled] of buttons) expect([text, disabled], `${path}: a visible button`).toEqual(['Getting ready...', true]);
    }
  });

  test('the phone menu opens natively and its links lead to their pages, Login included', async ({ page }) => {
    for (const [name, to] of [
      ['Exams', '/exams'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact'],
      ['Login', '/login'],
    ]) {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await menuToggle(page).tap();
      await expect(menu).toBeVisible();
      if (name === 'Exams') await screenshot(page, 'no-script-menu-390');
      await menu.getByRole('link', { name }).tap();
      await expect.poll(() => pathOf(page)).toBe(to);
    }
  });

  test('Explore Exams, Try Free, Buy Now, Start Free Trial, Back and the blog links lead where they say', async ({ page }) => {
    await tapLeadsTo(page, '/', page.getByRole('link', { name: 'Explore Exams' }), '/exams');
    // Every exam card is reachable before the carousel's script: a native swipe, not an arrow.
    const card = page.getByRole('article', { name: EXAM_NAME }).first();
    await tapLeadsTo(page, '/exams', card.getByRole('link', { name: 'Try Free' }), loginFor(`${plans}?plan=free`));
    await tapLeadsTo(page, '/', card.getByRole('link', { name: 'Buy Now' }), loginFor(plans));
    await tapLeadsTo(page, `/exams/${EXAM}/info`, page.getByRole('link', { name: 'Buy Now' }), loginFor(plans));
    await tapLeadsTo(page, `/exams/${EXAM}/info`, page.getByRole('link', { name: /Back/ }), '/exams');
    await tapLeadsTo(page, plans, page.getByRole('link', { name: 'Start Free Trial' }), loginFor(`${plans}?plan=free`));
    await tapLeadsTo(page, plans, page.getByRole('link', { name: 'Buy Now' }).first(), loginFor(plans));
    await tapLeadsTo(page, '/blogs', page.getByRole('link', { name: ARTICLE_TITLE, exact: true }), ARTICLE);
    await tapLeadsTo(page, ARTICLE, page.getByRole('link', { name: 'Explore practice tests' }), '/exams');
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Getting ready...' })).toBeDisabled();
    await screenshot(page, 'no-script-contact-390');
  });
});

test('a tap on the phone menu before the page has hydrated is not lost: the menu stays open and its links work', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Hold every script of the shell and the remotes back until the tap has been made.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/exams', { waitUntil: 'commit' });
  await menuToggle(page).tap();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  release();
  // Hydrated: the carousel's arrows show.
  await expect(page.getByRole('button', { name: 'Next exams' })).toBeVisible();
  await expect(menu).toBeVisible();
  // The link is the app's now: the page changes without a new document (the mark survives) and the menu closes.
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 47));
  await menu.getByRole('link', { name: 'Blogs' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Advisory Blogs' })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(47);
  await context.close();
});
