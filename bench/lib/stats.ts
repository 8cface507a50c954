import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';

/** The p-th percentile (0-100) of a sample, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values: number[]) => percentile(values, 50);

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * How far the median of a few noisy visits could have landed by chance: the central `level` of the medians of
 * `resamples` samples drawn with replacement from `values` (a percentile bootstrap).
 */
export function medianInterval(values: number[], level = 0.9, resamples = 2000): [number, number] {
  if (values.length === 0) return [NaN, NaN];
  // Seeded: one sample always gets the same interval, so a rerun of the report agrees.
  const rng = xoroshiro128plus(values.length);
  const draw = () => values[unsafeUniformIntDistribution(0, values.length - 1, rng)];
  const medians = Array.from({ length: resamples }, () => median(values.map(draw)));
  return [percentile(medians, ((1 - level) / 2) * 100), percentile(medians, ((1 + level) / 2) * 100)];
}
