import { formatIndianDate } from './dates';
import { formatDuration } from './duration';

test('dates are formatted for India, in India time', () => {
  expect(formatIndianDate('2025-06-05T10:00:00Z')).toBe('05 Jun 2025');
  // 23:59:59.999 IST is 18:29 UTC the same day: still the 5th for an Indian reader.
  expect(formatIndianDate('2025-06-05T18:29:59.999Z')).toBe('05 Jun 2025');
});

test('durations read as hours and minutes', () => {
  expect(formatDuration(180)).toBe('3 hours');
  expect(formatDuration(120)).toBe('2 hours');
  expect(formatDuration(60)).toBe('1 hour');
  expect(formatDuration(90)).toBe('1 hour 30 minutes');
  expect(formatDuration(45)).toBe('45 minutes');
});
