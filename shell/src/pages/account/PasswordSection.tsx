import { useState, type FormEvent } from 'react';
import { Button, notify, PasswordField, styled, theme } from '@nism/shared-ui';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useFormFields } from '../../lib/forms/use-form-fields';
import type { FieldErrors } from '../../lib/forms/checks';
import { useBusy } from '../../lib/forms/use-busy';
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../../lib/forms/password-rules';
import { AccountSection } from './AccountSection';
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
  const { values, setValues, setErrors, field } = useFormFields<typeof EMPTY, Field>(EMPTY);
  const [busy, run] = useBusy();
  const [asked, setAsked] = useState(newPasswordAsked);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkNewPassword(values);
    const fields: FieldErrors<Field> = values.current ? {} : { current: 'Current password is required' };
    if (!check.ok && 'fields' in check) Object.assign(fields, check.fields);
    setErrors(fields);
    if (Object.keys(fields).length) return;
    if (!check.ok && 'toast' in check) return void notify.error(check.toast.title, check.toast.description);
    void run(async () => {
      const outcome = await changePassword(email, values.current, values.password);
      if (!outcome.ok) return notifyFailure('Password not changed', outcome);
      setValues(EMPTY);
      askForNewPassword(false);
      setAsked(false);
      notify.success('Password changed', 'Use your new password from now on. Your other devices have been signed out.');
    });
  };

  return (
    <AccountSection
      title="Password"
      description={`Use at least ${MIN_PASSWORD_LENGTH} characters, not a common password. Changing your password signs you out on every other device.`}
    >
      {asked && (
        <Notice role="alert">
          Your password no longer meets our rules: at least {MIN_PASSWORD_LENGTH} characters, and not one of the passwords most often leaked
          in data breaches. Please choose a new one.
        </Notice>
      )}
      <form onSubmit={submit} noValidate aria-label="Change password">
        <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" required {...field('current')} />
        <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required {...field('password')} />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Changing Password...' : 'Change Password'}
        </Button>
      </form>
    </AccountSection>
  );
}
