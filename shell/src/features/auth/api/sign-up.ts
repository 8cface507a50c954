import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../../../lib/forms/checks';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  marketingOptIn: boolean;
}

/** Creates the account; the confirmation mail links back to this site's /login. */
export async function signUp({ fullName, email, password, marketingOptIn }: SignUpInput): Promise<AuthOutcome> {
  try {
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
  } catch {
    return { ok: false, unexpected: true };
  }
}
