import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

export const signIn = (email: string, password: string) =>
  attempt(async () => toOutcome((await (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password })).error));
