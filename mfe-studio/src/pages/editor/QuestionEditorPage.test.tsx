import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, loadRemoteModule } from '@nism/platform';
import type { QuestionPreviewProps } from '@nism/contracts';
import { deleteQuestion } from '../../features/questions/api/delete-question';
import { fetchNegativePercent } from '../../features/questions/api/fetch-negative-percent';
import { fetchStudioOptions } from '../../features/questions/api/fetch-studio-options';
import { fetchStudioQuestion } from '../../features/questions/api/fetch-studio-question';
import { remarkQuestionAttempts } from '../../features/questions/api/remark-question-attempts';
import { saveQuestion } from '../../features/questions/api/save-question';
import { setQuestionStatus } from '../../features/questions/api/set-question-status';
import { ADMIN, EDITOR, OPTIONS, PAPER_1, question, X_A } from '../../testing/fixtures';
import { currentLocation, renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), loadRemoteModule: jest.fn() }));
jest.mock('../../features/questions/api/fetch-studio-options');
jest.mock('../../features/questions/api/fetch-studio-question');
jest.mock('../../features/questions/api/fetch-negative-percent');
jest.mock('../../features/questions/api/save-question');
jest.mock('../../features/questions/api/set-question-status');
jest.mock('../../features/questions/api/delete-question');
jest.mock('../../features/questions/api/remark-question-attempts');

/** A stand-in for the testing remote's preview: it shows what it was given. */
function FakePreview({ question: q, negativePercent, mode }: QuestionPreviewProps) {
  return (
    <div data-testid="fake-preview">
      {mode}: {q.question_text} | key {q.correct_option || '-'} | {q.marks} mark | minus {negativePercent}%
    </div>
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStudioOptions).mockResolvedValue(OPTIONS);
  jest.mocked(fetchStudioQuestion).mockResolvedValue(question());
  jest.mocked(fetchNegativePercent).mockResolvedValue(25);
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: FakePreview } as never);
});

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function openExisting(path = '/studio/questions/q1', user = EDITOR) {
  renderPage(<StudioApp />, { path, user });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit question' })).toBeInTheDocument();
  await act(async () => {}); // the preview module and the exam's negative marking arrive
}

test('a new question: every client check shows next to its field and in a summary, and nothing is sent', async () => {
  renderPage(<StudioApp />, { path: '/studio/questions/new', user: EDITOR });
  expect(await screen.findByRole('heading', { level: 1, name: 'New question' })).toBeInTheDocument();
  await act(async () => {});
  fireEvent.click(saveButton());
  const summary = screen.getByRole('alert', { name: 'Not saved: fix these first' });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual([
    'Choose an exam',
    'Choose a paper',
    'Choose a topic',
    'Enter the question text',
    'Enter option A',
    'Enter option B',
    'Enter option C',
    'Enter option D',
    'Choose the correct answer',
    'Enter an explanation',
  ]);
  expect(field('Question text')).toHaveAccessibleDescription('Enter the question text');
  expect(field('Option B')).toHaveAttribute('aria-invalid', 'true');
  expect(saveQuestion).not.toHaveBeenCalled();
});

test('options must differ; the messages follow the fixes', async () => {
  await openExisting();
  type('Option C', 'ltcg tax ');
  fireEvent.click(saveButton());
  expect(field('Option C')).toHaveAccessibleDescription('Option C is the same as option A: the four options must differ');
  type('Option C', 'Wealth tax');
  expect(screen.queryByText(/the four options must differ/)).not.toBeInTheDocument();
  expect(saveQuestion).not.toHaveBeenCalled();
});

test('the topic select offers the exam topics, the case select the paper cases; a saved question keeps its paper', async () => {
  await openExisting();
  expect(
    within(field('Topic'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a topic', 'Investment basics', 'Taxation']);
  expect(field('Paper')).toBeDisabled();
  expect(field('Exam')).toBeDisabled();
  expect(
    within(field('Case'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['No case (a stand-alone question)']);
});

test('saving sends the expected version and the trimmed question, then shows the new version', async () => {
  jest.mocked(saveQuestion).mockResolvedValue(question({ version: 4, question_text: 'Edited?' }));
  await openExisting();
  type('Question text', '  Edited?  ');
  fireEvent.click(screen.getByRole('radio', { name: 'B' }));
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  fireEvent.click(saveButton());
  expect(await screen.findByText('Version 4')).toBeInTheDocument();
  expect(saveQuestion).toHaveBeenCalledWith({
    id: 'q1',
    expectedVersion: 3,
    resolveReports: false,
    question: {
      paper_id: PAPER_1,
      question_text: 'Edited?',
      option_a: 'LTCG tax',
      option_b: 'STCG tax',
      option_c: 'GST',
      option_d: 'None',
      correct_option: 'B',
      explanation: 'Gains on assets held long enough are long-term.',
      topic: 'Taxation',
      marks: 1,
      case_id: null,
    },
  });
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});

test('a new draft is saved with no id and no version, and the editor moves to its address', async () => {
  jest.mocked(saveQuestion).mockResolvedValue(question({ id: 'q9', version: 1 }));
  jest.mocked(fetchStudioQuestion).mockResolvedValue(question({ id: 'q9', version: 1 }));
  renderPage(<StudioApp />, { path: '/studio/questions/new', user: EDITOR });
  await screen.findByRole('heading', { name: 'New question' });
  await act(async () => {});
  fireEvent.change(field('Exam'), { target: { value: X_A } });
  fireEvent.change(field('Paper'), { target: { value: PAPER_1 } });
  fireEvent.change(field('Topic'), { target: { value: 'Taxation' } });
  fireEvent.change(field('Marks'), { target: { value: '2' } });
  type('Question text', 'New?');
  ['Option A', 'Option B', 'Option C', 'Option D'].forEach((name, i) => type(name, `choice ${i}`));
  fireEvent.click(screen.getByRole('radio', { name: 'D' }));
  type('Explanation', 'Because.');
  fireEvent.click(saveButton());
  // Several loads in a row (save, the new address, its question, the preview): room for a busy machine.
  await waitFor(() => expect(currentLocation()).toBe('/studio/questions/q9'), { timeout: 4000 });
  await waitFor(() => expect(fetchStudioQuestion).toHaveBeenCalledWith('q9'), { timeout: 4000 });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit question'), { timeout: 4000 });
  await waitFor(() => expect(screen.getByTestId('fake-preview')).toHaveTextContent('minus 25%'), { timeout: 4000 });
  expect(jest.mocked(saveQuestion).mock.calls[0][0]).toMatchObject({
    id: null,
    expectedVersion: null,
    question: { marks: 2, correct_option: 'D' },
  });
});

test.each([
  ['The explanation (explanation) is longer than 4000 characters', 'Explanation'],
  ['Option C (option_c) is the same as option A', 'Option C'],
  ['"Taxes" is not a topic (topic) of this exam', 'Topic'],
])("the server's 22023 refusal %j is shown in the summary and at the field it names", async (message, label) => {
  jest.mocked(saveQuestion).mockRejectedValue(new ApiError(message, '22023'));
  await openExisting();
  type('Explanation', 'x'.repeat(10));
  fireEvent.click(saveButton());
  expect(await screen.findByRole('heading', { name: `Not saved: ${message}` })).toBeInTheDocument();
  expect(field(label)).toHaveAccessibleDescription(message);
});

test('an edit conflict keeps the text in the form; "Load their version" loads theirs and keeps mine to copy', async () => {
  jest.mocked(saveQuestion).mockRejectedValue(new ApiError('Changed by admin@example.com at 2026-11-26 12:03 UTC', '40001'));
  await openExisting();
  type('Question text', 'My careful rewrite');
  fireEvent.click(saveButton());
  expect(
    await screen.findByRole('heading', { name: 'Not saved: Changed by admin@example.com at 2026-11-26 12:03 UTC' }),
  ).toBeInTheDocument();
  expect(field('Question text')).toHaveValue('My careful rewrite');

  jest.mocked(fetchStudioQuestion).mockResolvedValue(question({ version: 4, question_text: 'Their rewrite' }));
  fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
  expect(await screen.findByText('Version 4')).toBeInTheDocument();
  expect(field('Question text')).toHaveValue('Their rewrite');
  expect((field('Your text, to copy from') as HTMLTextAreaElement).value).toContain('Question: My careful rewrite');
});

test('arriving from a report: "Save and resolve reports" resolves them in the same save', async () => {
  jest.mocked(fetchStudioQuestion).mockResolvedValue(question({ open_reports: 2 }));
  jest.mocked(saveQuestion).mockResolvedValue(question({ version: 4, open_reports: 0 }));
  await openExisting('/studio/questions/q1?fix=1');
  expect(screen.getByText(/saving marks this question's open reports fixed/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save and resolve reports' }));
  await waitFor(() => expect(currentLocation()).toBe('/studio/questions/q1'));
  expect(jest.mocked(saveQuestion).mock.calls[0][0]).toMatchObject({ resolveReports: true });
  expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test("the preview draws the form's current values with the exam's negative marking, as asked or as reviewed", async () => {
  await openExisting();
  const preview = await screen.findByTestId('fake-preview');
  expect(preview).toHaveTextContent('attempt: Which tax applies to a long-term capital gain? | key A | 1 mark | minus 25%');
  type('Question text', 'Live text');
  expect(preview).toHaveTextContent('attempt: Live text');
  fireEvent.click(screen.getByRole('button', { name: 'As reviewed' }));
  expect(screen.getByTestId('fake-preview')).toHaveTextContent('review: Live text');
  expect(screen.getByRole('button', { name: 'As reviewed' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
  expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('preview-frame')).toHaveAttribute('data-width', 'phone');
  expect(loadRemoteModule).toHaveBeenCalledWith('testing/QuestionPreview');
  expect(fetchNegativePercent).toHaveBeenCalledWith(X_A);
});

test('the preview that does not load says so inline, and Retry loads it; the form works meanwhile', async () => {
  jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('Loading script failed: testing/remoteEntry.js'));
  await openExisting();
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(await within(preview).findByRole('alert')).toHaveTextContent(
    /The preview did not load: the testing app did not answer\. The form still saves\..*Loading script failed/,
  );
  expect(saveButton()).toBeEnabled();
  fireEvent.click(within(preview).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('fake-preview')).toBeInTheDocument();
});

test('a preview that throws while drawing is contained, with Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('boom');
  };
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: Broken } as never);
  await openExisting();
  expect(await screen.findByText(/The preview could not draw this question: boom/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Edit question' })).toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});

test('status actions are confirmed in a dialog and sent with the expected version', async () => {
  jest.mocked(setQuestionStatus).mockResolvedValue();
  await openExisting();
  const status = screen.getByRole('region', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Publish', 'Retire', 'Delete']);
  jest.mocked(fetchStudioQuestion).mockResolvedValue(question({ status: 'published', version: 4 }));
  fireEvent.click(within(status).getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish this question?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(setQuestionStatus).toHaveBeenCalledWith('q1', 3, 'published');
  expect(await within(status).findByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
});

test('delete is offered for a draft no one answered, and goes back to the list', async () => {
  jest.mocked(deleteQuestion).mockResolvedValue();
  await openExisting();
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(currentLocation()).toBe('/studio'));
  expect(deleteQuestion).toHaveBeenCalledWith('q1');
});

test('an answered question can be retired, not deleted nor made a draft; status actions wait for unsaved changes', async () => {
  jest.mocked(fetchStudioQuestion).mockResolvedValue(question({ status: 'published', attempted: true }));
  await openExisting();
  const status = screen.getByRole('region', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Retire']);
  type('Explanation', 'Changed');
  expect(within(status).getByRole('button', { name: 'Retire' })).toBeDisabled();
});

test('the version history lists every version', async () => {
  await openExisting();
  const history = screen.getByRole('region', { name: 'Version history' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Version 3: 26 Nov 2026, 12:03 UTC by editor@example.com',
    'Version 2: 20 Nov 2026, 09:00 UTC by admin@example.com',
    'Version 1: 01 Nov 2026, 08:00 UTC',
  ]);
});

test('re-marking is for admins: it asks a reason and says how many attempts changed', async () => {
  jest.mocked(remarkQuestionAttempts).mockResolvedValue(12);
  await openExisting('/studio/questions/q1', ADMIN);
  fireEvent.click(screen.getByRole('button', { name: 'Re-mark attempts' }));
  const dialog = screen.getByRole('dialog', { name: 'Re-mark attempts?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Re-mark' }));
  expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Key was B, not A' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Re-mark' }));
  expect(await screen.findByText('Re-marked: 12 attempts changed.')).toBeInTheDocument();
  expect(remarkQuestionAttempts).toHaveBeenCalledWith('q1', 'Key was B, not A');
});

test('editors do not get re-marking', async () => {
  await openExisting();
  expect(screen.queryByRole('button', { name: 'Re-mark attempts' })).not.toBeInTheDocument();
});

test('an unknown id: Question not found', async () => {
  jest.mocked(fetchStudioQuestion).mockRejectedValue(new ApiError('No such question', 'P0002'));
  renderPage(<StudioApp />, { path: '/studio/questions/nope', user: EDITOR });
  expect(await screen.findByRole('heading', { name: 'Question not found' })).toBeInTheDocument();
  await act(async () => {});
});
