// Checkout in the composed site with local-supabase's Razorpay sandbox: a free trial, a premium
// purchase and buying it again, a dismissed and a failed payment, a paid tab closed before
// verification that the webhook still activates, a failed verification the webhook then activates,
// a second plan bought while one runs, a free trial the server refuses, and the GST tax invoice of a purchase in
// /account. Screenshots of each window and ending.
import { test, expect } from '../../lib/fixtures';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { ARTIFACTS, DESKTOP, newPage, PHONE, screenshot } from '../../lib/browser';
import { createConfirmedUser, signIn, uniqueEmail } from '../../lib/auth';
import { learnerClient } from '../../lib/answers';
import { learnerWithPaidPlan } from '../../lib/learners';
import { site, stack } from '../../lib/stack';

const PASSWORD = 'checkout-pass1';
const examId = (n: number) => `00000000-0000-4000-a000-00000000000${n}`;

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true }).waitFor();
const checkoutWindow = (page: Page) => page.getByRole('dialog', { name: 'Razorpay sandbox checkout' });
const planCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A date as My Exams shows it (India time). */
const inIndia = (date: Date | string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(date));
const todayInIndia = () => inIndia(new Date());

async function examName(id: string): Promise<string> {
  const res = await fetch(`${stack.backendUrl}/rest/v1/exams?select=name&id=eq.${id}`, { headers: { apikey: stack.publishableKey } });
  return ((await res.json()) as { name: string }[])[0].name;
}

/** Webhook delivery of the sandbox: { mode, delayMs }; {} restores the default. */
async function webhooks(settings: { mode?: string; delayMs?: number }) {
  const res = await fetch(`${stack.backendUrl}/razorpay/test/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${stack.secretKey}` },
    body: JSON.stringify(settings),
  });
  expect(res.status, 'the Razorpay sandbox is mounted at /razorpay').toBe(200);
}

/** A fresh confirmed learner signed in on a new page. */
async function newLearner(label: string): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = uniqueEmail(label);
  await createConfirmedUser(email, PASSWORD);
  const { context, page } = await newPage(browser);
  await signIn(page, { email, password: PASSWORD });
  return { context, page, email };
}

/** The My Exams row of an exam: its status and expiry cells. */
async function myExamsRow(page: Page, name: string) {
  await page.goto(site('/exams'));
  const row = page.getByRole('table', { name: 'My Exams' }).getByRole('row').filter({ hasText: name });
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  return { expiry: cells[3], status: cells[4] };
}

test("free trial → the exam's papers; My Exams shows the exam Active, expiring today", async () => {
  const name = await examName(examId(4));
  const { context, page } = await newLearner('free');
  try {
    await page.goto(site(`/exams/${examId(4)}/plans`));
    await planCard(page, 'Try for Free').getByRole('button', { name: 'Start Free Trial' }).click();
    await toast(page, 'Free trial access granted successfully.');
    await page.waitForURL((url) => url.pathname === `/exams/${examId(4)}`);
    await page.getByRole('article', { name: 'Demo Questions' }).waitFor();
    await page.goto(site('/exams'));
    await screenshot(page, 'checkout-free-trial-granted-desktop');
    expect(await myExamsRow(page, name)).toEqual({ expiry: todayInIndia(), status: 'Active' });
  } finally {
    await context.close();
  }
});

test('premium purchase → success → /exams → Active; buying the same plan again is refused', async () => {
  const name = await examName(examId(3));
  const { context, page, email } = await newLearner('premium');
  try {
    await page.goto(site(`/exams/${examId(3)}/plans`));
    const premium = planCard(page, '90 Days Access');
    await premium.getByRole('button', { name: 'Buy Now' }).click();
    const window = checkoutWindow(page);
    await window.waitFor();
    // The window shows the merchant (the exam), the amount in rupees and the order; the plan shows Processing.
    await window.getByRole('heading', { name }).waitFor();
    expect(await window.getByTestId('rzp-order').innerText()).toMatch(/^order_\w{14}$/);
    expect(await window.getByTestId('rzp-amount').innerText()).toMatch(/^₹\d+\.00 INR$/);
    await expect(window).toContainText(email);
    expect(await premium.getByRole('button').innerText()).toBe('Processing...');
    await screenshot(page, 'checkout-razorpay-window-desktop');

    await window.getByRole('button', { name: /^Pay ₹/ }).click();
    await toast(page, 'Your exam plan purchase was successful.');
    await screenshot(page, 'checkout-premium-success-desktop');
    await page.waitForURL((url) => url.pathname === '/exams');
    expect((await myExamsRow(page, name)).status).toBe('Active');

    await page.goto(site(`/exams/${examId(3)}/plans`));
    await planCard(page, '90 Days Access').getByRole('button', { name: 'Buy Now' }).click();
    await toast(page, 'Already Purchased');
    await page.getByText('You already have an active plan for this exam.').waitFor();
    await expect(checkoutWindow(page)).toHaveCount(0);
    await screenshot(page, 'checkout-already-purchased-desktop');
  } finally {
    await context.close();
  }
});

test('dismissing asks first and cancels; a declined payment shows the bank’s reason', async () => {
  const { context, page } = await newLearner('dismiss');
  try {
    await page.goto(site(`/exams/${examId(5)}/plans`));
    const card = planCard(page, '90 Days Access');
    await card.getByRole('button', { name: 'Buy Now' }).click();
    const window = checkoutWindow(page);
    await window.getByRole('button', { name: 'Close' }).click();
    // confirm_close: the window asks before closing.
    await page.getByRole('alertdialog', { name: 'Cancel payment?' }).waitFor();
    await screenshot(page, 'checkout-confirm-close-desktop');
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await toast(page, 'Payment cancelled by user');
    await card.getByRole('button', { name: 'Buy Now' }).waitFor(); // processing cleared
    await expect(window).toHaveCount(0);

    await card.getByRole('button', { name: 'Buy Now' }).click();
    await window.getByRole('button', { name: 'Fail payment' }).click();
    await toast(page, 'Payment Failed');
    await page.getByRole('status').getByText('Your payment was declined by the bank (sandbox).', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Buy Now' }).waitFor();
    await screenshot(page, 'checkout-payment-failed-desktop');
    // The page has given up on this payment: its window is gone, so nothing can be paid in it any more.
    await window.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/exams/${examId(5)}/plans`);
  } finally {
    await context.close();
  }
});

test('a tab closed after paying, before verify, still shows Active once the webhook arrives', async () => {
  const name = await examName(examId(6));
  const email = uniqueEmail('closed-tab');
  await createConfirmedUser(email, PASSWORD);
  await webhooks({ mode: 'deliver', delayMs: 1500 });
  try {
    const first = await newPage(browser);
    await signIn(first.page, { email, password: PASSWORD });
    await first.page.goto(site(`/exams/${examId(6)}/plans`));
    await planCard(first.page, '90 Days Access').getByRole('button', { name: 'Buy Now' }).click();
    const window = checkoutWindow(first.page);
    await window.waitFor();
    const orderId = await window.getByTestId('rzp-order').innerText();
    // The tab goes away the moment the browser would verify.
    let verifyAttempted = false;
    const closed = new Promise<void>((resolve) => {
      void first.page.route('**/functions/v1/verify-razorpay-payment', async (route) => {
        verifyAttempted = true;
        await route.abort();
        await first.context.close();
        resolve();
      });
    });
    await window.getByRole('button', { name: /^Pay ₹/ }).click();
    await closed;
    expect(verifyAttempted).toBeTruthy();

    // Razorpay's webhooks reach the function on their own.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await fetch(`${stack.backendUrl}/razorpay/test/deliveries?order_id=${orderId}`, {
        headers: { authorization: `Bearer ${stack.secretKey}` },
      });
      const list = (await res.json()) as { status: unknown }[];
      if (list.length >= 2 && list.every((d) => d.status === 200)) break;
      expect(Date.now() < deadline, 'both webhooks were delivered').toBeTruthy();
      await new Promise((r) => setTimeout(r, 200));
    }

    const later = await newPage(browser);
    try {
      await signIn(later.page, { email, password: PASSWORD });
      expect((await myExamsRow(later.page, name)).status).toBe('Active');
      await screenshot(later.page, 'checkout-webhook-activated-desktop');
    } finally {
      await later.context.close();
    }
  } finally {
    await webhooks({});
  }
});

test('a verification that fails shows the payment id to quote, which copies; the webhook’s activation then opens My Exams', async () => {
  const name = await examName(examId(1));
  const { context, page } = await newLearner('verify-fails');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site('/')).origin });
  // The webhook comes a few seconds after the browser's verification has failed.
  await webhooks({ mode: 'deliver', delayMs: 4000 });
  try {
    await page.route('**/functions/v1/verify-razorpay-payment', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Verification timed out' }) }),
    );
    await page.goto(site(`/exams/${examId(1)}/plans`));
    await planCard(page, '90 Days Access').getByRole('button', { name: 'Buy Now' }).click();
    await checkoutWindow(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();

    await toast(page, 'Purchase Error');
    const shown = page.getByRole('status').getByText(/^pay_\w+$/);
    const paymentId = await shown.innerText();
    await page.getByRole('button', { name: 'Copy payment id' }).click();
    await page.getByRole('button', { name: 'Payment ID copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paymentId);
    await screenshot(page, 'checkout-verify-failed-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'checkout-verify-failed-phone');
    await page.setViewportSize(DESKTOP);

    // The page watches the purchase: once the webhook has activated it, it says so and opens My Exams.
    await toast(page, 'Payment confirmed');
    await page.getByRole('status').getByText('Your plan is active now.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/exams');
    await page.getByRole('table', { name: 'My Exams' }).waitFor();
    await screenshot(page, 'checkout-activated-after-verify-failed-desktop');
    const { data } = await admin.from('exam_purchases').select('payment_status').eq('payment_id', paymentId).single();
    expect(data?.payment_status).toBe('completed');
    expect((await myExamsRow(page, name)).status).toBe('Active');
  } finally {
    await webhooks({});
    await context.close();
  }
});

test('a paid plan running: no free trial offered anywhere; buying another says until when, asks, and extends the access', async () => {
  const id = examId(2);
  const name = await examName(id);
  const { email, password, learner } = await learnerWithPaidPlan(id, 'extend');
  const { data: running } = await learner.from('exam_purchases').select('expiry_date').eq('exam_id', id).single();
  const until = new Date(running!.expiry_date);
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password });
    // The exam's card and info page lead to the tests; Try Free is not offered (the server would refuse it).
    const purchaseReads: string[] = [];
    // The accesses come from checkout's published exam_access (the server judges expiry), never exam_purchases.
    page.on(
      'request',
      (request) => /\/rest\/v1\/(exam_purchases|rpc\/exam_access)/.test(request.url()) && purchaseReads.push(request.url()),
    );
    await page.goto(site('/exams'));
    // (a card beyond the carousel's first page is hidden from the accessibility tree, hence includeHidden)
    const card = page.getByRole('article', { name, exact: true, includeHidden: true });
    await card.getByRole('link', { name: 'Go to tests', includeHidden: true }).waitFor({ state: 'attached' });
    await expect(card.getByRole('link', { name: 'Try Free', includeHidden: true })).toHaveCount(0);
    // One read for My Exams and every card (seen 1 in repeated runs; once 2 in a loaded full run, while the session
    // settled): never one per card, as before the cards shared the page's read.
    expect(purchaseReads.length, 'My Exams and the cards share the read of the accesses').toBeLessThanOrEqual(2);
    expect(purchaseReads[0]).toContain('/rest/v1/rpc/exam_access');
    await page.goto(site(`/exams/${id}/info`));
    await page.getByRole('link', { name: 'Go to tests' }).waitFor();
    await expect(page.getByRole('link', { name: 'Try Free' })).toHaveCount(0);

    await page.goto(site(`/exams/${id}/plans`));
    const free = planCard(page, 'Try for Free');
    await free.getByText('Your paid plan is active: it already includes the demo questions and every test.').waitFor();
    await expect(free.getByRole('button')).toHaveCount(0);
    await screenshot(page, 'checkout-plans-paid-active-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'checkout-plans-paid-active-phone');
    await page.setViewportSize(DESKTOP);

    // Another plan: the learner is told until when the access runs and that the new one follows, in a dialog that
    // holds the focus; Not now opens nothing.
    const longer = planCard(page, '180 Days Access');
    await longer.getByRole('button', { name: 'Buy Now' }).click();
    const question = page.getByRole('dialog', { name: 'Continue to payment?' });
    await question.waitFor();
    const untilText = until.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const told = `You already have access to this exam until ${untilText}. The new plan starts when that access ends, so you lose no paid day.`;
    await expect(question.getByText(told, { exact: true }), 'the dialog says until when').toBeVisible();
    expect(
      await question.getByRole('button', { name: 'Not now' }).evaluate((b) => b === document.activeElement),
      'Not now has the focus',
    ).toBeTruthy();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'checkout-extend-question-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'checkout-extend-question-desktop');
    await question.getByRole('button', { name: 'Not now' }).click();
    await question.waitFor({ state: 'detached' });
    await longer.getByRole('button', { name: 'Buy Now' }).waitFor();
    expect(
      await longer.getByRole('button', { name: 'Buy Now' }).evaluate((b) => b === document.activeElement),
      'the focus is back on Buy Now',
    ).toBeTruthy();
    await expect(checkoutWindow(page)).toHaveCount(0);

    // Continue: the payment goes through and the access now ends 180 days after the old end.
    await longer.getByRole('button', { name: 'Buy Now' }).click();
    await question.getByRole('button', { name: 'Continue to payment' }).click();
    await checkoutWindow(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await toast(page, 'Your exam plan purchase was successful.');
    await page.waitForURL((url) => url.pathname === '/exams');
    const extended = new Date(until.getTime() + 180 * 86_400_000);
    expect(await myExamsRow(page, name)).toEqual({ expiry: inIndia(extended), status: 'Active' });
  } finally {
    await context.close();
  }
});

test('a free trial refused by the server (a paid plan started in another tab) says the server’s reason', async () => {
  const id = examId(3);
  const { context, page, email } = await newLearner('free-refused');
  try {
    await page.goto(site(`/exams/${id}/plans`));
    const start = planCard(page, 'Try for Free').getByRole('button', { name: 'Start Free Trial' });
    await start.waitFor();
    // Meanwhile a paid plan becomes active (bought elsewhere): this page still offers the trial.
    const learner = await learnerClient({ email, password: PASSWORD });
    const { data: auth } = await learner.auth.getUser();
    const { data: plan } = await admin.from('exam_plans').select('id, duration_days').eq('exam_id', id).gt('price', 0).limit(1).single();
    const { error } = await admin.from('exam_purchases').insert({
      user_id: auth.user!.id,
      exam_id: id,
      plan_id: plan!.id,
      payment_status: 'completed',
      payment_id: `pay_Refused${Date.now()}`,
      purchase_date: new Date().toISOString(),
      expiry_date: new Date(Date.now() + plan!.duration_days * 86_400_000).toISOString(),
    });
    expect(error).toBeFalsy();
    await start.click();
    await toast(page, 'Free trial not available');
    await page.getByRole('status').getByText('You already have an active plan for this exam.', { exact: true }).waitFor();
    await expect(page.getByText('Failed to grant free access. Please try again.')).toHaveCount(0);
    await screenshot(page, 'checkout-free-trial-refused-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'checkout-free-trial-refused-phone');
  } finally {
    await context.close();
  }
});

test('a paid purchase’s GST tax invoice: not available until the GSTIN is configured, then issued in /account with its number and tax lines, and printed alone', async () => {
  const id = examId(4);
  const name = await examName(id);
  const setGstin = async (gstin: string | null) =>
    expect((await admin.from('invoice_seller').update({ gstin }).eq('id', true)).error).toBeFalsy();
  await setGstin(null);
  const { context, page } = await newLearner('invoice');
  try {
    await page.goto(site(`/exams/${id}/plans`));
    await planCard(page, '90 Days Access').getByRole('button', { name: 'Buy Now' }).click();
    await checkoutWindow(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await toast(page, 'Your exam plan purchase was successful.');
    await page.waitForURL((url) => url.pathname === '/exams');

    // No GSTIN configured: the account page says so instead of issuing an invoice without one.
    await page.goto(site('/account'));
    const section = page.getByRole('region', { name: `GST tax invoice for ${name}` });
    await section.getByText('Tax invoices are not available yet.', { exact: false }).waitFor();
    await expect(section.getByRole('form')).toHaveCount(0);
    await section.screenshot({
      path: `${ARTIFACTS}/screenshots/checkout-tax-invoice-unavailable-1280.png`,
      style: 'header { visibility: hidden !important; }',
    });

    // A (test) GSTIN of the Kerala company: the learner chooses their state and the invoice is issued.
    await setGstin('32AABCF1234K1Z2');
    await page.reload();
    const form = section.getByRole('form', { name: 'Billing details' });
    await form.getByText('The invoice is made out to Journey User', { exact: false }).waitFor();
    await form.getByRole('combobox', { name: 'Your state or union territory' }).selectOption({ label: 'Kerala' });
    await page.setViewportSize(PHONE);
    await section.screenshot({
      path: `${ARTIFACTS}/screenshots/checkout-tax-invoice-billing-details-390.png`,
      style: 'header { visibility: hidden !important; }',
    });
    await page.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Issue tax invoice' }).click();
    const invoice = section.getByRole('article', { name: /^Tax invoice / });
    await invoice.waitFor();

    // What the database issued is what the page shows: number, and the tax-inclusive price split into CGST + SGST.
    const { data: row, error } = await admin
      .from('tax_invoices')
      .select('*')
      .eq('buyer_name', 'Journey User')
      .order('issued_at', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeFalsy();
    expect(row!.invoice_number).toMatch(/^NISM\/\d{2}-\d{2}\/\d{5}$/);
    const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;
    const taxable = Math.round(row!.total_paise / 1.18);
    const tax = row!.total_paise - taxable;
    expect([row!.taxable_paise, row!.cgst_paise, row!.sgst_paise, row!.igst_paise]).toEqual([
      taxable,
      tax - Math.floor(tax / 2),
      Math.floor(tax / 2),
      0,
    ]);
    await expect(invoice).toHaveAttribute('aria-label', `Tax invoice ${row!.invoice_number}`);
    const text = await invoice.innerText();
    for (const line of [
      `Invoice number ${row!.invoice_number}`,
      'GSTIN: 32AABCF1234K1Z2',
      'Place of supply Kerala (32)',
      '999293',
      `Taxable value ${rupees(taxable)}`,
      `CGST @ 9% ${rupees(row!.cgst_paise)}`,
      `SGST @ 9% ${rupees(row!.sgst_paise)}`,
      `Total (tax included) ${rupees(row!.total_paise)}`,
    ])
      expect(text.replace(/\s+/g, ' ').includes(line), `the invoice shows "${line}" in:\n${text}`).toBeTruthy();
    // The invoice alone at both widths (the fixed navigation bar kept out of the picture), and the whole page.
    const unstick = 'header { visibility: hidden !important; }';
    await invoice.screenshot({ path: `${ARTIFACTS}/screenshots/checkout-tax-invoice-1280.png`, style: unstick });
    await page.setViewportSize(PHONE);
    await invoice.screenshot({ path: `${ARTIFACTS}/screenshots/checkout-tax-invoice-390.png`, style: unstick });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll on a phone').toBe(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'checkout-tax-invoice-phone');
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'checkout-tax-invoice-desktop');

    // Issued once: after a reload it is the same invoice, folded under its number.
    await page.reload();
    await section.getByText(`Invoice ${row!.invoice_number}`).waitFor();
    await section.getByRole('button', { name: 'Show tax invoice' }).click();

    // Print marks this invoice alone; the print stylesheet then lays out only it, on one page.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = document.querySelector('[data-printing="true"]')?.getAttribute('aria-label') ?? '';
      };
    });
    await invoice.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.evaluate(() => document.body.dataset.printed)).toBe(`Tax invoice ${row!.invoice_number}`);
    await invoice.evaluate((el) => el.setAttribute('data-printing', 'true'));
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'checkout-tax-invoice-print');
    await expect(page.getByRole('heading', { name: 'My Account' }), 'only the invoice prints').not.toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length, 'the invoice prints on one A4 page').toBe(1);
  } finally {
    await setGstin(null);
    await context.close();
  }
});
