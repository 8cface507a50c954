import { paths } from '@nism/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Link, notify, PasswordField, TextField, useLocale, useNavigate } from '@nism/shared-ui';
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
import { useMessages } from '../../lib/page-messages';
import { CAPTCHA_FAILED, refusalText, type AuthOutcome } from '../../lib/forms/checks';
import { useCaptcha } from '../../features/auth/captcha/use-captcha';
import { setSigningInHere } from './login-progress';
import { checkLogin, checkResetRequest, type LoginField, type LoginValues } from './validation';

/** The subtitle for a learner on their way to an exam's demo, plan or tests. */
const PURPOSE = { demo: 'loginForDemo', plan: 'loginForPlan', practice: 'loginForPractice' } as const;

export function LoginForm() {
  const navigate = useNavigate();
  const t = useMessages();
  const locale = useLocale();
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
    const check = checkLogin(values, t);
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
        return notifyFailure(t.loginFailed(), outcome, t);
      }
      // An account with two-step sign-in owes its code before going on.
      const owed = await codeOwed().catch(() => null);
      if (owed) return setFactorId(owed);
      setSigningInHere(false);
      if ('weakPassword' in outcome && outcome.weakPassword) {
        notify.neutral(t.newPasswordAskedTitle(), t.newPasswordAskedDescription());
        return navigate(paths.account(), { replace: true });
      }
      notify.success(t.loginSuccessTitle(), t.loginSuccessDescription());
      navigate(next ?? paths.exams(), { replace: true });
    });
  };

  const verify = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setCodeError(t.typeAppDigits());
    setCodeError(undefined);
    void run(async () => {
      try {
        await verifyTwoFactorCode(factorId!, code);
      } catch (error) {
        setCodeError(error instanceof Error ? refusalText(error.message, t) : t.tryAgain());
        return;
      }
      setSigningInHere(false);
      notify.success(t.loginSuccessTitle(), t.loginSuccessDescription());
      navigate(next ?? paths.exams(), { replace: true });
    });
  };

  const forgot = () => {
    const check = checkResetRequest(values.email, t);
    if (!check.ok && 'toast' in check) return void notify.error(check.toast.title, check.toast.description);
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    void runReset(async () => {
      const outcome = await requestPasswordReset(values.email, next, captchaToken, locale);
      spent(captchaToken, outcome);
      if (!outcome.ok) return notifyFailure(t.resetFailed(), outcome, t);
      notify.success(t.resetSentTitle(), t.resetSentDescription());
      setResetSent(true);
    });
  };

  if (factorId) {
    return (
      <AuthCard title={t.twoStepTitle()} subtitle={t.twoStepSubtitle()}>
        <form onSubmit={verify} noValidate aria-label={t.twoStepTitle()}>
          <TextField
            label={t.codeLabel()}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" $block disabled={busy} aria-busy={busy}>
            {busy ? t.checking() : t.verify()}
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.login()} subtitle={purpose ? t[PURPOSE[purpose.kind]]({ exam: purpose.exam }) : t.loginWelcome()}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t.login()}>
        <TextField label={t.emailLabel()} type="email" name="email" autoComplete="email" required {...field('email')} />
        <PasswordField label={t.passwordLabel()} name="password" autoComplete="current-password" required {...field('password')} />
        {captcha.field}
        <ActionRow>
          <LinkButton type="button" onClick={forgot} disabled={resetSent || resetBusy || !ready}>
            {resetSent ? t.resetSentTitle() : resetBusy ? t.sendingReset() : t.forgotPassword()}
          </LinkButton>
        </ActionRow>
        <Button type="submit" $block disabled={busy || !ready} aria-busy={busy}>
          {busy ? t.loggingIn() : t.login()}
        </Button>
      </form>
      <FormFooter>
        {t.gotCode()} <Link to={paths.confirm()}>{t.enterTheCode()}</Link>
      </FormFooter>
      <FormFooter>
        {t.noAccount()} <Link to={paths.register(next)}>{purpose ? t.createFreeAccount() : t.register()}</Link>
      </FormFooter>
    </AuthCard>
  );
}
