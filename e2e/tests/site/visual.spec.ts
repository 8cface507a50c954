// What the pages people look at longest look like, at 390 px and 1280 px, against committed baselines
// (tests/site/__screenshots__; `npm run test:e2e -- --project=site visual --update-snapshots` rewrites them, see
// e2e/README.md): the attempt page on a case of X-B's full-length mock, its results, the plans page and progress.
//
// Machines differ in fonts, so the comparison is of the layout: text is drawn transparent (the boxes it fills stay),
// what changes by itself (the timer, dates, the chart's canvas) is masked, and up to 0.5% of the pixels may differ
// (config: maxDiffPixelRatio). A moved, missing, resized or recoloured block differs by more: content moved 16 px
// down in each plan card differs by 1.2% at 1280 px and 3% at 390 px.
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { learnerClient, saveCanonical } from '../../lib/answers';
import { admin } from '../../lib/admin';
import { expect, signedInContext, test, type TestUser } from '../../lib/fixtures';
import { grantPaidPlan } from '../../lib/learners';
import { sql } from '../../lib/stack';

const X_B = '00000000-0000-4000-a000-000000000002';
const HIDE_TEXT = path.join(__dirname, '..', '..', 'lib', 'hide-text.css');
const DATE_OR_TIME = /\b\d{1,2}[ -](Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*[ -,]+\d{4}\b|\b\d{1,2}:\d{2}\b/;

const WIDTHS = [
  { name: '390', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1280', use: { viewport: { width: 1280, height: 800 } } },
];

/** The screen as it opens (the top of the page) against its baseline, its changing parts masked. */
async function looksLike(page: Page, name: string, mask: Locator[] = []) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(name, {
    stylePath: HIDE_TEXT,
    mask: [page.getByRole('timer'), page.getByText(DATE_OR_TIME), page.locator('canvas'), ...mask],
  });
}

/** The user's attempt of X-B's full-length mock, in the paper's own order (the random order each attempt gets is removed). */
async function startFullMock(user: TestUser): Promise<{ paperId: string; attemptId: string }> {
  const learner = await learnerClient(user);
  const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', X_B).eq('title', 'Full-Length Mock Test').single();
  const { data, error } = await learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
  if (error) throw error;
  // The attempt's own question list stays (it is what the attempt shows); only its order and option letters go back
  // to the paper's. Two steps, as (attempt, position) is unique.
  await sql('update private.attempt_question_order set position = position + 100000 where attempt_id = $1', [data.id]);
  await sql(
    `update private.attempt_question_order o set position = q.position, option_keys = 'ABCD'
       from public.questions q where o.attempt_id = $1 and q.id = o.question_id`,
    [data.id],
  );
  return { paperId: paper!.id as string, attemptId: data.id as string };
}

async function pageAt(browser: Browser, baseURL: string, user: TestUser, use: (typeof WIDTHS)[number]['use']) {
  const context = await signedInContext(browser, baseURL, user, use);
  return { page: await context.newPage(), close: () => context.close() };
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name} px`, () => {
    test.use(width.use);

    test('the plans page', async ({ page }) => {
      await page.goto(`/exams/${X_B}/plans`);
      await expect(page.getByRole('article')).toHaveCount(3);
      await looksLike(page, `plans-${width.name}.png`);
    });

    test('the attempt page on a case', async ({ browser, baseURL, user }) => {
      await grantPaidPlan(user.id, X_B);
      const { paperId, attemptId } = await startFullMock(user);
      const { page, close } = await pageAt(browser, baseURL!, user, width.use);
      try {
        await page.goto(`/exams/${X_B}/test/${paperId}/attempt/${attemptId}`);
        const cases = page.getByRole('navigation', { name: 'Question palette' }).getByRole('list', { name: /^Case \d: questions/ });
        await cases.first().getByRole('button').first().click();
        await expect(page.locator('details[aria-label="Case 1"]').getByText(/^Case 1: /)).toBeVisible();
        await looksLike(page, `attempt-case-${width.name}.png`);
      } finally {
        await close();
      }
    });

    test('the results and progress pages', async ({ browser, baseURL, user }) => {
      await grantPaidPlan(user.id, X_B);
      const { paperId, attemptId } = await startFullMock(user);
      const learner = await learnerClient(user);
      // A fixed set of answers: the last 15 questions (the cases) right, nothing else answered.
      const { data: keys } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paperId).order('position');
      await saveCanonical(
        learner,
        attemptId,
        keys!.slice(105, 120).map((q) => ({ questionId: q.id as string, option: q.correct_option as string })),
      );
      const { error } = await learner.rpc('submit_attempt', { p_attempt_id: attemptId });
      if (error) throw error;
      const { page, close } = await pageAt(browser, baseURL!, user, width.use);
      try {
        await page.goto(`/exams/${X_B}/test/${paperId}/results/${attemptId}`);
        await expect(page.getByRole('region', { name: 'Score' })).toBeVisible();
        await looksLike(page, `results-${width.name}.png`);
        await page.goto(`/exams/${X_B}/progress`);
        await expect(page.getByRole('table', { name: 'Attempts of Full-Length Mock Test' })).toBeVisible();
        await looksLike(page, `progress-${width.name}.png`);
      } finally {
        await close();
      }
    });
  });
}
