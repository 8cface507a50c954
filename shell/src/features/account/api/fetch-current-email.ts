import { getSupabase } from '@nism/platform';

/**
 * The account's email as the backend holds it now (GET /auth/v1/user), not as the session remembers it: after an
 * email change confirmed on another device, a session from before the change still carries the old address until
 * its token refreshes. When they differ the session is refreshed too, so the rest of the site follows. Null when the
 * backend could not say.
 */
export async function fetchCurrentEmail(): Promise<string | null> {
  try {
    const { auth } = await getSupabase();
    const { data, error } = await auth.getUser();
    const email = data.user?.email;
    if (error || !email) return null;
    const { data: stored } = await auth.getSession();
    if (stored.session && stored.session.user.email !== email) void auth.refreshSession().catch(() => {});
    return email;
  } catch {
    return null;
  }
}
