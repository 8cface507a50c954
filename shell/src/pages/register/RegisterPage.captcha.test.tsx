// Sign-up with CAPTCHA on (config.json's captcha) and off; Cloudflare's script is faked (testing/turnstile.ts).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { captchaBackend, installFakeTurnstile, lastWidget, SITE_KEY, solve, turnstile, turnstileScript } from '../../testing/turnstile';
import { fetchExamName } from '../../features/auth/api/fetch-exam-name';
import { RegisterPage } from './RegisterPage';

jest.mock('../../features/auth/api/fetch-exam-name');
beforeEach(() => jest.mocked(fetchExamName).mockResolvedValue(null));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Nair');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
}
const create = () => screen.getByRole('button', { name: 'Create Account' });

describe('sign-up, CAPTCHA off', () => {
  installFakeTurnstile(false);

  it('shows no security check, loads no Turnstile script and signs up without a token', async () => {
    const auth = captchaBackend(false);
    const user = userEvent.setup();
    renderAt(<RegisterPage />, { route: '/register' });
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    await fill(user);
    await user.click(create());
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(auth.signUp.mock.calls[0][0].options).not.toHaveProperty('captchaToken');
    expect(turnstileScript()).toBeNull();
  });
});

describe('sign-up, CAPTCHA on', () => {
  installFakeTurnstile(true);

  it('loads Turnstile explicitly, asks for the check before sending, keeps what was typed, then sends the token', async () => {
    const auth = captchaBackend(true);
    const user = userEvent.setup();
    renderAt(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('group', { name: 'Security check' })).toBeInTheDocument();
    expect(turnstileScript()?.getAttribute('src')).toContain('render=explicit');
    await act(async () => {}); // the widget renders once the script is in
    expect(lastWidget().sitekey).toBe(SITE_KEY);

    await fill(user);
    await user.click(create());
    expect(await screen.findByText('Please complete the security check below.')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');

    solve('tok-signup');
    expect(screen.queryByText('Please complete the security check below.')).not.toBeInTheDocument();
    await user.click(create());
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'asha@example.com', options: expect.objectContaining({ captchaToken: 'tok-signup' }) }),
    );
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(turnstile.reset).toHaveBeenCalled(); // a token works once
  });
});
