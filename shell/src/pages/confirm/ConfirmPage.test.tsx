import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { fakeSupabaseAuth, renderAt } from '../../testing/render';
import { ConfirmPage } from './ConfirmPage';

const session = { access_token: 'at', refresh_token: 'rt', expires_in: 3600, user: { email: 'learner@example.com' } };
const HASH = 'a'.repeat(56);
const renderConfirm = (query = '') => renderAt(<ConfirmPage />, { route: `/auth/confirm${query}`, path: '/auth/confirm' });
const expiredError = () => ({
  data: { session: null, user: null },
  error: new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'),
});

describe('ConfirmPage', () => {
  it('does nothing on opening the link (a scanner visits it too); the button confirms and goes where the link says', async () => {
    const auth = fakeSupabaseAuth({ verifyOtp: jest.fn().mockResolvedValue({ data: { session, user: {} }, error: null }) });
    const redirect = encodeURIComponent(`${window.location.origin}/login?next=/exams/x/plans`);
    renderConfirm(`?token_hash=${HASH}&type=signup&redirect_to=${redirect}`);
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(auth.verifyOtp).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: HASH, type: 'signup' });
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    expect(screen.getByText('Welcome to NISM Practice: your account is ready.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=/exams/x/plans');
  });

  it('a reset code leads to /reset-password with the recovery session, as a reset link would', async () => {
    fakeSupabaseAuth({ verifyOtp: jest.fn().mockResolvedValue({ data: { session, user: {} }, error: null }) });
    renderConfirm(`?token_hash=${HASH}&type=recovery`);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to a new password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/reset-password#access_token=at&refresh_token=rt&expires_in=3600&token_type=bearer&type=recovery',
    );
  });

  it('the code typed with the address works without a link (another device), after checking the fields', async () => {
    const auth = fakeSupabaseAuth({ verifyOtp: jest.fn().mockResolvedValue({ data: { session, user: {} }, error: null }) });
    renderConfirm();
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use the code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('Enter the 6 digits from the email');
    await userEvent.selectOptions(screen.getByLabelText('The code is for'), 'recovery');
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    await userEvent.type(screen.getByLabelText('6-digit code'), '123 456{Enter}');
    expect(auth.verifyOtp).toHaveBeenCalledWith({ email: 'learner@example.com', token: '123456', type: 'recovery' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/reset-password#access_token=at');
  });

  it('an expired or used code says so and sends a new email, keeping the page', async () => {
    const auth = fakeSupabaseAuth({
      verifyOtp: jest.fn().mockResolvedValue(expiredError()),
      resend: jest.fn().mockResolvedValue({ data: {}, error: null }),
    });
    renderConfirm(`?token_hash=${HASH}&type=signup`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link or code has expired or was already used.');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new email' }));
    expect(auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'new@example.com',
      options: { emailRedirectTo: `${window.location.origin}/login` },
    });
    expect(await screen.findByText('New email sent')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the first of an email change’s two codes asks for the other', async () => {
    fakeSupabaseAuth({ verifyOtp: jest.fn().mockResolvedValue({ data: { session: null, user: null }, error: null }) });
    renderConfirm(`?token_hash=${HASH}&type=email_change`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('heading', { name: 'One address confirmed' })).toBeInTheDocument();
  });
});
