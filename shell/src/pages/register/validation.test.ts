import { checkRegistration, type RegisterValues } from './validation';

const valid: RegisterValues = {
  fullName: 'Asha Nair',
  email: 'asha@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  marketingOptIn: false,
  acceptTerms: true,
};

describe('registration checks', () => {
  it('accepts a complete form; the marketing opt-in is optional', () => {
    expect(checkRegistration(valid)).toEqual({ ok: true });
  });

  it('requires every field, before anything else', () => {
    const empty = { ...valid, fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };
    expect(checkRegistration(empty)).toEqual({
      ok: false,
      fields: {
        fullName: 'Full name is required',
        email: 'Email is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
      },
    });
    expect(checkRegistration({ ...valid, email: 'asha' })).toEqual({
      ok: false,
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('checks the terms before the password match', () => {
    expect(checkRegistration({ ...valid, acceptTerms: false, confirmPassword: 'other' })).toEqual({
      ok: false,
      toast: { title: 'Terms not accepted', description: 'You must accept the Terms of Service and Privacy Policy to continue.' },
    });
  });

  it('then requires the passwords to match', () => {
    expect(checkRegistration({ ...valid, confirmPassword: 'other' })).toEqual({
      ok: false,
      toast: { title: 'Password mismatch', description: 'The passwords you entered do not match.' },
    });
  });
});
