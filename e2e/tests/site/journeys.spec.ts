// Journey fixes found by using the site as a learner (issue 18): each step checks what the learner sees, on a phone
// and on a desktop, with a screenshot of every changed page at both widths.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { newPage, screenshot } from '../../lib/browser';
import { LEARNER, signIn } from '../../lib/auth';
import { site } from '../../lib/stack';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
/** Runs a journey at 390 px and at 1280 px, each on a fresh page that is always closed. */
async function atBothWidths(journey: (page: Page, width: 'phone' | 'desktop') => Promise<void>) {
  for (const phone of [true, false]) {
    const { context, page } = await newPage(browser, { phone });
    try {
      await journey(page, phone ? 'phone' : 'desktop');
    } finally {
      await context.close();
    }
  }
}

/**
 * Console errors and warnings, and answers of 400 or more, seen while the page was open. The document itself is not
 * counted: an unknown exam's URL answers 404 by design (no soft 404, tools/serve-static.ts), and Chromium logs that.
 */
function watchProblems(page: Page) {
  const problems: string[] = [];
  const documents = new Set<string>();
  page.on('console', (m) => {
    if (documents.has(m.location().url) && /status of 404/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.request().frame() === page.mainFrame()) return void documents.add(r.url());
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

test("an unknown blog slug shows the spec's not-found page", async () => {
  await atBothWidths(async (page, width) => {
    await page.goto(site('/blogs/anything'));
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    await screenshot(page, `journeys-blog-not-found-${width}`);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(site('/'));
  });
});

test("a malformed exam id says 'Exam not found' with no rejected request and no console errors", async () => {
  await atBothWidths(async (page, width) => {
    const problems = watchProblems(page);
    const response = await page.goto(site('/exams/not-an-exam/info'));
    expect(response?.status(), 'an unknown exam answers 404').toBe(404);
    await page.getByRole('heading', { name: 'Exam not found' }).waitFor();
    await screenshot(page, `journeys-exam-not-found-${width}`);
    expect(problems).toEqual([]);
  });
});

test('register states the 8-character password minimum before any submit', async () => {
  await atBothWidths(async (page, width) => {
    await page.goto(site('/register'));
    await page.getByLabel('Password', { exact: true }).waitFor();
    await expect(page.getByText('At least 8 characters'), 'the minimum is shown under the field').toBeVisible();
    await screenshot(page, `journeys-register-${width}`);
  });
});

test('My Exams: Open tests on each active row, and every column readable on a 390 px phone without sideways scrolling', async () => {
  await atBothWidths(async (page, width) => {
    await signIn(page, LEARNER);
    const table = page.getByRole('table', { name: 'My Exams' });
    await table.waitFor();
    // The sign-in toast is showing (for a few seconds only, so measured first): it must not cover the page's heading.
    const toast = (await page.getByText('Login successful').boundingBox())!;
    const heading = (await page.getByRole('heading', { name: 'My Exams' }).boundingBox())!;
    expect(toast.y > heading.y + heading.height || toast.y + toast.height < heading.y, 'the toast leaves the heading visible').toBeTruthy();
    const open = table.getByRole('link', { name: 'Open tests' }).first();
    expect((await open.getAttribute('href'))!).toMatch(/^\/exams\/[0-9a-f-]{36}$/);
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows, 'nothing is wider than the viewport').toBe(false);
    // Every cell lies inside the viewport: Expiry Date and Status are no longer off screen.
    const viewport = page.viewportSize()!;
    for (const cell of await table.locator('td').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `cell "${await cell.innerText()}" fits`).toBeTruthy();
    }
    await screenshot(page, `journeys-my-exams-${width}`);
  });
});

test('an exam with an active purchase offers Go to tests on its info page, and no free trial', async () => {
  const X_A = '00000000-0000-4000-a000-000000000001';
  await atBothWidths(async (page, width) => {
    await signIn(page, LEARNER);
    await page.goto(site(`/exams/${X_A}/info`));
    await page.getByRole('link', { name: 'Go to tests' }).click();
    await page.waitForURL(site(`/exams/${X_A}`));
    await page.goBack();
    await page.getByRole('link', { name: 'Go to tests' }).waitFor();
    await expect(page.getByRole('link', { name: 'Try Free' })).toHaveCount(0);
    await screenshot(page, `journeys-exam-info-active-${width}`);
  });
});

test('the console stays free of warnings: no remote manifest is preloaded and left unused', async () => {
  await atBothWidths(async (page) => {
    const problems = watchProblems(page);
    for (const path of ['/', '/blogs']) {
      await page.goto(site(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Chromium reports an unused preload a few seconds after the load event.
      await page.waitForTimeout(4000);
    }
    expect(problems).toEqual([]);
  });
});
