// Headless Debian Chromium for the browser sections, and the phone profile of issue 8 through the DevTools protocol.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export { launchChromium } from '../../tools/chromium';

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

export interface PageOptions {
  /** 4x CPU slowdown. */
  slowCpu?: boolean;
  /** Slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
  slowNetwork?: boolean;
  /** localStorage entries to put on the site's origin before any script runs (a signed-in session). */
  storage?: { origin: string; items: Record<string, string> };
  /** Scripts run before the page's own, on every document. */
  initScripts?: string[];
}

/** The phone profile's network: slow 4G. */
export const PHONE_NETWORK = { latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8 };

/** A fresh context (its own, empty HTTP cache: a cold first visit) on a phone viewport. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  context.setDefaultTimeout(60_000);
  if (options.storage) {
    const { origin, items } = options.storage;
    await context.addInitScript(
      ([o, entries]) => {
        if (location.origin === o) for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      },
      [origin, items] as const,
    );
  }
  for (const script of options.initScripts ?? []) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (options.slowNetwork) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_NETWORK.latencyMs,
      downloadThroughput: PHONE_NETWORK.downloadBytesPerSecond,
      uploadThroughput: PHONE_NETWORK.uploadBytesPerSecond,
    });
  }
  if (options.slowCpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp, close: () => context.close() };
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
export function networkQuiet(page: Page, quietMs = 1000, maxMs = 30_000): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const onStart = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const onEnd = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const cap = setTimeout(done, maxMs);
    function done() {
      clearTimeout(timer);
      clearTimeout(cap);
      page.off('request', onStart).off('requestfinished', onEnd).off('requestfailed', onEnd);
      resolve();
    }
    page.on('request', onStart).on('requestfinished', onEnd).on('requestfailed', onEnd);
    arm();
  });
}
