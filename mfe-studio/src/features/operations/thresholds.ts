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
