import { getSupabase } from '@nism/platform';
import { toOutcome } from '../../../lib/forms/checks';
import { attempt } from '../../../lib/forms/settle';

export interface Profile {
  full_name: string;
  marketing_opt_in: boolean;
}

export const updateProfile = (profile: Profile) =>
  attempt(async () => toOutcome((await (await getSupabase()).auth.updateUser({ data: profile })).error));
