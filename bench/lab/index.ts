// Lab section: each measured page on the phone profile (4x CPU slowdown, slow 4G, cold cache). Every budget is a ratio
// of two variants measured in the same rounds: a round visits every page still measured, each page's variants one
// after the other (roundOrder: none is always first, or always after the same variant), so the machine's drift from
// one round to the next cancels (issue 30). The budgets:
// - a public page's LCP ÷ the LCP of its own static copy (the same prerendered document with every script removed,
//   served by the same server: static-copy.ts) ≤ 1.10: our scripts do not delay the paint;
// - public pages, federated ÷ the prerendered single bundle (single-site.ts) ≤ 1.05 for LCP and ≤ 1.20 for TTI
//   (issue 47: the public pages start their scripts after the first paint, and pay for it in TTI);
// - the attempt page, federated ÷ single bundle ≤ 1.0 for LCP and TTI, and (issue 47 §3) each build's LCP ÷ the same
//   build with its early read switched off (contracts' EARLY_READ_SWITCH in the visit's localStorage) ≤ 0.85;
// - the one-heading floor page (floor.ts) is visited in the first rounds and printed as a reference.
// Issue 47 §1: each ratio is the median over the rounds of the ratio within a round, judged by its 90 % interval
// (where another run's median should fall: INTERVAL below, lib/stats.ts): over, held or undecided (lib/verdict.ts). While a
// budgeted row is undecided the lab adds rounds of its page, up to a cap (sampling.ts). An A/A pair, two identical
// static copies of `/`, is visited in every round; when its interval excludes 1.0 the run's verdicts are void, and
// the section is measured once more; void again fails the run ("too busy to judge").
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { EARLY_READ_SWITCH } from '@nism/contracts';
import { measuredPages } from '../bytes';
import { singleSite } from '../federation/single-site';
import { launchChromium, networkQuiet, openPage } from '../lib/chromium';
import { kb } from '../lib/fetched';
import { record, type Row } from '../lib/report';
import { site, type Site } from '../lib/site';
import { median, medianInterval, round, type IntervalOptions } from '../lib/stats';
import { aaHolds, couldDecide, judge } from '../lib/verdict';
import { criticalPath, networkFloor, recordTransfers, startFloorPage, type Floor } from './floor';
import { roundOrder } from './round-order';
import { sampleUntilDecided, type SamplingPlan } from './sampling';
import { writeStaticCopy } from './static-copy';
import { cumulativeLayoutShift, OBSERVER_SCRIPT, READ_OBSERVED, timeToInteractive, totalBlockingTime, type Observed } from './observer';

/** 9 rounds at least (issue 30), 36 at most; `BENCH_LAB_ROUNDS=min,max` for a quick look while developing. */
const PLAN: SamplingPlan = (() => {
  const [min, max] = (process.env.BENCH_LAB_ROUNDS ?? '9,36').split(',').map(Number);
  return { minRounds: min, maxRounds: Math.max(min, max || min) };
})();
/**
 * The interval a verdict reads (issue 47 §1): where another run's median of as many rounds should fall, not only this
 * run's. A percentile bootstrap over the rounds (block 1: blocks of consecutive rounds narrowed it at 9-18 rounds),
 * √2 as wide for the other run's own noise, plus a run-to-run spread RUN_TO_RUN (log scale) that no run's rounds show:
 * the machine's load over a whole run. RUN_TO_RUN is the least spread with which, in the runs of the three-run check,
 * every median fell inside every other run's interval (bench/lab/cross-run.ts; docs/performance.md).
 */
const RUN_TO_RUN = Number(process.env.BENCH_LAB_RUN_TO_RUN ?? 0.15);
const INTERVAL = { block: 1, predict: true, runToRun: RUN_TO_RUN } as const;
/** How narrow a budget's interval can get with any number of rounds (log scale, each side): the run-to-run part. */
const FLOOR = Math.SQRT2 * 1.6449 * RUN_TO_RUN;
/**
 * The A/A guard asks whether this run's rounds are as noisy as its intervals say: its own 90 % interval (a percentile
 * bootstrap of this run's rounds, no run-to-run part), which excludes 1.0 when the run was disturbed beyond that.
 */
const AA_INTERVAL = { block: 1 } as const;
const SETTLE_MS = 300;
const BUDGET = {
  lcpOverStaticCopy: 1.1,
  cls: 0.02,
  publicLcpOverSingle: 1.05,
  publicTtiOverSingle: 1.2,
  attemptOverSingle: 1.0,
  attemptOverNoEarlyRead: 0.85,
};

export interface LabResult {
  fcp: number;
  lcp: number;
  tti: number;
  tbt: number;
  cls: number;
  /** The round trips and bytes on the path to the LCP element. */
  path: { roundTrips: number; bytes: number };
}

interface Variant {
  url: string;
  visits: LabResult[];
  /** localStorage items of this variant's visits, beside the group's session (the early read's off switch). */
  storage?: Record<string, string>;
}

/** One page and its variants, or the A/A pair, or the floor page: visited together in each round it is in. */
interface Group {
  label: string;
  session?: Record<string, string>;
  variants: Variant[];
  /** The group's budgeted ratios, from its visits so far. */
  ratios(): RatioRow[];
}

interface RatioRow extends Row {
  value: number;
  interval: [number, number];
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
export function pairedRatio(a: LabResult[], b: LabResult[], pick: (x: LabResult) => number, interval: IntervalOptions = INTERVAL) {
  const ratios = a.map((x, i) => pick(x) / pick(b[i]));
  const [lo, hi] = medianInterval(ratios, interval);
  return { value: round(median(ratios), 2), interval: [round(lo, 2), round(hi, 2)] as [number, number] };
}

const slug = (label: string) => label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home';
const variant = (url: string, storage?: Record<string, string>): Variant => ({ url, visits: [], storage });
const EARLY_READ_OFF = { [EARLY_READ_SWITCH]: 'off' };

/**
 * A measured page's group: federated, single bundle and, for a public page, its static copy; for the attempt page,
 * each build again with its early read switched off.
 */
async function pageGroup(s: Site, singleUrl: (p: string) => string, [label, path, signedIn]: [string, string, boolean]): Promise<Group> {
  const variants = [variant(s.url(path)), variant(singleUrl(path))];
  if (!signedIn) variants.push(variant(s.url(await writeStaticCopy(s.url(path), slug(label)))));
  else variants.push(variant(s.url(path), EARLY_READ_OFF), variant(singleUrl(path), EARLY_READ_OFF));
  const [f, b, copy] = signedIn ? variants.slice(0, 2) : variants;
  const [fOff, bOff] = signedIn ? variants.slice(2) : [];
  const section = signedIn ? 'lab: federated ÷ single bundle' : 'lab: federated ÷ prerendered single bundle';
  return {
    label,
    session: signedIn ? s.session : undefined,
    variants,
    ratios: () => [
      ...(copy
        ? [
            {
              section: 'lab: LCP ÷ static copy',
              metric: `${label} LCP ÷ static copy`,
              ...pairedRatio(f.visits, copy.visits, (x) => x.lcp),
              unit: 'x',
              budget: BUDGET.lcpOverStaticCopy,
            },
          ]
        : []),
      {
        section,
        metric: `${label} LCP`,
        ...pairedRatio(f.visits, b.visits, (x) => x.lcp),
        unit: 'x',
        budget: signedIn ? BUDGET.attemptOverSingle : BUDGET.publicLcpOverSingle,
      },
      {
        section,
        metric: `${label} TTI`,
        ...pairedRatio(f.visits, b.visits, (x) => x.tti),
        unit: 'x',
        budget: signedIn ? BUDGET.attemptOverSingle : BUDGET.publicTtiOverSingle,
      },
      ...(fOff && bOff
        ? (
            [
              ['federated', f, fOff],
              ['single bundle', b, bOff],
            ] as const
          ).map(([build, on, off]) => ({
            section: 'lab: early read ÷ early read off (same build)',
            metric: `${label} LCP, ${build}`,
            ...pairedRatio(on.visits, off.visits, (x) => x.lcp),
            unit: 'x',
            budget: BUDGET.attemptOverNoEarlyRead,
          }))
        : []),
    ],
  };
}

interface LabRun {
  rounds: number;
  aa: ReturnType<typeof pairedRatio>;
  rows: Row[];
}

/** One measurement of the section: rounds until decided, then its rows (not yet recorded). */
async function measure(browser: Browser, s: Site, singleUrl: (p: string) => string, floorUrl: string, attempt: number): Promise<LabRun> {
  const groups: Group[] = [];
  for (const page of measuredPages(s)) groups.push(await pageGroup(s, singleUrl, page));
  const aaCopy = await writeStaticCopy(s.url('/'), `aa-${attempt}`);
  const aaTwin = await writeStaticCopy(s.url('/'), `aa-${attempt}-twin`);
  const aa: Group = { label: 'A/A', variants: [variant(s.url(aaCopy)), variant(s.url(aaTwin))], ratios: () => [] };
  const floor: Group = { label: 'floor', variants: [variant(floorUrl)], ratios: () => [] };
  const started = Date.now();
  const rounds = await sampleUntilDecided<Group>({
    plan: PLAN,
    groups,
    guards: [aa],
    references: [floor],
    async visitRound(i, visited) {
      // The groups in turn (the first of one round is the last of the next), each one's variants in roundOrder.
      for (const g of roundOrder(i, visited.length).map((k) => visited[k]))
        for (const v of roundOrder(i, g.variants.length).map((k) => g.variants[k]))
          v.visits.push(await visit(browser, v.url, g.session || v.storage ? { ...g.session, ...v.storage } : undefined));
    },
    // More rounds only for a row they could decide: the run-to-run part of the interval does not shrink with rounds.
    undecided: (g) =>
      g.ratios().some((r) => judge(r.value, r.budget!, r.interval) === 'undecided' && couldDecide(r.value, r.budget!, FLOOR)),
    progress(i, open) {
      const elapsed = Math.round((Date.now() - started) / 1000);
      if (i >= PLAN.minRounds || open.length === 0)
        console.log(
          `  lab: after ${i} rounds (${elapsed} s), ${open.length ? `more rounds for: ${open.map((g) => g.label).join(', ')}` : 'no row that more rounds could decide'}`,
        );
    },
  });

  // Every visit, by group and variant, for checking the interval's method across runs (docs/performance.md).
  const out = path.resolve(__dirname, '..', '..', '.bench');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `lab-visits-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify([...groups, aa].map((g) => ({ label: g.label, variants: g.variants.map((v) => ({ url: v.url, visits: v.visits })) }))),
  );
  const rows: Row[] = [];
  const aaRatio = pairedRatio(aa.variants[0].visits, aa.variants[1].visits, (x) => x.lcp, AA_INTERVAL);
  const ms = (value: number) => ({ value: Math.round(value), unit: 'ms' });
  const calibration = medians(floor.variants[0].visits);
  for (const g of groups) {
    const n = g.variants[0].visits.length;
    const section = `lab (phone, median of ${n} rounds)`;
    const all = g.variants.map((v) => medians(v.visits));
    const [f, b] = all;
    const copy = g.session ? undefined : all[2];
    const off = g.session ? all.slice(2) : [];
    rows.push({ section, metric: `${g.label} FCP`, ...ms(f.fcp) });
    rows.push({ section, metric: `${g.label} LCP`, ...ms(f.lcp) });
    rows.push({ section, metric: `${g.label} TTI`, ...ms(f.tti) });
    rows.push({ section, metric: `${g.label} TBT`, ...ms(f.tbt) });
    rows.push({ section, metric: `${g.label} CLS`, value: round(f.cls, 3), unit: '', budget: BUDGET.cls });
    // A page that painted nothing has no LCP: that is a failure, never a ratio of 0.
    const painted: [string, LabResult | undefined][] = [
      ['federated', f],
      ['single bundle', b],
      ['static copy', copy],
      ['federated, early read off', off[0]],
      ['single bundle, early read off', off[1]],
    ];
    for (const [name, r] of painted)
      if (r && !(r.lcp > 0))
        rows.push({
          section,
          metric: `${g.label} ${name}: painted (LCP seen)`,
          value: 0,
          unit: '(no LCP: the page showed nothing)',
          budget: -1,
        });
    if (copy) {
      rows.push({ section, metric: `${g.label} static copy (no scripts) LCP`, ...ms(copy.lcp) });
      // Reference only (issue 30 §2): the one-heading page and the network floor built on it.
      const fl: Floor = networkFloor(f.path, { lcp: calibration.lcp, bytes: calibration.path.bytes });
      rows.push({
        section,
        metric: `${g.label} LCP ÷ one-heading floor (reference)`,
        value: round(f.lcp / fl.ms, 2),
        unit: `x (floor ${Math.round(fl.ms)} ms: floor page ${Math.round(calibration.lcp)} ms; ${fl.roundTrips} round trips, ${kb(fl.bytes)} KiB)`,
      });
    }
    rows.push({
      section: g.session ? 'lab: single bundle' : 'lab: prerendered single bundle',
      metric: `${g.label} LCP / TTI`,
      value: Math.round(b.lcp),
      unit: `ms / ${Math.round(b.tti)} ms`,
    });
    off.forEach((r, i) =>
      rows.push({
        section: 'lab: early read off',
        metric: `${g.label} ${i === 0 ? 'federated' : 'single bundle'} LCP / TTI`,
        value: Math.round(r.lcp),
        unit: `ms / ${Math.round(r.tti)} ms`,
      }),
    );
    rows.push(...g.ratios().map((r) => ({ ...r, metric: `${r.metric} (${n} rounds)` })));
  }
  return { rounds, aa: aaRatio, rows };
}

/** The A/A row: its check is its own verdict, printed with the round count. */
function aaRow(run: LabRun, attempt: string): Row {
  return {
    section: 'lab: resolution (A/A)',
    metric: `${attempt}static copy of / ÷ its identical twin, LCP, ${run.rounds} rounds (check: this run's own interval holds 1.0)`,
    ...run.aa,
    unit: `x: ${aaHolds(run.aa.interval) ? 'passed' : 'FAILED, the verdicts are void'}`,
  };
}

export async function benchLab(): Promise<void> {
  const s = await site();
  const single = await singleSite();
  const floorPage = await startFloorPage(s.stack.config);
  const browser = await launchChromium();
  try {
    const first = await measure(browser, s, single.url, floorPage.url, 1);
    if (aaHolds(first.aa.interval)) {
      record(aaRow(first, ''));
      first.rows.forEach(record);
      return;
    }
    record({ ...aaRow(first, 'first measurement: '), void: true });
    console.log('  lab: the A/A interval excludes 1.0, so this run cannot judge: measuring the section once more');
    const second = await measure(browser, s, single.url, floorPage.url, 2);
    const held = aaHolds(second.aa.interval);
    record(aaRow(second, 'second measurement: '));
    // Void: the ratios the noise decides. A page that painted nothing, or shifted, fails whatever the A/A row says.
    second.rows.forEach((r) => record(held || !r.interval ? r : { ...r, void: true }));
    if (!held)
      record({
        section: 'lab: resolution (A/A)',
        metric: 'too busy to judge: the A/A interval excluded 1.0 twice',
        value: NaN,
        unit: '',
        budget: 1,
      });
  } finally {
    await browser.close();
    await floorPage.close();
  }
}
