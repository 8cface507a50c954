import { act, render, screen } from '@testing-library/react';
import { ExamTimer } from './ExamTimer';
import { formatRemaining } from '../../../lib/time-format';
import { RESYNC_INTERVAL_MS } from '../hooks/use-exam-timer';

const NOW = new Date('2025-06-01T10:00:00Z').getTime();

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

function renderTimer({ secondsLeft = 600, offsetMs = 0, serverTime = jest.fn(async () => Date.now() + offsetMs) } = {}) {
  const onExpire = jest.fn();
  render(<ExamTimer deadlineMs={NOW + secondsLeft * 1000} initialOffsetMs={offsetMs} getServerTime={serverTime} onExpire={onExpire} />);
  return { onExpire, serverTime, clock: () => screen.getByRole('timer').textContent };
}

test('formats seconds as minutes:seconds, including papers over an hour, never negative', () => {
  expect(formatRemaining(0)).toBe('00:00');
  expect(formatRemaining(59)).toBe('00:59');
  expect(formatRemaining(125)).toBe('02:05');
  expect(formatRemaining(900)).toBe('15:00');
  expect(formatRemaining(7200)).toBe('120:00');
  expect(formatRemaining(-5)).toBe('00:00');
});

test('counts down from the server deadline, not from page load', async () => {
  const { clock } = renderTimer({ secondsLeft: 754 });
  expect(clock()).toBe('12:34');
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(clock()).toBe('12:32');
});

test('uses the server clock: a device clock 10 minutes fast changes nothing', () => {
  // The device is 10 minutes ahead, so server minus device is -10 minutes.
  jest.setSystemTime(NOW + 10 * 60_000);
  const { clock } = renderTimer({ secondsLeft: 900, offsetMs: -10 * 60_000 });
  expect(clock()).toBe('15:00');
});

test('resynchronises with the server every 30 s', async () => {
  let serverAhead = 0;
  const serverTime = jest.fn(async () => Date.now() + serverAhead);
  const { clock } = renderTimer({ secondsLeft: 600, serverTime });
  serverAhead = 60_000; // the device clock was moved back a minute while the test ran
  await act(() => jest.advanceTimersByTimeAsync(RESYNC_INTERVAL_MS));
  expect(serverTime).toHaveBeenCalledTimes(1);
  expect(clock()).toBe('08:30'); // 600 s - 30 s elapsed - the server's extra minute
});

test('resynchronises when the tab becomes visible again', async () => {
  const { serverTime } = renderTimer();
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(serverTime).toHaveBeenCalledTimes(1);
});

test('announces warnings at 5 minutes and 1 minute, not every second', async () => {
  renderTimer({ secondsLeft: 302 });
  const announcer = screen.getByTestId('timer-announcer');
  expect(announcer).toHaveAttribute('aria-live', 'assertive');
  expect(announcer).toHaveTextContent('');
  expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(announcer).toHaveTextContent('Less than 5 minutes remaining.');
  await act(() => jest.advanceTimersByTimeAsync(240_000));
  expect(announcer).toHaveTextContent('Less than 1 minute remaining.');
});

test('auto-submits exactly once when it reaches zero', async () => {
  const { onExpire, clock } = renderTimer({ secondsLeft: 3 });
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(onExpire).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(clock()).toBe('00:00');
  expect(onExpire).toHaveBeenCalledTimes(1);
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(onExpire).toHaveBeenCalledTimes(1);
});

test('an attempt opened after its deadline submits at once', () => {
  const { onExpire, clock } = renderTimer({ secondsLeft: -30 });
  expect(clock()).toBe('00:00');
  expect(onExpire).toHaveBeenCalledTimes(1);
});

test('reads --:-- until the server clock is known, then counts from it; nothing expires before', async () => {
  const onExpire = jest.fn();
  const props = { getServerTime: jest.fn(async () => Date.now()), onExpire };
  const { rerender } = render(<ExamTimer {...props} deadlineMs={NOW - 1000} initialOffsetMs={null} />);
  expect(screen.getByRole('timer')).toHaveTextContent('--:--');
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(onExpire).not.toHaveBeenCalled();
  rerender(<ExamTimer {...props} deadlineMs={NOW - 1000} initialOffsetMs={0} />);
  expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  expect(onExpire).toHaveBeenCalledTimes(1);
});

test('a server clock a minute ahead, learned after the first render, is what the countdown uses', () => {
  const props = { deadlineMs: NOW + 600_000, getServerTime: jest.fn(async () => Date.now()), onExpire: jest.fn() };
  const { rerender } = render(<ExamTimer {...props} initialOffsetMs={null} />);
  expect(screen.getByRole('timer')).toHaveTextContent('--:--');
  rerender(<ExamTimer {...props} initialOffsetMs={60_000} />);
  expect(screen.getByRole('timer')).toHaveTextContent('09:00');
});
