import { crossRun, ratiosOf, runToRunSpread } from './cross-run';

const visits = (lcps: number[]) => lcps.map((lcp) => ({ lcp, tti: lcp * 2 }));

it("takes a page's ratios per round: federated over the single bundle and over its static copy", () => {
  const ratios = ratiosOf({
    label: '/',
    variants: [
      { url: 'f', visits: visits([110, 120]) },
      { url: 's', visits: visits([100, 100]) },
      { url: 'c', visits: visits([100, 120]) },
    ],
  });
  expect(ratios['/ LCP ÷ single']).toEqual([1.1, 1.2]);
  expect(ratios['/ TTI ÷ single']).toEqual([1.1, 1.2]);
  expect(ratios['/ LCP ÷ static copy']).toEqual([1.1, 1]);
});

it('counts the medians that fall outside another run’s interval', () => {
  const steady = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99];
  const shifted = steady.map((x) => x + 0.2);
  const [block1] = crossRun([{ r: steady }, { r: steady }, { r: shifted }], [{ block: 1, predict: false }]);
  expect(block1.checks).toBe(6);
  // The shifted run's median is outside both others', and theirs outside its interval.
  expect(block1.misses).toBe(4);
});

it('finds no run-to-run spread in runs that agree, and the shift between runs that do not', () => {
  const steady = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99];
  expect(runToRunSpread([{ r: steady }, { r: [...steady] }, { r: [...steady] }])).toBe(0);
  const shifted = (f: number) => steady.map((x) => x * f);
  // Medians at 1, 1.1 and 0.9: a log-scale spread near 0.1, less the little each run's own interval holds.
  const spread = runToRunSpread([{ r: steady }, { r: shifted(1.1) }, { r: shifted(0.9) }]);
  expect(spread).toBeGreaterThan(0.08);
  expect(spread).toBeLessThan(0.11);
});
