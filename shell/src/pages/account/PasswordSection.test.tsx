import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { PasswordSection } from './PasswordSection';
import { fakeAccountBackend, renderSignedIn } from '../../testing/account';

const fill = async (current: string, next: string, confirm = next) => {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
};

describe('PasswordSection', () => {
  it('checks the current password, sets the new one and says other devices are signed out', async () => {
    const { auth } = fakeAccountBackend();
    renderSignedIn(<PasswordSection email="learner@example.com" />);
    await fill('practice123', 'new-secret1');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'learner@example.com', password: 'practice123' });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'new-secret1' });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText(/Your other devices have been signed out/)).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { auth } = fakeAccountBackend({
      auth: {
        signInWithPassword: jest
          .fn()
          .mockResolvedValue({ data: {}, error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials') }),
      },
    });
    renderSignedIn(<PasswordSection email="learner@example.com" />);
    await fill('wrong-pass', 'new-secret1');
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(screen.getByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('asks for a new password after a sign-in with one that fails the rules, until one is set', async () => {
    sessionStorage.setItem('nism.password-change-asked', '1');
    fakeAccountBackend();
    renderSignedIn(<PasswordSection email="learner@example.com" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your password no longer meets our rules');
    await fill('practice', 'new-secret1');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.queryByText(/no longer meets our rules/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('nism.password-change-asked')).toBeNull();
  });

  it('requires the current password, and a matching new one of 8 characters', async () => {
    const { auth } = fakeAccountBackend();
    renderSignedIn(<PasswordSection email="learner@example.com" />);
    await fill('', 'abcdef', 'abcdeg');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is required');
    await fill('practice123', '', '');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await fill('', 'abcdefg', 'abcdefg');
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });
});
