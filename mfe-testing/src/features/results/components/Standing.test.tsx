import { render, screen } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { fetchStanding } from '../api/fetch-standing';
import { Standing } from './Standing';

jest.mock('../api/fetch-standing');

test('below 30 learners it says how many have taken the paper and shows no percentile', async () => {
  jest.mocked(fetchStanding).mockResolvedValue({ learners: 11, needed: 30, percentile: null, sections: [] });
  render(<Standing attemptId="a1" />);
  expect(await screen.findByText('Your place among other learners appears once 30 have taken this paper (11 so far).')).toBeInTheDocument();
  expect(screen.queryByText(/higher than/)).not.toBeInTheDocument();
});

test("from 30 learners: the share of other learners' first attempts beaten, overall and per section", async () => {
  jest.mocked(fetchStanding).mockResolvedValue({
    learners: 31,
    needed: 30,
    percentile: 68.3,
    sections: [
      { section: 'Part A', percentile: 100 },
      { section: 'Part B', percentile: 35 },
    ],
  });
  render(<Standing attemptId="a1" />);
  const section = await screen.findByRole('region', { name: 'Where you stand' });
  expect(section).toHaveTextContent('You scored higher than 68% of learners on their first attempt at this paper (31 learners).');
  expect(screen.getByRole('list', { name: 'By section' })).toHaveTextContent('Part A: higher than 100%Part B: higher than 35%');
  expect(fetchStanding).toHaveBeenCalledWith('a1');
});

test('a failed read says so and keeps the rest of the results', async () => {
  jest.mocked(fetchStanding).mockRejectedValue(new ApiError('down', '500'));
  render(<Standing attemptId="a1" />);
  expect(await screen.findByText('Your standing among other learners could not be loaded.')).toBeInTheDocument();
});
