// Lab section: each measured page on the phone profile (4x CPU slowdown, slow 4G, cold cache), visited in turn in
// each of 9 rounds so every variant sees the same machine (roundOrder: none is always first, or always after the same
// variant). Times are judged only as ratios measured in this run, each the median over the rounds of the ratio within a
// round, so the machine's drift from one round to the next cancels (issue 30):
// - a public page's LCP ÷ the LCP of its own static copy (the same prerendered document with every script removed,
//   served by the same server: static-copy.ts) ≤ 1.10: our scripts do not delay the paint;
// - public pages, federated ÷ the prerendered single bundle (single-site.ts) ≤ 1.05 for LCP and TTI;
// - the attempt page, federated ÷ single bundle ≤ 1.0 for LCP and TTI;
// - the one-heading floor page (floor.ts), the same page for every row, is visited once per round before the pages and
//   printed as a reference.
// Every ratio carries its 90 % bootstrap interval, and the first page's static copy is also measured against an
// identical twin (an A/A row, which should read 1.0): together they show how far this machine's noise alone moves a
// median of RUNS rounds, which a budget of 5-10 % has to be read against.
import type { Browser } from 'playwright-core';
import { measuredPages } from '../bytes';
import { singleSite } from '../federation/single-site';
import { launchChromium, networkQuiet, openPage } from '../lib/chromium';
import { kb } from '../lib/fetched';
import { record } from '../lib/report';
import { site } from '../lib/site';
import { median, medianInterval, round } from '../lib/stats';
import { criticalPath, networkFloor, recordTransfers, startFloorPage, type Floor } from './floor';
import { roundOrder } from './round-order';
import { writeStaticCopy } from './static-copy';
import { cumulativeLayoutShift, OBSERVER_SCRIPT, READ_OBSERVED, timeToInteractive, totalBlockingTime, type Observed } from './observer';

const RUNS = 9;
const SETTLE_MS = 300;
const BUDGET = { lcpOverStaticCopy: 1.1, cls: 0.02, publicOverSingle: 1.05, attemptOverSingle: 1.0 };

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
    // Closing the page sends its field data (a keepalive POST the backend writes to the database). The backend shares
    // the Node process that serves the files: the next visit starts after that write, not behind it.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
}

/** `RUNS` rounds, each visiting every URL once (roundOrder); per URL, its visits in round order. */
async function rounds(browser: Browser, urls: string[], session?: Record<string, string>): Promise<LabResult[][]> {
  const runs: LabResult[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const u of roundOrder(i, urls.length)) runs[u].push(await visit(browser, urls[u], session));
  return runs;
}

/** The median of each measure over the rounds. */
function medians(r: LabResult[]): LabResult {
  const m = (pick: (x: LabResult) => number) => median(r.map(pick));
  return {
    fcp: m((x) => x.fcp),
    lcp: m((x) => x.lcp),
    tti: m((x) => x.tti),
    tbt: m((x) => x.tbt),
    cls: m((x) => x.cls),
    path: { roundTrips: m((x) => x.path.roundTrips), bytes: m((x) => x.path.bytes) },
  };
}

/** The median over the rounds of `a ÷ b` within each round, with its interval. */
function pairedRatio(a: LabResult[], b: LabResult[], pick: (x: LabResult) => number) {
  const ratios = a.map((x, i) => pick(x) / pick(b[i]));
  const [lo, hi] = medianInterval(ratios);
  return { value: round(median(ratios), 2), interval: [round(lo, 2), round(hi, 2)] as [number, number] };
}

export async function benchLab(): Promise<void> {
  const s = await site();
  const single = await singleSite();
  const floorPage = await startFloorPage(s.stack.config);
  const browser = await launchChromium();
  const section = `lab (phone, median of ${RUNS})`;
  const versus = 'lab: federated ÷ prerendered single bundle';
  const ms = (value: number) => ({ value: Math.round(value), unit: 'ms' });
  try {
    const [floorVisits] = await rounds(browser, [floorPage.url]);
    const calibration = medians(floorVisits);
    let twinMeasured = false;
    for (const [label, path, signedIn] of measuredPages(s)) {
      const name = label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      const staticCopy = signedIn ? null : s.url(await writeStaticCopy(s.url(path), name));
      const twin = staticCopy && !twinMeasured ? s.url(await writeStaticCopy(s.url(path), `${name}-twin`)) : null;
      const urls = [s.url(path), single.url(path), ...(staticCopy ? [staticCopy] : []), ...(twin ? [twin] : [])];
      const visits = await rounds(browser, urls, signedIn ? s.session : undefined);
      const [f, b, copy] = visits.map(medians);
      if (twin) {
        twinMeasured = true;
        record({
          section: 'lab: resolution (A/A)',
          metric: `${label} static copy ÷ its identical twin, LCP (reads 1.0 but for noise)`,
          ...pairedRatio(visits[2], visits[3], (x) => x.lcp),
          unit: 'x',
        });
      }
      record({ section, metric: `${label} FCP`, ...ms(f.fcp) });
      record({ section, metric: `${label} LCP`, ...ms(f.lcp) });
      record({ section, metric: `${label} TTI`, ...ms(f.tti) });
      record({ section, metric: `${label} TBT`, ...ms(f.tbt) });
      record({ section, metric: `${label} CLS`, value: round(f.cls, 3), unit: '', budget: BUDGET.cls });
      // A page that painted nothing has no LCP: that is a failure, never a ratio of 0.
      const painted: [string, LabResult][] = [
        ['federated', f],
        ['single bundle', b],
        ...(copy ? [['static copy', copy] as [string, LabResult]] : []),
      ];
      for (const [name, r] of painted)
        if (!(r.lcp > 0))
          record({
            section,
            metric: `${label} ${name}: painted (LCP seen)`,
            value: 0,
            unit: '(no LCP: the page showed nothing)',
            budget: -1,
          });
      if (copy) {
        record({ section, metric: `${label} static copy (no scripts) LCP`, ...ms(copy.lcp) });
        record({
          section,
          metric: `${label} LCP ÷ static copy`,
          ...pairedRatio(visits[0], visits[2], (x) => x.lcp),
          unit: 'x',
          budget: BUDGET.lcpOverStaticCopy,
        });
        // Reference only (issue 30 §2): the one-heading page and the network floor built on it.
        const floor: Floor = networkFloor(f.path, { lcp: calibration.lcp, bytes: calibration.path.bytes });
        record({
          section,
          metric: `${label} LCP ÷ one-heading floor (reference)`,
          value: round(f.lcp / floor.ms, 2),
          unit: `x (floor ${Math.round(floor.ms)} ms: floor page ${Math.round(calibration.lcp)} ms; ${floor.roundTrips} round trips, ${kb(floor.bytes)} KiB)`,
        });
      }
      record({
        section: signedIn ? 'lab: single bundle' : 'lab: prerendered single bundle',
        metric: `${label} LCP / TTI`,
        value: Math.round(b.lcp),
        unit: `ms / ${Math.round(b.tti)} ms`,
      });
      const budget = signedIn ? BUDGET.attemptOverSingle : BUDGET.publicOverSingle;
      const against = signedIn ? 'lab: federated ÷ single bundle' : versus;
      record({ section: against, metric: `${label} LCP`, ...pairedRatio(visits[0], visits[1], (x) => x.lcp), unit: 'x', budget });
      record({ section: against, metric: `${label} TTI`, ...pairedRatio(visits[0], visits[1], (x) => x.tti), unit: 'x', budget });
    }
  } finally {
    await browser.close();
    await floorPage.close();
  }
}
