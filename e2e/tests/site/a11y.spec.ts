// Accessibility, checked in the browser with axe: every route at 390 px and 1280 px, signed out and signed in,
// including a running test and its results, has no serious or critical violation (WCAG 2.1 A and AA rules).
import { test, expect } from '../../lib/fixtures';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { saveCanonical } from '../../lib/answers';
import { signIn } from '../../lib/auth';
import { newPage } from '../../lib/browser';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site } from '../../lib/stack';

const EXAM = '00000000-0000-4000-a000-000000000002'; // X-B: its full mock has cases

const PUBLIC = [
  '/',
  '/exams',
  `/exams/${EXAM}/info`,
  `/exams/${EXAM}/plans`,
  '/blogs',
  '/blogs/nism-series-xa-overview',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/contact',
  '/login',
  '/register',
  '/no-such-page',
];

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
/** The serious and critical violations on the page once its main heading is in, one line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(site(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function check(paths: string[], user?: { email: string; password: string }) {
  const found: string[] = [];
  for (const phone of [true, false]) {
    const { context, page } = await newPage(browser, { phone });
    try {
      if (user) await signIn(page, user);
      for (const path of paths) found.push(...(await violations(page, path)).map((v) => `${phone ? '390' : '1280'} ${v}`));
    } finally {
      await context.close();
    }
  }
  expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
}

test('signed out: every public page, on a phone and a desktop', async () => {
  await check(PUBLIC);
});

test('signed in: the public pages, My Exams, an exam, a running test with a case, its results, progress, practice, account', async () => {
  test.slow(); // axe over ten pages at two widths
  const user = await learnerWithPaidPlan(EXAM, 'axe');
  const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', EXAM).eq('title', 'Full-Length Mock Test').single();
  const start = async () => {
    const { data, error } = await user.learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
    expect(error).toBeFalsy();
    return data.id as string;
  };
  const done = await start();
  const { data: keys } = await admin.from('questions').select('id, correct_option').eq('test_paper_id', paper!.id).order('position');
  await saveCanonical(
    user.learner,
    done,
    keys!.slice(85, 100).map((q) => ({ questionId: q.id, option: q.correct_option })),
  );
  expect((await user.learner.rpc('submit_attempt', { p_attempt_id: done })).error).toBeFalsy();
  const running = await start();
  await check(
    [
      ...PUBLIC.slice(0, 4),
      `/exams/${EXAM}`,
      `/exams/${EXAM}/test/${paper!.id}/attempt/${running}`,
      `/exams/${EXAM}/test/${paper!.id}/results/${done}`,
      `/exams/${EXAM}/progress`,
      `/exams/${EXAM}/practice`,
      '/account',
    ],
    user,
  );
});

test('signed out, in Hindi: the public pages and the sign-in pages, on a phone and a desktop', async () => {
  test.slow(); // axe over nine pages at two widths
  await check([
    '/hi',
    '/hi/exams',
    `/hi/exams/${EXAM}/info`,
    `/hi/exams/${EXAM}/plans`,
    '/hi/blogs',
    '/hi/blogs/nism-series-xa-overview',
    '/hi/contact',
    '/hi/login',
    '/hi/register',
  ]);
});
