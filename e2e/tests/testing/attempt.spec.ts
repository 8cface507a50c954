// The testing remote alone, in its standalone harness: its own sign-in, an exam's papers, a timed attempt, the
// results with explanations, and the progress page, for a new learner with a paid plan.
import { expect, test } from '../../lib/fixtures';
import { admin } from '../../lib/admin';
import { grantPaidPlan } from '../../lib/learners';

const V_A = '00000000-0000-4000-a000-000000000003';

test('signed out, the harness asks for a sign-in, then lists the seeded exams and who is signed in', async ({ page, user }) => {
  await page.goto('/');
  await expect(page.getByText('testing remote (standalone)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Testing remote' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('link')).toHaveCount(6);
});

test('a learner with a paid plan takes a paper: attempt, submit, results with explanations, then progress', async ({
  signedInPage: page,
  user,
}) => {
  await grantPaidPlan(user.id, V_A);
  const { data: paper } = await admin.from('test_papers').select('title').eq('exam_id', V_A).order('position').limit(1).single();
  const title = (paper as { title: string }).title;

  await page.goto(`/exams/${V_A}`);
  await page.getByRole('article', { name: title, exact: true }).getByRole('button', { name: 'Start New Attempt' }).click();
  await expect(page).toHaveURL(/\/attempt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('timer')).toBeVisible();
  for (const option of ['A', 'B']) {
    await page
      .getByRole('radiogroup')
      .getByRole('radio', { name: new RegExp(`^${option}\\.`) })
      .check();
    await expect(page.getByText('✓ Saved')).toBeVisible();
    await page.keyboard.press('n');
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog', { name: 'Submit test?' }).getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Score' })).toBeVisible();
  // A correct answer's card is folded: an explanation shows on the wrong and unanswered ones.
  await expect(page.getByText('Explanation', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Back to Exam' }).click();
  await page.getByRole('link', { name: /view your progress/i }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const history = page.getByRole('table', { name: `Attempts of ${title}` });
  await expect(history.getByRole('link', { name: 'View results' })).toHaveCount(1);
});
