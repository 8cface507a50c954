import type { VitalName } from './api/fetch-field-data';

/**
 * web.dev's thresholds for each vital at the 75th percentile: at or under `good` is good, over `poor` is poor, and
 * between them needs improvement. CLS has no unit; the others are milliseconds.
 */
export const THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = 'good' | 'needs improvement' | 'poor';

export function rate(name: VitalName, p75: number): Rating {
  const t = THRESHOLDS[name];
  return p75 <= t.good ? 'good' : p75 <= t.poor ? 'needs improvement' : 'poor';
}

/** A vital's value as people read it: CLS to two places, times in ms or s. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** Issue 47 §4: the field's budgets at p75, Google's "good" thresholds for the Core Web Vitals. */
export const FIELD_BUDGETS: Partial<Record<VitalName, number>> = {
  LCP: THRESHOLDS.LCP.good,
  INP: THRESHOLDS.INP.good,
  CLS: THRESHOLDS.CLS.good,
};

/**
 * Fewer samples than this cannot mark a row over: a p75 of a handful of visits moves with one slow phone. 50 is
 * where the p75 of a route's visits stops jumping by more than its budget's margin between two hours of a day.
 */
export const MIN_SAMPLES = 50;

export type BudgetVerdict = 'over' | 'within' | 'too few samples' | 'no budget';

/** A row against its budget: over only when over with at least MIN_SAMPLES samples. */
export function judgeField(name: VitalName, p75: number, samples: number): BudgetVerdict {
  const budget = FIELD_BUDGETS[name];
  if (budget === undefined) return 'no budget';
  if (p75 <= budget) return 'within';
  return samples >= MIN_SAMPLES ? 'over' : 'too few samples';
}
