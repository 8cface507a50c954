import { type FormEvent } from 'react';
import { Button, Link, notify, PasswordField } from '@nism/shared-ui';
import { FormFooter } from '../../lib/forms/AuthCard';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { useBusy } from '../../lib/forms/use-busy';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { updatePassword } from '../../features/auth/api/update-password';
import { useMessages } from '../../lib/page-messages';
import { checkNewPassword, type NewPasswordField, type NewPasswordValues } from '../../lib/forms/password-rules';

/** New password twice; on a failed update the visitor stays here with the backend's reason. */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useMessages();
  const { values, errors, setErrors, field } = useFormFields<NewPasswordValues, NewPasswordField>({ password: '', confirmPassword: '' });
  const [busy, run] = useBusy();
  const formRef = useFocusFirstError(errors);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkNewPassword(values, t);
    if (!check.ok) {
      if ('toast' in check) notify.error(check.toast.title, check.toast.description);
      return setErrors('fields' in check ? check.fields : {});
    }
    setErrors({});
    void run(async () => {
      const outcome = await updatePassword(values.password);
      if (!outcome.ok) return notifyFailure(t.updatePasswordFailed(), outcome, t);
      notify.success(t.passwordUpdatedTitle(), t.passwordUpdatedDescription());
      onSuccess();
    });
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t.resetTitle()}>
        <PasswordField label={t.newPasswordLabel()} name="password" autoComplete="new-password" required {...field('password')} />
        <PasswordField
          label={t.confirmNewPasswordLabel()}
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" $block disabled={busy} aria-busy={busy}>
          {busy ? t.updatingPassword() : t.resetTitle()}
        </Button>
      </form>
      <FormFooter>
        <Link to="/login">{t.returnToLogin()}</Link>
      </FormFooter>
    </>
  );
}
