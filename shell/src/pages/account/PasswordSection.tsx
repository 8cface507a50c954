import { useState, type FormEvent } from 'react';
import { Button, notify, PasswordField, styled, theme } from '@nism/shared-ui';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useFormFields } from '../../lib/forms/use-form-fields';
import type { FieldErrors } from '../../lib/forms/checks';
import { useBusy } from '../../lib/forms/use-busy';
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../../lib/forms/password-rules';
import { AccountSection } from './AccountSection';
import { useMessages } from '../../lib/page-messages';
import { changePassword } from '../../features/account/api/change-password';
import { askForNewPassword, newPasswordAsked } from '../../features/auth/password-change-asked';

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.danger};
  background: #fef2f2;
`;

type Field = 'current' | 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { current: '', password: '', confirmPassword: '' };

/** A new password, after the current one is checked; the backend then signs out every other device. */
export function PasswordSection({ email }: { email: string }) {
  const t = useMessages();
  const { values, setValues, setErrors, field } = useFormFields<typeof EMPTY, Field>(EMPTY);
  const [busy, run] = useBusy();
  const [asked, setAsked] = useState(newPasswordAsked);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkNewPassword(values, t);
    const fields: FieldErrors<Field> = values.current ? {} : { current: t.currentPasswordRequired() };
    if (!check.ok && 'fields' in check) Object.assign(fields, check.fields);
    setErrors(fields);
    if (Object.keys(fields).length) return;
    if (!check.ok && 'toast' in check) return void notify.error(check.toast.title, check.toast.description);
    void run(async () => {
      const outcome = await changePassword(email, values.current, values.password);
      if (!outcome.ok) return notifyFailure(t.passwordNotChanged(), outcome, t);
      setValues(EMPTY);
      askForNewPassword(false);
      setAsked(false);
      notify.success(t.passwordChangedTitle(), t.passwordChangedDescription());
    });
  };

  return (
    <AccountSection title={t.passwordLabel()} description={t.passwordDescription({ min: MIN_PASSWORD_LENGTH })}>
      {asked && <Notice role="alert">{t.passwordAskedNotice({ min: MIN_PASSWORD_LENGTH })}</Notice>}
      <form onSubmit={submit} noValidate aria-label={t.changePasswordForm()}>
        <PasswordField
          label={t.currentPasswordLabel()}
          name="currentPassword"
          autoComplete="current-password"
          required
          {...field('current')}
        />
        <PasswordField label={t.newPasswordLabel()} name="newPassword" autoComplete="new-password" required {...field('password')} />
        <PasswordField
          label={t.confirmNewPasswordLabel()}
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.changingPassword() : t.changePasswordButton()}
        </Button>
      </form>
    </AccountSection>
  );
}
