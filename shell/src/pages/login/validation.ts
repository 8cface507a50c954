import { english, type Messages } from '../../lib/page-messages';
import { isBlank, isEmail, requiredErrors, type Check } from '../../lib/forms/checks';

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

/** Email and password are both required; a malformed email is caught before a round trip (in the language of `t`). */
export function checkLogin(values: LoginValues, t: Messages = english): Check<LoginField> {
  const fields = requiredErrors(values, { email: t.emailRequired(), password: t.passwordRequired() });
  if (!fields.email && !isEmail(values.email)) fields.email = t.invalidEmail();
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true };
}

/** Forgot password needs the email typed in the login form. */
export function checkResetRequest(email: string, t: Messages = english): Check<never> {
  if (isBlank(email)) return { ok: false, toast: { title: t.emailRequiredTitle(), description: t.resetNeedsEmail() } };
  return { ok: true };
}
