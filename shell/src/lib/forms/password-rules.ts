import { english, type Messages } from '../page-messages';
import { requiredErrors, type Check } from './checks';

/** The backend's minimum_password_length (supabase/config.toml): 8, NIST SP 800-63B's floor for a chosen password. */
export const MIN_PASSWORD_LENGTH = 8;

export type NewPasswordField = 'password' | 'confirmPassword';
export type NewPasswordValues = Record<NewPasswordField, string>;

/** Both required; then, in the spec's order, the match check before the length check (in the language of `t`). */
export function checkNewPassword(values: NewPasswordValues, t: Messages = english): Check<NewPasswordField> {
  const fields = requiredErrors(values, {
    password: t.newPasswordRequired(),
    confirmPassword: t.confirmNewPasswordRequired(),
  });
  if (Object.keys(fields).length) return { ok: false, fields };
  if (values.password !== values.confirmPassword) {
    return { ok: false, toast: { title: t.passwordsDontMatchTitle(), description: t.passwordsDontMatchDescription() } };
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return {
      ok: false,
      toast: { title: t.passwordTooShortTitle(), description: t.passwordTooShortDescription({ min: MIN_PASSWORD_LENGTH }) },
    };
  }
  return { ok: true };
}
