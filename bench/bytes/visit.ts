// One cold visit of a page, recording what Chromium fetched until the network was quiet.
import type { Browser } from 'playwright-core';
import { networkQuiet, openPage } from '../lib/chromium';
import { recordFetches, type Fetched } from '../lib/fetched';

export interface VisitOptions {
  /** A signed-in learner's stored session. */
  session?: Record<string, string>;
  /** A selector to wait for before the network must be quiet. */
  waitFor?: string;
}

/** What was fetched, and the page's text at the end. */
export async function visitAndFetch(
  browser: Browser,
  url: string,
  options: VisitOptions = {},
): Promise<{ fetched: Fetched[]; text: string }> {
  const page = await openPage(browser, options.session ? { storage: { origin: new URL(url).origin, items: options.session } } : {});
  try {
    const recorder = recordFetches(page.cdp);
    const quiet = networkQuiet(page.page);
    await page.page.goto(url, { waitUntil: 'load' });
    if (options.waitFor) await page.page.waitForSelector(options.waitFor, { timeout: 15_000 }).catch(() => {});
    await quiet;
    const text = await page.page.evaluate(() => document.body.innerText);
    return { fetched: await recorder.done(), text };
  } finally {
    await page.close();
  }
}
