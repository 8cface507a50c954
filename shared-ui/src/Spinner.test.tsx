import { act, render, screen } from '@testing-library/react';
import { SLOW_LOAD_MS, Spinner } from './Spinner';

afterEach(() => jest.useRealTimers());

test("says 'Loading...' at once and 'Still loading…' once the load has taken 2 s", () => {
  jest.useFakeTimers();
  render(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  act(() => jest.advanceTimersByTime(SLOW_LOAD_MS - 1));
  expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toHaveTextContent('Loading...Still loading…');
});
