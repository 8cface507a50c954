import { act, renderHook } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('deferred work runs after the next frame, in the order it was deferred', () => {
  const ran: string[] = [];
  const { result } = renderHook(() => useAfterPaint());
  result.current.defer(() => ran.push('A'));
  result.current.defer(() => ran.push('B'));
  expect(ran).toEqual([]); // not before the frame showing the choice
  act(() => jest.runAllTimers());
  expect(ran).toEqual(['A', 'B']);
});

test('a submit starts what is still waiting at once, and it does not run a second time after the frame', () => {
  const ran: string[] = [];
  const { result } = renderHook(() => useAfterPaint());
  result.current.defer(() => ran.push('answer to question 150'));
  result.current.flush();
  expect(ran).toEqual(['answer to question 150']);
  act(() => jest.runAllTimers());
  expect(ran).toEqual(['answer to question 150']);
});

test('leaving the page (a reload, a closed tab) starts what is still waiting', () => {
  const ran: string[] = [];
  const { result } = renderHook(() => useAfterPaint());
  result.current.defer(() => ran.push('answer'));
  window.dispatchEvent(new Event('pagehide'));
  expect(ran).toEqual(['answer']);
});
