import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { requiredErrors, toOutcome } from './checks';

describe('form checks', () => {
  it('reports each blank required field with its message', () => {
    expect(requiredErrors({ a: ' ', b: 'x' }, { a: 'A is required', b: 'B is required' })).toEqual({ a: 'A is required' });
  });

  it('keeps the backend message of a refusal and treats transport failures as unexpected', () => {
    expect(toOutcome(null)).toEqual({ ok: true });
    expect(toOutcome(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({
      ok: false,
      refused: 'Invalid login credentials',
    });
    expect(toOutcome(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({ ok: false, unexpected: true });
  });
});
