// The studio alone, in its standalone harness (with the testing remote for the preview): an editor signs in there,
// exports the bank and a dry run of that very file changes nothing; two editors on one question, where the second
// save is refused with who changed it and when, and keeps the text; the preview is the testing remote's own view.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { expect, signedInContext, test } from '../../lib/fixtures';

test.use({ role: 'editor' });

const V_A = '00000000-0000-4000-a000-000000000003';

/** The first question of V-A's demo paper, by the editor's form. */
async function openDemoQuestion(page: Page) {
  const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', V_A).eq('title', 'Demo Questions').single();
  const { data: question } = await admin.from('questions').select('id').eq('test_paper_id', paper!.id).eq('position', 1).single();
  await page.goto(`/studio/questions/${question!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
  return question!.id as string;
}

test('signed out, the harness refuses; signed in as an editor, an export of the bank imported again as a dry run changes nothing', async ({
  page,
  user,
}) => {
  await page.goto('/');
  await expect(page.getByText('studio remote (standalone)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(user.email);
  await signIn.getByLabel('Password', { exact: true }).fill(user.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–25 of [\d,]+$/)).toBeVisible();

  // V-A's first mock, exported as CSV.
  await page
    .getByRole('combobox', { name: 'Exam' })
    .selectOption({ label: 'NISM Series V-A: Mutual Fund Distributors Certification Examination' });
  await page.getByRole('combobox', { name: 'Paper' }).selectOption({ label: 'Mock Test 1' });
  await expect(page.getByText('Showing 1–15 of 15')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = fs.readFileSync(await (await downloading).path());
  expect(exported.toString('utf8').trim().split(/\r\n/)).toHaveLength(16); // the header and 15 questions

  await page.getByRole('link', { name: 'Import', exact: true }).first().click();
  await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'va-export.csv', mimeType: 'text/csv', buffer: exported });
  await expect(page.getByRole('heading', { name: 'Check of va-export.csv' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Nothing to import: no row is new or changed.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows with problems' })).toHaveCount(0);
});

test('two editors on one question: the second save is refused with who changed it and when, and keeps that editor’s text', async ({
  signedInPage: first,
  browser,
  baseURL,
}) => {
  const { data: other } = await admin.auth.admin.createUser({
    email: `second-${Date.now()}@journey.test`,
    password: 'journey-pass1',
    email_confirm: true,
  });
  expect((await admin.rpc('grant_staff_role', { p_email: other.user!.email!, p_role: 'editor' })).error).toBeNull();
  const secondContext = await signedInContext(browser, baseURL!, { email: other.user!.email!, password: 'journey-pass1' });
  const second = await secondContext.newPage();
  try {
    await openDemoQuestion(first);
    await openDemoQuestion(second);
    const explanation = (page: Page) => page.getByRole('textbox', { name: 'Explanation' });
    const original = await explanation(first).inputValue();

    await explanation(first).fill(`${original} (checked by the first editor)`);
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText(/^Version \d+\.$/)).toBeVisible();

    const mine = `${original} (rewritten by the second editor)`;
    await explanation(second).fill(mine);
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      second.getByRole('heading', { name: /^Not saved: Changed by editor-.+@example\.com at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/ }),
    ).toBeVisible();
    await expect(explanation(second)).toHaveValue(mine);
  } finally {
    await secondContext.close();
  }
});

test('the preview is the testing remote’s question view, as asked and as reviewed, at phone width too', async ({ signedInPage: page }) => {
  await openDemoQuestion(page);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await expect(preview.getByRole('radio')).toHaveCount(4);
  await preview.getByRole('button', { name: 'Phone' }).click();
  await preview.getByRole('button', { name: 'As reviewed' }).click();
  await expect(preview.getByText('Correct answer')).toBeVisible();
  await page.getByRole('textbox', { name: 'Question text' }).fill('A question rewritten in the form shows in the preview at once.');
  await expect(preview.getByText('A question rewritten in the form shows in the preview at once.')).toBeVisible();
});
