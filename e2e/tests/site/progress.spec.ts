// Learner progress (issue 17): a learner with three submitted attempts of one paper sees them in the history and
// the score chart of /exams/:examId/progress, on a phone and on a desktop; a practice session of the mistakes of
// the latest attempt, then a topic drill. The attempts are made through the
// learner's own supabase-js session (the same RPCs the attempt page calls), so the journey looks only at the page.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { learnerWithPaidPlan, PASSWORD } from '../../lib/learners';
import { newPage, screenshot } from '../../lib/browser';
import { signIn } from '../../lib/auth';
import { site } from '../../lib/stack';

const EXAM_ID = '00000000-0000-4000-a000-000000000001';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const learnerWithPurchase = () => learnerWithPaidPlan(EXAM_ID, 'progress');

test('progress: three attempts, then the history and the score chart on a phone and on a desktop', async () => {
  const { email, learner } = await learnerWithPurchase();
  const { data: paper } = await admin
    .from('test_papers')
    .select('id, title')
    .eq('exam_id', EXAM_ID)
    .neq('title', 'Demo Questions')
    .order('position')
    .limit(1)
    .single();
  const { data: questions } = await admin
    .from('questions')
    .select('id, correct_option')
    .eq('test_paper_id', paper!.id)
    .order('position')
    .limit(10);
  // Three attempts answering 2, 6 and 10 of the first ten questions correctly: the score rises.
  for (const right of [2, 6, 10]) {
    const { data: attempt, error } = await learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
    expect(error).toBeFalsy();
    await saveCanonical(
      learner,
      attempt.id,
      questions!.slice(0, right).map((q) => ({ questionId: q.id, option: q.correct_option })),
    );
    expect((await learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeFalsy();
  }

  for (const phone of [true, false]) {
    const { context, page } = await newPage(browser, { phone });
    try {
      await signIn(page, { email, password: PASSWORD });
      await page.goto(site(`/exams/${EXAM_ID}`));
      await page.getByRole('link', { name: /view your progress/i }).click();
      await page.waitForURL(/\/progress$/);
      await checkProgress(page, paper!.title);
      // Every column of both tables is on the screen, on a phone too (there each row is a card): nothing to scroll
      // sideways to.
      for (const name of [`Attempts of ${paper!.title}`, 'Accuracy per topic']) {
        const overflow = await page.getByRole('table', { name }).evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
        expect(overflow <= 0, `${name}: ${overflow} px off the screen`).toBeTruthy();
      }
      await screenshot(page, `progress-${phone ? 'phone' : 'desktop'}`);
    } finally {
      await context.close();
    }
  }
});

/** Answers the practice question on screen with A, checks it, and moves on; returns whether it was right. */
async function practiseOne(page: Page): Promise<boolean> {
  await page.getByRole('radio', { name: /^A\./ }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  const verdict = page.getByRole('status', { name: 'Answer check' });
  await verdict.getByText(/^Correct answer: [ABCD]\./).waitFor();
  return (await verdict.locator('strong').textContent()) === 'Correct';
}

test('practice: the mistakes of the latest attempt, checked one by one, then a topic drill', async () => {
  const { email, learner } = await learnerWithPurchase();
  const { data: paper } = await admin
    .from('test_papers')
    .select('id')
    .eq('exam_id', EXAM_ID)
    .neq('title', 'Demo Questions')
    .order('position')
    .limit(1)
    .single();
  const { data: questions } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paper!.id).order('position');
  const { data: attempt } = await learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
  // Two right, one wrong, the rest unanswered: every question but the first two is a mistake.
  await saveCanonical(
    learner,
    attempt.id,
    questions!.slice(0, 3).map((q, i) => ({ questionId: q.id, option: i < 2 ? q.correct_option : q.correct_option === 'A' ? 'B' : 'A' })),
  );
  expect((await learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeFalsy();
  const mistakes = questions!.length - 2;

  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password: PASSWORD });
    await page.goto(site(`/exams/${EXAM_ID}/progress`));
    await page.getByRole('link', { name: 'Practise mistakes' }).click();
    await page.getByRole('heading', { name: 'Practise your mistakes' }).waitFor();
    let right = 0;
    for (let i = 1; i <= Math.min(mistakes, 20); i++) {
      await page.getByText(`Question ${i} of ${Math.min(mistakes, 20)}`).waitFor();
      if (await practiseOne(page)) right++;
      await page.getByRole('button', { name: /^(Next question|See summary)$/ }).click();
    }
    await page
      .getByRole('status', { name: 'Practice summary' })
      .getByText(`You answered ${right} of ${Math.min(mistakes, 20)} correctly.`)
      .waitFor();
    await screenshot(page, 'practice-summary-desktop');
    // Practice changes nothing: still one attempt in the history.
    await page.getByRole('link', { name: 'Back to your progress' }).first().click();
    await page.getByRole('table', { name: /^Attempts of / }).waitFor();
    await expect(page.getByRole('link', { name: 'View results' })).toHaveCount(1);

    // A topic drill from the weakest topics.
    const drill = page.getByRole('link', { name: /^Practise this topic: / }).first();
    const topic = ((await drill.getAttribute('aria-label')) ?? '').replace('Practise this topic: ', '');
    await drill.click();
    await page.getByRole('heading', { name: `Practise: ${topic}` }).waitFor();
    await practiseOne(page);
    await screenshot(page, 'practice-topic-desktop');
  } finally {
    await context.close();
  }
});

async function checkProgress(page: Page, title: string) {
  const history = page.getByRole('table', { name: `Attempts of ${title}` });
  await history.waitFor();
  await expect(history.getByRole('row')).toHaveCount(4); // the header and three attempts
  await expect(history.getByRole('link', { name: 'View results' })).toHaveCount(3);
  // The second and third attempts came after the first one's keys were seen.
  await expect(history.getByText(/· retake$/)).toHaveCount(2);
  const chart = page.getByRole('img', {
    name: new RegExp(`^${title}: score over attempts: marks and correct answers in percent over 3 attempts`),
  });
  await chart.locator('canvas').waitFor();
  const box = (await chart.boundingBox())!;
  expect(box.height >= 220, `the chart keeps its reserved height (${box.height})`).toBeTruthy();
  const screenWidth = page.viewportSize()!.width;
  expect(box.x + box.width <= screenWidth, `the chart fits the ${screenWidth} px screen`).toBeTruthy();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  // On failure, name the elements that reach past the screen's edge.
  const wide = await page.evaluate(
    (w) =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > w + 1)
        .slice(0, 12)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    screenWidth,
  );
  expect(pageWidth <= screenWidth, `the page is ${pageWidth} px wide on a ${screenWidth} px screen: ${wide.join(', ')}`).toBeTruthy();
}
