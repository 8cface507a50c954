// Issue 51 §4 through the composed site at 390 px: a learner sits V-A's Mock Test 1, a bilingual paper, switching
// the whole paper to Hindi and back and one question on its own; the answers are the option letters they chose in
// either language, the score is what the keys say, and the results open in the language the paper was left in.
import { expect, test } from '../../lib/fixtures';
import type { Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { signIn } from '../../lib/auth';
import { PHONE, screenshot } from '../../lib/browser';
import { learnerWithPaidPlan, PASSWORD } from '../../lib/learners';
import { site } from '../../lib/stack';

const V_A = '00000000-0000-4000-a000-000000000003';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('a V-A mock switched between English and Hindi mid-paper keeps its answers and its score', async ({ page }) => {
  const { email, learner } = await learnerWithPaidPlan(V_A, 'bilingual');
  const { data: paper } = await admin.from('test_papers').select('id, languages').eq('exam_id', V_A).eq('title', 'Mock Test 1').single();
  expect(paper!.languages).toEqual(['en', 'hi']);
  const { data: keys } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paper!.id);
  const keyOf = new Map(keys!.map((k) => [k.id as string, k.correct_option as string]));
  const { data: attempt } = await learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
  const { data: order } = await learner.rpc('get_attempt_questions', { p_attempt_id: attempt.id });
  // The letter the attempt shows each question's key under (its options are in the attempt's own order).
  const shownKey = (i: number) => 'ABCD'[(order[i].option_keys as string).indexOf(keyOf.get(order[i].id as string)!)];
  const paperIn = (name: string) => page.getByRole('group', { name: 'Paper language' }).getByText(name, { exact: true });
  const choose = (p: Page, letter: string) =>
    p
      .getByRole('radiogroup')
      .getByRole('radio', { name: new RegExp(`^${letter}\\.`) })
      .check();

  await signIn(page, { email, password: PASSWORD });
  await page.goto(site(`/exams/${V_A}/test/${paper!.id}/attempt/${attempt.id}`));
  await expect(page.getByRole('heading', { name: /^Question 1 of 15$/ })).toBeVisible();
  const english1 = order[0].question_text as string;
  await expect(page.getByRole('radiogroup', { name: english1 })).toBeVisible();

  // The whole paper in Hindi: question 1 answered there.
  await paperIn('हिंदी').tap();
  const hindiGroup = page.locator('[role="radiogroup"][lang="hi"]');
  await expect(hindiGroup).toBeVisible();
  await screenshot(page, 'bilingual-attempt-hindi-390');
  await choose(page, shownKey(0));
  await page.getByRole('button', { name: 'Next' }).tap();

  // Question 2 alone in English, answered there; question 3 is in Hindi again.
  await page.getByRole('button', { name: 'View this question in English' }).tap();
  await expect(page.getByRole('radiogroup', { name: order[1].question_text as string })).toBeVisible();
  await choose(page, shownKey(1));
  await page.getByRole('button', { name: 'Next' }).tap();
  await expect(hindiGroup).toBeVisible();
  await choose(page, shownKey(2));

  // Back to English for the whole paper: question 1's answer is still the one chosen in Hindi.
  await paperIn('English').tap();
  await page.getByRole('button', { name: /^Question 1,/ }).tap();
  await expect(page.getByRole('radiogroup', { name: english1 })).toBeVisible();
  await expect(page.getByRole('radiogroup').getByRole('radio', { name: new RegExp(`^${shownKey(0)}\\.`) })).toBeChecked();

  // The paper left in Hindi: its results open in Hindi.
  await paperIn('हिंदी').tap();
  await page.getByRole('button', { name: 'Submit Test' }).tap();
  await page.getByRole('dialog', { name: 'Submit test?' }).getByRole('button', { name: 'Submit Test' }).tap();
  await expect(page.getByRole('heading', { name: 'Mock Test 1: Results' })).toBeVisible();
  const { data: marked } = await admin.from('user_test_attempts').select('score, correct_count, language').eq('id', attempt.id).single();
  expect(marked).toEqual({ score: 20, correct_count: 3, language: 'hi' });
  await expect(page.getByRole('group', { name: 'Paper language' }).getByRole('radio', { name: 'हिंदी' })).toBeChecked();
  await expect(page.locator('article p[lang="hi"]').first()).toBeVisible();
  await screenshot(page, 'bilingual-results-hindi-390');
});
