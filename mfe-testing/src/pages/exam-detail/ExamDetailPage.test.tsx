import { ApiError, NotFoundError, textTranslations } from '@nism/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchExam } from '../../features/papers/api/fetch-exam';
import { fetchExamAccess } from '../../features/papers/api/fetch-exam-access';
import { fetchAttempts } from '../../features/papers/api/fetch-attempts';
import { fetchServerTime } from '../../features/attempt/api/fetch-server-time';
import { fetchTestPapers } from '../../features/papers/api/fetch-test-papers';
import { startAttempt } from '../../features/papers/api/start-attempt';
import { submitAttempt } from '../../features/attempt/api/submit-attempt';
import { databaseTexts, renderAt } from '../../testing/render';
import { scoredRow } from '../../testing/attempt-fixtures';
import ExamDetailPage from './ExamDetailPage';
import type { Attempt, TestPaper } from '../../lib/rows';

jest.mock('../../features/papers/api/fetch-exam');
jest.mock('../../features/papers/api/fetch-exam-access');
jest.mock('../../features/papers/api/fetch-attempts');
jest.mock('../../features/attempt/api/fetch-server-time');
jest.mock('../../features/papers/api/fetch-test-papers');
jest.mock('../../features/papers/api/start-attempt');
jest.mock('../../features/attempt/api/submit-attempt');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

const EXAM = 'exam-1';
const NOW = Date.now();
const paper = (id: string, title: string, minutes: number): TestPaper => ({
  id,
  exam_id: EXAM,
  title,
  description: '',
  duration_minutes: minutes,
  question_count: 10,
});
const PAPERS = [paper('p1', 'Demo Questions', 15), paper('p2', 'Mock Test 1', 25)];
const attempt = (id: string, paperId: string, minutesAgo: number, extra: Partial<Attempt>): Attempt => ({
  id,
  user_id: 'user-1',
  test_paper_id: paperId,
  start_time: new Date(NOW - minutesAgo * 60_000).toISOString(),
  deadline: new Date(NOW - minutesAgo * 60_000 + 15 * 60_000).toISOString(),
  end_time: null,
  completed: false,
  score: null,
  net_percent: null,
  retake: false,
  current_question_id: null,
  ...extra,
});

beforeEach(() => {
  jest
    .mocked(fetchExam)
    .mockResolvedValue({ id: EXAM, name: 'NISM Series X-A', description: 'Adviser level 1', negative_marking_percent: 25 });
  jest.mocked(fetchExamAccess).mockResolvedValue('completed');
  jest.mocked(fetchTestPapers).mockResolvedValue(PAPERS);
  jest.mocked(fetchAttempts).mockResolvedValue([]);
  jest.mocked(fetchServerTime).mockResolvedValue(NOW);
  jest.mocked(textTranslations).mockReturnValue(databaseTexts());
});

const open = async () => {
  renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`);
  await screen.findByRole('heading', { name: 'NISM Series X-A' });
};
const card = (title: string) => screen.getByRole('article', { name: title });

test('a completed purchase lists every paper with its duration and a best score of 0% without attempts', async () => {
  await open();
  expect(textTranslations).not.toHaveBeenCalled(); // an English page reads no translations
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(within(card('Mock Test 1')).getByText('25 minutes')).toBeInTheDocument();
  expect(within(card('Mock Test 1')).getByText('0%')).toBeInTheDocument();
  expect(within(card('Mock Test 1')).queryByRole('link', { name: 'View Last Attempt' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Exams' })).toHaveAttribute('href', '/exams');
});

test('a demo purchase shows only Demo Questions and explains how to unlock the rest', async () => {
  jest.mocked(fetchExamAccess).mockResolvedValue('demo');
  await open();
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['paper-p1']);
  expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', `/exams/${EXAM}/plans`);
});

test('no active purchase shows no papers, says why and links to the plans', async () => {
  jest.mocked(fetchExamAccess).mockResolvedValue(null);
  await open();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent("You don't have an active plan for this exam");
  expect(screen.getByRole('link', { name: 'View plans for this exam' })).toHaveAttribute('href', `/exams/${EXAM}/plans`);
});

test('best score is the maximum; View Last Attempt only when the last attempt is completed; a running one offers Resume', async () => {
  jest.mocked(fetchAttempts).mockResolvedValue([
    attempt('a3', 'p1', 1, {}), // running
    attempt('a2', 'p1', 60, { completed: true, score: 40, end_time: new Date().toISOString() }),
    attempt('a1', 'p1', 120, { completed: true, score: 70, end_time: new Date().toISOString() }),
    attempt('b1', 'p2', 30, { completed: true, score: 55, end_time: new Date().toISOString() }),
  ]);
  await open();
  expect(within(card('Demo Questions')).getByText('70%')).toBeInTheDocument();
  expect(within(card('Demo Questions')).queryByRole('link', { name: 'View Last Attempt' })).not.toBeInTheDocument();
  expect(within(card('Demo Questions')).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/exams/${EXAM}/test/p1/attempt/a3`);
  expect(within(card('Mock Test 1')).getByText('55%')).toBeInTheDocument();
  expect(within(card('Mock Test 1')).getByRole('link', { name: 'View Last Attempt' })).toHaveAttribute(
    'href',
    `/exams/${EXAM}/test/p2/results/b1`,
  );
});

test('the instructions before the test state how wrong answers are marked, or that they cost nothing', async () => {
  await open();
  expect(
    screen.getByText(/a wrong answer costs 25% of its marks \(0\.25 of a 1-mark question, 0\.5 of a 2-mark one\)/),
  ).toBeInTheDocument();
});

test('best score follows the marks that decide the verdict; a better retake replaces it only with a label', async () => {
  const done = { completed: true, end_time: new Date().toISOString() };
  jest
    .mocked(fetchAttempts)
    .mockResolvedValue([
      attempt('a2', 'p1', 60, { ...done, score: 90, net_percent: 95, retake: true }),
      attempt('a1', 'p1', 120, { ...done, score: 50, net_percent: 43.75 }),
      attempt('b2', 'p2', 60, { ...done, score: 40, net_percent: 30, retake: true }),
      attempt('b1', 'p2', 120, { ...done, score: 50, net_percent: 43.75 }),
    ]);
  await open();
  expect(within(card('Demo Questions')).getByText('Best score (marks)').nextElementSibling).toHaveTextContent('95% (retake)');
  expect(within(card('Mock Test 1')).getByText('Best score (marks)').nextElementSibling).toHaveTextContent(/^43\.75%$/);
});

test('with an attempt running, Start New Attempt asks: Resume (focused) opens it; ending it starts a new one', async () => {
  jest.mocked(fetchAttempts).mockResolvedValue([attempt('run', 'p2', 1, {})]);
  jest.mocked(startAttempt).mockResolvedValue(attempt('new', 'p2', 0, {}));
  await open();
  await userEvent.click(within(card('Mock Test 1')).getByRole('button', { name: 'Start New Attempt' }));
  const dialog = screen.getByRole('dialog', { name: 'Mock Test 1 is in progress' });
  expect(within(dialog).getByRole('button', { name: 'Resume' })).toHaveFocus();
  expect(startAttempt).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'End it and start new' }));
  expect(startAttempt).toHaveBeenCalledWith('p2', true);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${EXAM}/test/p2/attempt/new`));
});

test('an attempt whose time ran out unattended is submitted so its score counts', async () => {
  jest.mocked(fetchAttempts).mockResolvedValue([attempt('x1', 'p2', 60, {})]);
  jest
    .mocked(submitAttempt)
    .mockResolvedValue(scoredRow({ ...attempt('x1', 'p2', 60, { completed: true, score: 80, end_time: new Date().toISOString() }) }));
  await open();
  expect(submitAttempt).toHaveBeenCalledWith('x1');
  expect(within(card('Mock Test 1')).getByText('80%')).toBeInTheDocument();
  expect(within(card('Mock Test 1')).getByRole('link', { name: 'View Last Attempt' })).toBeInTheDocument();
});

test('Start New Attempt creates an attempt and opens it', async () => {
  jest.mocked(startAttempt).mockResolvedValue(attempt('new', 'p2', 0, {}));
  await open();
  await userEvent.click(within(card('Mock Test 1')).getByRole('button', { name: 'Start New Attempt' }));
  expect(startAttempt).toHaveBeenCalledWith('p2', false);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/exams/${EXAM}/test/p2/attempt/new`));
});

test('a failed start says so and stays', async () => {
  jest.mocked(startAttempt).mockRejectedValue(new ApiError('No active purchase gives access to this test paper', '42501'));
  await open();
  await userEvent.click(within(card('Mock Test 1')).getByRole('button', { name: 'Start New Attempt' }));
  expect(await screen.findByText('Failed to start the test. Please try again.')).toBeInTheDocument();
  expect(within(card('Mock Test 1')).getByRole('button', { name: 'Start New Attempt' })).toBeEnabled();
});

test("an unknown exam is 'Exam not found'", async () => {
  jest.mocked(fetchExam).mockRejectedValue(new NotFoundError('Exam not found'));
  renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`);
  expect(await screen.findByRole('heading', { name: 'Exam not found' })).toBeInTheDocument();
});

test('a load failure says so and goes to /exams', async () => {
  jest.mocked(fetchTestPapers).mockRejectedValue(new ApiError('TypeError: Failed to fetch', ''));
  renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`);
  expect(await screen.findByText('Failed to load exam details. Please try again later.')).toBeInTheDocument();
  // The router navigates in a transition, which may commit after the toast's render.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/exams$/));
});

test('signed out, it asks to sign in', async () => {
  renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`, null);
  expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
  expect(fetchExam).not.toHaveBeenCalled();
});

test('each paper shows how many attempts it has, and the page links to the progress page', async () => {
  jest
    .mocked(fetchAttempts)
    .mockResolvedValue([
      attempt('a2', 'p1', 60, { completed: true, score: 40, end_time: new Date().toISOString() }),
      attempt('a1', 'p1', 120, { completed: true, score: 70, end_time: new Date().toISOString() }),
    ]);
  await open();
  const facts = (title: string) => within(card(title)).getByText('Attempts').nextElementSibling;
  expect(facts('Demo Questions')).toHaveTextContent('2');
  expect(facts('Mock Test 1')).toHaveTextContent('0');
  expect(screen.getByRole('link', { name: /view your progress/i })).toHaveAttribute('href', `/exams/${EXAM}/progress`);
});

test('in Hindi: the marking before the test, each paper card, and the running-attempt dialog', async () => {
  jest
    .mocked(fetchAttempts)
    .mockResolvedValue([
      attempt('run', 'p2', 1, {}),
      attempt('a1', 'p1', 120, { completed: true, score: 50, net_percent: 43.75, retake: true, end_time: new Date().toISOString() }),
    ]);
  // Awaited: the page waits for its Hindi messages' chunk.
  await act(async () => renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`, undefined, 'hi'));
  await screen.findByRole('heading', { name: 'NISM Series X-A' });
  expect(screen.getByRole('link', { name: 'परीक्षाओं पर वापस जाएँ' })).toHaveAttribute('href', '/exams');
  expect(screen.getByText(/गलत उत्तर पर उस प्रश्न के अंकों का 25% कटता है \(1 अंक वाले प्रश्न पर 0\.25, 2 अंक वाले पर 0\.5\)/)).toBeInTheDocument();
  const demo = card('Demo Questions');
  expect(within(demo).getByText('अवधि').nextElementSibling).toHaveTextContent('15 मिनट');
  expect(within(demo).getByText('सबसे अच्छा स्कोर (अंक)').nextElementSibling).toHaveTextContent('43.75% (दोबारा प्रयास)');
  expect(within(demo).getByRole('link', { name: 'पिछला प्रयास देखें' })).toBeInTheDocument();
  await userEvent.click(within(card('Mock Test 1')).getByRole('button', { name: 'नया प्रयास शुरू करें' }));
  const dialog = screen.getByRole('dialog', { name: 'Mock Test 1 अभी चल रहा है' });
  expect(within(dialog).getByRole('button', { name: 'जारी रखें' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'इसे समाप्त करके नया शुरू करें' })).toBeInTheDocument();
});

test('in Hindi, a demo purchase says what it opens and links to the plans inside the sentence', async () => {
  jest.mocked(fetchExamAccess).mockResolvedValue('demo');
  await act(async () => renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`, undefined, 'hi'));
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent('आपके मुफ़्त डेमो में केवल डेमो प्रश्न पेपर शामिल है। हर मॉक टेस्ट खोलने के लिए एक प्लान चुनें।');
  expect(within(note).getByRole('link', { name: 'एक प्लान चुनें' })).toHaveAttribute('href', `/exams/${EXAM}/plans`);
});

test("in Hindi, the exam's description and each paper's title and description show their reviewed translations, or their English", async () => {
  jest.mocked(fetchTestPapers).mockResolvedValue([
    { ...PAPERS[0], description: 'Ten questions to try the exam.' },
    { ...PAPERS[1], description: 'A full-length paper, timed as the exam.' },
  ]);
  jest.mocked(fetchAttempts).mockResolvedValue([attempt('run', 'p2', 1, {})]);
  jest.mocked(textTranslations).mockReturnValue(
    databaseTexts({
      'Adviser level 1': 'सलाहकार, स्तर 1',
      'Mock Test 1': 'मॉक टेस्ट 1',
      'A full-length paper, timed as the exam.': 'पूरी लंबाई का पेपर, परीक्षा जितने समय का।',
    }),
  );
  await act(async () => renderAt(<ExamDetailPage />, '/exams/:examId', `/exams/${EXAM}`, undefined, 'hi'));
  // The exam's name is its official English one.
  expect(await screen.findByRole('heading', { level: 1, name: 'NISM Series X-A' })).toBeInTheDocument();
  expect(textTranslations).toHaveBeenCalledWith('hi');
  expect(screen.getByText('सलाहकार, स्तर 1')).toBeInTheDocument();
  const mock = card('मॉक टेस्ट 1');
  expect(within(mock).getByRole('heading', { name: 'मॉक टेस्ट 1' })).toBeInTheDocument();
  expect(within(mock).getByText('पूरी लंबाई का पेपर, परीक्षा जितने समय का।')).not.toHaveAttribute('lang');
  // No reviewed translation: the English, marked as English for screen readers.
  expect(within(card('Demo Questions')).getByRole('heading', { name: 'Demo Questions' })).toHaveAttribute('lang', 'en');
  expect(within(card('Demo Questions')).getByText('Ten questions to try the exam.')).toHaveAttribute('lang', 'en');
  await userEvent.click(within(mock).getByRole('button', { name: 'नया प्रयास शुरू करें' }));
  expect(screen.getByRole('dialog', { name: 'मॉक टेस्ट 1 अभी चल रहा है' })).toBeInTheDocument();
});
