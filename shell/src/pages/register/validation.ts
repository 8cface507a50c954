import { INVALID_EMAIL, isEmail, requiredErrors, type Check } from '../../lib/forms/checks';

export type RegisterField = 'fullName' | 'email' | 'password' | 'confirmPassword';

export interface RegisterValues extends Record<RegisterField, string> {
  marketingOptIn: boolean;
  acceptTerms: boolean;
}

const REQUIRED: Record<RegisterField, string> = {
  fullName: 'Full name is required',
  email: 'Email is required',
  password: 'Password is required',
  confirmPassword: 'Please confirm your password',
};

/** The spec's order: required fields, then terms accepted, then the two passwords equal. */
export function checkRegistration(values: RegisterValues): Check<RegisterField> {
  const fields = requiredErrors(values, REQUIRED);
  if (!fields.email && !isEmail(values.email)) fields.email = INVALID_EMAIL;
  if (Object.keys(fields).length) return { ok: false, fields };
  if (!values.acceptTerms) {
    return {
      ok: false,
      toast: { title: 'Terms not accepted', description: 'You must accept the Terms of Service and Privacy Policy to continue.' },
    };
  }
  if (values.password !== values.confirmPassword) {
    return { ok: false, toast: { title: 'Password mismatch', description: 'The passwords you entered do not match.' } };
  }
  return { ok: true };
}
