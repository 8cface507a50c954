import { ApiError, NotFoundError, textTranslations } from '@nism/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAttempt } from '../../features/attempt/api/fetch-attempt';
import { fetchAttemptQuestionAt, fetchAttemptQuestions } from '../../features/attempt/api/fetch-attempt-questions';
import { fetchSavedAnswers, type SavedProgress } from '../../features/attempt/api/fetch-saved-answers';
import { fetchServerTime, measureServerOffset } from '../../features/attempt/api/fetch-server-time';
import { fetchTestPaper } from '../../features/attempt/api/fetch-test-paper';
import type { Question } from '../../features/attempt/api/fetch-attempt-questions';
import type { Option } from '../../lib/options';
import { saveAnswer } from '../../features/attempt/api/save-answer';
import { saveVisit } from '../../features/attempt/api/save-visit';
import { submitAttempt } from '../../features/attempt/api/submit-attempt';
import { fetchCasePassages } from '../../lib/cases/api/fetch-case-passages';
import { databaseTexts, deferred, renderAt } from '../../testing/render';
import { prefetch } from '../../exposes/AttemptPage';
import AttemptPage from './AttemptPage';
import { ATTEMPT, ATTEMPT_PATH, EXAM, PAPER, RESULTS_PATH, attemptRow, paper, questions, scoredRow } from '../../testing/attempt-fixtures';
import { progressStorageKey } from '../../features/attempt/state/attempt-progress';
import { pendingStorageKey } from '../../features/attempt/state/save-queue';
import type { Attempt } from '../../lib/rows';

// The learner's session is stored; the database's texts' translations are the test's.
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), hasStoredSession: () => true, textTranslations: jest.fn() }));
jest.mock('../../features/attempt/api/fetch-attempt');
jest.mock('../../features/attempt/api/fetch-attempt-questions');
jest.mock('../../features/attempt/api/fetch-saved-answers');
jest.mock('../../features/attempt/api/fetch-server-time');
jest.mock('../../features/attempt/api/fetch-test-paper');
jest.mock('../../features/attempt/api/save-answer');
jest.mock('../../features/attempt/api/save-visit');
jest.mock('../../features/attempt/api/submit-attempt');
jest.mock('../../lib/cases/api/fetch-case-passages');

const offline = () => new ApiError('TypeError: Failed to fetch', '');

beforeEach(() => {
  localStorage.clear();
  jest.mocked(fetchAttempt).mockResolvedValue(attemptRow());
  jest.mocked(fetchTestPaper).mockResolvedValue(paper);
  jest.mocked(fetchServerTime).mockImplementation(async () => Date.now());
  jest.mocked(fetchAttemptQuestions).mockResolvedValue(questions);
  jest.mocked(fetchAttemptQuestionAt).mockImplementation(async (_attemptId, index) => questions[index] ?? null);
  jest.mocked(measureServerOffset).mockResolvedValue(0);
  jest.mocked(fetchSavedAnswers).mockResolvedValue(nothingSaved);
  jest.mocked(saveAnswer).mockResolvedValue(undefined);
  jest.mocked(submitAttempt).mockResolvedValue(scoredRow());
  jest.mocked(textTranslations).mockReturnValue(databaseTexts());
});

const PATTERN = '/exams/:examId/test/:testId/attempt/:attemptId';
const nothingSaved: SavedProgress = { answers: {}, marked: [], timeMs: {}, visited: [] };
const savedWith = (answers: Record<string, Option>, marked: string[] = []): SavedProgress => ({ answers, marked, timeMs: {}, visited: [] });
const open = async () => {
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
};
const option = (letter: string) => within(screen.getByRole('radiogroup')).getByRole('radio', { name: new RegExp(`^${letter}\\.`) });
const cell = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n},`) });

test('shows the question with options A-D as a radio group and the time left from the server deadline', async () => {
  await open();
  expect(screen.getByRole('radiogroup', { name: 'What is question 1?' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(4);
  expect(option('D')).toHaveAccessibleName('D. Delta 1');
  expect(screen.getByRole('timer')).toHaveTextContent(/^1[34]:\d\d$/);
});

test('a choice is saved at once with a visible saved state', async () => {
  await open();
  await userEvent.click(option('B'));
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: 'B' }, 'ABCD'));
  expect(await screen.findByText('✓ Saved')).toBeInTheDocument();
  expect(cell(1)).toHaveAccessibleName('Question 1, Answered');
});

test('Clear my answer: the chosen option is taken back, saved as cleared, and the question is unanswered again', async () => {
  await open();
  expect(screen.queryByRole('button', { name: 'Clear my answer' })).not.toBeInTheDocument();
  await userEvent.click(option('B'));
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: 'B' }, 'ABCD'));
  await userEvent.click(screen.getByRole('button', { name: 'Clear my answer' }));
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: null }, 'ABCD'));
  expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  await waitFor(() => expect(cell(1)).toHaveAccessibleName('Question 1, Not answered'));
  expect(screen.queryByRole('button', { name: 'Clear my answer' })).not.toBeInTheDocument();
});

test('a clear still queued at a reload stays cleared: the older answer read from the server does not come back', async () => {
  jest.mocked(fetchSavedAnswers).mockResolvedValue(savedWith({ q1: 'D' }, []));
  localStorage.setItem(pendingStorageKey(ATTEMPT), JSON.stringify({ q1: { option: null } }));
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: null }, 'ABCD'));
  expect(option('D')).not.toBeChecked();
  expect(cell(1)).toHaveAccessibleName('Question 1, Not answered');
});

test('keyboard: 3 answers C, N moves on and focuses the new question, M marks it, P goes back', async () => {
  await open();
  await userEvent.keyboard('3');
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: 'C' }, 'ABCD'));
  await userEvent.keyboard('n');
  expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus();
  await userEvent.keyboard('m');
  expect(cell(2)).toHaveAccessibleName('Question 2, Marked for review');
  // The mark is saved on the server, through the same queue as answers.
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q2', { marked: true }, 'CADB'));
  expect(screen.getByRole('button', { name: /Marked for Review/ })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.keyboard('p');
  expect(option('C')).toBeChecked();
});

test('a failed save is queued with an offline banner, and sent when the browser is back online', async () => {
  jest.mocked(saveAnswer).mockRejectedValue(offline());
  await open();
  await userEvent.click(option('A'));
  expect(await screen.findByText('Not saved yet: kept on this device, retrying')).toBeInTheDocument();
  expect(screen.getByText(/1 answer not saved yet/)).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(pendingStorageKey(ATTEMPT))!)).toEqual({ q1: { option: 'A' } });

  jest.mocked(saveAnswer).mockResolvedValue(undefined);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('✓ Saved')).toBeInTheDocument();
  expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
  expect(localStorage.getItem(pendingStorageKey(ATTEMPT))).toBeNull();
});

test('the keyboard shortcuts can be turned off, and the choice is remembered for the next test (WCAG 2.1.4)', async () => {
  const first = renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Keyboard shortcuts' }));
  expect(screen.getByText('Keyboard shortcuts are off.')).toBeInTheDocument();
  await userEvent.keyboard('n');
  expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
  first.unmount();

  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  expect(screen.getByRole('checkbox', { name: 'Keyboard shortcuts' })).not.toBeChecked();
  await userEvent.keyboard('3');
  expect(option('C')).not.toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Keyboard shortcuts' }));
  await userEvent.keyboard('3');
  expect(option('C')).toBeChecked();
});

test('on a shuffled question the letters on screen answer: shown A saves the canonical option it shows', async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(option('A')).toHaveAccessibleName('A. Alpha 2');
  await userEvent.click(option('A'));
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q2', { option: 'C' }, 'CADB'));
  await userEvent.keyboard('d');
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q2', { option: 'B' }, 'CADB'));
  expect(option('D')).toBeChecked();
});

test('a save refused as coming from a page with another option order (NSM02) is kept and the learner is told to reload', async () => {
  jest.mocked(saveAnswer).mockRejectedValue(new ApiError('The options of this question are shown in another order', 'NSM02'));
  await open();
  await userEvent.click(option('A'));
  expect(
    await screen.findByText('This page is out of date: reload it to go on. Your answers are kept on this device until then.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Not saved yet: kept on this device, retrying')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(pendingStorageKey(ATTEMPT))!)).toEqual({ q1: { option: 'A' } });
});

test('only a permanent refusal shows the save error', async () => {
  jest.mocked(saveAnswer).mockRejectedValue(new ApiError('Attempt deadline has passed', 'P0001'));
  await open();
  await userEvent.click(option('A'));
  expect(await screen.findByText('Failed to save your answer. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Not saved')).toBeInTheDocument();
});

test('a save refused because another tab or device submitted (NSM01) says so and opens the results', async () => {
  jest.mocked(saveAnswer).mockRejectedValue(new ApiError('Attempt is already submitted', 'NSM01'));
  await open();
  await userEvent.click(option('A'));
  expect(await screen.findByText('Failed to save your answer. Please try again.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RESULTS_PATH));
  expect(saveAnswer).toHaveBeenCalledTimes(1);
});

test('a reload restores server answers and marks (from any device), queued answers (and sends them) and the current question', async () => {
  jest.mocked(fetchSavedAnswers).mockResolvedValue(savedWith({ q1: 'D' }, ['q2']));
  localStorage.setItem(pendingStorageKey(ATTEMPT), JSON.stringify({ q2: { option: 'B' } }));
  localStorage.setItem(progressStorageKey(ATTEMPT), JSON.stringify({ visited: ['q1', 'q2', 'q3'], current: 2 }));
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toBeInTheDocument();
  expect(fetchAttemptQuestionAt).toHaveBeenCalledWith(ATTEMPT, 2); // the question it resumes at comes first
  expect(cell(1)).toHaveAccessibleName('Question 1, Answered');
  expect(cell(2)).toHaveAccessibleName('Question 2, Answered and marked for review');
  expect(cell(3)).toHaveAccessibleName('Question 3, Not answered');
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q2', { option: 'B' }, 'CADB'));
  await userEvent.click(cell(1));
  expect(option('D')).toBeChecked();
  expect(screen.getByText('✓ Saved')).toBeInTheDocument();
});

test("a second device opens at the server's current question, with the questions only looked at shown as visited", async () => {
  jest.mocked(fetchAttempt).mockResolvedValue(attemptRow({ current_question_id: 'q2' }));
  jest.mocked(fetchSavedAnswers).mockResolvedValue({ ...savedWith({ q1: 'A' }), visited: ['q1', 'q2', 'q3'] });
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH); // nothing in this device's storage
  expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
  expect(cell(3)).toHaveAccessibleName('Question 3, Not answered');
});

test('the questions shown reach the server once the learner settles, the current one last; looking is never an unsaved answer', async () => {
  await open();
  await userEvent.keyboard('n');
  await userEvent.keyboard('n');
  await waitFor(() => expect(saveVisit).toHaveBeenLastCalledWith(ATTEMPT, 'q3'));
  expect(jest.mocked(saveVisit).mock.calls.map(([, id]) => id)).toEqual(['q1', 'q2', 'q3']);
  expect(saveAnswer).not.toHaveBeenCalled();
  expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
});

test('each question says what it is worth and what a wrong answer costs where the exam deducts', async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, negative_marking_percent: 25 });
  jest.mocked(fetchAttemptQuestions).mockResolvedValue(questions.map((q, i) => (i === 1 ? { ...q, marks: 2 } : q)));
  await open();
  expect(screen.getByText('1 mark · a wrong answer costs 0.25')).toBeInTheDocument();
  await userEvent.keyboard('n');
  expect(screen.getByText('2 marks · a wrong answer costs 0.5')).toBeInTheDocument();
});

test('an exam without negative marking states only the marks', async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, negative_marking_percent: 0 });
  await open();
  expect(screen.getByText('1 mark')).toBeInTheDocument();
  expect(screen.queryByText(/wrong answer costs/)).not.toBeInTheDocument();
});

test('submit asks for confirmation with the unanswered and marked counts, then scores and opens results', async () => {
  await open();
  await userEvent.click(option('A'));
  await userEvent.keyboard('m');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit test?' });
  expect(within(dialog).getByText('Unanswered: 2 questions')).toBeInTheDocument();
  expect(within(dialog).getByText('Marked for review: 1 question')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Keep Answering' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(submitAttempt).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Test' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RESULTS_PATH));
  expect(submitAttempt).toHaveBeenCalledTimes(1);
  expect(submitAttempt).toHaveBeenCalledWith(ATTEMPT);
});

test('a failed submit says so and stays on the test', async () => {
  jest.mocked(submitAttempt).mockRejectedValue(offline());
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Test' }));
  expect(await screen.findByText('Failed to submit test. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
});

test('an attempt past its deadline is submitted automatically and opens results', async () => {
  jest.mocked(fetchAttempt).mockResolvedValue(attemptRow({ deadline: new Date(Date.now() - 1000).toISOString() }));
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RESULTS_PATH));
  expect(submitAttempt).toHaveBeenCalledWith(ATTEMPT);
});

test('a completed attempt opens its results', async () => {
  jest.mocked(fetchAttempt).mockResolvedValue(attemptRow({ completed: true, score: 80, end_time: new Date().toISOString() }));
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RESULTS_PATH));
});

test("an unknown attempt, or one of another paper, is 'Test not found'", async () => {
  jest.mocked(fetchAttempt).mockRejectedValueOnce(new NotFoundError());
  const first = renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeInTheDocument();
  first.unmount();

  jest.mocked(fetchAttempt).mockResolvedValueOnce(attemptRow({ test_paper_id: 'other-paper' }));
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeInTheDocument();
});

test('a load failure says so and goes back to the exam', async () => {
  jest.mocked(fetchAttemptQuestions).mockRejectedValue(offline());
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  expect(await screen.findByText('Failed to load test. Please try again later.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${EXAM}`);
});

test('right-click and copy are blocked on the page root', async () => {
  await open();
  const root = screen.getByTestId('attempt-root');
  for (const type of ['contextmenu', 'copy', 'cut', 'selectstart']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    screen.getByText('What is question 1?').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  }
  expect(getComputedStyle(root).userSelect).toBe('none');
});

test('every read starts at once, before any has answered, under one loading state', async () => {
  const attempt = deferred<Attempt>();
  jest.mocked(fetchAttempt).mockReturnValue(attempt.promise);
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH);
  expect(screen.getByText('Loading test...')).toBeInTheDocument();
  for (const read of [fetchTestPaper, fetchAttemptQuestions, fetchSavedAnswers, measureServerOffset]) expect(read).toHaveBeenCalledTimes(1);
  expect(fetchAttemptQuestionAt).toHaveBeenCalledWith(ATTEMPT, 0);
  await act(async () => attempt.resolve(attemptRow()));
  expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
});

test('the question shows before the rest of the paper, the saved answers and the server clock, which fill in as they arrive', async () => {
  const all = deferred<Question[]>();
  const saved = deferred<SavedProgress>();
  const offset = deferred<number>();
  jest.mocked(fetchAttemptQuestions).mockReturnValue(all.promise);
  jest.mocked(fetchSavedAnswers).mockReturnValue(saved.promise);
  jest.mocked(measureServerOffset).mockReturnValue(offset.promise);
  await open();
  expect(screen.getByText('What is question 1?')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('--:--');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByText('Loading the other questions...')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Question palette' })).not.toBeInTheDocument();

  await act(async () => saved.resolve(savedWith({ q1: 'D' })));
  expect(option('D')).toBeChecked();
  expect(screen.getByText('✓ Saved')).toBeInTheDocument();

  await act(async () => offset.resolve(0));
  expect(screen.getByRole('timer')).toHaveTextContent(/^1[34]:\d\d$/);

  await act(async () => all.resolve(questions));
  expect(cell(1)).toHaveAccessibleName('Question 1, Answered');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
});

test("a choice made before the saved answers arrive is kept over the server's older one", async () => {
  const saved = deferred<SavedProgress>();
  jest.mocked(fetchSavedAnswers).mockReturnValue(saved.promise);
  await open();
  await userEvent.click(option('B'));
  await act(async () => saved.resolve(savedWith({ q1: 'D', q2: 'A' })));
  expect(option('B')).toBeChecked();
  expect(cell(2)).toHaveAccessibleName('Question 2, Answered');
  await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith(ATTEMPT, 'q1', { option: 'B' }, 'ABCD'));
});

test("the shell's prefetch is what the page then shows: nothing is read twice", async () => {
  prefetch({ examId: EXAM, testId: PAPER, attemptId: ATTEMPT });
  expect(fetchAttempt).toHaveBeenCalledTimes(1);
  await open();
  for (const read of [
    fetchAttempt,
    fetchTestPaper,
    fetchAttemptQuestionAt,
    fetchAttemptQuestions,
    fetchSavedAnswers,
    measureServerOffset,
  ]) {
    expect(read).toHaveBeenCalledTimes(1);
  }
});

test('signed out: asked to sign in, and nothing is read', async () => {
  renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH, null);
  expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
  // Signing in comes back to this test.
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(ATTEMPT_PATH)}`);
  expect(fetchAttempt).not.toHaveBeenCalled();
});

test("a case's questions show its passage, and the palette groups them; a paper without cases reads no passage", async () => {
  jest.mocked(fetchCasePassages).mockResolvedValue([{ id: 'case-1', title: 'The Mehta family', passage: 'Mr Mehta, 45, earns ₹30 lakh.' }]);
  jest.mocked(fetchAttemptQuestions).mockResolvedValue(questions.map((q) => (q.id === 'q1' ? q : { ...q, case_id: 'case-1', marks: 2 })));
  await open();
  expect(screen.queryByText('Mr Mehta, 45, earns ₹30 lakh.')).not.toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Case 1: questions 2–3' })).getAllByRole('button')).toHaveLength(2);
  await userEvent.click(cell(2));
  expect(await screen.findByText('Mr Mehta, 45, earns ₹30 lakh.')).toBeVisible();
  expect(screen.getByText('Case 1: The Mehta family · Question 1 of 2 on this case')).toBeInTheDocument();
  expect(fetchCasePassages).toHaveBeenCalledWith(PAPER);
});

test("on a phone a case's passage is read once: unfolded at its first question, folded at the next, one tap to read again", async () => {
  jest
    .mocked(fetchCasePassages)
    .mockResolvedValue([{ id: 'case-1', title: 'Case 4: The Mehta family', passage: 'Mr Mehta, 45, earns ₹30 lakh.' }]);
  jest.mocked(fetchAttemptQuestions).mockResolvedValue(questions.map((q) => (q.id === 'q1' ? q : { ...q, case_id: 'case-1', marks: 2 })));
  await open();
  await userEvent.click(cell(2));
  const passage = await screen.findByRole('group', { name: 'Case 1' });
  expect(await within(passage).findByText('Mr Mehta, 45, earns ₹30 lakh.')).toBeVisible();
  expect(passage).toHaveAttribute('open');
  await userEvent.click(cell(3));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Case 1' })).not.toHaveAttribute('open'));
  expect(screen.getByRole('group', { name: 'Case 1' }).querySelector('summary')).toHaveTextContent(
    /^Case 1: The Mehta family · Question 2 of 2 on this case · Show the case$/,
  );
  await userEvent.click(screen.getByText(/Question 2 of 2 on this case/));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Case 1' })).toHaveAttribute('open'));
  // The learner's choice holds when they come back to the case's first question.
  await userEvent.click(cell(2));
  expect(screen.getByRole('group', { name: 'Case 1' })).toHaveAttribute('open');
});

test('no case, no passage request', async () => {
  await open();
  expect(fetchCasePassages).not.toHaveBeenCalled();
});

test('in Hindi: the question heading, its marking, the navigation, the palette and the submit dialog; letters stay A-D', async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, negative_marking_percent: 25 });
  // Awaited: the page waits for its Hindi messages' chunk.
  await act(async () => renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH, undefined, 'hi'));
  expect(await screen.findByRole('heading', { name: 'प्रश्न 1 (3 में से)' })).toBeInTheDocument();
  expect(screen.getByText('1 अंक · गलत उत्तर पर 0.25 की कटौती')).toBeInTheDocument();
  expect(option('D')).toHaveAccessibleName('D. Delta 1'); // the question is content: English on an English paper
  expect(fetchAttempt).toHaveBeenCalledTimes(1); // waiting for the messages started no read twice
  const nav = screen.getByRole('group', { name: 'प्रश्नों के बीच जाएँ' });
  expect(within(nav).getByRole('button', { name: 'पिछला' })).toBeDisabled();
  expect(within(nav).getByRole('button', { name: /रिव्यू के लिए मार्क करें/ })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('timer', { name: 'शेष समय' })).toBeInTheDocument();

  await userEvent.click(option('A'));
  expect(await screen.findByText('✓ सेव हो गया')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: '3 में से 1 उत्तर दिए' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^प्रश्न 1,/ })).toHaveAccessibleName('प्रश्न 1, उत्तर दिया');
  await userEvent.click(within(nav).getByRole('button', { name: 'अगला' }));
  expect(screen.getByRole('heading', { name: 'प्रश्न 2 (3 में से)' })).toHaveFocus();
  await userEvent.click(within(nav).getByRole('button', { name: /रिव्यू के लिए मार्क करें/ }));
  expect(within(nav).getByRole('button', { name: /रिव्यू के लिए मार्क किया/ })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'टेस्ट सबमिट करें' }));
  const dialog = screen.getByRole('dialog', { name: 'टेस्ट सबमिट करें?' });
  expect(within(dialog).getByText('उत्तर दिए: 3 में से 1')).toBeInTheDocument();
  expect(within(dialog).getByText('बिना उत्तर: 2 प्रश्न')).toBeInTheDocument();
  expect(within(dialog).getByText('रिव्यू के लिए मार्क: 1 प्रश्न')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'उत्तर देना जारी रखें' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'टेस्ट सबमिट करें' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RESULTS_PATH));
});

test('in Hindi, an English-only paper keeps its questions in English, marked as English for screen readers', async () => {
  await act(async () => renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH, undefined, 'hi'));
  await screen.findByRole('heading', { name: 'प्रश्न 1 (3 में से)' });
  expect(screen.getByText('What is question 1?')).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('radiogroup')).toHaveAttribute('lang', 'en');
});

test("in Hindi, the paper's title shows its reviewed translation, and a later read of the translations never blanks the test", async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ 'Mock Test 1': 'मॉक टेस्ट 1' }));
  await act(async () => renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH, undefined, 'hi'));
  expect(await screen.findByRole('heading', { level: 1, name: 'मॉक टेस्ट 1' })).toBeInTheDocument();
  expect(fetchAttempt).toHaveBeenCalledTimes(1); // waiting for the translations started no read twice
  // After a failed read platform starts a new one (30 s later): the test on screen keeps what it read.
  jest.mocked(textTranslations).mockReturnValue(new Promise(() => {}));
  await userEvent.click(option('B'));
  await userEvent.click(screen.getByRole('button', { name: 'अगला' }));
  expect(screen.getByRole('heading', { name: 'प्रश्न 2 (3 में से)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'मॉक टेस्ट 1' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toBeInTheDocument();
});

test('in Hindi, a paper title without a reviewed translation stays English', async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ 'Mock Test 2': 'मॉक टेस्ट 2' }));
  await act(async () => renderAt(<AttemptPage />, PATTERN, ATTEMPT_PATH, undefined, 'hi'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mock Test 1' })).toBeInTheDocument();
});
