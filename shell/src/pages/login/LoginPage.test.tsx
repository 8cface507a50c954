import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { fakeSupabaseAuth, fakeUser, renderAt } from '../../testing/render';
import { fetchExamName } from '../../features/auth/api/fetch-exam-name';
import { LoginPage } from './LoginPage';

jest.mock('../../features/auth/api/fetch-exam-name');

const renderLogin = (auth = {}) => renderAt(<LoginPage />, { route: '/login', auth });
const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
};
const loginButton = () => screen.getByRole('button', { name: 'Login' });
const location = () => screen.findByTestId('location');

describe('LoginPage', () => {
  it('sends a signed-in visitor to /exams', async () => {
    renderLogin({ user: fakeUser('learner@example.com') });
    expect(await location()).toHaveTextContent('/exams');
  });

  it('shows required-field errors and does not call the backend', async () => {
    const auth = fakeSupabaseAuth();
    renderLogin();
    await userEvent.click(loginButton());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in on Enter, toasts a welcome and goes to /exams', async () => {
    const auth = fakeSupabaseAuth();
    renderLogin();
    await fill('learner@example.com', 'practice123{Enter}');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'learner@example.com', password: 'practice123' });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/exams');
  });

  it('sends a learner whose password fails the rules to the account page, which asks for a new one', async () => {
    fakeSupabaseAuth({
      signInWithPassword: jest.fn().mockResolvedValue({
        data: { user: fakeUser('old@example.com'), session: {}, weakPassword: { reasons: ['length'], message: 'short' } },
        error: null,
      }),
    });
    renderLogin();
    await fill('old@example.com', 'secret{Enter}');
    expect(await screen.findByText('Please choose a new password')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/account');
    expect(sessionStorage.getItem('nism.password-change-asked')).toBe('1');
    sessionStorage.clear();
  });

  it('asks an account with two-step sign-in for its code before going on', async () => {
    const mfa = {
      getAuthenticatorAssuranceLevel: jest.fn().mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal2' }, error: null }),
      listFactors: jest.fn().mockResolvedValue({ data: { totp: [{ id: 'f1' }] }, error: null }),
      challengeAndVerify: jest
        .fn()
        .mockResolvedValueOnce({
          data: null,
          error: { message: 'Invalid TOTP code entered', code: 'mfa_verification_failed', status: 422 },
        })
        .mockResolvedValueOnce({ data: {}, error: null }),
    };
    fakeSupabaseAuth({ mfa: mfa as never });
    renderLogin();
    await fill('learner@example.com', 'practice123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('6-digit code'), '111111{Enter}');
    expect(await screen.findByText('That code is not right. Check the app and type the current code.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456{Enter}');
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f1', code: '123456' });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/exams');
  });

  it("shows the backend's message when the login is refused, and stays", async () => {
    fakeSupabaseAuth({
      signInWithPassword: jest
        .fn()
        .mockResolvedValue({ data: {}, error: new AuthApiError('Email not confirmed', 400, 'email_not_confirmed') }),
    });
    renderLogin();
    await fill('new@example.com', 'secret1{Enter}');
    expect(await screen.findByText('Email not confirmed')).toBeInTheDocument();
    expect(loginButton()).toBeEnabled();
  });

  it('shows the generic message when the backend cannot be reached', async () => {
    fakeSupabaseAuth({
      signInWithPassword: jest.fn().mockResolvedValue({ data: {}, error: new AuthRetryableFetchError('Failed to fetch', 0) }),
    });
    renderLogin();
    await fill('new@example.com', 'secret1{Enter}');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('is busy while signing in and ignores a second submit', async () => {
    let finish: (v: unknown) => void = () => {};
    const auth = fakeSupabaseAuth({ signInWithPassword: jest.fn(() => new Promise((r) => (finish = r))) });
    renderLogin();
    await fill('learner@example.com', 'practice123{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);
    finish({ data: {}, error: null });
    expect(await location()).toHaveTextContent('/exams');
  });

  describe('Forgot password', () => {
    const forgot = () => screen.getByRole('button', { name: 'Forgot password?' });

    it('asks for the email first', async () => {
      const auth = fakeSupabaseAuth();
      renderLogin();
      await userEvent.click(forgot());
      expect(await screen.findByText('Email required')).toBeInTheDocument();
      expect(screen.getByText('Please enter your email address to reset your password.')).toBeInTheDocument();
      expect(auth.resetPasswordForEmail).not.toHaveBeenCalled();
    });

    it('mails a link to /reset-password, then disables itself', async () => {
      const auth = fakeSupabaseAuth();
      renderLogin();
      await fill('learner@example.com', '');
      await userEvent.click(forgot());
      expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('learner@example.com', {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      expect(await screen.findByRole('button', { name: 'Reset email sent' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('Reset email sent');
    });

    it("shows 'Reset failed' with the reason", async () => {
      fakeSupabaseAuth({
        resetPasswordForEmail: jest
          .fn()
          .mockResolvedValue({ data: null, error: new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit') }),
      });
      renderLogin();
      await fill('learner@example.com', '');
      await userEvent.click(forgot());
      expect(await screen.findByText('Reset failed')).toBeInTheDocument();
      expect(screen.getByText('email rate limit exceeded')).toBeInTheDocument();
      expect(forgot()).toBeEnabled();
    });
  });

  it('links to registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  describe('with where the learner was going (next)', () => {
    const VA = '00000000-0000-4000-a000-000000000003';
    const demo = `/exams/${VA}/plans?plan=free`;
    const at = (next: string, auth = {}) =>
      renderAt(<LoginPage />, { route: `/login?next=${encodeURIComponent(next)}`, path: '/login', auth });
    beforeEach(() => jest.mocked(fetchExamName).mockResolvedValue('NISM Series V-A: Mutual Fund Distributors Certification Examination'));

    it('says what the sign-in is for, and its link to registration keeps the intent', async () => {
      fakeSupabaseAuth();
      at(demo);
      expect(await screen.findByText('Sign in or create a free account to start the Series V-A demo.')).toBeInTheDocument();
      expect(fetchExamName).toHaveBeenCalledWith(VA);
      expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
        'href',
        `/register?next=${encodeURIComponent(demo)}`,
      );
    });

    it("names a plan for Buy Now's plans page", async () => {
      at(`/exams/${VA}/plans`);
      expect(await screen.findByText('Sign in or create a free account to choose a Series V-A plan.')).toBeInTheDocument();
    });

    it('signs in and returns the learner to the exam plans', async () => {
      fakeSupabaseAuth();
      at(demo);
      await fill('learner@example.com', 'practice123{Enter}');
      expect(await screen.findByText('Login successful')).toBeInTheDocument();
      expect(await location()).toHaveTextContent(demo);
    });

    it("a confirmation link's session (already signed in) goes straight on to next", async () => {
      at(demo, { user: fakeUser('new@example.com') });
      expect(await location()).toHaveTextContent(demo);
    });

    it("the reset mail's link keeps next", async () => {
      const auth = fakeSupabaseAuth();
      at(demo);
      await fill('learner@example.com', '');
      await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('learner@example.com', {
        redirectTo: `${window.location.origin}/reset-password?next=${encodeURIComponent(demo)}`,
      });
    });

    it.each(['https://evil.example/exams', '//evil.example', '/\\evil.example', '/no-such-page'])(
      "ignores a next that is not one of this site's pages (%s): the welcome and /exams as before",
      async (next) => {
        fakeSupabaseAuth();
        at(next);
        expect(screen.getByText('Welcome back! Sign in to continue your preparation.')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
        await fill('learner@example.com', 'practice123{Enter}');
        expect(await location()).toHaveTextContent(/^\/exams$/);
      },
    );
  });
});
