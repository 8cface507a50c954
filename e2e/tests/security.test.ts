// Security of the composed site: every app's documents carry the CSP and friends; signed-in visits to
// the main pages cause no CSP violation; a hostile full name is shown as text, never run; auth
// redirects to a foreign origin are refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser';
import { site, stack } from '../lib/stack';
import { latestMail, LEARNER, signIn, uniqueEmail } from '../lib/auth';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
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
    assert.match(csp, /frame-ancestors 'none'/, app);
    assert.match(csp, /script-src 'self' [^;]*http:\/\/localhost:\d+/, app);
    assert.ok(csp.includes(new URL(stack.backendUrl).origin), `${app}: the backend is allowed`);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', app);
    assert.ok(res.headers.get('referrer-policy'), app);
    // the CSP names every remote of this deployment and nothing else on localhost
    const allowed = new Set(
      Object.values(stack.urls)
        .map((u) => new URL(u).origin)
        .concat(new URL(stack.backendUrl).origin),
    );
    for (const origin of csp.match(/https?:\/\/[^\s;]+/g) ?? [])
      assert.ok(allowed.has(origin) || origin.endsWith('razorpay.com'), `${app}: unexpected ${origin}`);
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
    assert.deepEqual(violations, []);
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
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: fullName, marketing_opt_in: false } }),
  });
  assert.equal(res.status, 200);
  const confirm = await fetch((await latestMail(email, { subject: 'Confirm your email for NISM Practice' })).links[0], {
    redirect: 'manual',
  });
  assert.match(confirm.headers.get('location') ?? '', /#access_token=/);

  const { context, page } = await newPage(browser);
  try {
    const violations = await watchCsp(page);
    await signIn(page, { email, password });
    for (const p of ['/exams', `/exams/${EXAM}/plans`, `/exams/${EXAM}`, '/']) {
      await page.goto(site(p));
      await page.waitForLoadState('networkidle');
      assert.equal(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), undefined, p);
      assert.equal(await page.locator('img[src="x"], script:text("__xss")').count(), 0, p);
    }
    // the stored name is the literal text, as the apps read it
    const user = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    assert.ok(user.includes('Mallory'));
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});

test('auth redirect_to a foreign origin is refused: mailed links and /verify land on the site', async () => {
  const email = uniqueEmail('redirect');
  const evil = 'https://evil.example/steal';
  const res = await fetch(`${stack.backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(evil)}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'redirect-pass-1' }),
  });
  assert.equal(res.status, 200);
  const link = (await latestMail(email, { subject: 'Confirm your email for NISM Practice' })).links[0];
  assert.ok(!link.includes('evil.example'), link);
  const landing = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
  assert.equal(landing.origin, new URL(stack.shellUrl).origin);

  for (const target of [evil, '//evil.example/x', 'javascript:alert(1)', 'http://localhost.evil.example/']) {
    const r = await fetch(`${stack.backendUrl}/auth/v1/verify?type=recovery&token=bad&redirect_to=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    assert.equal(r.status, 303);
    assert.equal(new URL(r.headers.get('location')!).origin, new URL(stack.shellUrl).origin, target);
  }

  // in the browser: following such a link ends on the site, never on the foreign page
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${stack.backendUrl}/auth/v1/verify?type=signup&token=bad&redirect_to=${encodeURIComponent(evil)}`);
    await page.waitForLoadState('domcontentloaded');
    assert.equal(new URL(page.url()).origin, new URL(stack.shellUrl).origin);
  } finally {
    await context.close();
  }
});
