import { act, fireEvent, screen, within } from '@testing-library/react';
import type { QuestionPreviewProps } from '@nism/contracts';
import { loadRemoteModule } from '@nism/platform';
import { fetchExamFacts } from '../../features/papers/api/fetch-exam-facts';
import { fetchPaperQuestions, type PaperQuestion } from '../../features/papers/api/fetch-paper-questions';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), loadRemoteModule: jest.fn() }));
jest.mock('../../features/papers/api/fetch-exam-facts');
jest.mock('../../features/papers/api/fetch-paper-questions');
jest.mock('../../features/papers/api/fetch-papers');

function FakePreview({ question: q, negativePercent, mode }: QuestionPreviewProps) {
  return (
    <div data-testid="fake-preview">
      {mode}: {q.question_text}
      {q.case ? ` [${q.case.title}]` : ''} | key {q.correct_option} | minus {negativePercent}%
    </div>
  );
}

const question = (n: number, over: Partial<PaperQuestion> = {}): PaperQuestion => ({
  id: `q${n}`,
  position: n,
  status: 'published',
  topic: 'Time Value of Money',
  question_text: `Question text ${n}`,
  option_a: 'a',
  option_b: 'b',
  option_c: 'c',
  option_d: 'd',
  correct_option: 'B',
  explanation: 'Because.',
  marks: 1,
  case: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: FakePreview } as never);
  jest
    .mocked(fetchPaperQuestions)
    .mockResolvedValue([
      question(1),
      question(2, { status: 'draft', marks: 2, case: { title: 'Case 1: The Rao family', passage: 'Mr Rao…' } }),
    ]);
  jest.mocked(fetchPapers).mockResolvedValue([
    {
      id: 'p9',
      exam_id: 'xa',
      title: 'Full-Length Mock Test 3',
      description: '',
      kind: 'full',
      status: 'draft',
      duration_minutes: 180,
      published_at: null,
      questions: 1,
      drafts: 1,
      marks: 1,
      cases: [],
      blueprint_problems: [],
    },
  ]);
  jest.mocked(fetchExamFacts).mockResolvedValue({
    title: 'NISM Series X-A: Investment Adviser (Level 1)',
    certification_levels: 'Two levels.',
    requirement: 'Required for advisers.',
    aim: 'A benchmark of 135 questions.',
    objectives: ['Know the markets', 'Plan for clients'],
    duration_minutes: 180,
    passing_score_percent: 60,
    negative_marking_percent: 25,
    total_marks: 150,
    structure: [],
  });
});

test('the whole paper, each question drawn by the testing remote’s view with the exam’s marking; drafts are marked', async () => {
  renderPage(<StudioApp />, { path: '/studio/papers/p9/preview?exam=xa', user: EDITOR });
  expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Full-Length Mock Test 3' })).toBeInTheDocument();
  expect(screen.getByText(/180 minutes · 2 questions/)).toBeInTheDocument();
  const items = within(await screen.findByRole('list', { name: 'Questions' })).getAllByRole('listitem');
  expect(items.map((li) => within(li).getByTestId('fake-preview').textContent)).toEqual([
    'attempt: Question text 1 | key B | minus 25%',
    'attempt: Question text 2 [Case 1: The Rao family] | key B | minus 25%',
  ]);
  expect(within(items[1]).getByRole('heading', { level: 2 })).toHaveTextContent('Question 2 of 22 marks · Time Value of MoneyDraftEdit');
  expect(within(items[1]).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/studio/questions/q2');
  expect(loadRemoteModule).toHaveBeenCalledWith('testing/QuestionPreview');

  fireEvent.click(screen.getByRole('button', { name: 'As reviewed' }));
  expect(screen.getAllByTestId('fake-preview')[0]).toHaveTextContent(/^review: /);
  expect(screen.getByRole('link', { name: 'Back to papers' })).toHaveAttribute('href', '/studio/papers?exam=xa');
});

test('when the testing remote does not answer, the page says so with Retry, and Retry draws the paper', async () => {
  jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('Loading script failed'));
  renderPage(<StudioApp />, { path: '/studio/papers/p9/preview?exam=xa', user: EDITOR });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The preview did not load: the testing app did not answer. The paper itself is unchanged.');
  await act(async () => {
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findAllByTestId('fake-preview')).toHaveLength(2);
});

test("the paper's content lint findings are shown before publishing: the whole paper's and each question's", async () => {
  // 24 questions whose key is always the longest option, in blocks of A, B, C and D; question 3 names a stale fact.
  jest.mocked(fetchPaperQuestions).mockResolvedValue(
    Array.from({ length: 24 }, (_, i) => {
      const letter = 'ABCD'[i % 4];
      return question(i + 1, {
        correct_option: letter,
        [`option_${letter.toLowerCase()}`]: `The much longer correct option ${i}`,
        ...(i === 2 ? { question_text: 'What lock-in applies to a solution-oriented retirement fund?' } : {}),
      });
    }),
  );
  renderPage(<StudioApp />, { path: '/studio/papers/p9/preview?exam=xa', user: EDITOR });
  const table = await screen.findByRole('table', { name: 'Content lint findings' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );
  expect(rows).toContainEqual(['Full-Length Mock Test 3 (whole paper)', 'Length giveaway', 'Blocking']);
  expect(rows).toContainEqual(['Full-Length Mock Test 3 (whole paper)', 'Key pattern', 'Blocking']);
  expect(rows).toContainEqual(['Question 3', 'Stale fact', 'Blocking']);
  expect(rows).toContainEqual(['Question 1', 'Length giveaway', 'Warning']);
  expect(screen.getByText(/^3 blocking findings\. Fix them before publishing/)).toBeInTheDocument();
});
