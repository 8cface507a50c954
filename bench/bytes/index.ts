// Bytes section: JavaScript and CSS of a first visit to each measured page, raw, gzip (the budget's unit) and on the
// wire (the server's encoding), from what Chromium fetched, split by the app that served it (the shell's origin or a remote's). Shared chunks count where they
// loaded from (react, react-dom, the router and supabase-js come from the shell).
import type { Browser } from 'playwright-core';
import { launchChromium, networkQuiet, openPage } from '../lib/chromium';
import { kb, recordFetches, total, type Fetched } from '../lib/fetched';
import { record } from '../lib/report';
import { site, type Site } from '../lib/site';

/**
 * First-visit gzip JavaScript budget of `/` (KiB): 170 as issue 30 left it, plus the 3 KiB field data may add to the
 * startup chunks (issue 34), plus 3 KiB for the site in two languages (issue 51: its English message texts, 1.8 KiB on
 * `/`, and the code that carries a language; decided in docs/i18n.md, "Bytes"). Field data's after-paint chunks are
 * counted apart.
 */
export const HOME_JS_BUDGET_KB = 176;

/**
 * Field data's own chunks (docs/field-data.md): the collector and web-vitals, which the shell fetches after the first
 * paint, in sessions that send. What field data adds to the startup chunks is measured against a build without it
 * (the docs' table); here the after-paint chunks are reported on their own, and kept out of the page's budget.
 */
const AFTER_PAINT = /\/assets\/(field-data|web-vitals)\.[0-9a-f]+\.js$/;

/** The article the bench measures: the blog's first. */
export const ARTICLE = 'nism-series-xa-overview';

/** [label, path, signed in]: every public page kind (prerendered), and the attempt page of a signed-in learner. */
export function measuredPages(s: Site): [string, string, boolean][] {
  return selected(allPages(s));
}

/** BENCH_PAGES=<regex> measures only the pages whose label matches (a quick run; a full run measures all). */
function selected(pages: [string, string, boolean][]): [string, string, boolean][] {
  const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
  return pages.filter(([label]) => !only || only.test(label));
}

function allPages(s: Site): [string, string, boolean][] {
  return [
    ['/', '/', false],
    ['/exams', '/exams', false],
    ['/exams/{id}/info', `/exams/${s.examId}/info`, false],
    ['/exams/{id}/plans', `/exams/${s.examId}/plans`, false],
    ['/blogs', '/blogs', false],
    ['/blogs/{article}', `/blogs/${ARTICLE}`, false],
    ['attempt', s.attemptPath, true],
  ];
}

/** One cold visit of `url`; what was fetched until the network was quiet. */
export async function fetchedOnVisit(browser: Browser, url: string, session?: Record<string, string>): Promise<Fetched[]> {
  const page = await openPage(browser, session ? { storage: { origin: new URL(url).origin, items: session } } : {});
  try {
    const recorder = recordFetches(page.cdp);
    const quiet = networkQuiet(page.page);
    await page.page.goto(url, { waitUntil: 'load' });
    await quiet;
    return await recorder.done();
  } finally {
    await page.close();
  }
}

/** Records the per-app rows of one page's visit; returns the total gzip JS in bytes. */
export function recordBytes(section: string, label: string, fetched: Fetched[], apps: Record<string, string>, jsBudgetKb?: number): number {
  const afterPaint = fetched.filter((f) => AFTER_PAINT.test(f.url));
  if (afterPaint.length) {
    const lazy = total(afterPaint, 'js');
    record({ section, metric: `${label} JS field data after first paint, gzip`, value: kb(lazy.gzip), unit: `KiB (${lazy.count} files)` });
  }
  fetched = fetched.filter((f) => !AFTER_PAINT.test(f.url));
  for (const [app, origin] of Object.entries(apps)) {
    const js = total(fetched, 'js', origin);
    const css = total(fetched, 'css', origin);
    if (js.count + css.count === 0) continue;
    record({
      section,
      metric: `${label} JS ${app}, gzip`,
      value: kb(js.gzip),
      unit: `KiB (raw ${kb(js.raw)}, wire ${kb(js.wire)}, ${js.count} files)`,
    });
    if (css.count) record({ section, metric: `${label} CSS ${app}, gzip`, value: kb(css.gzip), unit: `KiB (raw ${kb(css.raw)})` });
  }
  const js = total(fetched, 'js');
  const css = total(fetched, 'css');
  record({
    section,
    metric: `${label} JS total${afterPaint.length ? ' before field data' : ''}, gzip`,
    value: kb(js.gzip),
    unit: 'KiB',
    budget: jsBudgetKb,
  });
  record({ section, metric: `${label} JS total, raw / on the wire`, value: kb(js.raw), unit: `KiB / ${kb(js.wire)} KiB` });
  record({ section, metric: `${label} CSS total, gzip`, value: kb(css.gzip), unit: `KiB (raw ${kb(css.raw)})` });
  return js.gzip;
}

export async function benchBytes(): Promise<void> {
  const s = await site();
  const browser = await launchChromium();
  try {
    const totals = new Map<string, number>();
    for (const [label, path, signedIn] of [...measuredPages(s), ...hindiPages()]) {
      const fetched = await fetchedOnVisit(browser, s.url(path), signedIn ? s.session : undefined);
      // BENCH_FILES=1 lists each script the visit fetched, to see where a page's bytes are.
      if (process.env.BENCH_FILES)
        for (const f of fetched.filter((x) => x.type === 'js')) console.log(`    ${label} ${f.url} ${kb(f.gzip)} KiB gzip`);
      totals.set(label, recordBytes('bytes', label, fetched, s.stack.urls, label === '/' ? HOME_JS_BUDGET_KB : undefined));
      // The staff-only studio is served beside the learners' remotes; a learner's page fetches nothing from it.
      const fromStudio = fetched.filter((f) => f.origin === new URL(s.stack.urls.studio).origin);
      record({ section: 'bytes', metric: `${label} files from the studio`, value: fromStudio.length, unit: 'files', budget: 0 });
    }
    // What a page in Hindi adds to the same page in English: its translations' chunks (issue 51).
    for (const [label] of hindiPages()) {
      const english = totals.get(label.replace(/^\/hi/, '') || '/');
      if (english !== undefined)
        record({
          section: 'bytes',
          metric: `${label} JS over the English page, gzip`,
          value: kb(totals.get(label)! - english),
          unit: 'KiB',
        });
    }
  } finally {
    await browser.close();
  }
}

/** The home page in Hindi (bytes only): its translations load beside the English the bundle always holds. */
const hindiPages = () => selected([['/hi', '/hi', false]]);
