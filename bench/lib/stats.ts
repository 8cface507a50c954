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

export interface IntervalOptions {
  /** The central share of the resampled medians the interval holds. */
  level?: number;
  resamples?: number;
  /**
   * Rounds drawn together, in their order (a circular block bootstrap). 1 draws single rounds (a plain percentile
   * bootstrap), which treats the rounds as independent; longer blocks keep a stretch of the machine's drift (a busy
   * minute touches several consecutive rounds) inside each resample, so the interval sees that drift too.
   */
  block?: number;
}

/**
 * How far the median of a few noisy rounds could have landed by chance: the central `level` of the medians of
 * `resamples` resamples of `values` (in round order), each built from `block`-long runs of consecutive rounds.
 */
export function medianInterval(values: number[], { level = 0.9, resamples = 2000, block = 1 }: IntervalOptions = {}): [number, number] {
  const n = values.length;
  if (n === 0) return [NaN, NaN];
  // At most a third of the sample: a block as long as the sample only rotates it, and every resample has its median.
  const b = Math.max(1, Math.min(block, Math.floor(n / 3)));
  // Seeded: one sample always gets the same interval, so a rerun of the report agrees.
  const rng = xoroshiro128plus(n);
  const resample = () => {
    const out: number[] = [];
    while (out.length < n) {
      const start = unsafeUniformIntDistribution(0, n - 1, rng);
      for (let j = 0; j < b && out.length < n; j++) out.push(values[(start + j) % n]);
    }
    return out;
  };
  const medians = Array.from({ length: resamples }, () => median(resample()));
  return [percentile(medians, ((1 - level) / 2) * 100), percentile(medians, ((1 + level) / 2) * 100)];
}
