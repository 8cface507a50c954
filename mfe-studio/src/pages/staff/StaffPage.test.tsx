import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@nism/platform';
import { fetchStaff } from '../../features/staff/api/fetch-staff';
import { grantStaffRole } from '../../features/staff/api/grant-staff-role';
import { resetStaffFactors } from '../../features/staff/api/reset-staff-factors';
import { ADMIN, EDITOR } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import StudioApp from '../../exposes/StudioApp';

jest.mock('../../features/staff/api/fetch-staff');
jest.mock('../../features/staff/api/grant-staff-role');
jest.mock('../../features/staff/api/reset-staff-factors');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStaff).mockResolvedValue([
    { email: 'admin@example.com', role: 'admin' },
    { email: 'editor@example.com', role: 'editor' },
  ]);
  jest.mocked(grantStaffRole).mockResolvedValue();
});

test('editors see "Admins only" and the list is never read', () => {
  renderPage(<StudioApp />, { path: '/studio/staff', user: EDITOR });
  expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  expect(fetchStaff).not.toHaveBeenCalled();
});

test('an admin sees the staff and grants a role by email', async () => {
  renderPage(<StudioApp />, { path: '/studio/staff', user: ADMIN });
  const table = await screen.findByRole('table', { name: 'Staff' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent),
  ).toEqual(['admin@example.comAdmin', 'editor@example.comEditorReset second factorRemove']);

  fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter the email address of an existing account');
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: ' new@example.com ' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
  });
  expect(grantStaffRole).toHaveBeenCalledWith('new@example.com', 'admin');
  expect(fetchStaff).toHaveBeenCalledTimes(2);
});

test("the server's refusal shows by the form", async () => {
  jest.mocked(grantStaffRole).mockRejectedValue(new ApiError('No account has that email', 'P0002'));
  renderPage(<StudioApp />, { path: '/studio/staff', user: ADMIN });
  await screen.findByRole('table');
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'nobody@example.com' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('No account has that email');
});

test('Remove is confirmed, then sends role none', async () => {
  renderPage(<StudioApp />, { path: '/studio/staff', user: ADMIN });
  fireEvent.click(await screen.findByRole('button', { name: 'Remove editor@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove this staff role?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove role' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(grantStaffRole).toHaveBeenCalledWith('editor@example.com', 'none');
});

test("an admin resets a staff member's second factor after confirming; a refusal shows in the dialog", async () => {
  jest
    .mocked(resetStaffFactors)
    .mockRejectedValueOnce(
      new ApiError('Studio changes need your second factor: enter the code from your authenticator app, then try again.', 'AAL2'),
    );
  jest.mocked(resetStaffFactors).mockResolvedValueOnce(1);
  renderPage(<StudioApp />, { path: '/studio/staff', user: ADMIN });
  await screen.findByRole('table', { name: 'Staff' });
  fireEvent.click(screen.getByRole('button', { name: 'Reset second factor of editor@example.com' }));
  const dialog = screen.getByRole('dialog', { name: "Reset this person's second factor?" });
  expect(dialog).toHaveTextContent('recorded in the audit log');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' })));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Studio changes need your second factor');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' })));
  expect(resetStaffFactors).toHaveBeenLastCalledWith('editor@example.com');
  expect(await screen.findByText('Second factor reset')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
