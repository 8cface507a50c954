import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchReportQueue, type ReportQueueItem } from '../../features/reports/api/fetch-report-queue';
import { resolveQuestionReports } from '../../features/reports/api/resolve-question-reports';
import { EDITOR } from '../../testing/fixtures';
import { currentLocation, renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/reports/api/fetch-report-queue', () => ({
  ...jest.requireActual('../../features/reports/api/fetch-report-queue'),
  fetchReportQueue: jest.fn(),
}));
jest.mock('../../features/reports/api/resolve-question-reports');

const ITEM: ReportQueueItem = {
  question_id: 'q7',
  exam_name: 'NISM Series X-A',
  paper_title: 'Mock Test 1',
  position: 7,
  question_text: 'What is <b>bold</b>?',
  option_a: 'One',
  option_b: 'Two',
  option_c: 'Three',
  option_d: 'Four',
  correct_option: 'C',
  explanation: 'Three it is.',
  topic: 'Taxation',
  report_count: 2,
  reports: [
    {
      id: 'r1',
      reason: 'wrong_key',
      note: '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
      created_at: '2026-11-25T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
      resolved_at: null,
      resolution_note: null,
    },
    {
      id: 'r2',
      reason: 'typo',
      note: null,
      created_at: '2026-11-24T10:00:00Z',
      updated_at: '2026-11-24T10:00:00Z',
      resolved_at: null,
      resolution_note: null,
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchReportQueue).mockResolvedValue([ITEM]);
});

test('each reported question shows as the learner saw it, with the key, the count and every report', async () => {
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  const item = await screen.findByRole('article', { name: '2 reports: Mock Test 1, Q7' });
  expect(within(item).getByText('What is <b>bold</b>?')).toBeInTheDocument();
  expect(
    within(item)
      .getAllByRole('listitem')
      .slice(0, 4)
      .map((li) => li.textContent),
  ).toEqual(['One', 'Two', 'Three (the key)', 'Four']);
  expect(within(item).getByText('Three it is.')).toBeInTheDocument();
  expect(within(item).getByText('Wrong answer key')).toBeInTheDocument();
  expect(within(item).getByText('Typo')).toBeInTheDocument();
  expect(fetchReportQueue).toHaveBeenCalledWith('open', 0);
});

test("a learner's note is plain text: a <script> is shown, never run or parsed", async () => {
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  const item = await screen.findByRole('article');
  expect(within(item).getByText('<script>window.hacked = true</script><img src=x onerror="window.hacked = true">')).toBeInTheDocument();
  expect(item.querySelector('script, img, b')).toBeNull();
  expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
});

test('the question is shown in the version the learner reported, with the version it is at now', async () => {
  jest.mocked(fetchReportQueue).mockResolvedValue([{ ...ITEM, question_version: 2, current_version: 3 }]);
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  expect(await screen.findByText(/as reported: version 2 \(now version 3\)/)).toBeInTheDocument();
});

test('"Load more" appends the next page', async () => {
  const page = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...ITEM, question_id: `q${from + i}`, position: from + i }));
  jest.mocked(fetchReportQueue).mockResolvedValueOnce(page(1, 20)).mockResolvedValueOnce(page(21, 3));
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  expect(await screen.findAllByRole('article')).toHaveLength(20);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  });
  expect(fetchReportQueue).toHaveBeenLastCalledWith('open', 20);
  expect(screen.getAllByRole('article')).toHaveLength(23);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('Fix opens the editor with the fix flag', async () => {
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  expect(await screen.findByRole('link', { name: 'Fix question 7 of Mock Test 1' })).toHaveAttribute('href', '/studio/questions/q7?fix=1');
});

test('Dismiss asks for a reason, then closes the reports and drops the question from the queue', async () => {
  jest.mocked(resolveQuestionReports).mockResolvedValue(2);
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  fireEvent.click(await screen.findByRole('button', { name: 'Dismiss reports on question 7 of Mock Test 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Dismiss these reports?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
  expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
  expect(resolveQuestionReports).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The key is right: see SEBI circular' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(resolveQuestionReports).toHaveBeenCalledWith('q7', 'dismissed', 'The key is right: see SEBI circular');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByText('No open reports. Nothing waits for you here.')).toBeInTheDocument();
});

test('the resolved tabs list fixed or dismissed reports, without actions', async () => {
  renderPage(<StudioApp />, { path: '/studio/reports', user: EDITOR });
  await screen.findByRole('article');
  jest.mocked(fetchReportQueue).mockResolvedValue([{ ...ITEM, reports: [{ ...ITEM.reports[1], resolution_note: 'Typo fixed' }] }]);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Resolved: fixed' }));
  });
  expect(currentLocation()).toBe('/studio/reports?status=fixed');
  expect(fetchReportQueue).toHaveBeenLastCalledWith('fixed', 0);
  expect(await screen.findByText('Resolution: Typo fixed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resolved: fixed' })).toHaveAttribute('aria-pressed', 'true');
});
