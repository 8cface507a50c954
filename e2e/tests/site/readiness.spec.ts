// Issue 50 §1 and §2 through the composed site: a learner who has answered X-B's full-length mock sees "Am I
// ready?" with an interval and a pass chance on the progress page; one who has answered nothing sees what to
// answer next; a question answered wrong is served in the next day's review (the card's due time moved back a day
// on the server), with the key and explanation after the answer. Attempts go through the learner's own supabase-js
// session (the attempt page's RPCs), so the journey looks only at the pages.
import type { Browser } from '@playwright/test';
import { expect, test } from '../../lib/fixtures';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { signIn } from '../../lib/auth';
import { newPage, screenshot } from '../../lib/browser';
import { learnerWithPaidPlan, PASSWORD } from '../../lib/learners';
import { site, sql } from '../../lib/stack';

const X_B = '00000000-0000-4000-a000-000000000002';
const wrongOf = (key: string) => ({ A: 'B', B: 'C', C: 'D', D: 'A' })[key]!;

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});

test('readiness: what to answer first, then an estimate with its interval and pass chance; a wrong answer in the next day’s review', async () => {
  const { email, learner } = await learnerWithPaidPlan(X_B, 'readiness');
  const { context, page } = await newPage(browser, { phone: false });
  try {
    await signIn(page, { email, password: PASSWORD });
    await page.goto(site(`/exams/${X_B}/progress`));
    const ready = page.getByRole('region', { name: 'Am I ready?' });
    await expect(ready).toContainText(/Answer 50 more questions from chapters [\d, ]+(and \d+)? in a test to see your readiness\./);
    await expect(ready).toContainText('(0 answered so far)');

    // The whole full-length mock: three of every four right, the first question wrong.
    const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', X_B).eq('title', 'Full-Length Mock Test').single();
    const { data: keys } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paper!.id).order('position');
    const { data: attempt, error } = await learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
    expect(error).toBeFalsy();
    await saveCanonical(
      learner,
      attempt.id,
      keys!.map((q, i) => ({
        questionId: q.id as string,
        option: i % 4 === 0 ? wrongOf(q.correct_option as string) : (q.correct_option as string),
      })),
    );
    expect((await learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeFalsy();

    await page.reload();
    await expect(ready).toContainText(/Expected score on a fresh paper: \d+ of 150 marks/);
    await expect(ready).toContainText(/80% likely between \d+ and \d+ marks\. Chance of reaching the pass mark \(90\): \d+%/);
    await expect(ready).toContainText("not NISM's");
    await screenshot(page, 'readiness-1280');

    // Nothing is due the same day; the next day (the cards' due times moved back on the server) the first is.
    await page.getByRole('link', { name: "Today's review" }).click();
    await expect(page.getByText(/^Nothing to review today\. Your next question is due/)).toBeVisible();
    const { data: auth } = await learner.auth.getUser();
    await sql(`update public.review_cards set due = due - interval '1 day' where user_id = $1`, [auth.user!.id]);
    await page.reload();
    const question = page.getByRole('article', { name: 'Review question' });
    await expect(question).toContainText('In your review because it was answered wrong');
    await expect(question.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
    await question.getByRole('radio').first().check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    await expect(question.getByRole('status', { name: 'Answer check' })).toContainText(/Correct answer: [A-D]\./);
    await screenshot(page, 'review-1280');
  } finally {
    await context.close();
  }
  const phone = await newPage(browser, { phone: true });
  try {
    await signIn(phone.page, { email, password: PASSWORD });
    await phone.page.goto(site(`/exams/${X_B}/progress`));
    await expect(phone.page.getByRole('region', { name: 'Am I ready?' })).toContainText('Expected score on a fresh paper');
    await screenshot(phone.page, 'readiness-390');
  } finally {
    await phone.context.close();
  }
});
