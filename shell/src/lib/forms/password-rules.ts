import { requiredErrors, type Check } from './checks';

/** The backend's minimum_password_length (supabase/config.toml): 8, NIST SP 800-63B's floor for a chosen password. */
export const MIN_PASSWORD_LENGTH = 8;

export type NewPasswordField = 'password' | 'confirmPassword';
export type NewPasswordValues = Record<NewPasswordField, string>;

/** Both required; then, in the spec's order, the match check before the length check. */
export function checkNewPassword(values: NewPasswordValues): Check<NewPasswordField> {
  const fields = requiredErrors(values, {
    password: 'New password is required',
    confirmPassword: 'Please confirm your new password',
  });
  if (Object.keys(fields).length) return { ok: false, fields };
  if (values.password !== values.confirmPassword) {
    return { ok: false, toast: { title: "Passwords don't match", description: 'Please make sure your passwords match.' } };
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return {
      ok: false,
      toast: { title: 'Password too short', description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` },
    };
  }
  return { ok: true };
}
