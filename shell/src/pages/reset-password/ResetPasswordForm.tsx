import { type FormEvent } from 'react';
import { Button, Link, notify, PasswordField } from '@nism/shared-ui';
import { FormFooter } from '../../lib/forms/AuthCard';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { useBusy } from '../../lib/forms/use-busy';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { updatePassword } from '../../features/auth/api/update-password';
import { checkNewPassword, type NewPasswordField, type NewPasswordValues } from '../../lib/forms/password-rules';

/** New password twice; on a failed update the visitor stays here with the backend's reason. */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { values, errors, setErrors, field } = useFormFields<NewPasswordValues, NewPasswordField>({ password: '', confirmPassword: '' });
  const [busy, run] = useBusy();
  const formRef = useFocusFirstError(errors);

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
        <PasswordField label="New Password" name="password" autoComplete="new-password" required {...field('password')} />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
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
