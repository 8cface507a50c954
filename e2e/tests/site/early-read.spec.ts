// Issue 47 §3: the attempt page reads before React. The shell's entry chunk sends the attempt's reads of the paper
// with the stored session, and the testing remote takes them: each is sent once in a visit. An expired stored token
// sends nothing early; supabase-js refreshes it, and no read goes out with the old token. A signed-out visitor is
// asked to sign in, and nothing is read.
import type { Request } from '@playwright/test';
import { test, expect, storedSession } from '../../lib/fixtures';
import { admin } from '../../lib/admin';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site } from '../../lib/stack';

const EXAM = '00000000-0000-4000-a000-000000000001';
const PAPER_TITLE = 'Full-Length Mock Test (Revised Syllabus)';

/** A learner with a paid plan and a running attempt of the paper; the attempt page's path and the stored session. */
async function runningAttempt(label: string) {
  const { email, password, learner } = await learnerWithPaidPlan(EXAM, label);
  const { data: paper } = await admin.from('test_papers').select('id').eq('exam_id', EXAM).eq('title', PAPER_TITLE).single();
  const { data, error } = await learner.rpc('start_attempt', { p_test_paper_id: paper!.id });
  if (error) throw error;
  const attemptId = (Array.isArray(data) ? data[0] : data).id as string;
  return { path: `/exams/${EXAM}/test/${paper!.id}/attempt/${attemptId}`, session: await storedSession(email, password) };
}

/** The REST reads of a visit, as `table` or `rpc/name` with their query, and the token each carried. */
function recordReads(requests: Request[]) {
  return requests
    .filter((r) => r.url().includes('/rest/v1/'))
    .map((r) => {
      const url = new URL(r.url());
      return { read: url.pathname.split('/rest/v1/')[1], query: url.search, token: r.headers().authorization?.replace('Bearer ', '') };
    });
}

test("the paper is read once, by the shell's early read, and the page shows it", async ({ browser }) => {
  const { path, session } = await runningAttempt('early-read');
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: new URL(site('/')).origin, localStorage: [session] }] },
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(site(path));
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('Question 1', { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = recordReads(requests);
  const count = (read: string, query = '') => reads.filter((r) => r.read === read && r.query.startsWith(query)).length;
  // The whole paper, the attempt, the paper row and the saved answers: one read each, the shell's.
  expect(count('rpc/get_attempt_questions')).toBe(1);
  expect(count('rpc/get_attempt_questions', '?')).toBe(0); // not even the one-question head start: the paper was on its way
  expect(count('user_test_attempts', '?select=id%2Cuser_id')).toBe(1);
  expect(count('test_papers', '?select=id%2Cexam_id')).toBe(1);
  expect(count('user_answers')).toBe(1);
  await context.close();
});

test('an expired stored token sends nothing early: supabase-js refreshes it, and no read carries the old one', async ({ browser }) => {
  const { path, session } = await runningAttempt('early-read-expired');
  const stored = JSON.parse(session.value) as { access_token: string; expires_at: number };
  const expired = { ...session, value: JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }) };
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: new URL(site('/')).origin, localStorage: [expired] }] },
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(site(path));
  await expect(page.getByRole('timer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = recordReads(requests);
  expect(requests.some((r) => r.url().includes('/auth/v1/token?grant_type=refresh_token'))).toBe(true);
  expect(reads.filter((r) => r.read === 'rpc/get_attempt_questions').length).toBeGreaterThan(0);
  expect(reads.filter((r) => r.token === stored.access_token)).toEqual([]);
  await context.close();
});

test('a signed-out visitor is asked to sign in, and nothing of the paper is read', async ({ page }) => {
  const { path } = await runningAttempt('early-read-visitor');
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(site(path));
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).last().click();
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(recordReads(requests).filter((r) => /user_test_attempts|test_papers|user_answers|get_attempt_questions/.test(r.read))).toEqual([]);
});
