// The checkout remote alone, in its standalone harness: its QA page buys any seeded plan through checkout/purchase
// (free access, or an order paid in the local Razorpay sandbox), and lands where the purchase flow navigates.
import type { Page } from '@playwright/test';
import { expect, test } from '../../lib/fixtures';

const V_A = 'NISM Series V-A: Mutual Fund Distributors Certification Examination';
const VIII = 'NISM Series VIII: Equity Derivatives Certification Examination';

const exam = (page: Page, name: string) => page.getByRole('region', { name });
const checkoutWindow = (page: Page) => page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });

test('signed out, the QA page lists every plan and asks to log in before buying', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('checkout remote (standalone)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkout QA' })).toBeVisible();
  await exam(page, VIII)
    .getByRole('button', { name: /· Free$/ })
    .click();
  await expect(page.getByText('Please login to purchase this plan.')).toBeVisible();
});

test('a free plan is granted as a demo and lands on the purchases', async ({ signedInPage: page }) => {
  await page.goto('/');
  await exam(page, VIII)
    .getByRole('button', { name: /· Free$/ })
    .click();
  await expect(page.getByText('Free trial access granted successfully.')).toBeVisible();
  // A free trial lands on the exam's papers (the harness shows the purchases there).
  await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'My purchases (QA)' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'free_access' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('demo');
});

test('a paid plan: the sandbox window shows the order, and paying completes it', async ({ signedInPage: page, user }) => {
  await page.goto('/');
  const buy = exam(page, V_A)
    .getByRole('button', { name: /^Buy .* · ₹/ })
    .first();
  await buy.click();
  const window = checkoutWindow(page);
  await expect(window).toBeVisible();
  await expect(window.getByTestId('rzp-order')).toHaveText(/^order_\w{14}$/);
  await expect(window).toContainText(user.email);
  await window.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Your exam plan purchase was successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/exams$/);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'completed' })
      .filter({ hasText: /pay_\w+/ }),
  ).toHaveCount(1);
});
