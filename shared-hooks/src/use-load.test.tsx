import { act, render, screen } from '@testing-library/react';
import { useLoad } from './use-load';

function Exams({ load, initial }: { load: () => Promise<string[]>; initial?: string[] }) {
  const state = useLoad(load, initial);
  if (state.status === 'ready') return <p>{state.data.join(', ')}</p>;
  return <p>{state.status === 'error' ? 'Could not load' : 'Loading...'}</p>;
}

test('with prerendered data: shown at once, revalidated quietly, kept when the revalidation fails', async () => {
  const load = jest.fn().mockRejectedValue(new Error('offline'));
  render(<Exams load={load} initial={['X-A', 'X-B']} />);
  expect(screen.getByText('X-A, X-B')).toBeInTheDocument();
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('X-A, X-B')).toBeInTheDocument();
});

test('with prerendered data: the revalidated answer replaces it', async () => {
  render(<Exams load={() => Promise.resolve(['X-A', 'X-B', 'V-A'])} initial={['X-A', 'X-B']} />);
  expect(await screen.findByText('X-A, X-B, V-A')).toBeInTheDocument();
});

test('without: loading, then the answer or the failure', async () => {
  const { unmount } = render(<Exams load={() => Promise.reject(new Error('offline'))} />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('Could not load')).toBeInTheDocument();
  unmount();
  render(<Exams load={() => Promise.resolve(['VIII'])} />);
  expect(await screen.findByText('VIII')).toBeInTheDocument();
});
