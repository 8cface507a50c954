// Content remote in the composed site: every page shows its heading at desktop and phone width (with a
// screenshot of each), blog navigation works both ways, images load from the remote, and the contact form
// confirms once with a toast.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { newPage, screenshot } from '../../lib/browser';
import { site } from '../../lib/stack';

const PAGES: { path: string; heading: string; shot: string }[] = [
  { path: '/blogs', heading: 'Investment Advisory Blogs', shot: 'blogs' },
  {
    path: '/blogs/nism-series-xa-overview',
    heading: 'NISM Series-XA: A Complete Overview of the Investment Adviser Level 1 Exam',
    shot: 'blog-xa-overview',
  },
  {
    path: '/blogs/preparing-for-nism-series-xa',
    heading: 'Preparing for NISM Series-XA: A Practical Study Plan',
    shot: 'blog-preparing',
  },
  {
    path: '/blogs/nism-investment-adviser-compliance',
    heading: 'Compliance Essentials for SEBI-Registered Investment Advisers',
    shot: 'blog-compliance',
  },
  {
    path: '/blogs/investment-advisor-market-india',
    heading: 'The Investment Adviser Market in India: Growth, Gaps and Opportunities',
    shot: 'blog-market',
  },
  // An unknown article is the spec's not-found page ('404', 'Oops! Page not found', Return to Home).
  { path: '/blogs/no-such-post', heading: '404', shot: 'blog-not-found' },
  { path: '/terms', heading: 'Terms of Service', shot: 'terms' },
  { path: '/privacy', heading: 'Privacy Policy', shot: 'privacy' },
  { path: '/refund-policy', heading: 'Refund Policy', shot: 'refund-policy' },
  { path: '/contact', heading: 'Contact Us', shot: 'contact' },
];

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
/** Scrolls through the page so lazy images start, then waits until every image has decoded. */
async function loadAllImages(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const phone of [false, true]) {
  const width = phone ? 'phone' : 'desktop';
  test(`every content page shows its heading on ${width}`, async () => {
    const { context, page } = await newPage(browser, { phone });
    try {
      for (const { path, heading, shot } of PAGES) {
        await page.goto(site(path));
        const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
        await h1.waitFor();
        await expect(h1, `${path}: heading "${heading}" is visible`).toBeVisible();
        await loadAllImages(page);
        const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflows, `${path}: nothing is wider than the ${width} viewport`).toBe(false);
        await screenshot(page, `content-${shot}-${width}`);
      }
    } finally {
      await context.close();
    }
  });
}

test('blog cards lead to their articles and the back link returns to the index', async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/blogs'));
    await page.getByRole('heading', { level: 1, name: 'Investment Advisory Blogs' }).waitFor();
    await expect(page.getByRole('article')).toHaveCount(4);
    await page.getByRole('link', { name: /^Read More: Preparing for NISM Series-XA/ }).click();
    await page.waitForURL(/\/blogs\/preparing-for-nism-series-xa$/);
    await page.getByRole('heading', { level: 1, name: 'Preparing for NISM Series-XA: A Practical Study Plan' }).waitFor();
    await expect(page.getByText('24 August 2023')).toBeVisible();
    await expect(page.getByText('10 min read')).toBeVisible();
    const header = page.getByRole('img', { name: /stack of study books/ });
    expect(await header.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'header image loaded').toBeTruthy();
    await page.getByRole('link', { name: /Back to all blogs/ }).click();
    await page.waitForURL(/\/blogs$/);
    await page.getByRole('heading', { level: 1, name: 'Investment Advisory Blogs' }).waitFor();
  } finally {
    await context.close();
  }
});

test('the contact form is busy, then confirms once with a toast and clears', async () => {
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(site('/contact'));
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await page.getByText('Please enter your name.').waitFor();

    await field('Name').fill('Asha Menon');
    await field('Email').fill('asha@example');
    await field('Message').fill('Do the mock tests follow the latest workbook?');
    await send.click();
    await page.getByText('Please enter a valid email address, such as name@example.com.').waitFor();

    // The message goes to the backend (issue 46); held half a second here so the busy state can be seen.
    await page.route('**/rest/v1/rpc/send_contact_message', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await field('Email').fill('asha@example.com');
    await send.click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    await expect(sending, "'Sending...' is disabled").toBeDisabled();

    await page.getByText('Message sent!').waitFor();
    await expect(page.getByText('Message sent!'), 'the toast appears once').toHaveCount(1);
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(field('Name')).toHaveValue('');
    await expect(field('Email')).toHaveValue('');
    await expect(field('Message')).toHaveValue('');
    await screenshot(page, 'content-contact-sent-phone');
  } finally {
    await context.close();
  }
});

test('search: each page has its own title and description, articles carry BlogPosting data, and the site map lists them', async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/blogs/nism-series-xa-overview'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page).toHaveTitle('NISM Series-XA: A Complete Overview of the Investment Adviser Level 1 Exam | NISM Practice');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('BlogPosting');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site('/blogs/nism-series-xa-overview'));
    await page.goto(site('/exams'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page).toHaveTitle('NISM certification exams | NISM Practice');
  } finally {
    await context.close();
  }
  const sitemap = await (await fetch(site('/sitemap.xml'))).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/blogs\/nism-series-xa-overview<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/exams\/00000000-0000-4000-a000-000000000002\/info<\/loc>/);
  const robots = await fetch(site('/robots.txt'));
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
});
