import { ApiError } from 'platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAttempt } from '../../features/attempt/api/fetch-attempt';
import { fetchAttemptReview, type ReviewItem } from '../../features/results/api/fetch-attempt-review';
import { fetchTestPaper } from '../../features/attempt/api/fetch-test-paper';
import { renderAt } from '../../testing/render';
import { ATTEMPT, EXAM, RESULTS_PATH, attemptRow, paper } from '../../testing/attempt-fixtures';
import { progressStorageKey } from '../../features/attempt/state/attempt-progress';
import { fetchAttemptMarking, type AttemptMarking } from '../../features/results/api/fetch-attempt-marking';
import ResultsPage from './ResultsPage';

jest.mock('../../features/attempt/api/fetch-attempt');
jest.mock('../../features/results/api/fetch-attempt-review');
jest.mock('../../features/results/api/fetch-attempt-marking');
jest.mock('../../features/attempt/api/fetch-test-paper');

const item = (n: number, selected: ReviewItem['selected_option'], correct: ReviewItem['correct_option']): ReviewItem => ({
  question_id: `q${n}`,
  position: n,
  question_text: `What is question ${n}?`,
  option_a: `Alpha ${n}`,
  option_b: `Bravo ${n}`,
  option_c: `Charlie ${n}`,
  option_d: `Delta ${n}`,
  selected_option: selected,
  correct_option: correct,
  explanation: `Because of rule ${n}.`,
  marks: 1,
  marked_for_review: false,
  case_id: null,
  topic: null,
});

// 2 correct, 1 incorrect, 1 unanswered: round(2 / 4 * 100) = 50, a fail.
const review = [item(1, 'A', 'A'), item(2, 'B', 'C'), item(3, null, 'D'), item(4, 'B', 'B')];
const completed = attemptRow({
  completed: true,
  score: 50,
  start_time: '2025-06-01T10:00:00Z',
  end_time: '2025-06-01T10:12:05Z',
});

// The database's marking of that attempt: 1 wrong at 25% of its mark, 1.75 of 4 marks, under a 60% pass mark.
const marking: AttemptMarking = {
  net_marks: 1.75,
  total_marks: 4,
  negative_marks: 0.25,
  negative_marking_percent: 25,
  passed: false,
  passing_score_percent: 60,
  section_results: null,
};
const unmarked: AttemptMarking = {
  net_marks: null,
  total_marks: null,
  negative_marks: null,
  negative_marking_percent: null,
  passed: null,
  passing_score_percent: null,
  section_results: null,
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(fetchAttemptMarking).mockResolvedValue(marking);
  jest.mocked(fetchAttempt).mockResolvedValue(completed);
  jest.mocked(fetchTestPaper).mockResolvedValue(paper);
  jest.mocked(fetchAttemptReview).mockResolvedValue(review);
});

const PATTERN = '/exams/:examId/test/:testId/results/:attemptId';
const open = async () => {
  renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  await screen.findByRole('heading', { name: 'Mock Test 1: Results' });
};
const card = (n: number) => screen.getByRole('article', { name: `Question ${n}` });
const detail = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling;

test('shows the stored score, the net marks after negative marking, the database verdict, the counts and the time taken', async () => {
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('50%')).toBeInTheDocument();
  expect(within(score).getByText('Net marks 1.75 / 4 after negative marking (−0.25)')).toBeInTheDocument();
  expect(within(score).getByText('Failed')).toBeInTheDocument();
  expect(within(score).getByText('Pass mark 60%')).toBeInTheDocument();
  expect(detail(score, 'Correct')).toHaveTextContent('2');
  expect(detail(score, 'Incorrect')).toHaveTextContent('1');
  expect(detail(score, 'Unanswered')).toHaveTextContent('1');
  expect(detail(score, 'Time taken')).toHaveTextContent('12 min 5 s');
});

test("the verdict and the pass mark are the database's, not a fixed 60%", async () => {
  jest.mocked(fetchAttemptMarking).mockResolvedValue({ ...marking, net_marks: 2.2, passed: true, passing_score_percent: 55 });
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('Passed')).toBeInTheDocument();
  expect(within(score).getByText('Pass mark 55%')).toBeInTheDocument();
});

test('an attempt submitted before the marking shows its score and says net marks are not available', async () => {
  jest.mocked(fetchAttemptMarking).mockResolvedValue(unmarked);
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('50%')).toBeInTheDocument();
  expect(within(score).getByText('Net marks not available for this attempt')).toBeInTheDocument();
  expect(within(score).queryByText(/Pass mark/)).not.toBeInTheDocument();
});

test("an exam with sections shows each section's marks", async () => {
  const section = { questions: 2, correct: 1, unanswered: 0, marks_earned: 1, negative_marks: 0 };
  jest.mocked(fetchAttemptMarking).mockResolvedValue({
    ...marking,
    section_results: [
      { ...section, section: 'Multiple choice', marks: 2, wrong: 1, net_marks: 0.75 },
      { ...section, section: 'Case based', marks: 4, wrong: 0, unanswered: 1, net_marks: 2 },
    ],
  });
  await open();
  const table = screen.getByRole('table', { name: 'Sections' });
  expect(within(table).getByRole('row', { name: 'Multiple choice 1 1 0 0.75 / 2' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Case based 1 0 1 2 / 4' })).toBeInTheDocument();
});

test('every question shows the chosen answer, the correct answer and the explanation; unanswered shows Not answered', async () => {
  await open();
  expect(screen.getAllByRole('article')).toHaveLength(4);
  expect(detail(card(2), 'Your answer')).toHaveTextContent('B. Bravo 2');
  expect(detail(card(2), 'Correct answer')).toHaveTextContent('C. Charlie 2');
  expect(detail(card(2), 'Explanation')).toHaveTextContent('Because of rule 2.');
  expect(within(card(2)).getByText('Incorrect')).toBeInTheDocument();
  expect(detail(card(3), 'Your answer')).toHaveTextContent('Not answered');
  expect(detail(card(3), 'Correct answer')).toHaveTextContent('D. Delta 3');
  expect(within(card(1)).getByText('Correct')).toBeInTheDocument();
});

test('filters: incorrect, unanswered and marked (marks saved during the attempt)', async () => {
  localStorage.setItem(progressStorageKey(ATTEMPT), JSON.stringify({ marked: ['q1', 'q3'], visited: [], current: 0 }));
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Incorrect (1)' }));
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Question 2']);
  await userEvent.click(screen.getByRole('button', { name: 'Unanswered (1)' }));
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Question 3']);
  await userEvent.click(screen.getByRole('button', { name: 'Marked (2)' }));
  expect(screen.getByRole('button', { name: 'Marked (2)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Question 1', 'Question 3']);
  await userEvent.click(screen.getByRole('button', { name: 'All (4)' }));
  expect(screen.getAllByRole('article')).toHaveLength(4);
});

test("an attempt that is not completed, or not the learner's, is 'Results not found'", async () => {
  jest.mocked(fetchAttempt).mockResolvedValueOnce(attemptRow());
  const first = renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  expect(await screen.findByRole('heading', { name: 'Results not found' })).toBeInTheDocument();
  first.unmount();

  jest.mocked(fetchAttemptReview).mockRejectedValueOnce(new ApiError('Attempt not found', '42501'));
  renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  expect(await screen.findByRole('heading', { name: 'Results not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Exam' })).toHaveAttribute('href', `/exams/${EXAM}`);
});

test('a load failure shows the spec message', async () => {
  jest.mocked(fetchAttemptReview).mockRejectedValue(new ApiError('TypeError: Failed to fetch', ''));
  renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  expect(await screen.findAllByText('Failed to load test results. Please try again later.')).not.toHaveLength(0);
});

test('right-click, selection and copy are blocked on the results page too', async () => {
  await open();
  for (const type of ['contextmenu', 'copy', 'cut', 'selectstart']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    screen.getByText('What is question 1?').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  }
  expect(getComputedStyle(screen.getByTestId('results-root')).userSelect).toBe('none');
});
