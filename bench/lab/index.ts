// Lab section: each measured page on the phone profile (4x CPU slowdown, slow 4G, cold cache), on the federated
// site and on the single-bundle build of the same code, visited in turn so both see the same machine; the median of
// 5 cold visits each, with a visit to the floor page (floor.ts) in each round. Times are judged as ratios measured in
// this run, never against absolute figures, which move with the machine: LCP ÷ the page's network floor on the
// public pages, and federated ÷ single bundle.
import type { Browser } from 'playwright-core';
import { measuredPages } from '../bytes';
import { singleSite } from '../federation/single-site';
import { launchChromium, networkQuiet, openPage } from '../lib/chromium';
import { kb } from '../lib/fetched';
import { record } from '../lib/report';
import { site } from '../lib/site';
import { median, round } from '../lib/stats';
import { criticalPath, networkFloor, recordTransfers, startFloorPage, type Floor } from './floor';
import { cumulativeLayoutShift, OBSERVER_SCRIPT, READ_OBSERVED, timeToInteractive, totalBlockingTime, type Observed } from './observer';

const RUNS = 5;
const BUDGET = { lcpOverFloor: 1.5, cls: 0.02, federatedLcp: 0.9, federatedTti: 1.0 };

export interface LabResult {
  fcp: number;
  lcp: number;
  tti: number;
  tbt: number;
  cls: number;
  /** The round trips and bytes on the path to the LCP element. */
  path: { roundTrips: number; bytes: number };
}

/** One cold visit on the phone profile; measured until load and then a second without network activity. */
async function visit(browser: Browser, url: string, session?: Record<string, string>): Promise<LabResult> {
  const page = await openPage(browser, {
    slowCpu: true,
    slowNetwork: true,
    initScripts: [OBSERVER_SCRIPT],
    storage: session ? { origin: new URL(url).origin, items: session } : undefined,
  });
  try {
    const sizes = recordTransfers(page.cdp);
    const quiet = networkQuiet(page.page);
    await page.page.goto(url, { waitUntil: 'load' });
    await quiet;
    const o = (await page.page.evaluate(READ_OBSERVED)) as Observed;
    return {
      fcp: o.fcp,
      lcp: o.lcp,
      tti: timeToInteractive(o),
      tbt: totalBlockingTime(o.longTasks, o.fcp),
      cls: cumulativeLayoutShift(o.shifts),
      path: criticalPath(url, o, sizes),
    };
  } finally {
    await page.close();
  }
}

/** The medians over `RUNS` rounds, each visiting every URL once in turn. */
async function medians(browser: Browser, urls: string[], session?: Record<string, string>): Promise<LabResult[]> {
  const runs: LabResult[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const [u, url] of urls.entries()) runs[u].push(await visit(browser, url, session));
  return runs.map((r) => {
    const m = (pick: (x: LabResult) => number) => median(r.map(pick));
    const roundTrips = m((x) => x.path.roundTrips);
    return {
      fcp: m((x) => x.fcp),
      lcp: m((x) => x.lcp),
      tti: m((x) => x.tti),
      tbt: m((x) => x.tbt),
      cls: m((x) => x.cls),
      path: { roundTrips, bytes: m((x) => x.path.bytes) },
    };
  });
}

export async function benchLab(): Promise<void> {
  const s = await site();
  const single = await singleSite();
  const floorPage = await startFloorPage(s.stack.config);
  const browser = await launchChromium();
  const section = `lab (phone, median of ${RUNS})`;
  const versus = 'lab: federated ÷ single bundle';
  try {
    for (const [label, path, signedIn] of measuredPages(s)) {
      const [f, b, calibration] = await medians(browser, [s.url(path), single.url(path), floorPage.url], signedIn ? s.session : undefined);
      const ms = (value: number) => ({ value: Math.round(value), unit: 'ms' });
      record({ section, metric: `${label} FCP`, ...ms(f.fcp) });
      record({ section, metric: `${label} LCP`, ...ms(f.lcp) });
      record({ section, metric: `${label} TTI`, ...ms(f.tti) });
      record({ section, metric: `${label} TBT`, ...ms(f.tbt) });
      record({ section, metric: `${label} CLS`, value: round(f.cls, 3), unit: '', budget: BUDGET.cls });
      // A signed-in page renders from JavaScript and the learner's data: its floor is not the network's alone.
      if (!signedIn) {
        const floor: Floor = networkFloor(f.path, { lcp: calibration.lcp, bytes: calibration.path.bytes });
        record({
          section,
          metric: `${label} network floor`,
          value: Math.round(floor.ms),
          unit: `ms (floor page ${Math.round(calibration.lcp)} ms; ${floor.roundTrips} round trips, ${kb(floor.bytes)} KiB)`,
        });
        record({ section, metric: `${label} LCP ÷ floor`, value: round(f.lcp / floor.ms, 2), unit: 'x', budget: BUDGET.lcpOverFloor });
      }
      record({
        section: 'lab: single bundle',
        metric: `${label} LCP / TTI`,
        value: Math.round(b.lcp),
        unit: `ms / ${Math.round(b.tti)} ms`,
      });
      record({ section: versus, metric: `${label} LCP`, value: round(f.lcp / b.lcp, 2), unit: 'x', budget: BUDGET.federatedLcp });
      record({ section: versus, metric: `${label} TTI`, value: round(f.tti / b.tti, 2), unit: 'x', budget: BUDGET.federatedTti });
    }
  } finally {
    await browser.close();
    await floorPage.close();
  }
}
