import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

/** Mails a link to the current and to the new address; the email changes once both are opened. */
export const changeEmail = (email: string) =>
  attempt(async () => {
    const emailRedirectTo = `${window.location.origin}${withBase(paths.account())}`;
    return toOutcome((await (await getSupabase()).auth.updateUser({ email: email.trim() }, { emailRedirectTo })).error);
  });
