import { authMethods, detectEmailLinkSession, isEmailLinkSession, isRecoverySession } from './email-link';

const jwt = (payload: object) =>
  `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const session = (method: string) => jwt({ sub: 'u1', amr: [{ method, timestamp: 1 }] });
const url = new URL('https://nismpractice.in/login');

describe('sessions carried in a URL', () => {
  it('reads the amr methods of a token, and nothing from a malformed one', () => {
    expect(authMethods(session('otp'))).toEqual(['otp']);
    expect(authMethods('not-a-jwt')).toEqual([]);
    expect(authMethods('a.%%%.c')).toEqual([]);
    expect(authMethods(jwt({ sub: 'u1' }))).toEqual([]);
  });

  it('accepts a mailed link (GoTrue: otp; local: recovery) and refuses a password or refreshed session', () => {
    expect(isEmailLinkSession(session('otp'), 'signup')).toBe(true);
    expect(isEmailLinkSession(session('recovery'), 'recovery')).toBe(true);
    expect(isEmailLinkSession(session('password'), 'signup')).toBe(false);
    expect(isEmailLinkSession(session('token_refresh'), 'recovery')).toBe(false);
    expect(isEmailLinkSession(session('otp'), undefined)).toBe(false);
    expect(isEmailLinkSession(session('otp'), 'bearer')).toBe(false);
  });

  it('opens the reset form only for a recovery link', () => {
    expect(isRecoverySession(session('recovery'), undefined)).toBe(true);
    expect(isRecoverySession(session('otp'), 'recovery')).toBe(true);
    expect(isRecoverySession(session('otp'), 'signup')).toBe(false);
    expect(isRecoverySession(session('password'), 'recovery')).toBe(false);
    expect(isRecoverySession('forged', 'recovery')).toBe(false);
  });

  it('lets supabase-js read errors and mailed sessions only', () => {
    expect(detectEmailLinkSession(url, { error_description: 'Email link is invalid or has expired' })).toBe(true);
    expect(detectEmailLinkSession(url, { access_token: session('otp'), type: 'signup' })).toBe(true);
    expect(detectEmailLinkSession(url, { access_token: session('password'), type: 'signup', refresh_token: 'r' })).toBe(false);
    expect(detectEmailLinkSession(url, {})).toBe(false);
  });
});
