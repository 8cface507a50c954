// The shell's layout in the composed site: nav links on desktop and in the phone menu, footer,
// the not-found page and the /reset-password/* redirect, with screenshots of each.
import { test, expect } from '../../lib/fixtures';
import type { Browser, Page } from '@playwright/test';
import { newPage, screenshot } from '../../lib/browser';
import { site } from '../../lib/stack';

let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});
const path = (page: Page) => new URL(page.url()).pathname;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('desktop: the bar links every section, Login shows when signed out, the footer is there', async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/'));
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
    await expect(page.getByLabel('Menu', { exact: true })).not.toBeVisible();
    await screenshot(page, 'shell-home-desktop');

    const steps: [string, string, string][] = [
      ['Exams', '/exams', ''],
      ['Blogs', '/blogs', 'Investment Advisory Blogs'],
      ['Contact Us', '/contact', 'Contact Us'],
      ['Login', '/login', 'Login'],
      ['Home', '/', ''],
    ];
    for (const [name, to, heading] of steps) {
      await mainNav(page).getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === to);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
    await page.getByRole('link', { name: 'NISM Practice home' }).click();
    expect(path(page)).toBe('/');

    const footer = page.locator('footer');
    await footer.getByText(`© ${new Date().getFullYear()}`).waitFor();
    await footer.getByText('trusted partner for exam preparation and success', { exact: false }).waitFor();
    await footer.getByRole('link', { name: 'Refund Policy' }).click();
    await page.waitForURL(/\/refund-policy$/);
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    expect(await page.evaluate(() => window.scrollY), 'a new route starts at the top').toBe(0);
  } finally {
    await context.close();
  }
});

test('phone: the links collapse into a menu that closes when a link is chosen', async () => {
  const { context, page } = await newPage(browser, { phone: true });
  try {
    await page.goto(site('/'));
    // A native <details> (issue 47): its <summary> has the name, Chromium its expanded state.
    const toggle = page.getByLabel('Menu', { exact: true });
    await toggle.waitFor();
    await expect(mainNav(page), 'inline links are hidden on a phone').not.toBeVisible();
    await screenshot(page, 'shell-home-phone');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(page, 'shell-menu-phone');
    await page.keyboard.press('Escape');
    await expect(menu, 'Escape closes the menu').toBeHidden();

    for (const [name, to] of [
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact'],
      ['Exams', '/exams'],
      ['Home', '/'],
    ]) {
      await toggle.click();
      await menu.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === to);
      await expect(menu).not.toBeVisible();
    }
  } finally {
    await context.close();
  }
});

for (const phone of [false, true]) {
  test(`not-found page on ${phone ? 'phone' : 'desktop'}`, async () => {
    const { context, page } = await newPage(browser, { phone });
    try {
      const response = await page.goto(site('/no/such/page'));
      expect(response?.status(), 'an unknown URL answers 404, not a soft 404').toBe(404);
      await page.getByRole('heading', { name: '404' }).waitFor();
      await page.getByText('Oops! Page not found').waitFor();
      await page.locator('footer').waitFor();
      await screenshot(page, `shell-404-${phone ? 'phone' : 'desktop'}`);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
}

test('/reset-password/reset-password redirects to /reset-password (no token there: back to /login)', async () => {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(site('/reset-password/reset-password'));
    await page.getByText('Unauthorized access').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  } finally {
    await context.close();
  }
});
