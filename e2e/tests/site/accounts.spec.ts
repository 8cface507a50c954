// Accounts against local-supabase: registration with email confirmation, login, the signed-in nav,
// password recovery through the local inbox, bad reset links, and the phone menu when signed in.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { newPage, screenshot } from '../../lib/browser';
import { site, stack } from '../../lib/stack';
import { createConfirmedUser, latestMail, NEWCOMER, signIn, uniqueEmail } from '../../lib/auth';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const pathOf = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true }).waitFor();

async function fillLogin(page: Page, email: string, password: string) {
  // The URL changes before a route transition renders: wait for the login form itself.
  await page.getByRole('heading', { name: 'Login', exact: true }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('register → refused before confirming → confirm by mail → login → nav → reload → logout', async () => {
  const email = uniqueEmail('register');
  const password = 'journey-pass1';
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/register'));
    await page.getByLabel('Full Name').fill('Asha Nair');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await screenshot(page, 'accounts-register-desktop');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, 'Registration successful');
    await page.getByText('Please check your email to confirm your account.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    await fillLogin(page, email, password);
    await toast(page, 'Login failed');
    await page.getByText('Email not confirmed').waitFor();
    expect(pathOf(page)).toBe('/login');
    await screenshot(page, 'accounts-login-refused-desktop');

    // A bank's link scanner opens the mailed link first (a plain GET, as it fetches every link in a mail): that
    // uses nothing up. Then the user opens it (in their mail app's browser) and presses the page's button.
    const mail = await latestMail(email, { subject: 'Confirm your email for NISM Practice' });
    expect((await fetch(mail.links[0])).status, 'the scanner gets the page').toBe(200);
    const mailApp = await newPage(browser);
    await mailApp.page.goto(mail.links[0]);
    await mailApp.page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await screenshot(mailApp.page, 'accounts-confirm-page-desktop');
    await mailApp.page.getByRole('button', { name: 'Confirm my email' }).click();
    await toast(mailApp.page, 'Email confirmed');
    await mailApp.page.waitForURL((url) => url.pathname === '/exams');
    await mailApp.context.close();

    await fillLogin(page, email, password);
    await toast(page, 'Login successful');
    await page.waitForURL((url) => url.pathname === '/exams');
    const account = page.getByRole('button', { name: email });
    await account.waitFor();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

    await page.reload();
    await account.waitFor();
    await account.click();
    await page.getByRole('link', { name: 'My Exams' }).waitFor();
    await screenshot(page, 'accounts-signed-in-menu-desktop');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await expect(account).toHaveCount(0);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
  } finally {
    await context.close();
  }
});

test('forgot password → inbox link → checks → new password → /login; the old password no longer works', async () => {
  const email = uniqueEmail('reset');
  const oldPassword = 'old-pass-1';
  const newPassword = 'new-pass-2';
  await createConfirmedUser(email, oldPassword);
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/login'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, 'Email required');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, 'Reset email sent');
    expect(await page.getByRole('button', { name: 'Reset email sent' }).isDisabled()).toBe(true);

    const mail = await latestMail(email, { subject: 'Reset your NISM Practice password' });
    await page.goto(mail.links[0]);
    await page.getByRole('button', { name: 'Continue to a new password' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByText('Create a new password for your account').waitFor();
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    await password.fill('abcdef');
    await confirm.fill('abcdeg');
    await confirm.press('Enter');
    await toast(page, "Passwords don't match");
    await password.fill('abc');
    await confirm.fill('abc');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password too short');
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await screenshot(page, 'accounts-reset-form-desktop');

    await password.fill(newPassword);
    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password updated successfully');
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    await screenshot(page, 'accounts-reset-success-desktop');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 6000 });

    await fillLogin(page, email, oldPassword);
    await toast(page, 'Login failed');
    await page.getByText('Invalid login credentials').waitFor();
    await fillLogin(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/exams');
    await page.getByRole('button', { name: email }).waitFor();

    // The mailed link works once: a second use says so and offers a new mail.
    const reuse = await newPage(browser);
    await reuse.page.goto(mail.links[0]);
    await reuse.page.getByRole('button', { name: 'Continue to a new password' }).click();
    await reuse.page.getByRole('alert').getByText('This link or code has expired or was already used.').waitFor();
    await reuse.page.getByRole('button', { name: 'Send a new email' }).waitFor();
    await screenshot(reuse.page, 'accounts-confirm-expired-desktop');
    await reuse.context.close();
  } finally {
    await context.close();
  }
});

/** A JWT-shaped token with a future expiry, signed with nothing the backend knows. */
function forgedJwt(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', exp })}.forged`;
}

test('/reset-password without a token, and with forged tokens, sends the visitor to /login', async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/reset-password'));
    await toast(page, 'Unauthorized access');
    await page.getByText('Please use the reset link sent to your email.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    const forged = [
      `/reset-password#access_token=${forgedJwt()}&expires_in=3600&refresh_token=forged&token_type=bearer&type=recovery`,
      `/reset-password?access_token=not-a-jwt&refresh_token=forged`,
      // The /reset-password/* redirect must carry the token along, or this would say 'Unauthorized access'.
      `/reset-password/reset-password#access_token=${forgedJwt()}&refresh_token=forged`,
    ];
    for (const link of forged) {
      await page.goto(site(link));
      await toast(page, 'Invalid or expired link');
      await page.getByText('Please request a new password reset link.').waitFor();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    }
  } finally {
    await context.close();
  }
});

/** A real session of the newcomer's, from a password sign-in: what an attacker could wrap in a link. */
async function passwordSession(): Promise<{ access_token: string; refresh_token: string }> {
  const res = await fetch(`${stack.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(NEWCOMER),
  });
  expect(res.status).toBe(200);
  return res.json();
}

test("login CSRF: a link carrying someone else's password session signs nobody in and opens no reset form", async () => {
  const { access_token, refresh_token } = await passwordSession();
  const tokens = `access_token=${access_token}&expires_in=3600&refresh_token=${refresh_token}&token_type=bearer`;
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site(`/reset-password#${tokens}&type=recovery`));
    await toast(page, 'Invalid or expired link');
    await page.getByText('Please request a new password reset link.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();

    // Nor does any other page take the session from its URL as if a mailed link had brought it.
    await page.goto(site(`/exams#${tokens}&type=signup`));
    await page.getByRole('heading', { name: 'All Available Exams' }).waitFor();
    // supabase-js loads for a URL that carries tokens: give it time to (not) take the session.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await expect(page.getByRole('button', { name: NEWCOMER.email })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('phone: the menu shows the email and Logout when signed in', async () => {
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await signIn(page, NEWCOMER);
    const toggle = page.getByLabel('Menu', { exact: true });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByText(NEWCOMER.email).waitFor();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await screenshot(page, 'accounts-signed-in-menu-phone');
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Login' }).waitFor();
  } finally {
    await context.close();
  }
});

test('phone: login and register screens', async () => {
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(site('/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await screenshot(page, 'accounts-login-errors-phone');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
    await screenshot(page, 'accounts-register-phone');
  } finally {
    await context.close();
  }
});

test('signing out in one tab signs out the others; a session the backend rejects ends signed out', async () => {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, NEWCOMER);
    const other = await context.newPage();
    await other.goto(site('/'));
    await other.getByRole('button', { name: NEWCOMER.email }).waitFor();

    await page.getByRole('button', { name: NEWCOMER.email }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();

    // A stored session whose tokens the backend no longer accepts (expired access token, unknown refresh token).
    await signIn(page, NEWCOMER);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      if (!key) throw new Error('no stored session');
      const session = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: 1, refresh_token: 'revoked' }));
    });
    await page.reload();
    // supabase-js loads for a URL that carries tokens: give it time to (not) take the session.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await expect(page.getByRole('button', { name: NEWCOMER.email })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
