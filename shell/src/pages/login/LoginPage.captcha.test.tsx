// Login with CAPTCHA on (config.json's captcha) and off; Cloudflare's script is faked (testing/turnstile.ts).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { renderAt } from '../../testing/render';
import { captchaBackend, installFakeTurnstile, lastWidget, solve, turnstileScript } from '../../testing/turnstile';
import { fetchExamName } from '../../features/auth/api/fetch-exam-name';
import { LoginPage } from './LoginPage';

jest.mock('../../features/auth/api/fetch-exam-name');
beforeEach(() => jest.mocked(fetchExamName).mockResolvedValue(null));

const REFUSED = 'The security check expired or failed. Please complete it again and retry.';
const login = () => screen.getByRole('button', { name: 'Login' });

describe('login, CAPTCHA off', () => {
  installFakeTurnstile(false);

  it('shows no security check, loads no Turnstile script and signs in without a token', async () => {
    const auth = captchaBackend(false);
    renderAt(<LoginPage />, { route: '/login' });
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'practice123{Enter}');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'learner@example.com', password: 'practice123' });
    expect(turnstileScript()).toBeNull();
  });
});

describe('login, CAPTCHA on', () => {
  installFakeTurnstile(true);

  it('sends the token with the password; a refused token says so, keeps the fields, and a new check is needed', async () => {
    const auth = captchaBackend(true, {
      signInWithPassword: jest
        .fn()
        .mockResolvedValueOnce({
          data: { user: null, session: null },
          error: new AuthApiError('captcha protection: request disallowed (timeout-or-duplicate)', 400, 'captcha_failed'),
        })
        .mockResolvedValueOnce({ data: {}, error: null }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, { route: '/login' });
    await act(async () => {});
    await user.type(screen.getByLabelText('Email'), 'learner@example.com');
    await user.type(screen.getByLabelText('Password'), 'practice123');
    solve('tok-old');
    await user.click(login());
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'learner@example.com',
      password: 'practice123',
      options: { captchaToken: 'tok-old' },
    });
    // Told twice: in the toast, and under the widget, where it is announced.
    expect(await screen.findByRole('group', { name: 'Security check' })).toHaveAccessibleDescription(REFUSED);
    expect(screen.getAllByText(REFUSED)).toHaveLength(2);
    expect(screen.getByLabelText('Password')).toHaveValue('practice123');

    // The spent token is not sent again.
    await user.click(login());
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);
    solve('tok-new');
    await user.click(login());
    expect(auth.signInWithPassword).toHaveBeenLastCalledWith(expect.objectContaining({ options: { captchaToken: 'tok-new' } }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('an expired widget token is not sent; Forgot password sends the token with the reset request', async () => {
    const auth = captchaBackend(true);
    const user = userEvent.setup();
    renderAt(<LoginPage />, { route: '/login' });
    await act(async () => {});
    await user.type(screen.getByLabelText('Email'), 'learner@example.com');
    solve('tok-1');
    act(() => lastWidget()['expired-callback']('tok-1'));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Please complete the security check below.')).toBeInTheDocument();
    expect(auth.resetPasswordForEmail).not.toHaveBeenCalled();
    solve('tok-2');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('learner@example.com', expect.objectContaining({ captchaToken: 'tok-2' }));
    expect(await screen.findByRole('button', { name: 'Reset email sent' })).toBeDisabled();
  });
});
