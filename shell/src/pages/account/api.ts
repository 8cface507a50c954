// The account page's calls: auth operations through supabase-js's auth client, the data export and the deletion
// through their RPCs (docs/backend-api.md).
import { paths, withBase } from '@nism/contracts';
import { getSupabase } from '@nism/platform';
import { toOutcome, type AuthOutcome } from '../shared/checks';

async function attempt(call: () => Promise<AuthOutcome>): Promise<AuthOutcome> {
  try {
    return await call();
  } catch {
    return { ok: false, unexpected: true };
  }
}

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

export interface Profile {
  full_name: string;
  marketing_opt_in: boolean;
}

export const updateProfile = (profile: Profile) =>
  attempt(async () => toOutcome((await (await getSupabase()).auth.updateUser({ data: profile })).error));

/**
 * Checks the current password by signing in with it (a wrong one changes nothing), then sets the new one; the
 * backend ends every other session of the account when the password changes.
 */
export const changePassword = (email: string, current: string, next: string) =>
  attempt(async () => {
    const { auth } = await getSupabase();
    const check = await auth.signInWithPassword({ email, password: current });
    if (check.error) {
      const outcome = toOutcome(check.error);
      return 'refused' in outcome ? { ok: false, refused: 'Your current password is incorrect.' } : outcome;
    }
    return toOutcome((await auth.updateUser({ password: next })).error);
  });

/** Mails a link to the current and to the new address; the email changes once both are opened. */
export const changeEmail = (email: string) =>
  attempt(async () => {
    const emailRedirectTo = `${window.location.origin}${withBase(paths.account())}`;
    return toOutcome((await (await getSupabase()).auth.updateUser({ email: email.trim() }, { emailRedirectTo })).error);
  });

type RpcResult<T> = { ok: true; data: T } | { ok: false; message?: string };
type RpcAnswer = { data: unknown; error: { code?: string; message: string } | null };

/** The backend's message only for a refusal the learner can fix (22023: the typed email does not match). */
async function rpcResult<T>(call: () => PromiseLike<RpcAnswer>): Promise<RpcResult<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, message: error.code === '22023' ? error.message : undefined };
    return { ok: true, data: data as T };
  } catch {
    return { ok: false };
  }
}

/** Everything the database holds about the caller, as the JSON export_my_data builds. */
export const exportMyData = () => rpcResult<unknown>(async () => (await getSupabase()).rpc('export_my_data'));

/** Deletes the account once the typed email matches it (22023 otherwise, with the backend's message). */
export const deleteMyAccount = (confirmEmail: string) =>
  rpcResult<null>(async () => (await getSupabase()).rpc('delete_my_account', { p_confirm_email: confirmEmail }));
