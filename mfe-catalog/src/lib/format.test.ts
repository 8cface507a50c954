import { formatIndianDate } from './dates';
import { formatDuration } from './duration';
import english from './messages/en.generated';
import hindi from './messages/hi.generated';

test('dates are formatted for India, in India time, in either language', () => {
  expect(formatIndianDate('2025-06-05T10:00:00Z')).toBe('05 Jun 2025');
  // 23:59:59.999 IST is 18:29 UTC the same day: still the 5th for an Indian reader.
  expect(formatIndianDate('2025-06-05T18:29:59.999Z')).toBe('05 Jun 2025');
  expect(formatIndianDate('2025-06-05T10:00:00Z', 'hi-IN')).toBe('05 जून 2025');
});

test('durations read as hours and minutes', () => {
  const t = english;
  expect(formatDuration(180, t)).toBe('3 hours');
  expect(formatDuration(120, t)).toBe('2 hours');
  expect(formatDuration(60, t)).toBe('1 hour');
  expect(formatDuration(90, t)).toBe('1 hour 30 minutes');
  expect(formatDuration(45, t)).toBe('45 minutes');
  expect(formatDuration(120, { ...english, ...hindi })).toBe('2 घंटे');
  expect(formatDuration(90, { ...english, ...hindi })).toBe('1 घंटा 30 मिनट');
});
