// The catalog remote alone, in its standalone harness (which loads checkout itself, as the shell would): home, the
// exams list and My Exams, an exam's information and its plans, and buying a plan through checkout.
import { expect, test } from '../../lib/fixtures';

const X_A = { id: '00000000-0000-4000-a000-000000000001', name: 'NISM Series X-A: Investment Adviser (Level 1) Certification Examination' };
const X_B = { id: '00000000-0000-4000-a000-000000000002', name: 'NISM Series X-B: Investment Adviser (Level 2) Certification Examination' };

test('the harness frame links home, the exams, an exam’s information and its plans', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('catalog remote (standalone)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Exams' })).toBeVisible();
  const frame = page.getByRole('navigation', { name: 'Standalone pages' });
  await frame.getByRole('link', { name: 'Exams', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Available Exams' })).toBeVisible();
  await frame.getByRole('link', { name: 'Exam info (X-A)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NISM Series X-A: Investment Adviser (Level 1)' })).toBeVisible();
  await frame.getByRole('link', { name: 'Plans (X-A)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${X_A.name} - Select a Plan` })).toBeVisible();
  await expect(page.getByRole('article').locator('h2')).toHaveText(['Try for Free', '30 Days Access', '90 Days Access']);
  const premium = page.getByRole('article').filter({ hasText: 'Most Popular' });
  await expect(premium).toContainText('₹799');
  await expect(premium).toContainText('50% off');
});

test("the X-B information page states the exam's facts; an unknown exam is not found", async ({ page }) => {
  await page.goto(`/exams/${X_B.id}/info`);
  await expect(page.getByRole('heading', { level: 1, name: 'NISM Series X-B: Investment Adviser (Level 2)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Assessment structure' }).getByRole('row')).toHaveText([
    /^Section\s*Questions\s*Marks each\s*Marks$/,
    /^Multiple-choice questions\s*90\s*1\s*90$/,
    /^Case-based questions \(6 cases of 5 questions each\)\s*30\s*2\s*60$/,
    /^Total Marks\s*150$/,
  ]);
  for (const fact of ['3 hours', '60%', '6 cases of 5']) await expect(page.locator('main')).toContainText(fact);
  await page.goto('/exams/not-an-exam/info');
  await expect(page.getByRole('heading', { name: 'Exam not found' })).toBeVisible();
});

test('a visitor choosing a plan is asked to log in, then sent to the login page with these plans as next', async ({ page }) => {
  await page.goto(`/exams/${X_B.id}/plans`);
  await page.getByRole('article').filter({ hasText: 'Most Popular' }).getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByText('Please login to purchase this plan.')).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/exams/${X_B.id}/plans`)}`);
});

test('a new learner: nothing purchased, then a free trial through checkout lists the exam Active in My Exams', async ({
  signedInPage: page,
}) => {
  await page.goto('/exams');
  await expect(page.getByText("You haven't purchased any exams yet.")).toBeVisible();
  await page.goto(`/exams/${X_B.id}/plans`);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Free trial access granted successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/exams/${X_B.id}$`));
  await page.goto('/exams');
  await expect(page.getByRole('table', { name: 'My Exams' }).getByRole('row').filter({ hasText: X_B.name })).toContainText('Active');
  // Bought: the exam's information offers its tests, and no free trial.
  await page.goto(`/exams/${X_B.id}/info`);
  await expect(page.getByRole('link', { name: 'Go to tests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Free' })).toHaveCount(0);
});
