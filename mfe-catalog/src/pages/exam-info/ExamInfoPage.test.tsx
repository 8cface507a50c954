import { act, screen, within } from '@testing-library/react';
import { textTranslations } from '@nism/platform';
import { fetchExam } from '../../features/exams/api/fetch-exam';
import { fetchExamInfo } from '../../features/exams/api/fetch-exam-info';
import { fetchMyPurchases } from '../../lib/purchases/fetch-my-purchases';
import { LEARNER, X_B, X_B_INFO, purchase } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import ExamInfoPage from './ExamInfoPage';

jest.mock('../../features/exams/api/fetch-exam');
jest.mock('../../features/exams/api/fetch-exam-info');
jest.mock('../../lib/purchases/fetch-my-purchases');
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), textTranslations: jest.fn() }));

const route = '/exams/:examId/info';
const path = `/exams/${X_B.id}/info`;

beforeEach(() => {
  jest.mocked(fetchExam).mockResolvedValue(X_B);
  jest.mocked(fetchExamInfo).mockResolvedValue(X_B_INFO);
  jest.mocked(fetchMyPurchases).mockResolvedValue([]);
  jest.mocked(textTranslations).mockClear().mockResolvedValue(new Map());
});

test("X-B shows the spec's facts: 3 hours, 60% to pass, 25% negative marking, 90 + 6 cases of 5 at 2 marks, 150", async () => {
  renderPage(<ExamInfoPage />, { path, route });
  expect(await screen.findByRole('heading', { level: 1, name: X_B_INFO.title })).toBeInTheDocument();
  expect(fetchExamInfo).toHaveBeenCalledWith(X_B.id);
  expect(screen.getByText(X_B.description!)).toBeInTheDocument();

  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
  // The facts at the top state the paper's size first: questions (summed over the sections) and marks.
  expect(screen.getAllByText(/./, { selector: 'dt' }).map((dt) => dt.textContent)).toEqual([
    'Questions',
    'Total marks',
    'Duration',
    'Passing score',
    'Negative marking',
  ]);
  expect(fact('Questions')).toHaveTextContent(/^120$/);
  expect(fact('Total marks')).toHaveTextContent(/^150$/);
  expect(fact('Duration')).toHaveTextContent('3 hours');
  expect(fact('Passing score')).toHaveTextContent('60%');
  expect(fact('Negative marking')).toHaveTextContent("25% of a question's marks deducted for each wrong answer");

  for (const heading of ['Certification Levels', 'Requirement', 'Aim', 'Objectives', 'Assessment Structure']) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(screen.getByText(X_B_INFO.aim)).toBeInTheDocument();
  expect(within(screen.getByRole('heading', { name: 'Objectives' }).parentElement!).getAllByRole('listitem')).toHaveLength(2);

  const table = screen.getByRole('table', { name: 'Assessment structure' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
  expect(rows).toEqual([
    ['Section', 'Questions', 'Marks each', 'Marks'],
    ['Multiple-choice questions', '90', '1', '90'],
    ['Case-based questions (6 cases of 5 questions each)', '30', '2', '60'],
    ['Total Marks', '150'],
  ]);
});

test('Back, Try Free and Buy Now are there; signed in they lead to the plans', async () => {
  renderPage(<ExamInfoPage />, { path, route, user: LEARNER });
  expect(await screen.findByRole('link', { name: /Back/ })).toHaveAttribute('href', '/exams');
  expect(screen.getByRole('link', { name: 'Try Free' })).toHaveAttribute('href', `/exams/${X_B.id}/plans?plan=free`);
  expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', `/exams/${X_B.id}/plans`);
});

test('with an active purchase, Go to tests leads to the tests and Try Free is not offered', async () => {
  const DAY = 24 * 60 * 60 * 1000;
  jest.mocked(fetchMyPurchases).mockResolvedValue([purchase(1, X_B, new Date(Date.now() + 30 * DAY).toISOString())]);
  renderPage(<ExamInfoPage />, { path, route, user: LEARNER });
  expect(await screen.findByRole('link', { name: 'Go to tests' })).toHaveAttribute('href', `/exams/${X_B.id}`);
  expect(screen.queryByRole('link', { name: 'Try Free' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', `/exams/${X_B.id}/plans`);
});

test('an expired purchase offers the plans again', async () => {
  jest.mocked(fetchMyPurchases).mockResolvedValue([purchase(1, X_B, '2025-01-01T00:00:00Z')]);
  renderPage(<ExamInfoPage />, { path, route, user: LEARNER });
  expect(await screen.findByRole('link', { name: 'Try Free' })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 0));
  expect(screen.queryByRole('link', { name: 'Go to tests' })).not.toBeInTheDocument();
});

test("signed out, Try Free and Buy Now lead to /login, with the exam's plans as next", async () => {
  renderPage(<ExamInfoPage />, { path, route });
  expect(await screen.findByRole('link', { name: 'Try Free' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/exams/${X_B.id}/plans?plan=free`)}`,
  );
  expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/exams/${X_B.id}/plans`)}`,
  );
});

test("an unknown id shows 'Exam not found' with a way back", async () => {
  jest.mocked(fetchExam).mockResolvedValue(null);
  jest.mocked(fetchExamInfo).mockResolvedValue(null);
  renderPage(<ExamInfoPage />, { path: '/exams/nope/info', route });
  expect(await screen.findByRole('heading', { name: 'Exam not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Exams' })).toHaveAttribute('href', '/exams');
});

test('a failed load says so and offers a retry', async () => {
  jest.mocked(fetchExamInfo).mockRejectedValue(new Error('offline'));
  renderPage(<ExamInfoPage />, { path, route });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load exam details. Please try again later.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test("in Hindi, the database's texts with a reviewed translation are in Hindi; the exam's name and the rest stay as they are", async () => {
  jest.mocked(textTranslations).mockResolvedValue(
    new Map([
      [X_B.description!, 'निवेश सलाहकार प्रमाणन का दूसरा स्तर।'],
      [X_B_INFO.aim, 'निवेश सलाह के ज्ञान के प्रयोग की जाँच करना।'],
      [X_B_INFO.objectives[1], 'क्लाइंट के केस का विश्लेषण करना'],
      ['Multiple-choice questions', 'बहुविकल्पीय प्रश्न'],
    ]),
  );
  await act(async () => renderPage(<ExamInfoPage />, { path, route, locale: 'hi' }));
  expect(await screen.findByRole('heading', { level: 1, name: X_B_INFO.title })).toBeInTheDocument();
  expect(textTranslations).toHaveBeenCalledWith('hi');
  expect(screen.getByText('निवेश सलाहकार प्रमाणन का दूसरा स्तर।')).toBeInTheDocument();
  expect(screen.getByText('निवेश सलाह के ज्ञान के प्रयोग की जाँच करना।')).toBeInTheDocument();
  expect(
    within(screen.getByRole('heading', { name: 'लक्ष्य' }).parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([X_B_INFO.objectives[0], 'क्लाइंट के केस का विश्लेषण करना']);
  expect(within(screen.getByRole('table')).getByText('बहुविकल्पीय प्रश्न')).toBeInTheDocument();
  // Without a reviewed translation, the database's English.
  expect(screen.getByText(X_B_INFO.requirement)).toBeInTheDocument();
});

test('an English page reads no translations', async () => {
  renderPage(<ExamInfoPage />, { path, route });
  expect(await screen.findByText(X_B_INFO.aim)).toBeInTheDocument();
  expect(textTranslations).not.toHaveBeenCalled();
});
