import { render, screen } from '@testing-library/react';
import { ApiError, textTranslations } from '@nism/platform';
import { fetchReadiness, type ReadinessMore } from '../api/fetch-readiness';
import { databaseTexts, renderInHindi } from '../../../testing/render';
import { DISCLAIMER, Readiness } from './Readiness';

jest.mock('../api/fetch-readiness');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

test('with enough answers: the expected score, its interval, the pass chance, and that it is an estimate, not NISM’s', async () => {
  jest.mocked(fetchReadiness).mockResolvedValue({
    status: 'ready',
    answered: 84,
    expected: 96.4,
    low: 84.6,
    high: 107.2,
    interval_percent: 80,
    pass_chance: 0.713,
    pass_marks: 90,
    total_marks: 150,
  });
  render(<Readiness examId="e1" />);
  const card = await screen.findByRole('region', { name: 'Am I ready?' });
  expect(card).toHaveTextContent('Expected score on a fresh paper: 96 of 150 marks');
  expect(card).toHaveTextContent('80% likely between 85 and 107 marks. Chance of reaching the pass mark (90): 71%');
  expect(card).toHaveTextContent(`${DISCLAIMER} Based on 84 of your answers.`);
  expect(fetchReadiness).toHaveBeenCalledWith('e1');
});

test('without enough answers: how many more, and from which chapters', async () => {
  jest.mocked(fetchReadiness).mockResolvedValue({
    status: 'more',
    answered: 10,
    more: 40,
    chapters: [
      { chapter: 4, title: 'Four', more: 2 },
      { chapter: 9, title: 'Nine', more: 1 },
    ],
    sections: [],
  });
  render(<Readiness examId="e1" />);
  const card = await screen.findByRole('region', { name: 'Am I ready?' });
  expect(card).toHaveTextContent('Answer 40 more questions from chapters 4 and 9 in a test to see your readiness.');
  expect(card).toHaveTextContent('(10 answered so far)');
  expect(card).not.toHaveTextContent('Chance of reaching');
});

// Enough answers overall, but the case-based section is 5 short.
const SECTION_SHORT: ReadinessMore = {
  status: 'more',
  answered: 60,
  more: 5,
  chapters: [],
  sections: [{ section: 'Case-based questions', more: 5 }],
};

test('a section short of answers is named when no chapter is', async () => {
  jest.mocked(fetchReadiness).mockResolvedValue(SECTION_SHORT);
  render(<Readiness examId="e1" />);
  expect(await screen.findByText('Answer 5 more questions from case-based questions in a test to see your readiness.')).toBeInTheDocument();
});

test('a failed read says so', async () => {
  jest.mocked(fetchReadiness).mockRejectedValue(new ApiError('down', '500'));
  render(<Readiness examId="e1" />);
  expect(await screen.findByText('Your readiness could not be estimated right now.')).toBeInTheDocument();
});

test('in Hindi, a section short of answers is named by its reviewed translation', async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ 'Case-based questions': 'केस आधारित प्रश्न' }));
  jest.mocked(fetchReadiness).mockResolvedValue(SECTION_SHORT);
  await renderInHindi(<Readiness examId="e1" />);
  expect(await screen.findByText(/केस आधारित प्रश्न से 5 और/)).toBeInTheDocument();
});
