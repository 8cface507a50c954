import { paths } from '@nism/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Link, notify, PasswordField, TextField, useNavigate } from '@nism/shared-ui';
import { useFormReady } from '@nism/shared-hooks';
import { ActionRow, LinkButton } from '../../lib/forms/form-styles';
import { AuthCard, FormFooter } from '../../lib/forms/AuthCard';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { useBusy } from '../../lib/forms/use-busy';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { requestPasswordReset } from '../../features/auth/api/request-password-reset';
import { signIn } from '../../features/auth/api/sign-in';
import { codeOwed, verifyTwoFactorCode } from '../../features/account/api/two-factor';
import { useNextPurpose } from '../../features/auth/hooks/use-next-purpose';
import { useNext } from '../../lib/next/use-next';
import { CAPTCHA_FAILED, type AuthOutcome } from '../../lib/forms/checks';
import { useCaptcha } from '../../features/auth/captcha/use-captcha';
import { setSigningInHere } from './login-progress';
import { checkLogin, checkResetRequest, type LoginField, type LoginValues } from './validation';

export function LoginForm() {
  const navigate = useNavigate();
  // Where the learner was going (Try Free, Buy Now, a plan's button): signing in or up returns them there.
  const next = useNext();
  const purpose = useNextPurpose(next);
  const { values, setValues, errors, setErrors, field } = useFormFields<LoginValues, LoginField>({ email: '', password: '' });
  const [resetSent, setResetSent] = useState(false);
  const [busy, run] = useBusy();
  const [resetBusy, runReset] = useBusy();
  const formRef = useFocusFirstError(errors);
  const [factorId, setFactorId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  // Leaving the page mid-way (password in, code not) lets the login page send a signed-in visitor on again.
  useEffect(() => () => setSigningInHere(false), []);
  const ready = useFormReady(formRef, setValues);
  // With CAPTCHA on (config.json), hosted GoTrue asks for a token on every sign-in and reset mail: the widget is
  // always shown then, and each token is spent once.
  const captcha = useCaptcha();
  const spent = (token: string | undefined, outcome: AuthOutcome) => {
    if (token) captcha.used(!outcome.ok && 'refused' in outcome && outcome.refused === CAPTCHA_FAILED);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkLogin(values);
    if (!check.ok) return setErrors('fields' in check ? check.fields : {});
    setErrors({});
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    void run(async () => {
      setSigningInHere(true);
      const outcome = await signIn(values.email, values.password, captchaToken);
      spent(captchaToken, outcome);
      if (!outcome.ok) {
        setSigningInHere(false);
        return notifyFailure('Login failed', outcome);
      }
      // An account with two-step sign-in owes its code before going on.
      const owed = await codeOwed().catch(() => null);
      if (owed) return setFactorId(owed);
      setSigningInHere(false);
      if ('weakPassword' in outcome && outcome.weakPassword) {
        notify.neutral('Please choose a new password', 'Your password no longer meets our rules. Set a new one on this page.');
        return navigate(paths.account(), { replace: true });
      }
      notify.success('Login successful', 'Welcome back!');
      navigate(next ?? paths.exams(), { replace: true });
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setCodeError('Type the 6 digits the app shows');
    setCodeError(undefined);
    void run(async () => {
      try {
        await verifyTwoFactorCode(factorId!, code);
      } catch (error) {
        setCodeError(error instanceof Error ? error.message : 'Please try again.');
        return;
      }
      setSigningInHere(false);
      notify.success('Login successful', 'Welcome back!');
      navigate(next ?? paths.exams(), { replace: true });
    });
  };

  const forgot = () => {
    const check = checkResetRequest(values.email);
    if (!check.ok && 'toast' in check) return void notify.error(check.toast.title, check.toast.description);
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    void runReset(async () => {
      const outcome = await requestPasswordReset(values.email, next, captchaToken);
      spent(captchaToken, outcome);
      if (!outcome.ok) return notifyFailure('Reset failed', outcome);
      notify.success('Reset email sent', 'Check your inbox for a link or a 6-digit code to set a new password.');
      setResetSent(true);
    });
  };

  if (factorId) {
    return (
      <AuthCard title="Two-step sign-in" subtitle="Enter the 6-digit code from your authenticator app.">
        <form onSubmit={verify} noValidate aria-label="Two-step sign-in">
          <TextField
            label="6-digit code"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" $block disabled={busy} aria-busy={busy}>
            {busy ? 'Checking...' : 'Verify'}
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Login"
      subtitle={purpose ? `Sign in or create a free account ${purpose}.` : 'Welcome back! Sign in to continue your preparation.'}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Login">
        <TextField label="Email" type="email" name="email" autoComplete="email" required {...field('email')} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required {...field('password')} />
        {captcha.field}
        <ActionRow>
          <LinkButton type="button" onClick={forgot} disabled={resetSent || resetBusy || !ready}>
            {resetSent ? 'Reset email sent' : resetBusy ? 'Sending reset email...' : 'Forgot password?'}
          </LinkButton>
        </ActionRow>
        <Button type="submit" $block disabled={busy || !ready} aria-busy={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <FormFooter>
        Got a 6-digit code by email? <Link to={paths.confirm()}>Enter the code</Link>
      </FormFooter>
      <FormFooter>
        Don&apos;t have an account? <Link to={paths.register(next)}>{purpose ? 'Create a free account' : 'Register'}</Link>
      </FormFooter>
    </AuthCard>
  );
}
