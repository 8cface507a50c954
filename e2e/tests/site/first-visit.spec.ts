// Issue 43's first visit, at 390 px with touch: a new visitor goes from the home page's Try Free to the first demo
// question through the login page's link to registration and the mailed confirmation link, without choosing the exam
// twice, landing back where they were going after each step; then, signed in, three taps from the plans page.
import { test, expect, signedInContext } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, PHONE, newPage, screenshot } from '../../lib/browser';
import { site } from '../../lib/stack';
import { latestMail, uniqueEmail } from '../../lib/auth';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const ATTEMPT_URL = /\/exams\/[^/]+\/test\/[^/]+\/attempt\/[0-9a-f-]{36}$/;

test('phone: Try Free → login → create a free account → confirm by mail → back on the plans → demo question', async () => {
  const email = uniqueEmail('first-visit');
  const password = 'first-visit-1';
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(site('/'));
    const card = carousel(page).getByRole('article').first();
    const examName = (await card.locator('h3').textContent())!.trim();
    const short = examName.match(/Series [^:]+/)![0];
    await card.getByRole('link', { name: 'Try Free' }).tap();

    // The spec's /login, saying what it is for, and its registration link keeps the intent.
    await page.waitForURL((url) => url.pathname === '/login');
    const next = new URL(page.url()).searchParams.get('next')!;
    expect(next).toMatch(/^\/exams\/[0-9a-f-]{36}\/plans\?plan=free$/);
    await page.getByText(`Sign in or create a free account to start the ${short} demo.`).waitFor();
    await screenshot(page, 'first-visit-login-phone');
    await page.getByRole('link', { name: 'Create a free account' }).tap();

    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('next') === next);
    await page.getByText(`Create a free account to start the ${short} demo.`).waitFor();
    await page.getByLabel('Full Name').fill('Meera Pillai');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).tap();
    await screenshot(page, 'first-visit-register-phone');
    await page.getByRole('button', { name: 'Create Account' }).tap();
    await page.getByText('Please check your email to confirm your account.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === next);

    // The mailed link, opened on the same phone: its page's button confirms, signs in and lands on the exam's plans.
    const mail = await latestMail(email, { subject: 'Confirm your email for NISM Practice' });
    await page.goto(mail.links[0]);
    await screenshot(page, 'first-visit-confirm-phone');
    await page.getByRole('button', { name: 'Confirm my email' }).tap();
    await page.waitForURL((url) => url.pathname + url.search === next);
    await page.getByRole('heading', { level: 1, name: `${examName} - Select a Plan` }).waitFor();
    await screenshot(page, 'first-visit-plans-phone');

    // Three taps from the plans page: Start Free Trial, Start New Attempt, and the first question is on screen.
    await page.getByRole('article', { name: 'Try for Free' }).getByRole('button', { name: 'Start Free Trial' }).tap();
    await page.getByText('Free trial access granted successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === next.split('?')[0].replace(/\/plans$/, ''));
    await page.getByRole('article', { name: 'Demo Questions' }).getByRole('button', { name: 'Start New Attempt' }).tap();
    await page.waitForURL(ATTEMPT_URL);
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    await expect(page.getByRole('radiogroup').first()).toBeVisible();
    // The free trial's toast is still up (5 s): on the attempt it shows over the site's header, clear of every
    // control of the test (the timer, the options, the Previous / Mark / Next bar).
    const toast = page.getByRole('status').filter({ hasText: 'Free trial access granted successfully.' });
    const [toastBox, timerBox] = [await toast.boundingBox(), await page.getByRole('timer').boundingBox()];
    expect(toastBox && timerBox, 'the toast and the timer are on screen').toBeTruthy();
    expect(toastBox!.y + toastBox!.height, 'the toast ends above the timer').toBeLessThanOrEqual(timerBox!.y);
    await page.screenshot({ path: path.join(ARTIFACTS, 'screenshots', 'first-visit-toast-over-header-phone.png') });
    await screenshot(page, 'first-visit-first-question-phone');
  } finally {
    await context.close();
  }
});

test("the plans page's Please login is followed by the login page, which brings the visitor back to the plans", async () => {
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(site('/exams/00000000-0000-4000-a000-000000000003/plans'));
    await page.getByRole('article', { name: 'Try for Free' }).getByRole('link', { name: 'Start Free Trial' }).tap();
    await page.getByText('Please login to purchase this plan.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/exams/00000000-0000-4000-a000-000000000003/plans?plan=free');
    await page.getByText('Sign in or create a free account to start the Series V-A demo.').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('newcomer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('practice123');
    await page.getByRole('button', { name: 'Login', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/exams/00000000-0000-4000-a000-000000000003/plans');
  } finally {
    await context.close();
  }
});

test("phone: X-B's demo has its case; Clear my answer; the result leads to the plans, practice and progress", async ({ user }) => {
  const XB = '00000000-0000-4000-a000-000000000002';
  const context = await signedInContext(browser, new URL(site('/')).origin, user, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  try {
    // Three taps from the plans: Start Free Trial, Start New Attempt, then the first question.
    await page.goto(site(`/exams/${XB}/plans?plan=free`));
    await page.getByRole('article', { name: 'Try for Free' }).getByRole('button', { name: 'Start Free Trial' }).tap();
    await page.waitForURL((url) => url.pathname === `/exams/${XB}`);
    await page.getByRole('article', { name: 'Demo Questions' }).getByRole('button', { name: 'Start New Attempt' }).tap();
    await page.waitForURL(ATTEMPT_URL);
    await page.getByText(/^Question 1 of 15$/).waitFor();

    // Answer, then take it back: the question is unanswered again.
    const radio = (letter: string) => page.getByRole('radiogroup').getByRole('radio', { name: new RegExp(`^${letter}\\.`) });
    // Answering and clearing move nothing below the options: the palette stays where the thumb left it.
    const paletteTop = () =>
      page.evaluate(() => {
        const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
        return top('nav[aria-label="Question palette"]') - top('[role="radiogroup"]');
      });
    const unanswered = await paletteTop();
    await radio('A').tap();
    await page.getByText('✓ Saved').waitFor();
    expect(await paletteTop()).toBe(unanswered);
    await page.getByRole('button', { name: 'Clear my answer' }).tap();
    await expect(radio('A')).not.toBeChecked();
    expect(await paletteTop()).toBe(unanswered);
    await expect(page.getByRole('button', { name: /^Question 1, Not answered/ })).toBeVisible();

    // The case: its passage once, at the first of its questions.
    const caseCell = page
      .getByRole('list', { name: /^Case 1: questions / })
      .getByRole('button')
      .first();
    await caseCell.tap();
    const passage = page.locator('details[aria-label="Case 1"]');
    await expect(passage).toHaveAttribute('open', '');
    await expect(passage.locator('summary')).toContainText('Deepa Kulkarni plans for her daughter · Question 1 of 5 on this case');
    await screenshot(page, 'first-visit-xb-demo-case-phone');
    await page.getByRole('button', { name: /^Next/ }).tap();
    await expect(passage).not.toHaveAttribute('open', '');
    await expect(passage.locator('summary')).toContainText('Question 2 of 5 on this case · Show the case');

    await page.getByRole('button', { name: 'Submit Test' }).tap();
    await page.getByRole('dialog', { name: 'Submit test?' }).getByRole('button', { name: 'Submit Test' }).tap();
    await page.waitForURL(/\/results\//);
    const next = page.getByRole('navigation', { name: 'Next steps' });
    await expect(next.getByRole('link').first()).toHaveText('See plans for every mock test');
    await expect(next.getByRole('link', { name: /^Practise your 15 wrong or unanswered questions$/ })).toBeVisible();
    await expect(next.getByRole('link', { name: 'See your progress' })).toBeVisible();
    // The review has the phone's width: no card is narrower than the screen less the page's margins.
    const card = page.getByRole('article', { name: 'Question 1', exact: true });
    expect((await card.boundingBox())!.width).toBeGreaterThan(PHONE.width - 60);
    await screenshot(page, 'first-visit-xb-demo-results-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'first-visit-xb-demo-results-desktop');
  } finally {
    await context.close();
  }
});
