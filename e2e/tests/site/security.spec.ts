// Security of the composed site: every app's documents carry the CSP and friends; signed-in visits to
// the main pages cause no CSP violation; a hostile full name is shown as text, never run; auth
// redirects to a foreign origin are refused.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { newPage } from '../../lib/browser';
import { site, stack } from '../../lib/stack';
import { latestMail, LEARNER, signIn, uniqueEmail, verifyMailLink } from '../../lib/auth';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const EXAM = '00000000-0000-4000-a000-000000000001';
const MAIN_PAGES = [
  '/',
  '/exams',
  `/exams/${EXAM}/info`,
  `/exams/${EXAM}/plans`,
  `/exams/${EXAM}`,
  '/blogs',
  '/contact',
  '/terms',
  '/privacy',
];

test('every app serves its documents with the CSP, nosniff, a referrer policy and no framing', async () => {
  for (const [app, url] of Object.entries(stack.urls)) {
    const res = await fetch(`${url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp, app).toMatch(/frame-ancestors 'none'/);
    expect(csp, app).toMatch(/script-src 'self' [^;]*http:\/\/localhost:\d+/);
    expect(csp, `${app}: the backend is allowed`).toContain(new URL(stack.backendUrl).origin);
    expect(res.headers.get('x-content-type-options'), app).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), app).toBeTruthy();
    // the CSP names every remote of this deployment and nothing else on localhost
    const allowed = new Set(
      Object.values(stack.urls)
        .map((u) => new URL(u).origin)
        .concat(new URL(stack.backendUrl).origin),
    );
    for (const origin of csp.match(/https?:\/\/[^\s;]+/g) ?? [])
      expect(allowed.has(origin) || origin.endsWith('razorpay.com'), `${app}: unexpected ${origin}`).toBeTruthy();
  }
});

/** Collects CSP violations (the DOM event and Chromium's console report) across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  return violations;
}

test('signed in, the main pages load with no CSP violation', async () => {
  const { context, page } = await newPage(browser);
  try {
    const violations = await watchCsp(page);
    await signIn(page, LEARNER);
    for (const p of MAIN_PAGES) {
      await page.goto(site(p));
      await page.waitForLoadState('networkidle');
      await page.getByRole('contentinfo').waitFor();
    }
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a registration full name with <script> and <img onerror> is kept as text and never runs', async () => {
  const email = uniqueEmail('xss');
  const password = 'xss-pass-123';
  const fullName = `<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script>Mallory`;
  const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(site('/login'))}`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, authorization: `Bearer ${stack.publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: fullName, marketing_opt_in: false } }),
  });
  expect(res.status).toBe(200);
  const confirm = await verifyMailLink((await latestMail(email, { subject: 'Confirm your email for NISM Practice' })).links[0], 'signup');
  expect(confirm.status).toBe(200);

  const { context, page } = await newPage(browser);
  try {
    const violations = await watchCsp(page);
    await signIn(page, { email, password });
    for (const p of ['/exams', `/exams/${EXAM}/plans`, `/exams/${EXAM}`, '/']) {
      await page.goto(site(p));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), p).toBe(undefined);
      await expect(page.locator('img[src="x"], script:text("__xss")'), p).toHaveCount(0);
    }
    // the stored name is the literal text, as the apps read it
    const user = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(user).toContain('Mallory');
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

test('auth redirect_to a foreign origin is refused: mailed links and /verify land on the site', async () => {
  const email = uniqueEmail('redirect');
  const evil = 'https://evil.example/steal';
  const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(evil)}`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'redirect-pass-1' }),
  });
  expect(res.status).toBe(200);
  const link = (await latestMail(email, { subject: 'Confirm your email for NISM Practice' })).links[0];
  expect(link.includes('evil.example'), link).toBeFalsy();
  // the link opens the site's confirm page, and where it leads next is the site too
  expect(new URL(link).origin).toBe(new URL(stack.shellUrl).origin);
  expect(new URL(new URL(link).searchParams.get('redirect_to')!).origin).toBe(new URL(stack.shellUrl).origin);

  for (const target of [evil, '//evil.example/x', 'javascript:alert(1)', 'http://localhost.evil.example/']) {
    const r = await fetch(`${stack.backendUrl}/auth/v1/verify?type=recovery&token=bad&redirect_to=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    expect(r.status).toBe(303);
    expect(new URL(r.headers.get('location')!).origin, target).toBe(new URL(stack.shellUrl).origin);
  }

  // in the browser: following such a link ends on the site, never on the foreign page
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${stack.backendUrl}/auth/v1/verify?type=signup&token=bad&redirect_to=${encodeURIComponent(evil)}`);
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).origin).toBe(new URL(stack.shellUrl).origin);
  } finally {
    await context.close();
  }
});
