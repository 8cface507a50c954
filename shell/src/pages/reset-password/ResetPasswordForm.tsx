import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Link, notify, PasswordField } from '@nism/shared-ui';
import type { FieldErrors } from '../../lib/forms/checks';
import { FormFooter } from '../../lib/forms/AuthCard';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useBusy } from '../../lib/forms/use-busy';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { updatePassword } from '../../features/auth/api/update-password';
import { checkNewPassword, type NewPasswordField, type NewPasswordValues } from '../../lib/forms/password-rules';

/** New password twice; on a failed update the visitor stays here with the backend's reason. */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [busy, run] = useBusy();
  const formRef = useFocusFirstError(errors);

  const change = (field: NewPasswordField) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkNewPassword(values);
    if (!check.ok) {
      if ('toast' in check) notify.error(check.toast.title, check.toast.description);
      return setErrors('fields' in check ? check.fields : {});
    }
    setErrors({});
    void run(async () => {
      const outcome = await updatePassword(values.password);
      if (!outcome.ok) return notifyFailure('Failed to update password', outcome);
      notify.success('Password updated successfully', 'You can now log in with your new password.');
      onSuccess();
    });
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Reset Password">
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" $block disabled={busy} aria-busy={busy}>
          {busy ? 'Updating Password...' : 'Reset Password'}
        </Button>
      </form>
      <FormFooter>
        <Link to="/login">Return to login</Link>
      </FormFooter>
    </>
  );
}
