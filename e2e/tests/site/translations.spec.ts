// Issue 51 §4 through the composed site: an admin imports a paper's Hindi (a dry run, then drafts), cannot offer the
// paper in Hindi while its translations are unreviewed, cannot review their own; another editor reviews them, and
// then the paper is offered in Hindi.
import { randomUUID } from 'node:crypto';
import { adminClient } from '../../lib/admin';
import { PHONE, screenshot } from '../../lib/browser';
import { expect, signedInContext, test, USER_PASSWORD } from '../../lib/fixtures';
import { sql } from '../../lib/stack';

test.use({ role: 'admin' });

async function makePaper() {
  const tag = randomUUID().slice(0, 6);
  const [exam] = await sql<{ id: string }>(`insert into public.exams (name, description) values ($1, 'translation journey') returning id`, [
    `NISM Series TJ-${tag}: Journey Examination`,
  ]);
  const [paper] = await sql<{ id: string }>(
    `insert into public.test_papers (exam_id, title, description, duration_minutes, kind) values ($1, 'Translation Paper', 'journey', 20, 'practice') returning id`,
    [exam.id],
  );
  const ids: string[] = [];
  for (const [i, text] of [`Journey ${tag}: which body regulates mutual funds?`, `Journey ${tag}: what does NAV stand for?`].entries()) {
    const [q] = await sql<{ id: string }>(
      `insert into public.questions (test_paper_id, position, question_text, option_a, option_b, option_c, option_d, correct_option, explanation)
       values ($1, $2, $3, 'SEBI', 'RBI', 'IRDAI', 'PFRDA', 'A', 'SEBI regulates mutual funds.') returning id`,
      [paper.id, i + 1, text],
    );
    ids.push(q.id);
  }
  return { examId: exam.id, paperId: paper.id, ids };
}

test('an imported translation is offered only after another editor reviews it', async ({ signedInPage: page, browser, baseURL }) => {
  const { examId, paperId, ids } = await makePaper();
  const url = `/studio/papers/${paperId}/translations?exam=${examId}`;
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Hindi: Translation Paper' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '0 of 2 questions reviewed · Not offered in Hindi' })).toBeVisible();

  const rows = ids.map((id, i) => `${id},hi,प्रश्न ${i + 1}: म्यूचुअल फंड का नियामक कौन है?,SEBI,RBI,IRDAI,PFRDA,SEBI म्यूचुअल फंड का नियमन करता है।`);
  await page.getByLabel('Import translations (CSV)').setInputFiles({
    name: 'translation (hi).csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['id,language,question,option_a,option_b,option_c,option_d,explanation', ...rows].join('\r\n')),
  });
  await expect(page.getByText('2 translations are ready to import as drafts.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 translations' }).click();
  await expect(page.getByText('Draft: needs review')).toHaveCount(2);
  await expect(page.getByText('You wrote this translation: another editor reviews it.')).toHaveCount(2);

  await page.getByRole('button', { name: 'Offer this paper in Hindi' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This paper offers Hindi: 2 of its questions have no reviewed translation of their current version (questions 1, 2)',
  );
  await screenshot(page, 'studio-translations-1280');

  // Another editor reviews both.
  const email = `reviewer-${Date.now()}@example.com`;
  const { error } = await adminClient().auth.admin.createUser({ email, password: USER_PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  expect((await adminClient().rpc('grant_staff_role', { p_email: email, p_role: 'editor' })).error).toBeNull();
  const reviewer = await signedInContext(
    browser,
    baseURL!,
    { email, password: USER_PASSWORD },
    { viewport: PHONE, isMobile: true, hasTouch: true },
  );
  const phone = await reviewer.newPage();
  await phone.goto(url);
  // Each review reloads the list: tap the first Mark reviewed until none is left.
  await expect(phone.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(2);
  await phone.getByRole('button', { name: 'Mark reviewed' }).first().tap();
  await expect(phone.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(1);
  await phone.getByRole('button', { name: 'Mark reviewed' }).first().tap();
  await expect(phone.getByText('Reviewed', { exact: true })).toHaveCount(2);
  await screenshot(phone, 'studio-translations-390');
  await reviewer.close();

  await page.reload();
  await page.getByRole('button', { name: 'Offer this paper in Hindi' }).click();
  await expect(page.getByRole('heading', { name: '2 of 2 questions reviewed · Offered in Hindi' })).toBeVisible();
});
