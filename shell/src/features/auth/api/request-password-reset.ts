import { DEFAULT_LOCALE, paths, withBase, type Locale } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

/**
 * Mails a recovery link that lands on this site's /reset-password with the session in the URL (and `next`, where the
 * learner was going, which the login page after the reset follows), in the learner's language.
 */
export const requestPasswordReset = (email: string, next?: string | null, captchaToken?: string, locale: Locale = DEFAULT_LOCALE) =>
  attempt(async () => {
    const redirectTo = `${window.location.origin}${withBase(paths.resetPassword(next), locale)}`;
    return toOutcome(
      (await (await getSupabase()).auth.resetPasswordForEmail(email.trim(), { redirectTo, ...(captchaToken && { captchaToken }) })).error,
    );
  });
