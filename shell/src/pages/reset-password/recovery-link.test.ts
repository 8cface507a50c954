import { readRecoveryLink } from './recovery-link';

const base = 'https://nismpractice.in/reset-password';

describe('readRecoveryLink', () => {
  it('reads the tokens from the hash (GoTrue implicit flow)', () => {
    expect(readRecoveryLink(`${base}#access_token=aaa.bbb.ccc&expires_in=3600&refresh_token=rt1&token_type=bearer&type=recovery`)).toEqual({
      kind: 'token',
      accessToken: 'aaa.bbb.ccc',
      refreshToken: 'rt1',
      type: 'recovery',
    });
  });

  it('reads them from the query', () => {
    expect(readRecoveryLink(`${base}?access_token=q.q.q&refresh_token=rt2`)).toEqual({
      kind: 'token',
      accessToken: 'q.q.q',
      refreshToken: 'rt2',
    });
  });

  it('finds them anywhere else in the URL', () => {
    expect(readRecoveryLink(`${base}#/reset-password?access_token=h.h.h&refresh_token=rt3`)).toMatchObject({ accessToken: 'h.h.h' });
    expect(readRecoveryLink(`${base};access_token=x.y.z`)).toEqual({ kind: 'token', accessToken: 'x.y.z', refreshToken: '' });
  });

  it('reports an error the auth server put in the URL', () => {
    expect(readRecoveryLink(`${base}#error=access_denied&error_code=otp_expired`)).toEqual({ kind: 'error' });
  });

  it('reports no token', () => {
    expect(readRecoveryLink(base)).toEqual({ kind: 'none' });
    expect(readRecoveryLink(`${base}?type=recovery#`)).toEqual({ kind: 'none' });
  });
});
