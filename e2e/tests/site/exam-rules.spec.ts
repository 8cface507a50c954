// Mock tests as the real NISM examinations (issue 16), on the composed site: Series X-B's full-length mock with its
// cases on a phone and a desktop; each attempt's own order kept across a reload and a second device, with the review
// marks; a wrong-heavy attempt's deduction; a Series V-A attempt at 55% passed (pass mark 50%); a report; the time
// per question. Attempts that need many answers are answered through the learner's own session (the RPCs the
// attempt page calls); everything checked is on the page.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { signIn } from '../../lib/auth';
import { newPage, screenshot } from '../../lib/browser';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site } from '../../lib/stack';

const X_A = '00000000-0000-4000-a000-000000000001';
const X_B = '00000000-0000-4000-a000-000000000002';
const V_A = '00000000-0000-4000-a000-000000000003';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
async function paper(examId: string, title: string) {
  const { data, error } = await admin.from('test_papers').select('id').eq('exam_id', examId).eq('title', title).single();
  expect(error).toBeFalsy();
  return data!.id as string;
}
async function keys(paperId: string) {
  const { data, error } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paperId).order('position');
  expect(error).toBeFalsy();
  return data as { id: string; correct_option: string }[];
}
async function start(learner: SupabaseClient, paperId: string, endRunning = false): Promise<string> {
  const { data, error } = await learner.rpc('start_attempt', { p_test_paper_id: paperId, p_end_running: endRunning });
  expect(error).toBeFalsy();
  return data.id;
}
/** Waits until the server holds `n` visited questions of the attempt, the visits the page sends once it settles. */
async function expectServerVisits(attemptId: string, n: number) {
  for (let i = 0; i < 50; i++) {
    const { data } = await admin.from('user_answers').select('question_id').eq('attempt_id', attemptId).eq('visited', true);
    if ((data ?? []).length >= n) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server never held ${n} visited questions`);
}
const attemptUrl = (examId: string, paperId: string, attemptId: string) => site(`/exams/${examId}/test/${paperId}/attempt/${attemptId}`);
const resultsUrl = (examId: string, paperId: string, attemptId: string) => site(`/exams/${examId}/test/${paperId}/results/${attemptId}`);
const heading = (page: Page) => page.getByRole('heading', { name: /^Question \d+ of \d+$/ });
const questionText = (page: Page) =>
  page
    .getByRole('radiogroup')
    .getAttribute('aria-labelledby')
    .then((id) => page.locator(`#${id}`).textContent());

test("X-B's full mock: 150 marks in 3 hours, a case's passage beside its questions on a desktop and folded above them on a phone", async () => {
  const { email, password, learner } = await learnerWithPaidPlan(X_B, 'xb-case');
  const paperId = await paper(X_B, 'Full-Length Mock Test');
  const attemptId = await start(learner, paperId);
  for (const phone of [false, true]) {
    const { context, page } = await newPage(browser, { phone });
    try {
      await signIn(page, { email, password });
      await page.goto(attemptUrl(X_B, paperId, attemptId));
      // 120 questions; the second device opens at the question the first one was on (a running attempt resumes).
      await expect(heading(page)).toHaveText(/^Question \d+ of 120$/);
      // The palette groups each case's five questions; the first case's first question opens the passage.
      const cases = page.getByRole('navigation', { name: 'Question palette' }).getByRole('list', { name: /^Case \d: questions/ });
      await cases.first().waitFor();
      await expect(cases).toHaveCount(6);
      const first = cases.first();
      await expect(first.getByRole('button')).toHaveCount(5);
      await first.getByRole('button').first().click();
      const passage = page.locator('details[aria-label="Case 1"]');
      await passage.getByText(/^Case 1: /).waitFor();
      const box = (await passage.boundingBox())!;
      const question = (await page.getByRole('radiogroup').boundingBox())!;
      if (phone) {
        expect(box.y < question.y, 'the passage is above the question on a phone').toBeTruthy();
        await passage.locator('summary').click(); // folds away
        expect(await passage.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        await passage.locator('summary').click();
      } else {
        expect(box.x + box.width <= question.x + 1, 'the passage is beside the question on a desktop').toBeTruthy();
      }
      await screenshot(page, `exam-rules-xb-case-${phone ? 'phone' : 'desktop'}`);
      // On a phone Previous, Next and Mark for Review stay in view at the bottom.
      if (phone) {
        const next = (await page.getByRole('button', { name: 'Next' }).boundingBox())!;
        expect(next.y + next.height <= 844, 'Next is on screen').toBeTruthy();
      }
    } finally {
      await context.close();
    }
  }
});

test('an attempt keeps its order and its review marks across a reload and a second device; the next attempt has its own', async () => {
  const { email, password, learner } = await learnerWithPaidPlan(X_A, 'order');
  const paperId = await paper(X_A, 'Mock Test 1');
  const attemptId = await start(learner, paperId);
  const one = await newPage(browser);
  const two = await newPage(browser, { phone: true });
  try {
    await signIn(one.page, { email, password });
    await one.page.goto(attemptUrl(X_A, paperId, attemptId));
    await heading(one.page).waitFor();
    const seen = await questionText(one.page);
    const optionsSeen = await one.page.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.parentElement!.textContent));
    await one.page.getByRole('button', { name: 'Mark for Review' }).click();
    await one.page.getByRole('radio').nth(1).check();
    await one.page.getByText('✓ Saved').waitFor();

    await one.page.reload();
    await heading(one.page).waitFor();
    expect(await questionText(one.page)).toBe(seen);
    const mark = one.page.getByRole('button', { name: 'Marked for Review', exact: true });
    await mark.waitFor();
    await expect(mark).toHaveAttribute('aria-pressed', 'true');

    await signIn(two.page, { email, password });
    await two.page.goto(attemptUrl(X_A, paperId, attemptId));
    await heading(two.page).waitFor();
    expect(await questionText(two.page)).toBe(seen);
    expect(await two.page.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.parentElement!.textContent))).toEqual(optionsSeen);
    expect(await two.page.getByRole('radio').nth(1).isChecked()).toBe(true);
    await two.page.getByRole('button', { name: 'Question 1, Answered and marked for review' }).waitFor();
    await screenshot(two.page, 'exam-rules-second-device');

    // Where the learner is travels too: the first device only looks at question 2 and settles on question 3; the
    // second device, opened afresh, starts at question 3 with question 2 visited.
    await one.page.getByRole('button', { name: 'Next' }).click();
    await one.page.getByRole('button', { name: 'Next' }).click();
    await one.page.getByRole('heading', { name: /^Question 3 of / }).waitFor();
    await expectServerVisits(attemptId, 3);
    await two.page.reload();
    await two.page.getByRole('heading', { name: /^Question 3 of / }).waitFor();
    await two.page.getByRole('button', { name: 'Question 2, Not answered' }).waitFor();

    // The next attempt of the same paper (after this one is ended) is shuffled afresh.
    const orders = [];
    for (const id of [attemptId, await start(learner, paperId, true)]) {
      const { data } = await learner.rpc('get_attempt_questions', { p_attempt_id: id });
      orders.push((data as { id: string }[]).map((q) => q.id).join());
    }
    expect(orders[0]).not.toBe(orders[1]);
  } finally {
    await one.context.close();
    await two.context.close();
  }
});

test('a wrong-heavy attempt shows the deduction, never below zero; a V-A attempt at 55% has passed at its 50% pass mark', async () => {
  const xa = await learnerWithPaidPlan(X_A, 'wrong-heavy');
  const mock = await paper(X_A, 'Mock Test 1');
  const wrongHeavy = await start(xa.learner, mock);
  const mockKeys = await keys(mock);
  // 3 right and 12 wrong of 15: 3 − 12 × 0.25 = 0.
  await saveCanonical(
    xa.learner,
    wrongHeavy,
    mockKeys.map((q, i) => ({ questionId: q.id, option: i < 3 ? q.correct_option : q.correct_option === 'A' ? 'B' : 'A' })),
  );
  expect((await xa.learner.rpc('submit_attempt', { p_attempt_id: wrongHeavy })).error).toBeFalsy();

  const va = await learnerWithPaidPlan(V_A, 'va-pass');
  const full = await paper(V_A, 'Full-Length Mock Test');
  const passing = await start(va.learner, full);
  // 55 right of 100, the rest unanswered (no deduction for those).
  await saveCanonical(
    va.learner,
    passing,
    (await keys(full)).slice(0, 55).map((q) => ({ questionId: q.id, option: q.correct_option })),
  );
  expect((await va.learner.rpc('submit_attempt', { p_attempt_id: passing })).error).toBeFalsy();

  const { context, page } = await newPage(browser);
  try {
    await signIn(page, xa);
    await page.goto(resultsUrl(X_A, mock, wrongHeavy));
    const score = page.getByRole('region', { name: 'Score' });
    await score.getByText('0 / 15', { exact: true }).waitFor();
    await score.getByText('marks · Failed').waitFor();
    await score.getByText('Net marks 0%').waitFor();
    await score.getByText("Negative marking: −3 for 12 wrong answers (25% of a question's marks each)").waitFor();
    await score.getByText('3 of 15 questions').waitFor();
    await score.getByText('Pass mark 60% (9 marks)').waitFor();
    await screenshot(page, 'exam-rules-wrong-heavy');

    // Report the first question the learner got wrong.
    const wrong = page.getByRole('article').filter({ hasText: 'Incorrect' }).first();
    const name = (await wrong.getAttribute('aria-label'))!;
    await wrong.getByRole('button', { name: `Report a problem with ${name.toLowerCase()}` }).click();
    const form = page.getByRole('form', { name: `Report ${name.toLowerCase()}` });
    await form.getByRole('radio', { name: 'The wording is unclear' }).check();
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Two options look right to me.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thanks: your report was sent').waitFor();
    await wrong.getByText('You reported this question: the wording is unclear.').waitFor();
    const { data: reports } = await admin.from('question_reports').select('reason, note');
    expect(reports!.some((r) => r.reason === 'unclear_wording' && r.note === 'Two options look right to me.')).toBeTruthy();
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    await signIn(page, va);
    await page.goto(resultsUrl(V_A, full, passing));
    // V-A has no negative marking: 55 of 100 marks is a pass at 50, and no deduction line shows.
    await score.getByText('55 / 100', { exact: true }).waitFor();
    await score.getByText('marks · Passed').waitFor();
    await score.getByText('Net marks 55%').waitFor();
    await score.getByText('Pass mark 50% (50 marks)').waitFor();
    await score.getByText('No negative marking in this exam: a wrong answer costs nothing.').waitFor();
    await screenshot(page, 'exam-rules-va-passed');
  } finally {
    await context.close();
  }
});

test('time on each question is recorded while it is on screen and shown against the exam pace after submitting', async () => {
  const { email, password, learner } = await learnerWithPaidPlan(X_A, 'timing');
  const paperId = await paper(X_A, 'Demo Questions');
  const attemptId = await start(learner, paperId);
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password });
    await page.goto(attemptUrl(X_A, paperId, attemptId));
    await heading(page).waitFor();
    await page.getByRole('radio').first().check();
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(1200);
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Submit/ })
      .click();
    const panel = page.getByRole('region', { name: 'Time per question' });
    await panel.waitFor();
    const slowest = await panel.getByRole('listitem').allTextContents();
    // 2.5 s and 1.2 s on screen; a busy machine adds up to a second or so (the clicks, the submit dialog).
    expect(slowest[0]).toMatch(/^Question 1: [234] s$/);
    expect(slowest[1]).toMatch(/^Question 2: [123] s$/);
    await screenshot(page, 'exam-rules-time-per-question');
  } finally {
    await context.close();
  }
});

test("a quick change of an earlier answer never records the paper's whole duration as its time", async () => {
  const { email, password, learner } = await learnerWithPaidPlan(X_A, 'quick-change');
  const paperId = await paper(X_A, 'Demo Questions');
  const attemptId = await start(learner, paperId);
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password });
    await page.goto(attemptUrl(X_A, paperId, attemptId));
    await heading(page).waitFor();
    // The steps: answer Q1, go to Q2, P, change Q1 with a number key, N within a second, submit.
    await page.getByRole('radio').first().check();
    await page.getByText('✓ Saved').waitFor();
    await page.keyboard.press('n');
    await page.keyboard.press('p');
    await page.keyboard.press('2');
    await page.keyboard.press('n');
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Submit/ })
      .click();
    await page.getByRole('region', { name: 'Score' }).waitFor();
    const { data } = await admin.from('user_answers').select('time_spent_ms').eq('attempt_id', attemptId);
    const times = (data ?? []).map((r) => r.time_spent_ms as number | null).filter((t): t is number => t !== null);
    expect(
      times.every((t) => t < 60_000),
      `times stay within the seconds the attempt lasted: ${times.join(', ')}`,
    ).toBeTruthy();
    await expect(page.getByText(/12 min 0 s/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
