import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../shared/checks';

export async function signIn(email: string, password: string): Promise<AuthOutcome> {
  try {
    const { error } = await (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password });
    return toOutcome(error);
  } catch {
    return { ok: false, unexpected: true };
  }
}

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
