import { paths } from '@nism/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Link, notify, PasswordField, TextField, useLocale, useNavigate } from '@nism/shared-ui';
import { useFormReady } from '@nism/shared-hooks';
import { MIN_PASSWORD_LENGTH } from '../../lib/forms/password-rules';
import { AuthCard, FormFooter } from '../../lib/forms/AuthCard';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { useBusy } from '../../lib/forms/use-busy';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { signUp } from '../../features/auth/api/sign-up';
import { useNextPurpose } from '../../features/auth/hooks/use-next-purpose';
import { useNext } from '../../lib/next/use-next';
import { useMessages } from '../../lib/page-messages';
import { CAPTCHA_FAILED } from '../../lib/forms/checks';
import { useCaptcha } from '../../features/auth/captcha/use-captcha';
import { TermsCheckboxes } from './TermsCheckboxes';
import { checkRegistration, type RegisterField, type RegisterValues } from './validation';

export const REDIRECT_AFTER_REGISTER_MS = 1500;

const EMPTY: RegisterValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  marketingOptIn: false,
  acceptTerms: false,
};

/** The subtitle for a learner on their way to an exam's demo, plan or tests. */
const PURPOSE = { demo: 'registerForDemo', plan: 'registerForPlan', practice: 'registerForPractice' } as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const t = useMessages();
  const locale = useLocale();
  // Kept through the confirmation mail: its link and the login page both lead on to it.
  const next = useNext();
  const purpose = useNextPurpose(next);
  const { values, setValues, errors, setErrors, field } = useFormFields<RegisterValues, RegisterField>(EMPTY);
  const [registered, setRegistered] = useState(false);
  const [busy, run] = useBusy();
  const formRef = useFocusFirstError(errors);
  const ready = useFormReady(formRef, setValues);
  // With CAPTCHA on (config.json), every sign-up carries the widget's token.
  const captcha = useCaptcha();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (registered) return;
    const check = checkRegistration(values, t);
    if (!check.ok) {
      if ('toast' in check) notify.error(check.toast.title, check.toast.description);
      return setErrors('fields' in check ? check.fields : {});
    }
    setErrors({});
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    void run(async () => {
      const outcome = await signUp(values, next, captchaToken, locale);
      if (captchaToken) captcha.used(!outcome.ok && 'refused' in outcome && outcome.refused === CAPTCHA_FAILED);
      if (!outcome.ok) return notifyFailure(t.registrationFailed(), outcome, t);
      notify.success(t.registrationSuccessTitle(), t.registrationSuccessDescription());
      setRegistered(true);
      timer.current = setTimeout(() => navigate(paths.login(next)), REDIRECT_AFTER_REGISTER_MS);
    });
  };

  return (
    <AuthCard title={t.registerTitle()} subtitle={purpose ? t[PURPOSE[purpose.kind]]({ exam: purpose.exam }) : t.registerSubtitle()}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t.register()}>
        <TextField label={t.fullNameLabel()} name="fullName" autoComplete="name" required {...field('fullName')} />
        <TextField label={t.emailLabel()} type="email" name="email" autoComplete="email" required {...field('email')} />
        <PasswordField
          label={t.passwordLabel()}
          name="password"
          autoComplete="new-password"
          required
          hint={t.passwordHint({ min: MIN_PASSWORD_LENGTH })}
          {...field('password')}
        />
        <PasswordField
          label={t.confirmPasswordLabel()}
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <TermsCheckboxes
          marketingOptIn={values.marketingOptIn}
          acceptTerms={values.acceptTerms}
          onChange={(field, checked) => setValues((v) => ({ ...v, [field]: checked }))}
        />
        {captcha.field}
        <Button type="submit" $block disabled={busy || registered || !ready} aria-busy={busy}>
          {busy ? t.creatingAccount() : t.createAccount()}
        </Button>
      </form>
      <FormFooter>
        {t.haveAccount()} <Link to={paths.login(next)}>{t.login()}</Link>
      </FormFooter>
    </AuthCard>
  );
}
