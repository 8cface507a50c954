import { DEFAULT_LOCALE, paths, withBase, type Locale } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

/** Mails a link to the current and to the new address (back to the account page in the learner's language); the email
 * changes once both are opened. */
export const changeEmail = (email: string, locale: Locale = DEFAULT_LOCALE) =>
  attempt(async () => {
    const emailRedirectTo = `${window.location.origin}${withBase(paths.account(), locale)}`;
    return toOutcome((await (await getSupabase()).auth.updateUser({ email: email.trim() }, { emailRedirectTo })).error);
  });
