import { median, medianInterval, percentile } from './stats';

describe('percentile and median', () => {
  it('take the nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 0)).toBe(1);
    expect(percentile([5, 1, 4, 2, 3], 100)).toBe(5);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('medianInterval', () => {
  const steady = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99];
  const noisy = [0.72, 1.41, 0.9, 1.3, 1.05, 0.81, 1.62, 1.0, 1.18];
  const width = ([lo, hi]: [number, number]) => hi - lo;

  it('holds the sample median and has no width when every visit agrees', () => {
    for (const block of [1, 3]) {
      const [lo, hi] = medianInterval(noisy, { block });
      expect(lo).toBeLessThanOrEqual(median(noisy));
      expect(hi).toBeGreaterThanOrEqual(median(noisy));
    }
    expect(medianInterval([1.1, 1.1, 1.1])).toEqual([1.1, 1.1]);
  });

  it('is wider for noisier visits', () => {
    expect(width(medianInterval(noisy))).toBeGreaterThan(5 * width(medianInterval(steady)));
  });

  it('gives one sample the same interval every time', () => {
    expect(medianInterval(noisy, { block: 3 })).toEqual(medianInterval([...noisy], { block: 3 }));
  });

  it('narrows as rounds are added', () => {
    const more = Array.from({ length: 4 }, () => noisy).flat();
    expect(width(medianInterval(more))).toBeLessThan(width(medianInterval(noisy)));
  });

  // A machine that gets busy for a stretch of the run: the ratio drifts up over consecutive rounds. Drawn round by
  // round, resamples mix early and late rounds evenly; drawn in blocks, some resamples catch more of the busy
  // stretch, as another run of the lab would, so the interval is wider.
  it('in blocks of consecutive rounds, sees a drift that single rounds hide', () => {
    const drifting = Array.from({ length: 18 }, (_, i) => 0.96 + i / 100);
    expect(width(medianInterval(drifting, { block: 3 }))).toBeGreaterThan(width(medianInterval(drifting, { block: 1 })));
  });

  it("as a prediction of another run's median, is √2 times as wide on each side (on a log scale), and wider still with a run-to-run spread", () => {
    const [lo, hi] = medianInterval(noisy);
    const [plo, phi] = medianInterval(noisy, { predict: true });
    const m = median(noisy);
    expect(Math.log(m / plo)).toBeCloseTo(Math.SQRT2 * Math.log(m / lo), 10);
    expect(Math.log(phi / m)).toBeCloseTo(Math.SQRT2 * Math.log(hi / m), 10);
    const [wlo, whi] = medianInterval(noisy, { predict: true, runToRun: 0.05 });
    expect(wlo).toBeLessThan(plo);
    expect(whi).toBeGreaterThan(phi);
    // Every round alike: only the run-to-run spread is left, √2 × 1.645 × 0.05 on a log scale each side.
    const [slo, shi] = medianInterval([1, 1, 1], { predict: true, runToRun: 0.05 });
    expect(Math.log(shi)).toBeCloseTo(Math.SQRT2 * 1.6449 * 0.05, 3);
    expect(Math.log(slo)).toBeCloseTo(-Math.SQRT2 * 1.6449 * 0.05, 3);
  });

  it('takes blocks of a third of the sample at most, so that a short sample still has an interval', () => {
    expect(medianInterval(noisy, { block: 50 })).toEqual(medianInterval(noisy, { block: 3 }));
    const [lo, hi] = medianInterval([0.94, 1.24, 1.1], { block: 3 });
    expect(hi - lo).toBeGreaterThan(0);
  });
});
