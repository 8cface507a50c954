// Testing remote in the composed site: the demo learner takes 'Demo Questions' through to results; a
// premium learner reloads mid-test and keeps answers, marks and time; answers chosen offline reach the
// database after reconnecting; a paper whose deadline is shortened auto-submits at zero; a second tab
// shows the same remaining time; an answer after another tab submitted is refused once and opens the results;
// right-click, copy and selection are blocked. The database is checked
// through a service-role supabase-js client.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { learnerClient, shownAnswers } from '../../lib/answers';
import { newPage, PHONE, screenshot } from '../../lib/browser';
import { signIn, LEARNER } from '../../lib/auth';
import { site } from '../../lib/stack';

const EXAM_PREMIUM = '00000000-0000-4000-a000-000000000001';
const FULL_XA = 'Full-Length Mock Test (Revised Syllabus)';
const EXAM_DEMO = '00000000-0000-4000-a000-000000000002';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const ATTEMPT_URL = /\/exams\/[^/]+\/test\/[^/]+\/attempt\/([0-9a-f-]{36})$/;
const RESULTS_URL = /\/exams\/[^/]+\/test\/[^/]+\/results\/([0-9a-f-]{36})$/;

/** Opens an exam detail page and starts a new attempt of the paper titled `title`; returns the attempt id. */
async function startPaper(page: Page, examId: string, title: string): Promise<string> {
  await page.goto(site(`/exams/${examId}`));
  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: 'Start New Attempt' }).click();
  // One attempt of a paper runs at a time: an earlier journey's is ended as submitted.
  const running = page.getByRole('dialog', { name: `${title} is in progress` });
  await Promise.race([page.waitForURL(ATTEMPT_URL), running.waitFor()]);
  if (await running.isVisible()) await running.getByRole('button', { name: 'End it and start new' }).click();
  await page.waitForURL(ATTEMPT_URL);
  try {
    await page.getByRole('timer').waitFor();
  } catch (error) {
    await screenshot(page, `testing-failed-start-${title.replace(/\W+/g, '-')}`); // to see what showed instead
    throw error;
  }
  return ATTEMPT_URL.exec(page.url())![1];
}

/** Chooses an option of the current question and waits for the server to confirm it. */
async function answer(page: Page, option: 'A' | 'B' | 'C' | 'D') {
  await page
    .getByRole('radiogroup')
    .getByRole('radio', { name: new RegExp(`^${option}\\.`) })
    .check();
  await page.getByText('✓ Saved').waitFor();
}

const question = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Question ${n},`) });

async function remainingSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
}

async function serverAnswers(attemptId: string): Promise<Record<string, string>> {
  // Answers only: a row may also hold a visit (the question was shown) without an answer.
  const { data, error } = await admin
    .from('user_answers')
    .select('question_id, selected_option')
    .eq('attempt_id', attemptId)
    .not('selected_option', 'is', null);
  expect(error).toBeFalsy();
  return Object.fromEntries((data ?? []).map((r: { question_id: string; selected_option: string }) => [r.question_id, r.selected_option]));
}

async function attemptRow(attemptId: string) {
  const { data, error } = await admin.from('user_test_attempts').select('*').eq('id', attemptId).single();
  expect(error).toBeFalsy();
  return data as {
    completed: boolean;
    score: number | null;
    net_marks: number | null;
    total_marks: number | null;
    net_percent: number | null;
    deadline: string;
  };
}

test('demo learner: only Demo Questions, take it, results with explanations, best score and View Last Attempt', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    await page.goto(site(`/exams/${EXAM_DEMO}`));
    const papers = page.getByRole('region', { name: 'Test papers' }).getByRole('article');
    await papers.first().waitFor();
    expect(await papers.locator('h2').allTextContents()).toEqual(['Demo Questions']);
    await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', `/exams/${EXAM_DEMO}/plans`);
    await screenshot(page, 'testing-exam-detail-demo');

    await startPaper(page, EXAM_DEMO, 'Demo Questions');
    // Answer by mouse and by keyboard, leave the last question unanswered.
    await answer(page, 'A');
    await page.keyboard.press('n');
    await page.keyboard.press('2');
    await page.getByText('✓ Saved').waitFor();
    await page.keyboard.press('m');
    // X-B's demo: 10 questions and a case of 5 (issue 43); all but the last answered.
    for (let n = 3; n <= 14; n++) {
      await question(page, n).click();
      await answer(page, 'C');
    }
    await screenshot(page, 'testing-attempt-demo');
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit test?' });
    await dialog.getByText('Unanswered: 1 question').waitFor();
    await dialog.getByText('Marked for review: 1 question').waitFor();
    await dialog.getByRole('button', { name: 'Submit Test' }).click();
    await page.waitForURL(RESULTS_URL);
    const attemptId = RESULTS_URL.exec(page.url())![1];

    const row = await attemptRow(attemptId);
    expect(row.completed).toBe(true);
    // The headline is the net marks that decide the verdict; correct answers are labelled as such.
    const score = page.getByRole('region', { name: 'Score' });
    await score.getByText(`${row.net_marks} / ${row.total_marks}`, { exact: true }).waitFor();
    await score.getByText(/^\d+ of 15 questions$/).waitFor();
    expect((await page.getByText('Explanation', { exact: true }).count()) >= 9).toBeTruthy();
    await page.getByText('Not answered', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: /^Marked \(1\)/ }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: /^All/ }).click();
    await screenshot(page, 'testing-results-demo');

    await page.getByRole('link', { name: 'Back to Exam' }).click();
    const card = page.getByRole('article', { name: 'Demo Questions' });
    await card.getByText(new RegExp(`(^|\\D)${row.net_percent}%`)).waitFor();
    await card.getByRole('link', { name: 'View Last Attempt' }).click();
    await page.waitForURL(new RegExp(`/results/${attemptId}$`));
    await page.getByRole('region', { name: 'Score' }).waitFor();
  } finally {
    await context.close();
  }
});

test('premium learner: a reload mid-test keeps answers, marks and remaining time; a second tab shows the same time', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    await page.goto(site(`/exams/${EXAM_PREMIUM}`));
    // X-A's full-length mock in the examination's current shape: 135 questions in 3 hours.
    const full = page.getByRole('article', { name: FULL_XA });
    await expect(full.getByRole('definition')).toContainText(['180 minutes', '135']);
    await expect(page.getByRole('article', { name: 'Full-Length Mock Test', exact: true })).toHaveCount(0); // the old shape, retired
    await screenshot(page, 'testing-exam-detail-premium');
    const attemptId = await startPaper(page, EXAM_PREMIUM, FULL_XA);
    await expect(question(page, 135)).toBeVisible();
    await answer(page, 'B');
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await question(page, 50).click();
    await answer(page, 'D');
    await question(page, 100).click();
    await answer(page, 'A');
    const before = await remainingSeconds(page);
    expect(before > 179 * 60 && before <= 180 * 60, `about 180 minutes left, saw ${before}`).toBeTruthy();

    await page.reload();
    await page.getByRole('timer').waitFor();
    const after = await remainingSeconds(page);
    expect(Math.abs(before - after) <= 5, `time kept across reload: ${before} then ${after}`).toBeTruthy();
    await expect(question(page, 1)).toHaveAttribute('data-status', 'answered-marked');
    await expect(question(page, 50)).toHaveAttribute('data-status', 'answered');
    await expect(question(page, 100)).toHaveAttribute('data-status', 'answered');
    await question(page, 50).click();
    expect(await page.getByRole('radio', { name: /^D\./ }).isChecked()).toBe(true);
    await screenshot(page, 'testing-attempt-full-length-after-reload');

    const second = await context.newPage();
    await second.goto(page.url());
    await second.getByRole('timer').waitFor();
    const [a, b] = await Promise.all([remainingSeconds(page), remainingSeconds(second)]);
    expect(Math.abs(a - b) <= 1, `both tabs agree: ${a} and ${b}`).toBeTruthy();
    expect(Object.keys(await serverAnswers(attemptId)).length).toBe(3);
  } finally {
    await context.close();
  }
});

test('offline mid-test: choices are kept, the banner shows, and every answer reaches the server on reconnect', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    const attemptId = await startPaper(page, EXAM_PREMIUM, 'Mock Test 2');
    await answer(page, 'A');

    await context.setOffline(true);
    await page.getByText(/You are offline/).waitFor();
    for (const [n, option] of [
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
    ] as const) {
      await question(page, n).click();
      await page.getByRole('radio', { name: new RegExp(`^${option}\\.`) }).check();
    }
    // The three offline choices, and question 1 too when its time save (sent on leaving it) went out offline.
    await page.getByText(/[34] answers kept on this device/).waitFor();
    await screenshot(page, 'testing-attempt-offline');
    expect(Object.keys(await serverAnswers(attemptId)).length).toBe(1);

    await context.setOffline(false);
    await page.getByText(/You are offline|not saved yet/).waitFor({ state: 'detached' });
    expect(await shownAnswers(await learnerClient(LEARNER), attemptId)).toEqual({ 1: 'A', 2: 'B', 3: 'C', 4: 'D' });
  } finally {
    await context.close();
  }
});

test('a paper that reaches zero is submitted automatically and opens its results', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    const attemptId = await startPaper(page, EXAM_PREMIUM, 'Demo Questions');
    await answer(page, 'A');
    // Shorten the server's deadline; the page follows the server after a reload.
    const { error } = await admin
      .from('user_test_attempts')
      .update({ deadline: new Date(Date.now() + 8_000).toISOString() })
      .eq('id', attemptId);
    expect(error).toBeFalsy();
    await page.reload();
    await page.getByRole('timer').waitFor();
    expect((await remainingSeconds(page)) <= 8).toBeTruthy();
    await page.getByTestId('timer-announcer').getByText('Less than 1 minute remaining.').waitFor();
    await screenshot(page, 'testing-attempt-last-seconds');
    await page.waitForURL(RESULTS_URL, { timeout: 20_000 });
    const row = await attemptRow(attemptId);
    expect(row.completed).toBe(true);
    await page.getByRole('region', { name: 'Score' }).waitFor();
  } finally {
    await context.close();
  }
});

test('submitted in another tab: an answer in this one is refused once (NSM01), says so and opens the results', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    const attemptId = await startPaper(page, EXAM_PREMIUM, 'Demo Questions');
    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByRole('button', { name: 'Submit Test' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
    await other.waitForURL(RESULTS_URL);

    // Saves of the answer only: the page also saves the time on screen as it leaves the question (bookkeeping).
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/save_answer') && /"p_selected_option":"[A-D]"/.test(request.postData() ?? ''))
        saves.push(request.url());
    });
    // click, not check: the refusal may take the page to the results before a check could see the radio checked.
    await page.getByRole('radiogroup').getByRole('radio', { name: /^B\./ }).click();
    await page.getByText('Failed to save your answer. Please try again.').waitFor();
    await page.waitForURL(RESULTS_URL);
    expect(RESULTS_URL.exec(page.url())![1]).toBe(attemptId);
    await page.getByRole('region', { name: 'Score' }).waitFor();
    expect(saves.length, 'the refusal is not retried').toBe(1);
    expect(await serverAnswers(attemptId)).toEqual({});
  } finally {
    await context.close();
  }
});

test('right-click, copy, cut and text selection are blocked on the test and results pages', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, LEARNER);
    await startPaper(page, EXAM_PREMIUM, 'Mock Test 1');
    // Plain script text: tsx would wrap a named helper inside a passed function with `__name`, which
    // does not exist in the page.
    const blocked = (testId: string) =>
      page.evaluate(`(() => {
        const target = document.querySelector('[data-testid="${testId}"] p');
        const results = {};
        for (const [type, Kind] of [['contextmenu', MouseEvent], ['copy', ClipboardEvent], ['cut', ClipboardEvent], ['selectstart', Event]]) {
          const event = new Kind(type, { bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          results[type] = event.defaultPrevented;
        }
        results.userSelect = getComputedStyle(target).userSelect;
        return results;
      })()`);
    const expected = { contextmenu: true, copy: true, cut: true, selectstart: true, userSelect: 'none' };
    expect(await blocked('attempt-root')).toEqual(expected);
    // Ctrl+A selects the shell's navigation and footer, but none of the test's text.
    const questionText = (await page.locator('[id^="question-text-"]').textContent())!;
    expect(questionText.length > 20).toBeTruthy();
    await page.getByRole('radiogroup').click({ button: 'right' });
    await page.keyboard.press('Control+A');
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selected.includes(questionText.slice(0, 40)), `question text selected: ${selected}`).toBeFalsy();
    await screenshot(page, 'testing-attempt-select-all');

    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
    await page.waitForURL(RESULTS_URL);
    await page.getByRole('region', { name: 'Score' }).waitFor();
    expect(await blocked('results-root')).toEqual(expected);
  } finally {
    await context.close();
  }
});

test('on a phone the test page fits 390 px, the palette sits below the question, and no keyboard hint shows on touch', async () => {
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await signIn(page, LEARNER);
    await startPaper(page, EXAM_PREMIUM, 'Mock Test 1');
    await answer(page, 'B');
    // Against the device width: on a mobile viewport window.innerWidth grows with the content, so it cannot tell.
    const overflow = await page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.width);
    expect(overflow <= 0, `page wider than the screen by ${overflow}px`).toBeTruthy();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(page.getByText(/^Shortcuts:/)).not.toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Keyboard shortcuts' })).not.toBeVisible();
    const [questionBox, paletteBox] = await Promise.all([
      page.getByRole('region', { name: 'Current question' }).boundingBox(),
      page.getByRole('navigation', { name: 'Question palette' }).boundingBox(),
    ]);
    expect(paletteBox!.y > questionBox!.y + questionBox!.height - 1).toBeTruthy();
    await screenshot(page, 'testing-attempt-phone');
  } finally {
    await context.close();
  }
});
