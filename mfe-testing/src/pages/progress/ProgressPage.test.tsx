import { act, screen, within } from '@testing-library/react';
import { textTranslations } from '@nism/platform';
import userEvent from '@testing-library/user-event';
import { fetchExamProgress, type ExamProgress, type ProgressAttempt } from '../../features/progress/api/fetch-exam-progress';
import { databaseTexts, renderAt } from '../../testing/render';
import ProgressPage from './ProgressPage';

jest.mock('../../features/progress/api/fetch-exam-progress');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));
// jsdom has no canvas; the chart itself is tested in ScoreChart.test.tsx.
jest.mock('uplot', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn(), setSize: jest.fn() })) }));

const EXAM = 'exam-1';
const NOW = Date.parse('2026-11-20T10:00:00Z');

const submitted = (id: string, day: number, extra: Partial<ProgressAttempt> = {}): ProgressAttempt => ({
  id,
  start_time: `2026-11-${String(day).padStart(2, '0')}T09:00:00Z`,
  end_time: `2026-11-${String(day).padStart(2, '0')}T09:40:00Z`,
  deadline: `2026-11-${String(day).padStart(2, '0')}T11:00:00Z`,
  completed: true,
  score: 60,
  net_marks: 55.5,
  total_marks: 100,
  net_percent: 55.5,
  passed: true,
  passing_score_percent: 50,
  retake: false,
  remarked_at: null,
  time_taken_seconds: 2400,
  ...extra,
});

const progress = (attempts: ProgressAttempt[], other: ProgressAttempt[] = []): ExamProgress => ({
  exam_id: EXAM,
  passing_score_percent: 50,
  server_time: new Date(NOW).toISOString(),
  papers: [
    { id: 'p1', title: 'Mock Test 1', position: 1, duration_minutes: 120, question_count: 100, attempts },
    { id: 'p2', title: 'Mock Test 2', position: 2, duration_minutes: 120, question_count: 100, attempts: other },
  ],
  topics: [],
});

const open = () => renderAt(<ProgressPage />, '/exams/:examId/progress', `/exams/${EXAM}/progress`);
const rows = (paper: string) =>
  within(screen.getByRole('table', { name: `Attempts of ${paper}` }))
    .getAllByRole('row')
    .slice(1);

test('every attempt of a paper, newest first: date, time taken, score, net marks, result and a link to its results', async () => {
  jest
    .mocked(fetchExamProgress)
    .mockResolvedValue(progress([submitted('a1', 17, { score: 45, net_marks: 40, net_percent: 40, passed: false }), submitted('a2', 18)]));
  open();
  await screen.findByRole('heading', { name: 'Mock Test 1' });
  const [newest, oldest] = rows('Mock Test 1');
  expect(newest).toHaveTextContent(/18 Nov 2026/);
  expect(newest).toHaveTextContent('40 min 0 s');
  expect(newest).toHaveTextContent('60%');
  expect(newest).toHaveTextContent('55.5 / 100');
  expect(newest).toHaveTextContent('Pass');
  expect(within(newest).getByRole('link', { name: 'View results' })).toHaveAttribute('href', `/exams/${EXAM}/test/p1/results/a2`);
  expect(oldest).toHaveTextContent('Fail');
  expect(screen.getByRole('img', { name: /^Mock Test 1: score over attempts/ })).toBeInTheDocument();
  // A paper never attempted is not listed.
  expect(screen.queryByRole('heading', { name: 'Mock Test 2' })).not.toBeInTheDocument();
  expect(fetchExamProgress).toHaveBeenCalledTimes(1);
});

test('an attempt in progress offers Resume with its time left, from the server clock', async () => {
  const running = submitted('r1', 20, {
    start_time: '2026-11-20T09:30:00Z',
    deadline: '2026-11-20T10:05:30Z',
    end_time: null,
    completed: false,
    score: null,
    net_marks: null,
    total_marks: null,
    net_percent: null,
    passed: null,
    time_taken_seconds: null,
  });
  jest.mocked(fetchExamProgress).mockResolvedValue(progress([submitted('a1', 17), running]));
  open();
  await screen.findByRole('heading', { name: 'Mock Test 1' });
  const [first] = rows('Mock Test 1');
  expect(first).toHaveTextContent('In progress, 05:30 left');
  expect(within(first).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/exams/${EXAM}/test/p1/attempt/r1`);
});

test('an attempt from before the marking shows its score and marks the rest as not available', async () => {
  jest
    .mocked(fetchExamProgress)
    .mockResolvedValue(progress([submitted('old', 1, { net_marks: null, total_marks: null, net_percent: null, passed: null })]));
  open();
  await screen.findByRole('heading', { name: 'Mock Test 1' });
  const [row] = rows('Mock Test 1');
  expect(row).toHaveTextContent('60%');
  expect(within(row).getAllByText('Not available')).toHaveLength(2);
});

test('a learner with no attempts gets an explanation and a way to start, not an empty table', async () => {
  jest.mocked(fetchExamProgress).mockResolvedValue(progress([]));
  open();
  expect(await screen.findByRole('heading', { name: 'No attempts yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a test' })).toHaveAttribute('href', `/exams/${EXAM}`);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('a failed load says so and Retry asks again', async () => {
  jest
    .mocked(fetchExamProgress)
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValue(progress([submitted('a1', 17)]));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your progress could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Mock Test 1' })).toBeInTheDocument();
});

/** A topic's row of the progress read: one right and one wrong, at `accuracy`. */
const topicRow = (topic: string, accuracy: number) => ({
  topic,
  chapter: null,
  correct: 1,
  wrong: 1,
  unanswered: 0,
  total: 2,
  accuracy,
  trend: [{ attempt_id: 'a1', at: '2026-11-17T09:40:00Z', accuracy }],
});

test('topics: the weakest each offer "Practise this topic", and the mistakes of submitted attempts can be practised', async () => {
  jest.mocked(fetchExamProgress).mockResolvedValue({
    ...progress([submitted('a1', 17)]),
    topics: [topicRow('Risk & return', 10), topicRow('Tax', 20), topicRow('Ethics', 30), topicRow('Funds', 90)],
  });
  open();
  expect(await screen.findByRole('link', { name: 'Practise mistakes' })).toHaveAttribute('href', `/exams/${EXAM}/practice`);
  const drills = screen.getAllByRole('link', { name: /^Practise this topic/ });
  expect(drills.map((a) => a.getAttribute('href'))).toEqual([
    `/exams/${EXAM}/practice?topic=Risk%20%26%20return`,
    `/exams/${EXAM}/practice?topic=Tax`,
    `/exams/${EXAM}/practice?topic=Ethics`,
  ]);
});

test("in Hindi, papers and topics show their reviewed translations, or their English; a topic's practice link keeps the English", async () => {
  jest.mocked(textTranslations).mockReturnValue(databaseTexts({ 'Mock Test 1': 'मॉक टेस्ट 1', Tax: 'कर' }));
  jest.mocked(fetchExamProgress).mockResolvedValue({
    ...progress([submitted('a1', 17)], [submitted('b1', 18)]),
    topics: [topicRow('Tax', 20), topicRow('Ethics', 30)],
  });
  await act(async () => renderAt(<ProgressPage />, '/exams/:examId/progress', `/exams/${EXAM}/progress`, undefined, 'hi'));
  expect(await screen.findByRole('heading', { name: 'मॉक टेस्ट 1' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'मॉक टेस्ट 1 के प्रयास' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^मॉक टेस्ट 1: / })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Mock Test 2' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'विषय के अनुसार सटीकता' });
  expect(within(table).getByText('कर')).toBeInTheDocument();
  expect(within(table).getByText('Ethics')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'इस विषय का अभ्यास करें: कर' })).toHaveAttribute('href', `/exams/${EXAM}/practice?topic=Tax`);
  expect(screen.getByRole('link', { name: 'इस विषय का अभ्यास करें: Ethics' })).toHaveAttribute('href', `/exams/${EXAM}/practice?topic=Ethics`);
});
