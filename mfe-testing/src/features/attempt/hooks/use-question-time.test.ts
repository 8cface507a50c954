import { act, renderHook } from '@testing-library/react';
import { useQuestionTime } from './use-question-time';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

test("a question's visible time is recorded when the learner moves on, added to the server's earlier total", () => {
  const record = jest.fn();
  const { rerender } = renderHook(({ id }) => useQuestionTime(id, { q2: 5000 }, record), { initialProps: { id: 'q1' } });
  act(() => void jest.advanceTimersByTime(3000));
  rerender({ id: 'q2' });
  expect(record).toHaveBeenLastCalledWith('q1', 3000);

  act(() => void jest.advanceTimersByTime(2000));
  setVisibility('hidden'); // another tab: the clock stops and the time so far is saved
  expect(record).toHaveBeenLastCalledWith('q2', 7000);
  act(() => void jest.advanceTimersByTime(60_000));
  setVisibility('visible');
  act(() => void jest.advanceTimersByTime(1500));
  rerender({ id: 'q1' });
  expect(record).toHaveBeenLastCalledWith('q2', 8500);
});

test('a glance under a second is not saved, and leaving the page saves nothing', () => {
  const record = jest.fn();
  const { rerender, unmount } = renderHook(({ id }) => useQuestionTime(id, null, record), { initialProps: { id: 'q1' } });
  act(() => void jest.advanceTimersByTime(400));
  rerender({ id: 'q2' });
  act(() => void jest.advanceTimersByTime(5000));
  unmount();
  expect(record).not.toHaveBeenCalled();
});

test('flush (on submit) saves the question on screen and keeps its clock running', () => {
  const record = jest.fn();
  const { result } = renderHook(() => useQuestionTime('q1', null, record));
  act(() => void jest.advanceTimersByTime(2000));
  act(() => result.current());
  expect(record).toHaveBeenLastCalledWith('q1', 2000);
  act(() => void jest.advanceTimersByTime(1000));
  act(() => result.current());
  expect(record).toHaveBeenLastCalledWith('q1', 3000);
});
