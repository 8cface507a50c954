// A whole test by keyboard alone: sign in, start a paper, answer with the shortcuts, open the submit dialog (focus
// goes in, Escape brings it back to where it was), submit, and read the results. No mouse click anywhere.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Locator, Page } from '@playwright/test';
import { newPage, screenshot } from '../../lib/browser';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site } from '../../lib/stack';

const EXAM = '00000000-0000-4000-a000-000000000001';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, most = 60) {
  await target.waitFor();
  for (let i = 0; i < most; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a whole test by keyboard: sign in, start, answer, submit through the dialog, read the results', async () => {
  const { email, password } = await learnerWithPaidPlan(EXAM, 'keyboard');
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/login'));
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exams$/);

    await page.goto(site(`/exams/${EXAM}`));
    await tabTo(page, page.getByRole('article', { name: 'Demo Questions' }).getByRole('button', { name: 'Start New Attempt' }));
    await page.keyboard.press('Enter');
    await page.getByRole('timer').waitFor();
    const total = Number((await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).textContent())!.split(' of ')[1]);
    for (let n = 1; n <= total; n++) {
      await page.getByRole('heading', { name: `Question ${n} of ${total}` }).waitFor();
      await page.keyboard.press(String(((n - 1) % 4) + 1)); // 1-4 answer A-D
      await page.getByText('✓ Saved').waitFor();
      if (n < total) await page.keyboard.press('n');
    }
    await page.keyboard.press('m'); // mark the last one for review

    const submit = page.getByRole('button', { name: 'Submit Test' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit test?' });
    await dialog.waitFor();
    expect(await focused(dialog.getByRole('button', { name: 'Keep Answering' })), 'focus moves into the dialog').toBeTruthy();
    await dialog.getByText('Marked for review: 1 question').waitFor();
    await screenshot(page, 'keyboard-submit-dialog');
    // Nothing behind the modal dialog takes the focus (the page is inert); past the last button the browser may
    // take it to its own controls, as native modal dialogs do, and it comes back into the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((d) => (d.contains(document.activeElement) ? 'dialog' : document.activeElement?.tagName));
      expect(where === 'dialog' || where === 'BODY', `focus went to ${where}, behind the dialog`).toBeTruthy();
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(submit), 'focus returns to Submit Test').toBeTruthy();

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Test' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/results\//);
    const score = page.getByRole('region', { name: 'Score' });
    await score.waitFor();
    await tabTo(page, page.getByRole('button', { name: /^Wrong \(\d+\)$/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Wrong/ })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(
      page,
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Report a problem with question \d+$/ }),
    );
    await screenshot(page, 'keyboard-results');
  } finally {
    await context.close();
  }
});
