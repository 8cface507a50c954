import { english, type Messages } from '../../lib/page-messages';
import { isEmail, requiredErrors, type Check } from '../../lib/forms/checks';

export type RegisterField = 'fullName' | 'email' | 'password' | 'confirmPassword';

export interface RegisterValues extends Record<RegisterField, string> {
  marketingOptIn: boolean;
  acceptTerms: boolean;
}

/** The spec's order: required fields, then terms accepted, then the two passwords equal (in the language of `t`). */
export function checkRegistration(values: RegisterValues, t: Messages = english): Check<RegisterField> {
  const fields = requiredErrors<RegisterField>(values, {
    fullName: t.fullNameRequired(),
    email: t.emailRequired(),
    password: t.passwordRequired(),
    confirmPassword: t.confirmPasswordRequired(),
  });
  if (!fields.email && !isEmail(values.email)) fields.email = t.invalidEmail();
  if (Object.keys(fields).length) return { ok: false, fields };
  if (!values.acceptTerms) return { ok: false, toast: { title: t.termsNotAcceptedTitle(), description: t.termsNotAcceptedDescription() } };
  if (values.password !== values.confirmPassword) {
    return { ok: false, toast: { title: t.passwordMismatchTitle(), description: t.passwordMismatchDescription() } };
  }
  return { ok: true };
}
