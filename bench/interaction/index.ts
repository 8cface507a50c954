// Interaction section: on the bench's 150-question attempt under a 4x CPU slowdown, the time from clicking an
// option to the next paint, and from a palette jump to the new question painted; median and p95 over 50 each.
// The option click is judged against the same click on a minimal React page built by the bench, the two pages'
// clicks alternating: the median of the 50 pairs' ratios, by its 90 % interval (issue 47 §1).
// Plus the page's JavaScript heap after them (CDP Performance.getMetrics, after a garbage collection).
import type { Browser } from 'playwright-core';
import { launchChromium, networkQuiet, openPage, type BenchPage } from '../lib/chromium';
import { record } from '../lib/report';
import { QUESTIONS, site } from '../lib/site';
import { median, medianInterval, percentile, round } from '../lib/stats';
import { startMinimalPage } from './minimal-page';

const INTERACTIONS = 50;
const CLICK_RATIO_BUDGET = 2.0;

// Runs in the page: clicks, then resolves just after the next frame is painted (a task queued from
// requestAnimationFrame runs after that frame's paint). `expect` is text that must be on screen by then.
const CLICK_TO_PAINT = `([selector, expect]) => new Promise((resolve, reject) => {
  const el = document.querySelector(selector);
  if (!el) return reject(new Error('missing ' + selector));
  const t0 = performance.now();
  el.click();
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (expect && !document.body.innerText.includes(expect)) return reject(new Error('not shown: ' + expect));
      resolve(performance.now() - t0);
    };
    channel.port2.postMessage(null);
  });
})`;

const clickToPaint = (page: BenchPage, selector: string, expect = '') =>
  page.page.evaluate(`(${CLICK_TO_PAINT})(${JSON.stringify([selector, expect])})`) as Promise<number>;
const option = (i: number) => `input[type="radio"][value="${'ABCD'[i % 4]}"]`;

/** The minimal React page, ready to click, under the same slowdown. */
async function openMinimalPage(browser: Browser, url: string): Promise<BenchPage> {
  const page = await openPage(browser);
  await page.page.goto(url);
  await page.page.getByText('Not answered').waitFor();
  await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

export async function benchInteraction(): Promise<void> {
  const s = await site();
  const minimal = await startMinimalPage(s.stack.config);
  const browser = await launchChromium();
  try {
    const url = s.url(s.attemptPath);
    const page = await openPage(browser, { storage: { origin: new URL(url).origin, items: s.session } });
    const quiet = networkQuiet(page.page);
    await page.page.goto(url);
    await page.page.getByText(`Question 1 of ${QUESTIONS}`).waitFor();
    await quiet;
    await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const minimalPage = await openMinimalPage(browser, minimal.url);

    // The two pages' clicks alternate, so each pair sees the same moment of this shared machine (its load, the
    // renderer's frame timing): a drift that moves one median moves the other, and the pairs' ratios cancel it. The
    // minimal page clicks once the attempt's save has settled, so neither click shares the CPU with the other page.
    const clicks: number[] = [];
    const baseline: number[] = [];
    const jump: number[] = [];
    for (let i = 0; i < INTERACTIONS; i++) {
      clicks.push(await clickToPaint(page, option(i)));
      const next = ((i * 37) % QUESTIONS) + 1; // spread over the palette, never the current question twice in a row
      jump.push(await clickToPaint(page, `button[aria-label^="Question ${next},"]`, `Question ${next} of ${QUESTIONS}`));
      await page.page.waitForTimeout(50); // let the answer save settle, as between a learner's clicks
      baseline.push(await clickToPaint(minimalPage, option(i), `Answered ${'ABCD'[i % 4]}`));
    }
    await minimalPage.close();
    await page.cdp.send('HeapProfiler.collectGarbage');
    await page.cdp.send('Performance.enable');
    const { metrics } = await page.cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    await page.close();
    const ratios = clicks.map((c, i) => c / baseline[i]);

    const section = `interaction (${QUESTIONS} questions, 4x CPU)`;
    record({ section, metric: 'option click to paint median', value: round(median(clicks)), unit: 'ms' });
    record({ section, metric: 'option click to paint p95', value: round(percentile(clicks, 95)), unit: 'ms' });
    record({
      section,
      metric: 'minimal React page: same click median / p95',
      value: round(median(baseline)),
      unit: `ms / ${round(percentile(baseline, 95))} ms`,
    });
    record({
      section,
      metric: 'option click ÷ minimal React page, median of the pairs',
      value: round(median(ratios), 2),
      unit: 'x',
      budget: CLICK_RATIO_BUDGET,
      interval: medianInterval(ratios).map((v) => round(v, 2)) as [number, number],
    });
    record({
      section,
      metric: 'option click ÷ minimal React page, p95',
      value: round(percentile(clicks, 95) / percentile(baseline, 95), 2),
      unit: 'x',
    });
    record({ section, metric: 'palette jump to question median', value: round(median(jump)), unit: 'ms' });
    record({ section, metric: 'palette jump to question p95', value: round(percentile(jump, 95)), unit: 'ms' });
    record({ section, metric: 'attempt page JS heap', value: round(heap / 1024 / 1024), unit: 'MB', budget: 40 });
  } finally {
    await browser.close();
    await minimal.close();
  }
}
