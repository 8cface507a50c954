// Issue 51 §4: a bilingual paper. The learner switches the whole paper, or one question, between English and Hindi;
// the options keep the attempt's order and letters, and an answer chosen in Hindi is saved as the same option.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAttempt } from '../../features/attempt/api/fetch-attempt';
import { fetchAttemptQuestionAt, fetchAttemptQuestions } from '../../features/attempt/api/fetch-attempt-questions';
import { fetchSavedAnswers } from '../../features/attempt/api/fetch-saved-answers';
import { fetchServerTime, measureServerOffset } from '../../features/attempt/api/fetch-server-time';
import { fetchTestPaper } from '../../features/attempt/api/fetch-test-paper';
import { fetchAttemptTranslations, saveAttemptLanguage } from '../../lib/paper-language/attempt-translations';
import { saveAnswer } from '../../features/attempt/api/save-answer';
import { saveVisit } from '../../features/attempt/api/save-visit';
import { renderAt } from '../../testing/render';
import AttemptPage from './AttemptPage';
import { ATTEMPT, ATTEMPT_PATH, attemptRow, paper, questions } from '../../testing/attempt-fixtures';

jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), hasStoredSession: () => true }));
jest.mock('../../features/attempt/api/fetch-attempt');
jest.mock('../../features/attempt/api/fetch-attempt-questions');
jest.mock('../../features/attempt/api/fetch-saved-answers');
jest.mock('../../features/attempt/api/fetch-server-time');
jest.mock('../../features/attempt/api/fetch-test-paper');
jest.mock('../../lib/paper-language/attempt-translations');
jest.mock('../../features/attempt/api/save-answer');
jest.mock('../../features/attempt/api/save-visit');

const PATTERN = '/exams/:examId/test/:testId/attempt/:attemptId';
// The Hindi in the attempt's option order, as get_attempt_translations answers it.
const hindi = new Map(
  questions.map((q, i) => [
    q.id,
    {
      id: q.id,
      question_text: `प्रश्न ${i + 1} क्या है?`,
      option_a: `अल्फ़ा ${i + 1}`,
      option_b: `ब्रावो ${i + 1}`,
      option_c: `चार्ली ${i + 1}`,
      option_d: `डेल्टा ${i + 1}`,
      explanation: null,
    },
  ]),
);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(fetchAttempt).mockResolvedValue(attemptRow());
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, languages: ['en', 'hi'] });
  jest.mocked(fetchServerTime).mockImplementation(async () => Date.now());
  jest.mocked(fetchAttemptQuestions).mockResolvedValue(questions);
  jest.mocked(fetchAttemptQuestionAt).mockImplementation(async (_attemptId, index) => questions[index] ?? null);
  jest.mocked(measureServerOffset).mockResolvedValue(0);
  jest.mocked(fetchSavedAnswers).mockResolvedValue({ answers: {}, marked: [], timeMs: {}, visited: [] });
  jest.mocked(fetchAttemptTranslations).mockResolvedValue(hindi);
  jest.mocked(saveAttemptLanguage).mockResolvedValue(undefined);
  jest.mocked(saveAnswer).mockResolvedValue(undefined);
  jest.mocked(saveVisit).mockResolvedValue(undefined);
});

const option = (letter: string) => within(screen.getByRole('radiogroup')).getByRole('radio', { name: new RegExp(`^${letter}\\.`) });

test('the whole paper switches to Hindi and back; an answer chosen in Hindi is the same option, saved once', async () => {
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  expect(screen.getByRole('radiogroup', { name: 'What is question 1?' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'हिंदी' }));
  expect(await screen.findByRole('radiogroup', { name: 'प्रश्न 1 क्या है?' })).toHaveAttribute('lang', 'hi');
  expect(option('B')).toHaveAccessibleName('B. ब्रावो 1');
  expect(saveAttemptLanguage).toHaveBeenCalledWith(ATTEMPT, 'hi');

  await userEvent.click(option('B'));
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: 'B' }, 'ABCD'));
  await userEvent.click(screen.getByRole('radio', { name: 'English' }));
  expect(screen.getByRole('radiogroup', { name: 'What is question 1?' })).toBeInTheDocument();
  expect(option('B')).toBeChecked();
  expect(saveAnswer).toHaveBeenCalledTimes(1);
  expect(fetchAttemptTranslations).toHaveBeenCalledTimes(1);
});

test('one question in the other language: the rest of the paper stays in the paper’s', async () => {
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  await userEvent.click(screen.getByRole('button', { name: 'यह प्रश्न हिंदी में देखें' }));
  expect(await screen.findByRole('radiogroup', { name: 'प्रश्न 1 क्या है?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('radiogroup', { name: 'What is question 2?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  await userEvent.click(screen.getByRole('button', { name: 'View this question in English' }));
  expect(screen.getByRole('radiogroup', { name: 'What is question 1?' })).toBeInTheDocument();
});

test('an English-only paper shows no language switch; a failed Hindi read keeps the paper in English and says so', async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue(paper);
  const view = renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  expect(screen.queryByRole('group', { name: 'Paper language' })).not.toBeInTheDocument();
  view.unmount();

  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, languages: ['en', 'hi'] });
  jest.mocked(fetchAttemptTranslations).mockRejectedValue(new Error('offline'));
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  await userEvent.click(screen.getByRole('radio', { name: 'हिंदी' }));
  expect(await screen.findByText(/The Hindi questions could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(screen.getByRole('radiogroup', { name: 'What is question 1?' })).toBeInTheDocument();
});
