import { act, fireEvent, screen } from '@testing-library/react';
import { textTranslations } from '@nism/platform';
import { databaseTexts, renderAt } from '../../testing/render';
import { answerReview, nextCards, type DueCard } from '../../features/review/api/review';
import { ReviewSession } from './ReviewSession';

jest.mock('../../features/review/api/review', () => ({
  ...jest.requireActual('../../features/review/api/review'),
  answerReview: jest.fn(),
}));
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

const card = (id: string, text: string, reasons: DueCard['reasons']): DueCard => ({
  question: {
    id,
    test_paper_id: 'p1',
    question_text: text,
    option_a: 'Alpha',
    option_b: 'Beta',
    option_c: 'Gamma',
    option_d: 'Delta',
    topic: 'Markets',
    marks: 1,
    case_title: null,
    case_passage: null,
  },
  reasons,
  card: {
    due: '2026-12-06T00:00:00Z',
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0,
    last_review: null,
  },
});

test('each due question in the attempt’s question view; the server’s check and the explanation after each answer; a summary', async () => {
  jest
    .mocked(answerReview)
    .mockResolvedValueOnce({ is_correct: false, correct_option: 'C', explanation: 'Because gamma.', due: '2026-12-06T10:01:00Z' })
    .mockResolvedValueOnce({ is_correct: true, correct_option: 'B', explanation: 'Because beta.', due: '2026-12-08T10:00:00Z' });
  const cards = [card('q1', 'What is the first?', ['wrong']), card('q2', 'What is the second?', ['guessed', 'bookmarked'])];
  renderAt(<ReviewSession examId="e1" cards={cards} serverTime="2026-12-06T10:00:00Z" negativePercent={25} />, '/', '/');

  expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
  expect(screen.getByText('In your review because it was answered wrong · Markets')).toBeInTheDocument();
  const check = screen.getByRole('button', { name: 'Check answer' });
  expect(check).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: /Alpha/ }));
  fireEvent.click(check);
  const verdict = await screen.findByRole('status', { name: 'Answer check' });
  expect(verdict).toHaveTextContent('Incorrect');
  expect(verdict).toHaveTextContent('Correct answer: C. Gamma');
  expect(verdict).toHaveTextContent('Because gamma.');
  expect(answerReview).toHaveBeenCalledWith(cards[0], 'A', expect.any(Date));

  fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
  expect(screen.getByText('In your review because it was a guess (changed or flagged) and bookmarked · Markets')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Beta/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
  expect(await screen.findByRole('status', { name: 'Answer check' })).toHaveTextContent('Correct');
  fireEvent.click(screen.getByRole('button', { name: 'See summary' }));
  expect(screen.getByRole('status', { name: 'Review summary' })).toHaveTextContent('You answered 1 of 2 correctly.');
});

test('ts-fsrs gives the card for each grade: one more repetition, a missed question back sooner than a known one', () => {
  const now = new Date('2026-12-06T10:00:00Z');
  const { again, good } = nextCards(card('q1', 'x', ['wrong']).card, now);
  expect(again.reps).toBe(1);
  expect(good.reps).toBe(1);
  expect(again.due.getTime()).toBeLessThan(good.due.getTime());
  expect(again.due.getTime()).toBeGreaterThanOrEqual(now.getTime());
});

test("in Hindi, a question's topic shows its reviewed translation", async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ Markets: 'बाज़ार' }));
  const cards = [card('q1', 'What is the first?', ['wrong'])];
  await act(async () =>
    renderAt(<ReviewSession examId="e1" cards={cards} serverTime="2026-12-06T10:00:00Z" negativePercent={25} />, '/', '/', undefined, 'hi'),
  );
  expect(screen.getByText('रिव्यू में होने का कारण: गलत उत्तर · बाज़ार')).toBeInTheDocument();
});
