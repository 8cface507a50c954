import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError, AuthInvalidJwtError } from '@supabase/supabase-js';
import { fakeSupabaseAuth, renderAt } from '../../testing/render';
import { ResetPasswordPage } from './ResetPasswordPage';

/** An access token as GoTrue signs it (the signature is the backend's to check), started by `method`. */
const token = (method: string) => `e30.${btoa(JSON.stringify({ sub: 'u1', amr: [{ method, timestamp: 1 }] })).replace(/=+$/, '')}.sig`;
const RECOVERY = token('otp');
const LINK = `/reset-password#access_token=${RECOVERY}&expires_in=3600&refresh_token=rt&token_type=bearer&type=recovery`;
const renderReset = (route = LINK, signOut = jest.fn().mockResolvedValue(undefined)) =>
  renderAt(<ResetPasswordPage />, { route, path: '/reset-password', auth: { signOut } });

type User = ReturnType<typeof userEvent.setup>;
async function submitPasswords(user: User, password: string, confirm: string) {
  const submit = await screen.findByRole('button', { name: 'Reset Password' });
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(submit);
}

describe('ResetPasswordPage: the link', () => {
  it('without a token: Unauthorized access, then /login', async () => {
    const auth = fakeSupabaseAuth();
    renderReset('/reset-password');
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
    expect(screen.getByText('Please use the reset link sent to your email.')).toBeInTheDocument();
    // The router navigates in a transition, which may commit after the toast's render on a busy machine.
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(auth.setSession).not.toHaveBeenCalled();
  });

  it('with a token the backend refuses: Invalid or expired link, then /login', async () => {
    fakeSupabaseAuth({
      setSession: jest
        .fn()
        .mockResolvedValue({ data: { session: null, user: null }, error: new AuthApiError('invalid JWT', 401, 'bad_jwt') }),
    });
    renderReset();
    expect(await screen.findByText('Invalid or expired link')).toBeInTheDocument();
    expect(screen.getByText('Please request a new password reset link.')).toBeInTheDocument();
    // The router navigates in a transition, which may commit after the toast's render on a busy machine.
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('with a malformed token (setSession fails before any request)', async () => {
    fakeSupabaseAuth({
      setSession: jest.fn().mockResolvedValue({ data: { session: null }, error: new AuthInvalidJwtError('Invalid JWT structure') }),
    });
    renderReset('/reset-password?access_token=forged&refresh_token=x');
    expect(await screen.findByText('Invalid or expired link')).toBeInTheDocument();
  });

  it.each([
    ['a password sign-in', `/reset-password#access_token=${token('password')}&refresh_token=rt&type=recovery`],
    ['a confirmation link', `/reset-password#access_token=${token('otp')}&refresh_token=rt&type=signup`],
    ['a link without its type', `/reset-password?access_token=${token('otp')}&refresh_token=rt`],
  ])('with the session of %s (login CSRF): Invalid or expired link, and the session is never set', async (_, link) => {
    const auth = fakeSupabaseAuth();
    renderReset(link);
    expect(await screen.findByText('Invalid or expired link')).toBeInTheDocument();
    expect(screen.getByText('Please request a new password reset link.')).toBeInTheDocument();
    // The router navigates in a transition, which may commit after the toast's render on a busy machine.
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(auth.setSession).not.toHaveBeenCalled();
  });

  it('a local-supabase recovery session (amr recovery) opens the form', async () => {
    const auth = fakeSupabaseAuth();
    renderReset(`/reset-password#access_token=${token('recovery')}&refresh_token=rt`);
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(auth.setSession).toHaveBeenCalled();
  });

  it('sets the session from the hash tokens and shows the form', async () => {
    const auth = fakeSupabaseAuth();
    renderReset();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Create a new password for your account')).toBeInTheDocument();
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: RECOVERY, refresh_token: 'rt' });
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordPage: the form', () => {
  afterEach(() => jest.useRealTimers());

  it('requires both fields', async () => {
    const auth = fakeSupabaseAuth();
    const user = userEvent.setup();
    renderReset();
    await submitPasswords(user, '', '');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('New password is required');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Please confirm your new password');
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('checks the match before the length', async () => {
    const auth = fakeSupabaseAuth();
    const user = userEvent.setup();
    renderReset();
    await submitPasswords(user, 'abc', 'abd');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match.')).toBeInTheDocument();
    expect(screen.queryByText('Password too short')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc{Enter}');
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it("keeps the visitor on the form with the backend's message when the update fails", async () => {
    fakeSupabaseAuth({
      updateUser: jest.fn().mockResolvedValue({
        data: { user: null },
        error: new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
      }),
    });
    const user = userEvent.setup();
    renderReset();
    await submitPasswords(user, 'practice123', 'practice123');
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument();
    expect(screen.getByText('New password should be different from the old password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('is busy while updating and ignores a second submit', async () => {
    const auth = fakeSupabaseAuth({ updateUser: jest.fn(() => new Promise(() => {})) });
    const user = userEvent.setup();
    renderReset();
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    expect(auth.updateUser).toHaveBeenCalledTimes(1);
  });

  it('on success shows the success view, signs out, and goes to /login after 3 s', async () => {
    jest.useFakeTimers();
    const auth = fakeSupabaseAuth();
    const signOut = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderReset(LINK, signOut);
    await submitPasswords(user, 'newpass1', 'newpass1');
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'newpass1' });
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Password Reset Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been updated. You will be redirected to the login page shortly.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    // The router navigates in a transition, which may commit after the toast's render on a busy machine.
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('a reset asked for on the way somewhere (next) ends on the login page that goes on there', async () => {
    jest.useFakeTimers();
    fakeSupabaseAuth();
    const next = '/exams/00000000-0000-4000-a000-000000000003/plans?plan=free';
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderReset(LINK.replace('/reset-password#', `/reset-password?next=${encodeURIComponent(next)}#`));
    await submitPasswords(user, 'newpass1', 'newpass1');
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(next)}`);
  });
});
