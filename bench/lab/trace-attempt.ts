// `npx tsx bench/lab/trace-attempt.ts`: one cold visit of the bench's attempt page on the phone profile, with and
// without the early read, printed as a timeline (when each script and REST read started and ended, FCP and LCP).
// A diagnostic for issue 47 §3, not a measurement: one visit each.
import { EARLY_READ_SWITCH } from '@nism/contracts';
import { launchChromium, openPage } from '../lib/chromium';
import { site, stopSite } from '../lib/site';
import { OBSERVER_SCRIPT, READ_OBSERVED, type Observed } from './observer';

async function main() {
  const s = await site();
  const browser = await launchChromium();
  try {
    for (const off of [false, true, false, true]) {
      const items = off ? { ...s.session, [EARLY_READ_SWITCH]: 'off' } : s.session;
      const page = await openPage(browser, {
        slowCpu: true,
        slowNetwork: true,
        initScripts: [OBSERVER_SCRIPT],
        storage: { origin: new URL(s.url('/')).origin, items },
      });
      await page.page.goto(s.url(s.attemptPath), { waitUntil: 'load' });
      await page.page.waitForTimeout(3000);
      const o = (await page.page.evaluate(READ_OBSERVED)) as Observed;
      const entries = (await page.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => [
            e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70),
            Math.round(e.startTime),
            Math.round((e as PerformanceResourceTiming).responseEnd),
          ]),
      )) as [string, number, number][];
      console.log(`\n== early read ${off ? 'OFF' : 'on'}: FCP ${Math.round(o.fcp)} LCP ${Math.round(o.lcp)}`);
      for (const [name, start, end] of entries)
        if (/\.js|rest\/v1|config/.test(name)) console.log(`${String(start).padStart(6)} ${String(end).padStart(6)}  ${name}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await stopSite();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
