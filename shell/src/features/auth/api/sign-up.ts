import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  marketingOptIn: boolean;
}

/** Creates the account; the confirmation mail links back to this site's /login. */
export const signUp = ({ fullName, email, password, marketingOptIn }: SignUpInput) =>
  attempt(async () => {
    const { error } = await (
      await getSupabase()
    ).auth.signUp({
      email: email.trim(),
      password,
      options: {
        data: { full_name: fullName.trim(), marketing_opt_in: marketingOptIn },
        emailRedirectTo: `${window.location.origin}${withBase(paths.login())}`,
      },
    });
    return toOutcome(error);
  });
