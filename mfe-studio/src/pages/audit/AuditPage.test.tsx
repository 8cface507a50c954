import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUDIT_PAGE_SIZE, fetchAuditLog, type AuditEntry } from '../../features/audit/api/fetch-audit-log';
import { EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/audit/api/fetch-audit-log', () => ({
  ...jest.requireActual('../../features/audit/api/fetch-audit-log'),
  fetchAuditLog: jest.fn(),
}));

const entry = (id: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T12:03:00Z',
  actor_email: 'editor@example.com',
  action: 'save_question',
  subject: `question q${id}`,
  before: { question_text: 'Old?', correct_option: 'A', marks: 1 },
  after: { question_text: 'New?', correct_option: 'B', marks: 1 },
  ...fields,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchAuditLog).mockResolvedValue(Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => entry(200 - i)));
});

test('entries show who did what, with before → after for the changed keys only', async () => {
  renderPage(<StudioApp />, { path: '/studio/audit', user: EDITOR });
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const first = within(table).getAllByRole('row')[1];
  expect(within(first).getByText('26 Nov 2026, 12:03 UTC')).toBeInTheDocument();
  expect(within(first).getByText('question q200')).toBeInTheDocument();
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['question_text: Old? → New?', 'correct_option: A → B']);
});

test('a creation lists the new values; "Load older" pages with the last id as the cursor', async () => {
  renderPage(<StudioApp />, { path: '/studio/audit', user: EDITOR });
  await screen.findByRole('table');
  jest
    .mocked(fetchAuditLog)
    .mockResolvedValueOnce([
      entry(150, { action: 'grant_staff_role', subject: 'someone@example.com', before: null, after: { role: 'editor' } }),
    ]);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Load older' }));
  });
  expect(fetchAuditLog).toHaveBeenLastCalledWith({ action: '', actor: '', before: 151 });
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(AUDIT_PAGE_SIZE + 2);
  expect(within(rows[rows.length - 1]).getByRole('listitem')).toHaveTextContent('role: editor');
  expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
});

test('the action and actor filters are sent', async () => {
  renderPage(<StudioApp />, { path: '/studio/audit', user: EDITOR });
  await screen.findByRole('table');
  fireEvent.change(screen.getByRole('textbox', { name: 'Action' }), { target: { value: 'delete_question' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Actor email' }), { target: { value: 'admin@' } });
  jest.mocked(fetchAuditLog).mockResolvedValueOnce([]);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  });
  expect(fetchAuditLog).toHaveBeenLastCalledWith({ action: 'delete_question', actor: 'admin@' });
  expect(screen.getByText('No entries match these filters.')).toBeInTheDocument();
});
