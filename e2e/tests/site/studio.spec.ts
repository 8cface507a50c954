// The content studio through the shell: an editor imports a file (a dry run first, its bad rows named), edits a
// question with the learner's own preview beside the form and finds the edit in the audit log; a learner's report is
// fixed and the learner reads the outcome where they reported; a learner who opens the studio is refused; axe finds
// nothing serious on the studio's pages at 390 px and 1280 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { latestMail, signIn } from '../../lib/auth';
import { newPage, screenshot } from '../../lib/browser';
import { expect, signedInContext, test } from '../../lib/fixtures';
import { learnerWithPaidPlan } from '../../lib/learners';
import { totpCode } from '../../lib/second-factor';
import { site } from '../../lib/stack';

const V_A = '00000000-0000-4000-a000-000000000003';
const V_A_NAME = 'NISM Series V-A: Mutual Fund Distributors Certification Examination';
const HEADER = 'id,exam,paper,topic,case,marks,question,option_a,option_b,option_c,option_d,answer,explanation';

/** One import row: a question of V-A's second mock, on its taxation topic, with a text unique to this run. */
function row(token: string, n: number, change: Partial<Record<'topic' | 'option_b' | 'answer', string>> = {}) {
  const cells = [
    '',
    V_A_NAME,
    'Mock Test 2',
    change.topic ?? 'Taxation',
    '',
    '1',
    `Studio journey ${token}, question ${n}: which holding period makes an equity fund's gain long-term?`,
    'More than 12 months',
    change.option_b ?? 'More than 24 months',
    'More than 36 months',
    'Any period',
    change.answer ?? 'A',
    'Units of an equity-oriented fund held for more than 12 months give long-term gains.',
  ];
  return cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

const csv = (rows: string[]) => ({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n')) });

async function choose(page: Page, file: ReturnType<typeof csv>) {
  await page.getByLabel('CSV or JSON file').setInputFiles(file);
  await page.getByRole('heading', { name: 'Check of questions.csv' }).waitFor();
}

test.describe('an editor', () => {
  test.use({ role: 'editor' });

  test('imports a file with three bad rows, fixes it, imports it, edits a question with the preview, and finds the edit in the audit log', async ({
    signedInPage: page,
    user,
  }) => {
    const token = `t${Date.now().toString(36)}`;
    await page.goto('/');
    await page.getByRole('button', { name: user.email }).click();
    await page.getByRole('link', { name: 'Content Studio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();

    await page.goto('/studio/import');
    const good = [1, 2, 3, 4, 5].map((n) => row(token, n));
    const bad = [
      row(token, 1),
      row(token, 2, { answer: 'E' }),
      row(token, 3, { option_b: '' }),
      row(token, 4, { topic: 'Astrology' }),
      row(token, 5),
    ];
    await choose(page, csv(bad));
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    // The header is row 1: the bad rows are the file's rows 3, 4 and 5.
    const cell = (name: string) => page.getByRole('cell', { name, exact: true });
    await expect(problems.getByRole('row')).toHaveCount(4); // the header and three rows
    for (const [rowNumber, column] of [
      ['3', 'answer'],
      ['4', 'option_b'],
      ['5', 'topic'],
    ])
      await expect(
        problems
          .getByRole('row')
          .filter({ has: cell(rowNumber) })
          .filter({ has: cell(column) }),
      ).toHaveCount(1);
    await screenshot(page, 'studio-import-dry-run');
    expect((await admin.from('questions').select('id').ilike('question_text', `%${token}%`)).data).toEqual([]);

    await page.getByRole('button', { name: 'Choose another file' }).click();
    await choose(page, csv(good));
    await expect(problems).toHaveCount(0);
    await page.getByRole('button', { name: 'Import 5 rows' }).click();
    await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
    const { data: drafts } = await admin.from('questions').select('id, status').ilike('question_text', `%${token}%`);
    expect(drafts!.map((d) => d.status)).toEqual(['draft', 'draft', 'draft', 'draft', 'draft']);

    // Edit the third, watching the preview as the learner's review will show it.
    await page.goto('/studio');
    await page.getByRole('searchbox', { name: 'Questions' }).fill(`${token}, question 3`);
    // The search is sent once typing pauses and lands in the URL: the list is then the search's, not re-rendering.
    await page.waitForURL((url) => url.searchParams.get('q') === `${token}, question 3`);
    await page.getByRole('link', { name: new RegExp(`${token}, question 3`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('radiogroup')).toBeVisible();
    const explanation = `Held for more than 12 months, units of an equity-oriented fund give long-term capital gains (${token}).`;
    await page.getByRole('textbox', { name: 'Explanation' }).fill(explanation);
    await preview.getByRole('button', { name: 'As reviewed' }).click();
    await expect(preview.getByText(explanation)).toBeVisible();
    await screenshot(page, 'studio-editor-preview');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Version 2.')).toBeVisible();

    await page.goto('/studio/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(
      log.getByRole('row').filter({ hasText: 'save_question' }).filter({ hasText: user.email }).filter({ hasText: explanation }),
    ).toHaveCount(1);
    await screenshot(page, 'studio-audit-log');
  });
});

test.describe('a visitor writes through the contact page', () => {
  test.use({ role: 'editor' });

  test("the message reaches the staff: a mail in the inbox and the studio's Messages page, answered there", async ({
    browser,
    signedInPage: page,
    user,
  }) => {
    const token = `m${Date.now().toString(36)}`;
    const visitor = await newPage(browser, { phone: true });
    try {
      await visitor.page.goto(site('/contact'));
      await visitor.page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Asha ${token}`);
      await visitor.page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${token}@example.com`);
      await visitor.page.getByRole('textbox', { name: 'Message', exact: true }).fill(`Is there a Hindi mock for Series V-A? (${token})`);
      await visitor.page.getByRole('button', { name: 'Send Message' }).click();
      await visitor.page.getByText('Message sent!').waitFor();
    } finally {
      await visitor.context.close();
    }
    const mail = await latestMail(user.email, { subject: `New message from Asha ${token} (NISM Practice contact form)` });
    expect(mail.text).toContain(`Is there a Hindi mock for Series V-A? (${token})`);

    await page.goto('/studio/messages');
    const card = page.getByRole('article', { name: `Asha ${token}` });
    await expect(card).toContainText(`${token}@example.com`);
    await expect(card.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${token}%40example\\.com`),
    );
    await screenshot(page, 'studio-messages');
    await card.getByRole('button', { name: 'Mark answered' }).click();
    await expect(page.getByRole('article', { name: `Asha ${token}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Answered', exact: true }).click();
    await expect(page.getByRole('article', { name: `Asha ${token}` })).toBeVisible();
  });
});

test('an editor without a second factor can look but not save; after setting up an authenticator the save goes through', async ({
  browser,
}) => {
  const email = `no-factor-${Date.now()}@journey.test`;
  expect((await admin.auth.admin.createUser({ email, password: 'journey-pass1', email_confirm: true })).error).toBeNull();
  expect((await admin.rpc('grant_staff_role', { p_email: email, p_role: 'editor' })).error).toBeNull();
  const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', V_A).eq('title', 'Mock Test 2').single();
  const { data: question } = await admin
    .from('questions')
    .select('id, version')
    .eq('test_paper_id', paper!.id)
    .order('position')
    .limit(1)
    .single();
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password: 'journey-pass1' }); // a password only: the session is aal1
    await page.goto(site(`/studio/questions/${question!.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit question' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    const explanation = page.getByRole('textbox', { name: 'Explanation' });
    await explanation.fill(`${await explanation.inputValue()} (checked)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Studio changes need your second factor/).first()).toBeVisible();
    expect((await admin.from('questions').select('version').eq('id', question!.id).single()).data!.version).toBe(question!.version);

    await page.getByRole('button', { name: 'Set up an authenticator' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), 'the QR code is drawn').toBeGreaterThan(0);
    await screenshot(page, 'studio-second-factor-setup');
    const secret = (await page.getByRole('region', { name: 'Set up two-step sign-in' }).locator('code').textContent())!.trim();
    await page.getByLabel('6-digit code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Version ${question!.version + 1}.`)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a learner's report is fixed in the studio, and the learner reads the outcome on the results page", async ({ browser, baseURL }) => {
  const learner = await learnerWithPaidPlan(V_A, 'reporter');
  const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', V_A).eq('title', 'Demo Questions').single();
  const { data: attempt } = await learner.learner.rpc('start_attempt', { p_test_paper_id: paper!.id, p_end_running: true });
  const { data: keys } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paper!.id).order('position');
  await saveCanonical(learner.learner, attempt.id, [{ questionId: keys![0].id, option: keys![0].correct_option === 'A' ? 'B' : 'A' }]);
  expect((await learner.learner.rpc('submit_attempt', { p_attempt_id: attempt.id })).error).toBeFalsy();

  const results = site(`/exams/${V_A}/test/${paper!.id}/results/${attempt.id}`);
  const learnerPage = await newPage(browser);
  const editor = await admin.auth.admin.createUser({
    email: `fixer-${Date.now()}@journey.test`,
    password: 'journey-pass1',
    email_confirm: true,
  });
  expect((await admin.rpc('grant_staff_role', { p_email: editor.data.user!.email!, p_role: 'editor' })).error).toBeNull();
  const editorContext = await signedInContext(browser, baseURL!, { email: editor.data.user!.email!, password: 'journey-pass1' });
  try {
    const { page } = learnerPage;
    await signIn(page, learner);
    await page.goto(results);
    const first = page.getByRole('article', { name: 'Question 1' });
    await first.getByRole('button', { name: 'Report a problem with question 1', exact: true }).click();
    const form = page.getByRole('form', { name: 'Report question 1' });
    await form.getByRole('radio', { name: 'The wording is unclear' }).check();
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('<b>Two</b> options look right to me.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await first.getByText('You reported this question: the wording is unclear.').waitFor();

    const studio = await editorContext.newPage();
    await studio.goto('/studio/reports');
    // The learner's question 1 is wherever their attempt's own order put it: the queue item is found by the note,
    // shown as text, never as HTML.
    const reported = studio.getByRole('article').filter({ hasText: '<b>Two</b> options look right to me.' });
    await expect(reported).toHaveCount(1);
    await reported.getByRole('link', { name: /^Fix question \d+ of Demo Questions$/ }).click();
    const explanation = studio.getByRole('textbox', { name: 'Explanation' });
    await explanation.fill(`${await explanation.inputValue()} The wording of the question was made clearer.`);
    await studio.getByRole('button', { name: 'Save and resolve reports' }).click();
    await expect(studio.getByText('Saved, and its reports resolved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('article', { name: 'Question 1' }).getByText(/^Fixed on /)).toBeVisible();
    await screenshot(page, 'studio-report-fixed-learner');
  } finally {
    await learnerPage.context.close();
    await editorContext.close();
  }
});

test('a learner who opens a studio page is refused, and a visitor is asked to sign in', async ({ signedInPage: page }) => {
  for (const path of ['/studio', '/studio/import', '/studio/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
    await expect(page.getByText('Your account does not have a staff role.')).toBeVisible();
  }
  await page.getByRole('button', { name: /@/ }).click();
  await expect(page.getByRole('link', { name: 'Content Studio' })).toHaveCount(0);

  const visitor = await page.context().browser()!.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(site('/studio/reports'));
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await visitor.close();
});

test.describe('an admin', () => {
  test.use({ role: 'admin' });

  test('axe finds nothing serious on the studio pages, on a phone and a desktop', async ({ browser, baseURL, user }) => {
    test.slow(); // axe over six pages at two widths
    const { data: question } = await admin.from('questions').select('id').limit(1).single();
    const pages = [
      '/studio',
      `/studio/questions/${question!.id}`,
      '/studio/questions/new',
      '/studio/import',
      '/studio/reports',
      '/studio/audit',
      '/studio/staff',
    ];
    const found: string[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await signedInContext(browser, baseURL!, user, { viewport });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
          found.push(`${viewport.width} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} fits ${viewport.width}`).toBe(
          true,
        );
      }
      if (viewport.width === 390) await screenshot(page, 'studio-staff-390');
      await context.close();
    }
    expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
  });
});
