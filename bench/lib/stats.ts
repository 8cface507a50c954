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
  /**
   * Where the median of another run of as many rounds should fall (a prediction interval), rather than where this
   * run's true median lies: each side √2 times as wide, as the other run's median is as noisy as this one's. Two
   * runs of the lab disagree by that much even when nothing changed (docs/performance.md, issue 47).
   */
  predict?: boolean;
  /**
   * With `predict`: the standard deviation, on a log scale, of a run's median around the true one that the rounds of
   * one run cannot show (the machine's load over a whole run), measured across runs (docs/performance.md). Added to
   * each run's side of the prediction.
   */
  runToRun?: number;
}

/**
 * How far the median of a few noisy rounds could have landed by chance: the central `level` of the medians of
 * `resamples` resamples of `values` (in round order), each built from `block`-long runs of consecutive rounds.
 */
export function medianInterval(
  values: number[],
  { level = 0.9, resamples = 2000, block = 1, predict = false, runToRun = 0 }: IntervalOptions = {},
): [number, number] {
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
  const [lo, hi] = [percentile(medians, ((1 - level) / 2) * 100), percentile(medians, ((1 + level) / 2) * 100)];
  if (!predict) return [lo, hi];
  // On a log scale (a ratio), this run's half-width and the run-to-run spread, each for two runs.
  const m = median(values);
  // The normal quantile of the levels the bench uses (a run-to-run spread is taken as normal on a log scale).
  const z = { 0.9: 1.6449, 0.95: 1.96 }[level];
  if (z === undefined) throw new Error(`medianInterval: no prediction at level ${level}`);
  const side = (edge: number) => Math.SQRT2 * Math.hypot(Math.log(edge / m), z * runToRun);
  return [m * Math.exp(-side(lo)), m * Math.exp(side(hi))];
}
