import { screen, within } from '@testing-library/react';
import { fetchItemAnalysis } from '../../features/item-analysis/api/item-analysis';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/item-analysis/api/item-analysis');
jest.mock('../../features/papers/api/fetch-papers');

const band = (learners: number, A: number, B: number, C: number, D: number) => ({ learners, A, B, C, D });

beforeEach(() => {
  jest.mocked(fetchPapers).mockResolvedValue([{ id: 'p1', exam_id: 'xb', title: 'Full-Length Mock Test 2' } as never]);
  jest.mocked(fetchItemAnalysis).mockResolvedValue({
    min_learners: 30,
    questions: [
      {
        question_id: 'q1',
        position: 1,
        key: 'A',
        learners: 36,
        facility: 0.25,
        discrimination: -0.62,
        difficulty: 1.4,
        bands: { low: band(12, 0.5, 0, 0.5, 0), middle: band(12, 0.25, 0.5, 0.25, 0), high: band(12, 0, 1, 0, 0) },
        flags: [
          'Negative discrimination (-0.62): stronger learners get it wrong more often than weaker ones',
          'The strongest third chose B most (100%), not the key A: a likely wrong key',
        ],
      },
      {
        question_id: 'q2',
        position: 2,
        key: 'C',
        learners: 4,
        facility: 0.5,
        discrimination: null,
        difficulty: null,
        bands: {},
        flags: [],
      },
    ],
  });
});

test("each question's statistics, options by third with the key in bold, and its flags; the reports queue is linked", async () => {
  renderPage(<StudioApp />, { path: '/studio/papers/p1/analysis?exam=xb', user: EDITOR });
  expect(await screen.findByRole('heading', { name: 'Item analysis: Full-Length Mock Test 2' })).toBeInTheDocument();
  const [, first, second] = screen.getAllByRole('row');
  const cells = within(first)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(0, 5)).toEqual(['Question 1', '36', '25%', '-0.62', '1.4']);
  expect(cells[7]).toBe('A 0% · B 100% · C 0% · D 0% (12)');
  expect(within(first).getByText('A 0%').tagName).toBe('STRONG');
  expect(within(first).getByRole('list', { name: 'Flags on question 1' })).toHaveTextContent('a likely wrong key');
  expect(
    within(second)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Question 2', '4', '50%', '–', '–', '–', '–', '–', '–']);
  expect(screen.getByText(/1 question is flagged/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'reports queue' })).toHaveAttribute('href', '/studio/reports');
});
