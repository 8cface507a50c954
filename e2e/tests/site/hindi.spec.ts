// Issue 51: the site in Hindi. A visitor on a 390 px phone switches to Hindi on the home page; every page after it is
// in Hindi, each its own prerendered document (lang="hi", hreflang links); the browser remembers the choice, and
// the switch works before the page's scripts have arrived, and with none at all.
import { test, expect } from '../../lib/fixtures';
import type { Page } from '@playwright/test';
import { PHONE, screenshot } from '../../lib/browser';
import { latestMail, signIn } from '../../lib/auth';
import { site } from '../../lib/stack';

const EXAM = '00000000-0000-4000-a000-000000000001';
const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a visitor switches to Hindi on the home page, and every page they visit is in Hindi; the choice is remembered', async ({
    page,
    request,
  }) => {
    await page.goto(site('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pass your NISM certification with confidence' })).toBeVisible();
    await page.getByRole('link', { name: 'हिंदी' }).tap();
    await expect.poll(() => pathOf(page)).toBe('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'अपना NISM सर्टिफ़िकेशन आत्मविश्वास के साथ पास करें' })).toBeVisible();
    await screenshot(page, 'hindi-home-390');

    // Links stay in Hindi: the hero's call to action, then an exam's plans.
    await page.getByRole('link', { name: 'परीक्षाएँ देखें' }).tap();
    await expect.poll(() => pathOf(page)).toBe('/hi/exams');
    await expect(page.getByRole('heading', { name: 'सभी उपलब्ध परीक्षाएँ' })).toBeVisible();
    await page.goto(site(`/hi/exams/${EXAM}/plans`));
    await expect(page.getByRole('heading', { level: 1, name: /- प्लान चुनें$/ })).toBeVisible();
    await expect(page.getByText('सभी कीमतें भारतीय रुपये में हैं और इनमें GST शामिल है।')).toBeVisible();
    // The database's texts too: a plan's benefit line, through its reviewed translation.
    await expect(page.getByText('हर प्रश्न की विस्तृत व्याख्या', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'hindi-plans-390');

    // Each Hindi page is its own prerendered document, in Hindi before any script runs, naming both addresses.
    const html = await (await request.get(site(`/hi/exams/${EXAM}/plans`))).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('प्लान चुनें');
    expect(html).toContain('हर प्रश्न की विस्तृत व्याख्या');
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site(`/exams/${EXAM}/plans`)}"`);
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${site(`/hi/exams/${EXAM}/plans`)}"`);

    // Typing the English address again: the browser's choice takes the visitor to the Hindi page before it paints.
    await page.goto(site('/exams'));
    await expect.poll(() => pathOf(page)).toBe('/hi/exams');
    // And back to English, remembered likewise.
    await page.getByRole('link', { name: 'English' }).tap();
    await expect.poll(() => pathOf(page)).toBe('/exams');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(site('/hi'));
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  test('the sign-in pages are in Hindi: login with its errors, and registration', async ({ page }) => {
    await page.goto(site('/hi/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
    await expect(page).toHaveTitle('लॉग इन | NISM Practice');
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).tap();
    await expect(page.getByText('ईमेल ज़रूरी है')).toBeVisible();
    await screenshot(page, 'hindi-login-390');
    await page.getByRole('link', { name: 'रजिस्टर करें' }).tap();
    await expect.poll(() => pathOf(page)).toBe('/hi/register');
    await expect(page.getByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'मैं सेवा की शर्तें और गोपनीयता नीति से सहमत हूँ' })).toBeVisible();
    await screenshot(page, 'hindi-register-390');

    // Registered in Hindi: the confirmation mail is in Hindi, and its link opens the confirm page in Hindi.
    const email = `hindi-${Date.now().toString(36)}@example.com`;
    await page.getByLabel('पूरा नाम').fill('मीरा पिल्लै');
    await page.getByLabel('ईमेल', { exact: true }).fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('practice-hindi-1');
    await page.getByLabel('पासवर्ड की पुष्टि करें', { exact: true }).fill('practice-hindi-1');
    await page.getByRole('checkbox', { name: 'मैं सेवा की शर्तें और गोपनीयता नीति से सहमत हूँ' }).tap();
    await page.getByRole('button', { name: 'खाता बनाएँ' }).tap();
    await page.getByText('अपने खाते की पुष्टि के लिए कृपया अपना ईमेल देखें।').waitFor();
    const mail = await latestMail(email, { subject: 'NISM Practice के लिए अपने ईमेल की पुष्टि करें' });
    expect(mail.text).toContain(`अभ्यास शुरू करने के लिए ${email} की पुष्टि करें:`);
    await page.goto(mail.links[0]);
    await expect(page.getByRole('heading', { level: 1, name: 'अपने ईमेल की पुष्टि करें' })).toBeVisible();
    await page.getByRole('button', { name: 'मेरे ईमेल की पुष्टि करें' }).tap();
    // Confirmed and signed in, still in Hindi.
    await expect(page.getByRole('heading', { level: 1, name: 'परीक्षाएँ' })).toBeVisible();
    expect(pathOf(page)).toBe('/hi/exams');
  });
});

test.describe('the content pages in Hindi, on a 390 px touch phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the blog index, an article (prerendered in Hindi) and the contact form with its errors', async ({ page, request }) => {
    await page.goto(site('/hi/blogs'));
    await expect(page.getByRole('heading', { level: 1, name: 'निवेश सलाह पर ब्लॉग' })).toBeVisible();
    await page.getByRole('link', { name: 'आगे पढ़ें: NISM सीरीज़-XA की तैयारी: पढ़ाई का एक व्यावहारिक प्लान' }).tap();
    await expect.poll(() => pathOf(page)).toBe('/hi/blogs/preparing-for-nism-series-xa');
    await expect(page.getByRole('heading', { level: 1, name: 'NISM सीरीज़-XA की तैयारी: पढ़ाई का एक व्यावहारिक प्लान' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'छह हफ़्ते का पढ़ाई का प्लान' })).toBeVisible();
    await screenshot(page, 'hindi-blog-article-390');

    // The article's document is Hindi before any script runs: its text, its head and its structured data.
    const html = await (await request.get(site('/hi/blogs/preparing-for-nism-series-xa'))).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('शुरू करने से पहले लक्ष्य जान लें');
    expect(html).toContain('"inLanguage":"hi-IN"');

    await page.goto(site('/hi/contact'));
    await page.getByRole('button', { name: 'संदेश भेजें' }).tap();
    await expect(page.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription('कृपया अपना नाम लिखें।');
    await screenshot(page, 'hindi-contact-390');
  });
});

test.describe('a signed-in learner on a 390 px touch phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  const DEMO_EXAM = '00000000-0000-4000-a000-000000000002';

  test("takes a demo in Hindi: the exam's papers, the attempt's bar, palette and dialog, and the results fit the phone", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(site(`/hi/exams/${DEMO_EXAM}`));
    // The paper's title is the database's, in its reviewed Hindi.
    const card = page.getByRole('article', { name: 'डेमो प्रश्न', exact: true });
    await expect(card.getByRole('button', { name: 'नया प्रयास शुरू करें' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'एक प्लान चुनें' })).toHaveAttribute('href', `/hi/exams/${DEMO_EXAM}/plans`);
    await card.getByRole('button', { name: 'नया प्रयास शुरू करें' }).tap();
    // One attempt of a paper runs at a time: an earlier journey's is ended as submitted.
    const running = page.getByRole('dialog', { name: 'डेमो प्रश्न अभी चल रहा है' });
    await Promise.race([page.waitForURL(/\/attempt\//), running.waitFor()]);
    if (await running.isVisible()) await running.getByRole('button', { name: 'इसे समाप्त करके नया शुरू करें' }).tap();
    await page.waitForURL(/\/hi\/exams\/[^/]+\/test\/[^/]+\/attempt\//);
    await expect(page.getByRole('heading', { name: /^प्रश्न 1 \(\d+ में से\)$/ })).toBeVisible();
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await expect(page.getByText('✓ सेव हो गया')).toBeVisible();
    // Devanagari fits the phone: nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'hindi-attempt-390');
    await page.getByRole('button', { name: 'टेस्ट सबमिट करें' }).tap();
    const dialog = page.getByRole('dialog', { name: 'टेस्ट सबमिट करें?' });
    await expect(dialog.getByText(/^बिना उत्तर: \d+ प्रश्न$/)).toBeVisible();
    await screenshot(page, 'hindi-submit-390');
    await dialog.getByRole('button', { name: 'टेस्ट सबमिट करें' }).tap();
    await page.waitForURL(/\/hi\/exams\/[^/]+\/test\/[^/]+\/results\//);
    await expect(page.getByRole('heading', { level: 1, name: 'डेमो प्रश्न: नतीजे' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'स्कोर' })).toContainText('सही उत्तर (संख्या)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'hindi-results-390');
  });
});

test.describe('with every script blocked, on a 390 px touch phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE, isMobile: true, hasTouch: true });

  test('the switch is a plain link to the prerendered Hindi page', async ({ page }) => {
    await page.goto(site(`/exams/${EXAM}/info`));
    await page.getByRole('link', { name: 'हिंदी' }).tap();
    await expect.poll(() => pathOf(page)).toBe(`/hi/exams/${EXAM}/info`);
    await expect(page.getByRole('heading', { name: 'मूल्यांकन का ढाँचा' })).toBeVisible();
    await expect(page.getByText(/^निवेश सलाहकार सर्टिफ़िकेशन के दो स्तर हैं/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/exams/${EXAM}/info`);
  });
});
