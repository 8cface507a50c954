import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../../../lib/forms/checks';

export async function signIn(email: string, password: string): Promise<AuthOutcome> {
  try {
    const { error } = await (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password });
    return toOutcome(error);
  } catch {
    return { ok: false, unexpected: true };
  }
}
