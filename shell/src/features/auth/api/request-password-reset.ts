import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

/**
 * Mails a recovery link that lands on this site's /reset-password with the session in the URL (and `next`, where the
 * learner was going, which the login page after the reset follows).
 */
export const requestPasswordReset = (email: string, next?: string | null, captchaToken?: string) =>
  attempt(async () => {
    const redirectTo = `${window.location.origin}${withBase(paths.resetPassword(next))}`;
    return toOutcome(
      (await (await getSupabase()).auth.resetPasswordForEmail(email.trim(), { redirectTo, ...(captchaToken && { captchaToken }) })).error,
    );
  });
