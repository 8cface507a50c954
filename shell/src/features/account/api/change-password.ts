import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';
import { english } from '../../../lib/page-messages';

/**
 * Checks the current password by signing in with it (a wrong one changes nothing), then sets the new one; the
 * backend ends every other session of the account when the password changes.
 */
export const changePassword = (email: string, current: string, next: string) =>
  attempt(async () => {
    const { auth } = await getSupabase();
    const check = await auth.signInWithPassword({ email, password: current });
    if (check.error) {
      const outcome = toOutcome(check.error);
      return 'refused' in outcome ? { ok: false, refused: english.currentPasswordIncorrect() } : outcome;
    }
    return toOutcome((await auth.updateUser({ password: next })).error);
  });
