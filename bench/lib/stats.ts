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

/** A seeded generator (mulberry32): one sample always gets the same interval, so a rerun of the report agrees. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How far the median of a few noisy visits could have landed by chance: the central `level` of the medians of
 * `resamples` samples drawn with replacement from `values` (a percentile bootstrap).
 */
export function medianInterval(values: number[], level = 0.9, resamples = 2000): [number, number] {
  if (values.length === 0) return [NaN, NaN];
  const random = seeded(values.length);
  const medians = Array.from({ length: resamples }, () => median(values.map(() => values[Math.floor(random() * values.length)])));
  return [percentile(medians, ((1 - level) / 2) * 100), percentile(medians, ((1 + level) / 2) * 100)];
}
