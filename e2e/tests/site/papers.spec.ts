// Blueprints, prices and papers through the studio: an admin changes V-A's pass mark on the Papers page, and a
// learner's next attempt is marked with it while the attempt before keeps the mark it was taken under; an admin
// changes a price while a learner's order is open, and that order is paid at its own price while the plans page shows
// the new one; an admin builds a full-length paper from the blueprint (a question bank imported, the paper drawn from
// it, previewed, published) and a learner takes it.
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { createConfirmedUser, signIn, uniqueEmail } from '../../lib/auth';
import { newPage, screenshot } from '../../lib/browser';
import { expect, test } from '../../lib/fixtures';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site } from '../../lib/stack';

const V_A = '00000000-0000-4000-a000-000000000003';
const VII = '00000000-0000-4000-a000-000000000006';
const VII_NAME = 'NISM Series VII: Securities Operations and Risk Management Certification Examination';
const VII_TOPICS = [
  'Introduction to the Securities Market',
  'Market Participants in the Securities Market',
  'Introduction to Securities Broking Operations',
  'Risk Management',
  'Clearing Process',
  'Settlement Process',
  'Investor Grievances and Arbitration',
  'Other Services Provided by Brokers',
];

const paperId = async (examId: string, title: string) =>
  (await admin.from('test_papers').select('id').eq('exam_id', examId).eq('title', title).single()).data?.id as string | undefined;

const checkoutWindow = (page: Page) => page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
const planCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

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
      await expect(page.getByRole('heading', { level: 1, name: 'Papers, blueprints and prices' })).toBeVisible();
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
        await score.getByText('marks · Passed').waitFor();
        await score.getByText('Net marks 46.67%').waitFor();
        await score.getByText('Pass mark 45% (6.75 marks)').waitFor();
        await learnerPage.goto(site(`/exams/${V_A}/test/${mock!.id}/results/${before}`));
        await score.getByText('marks · Failed').waitFor();
        await score.getByText('Net marks 46.67%').waitFor();
        await score.getByText('Pass mark 50% (7.5 marks)').waitFor();
      } finally {
        await context.close();
      }
    } finally {
      await admin.from('exam_info').update({ passing_score_percent: 50 }).eq('exam_id', V_A);
    }
  });

  test('changes a price while a learner’s order is open: that order is paid at its own price, the plans page shows the new one', async ({
    signedInPage: page,
    browser,
  }) => {
    const { data: plan } = await admin
      .from('exam_plans')
      .select('id, price, original_price')
      .eq('exam_id', VII)
      .eq('plan_type', 'premium')
      .single();
    const email = uniqueEmail('price');
    await createConfirmedUser(email, 'price-pass1');
    const { context, page: learner } = await newPage(browser);
    try {
      await signIn(learner, { email, password: 'price-pass1' });
      await learner.goto(site(`/exams/${VII}/plans`));
      await planCard(learner, '90 Days Access').getByRole('button', { name: 'Buy Now' }).click();
      const window = checkoutWindow(learner);
      await expect(window.getByTestId('rzp-amount')).toHaveText(`₹${plan!.price}.00 INR`);

      await page.goto(`/studio/papers?exam=${VII}`);
      const form = page.getByRole('form', { name: 'New price' });
      await form.getByRole('combobox', { name: 'Plan' }).selectOption({ label: '90-day plan' });
      await form.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(String(plan!.price + 50));
      await form.getByRole('textbox', { name: 'Original price (₹)' }).fill(String(plan!.original_price));
      await form.getByRole('button', { name: 'Schedule price' }).click();
      await expect(page.getByText('Price changed')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Prices of 90-day plan' }).getByRole('listitem').first()).toContainText(
        `₹${plan!.price + 50} (was`,
      );
      await screenshot(page, 'studio-prices-vii');

      await window.getByRole('button', { name: /^Pay ₹/ }).click();
      await learner.getByRole('status').getByText('Your exam plan purchase was successful.', { exact: true }).waitFor();
      const { data: orders } = await admin
        .from('payment_orders')
        .select('amount_paise, status')
        .eq('plan_id', plan!.id)
        .order('created_at', { ascending: false })
        .limit(1);
      expect(orders).toEqual([{ amount_paise: plan!.price * 100, status: 'paid' }]);
      await learner.goto(site(`/exams/${VII}/plans`));
      await expect(planCard(learner, '90 Days Access')).toContainText(`₹${plan!.price + 50}`);
    } finally {
      await context.close();
      await admin.from('exam_plans').update({ price: plan!.price, original_price: plan!.original_price }).eq('id', plan!.id);
    }
  });

  test('builds a full-length paper from the blueprint (a bank imported, the paper drawn, previewed, published) and a learner takes it', async ({
    signedInPage: page,
    browser,
  }) => {
    const token = Date.now().toString(36);
    const bank = `Question bank ${token}`;
    const title = `Drawn mock ${token}`;
    const header = 'id,exam,paper,topic,case,marks,question,option_a,option_b,option_c,option_d,answer,explanation';
    // VII's blueprint is 100 one-mark questions: the bank holds exactly that, over its eight chapters, 25 keys of each
    // letter in an order without a pattern (the content lint stops an import whose blocks of four use A-D once each).
    const keyOf = (n: number) => 'AACBDDBCCABBDDCAABCD'[n % 20];
    const rows = Array.from({ length: 100 }, (_, n) =>
      [
        '',
        VII_NAME,
        bank,
        VII_TOPICS[n % VII_TOPICS.length],
        '',
        '1',
        `Bank ${token}, question ${n + 1}: which option is the ${['first', 'second', 'third', 'fourth']['ABCD'.indexOf(keyOf(n))]} one?`,
        'First',
        'Second',
        'Third',
        'Fourth',
        keyOf(n),
        'The options are in order.',
      ]
        .map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(','),
    );
    await page.goto(`/studio/papers?exam=${VII}`);
    const form = page.getByRole('form', { name: 'New paper' });
    for (const [name, kind] of [
      [bank, 'bank'],
      [title, 'full'],
    ]) {
      await form.getByRole('textbox', { name: 'Title' }).fill(name);
      await form.getByRole('combobox', { name: 'Kind' }).selectOption(kind);
      await form.getByRole('button', { name: 'Create draft paper' }).click();
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await page.goto('/studio/import');
    await page.getByLabel('CSV or JSON file').setInputFiles({
      name: 'questions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\r\n')),
    });
    await page.getByRole('button', { name: 'Import 100 rows' }).click();
    await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();

    await page.goto(`/studio/papers?exam=${VII}`);
    await page.getByRole('button', { name: `Draw ${title} from the bank` }).click();
    await page.getByRole('dialog', { name: 'Draw this paper from the bank?' }).getByRole('button', { name: 'Draw' }).click();
    await expect(page.getByText('Paper drawn from the bank')).toBeVisible();
    await page.getByRole('link', { name: `Preview ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Preview: ${title}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Question \d+ of 100/ })).toHaveCount(100);
    await page.getByRole('link', { name: 'Back to papers' }).click();
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await page.getByRole('dialog', { name: 'Publish this paper?' }).getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Paper published')).toBeVisible();
    const { data: keys } = await admin
      .from('questions')
      .select('correct_option')
      .eq('test_paper_id', (await paperId(VII, title))!);
    expect(['A', 'B', 'C', 'D'].map((k) => keys!.filter((q) => q.correct_option === k).length)).toEqual([25, 25, 25, 25]);

    const vii = await learnerWithPaidPlan(VII, 'drawn-paper');
    const { context, page: learner } = await newPage(browser);
    try {
      await signIn(learner, vii);
      await learner.goto(site(`/exams/${VII}`));
      const card = learner.getByRole('article', { name: title, exact: true });
      await expect(card.getByRole('definition')).toContainText(['120 minutes', '100']);
      await card.getByRole('button', { name: 'Start New Attempt' }).click();
      await learner.getByRole('timer').waitFor();
      await learner.getByRole('button', { name: 'Submit Test' }).click();
      await learner.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
      await learner.getByRole('region', { name: 'Score' }).getByText('0 / 100', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
