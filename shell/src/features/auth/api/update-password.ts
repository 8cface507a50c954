import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../../../lib/forms/checks';

export async function updatePassword(password: string): Promise<AuthOutcome> {
  try {
    const { error } = await (await getSupabase()).auth.updateUser({ password });
    return toOutcome(error);
  } catch {
    return { ok: false, unexpected: true };
  }
}
