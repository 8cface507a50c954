import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, textTranslations } from '@nism/platform';
import { checkPracticeAnswer } from '../../features/practice/api/check-practice-answer';
import { startPractice, type PracticeQuestion } from '../../features/practice/api/start-practice';
import { databaseTexts, renderAt } from '../../testing/render';
import PracticePage from './PracticePage';

jest.mock('../../features/practice/api/start-practice');
jest.mock('../../features/practice/api/check-practice-answer');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

const EXAM = 'exam-1';
const question = (id: string, text: string): PracticeQuestion => ({
  id,
  test_paper_id: 'p1',
  question_text: text,
  option_a: 'Alpha',
  option_b: 'Beta',
  option_c: 'Gamma',
  option_d: 'Delta',
  topic: 'Taxation',
  case_title: null,
  case_passage: null,
});

const open = (query = '') => renderAt(<PracticePage />, '/exams/:examId/practice', `/exams/${EXAM}/practice${query}`);

test('mistakes: each answer is checked at once with the correct option and explanation, then a summary', async () => {
  jest.mocked(startPractice).mockResolvedValue([question('q1', 'What is A?'), question('q2', 'What is B?')]);
  jest
    .mocked(checkPracticeAnswer)
    .mockResolvedValueOnce({ correct_option: 'A', is_correct: true, explanation: 'A is first.' })
    .mockResolvedValueOnce({ correct_option: 'B', is_correct: false, explanation: 'B is second.' });
  open();
  expect(await screen.findByRole('heading', { name: 'What is A?' })).toBeInTheDocument();
  expect(startPractice).toHaveBeenCalledWith(EXAM, 'mistakes', undefined);

  await userEvent.click(screen.getByRole('radio', { name: 'A. Alpha' }));
  await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
  const verdict = await screen.findByRole('status', { name: 'Answer check' });
  expect(verdict).toHaveTextContent('Correct');
  expect(verdict).toHaveTextContent('Correct answer: A. Alpha');
  expect(verdict).toHaveTextContent('A is first.');
  expect(checkPracticeAnswer).toHaveBeenCalledWith('q1', 'A');
  expect(screen.getByRole('radio', { name: 'B. Beta' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
  await userEvent.click(screen.getByRole('radio', { name: 'C. Gamma' }));
  await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
  expect(await screen.findByRole('status', { name: 'Answer check' })).toHaveTextContent(
    /Incorrect.*Correct answer: B\. Beta.*B is second\./,
  );

  await userEvent.click(screen.getByRole('button', { name: 'See summary' }));
  const summary = screen.getByRole('status', { name: 'Practice summary' });
  expect(summary).toHaveTextContent('You answered 1 of 2 correctly.');
  expect(within(summary).getByRole('link', { name: 'Back to your progress' })).toHaveAttribute('href', `/exams/${EXAM}/progress`);
});

test('a topic drill asks for that topic', async () => {
  jest.mocked(startPractice).mockResolvedValue([question('q1', 'What is A?')]);
  open('?topic=Risk%20%26%20return');
  expect(await screen.findByRole('heading', { name: 'Practise: Risk & return' })).toBeInTheDocument();
  expect(startPractice).toHaveBeenCalledWith(EXAM, 'topic', 'Risk & return');
});

test("the database's refusal (an expired plan) shows as a toast with its title and description", async () => {
  jest.mocked(startPractice).mockRejectedValue(new ApiError("No active purchase gives access to this exam's questions", '42501', 403));
  open();
  expect(await screen.findByText('Practice not available')).toBeInTheDocument();
  expect(screen.getByText("No active purchase gives access to this exam's questions")).toBeInTheDocument();
  expect(screen.getByText('Practice is not available for this exam right now.')).toBeInTheDocument();
});

test('a refused check (a key never shown) is a toast, and the question stays unanswered', async () => {
  jest.mocked(startPractice).mockResolvedValue([question('q1', 'What is A?')]);
  jest
    .mocked(checkPracticeAnswer)
    .mockRejectedValue(new ApiError('Practice is only for questions from your submitted attempts', '42501', 403));
  open();
  await userEvent.click(await screen.findByRole('radio', { name: 'A. Alpha' }));
  await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
  expect(await screen.findByText('Practice is only for questions from your submitted attempts')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check answer' })).toBeEnabled();
});

test('nothing to practise says so', async () => {
  jest.mocked(startPractice).mockResolvedValue([]);
  open();
  expect(await screen.findByText(/no mistakes to practise/i)).toBeInTheDocument();
});

test("in Hindi, a topic drill's heading and each question's topic show the topic's reviewed translation; the drill asks for the English", async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ Taxation: 'कराधान' }));
  jest.mocked(startPractice).mockResolvedValue([question('q1', 'What is A?'), { ...question('q2', 'What is B?'), topic: 'Ethics' }]);
  await act(async () => renderAt(<PracticePage />, '/exams/:examId/practice', `/exams/${EXAM}/practice?topic=Taxation`, undefined, 'hi'));
  expect(await screen.findByRole('heading', { level: 1, name: 'अभ्यास: कराधान' })).toBeInTheDocument();
  expect(startPractice).toHaveBeenCalledWith(EXAM, 'topic', 'Taxation');
  expect(screen.getByText('प्रश्न 1 (2 में से) · कराधान')).toBeInTheDocument();
});
