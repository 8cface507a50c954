import { unwrap } from './api-error';
import { noteRetryAfter, parseRetryAfter } from './retry-after';

test('Retry-After in seconds or as a date, as milliseconds from now', () => {
  const now = Date.parse('2026-12-06T04:00:00Z');
  expect(parseRetryAfter('3', now)).toBe(3000);
  expect(parseRetryAfter('Sun, 06 Dec 2026 04:00:10 GMT', now)).toBe(10_000);
  expect(parseRetryAfter(null, now)).toBeUndefined();
  expect(parseRetryAfter('soon', now)).toBeUndefined();
});

test("a busy server's 429 reaches the ApiError with the wait it asked for; other answers carry none", () => {
  const headers = { get: (name: string) => (name.toLowerCase() === 'retry-after' ? '2' : null) } as Headers;
  noteRetryAfter({ status: 429, headers });
  const busy = () => unwrap({ data: null, error: { message: 'Too many requests' }, status: 429 });
  expect(busy).toThrow(expect.objectContaining({ status: 429, retryAfterMs: 2000 }));
  const refused = () => unwrap({ data: null, error: { message: 'Attempt deadline has passed', code: 'P0001' }, status: 400 });
  expect(refused).toThrow(expect.objectContaining({ retryAfterMs: undefined }));
});
