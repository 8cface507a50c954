import { INVALID_EMAIL, isBlank, isEmail, requiredErrors, type Check } from '../../lib/forms/checks';

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

/** Email and password are both required; a malformed email is caught before a round trip. */
export function checkLogin(values: LoginValues): Check<LoginField> {
  const fields = requiredErrors(values, { email: 'Email is required', password: 'Password is required' });
  if (!fields.email && !isEmail(values.email)) fields.email = INVALID_EMAIL;
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true };
}

/** Forgot password needs the email typed in the login form. */
export function checkResetRequest(email: string): Check<never> {
  if (isBlank(email)) {
    return { ok: false, toast: { title: 'Email required', description: 'Please enter your email address to reset your password.' } };
  }
  return { ok: true };
}
