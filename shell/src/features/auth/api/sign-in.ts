import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';
import { askForNewPassword } from '../password-change-asked';

/**
 * Signs in; a password that no longer meets the rules (shorter than 8, or on the breached list) still signs in, and
 * GoTrue says so (data.weakPassword): the account page then asks for a new one.
 */
export const signIn = (email: string, password: string, captchaToken?: string): Promise<AuthOutcome & { weakPassword?: boolean }> =>
  attempt<AuthOutcome & { weakPassword?: boolean }>(async () => {
    const { data, error } = await (
      await getSupabase()
    ).auth.signInWithPassword({
      email: email.trim(),
      password,
      ...(captchaToken && { options: { captchaToken } }),
    });
    const outcome = toOutcome(error);
    if (outcome.ok && data.weakPassword) {
      askForNewPassword(true);
      return { ok: true, weakPassword: true };
    }
    return outcome;
  });
