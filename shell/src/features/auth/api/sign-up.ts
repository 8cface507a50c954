import { DEFAULT_LOCALE, paths, withBase, type Locale } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  marketingOptIn: boolean;
}

/**
 * Creates the account; the confirmation mail links back to this site's /login, with `next` (where the learner was
 * going), which the login page follows once the link's session is in; the page and the mail are in the learner's language.
 */
export const signUp = (
  { fullName, email, password, marketingOptIn }: SignUpInput,
  next?: string | null,
  captchaToken?: string,
  locale: Locale = DEFAULT_LOCALE,
) =>
  attempt(async () => {
    const { error } = await (
      await getSupabase()
    ).auth.signUp({
      email: email.trim(),
      password,
      options: {
        // language: the mails come in it (supabase/templates), and it follows the learner to another device.
        data: { full_name: fullName.trim(), marketing_opt_in: marketingOptIn, language: locale },
        emailRedirectTo: `${window.location.origin}${withBase(paths.login(next), locale)}`,
        ...(captchaToken && { captchaToken }),
      },
    });
    return toOutcome(error);
  });
