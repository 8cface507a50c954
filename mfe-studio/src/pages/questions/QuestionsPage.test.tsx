import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { exportQuestions } from '../../features/import-export/api/export-questions';
import { fetchStudioOptions } from '../../features/questions/api/fetch-studio-options';
import { fetchStudioQuestions } from '../../features/questions/api/fetch-studio-questions';
import { EDITOR, OPTIONS, PAPER_B, questionRow, X_B } from '../../testing/fixtures';
import { currentLocation, renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/questions/api/fetch-studio-options');
jest.mock('../../features/questions/api/fetch-studio-questions');
jest.mock('../../features/import-export/api/export-questions');

const rows = Array.from({ length: 25 }, (_, i) => questionRow(26 + i));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStudioOptions).mockResolvedValue(OPTIONS);
  jest.mocked(fetchStudioQuestions).mockResolvedValue({ total: 1234, rows });
});

const lastFilters = () => jest.mocked(fetchStudioQuestions).mock.lastCall![0];

test('shows a loading state, then the rows, each linking to its editor, and a New question link', async () => {
  let resolve!: (value: { total: number; rows: typeof rows }) => void;
  jest.mocked(fetchStudioQuestions).mockReturnValue(new Promise((r) => (resolve = r)));
  renderPage(<StudioApp />, { path: '/studio', user: EDITOR });
  expect(screen.getByText('Loading questions…')).toBeInTheDocument();
  await act(async () => resolve({ total: 1234, rows }));
  const table = screen.getByRole('table', { name: 'Questions' });
  expect(within(table).getAllByRole('row')).toHaveLength(26);
  expect(within(table).getByRole('link', { name: 'Question number 26?' })).toHaveAttribute('href', '/studio/questions/q26');
  expect(screen.getByRole('link', { name: 'New question' })).toHaveAttribute('href', '/studio/questions/new');
});

test('paging: "Showing 26–50 of 1,234", Previous and Next move the page in the URL', async () => {
  renderPage(<StudioApp />, { path: '/studio?page=2', user: EDITOR });
  expect(await screen.findByText('Showing 26–50 of 1,234')).toBeInTheDocument();
  expect(lastFilters()).toMatchObject({ page: 2 });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentLocation()).toBe('/studio?page=3'));
  await waitFor(() => expect(lastFilters()).toMatchObject({ page: 3 }));
  fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(currentLocation()).toBe('/studio?page=2'));
});

test('Previous is off on the first page, Next on the last', async () => {
  jest.mocked(fetchStudioQuestions).mockResolvedValue({ total: 3, rows: rows.slice(0, 3) });
  renderPage(<StudioApp />, { path: '/studio', user: EDITOR });
  expect(await screen.findByText('Showing 1–3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('filters go to the URL (and back to page 1); topic and paper offer the chosen exam only', async () => {
  renderPage(<StudioApp />, { path: '/studio?page=4', user: EDITOR });
  await screen.findByText(/^Showing/);
  expect(screen.getByRole('combobox', { name: 'Topic' })).toBeDisabled();

  fireEvent.change(screen.getByRole('combobox', { name: 'Exam' }), { target: { value: X_B } });
  await waitFor(() => expect(currentLocation()).toBe(`/studio?exam=${X_B}`));
  const topic = screen.getByRole('combobox', { name: 'Topic' });
  expect(
    within(topic)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All topics', 'Retirement planning', 'Estate planning']);
  expect(
    within(screen.getByRole('combobox', { name: 'Paper' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All papers', 'Case Paper 1']);

  fireEvent.change(topic, { target: { value: 'Estate planning' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Paper' }), { target: { value: PAPER_B } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Has open reports' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'text' } });
  await waitFor(() =>
    expect(currentLocation()).toBe(`/studio?exam=${X_B}&topic=Estate+planning&paper=${PAPER_B}&status=draft&reports=1&sort=text`),
  );
  await waitFor(() =>
    expect(lastFilters()).toEqual({
      search: '',
      exam: X_B,
      topic: 'Estate planning',
      paper: PAPER_B,
      status: 'draft',
      reports: true,
      sort: 'text',
      page: 1,
    }),
  );

  // Another exam clears the topic and paper of the last one.
  fireEvent.change(screen.getByRole('combobox', { name: 'Exam' }), { target: { value: '' } });
  await waitFor(() => expect(currentLocation()).toBe('/studio?status=draft&reports=1&sort=text'));
});

test('filters in the URL are shown and sent (a shared link shows the same list)', async () => {
  renderPage(<StudioApp />, { path: `/studio?q=capital+gain&exam=${X_B}&status=retired&reports=1`, user: EDITOR });
  await screen.findByText(/^Showing/);
  expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('capital gain');
  expect(screen.getByRole('combobox', { name: 'Exam' })).toHaveValue(X_B);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('retired');
  expect(screen.getByRole('checkbox', { name: 'Has open reports' })).toBeChecked();
  expect(lastFilters()).toMatchObject({ search: 'capital gain', exam: X_B, status: 'retired', reports: true });
});

test('the search is sent once typing pauses, not on every key', async () => {
  jest.useFakeTimers();
  renderPage(<StudioApp />, { path: '/studio?page=3', user: EDITOR });
  await act(async () => {});
  const box = screen.getByRole('searchbox', { name: 'Search questions' });
  fireEvent.change(box, { target: { value: 'ca' } });
  await act(async () => jest.advanceTimersByTime(100));
  fireEvent.change(box, { target: { value: 'capital' } });
  await act(async () => jest.advanceTimersByTime(100));
  expect(currentLocation()).toBe('/studio?page=3');
  await act(async () => jest.advanceTimersByTime(400));
  expect(currentLocation()).toBe('/studio?q=capital');
  expect(jest.mocked(fetchStudioQuestions).mock.calls.map(([f]) => f.search)).toEqual(['', 'capital']);
  jest.useRealTimers();
});

test('no match: an empty state with Clear filters', async () => {
  jest.mocked(fetchStudioQuestions).mockResolvedValue({ total: 0, rows: [] });
  renderPage(<StudioApp />, { path: '/studio?status=retired', user: EDITOR });
  expect(await screen.findByText('No questions match these filters.')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
  await waitFor(() => expect(currentLocation()).toBe('/studio'));
});

test('an empty bank invites a first question or an import', async () => {
  jest.mocked(fetchStudioQuestions).mockResolvedValue({ total: 0, rows: [] });
  renderPage(<StudioApp />, { path: '/studio', user: EDITOR });
  expect(await screen.findByText(/The question bank is empty/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Import questions' })).toHaveAttribute('href', '/studio/import');
});

test('a failed load says so and retries', async () => {
  jest.mocked(fetchStudioQuestions).mockRejectedValueOnce(new ApiError('Failed to fetch', ''));
  renderPage(<StudioApp />, { path: '/studio', user: EDITOR });
  expect(await screen.findByText(/The questions did not load: The server could not be reached/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Showing 1–25 of 1,234')).toBeInTheDocument();
});

test('Export CSV sends the current filters and downloads a CSV', async () => {
  const createObjectURL = jest.fn(() => 'blob:x');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  jest.mocked(exportQuestions).mockResolvedValue([
    {
      id: 'q1',
      exam: 'X',
      paper: 'P',
      topic: 'T',
      case: '',
      marks: 1,
      question: '=1+1',
      option_a: 'a',
      option_b: 'b',
      option_c: 'c',
      option_d: 'd',
      answer: 'A',
      explanation: 'e',
    },
  ]);
  renderPage(<StudioApp />, { path: `/studio?exam=${X_B}&status=draft`, user: EDITOR });
  await screen.findByText(/^Showing/);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Export ready')).toBeInTheDocument();
  expect(exportQuestions).toHaveBeenCalledWith({
    p_search: null,
    p_exam_id: X_B,
    p_topic: null,
    p_paper_id: null,
    p_status: 'draft',
    p_has_reports: null,
  });
  expect(click).toHaveBeenCalled();
  const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
  expect(blob.type).toBe('text/csv;charset=utf-8');
  click.mockRestore();
});
