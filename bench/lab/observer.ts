// Injected before the page's scripts: records paint, LCP, layout shifts and long tasks as they happen.
export const OBSERVER_SCRIPT = `(() => {
  const perf = (window.__benchPerf = { fcp: 0, lcp: 0, lcpUrl: '', shifts: [], longTasks: [] });
  const watch = (type, fn) => { try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') perf.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { perf.lcp = e.startTime; perf.lcpUrl = e.url; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) perf.shifts.push([e.startTime, e.value]); });
  watch('longtask', (e) => { perf.longTasks.push([e.startTime, e.duration]); });
})();`;

/** Read after the visit: what the observer saw, with the navigation's DOMContentLoaded and the render-blocking files. */
export const READ_OBSERVED = `({
  ...window.__benchPerf,
  dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
  blocking: performance.getEntriesByType('resource').filter((r) => r.renderBlockingStatus === 'blocking').map((r) => r.name),
})`;

export interface Observed {
  fcp: number;
  lcp: number;
  /** The LCP element's image URL; '' for text. */
  lcpUrl: string;
  dcl: number;
  blocking: string[];
  shifts: [number, number][];
  longTasks: [number, number][];
}

/** CLS as Chrome defines it: the largest session window (shifts < 1 s apart, window at most 5 s). */
export function cumulativeLayoutShift(shifts: [number, number][]): number {
  let worst = 0;
  let sum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const [at, value] of shifts) {
    if (at - last > 1000 || at - windowStart > 5000) {
      sum = 0;
      windowStart = at;
    }
    sum += value;
    last = at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** Total blocking time: each long task's time beyond 50 ms, counting only what runs after FCP. */
export function totalBlockingTime(longTasks: [number, number][], fcp: number): number {
  let tbt = 0;
  for (const [start, duration] of longTasks) {
    const end = start + duration;
    if (end <= fcp || duration <= 50) continue;
    const counted = end - Math.max(start, fcp);
    tbt += Math.max(0, counted - 50);
  }
  return tbt;
}

/**
 * Time to interactive as Lighthouse defines it, over the visit we watch (until the network has been quiet for a
 * second): the end of the last long task, and never before FCP or DOMContentLoaded. Hydrating a prerendered page, or
 * rendering a client-side one, is such a task on the phone profile, so this is when the page answers input.
 */
export function timeToInteractive(o: Pick<Observed, 'fcp' | 'dcl' | 'longTasks'>): number {
  return Math.max(o.fcp, o.dcl, ...o.longTasks.map(([start, duration]) => start + duration));
}
