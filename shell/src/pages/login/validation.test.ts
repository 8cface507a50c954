import { checkLogin, checkResetRequest } from './validation';

describe('login checks', () => {
  it('requires email and password', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      ok: false,
      fields: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('rejects a malformed email and accepts a complete form', () => {
    expect(checkLogin({ email: 'learner', password: 'x' })).toEqual({
      ok: false,
      fields: { email: 'Please enter a valid email address' },
    });
    expect(checkLogin({ email: ' learner@example.com ', password: 'x' })).toEqual({ ok: true });
  });

  it('needs an email before asking for a reset link', () => {
    expect(checkResetRequest('  ')).toEqual({
      ok: false,
      toast: { title: 'Email required', description: 'Please enter your email address to reset your password.' },
    });
    expect(checkResetRequest('a@b.in')).toEqual({ ok: true });
  });
});
