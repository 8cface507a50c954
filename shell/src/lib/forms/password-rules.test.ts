import { checkNewPassword } from './password-rules';

describe('new password checks', () => {
  it('requires both fields', () => {
    expect(checkNewPassword({ password: '', confirmPassword: '' })).toEqual({
      ok: false,
      fields: { password: 'New password is required', confirmPassword: 'Please confirm your new password' },
    });
  });

  it('checks the match before the length', () => {
    expect(checkNewPassword({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      ok: false,
      toast: { title: "Passwords don't match", description: 'Please make sure your passwords match.' },
    });
    expect(checkNewPassword({ password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      ok: false,
      toast: { title: 'Password too short', description: 'Password must be at least 8 characters long.' },
    });
  });

  it('accepts eight characters or more', () => {
    expect(checkNewPassword({ password: 'abcdefg', confirmPassword: 'abcdefg' })).toMatchObject({ ok: false });
    expect(checkNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({ ok: true });
  });
});
