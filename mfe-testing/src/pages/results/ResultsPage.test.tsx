import { ApiError, textTranslations } from '@nism/platform';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAttempt } from '../../features/attempt/api/fetch-attempt';
import { fetchAttemptReview, type ReviewItem } from '../../features/results/api/fetch-attempt-review';
import { fetchTestPaper } from '../../features/attempt/api/fetch-test-paper';
import { databaseTexts, renderAt } from '../../testing/render';
import { EXAM, RESULTS_PATH, attemptRow, paper } from '../../testing/attempt-fixtures';
import { fetchCasePassages } from '../../lib/cases/api/fetch-case-passages';
import { fetchMyReports, reportQuestion } from '../../features/results/api/report-question';
import { fetchStanding } from '../../features/results/api/fetch-standing';
import { fetchBreakdown } from '../../features/results/api/fetch-breakdown';
import { fetchAttemptMarking, type AttemptMarking } from '../../features/results/api/fetch-attempt-marking';
import { fetchRunningAttemptId } from '../../features/results/api/fetch-running-attempt';
import { fetchAttemptTranslations, saveAttemptLanguage } from '../../lib/paper-language/attempt-translations';
import ResultsPage from './ResultsPage';

jest.mock('../../features/attempt/api/fetch-attempt');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));
jest.mock('../../features/results/api/fetch-attempt-review');
jest.mock('../../features/results/api/fetch-attempt-marking');
jest.mock('../../features/attempt/api/fetch-test-paper');
jest.mock('../../lib/cases/api/fetch-case-passages');
jest.mock('../../features/results/api/fetch-running-attempt');
jest.mock('../../features/results/api/fetch-standing');
jest.mock('../../features/results/api/fetch-breakdown');
jest.mock('../../lib/paper-language/attempt-translations');
jest.mock('../../features/results/api/report-question', () => ({
  ...jest.requireActual('../../features/results/api/report-question'),
  reportQuestion: jest.fn(),
  fetchMyReports: jest.fn(),
}));

// option_a..d are the texts as the learner saw them; keys are canonical, shown through option_keys.
const item = (
  n: number,
  selected: ReviewItem['selected_option'],
  correct: ReviewItem['correct_option'],
  more: Partial<ReviewItem> = {},
): ReviewItem => ({
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
  option_keys: 'ABCD',
  time_spent_ms: null,
  ...more,
});

// 2 correct, 1 incorrect, 1 unanswered: round(2 / 4 * 100) = 50, a fail. Question 2 was shown shuffled: canonical
// B (chosen) was shown as D, canonical C (the key) as A.
const review = [item(1, 'A', 'A'), item(2, 'B', 'C', { option_keys: 'CADB' }), item(3, null, 'D'), item(4, 'B', 'B')];
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
  net_percent: 43.75,
  negative_marks: 0.25,
  negative_marking_percent: 25,
  passed: false,
  passing_score_percent: 60,
  correct_count: 2,
  wrong_count: 1,
  unanswered_count: 1,
  retake: false,
  remarked_at: null,
  remark_reason: null,
  section_results: null,
};
const unmarked: AttemptMarking = {
  net_marks: null,
  total_marks: null,
  net_percent: null,
  negative_marks: null,
  negative_marking_percent: null,
  passed: null,
  passing_score_percent: null,
  correct_count: null,
  wrong_count: null,
  unanswered_count: null,
  retake: false,
  remarked_at: null,
  remark_reason: null,
  section_results: null,
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(textTranslations).mockReturnValue(databaseTexts());
  jest.mocked(fetchAttemptMarking).mockResolvedValue(marking);
  jest.mocked(fetchAttempt).mockResolvedValue(completed);
  jest.mocked(fetchTestPaper).mockResolvedValue(paper);
  jest.mocked(fetchAttemptReview).mockResolvedValue(review);
  jest.mocked(fetchMyReports).mockResolvedValue({});
  jest.mocked(fetchStanding).mockResolvedValue({ learners: 3, needed: 30, percentile: null, sections: [] });
  jest.mocked(fetchBreakdown).mockResolvedValue({ earlier_attempts: 0, sections: [], topics: [] });
});

const PATTERN = '/exams/:examId/test/:testId/results/:attemptId';
const open = async () => {
  renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  await screen.findByRole('heading', { name: 'Mock Test 1: Results' });
  // The standing is read beside the results: wait for it, so its answer lands inside the test.
  await screen.findByRole('region', { name: 'Where you stand' });
};
const card = (n: number) => screen.getByRole('article', { name: `Question ${n}` });
const detail = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling;

test('the headline is the net marks of total marks that decide the verdict; correct answers are labelled as such', async () => {
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('1.75 / 4')).toBeInTheDocument();
  expect(within(score).getByText('marks · Failed')).toBeInTheDocument();
  expect(within(score).getByText('Net marks 43.75%')).toBeInTheDocument();
  expect(within(score).getByText('Pass mark 60% (2.4 marks)')).toBeInTheDocument();
  expect(within(score).getByText("Negative marking: −0.25 for 1 wrong answer (25% of a question's marks each)")).toBeInTheDocument();
  expect(detail(score, 'Correct answers (count)')).toHaveTextContent('2 of 4 questions');
  expect(detail(score, 'Incorrect')).toHaveTextContent('1');
  expect(detail(score, 'Unanswered')).toHaveTextContent('1');
  expect(detail(score, 'Time taken')).toHaveTextContent('12 min 5 s');
  // The contradiction: a bare '50%' beside 'Pass mark 50%' on a failed attempt.
  expect(within(score).queryByText('50%')).not.toBeInTheDocument();
});

test('a failed X-A: the net-marks percentage stands beside the pass mark, and 83 correct of 135 is a labelled count', async () => {
  jest.mocked(fetchAttemptMarking).mockResolvedValue({
    ...marking,
    net_marks: 86.5,
    total_marks: 150,
    net_percent: 57.67,
    negative_marks: 11,
    passed: false,
    passing_score_percent: 60,
    correct_count: 83,
    wrong_count: 44,
    unanswered_count: 8,
  });
  jest.mocked(fetchAttempt).mockResolvedValue({ ...completed, score: 61 });
  jest
    .mocked(fetchAttemptReview)
    .mockResolvedValue([
      ...Array.from({ length: 83 }, (_, i) => item(i + 1, 'A', 'A')),
      ...Array.from({ length: 44 }, (_, i) => item(84 + i, 'B', 'A')),
      ...Array.from({ length: 8 }, (_, i) => item(128 + i, null, 'A')),
    ]);
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('marks · Failed')).toBeInTheDocument();
  const against = within(score).getByText('Pass mark 60% (90 marks)').parentElement!;
  expect(against).toHaveTextContent('Net marks 57.67% < Pass mark 60% (90 marks)');
  expect(detail(score, 'Correct answers (count)')).toHaveTextContent(/^83 of 135 questions$/);
  // No bare share of correct answers (61%) that reads as a pass beside 'Pass mark 60%'.
  expect(score).not.toHaveTextContent('61%');
});

test("V-A, the issue's demo: 5 right and 5 wrong with no negative marking is 5 / 10 marks, 50%, passed, with no deduction line", async () => {
  const ten = Array.from({ length: 10 }, (_, i) => item(i + 1, 'A', i < 5 ? 'A' : 'B'));
  jest.mocked(fetchAttemptReview).mockResolvedValue(ten);
  jest.mocked(fetchAttemptMarking).mockResolvedValue({
    ...marking,
    net_marks: 5,
    total_marks: 10,
    net_percent: 50,
    negative_marks: 0,
    negative_marking_percent: 0,
    passed: true,
    passing_score_percent: 50,
  });
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('5 / 10')).toBeInTheDocument();
  expect(within(score).getByText('marks · Passed')).toBeInTheDocument();
  expect(within(score).getByText('Net marks 50%')).toBeInTheDocument();
  expect(within(score).getByText('No negative marking in this exam: a wrong answer costs nothing.')).toBeInTheDocument();
  expect(within(score).queryByText(/Negative marking:/)).not.toBeInTheDocument();
  expect(detail(score, 'Correct answers (count)')).toHaveTextContent('5 of 10 questions');
});

test('X-B: two-mark case questions right and nothing else is 60 of 150 marks (40%), not a count of questions', async () => {
  jest.mocked(fetchAttemptMarking).mockResolvedValue({
    ...marking,
    net_marks: 60,
    total_marks: 150,
    net_percent: 40,
    negative_marks: 0,
    passed: false,
    correct_count: 30,
    wrong_count: 0,
    unanswered_count: 90,
  });
  jest.mocked(fetchAttempt).mockResolvedValue({ ...completed, score: 25 });
  jest
    .mocked(fetchAttemptReview)
    .mockResolvedValue([
      ...Array.from({ length: 90 }, (_, i) => item(i + 1, null, 'A')),
      ...Array.from({ length: 30 }, (_, i) => item(91 + i, 'A', 'A', { marks: 2 })),
    ]);
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('60 / 150')).toBeInTheDocument();
  expect(within(score).getByText('marks · Failed')).toBeInTheDocument();
  expect(within(score).getByText('Net marks 40%')).toBeInTheDocument();
  expect(detail(score, 'Correct answers (count)')).toHaveTextContent('30 of 120 questions');
});

test('a re-marked attempt says when and why, and a retake says so', async () => {
  jest.mocked(fetchAttemptMarking).mockResolvedValue({
    ...marking,
    retake: true,
    remarked_at: '2026-11-26T09:00:00Z',
    remark_reason: 'Series V-A has no negative marking.',
  });
  await open();
  expect(screen.getByRole('note', { name: 'Re-marked' })).toHaveTextContent(
    'Re-marked on 26 November 2026. Series V-A has no negative marking.',
  );
  expect(screen.getByText("Retake: you had seen this paper's answers before this attempt.")).toBeInTheDocument();
});

test('while an attempt of the paper runs, the answers are withheld and the page leads back to that test', async () => {
  jest
    .mocked(fetchAttemptReview)
    .mockRejectedValue(new ApiError('Answers are hidden while an attempt of this paper is in progress', 'NSM03'));
  jest.mocked(fetchRunningAttemptId).mockResolvedValue('running-1');
  await open();
  expect(screen.getByRole('heading', { name: 'Answers hidden while a test is running' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your running test' })).toHaveAttribute(
    'href',
    `/exams/${EXAM}/test/${paper.id}/attempt/running-1`,
  );
  // The marking still shows, from the counts stored with it.
  expect(detail(screen.getByRole('region', { name: 'Score' }), 'Correct answers (count)')).toHaveTextContent('2 of 4 questions');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test("the verdict and the pass mark are the database's, not a fixed 60%", async () => {
  jest
    .mocked(fetchAttemptMarking)
    .mockResolvedValue({ ...marking, net_marks: 2.2, net_percent: 55, passed: true, passing_score_percent: 55 });
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('marks · Passed')).toBeInTheDocument();
  expect(within(score).getByText('Net marks 55%')).toBeInTheDocument();
  expect(within(score).getByText('Pass mark 55% (2.2 marks)')).toBeInTheDocument();
});

test('an attempt submitted before the marking shows its score and says net marks are not available', async () => {
  jest.mocked(fetchAttemptMarking).mockResolvedValue(unmarked);
  await open();
  const score = screen.getByRole('region', { name: 'Score' });
  expect(within(score).getByText('50%')).toBeInTheDocument();
  expect(within(score).getByText('of questions answered correctly')).toBeInTheDocument();
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
  // With the letters the learner saw.
  expect(detail(card(2), 'Your answer')).toHaveTextContent('D. Delta 2');
  expect(detail(card(2), 'Correct answer')).toHaveTextContent('A. Alpha 2');
  expect(detail(card(2), 'Explanation')).toHaveTextContent('Because of rule 2.');
  expect(within(card(2)).getByText('Incorrect')).toBeInTheDocument();
  expect(detail(card(3), 'Your answer')).toHaveTextContent('Not answered');
  expect(detail(card(3), 'Correct answer')).toHaveTextContent('D. Delta 3');
  expect(within(card(1)).getByText('Correct')).toBeInTheDocument();
});

test('every result offers what comes next: practice of the wrong and unanswered questions and the progress page', async () => {
  await open();
  const next = screen.getByRole('navigation', { name: 'Next steps' });
  expect(within(next).getByRole('link', { name: 'Practise your 2 wrong or unanswered questions' })).toHaveAttribute(
    'href',
    `/exams/${EXAM}/practice`,
  );
  expect(within(next).getByRole('link', { name: 'See your progress' })).toHaveAttribute('href', `/exams/${EXAM}/progress`);
  expect(within(next).queryByRole('link', { name: /plans/ })).not.toBeInTheDocument();
});

test("after the demo, the exam's plans come first", async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, title: 'Demo Questions' });
  renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  const next = await screen.findByRole('navigation', { name: 'Next steps' });
  expect(within(next).getAllByRole('link')[0]).toHaveAccessibleName('See plans for every mock test');
  expect(within(next).getAllByRole('link')[0]).toHaveAttribute('href', `/exams/${EXAM}/plans`);
});

test("a correct answer's options and explanation start folded, one tap away; wrong and unanswered ones are open", async () => {
  await open();
  expect(within(card(1)).getByText('What is question 1?')).toBeVisible();
  expect(within(card(1)).getByText('Correct answer')).not.toBeVisible();
  expect(within(card(2)).getByText('Correct answer')).toBeVisible();
  expect(within(card(3)).getByText('Correct answer')).toBeVisible();
  await userEvent.click(within(card(1)).getByText('Show the options and explanation'));
  expect(within(card(1)).getByText('Correct answer')).toBeVisible();
});

test('filters: wrong, unanswered, marked and all (marks saved on the server during the attempt, on any device)', async () => {
  jest
    .mocked(fetchAttemptReview)
    .mockResolvedValue(review.map((r) => ({ ...r, marked_for_review: r.question_id === 'q1' || r.question_id === 'q3' })));
  await open();
  expect(
    within(screen.getByRole('group', { name: 'Show questions' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Wrong (1)', 'Unanswered (1)', 'Marked (2)', 'All (4)']);
  await userEvent.click(screen.getByRole('button', { name: 'Wrong (1)' }));
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

test("a case's passage is shown once, with its questions under it, numbered once (the title's own 'Case 4:' dropped)", async () => {
  jest
    .mocked(fetchCasePassages)
    .mockResolvedValue([{ id: 'case-1', title: 'Case 4: Mr Rao retires', passage: 'Mr Rao, 60, has ₹1 crore.' }]);
  jest.mocked(fetchAttemptReview).mockResolvedValue(review.map((r, i) => (i >= 2 ? { ...r, case_id: 'case-1', marks: 2 } : r)));
  await open();
  expect(await screen.findAllByText('Mr Rao, 60, has ₹1 crore.')).toHaveLength(1);
  const passage = screen.getByRole('group', { name: 'Case 1' });
  expect(passage).toHaveTextContent('Case 1: Mr Rao retires · 2 questions below');
  expect(passage).not.toHaveTextContent('Case 4');
  expect(fetchCasePassages).toHaveBeenCalledWith(paper.id);
});

test('a paper without cases reads no passages', async () => {
  await open();
  expect(fetchCasePassages).not.toHaveBeenCalled();
});

test('a question can be reported with a reason and a note; a toast confirms; reporting again updates it', async () => {
  jest.mocked(reportQuestion).mockImplementation(async (questionId, reason, note) => ({ question_id: questionId, reason, note }));
  await open();
  await userEvent.click(within(card(2)).getByRole('button', { name: 'Report a problem with question 2' }));
  const form = screen.getByRole('form', { name: 'Report question 2' });
  expect(within(form).getByRole('button', { name: 'Send report' })).toBeDisabled();
  await userEvent.click(within(form).getByRole('radio', { name: 'The answer key is wrong' }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'SEBI changed this in 2025');
  await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
  expect(reportQuestion).toHaveBeenCalledWith('q2', 'wrong_key', 'SEBI changed this in 2025');
  expect(await screen.findByText('Thanks: your report was sent')).toBeInTheDocument();
  expect(within(card(2)).getByText('You reported this question: the answer key is wrong.')).toBeInTheDocument();
  expect(within(card(2)).getByRole('button', { name: 'Change report of question 2' })).toBeInTheDocument();
});

test("a learner over the report limit is told so in the server's words", async () => {
  jest
    .mocked(reportQuestion)
    .mockRejectedValue(new ApiError('You have reported many questions in the last hour. Please try again later.', 'PT429'));
  await open();
  await userEvent.click(within(card(1)).getByRole('button', { name: 'Report a problem with question 1' }));
  await userEvent.click(screen.getByRole('radio', { name: 'There is a typo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('You have reported many questions in the last hour. Please try again later.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Report question 1' })).toBeInTheDocument(); // nothing lost
});

test('earlier reports show on their questions', async () => {
  jest.mocked(fetchMyReports).mockResolvedValue({ q3: { question_id: 'q3', reason: 'typo', note: null } });
  await open();
  expect(await within(card(3)).findByText('You reported this question: there is a typo.')).toBeInTheDocument();
});

test("the content team's answer shows where the learner reported: fixed on a date, or no change with its reason as text", async () => {
  jest.mocked(fetchMyReports).mockResolvedValue({
    q1: { question_id: 'q1', reason: 'wrong_key', note: null, status: 'fixed', resolved_at: '2026-11-26T09:00:00Z', resolution_note: null },
    q3: {
      question_id: 'q3',
      reason: 'typo',
      note: null,
      status: 'dismissed',
      resolved_at: '2026-11-26T09:00:00Z',
      resolution_note: '<b>The spelling is SEBI’s</b>',
    },
  });
  await open();
  expect(await within(card(1)).findByText('Fixed on 26 November 2026.')).toBeInTheDocument();
  expect(within(card(3)).getByText('Reviewed: no change, <b>The spelling is SEBI’s</b>')).toBeInTheDocument();
});

test('time per question: the average against the exam pace, the slowest questions, and the time on each card', async () => {
  const times = [30_000, 200_000, 0, 90_000];
  jest.mocked(fetchAttemptReview).mockResolvedValue(review.map((r, i) => ({ ...r, time_spent_ms: times[i] || null })));
  await open();
  const panel = screen.getByRole('region', { name: 'Time per question' });
  // paper: 15 minutes for 4 questions here, a pace of 3 min 45 s; 320 s over 3 questions looked at.
  expect(within(panel).getByText('Average 1 min 47 s per question you looked at · exam pace 3 min 45 s')).toBeInTheDocument();
  expect(within(panel).getByText('Within the exam pace.')).toBeInTheDocument();
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Question 2: 3 min 20 s', 'Question 4: 1 min 30 s', 'Question 1: 30 s']);
  expect(detail(card(2), 'Time spent')).toHaveTextContent('3 min 20 s');
});

test('an attempt without recorded times shows no time panel', async () => {
  await open();
  expect(screen.queryByRole('region', { name: 'Time per question' })).not.toBeInTheDocument();
});

test('after the timer submitted the attempt, a toast says time ran out', async () => {
  renderAt(<ResultsPage />, PATTERN, { pathname: RESULTS_PATH, state: { autoSubmitted: true } });
  expect(await screen.findByText("Time's up: your answers were submitted automatically.")).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Where you stand' });
});

test('straight after submitting, the page shows the row submit_attempt returned and does not read the attempt again', async () => {
  const scored = { ...completed, ...marking };
  renderAt(<ResultsPage />, PATTERN, { pathname: RESULTS_PATH, state: { autoSubmitted: false, scored } });
  await screen.findByRole('heading', { name: 'Mock Test 1: Results' });
  expect(within(screen.getByRole('region', { name: 'Score' })).getByText('1.75 / 4')).toBeInTheDocument();
  expect(fetchAttempt).not.toHaveBeenCalled();
  expect(fetchAttemptMarking).not.toHaveBeenCalled();
  await screen.findByRole('region', { name: 'Where you stand' });
});

test("a scored row of another attempt in the page's history is not used for this one", async () => {
  const other = { ...completed, ...marking, id: 'another-attempt' };
  renderAt(<ResultsPage />, PATTERN, { pathname: RESULTS_PATH, state: { scored: other } });
  await screen.findByRole('heading', { name: 'Mock Test 1: Results' });
  expect(fetchAttempt).toHaveBeenCalledTimes(1);
  expect(fetchAttemptMarking).toHaveBeenCalledTimes(1);
  await screen.findByRole('region', { name: 'Where you stand' });
});

test('a bilingual paper is reviewed in the language the learner chose in the attempt, and switches back to English', async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, languages: ['en', 'hi'] });
  jest.mocked(fetchAttempt).mockResolvedValue({ ...completed, language: 'hi' });
  jest.mocked(saveAttemptLanguage).mockResolvedValue(undefined);
  jest.mocked(fetchAttemptTranslations).mockResolvedValue(
    new Map(
      review.map((r) => [
        r.question_id,
        {
          id: r.question_id,
          question_text: `प्रश्न ${r.position}?`,
          option_a: 'क',
          option_b: 'ख',
          option_c: 'ग',
          option_d: 'घ',
          explanation: `नियम ${r.position} के कारण।`,
        },
      ]),
    ),
  );
  renderAt(<ResultsPage />, PATTERN, RESULTS_PATH);
  const second = within(await screen.findByRole('article', { name: 'Question 2' }));
  expect(await second.findByText('प्रश्न 2?')).toHaveAttribute('lang', 'hi');
  expect(second.getByText('नियम 2 के कारण।')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'English' }));
  expect(second.getByText('What is question 2?')).toBeInTheDocument();
  expect(second.getByText('Because of rule 2.')).toBeInTheDocument();
});

test('in Hindi: the summary, the verdict against the pass mark, the standing, next steps, filters and a review card', async () => {
  // Awaited: the page waits for its Hindi messages' chunk.
  await act(async () => renderAt(<ResultsPage />, PATTERN, RESULTS_PATH, undefined, 'hi'));
  expect(await screen.findByRole('heading', { name: 'Mock Test 1: नतीजे' })).toBeInTheDocument();
  await screen.findByRole('region', { name: 'आपकी स्थिति' });
  const score = screen.getByRole('region', { name: 'स्कोर' });
  expect(within(score).getByText('1.75 / 4')).toBeInTheDocument();
  expect(within(score).getByText('अंक · अनुत्तीर्ण')).toBeInTheDocument();
  expect(within(score).getByText('उत्तीर्ण अंक 60% (2.4 अंक)').parentElement).toHaveTextContent('नेट अंक 43.75% < उत्तीर्ण अंक 60% (2.4 अंक)');
  expect(within(score).getByText('नेगेटिव मार्किंग: 1 गलत उत्तर पर −0.25 (हर एक पर प्रश्न के अंकों का 25%)')).toBeInTheDocument();
  expect(detail(score, 'सही उत्तर (संख्या)')).toHaveTextContent('4 में से 2 प्रश्न');
  expect(detail(score, 'लगा समय')).toHaveTextContent('12 मिनट 5 सेकंड');
  expect(screen.getByText('जब 30 शिक्षार्थी यह पेपर दे चुके होंगे, तब दूसरे शिक्षार्थियों के बीच आपकी जगह यहाँ दिखेगी (अब तक 3)।')).toBeInTheDocument();
  const next = screen.getByRole('navigation', { name: 'आगे के कदम' });
  expect(within(next).getByRole('link', { name: 'अपने 2 गलत या बिना उत्तर वाले प्रश्नों का अभ्यास करें' })).toBeInTheDocument();
  const filters = screen.getByRole('group', { name: 'प्रश्न दिखाएँ' });
  expect(
    within(filters)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['गलत (1)', 'बिना उत्तर (1)', 'मार्क किए (0)', 'सभी (4)']);

  const wrong = screen.getByRole('article', { name: 'प्रश्न 2' });
  expect(within(wrong).getByText('गलत')).toBeInTheDocument();
  expect(detail(wrong, 'आपका उत्तर')).toHaveTextContent('D. Delta 2'); // the letters the learner saw
  expect(detail(wrong, 'सही उत्तर')).toHaveTextContent('A. Alpha 2');
  expect(detail(wrong, 'व्याख्या')).toHaveTextContent('Because of rule 2.');
  expect(within(wrong).getByRole('button', { name: 'रिव्यू के लिए बुकमार्क करें प्रश्न 2' })).toBeInTheDocument();
  expect(within(wrong).getByRole('button', { name: 'समस्या बताएँ (प्रश्न 2)' })).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'प्रश्न 1' })).getByText('विकल्प और व्याख्या दिखाएँ')).toBeInTheDocument();
});

test("in Hindi, the paper's title and the breakdown's topics show their reviewed translations; the demo is still known as the demo", async () => {
  jest.mocked(fetchTestPaper).mockResolvedValue({ ...paper, title: 'Demo Questions' });
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ 'Demo Questions': 'डेमो प्रश्न', Ethics: 'नैतिकता' }));
  const figures = { questions: 2, marks: 2, correct: 1, wrong: 1, unanswered: 0, marks_earned: 1, negative_marks: 0.25, time_ms: 60_000 };
  jest.mocked(fetchBreakdown).mockResolvedValue({
    earlier_attempts: 0,
    sections: [],
    topics: [
      { name: 'Ethics', this_attempt: figures, earlier: null },
      { name: 'Taxation', this_attempt: figures, earlier: null },
    ],
  });
  await act(async () => renderAt(<ResultsPage />, PATTERN, RESULTS_PATH, undefined, 'hi'));
  expect(await screen.findByRole('heading', { level: 1, name: 'डेमो प्रश्न: नतीजे' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'आगे के कदम' })).getByRole('link', { name: 'हर मॉक टेस्ट के लिए प्लान देखें' }),
  ).toBeInTheDocument();
  const topics = await screen.findByRole('table', { name: 'विषय, सबसे कमज़ोर पहले' });
  expect(within(topics).getByRole('rowheader', { name: 'नैतिकता' })).toBeInTheDocument();
  expect(within(topics).getByRole('rowheader', { name: 'Taxation' })).toBeInTheDocument();
});
