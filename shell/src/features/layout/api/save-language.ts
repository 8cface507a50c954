import type { Locale } from '@nism/contracts';
import { getSupabase } from '@nism/platform';

/** Keeps a signed-in learner's language in their profile (user metadata, as the account page's profile is), so it follows them to another device. */
export async function saveLanguage(language: Locale): Promise<boolean> {
  try {
    return !(await (await getSupabase()).auth.updateUser({ data: { language } })).error;
  } catch {
    return false;
  }
}
