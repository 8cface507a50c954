import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { fetchExam } from '../../features/papers/api/fetch-exam';
import { startReview } from '../../features/review/api/review';
import { Review } from './Review';

jest.mock('../../features/review/api/review');
jest.mock('../../features/papers/api/fetch-exam');

beforeEach(() => {
  jest.mocked(fetchExam).mockResolvedValue({ id: 'e1', name: 'Exam', description: '', negative_marking_percent: 25 });
});

test('nothing due: says when the next question is due', async () => {
  jest.mocked(startReview).mockResolvedValue({ server_time: '2026-12-06T10:00:00Z', due: 0, next_due: '2026-12-07T04:30:00Z', cards: [] });
  renderAt(<Review examId="e1" />, '/', '/');
  expect(await screen.findByText('Nothing to review today. Your next question is due 7 Dec 2026, 10:00 am.')).toBeInTheDocument();
  expect(startReview).toHaveBeenCalledWith('e1');
});

test('a failed read says so, with the way back', async () => {
  jest.mocked(startReview).mockRejectedValue(new Error('down'));
  renderAt(<Review examId="e1" />, '/', '/');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your review could not be loaded. Please try again.');
  expect(screen.getByRole('link', { name: 'Back to your progress' })).toHaveAttribute('href', '/exams/e1/progress');
});
