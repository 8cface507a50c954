import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { fakeSupabaseAuth, renderAt } from '../../testing/render';
import { fetchExamName } from '../../features/auth/api/fetch-exam-name';
import { RegisterPage } from './RegisterPage';

jest.mock('../../features/auth/api/fetch-exam-name');

type User = ReturnType<typeof userEvent.setup>;

const renderRegister = () => renderAt(<RegisterPage />, { route: '/register' });

async function fillForm(user: User, { confirm = 'secret123', terms = true, marketing = false } = {}) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Nair');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (marketing) await user.click(screen.getByRole('checkbox', { name: /exam tips/ }));
  if (terms) await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
}
const submit = () => screen.getByRole('button', { name: 'Create Account' });

describe('RegisterPage', () => {
  afterEach(() => jest.useRealTimers());

  it('has labelled fields, named password toggles and terms links', () => {
    renderRegister();
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('states the 8-character password minimum next to the field before any submit', () => {
    renderRegister();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByText('At least 8 characters')).toBeVisible();
  });

  it('checks required fields first, even with the terms unticked', async () => {
    const auth = fakeSupabaseAuth();
    const user = userEvent.setup();
    renderRegister();
    await user.click(submit());
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Please confirm your password');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.queryByText('Terms not accepted')).not.toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('checks the terms before the passwords', async () => {
    const auth = fakeSupabaseAuth();
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user, { terms: false, confirm: 'different' });
    await user.click(submit());
    expect(await screen.findByText('Terms not accepted')).toBeInTheDocument();
    expect(screen.getByText('You must accept the Terms of Service and Privacy Policy to continue.')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('rejects different passwords', async () => {
    const auth = fakeSupabaseAuth();
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user, { confirm: 'different' });
    await user.click(submit());
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText('The passwords you entered do not match.')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the metadata and redirect, then goes to /login after 1.5 s', async () => {
    jest.useFakeTimers();
    // The redirect is timed from the backend's answer; findBy* advances the fake clock while it polls.
    let answeredAt = 0;
    const auth = fakeSupabaseAuth({
      signUp: jest.fn(async () => {
        answeredAt = Date.now();
        return { data: { user: { id: 'new-user' }, session: null }, error: null };
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRegister();
    await fillForm(user, { marketing: true });
    await user.keyboard('{Enter}');
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'secret123',
      options: {
        data: { full_name: 'Asha Nair', marketing_opt_in: true, language: 'en' },
        emailRedirectTo: `${window.location.origin}/login`,
      },
    });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to confirm your account.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    act(() => jest.advanceTimersByTime(answeredAt + 1400 - Date.now()));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("keeps where the learner was going: the confirmation mail's link and the login page after it carry next", async () => {
    jest.useFakeTimers();
    jest.mocked(fetchExamName).mockResolvedValue('NISM Series V-A: Mutual Fund Distributors Certification Examination');
    const next = '/exams/00000000-0000-4000-a000-000000000003/plans?plan=free';
    const auth = fakeSupabaseAuth();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<RegisterPage />, { route: `/register?next=${encodeURIComponent(next)}`, path: '/register' });
    expect(await screen.findByText('Create a free account to start the Series V-A demo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(next)}`);
    await fillForm(user);
    await user.keyboard('{Enter}');
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ emailRedirectTo: `${window.location.origin}/login?next=${encodeURIComponent(next)}` }),
      }),
    );
    await screen.findByText('Registration successful');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(next)}`);
  });

  it("shows 'Registration failed' with the backend's message", async () => {
    fakeSupabaseAuth({
      signUp: jest.fn().mockResolvedValue({ data: {}, error: new AuthApiError('User already registered', 422, 'user_already_exists') }),
    });
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('User already registered')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("shows 'An error occurred' when something unexpected happens", async () => {
    fakeSupabaseAuth({ signUp: jest.fn().mockRejectedValue(new TypeError('boom')) });
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('is busy while signing up and ignores a second submit', async () => {
    const auth = fakeSupabaseAuth({ signUp: jest.fn(() => new Promise(() => {})) });
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user);
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(auth.signUp).toHaveBeenCalledTimes(1);
  });
});
