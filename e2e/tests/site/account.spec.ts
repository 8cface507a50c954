// The account page against local-supabase: a fresh learner edits their name and marketing opt-in, downloads their
// data, sees the receipt of a paid purchase, changes their password, and finally deletes the account and ends
// signed out. Screenshots at 1280 and 390 px.
import { test, expect } from '../../lib/fixtures';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { admin } from '../../lib/admin';
import { newPage, screenshot } from '../../lib/browser';
import { codeOf, createConfirmedUser, latestMail, signIn, uniqueEmail, verifyMailLink } from '../../lib/auth';
import { learnerClient } from '../../lib/answers';
import { totpCode } from '../../lib/second-factor';
import { site, stack } from '../../lib/stack';

const PASSWORD = 'account-pass1';
const NEW_PASSWORD = 'account-pass2';
const EXAM_ID = '00000000-0000-4000-a000-000000000003';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true }).waitFor();

/** The password grant: 200 with the user for the right password, 400 otherwise (or for a deleted account). */
async function passwordGrant(email: string, password: string): Promise<{ status: number; userId?: string }> {
  const res = await fetch(`${stack.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { user?: { id: string } };
  return { status: res.status, userId: body.user?.id };
}

/** A completed premium purchase paid through a Razorpay order, as verify-razorpay-payment records one. */
async function arrangePaidPurchase(userId: string) {
  const { data: plan, error } = await admin
    .from('exam_plans')
    .select('id, price, duration_days')
    .eq('exam_id', EXAM_ID)
    .gt('price', 0)
    .order('price')
    .limit(1)
    .single();
  expect(error).toBeFalsy();
  const suffix = `${Date.now()}`.slice(-10);
  const order = { id: `order_Acct${suffix}`, payment_id: `pay_Acct${suffix}` };
  const paidAt = new Date();
  const expiry = new Date(paidAt.getTime() + plan!.duration_days * 86_400_000);
  expect(
    (
      await admin.from('payment_orders').insert({
        id: order.id,
        user_id: userId,
        exam_id: EXAM_ID,
        plan_id: plan!.id,
        amount_paise: plan!.price * 100,
        status: 'paid',
        payment_id: order.payment_id,
        paid_at: paidAt.toISOString(),
      })
    ).error,
  ).toBeFalsy();
  expect(
    (
      await admin.from('exam_purchases').insert({
        user_id: userId,
        exam_id: EXAM_ID,
        plan_id: plan!.id,
        payment_status: 'completed',
        payment_id: order.payment_id,
        purchase_date: paidAt.toISOString(),
        expiry_date: expiry.toISOString(),
      })
    ).error,
  ).toBeFalsy();
  return { ...order, price: plan!.price, durationDays: plan!.duration_days };
}

test('account: name and opt-in, data download, receipt, password change, deletion ends signed out', async () => {
  const email = uniqueEmail('account');
  await createConfirmedUser(email, PASSWORD);
  const { userId } = await passwordGrant(email, PASSWORD);
  const order = await arrangePaidPurchase(userId!);
  const { data: exam } = await admin.from('exams').select('name').eq('id', EXAM_ID).single();

  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password: PASSWORD });
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();

    // Profile: the name and the marketing opt-in, saved to the account.
    const name = page.getByLabel('Full Name');
    await expect(name).toHaveValue('Journey User');
    await name.fill('Asha Nair');
    await page.getByRole('checkbox', { name: /exam tips/ }).check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toast(page, 'Profile updated');
    await page.reload();
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Nair');
    expect(await page.getByRole('checkbox', { name: /exam tips/ }).isChecked()).toBe(true);

    // The receipt of the paid purchase, from checkout's module.
    const receipt = page.getByRole('region', { name: `Receipt for ${exam!.name}` });
    await receipt.waitFor();
    const receiptText = await receipt.innerText();
    for (const expected of [`₹${order.price.toLocaleString('en-IN')}`, order.payment_id, order.id, `${order.durationDays} days, until`]) {
      expect(receiptText, `the receipt shows ${expected}: ${receiptText}`).toContain(expected);
    }
    await screenshot(page, 'account-desktop');
    // What Print receipt prints: the page in print media with this receipt marked, as the button marks it.
    const marked = await receipt.elementHandle();
    await marked!.evaluate((el) => el.setAttribute('data-printing', 'true'));
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'account-receipt-print');
    await expect(page.getByRole('navigation', { name: 'Main' }), 'the printed receipt has no nav').not.toBeVisible();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await marked!.evaluate((el) => el.setAttribute('data-printing', 'false'));

    // The data export: a JSON file named with the date, holding the edited profile and the purchase.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download My Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^nism-practice-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported.profile.email).toBe(email);
    expect(exported.profile.full_name).toBe('Asha Nair');
    expect(exported.profile.marketing_opt_in).toBe(true);
    expect(exported.payment_orders[0].id).toBe(order.id);

    // Password change: the current one is checked; afterwards only the new one signs in.
    await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password changed');
    expect((await passwordGrant(email, PASSWORD)).status).toBe(400);
    expect((await passwordGrant(email, NEW_PASSWORD)).status).toBe(200);

    // Deletion: typed email, then signed out and home; the account no longer signs in, the payment record stays.
    await page.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await toast(page, 'Account deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await page.goto(site('/account'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await passwordGrant(email, NEW_PASSWORD)).status).toBe(400);
    const { data: kept } = await admin.from('payment_orders').select('user_id, amount_paise, payment_id').eq('id', order.id).single();
    expect(kept).toEqual({ user_id: null, amount_paise: order.price * 100, payment_id: order.payment_id });
  } finally {
    await context.close();
  }
});

test('account on a phone: reached from the mobile menu, every part fits 390 px', async () => {
  const email = uniqueEmail('account-phone');
  await createConfirmedUser(email, PASSWORD);
  const { userId } = await passwordGrant(email, PASSWORD);
  await arrangePaidPurchase(userId!);
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await signIn(page, { email, password: PASSWORD });
    await page.getByLabel('Menu', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Print receipt' }).waitFor();
    // The sign-in toast would cover the title in the screenshot.
    await page.getByRole('status').getByText('Login successful').waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBe(0);
    await screenshot(page, 'account-phone');
  } finally {
    await context.close();
  }
});

for (const phone of [false, true]) {
  test(`a signup link (branded mail with a plain-text part) says 'Email confirmed' before the redirect${phone ? ', on a phone' : ''}`, async () => {
    const email = uniqueEmail('confirm');
    const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(site('/login'))}`, {
      method: 'POST',
      headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, data: { full_name: 'Confirm User', marketing_opt_in: false } }),
    });
    expect(res.status).toBe(200);
    const mail = await latestMail(email, { subject: 'Confirm your email for NISM Practice' });
    expect(mail.text).toMatch(/NISM Practice/);
    expect(mail.text, 'the plain-text part carries the link').toContain(mail.links[0]);
    expect(/<[a-z]/i.test(mail.text), 'no markup in the plain-text part').toBeFalsy();

    const { context, page } = await newPage(browser, { phone });
    try {
      await page.setContent(`<meta name="viewport" content="width=device-width">${mail.html}`); // as a mail app shows it
      await screenshot(page, `mail-confirmation-${phone ? 'phone' : 'desktop'}`);
      await page.goto(mail.links[0]);
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await toast(page, 'Email confirmed');
      await page.getByRole('status').getByText('Welcome to NISM Practice: your account is ready.', { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/exams');
      await page.getByRole('heading', { name: 'My Exams' }).waitFor();
      await screenshot(page, `account-email-confirmed-${phone ? 'phone' : 'desktop'}`);
    } finally {
      await context.close();
    }
  });
}

test('an email change mails both addresses a branded confirmation with a plain-text part', async () => {
  const email = uniqueEmail('change-from');
  const next = uniqueEmail('change-to');
  await createConfirmedUser(email, PASSWORD);
  const learner = await learnerClient({ email, password: PASSWORD });
  expect((await learner.auth.updateUser({ email: next }, { emailRedirectTo: site('/account') })).error).toBeFalsy();
  for (const to of [email, next]) {
    const mail = await latestMail(to, { subject: 'Confirm your new email for NISM Practice' });
    expect(mail.text).toMatch(/NISM Practice/);
    expect(mail.text, `the plain-text part to ${to} carries the link`).toContain(mail.links[0]);
  }
});

/** Asks for an email change as another device would, and opens the links of `which` addresses (first the current). */
async function changeEmailElsewhere(email: string, next: string, open: 'current' | 'both') {
  const other = await learnerClient({ email, password: PASSWORD });
  expect((await other.auth.updateUser({ email: next }, { emailRedirectTo: site('/account') })).error).toBeFalsy();
  const links: string[] = [];
  for (const to of [email, next]) links.push((await latestMail(to, { subject: 'Confirm your new email for NISM Practice' })).links[0]);
  for (const link of open === 'both' ? links : links.slice(0, 1)) {
    const res = await verifyMailLink(link, 'email_change');
    expect(res.status, "the link's code is accepted").toBe(200);
  }
  return links;
}

test('a session from before an email change confirmed on another device shows and asks for the new address, and deletes', async () => {
  const email = uniqueEmail('second-device');
  const next = uniqueEmail('second-device-new');
  await createConfirmedUser(email, PASSWORD);
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, { email, password: PASSWORD }); // this device's session holds the old address
    await changeEmailElsewhere(email, next, 'both');
    expect((await passwordGrant(next, PASSWORD)).status, 'the change applied').toBe(200);

    await page.goto(site('/account'));
    await page.getByText(`You sign in with ${next}. To change it, confirm the change from both addresses.`).waitFor();
    // The session is refreshed too, so the rest of the site follows: the nav's menu names the new address.
    await page.getByRole('button', { name: next }).waitFor();
    await expect(page.getByText(email, { exact: false }), 'the old address is nowhere on the page').toHaveCount(0);
    await screenshot(page, 'account-after-email-change-desktop');
    await page.getByLabel(`Type ${next} to confirm`).fill(next);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await toast(page, 'Account deleted');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await passwordGrant(next, PASSWORD)).status, 'the account is gone').toBe(400);
  } finally {
    await context.close();
  }
});

for (const phone of [false, true]) {
  test(`a signup link used a second time says so in words and offers a new email${phone ? ', on a phone' : ''}`, async () => {
    const email = uniqueEmail('confirm-twice');
    await createConfirmedUser(email, PASSWORD); // the link's first use
    const mail = await latestMail(email, { subject: 'Confirm your email for NISM Practice' });
    const { context, page } = await newPage(browser, { phone });
    try {
      await page.goto(mail.links[0]);
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await page.getByRole('alert').getByText('This link or code has expired or was already used.').waitFor();
      await page.getByRole('button', { name: 'Send a new email' }).waitFor();
      await screenshot(page, `confirm-link-expired-${phone ? 'phone' : 'desktop'}`);
    } finally {
      await context.close();
    }
  });
}

test('the code alone, typed on a second device that never opened the link, confirms and signs in', async () => {
  const email = uniqueEmail('code-only');
  const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(site('/login'))}`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: 'Code User', marketing_opt_in: false } }),
  });
  expect(res.status).toBe(200);
  const code = codeOf(await latestMail(email, { subject: 'Confirm your email for NISM Practice' }));
  expect(code).toMatch(/^\d{6}$/);
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(site('/login'));
    await page.getByRole('link', { name: 'Enter the code' }).tap();
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('6-digit code').fill(code);
    await screenshot(page, 'confirm-code-phone');
    await page.getByRole('button', { name: 'Use the code' }).tap();
    await toast(page, 'Email confirmed');
    await page.waitForURL((url) => url.pathname === '/exams');
    await page.getByRole('heading', { name: 'My Exams' }).waitFor(); // signed in: the learner's own exams
  } finally {
    await context.close();
  }
});

test('the first email-change link asks for the other; the second says the email changed', async () => {
  const email = uniqueEmail('change-links');
  const next = uniqueEmail('change-links-new');
  await createConfirmedUser(email, PASSWORD);
  const other = await learnerClient({ email, password: PASSWORD });
  expect((await other.auth.updateUser({ email: next }, { emailRedirectTo: site('/account') })).error).toBeFalsy();
  const toCurrent = (await latestMail(email, { subject: 'Confirm your new email for NISM Practice' })).links[0];
  const toNew = (await latestMail(next, { subject: 'Confirm your new email for NISM Practice' })).links[0];
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(toCurrent);
    await page.getByRole('button', { name: 'Confirm the change' }).tap();
    await toast(page, 'One address confirmed');
    await page
      .getByRole('status')
      .getByText('Now open the link we sent to your other email address. Your email changes once both are confirmed.')
      .waitFor();
    await page.getByRole('heading', { name: 'One address confirmed' }).waitFor();
    await screenshot(page, 'email-change-first-link-phone');

    await page.goto(toNew);
    await page.getByRole('button', { name: 'Confirm the change' }).tap();
    await toast(page, 'Email changed');
    await page.getByRole('status').getByText(`You now sign in with ${next}.`).waitFor();
    await page.goto(site('/account'));
    await page.getByText(`You sign in with ${next}. To change it, confirm the change from both addresses.`).waitFor();
  } finally {
    await context.close();
  }
});

for (const phone of [false, true]) {
  test(`a learner turns on two-step sign-in; the next sign-in asks for the authenticator's code${phone ? ', on a phone' : ''}`, async () => {
    const email = uniqueEmail('two-step');
    await createConfirmedUser(email, PASSWORD);
    const { context, page } = await newPage(browser, { phone });
    try {
      await signIn(page, { email, password: PASSWORD });
      await page.goto(site('/account'));
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), 'the QR code is drawn').toBeGreaterThan(0);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `account-two-step-setup-${phone ? 'phone' : 'desktop'}`);
      const secret = (await section.locator('code').textContent())!.trim();
      await section.getByLabel('6-digit code').fill(totpCode(secret));
      await section.getByRole('button', { name: 'Verify and turn on' }).click();
      await section.getByText('Two-step sign-in is on.').waitFor();

      const again = await newPage(browser, { phone });
      try {
        await again.page.goto(site('/login'));
        await again.page.getByLabel('Email', { exact: true }).fill(email);
        await again.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await again.page.getByRole('button', { name: 'Login', exact: true }).click();
        await again.page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
        expect(new URL(again.page.url()).pathname, 'the code comes before anything else').toBe('/login');
        await again.page.getByLabel('6-digit code').fill(totpCode(secret));
        await again.page.getByRole('button', { name: 'Verify' }).click();
        await again.page.waitForURL((url) => url.pathname === '/exams');
      } finally {
        await again.context.close();
      }
    } finally {
      await context.close();
    }
  });
}
