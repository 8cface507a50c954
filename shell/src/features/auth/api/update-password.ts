import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

export const updatePassword = (password: string) =>
  attempt(async () => toOutcome((await (await getSupabase()).auth.updateUser({ password })).error));
