import { formatVital, rate } from './thresholds';

test.each([
  ['LCP', 2500, 'good'],
  ['LCP', 2501, 'needs improvement'],
  ['LCP', 4001, 'poor'],
  ['INP', 200, 'good'],
  ['INP', 501, 'poor'],
  ['CLS', 0.1, 'good'],
  ['CLS', 0.2, 'needs improvement'],
  ['TTFB', 1900, 'poor'],
] as const)('%s at p75 %s is %s', (name, p75, rating) => {
  expect(rate(name, p75)).toBe(rating);
});

test('values read as people read them', () => {
  expect(formatVital('CLS', 0.0312)).toBe('0.03');
  expect(formatVital('INP', 184.4)).toBe('184 ms');
  expect(formatVital('LCP', 2612)).toBe('2.61 s');
});
