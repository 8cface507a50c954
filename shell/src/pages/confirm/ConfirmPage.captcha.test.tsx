// The new mail for an expired code with CAPTCHA on: hosted GoTrue checks a token on /resend and /recover too.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { renderAt } from '../../testing/render';
import { captchaBackend, installFakeTurnstile, solve, turnstileScript } from '../../testing/turnstile';
import { ConfirmPage } from './ConfirmPage';

const HASH = 'a'.repeat(56);
const expired = () => ({
  data: { session: null, user: null },
  error: new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'),
});

describe('a new mail with CAPTCHA on', () => {
  installFakeTurnstile(true);

  it('the check appears only with the expired notice, is asked for, and its token goes with the resend', async () => {
    const auth = captchaBackend(true, {
      verifyOtp: jest.fn().mockResolvedValue(expired()),
      resend: jest.fn().mockResolvedValue({ data: {}, error: null }),
    });
    const user = userEvent.setup();
    renderAt(<ConfirmPage />, { route: `/auth/confirm?token_hash=${HASH}&type=signup`, path: '/auth/confirm' });
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    expect(turnstileScript()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('group', { name: 'Security check' })).toBeInTheDocument();
    await act(async () => {});
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new email' }));
    expect(await screen.findByText('Please complete the security check below.')).toBeInTheDocument();
    expect(auth.resend).not.toHaveBeenCalled();
    solve('tok-resend');
    await user.click(screen.getByRole('button', { name: 'Send a new email' }));
    expect(auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'new@example.com',
      options: { emailRedirectTo: `${window.location.origin}/login`, captchaToken: 'tok-resend' },
    });
    expect(await screen.findByText('New email sent')).toBeInTheDocument();
  });
});
