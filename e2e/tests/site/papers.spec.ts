// Blueprints through the studio: an admin changes V-A's pass mark on the Papers page, and a learner's next attempt is
// marked with it while the attempt before keeps the mark it was taken under; the page shows each paper's state.
import type { SupabaseClient } from '@supabase/supabase-js';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { signIn } from '../../lib/auth';
import { newPage, screenshot } from '../../lib/browser';
import { expect, test } from '../../lib/fixtures';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site } from '../../lib/stack';

const V_A = '00000000-0000-4000-a000-000000000003';

/** Mock Test 1 with its first 7 of 15 questions right and the rest blank: 7 marks, 46.67%. */
async function sitMock(learner: SupabaseClient, paperId: string): Promise<string> {
  const { data: attempt, error } = await learner.rpc('start_attempt', { p_test_paper_id: paperId, p_end_running: true });
  if (error) throw error;
  const { data: keys } = await admin
    .from('questions')
    .select('id, correct_option')
    .eq('test_paper_id', paperId)
    .eq('status', 'published')
    .order('position');
  await saveCanonical(
    learner,
    attempt.id,
    keys!.slice(0, 7).map((q) => ({ questionId: q.id, option: q.correct_option })),
  );
  const submitted = await learner.rpc('submit_attempt', { p_attempt_id: attempt.id });
  if (submitted.error) throw submitted.error;
  return attempt.id as string;
}

test.describe('an admin', () => {
  test.use({ role: 'admin' });

  test("lowers V-A's pass mark in the studio: the learner's next attempt passes with it, the one before keeps its own", async ({
    signedInPage: page,
    browser,
  }) => {
    const { data: mock } = await admin.from('test_papers').select('id').eq('exam_id', V_A).eq('title', 'Mock Test 1').single();
    const va = await learnerWithPaidPlan(V_A, 'pass-mark');
    const before = await sitMock(va.learner, mock!.id);
    try {
      await page.goto(`/studio/papers?exam=${V_A}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Papers and blueprints' })).toBeVisible();
      const papers = page.getByRole('table', { name: 'Papers' });
      const mock2 = papers.getByRole('row').filter({ has: page.getByRole('link', { name: 'Full-Length Mock Test 2', exact: true }) });
      await expect(mock2).toContainText('Published');
      await expect(mock2).toContainText('Matches');
      const passMark = page.getByRole('textbox', { name: 'Pass mark (%)' });
      await expect(passMark).toHaveValue('50');
      await passMark.fill('45');
      await page.getByRole('button', { name: 'Save blueprint' }).click();
      await expect(page.getByText('Blueprint saved')).toBeVisible();
      await screenshot(page, 'studio-papers-va');

      const after = await sitMock(va.learner, mock!.id);
      const { context, page: learnerPage } = await newPage(browser);
      try {
        await signIn(learnerPage, va);
        const score = learnerPage.getByRole('region', { name: 'Score' });
        await learnerPage.goto(site(`/exams/${V_A}/test/${mock!.id}/results/${after}`));
        await score.getByText('marks · 46.67% · Passed').waitFor();
        await score.getByText('Pass mark 45% (6.75 marks)').waitFor();
        await learnerPage.goto(site(`/exams/${V_A}/test/${mock!.id}/results/${before}`));
        await score.getByText('marks · 46.67% · Failed').waitFor();
        await score.getByText('Pass mark 50% (7.5 marks)').waitFor();
      } finally {
        await context.close();
      }
    } finally {
      await admin.from('exam_info').update({ passing_score_percent: 50 }).eq('exam_id', V_A);
    }
  });
});
