// Lab section: FCP, LCP, total blocking time and CLS on the phone profile (4x CPU slowdown, slow 4G, cold cache),
// the median of 5 cold visits per page.
import type { Browser } from 'playwright-core';
import { launchChromium, networkQuiet, openPage } from '../lib/chromium';
import { record } from '../lib/report';
import { site, type Site } from '../lib/site';
import { median, round } from '../lib/stats';
import { cumulativeLayoutShift, OBSERVER_SCRIPT, totalBlockingTime, type Observed } from './observer';

const RUNS = 5;

export interface LabResult {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
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
    const quiet = networkQuiet(page.page);
    await page.page.goto(url, { waitUntil: 'load' });
    await quiet;
    const o = (await page.page.evaluate('window.__benchPerf')) as Observed;
    return { fcp: o.fcp, lcp: o.lcp, tbt: totalBlockingTime(o.longTasks, o.fcp), cls: cumulativeLayoutShift(o.shifts) };
  } finally {
    await page.close();
  }
}

/** The median of each metric over `RUNS` cold visits. */
export async function labMedians(browser: Browser, url: string, session?: Record<string, string>): Promise<LabResult> {
  const runs: LabResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url, session));
  const m = (k: keyof LabResult) => median(runs.map((r) => r[k]));
  return { fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') };
}

/** `budgets`: 'home' for `/`, 'page' for every other page, 'none' for the single-bundle comparison build. */
export function recordLab(section: string, label: string, r: LabResult, budgets: 'home' | 'page' | 'none'): void {
  const home = budgets === 'home';
  const on = budgets !== 'none';
  record({ section, metric: `${label} FCP`, value: Math.round(r.fcp), unit: 'ms' });
  record({ section, metric: `${label} LCP`, value: Math.round(r.lcp), unit: 'ms', budget: on ? (home ? 1800 : 2000) : undefined });
  record({ section, metric: `${label} TBT`, value: Math.round(r.tbt), unit: 'ms', budget: home ? 150 : undefined });
  record({ section, metric: `${label} CLS`, value: round(r.cls, 3), unit: '', budget: on ? 0.05 : undefined });
}

export function labPages(s: Site): [string, string, Record<string, string> | undefined][] {
  return [
    ['/', '/', undefined],
    ['/exams', '/exams', undefined],
    ['/exams/{id}/plans', `/exams/${s.examId}/plans`, undefined],
    ['/blogs', '/blogs', undefined],
    ['attempt', s.attemptPath, s.session],
  ];
}

export async function benchLab(): Promise<void> {
  const s = await site();
  const browser = await launchChromium();
  try {
    for (const [label, path, session] of labPages(s)) {
      recordLab('lab (phone, median of 5)', label, await labMedians(browser, s.url(path), session), label === '/' ? 'home' : 'page');
    }
  } finally {
    await browser.close();
  }
}
