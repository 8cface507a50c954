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

  it('holds the sample median and has no width when every visit agrees', () => {
    const [lo, hi] = medianInterval(noisy);
    expect(lo).toBeLessThanOrEqual(median(noisy));
    expect(hi).toBeGreaterThanOrEqual(median(noisy));
    expect(medianInterval([1.1, 1.1, 1.1])).toEqual([1.1, 1.1]);
  });

  it('is wider for noisier visits', () => {
    const width = ([lo, hi]: [number, number]) => hi - lo;
    expect(width(medianInterval(noisy))).toBeGreaterThan(5 * width(medianInterval(steady)));
  });

  it('gives one sample the same interval every time', () => {
    expect(medianInterval(noisy)).toEqual(medianInterval([...noisy]));
  });
});
