import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textTranslations } from '@nism/platform';
import { fetchBreakdown, type Figures } from '../api/fetch-breakdown';
import { databaseTexts, renderInHindi } from '../../../testing/render';
import { Breakdown } from './Breakdown';

jest.mock('../api/fetch-breakdown');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

const figures = (questions: number, correct: number, wrong: number, marks = questions, negative = wrong * 0.25, seconds = 60): Figures => ({
  questions,
  marks,
  correct,
  wrong,
  unanswered: questions - correct - wrong,
  marks_earned: correct * (marks / questions),
  negative_marks: negative,
  time_ms: seconds * 1000,
});

const rowTexts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

test('each section and topic: marks, accuracy, right/wrong/left, negative marks, time and the change since earlier attempts', async () => {
  jest.mocked(fetchBreakdown).mockResolvedValue({
    earlier_attempts: 2,
    sections: [
      { name: 'Multiple choice (1 mark each)', this_attempt: figures(4, 3, 1), earlier: figures(8, 4, 4) },
      { name: 'Cases (2 marks each)', this_attempt: figures(5, 2, 2, 10, 1, 125), earlier: null },
    ],
    topics: Array.from({ length: 7 }, (_, i) => ({
      name: `Topic ${i + 1}`,
      this_attempt: figures(4, i % 5, 0),
      earlier: figures(4, 2, 0),
    })),
  });
  render(<Breakdown attemptId="a1" />);
  expect(await screen.findByText('Compared with your 2 earlier attempts of this exam, taken together.')).toBeInTheDocument();
  // An English page reads no translations.
  expect(textTranslations).not.toHaveBeenCalled();
  expect(rowTexts('Sections of the paper')).toEqual([
    ['Multiple choice (1 mark each)', '2.75 / 4', '75%', '3 · 1 · 0', '-0.25', '1 min 0 s', '50% (▲ 25 points)'],
    ['Cases (2 marks each)', '3 / 10', '40%', '2 · 2 · 1', '-1', '2 min 5 s', 'First time'],
  ]);
  // Weakest topics first, five of seven until asked.
  expect(rowTexts('Topics, weakest first').map((r) => r[0])).toEqual(['Topic 1', 'Topic 6', 'Topic 2', 'Topic 7', 'Topic 3']);
  expect(rowTexts('Topics, weakest first')[0][6]).toBe('50% (▼ 50 points)');
  await userEvent.click(screen.getByRole('button', { name: 'Show all 7 topics' }));
  expect(rowTexts('Topics, weakest first')).toHaveLength(7);
});

test('a first attempt says so; a failed read says so without hiding the rest of the results', async () => {
  jest.mocked(fetchBreakdown).mockResolvedValue({ earlier_attempts: 0, sections: [], topics: [] });
  const view = render(<Breakdown attemptId="a1" />);
  expect(await screen.findByText('Your first attempt at this exam: your next attempts will be compared with it.')).toBeInTheDocument();
  expect(screen.getByText(/no topic tags/)).toBeInTheDocument();
  view.unmount();
  jest.mocked(fetchBreakdown).mockRejectedValue(new Error('offline'));
  render(<Breakdown attemptId="a1" />);
  expect(await screen.findByText('The analysis per section and topic could not be loaded.')).toBeInTheDocument();
});

test("in Hindi, sections and topics show their reviewed translations, others their English, in the English's order", async () => {
  jest
    .mocked(textTranslations)
    .mockReturnValue(databaseTexts({ 'Multiple choice (1 mark each)': 'बहुविकल्पीय (हर प्रश्न 1 अंक)', Ethics: 'नैतिकता', Taxation: 'कराधान' }));
  jest.mocked(fetchBreakdown).mockResolvedValue({
    earlier_attempts: 0,
    sections: [{ name: 'Multiple choice (1 mark each)', this_attempt: figures(4, 3, 1), earlier: null }],
    topics: [
      { name: 'Taxation', this_attempt: figures(4, 2, 2), earlier: null },
      { name: 'Ethics', this_attempt: figures(4, 2, 2), earlier: null },
      { name: 'Insurance', this_attempt: figures(4, 1, 3), earlier: null },
    ],
  });
  await renderInHindi(<Breakdown attemptId="a1" />);
  await screen.findByRole('table', { name: 'पेपर के खंड' });
  expect(textTranslations).toHaveBeenCalledWith('hi');
  expect(rowTexts('पेपर के खंड').map((r) => r[0])).toEqual(['बहुविकल्पीय (हर प्रश्न 1 अंक)']);
  // Weakest first; a tie keeps the English's order (Ethics before Taxation), whatever the Hindi's.
  expect(rowTexts('विषय, सबसे कमज़ोर पहले').map((r) => r[0])).toEqual(['Insurance', 'नैतिकता', 'कराधान']);
  expect(screen.getByRole('rowheader', { name: 'Insurance' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('rowheader', { name: 'नैतिकता' })).not.toHaveAttribute('lang');
});
