// Pages for the browser journeys: a fresh context per visitor, desktop or phone (from Playwright's `browser`
// fixture, so traces, screenshots and videos are kept for them on failure), and screenshots to look at.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const ARTIFACTS = path.resolve(__dirname, '..', '..', 'artifacts');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh context (own storage, like a new visitor) and page; phone contexts are touch and mobile. */
export async function newPage(browser: Browser, { phone = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    phone ? { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: DESKTOP },
  );
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${page.url()}: ${error.message}`));
  return { context, page };
}

/** Saves a full-page screenshot under artifacts/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
