import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../../../lib/forms/checks';

/** Mails a recovery link that lands on this site's /reset-password with the session in the URL. */
export async function requestPasswordReset(email: string): Promise<AuthOutcome> {
  try {
    const redirectTo = `${window.location.origin}${withBase(paths.resetPassword())}`;
    const { error } = await (await getSupabase()).auth.resetPasswordForEmail(email.trim(), { redirectTo });
    return toOutcome(error);
  } catch {
    return { ok: false, unexpected: true };
  }
}
