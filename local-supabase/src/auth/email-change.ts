import type { ServerContext } from '../context';
import type { Tx } from '../db/engine';
import { AuthError } from './errors';
import { mailCode, oneTimeCode } from './mail-links';
import { userByEmail, type UserRow } from './users';

// Email change as GoTrue does it with double_confirm_changes (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED):
// one link to the current address, one to the new, and the change applies only once both are opened.
// A new address that already belongs to someone is answered exactly like a free one (no account
// enumeration), but its owner is sent nothing, so that change can never complete.

export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const emailExists = () => new AuthError(422, 'email_exists', DUPLICATE_EMAIL);

/** Stores the pending change with fresh tokens (replacing earlier ones) and mails the links. */
export async function requestEmailChange(ctx: ServerContext, user: UserRow, newEmail: string, redirectTo: string): Promise<void> {
  const double = ctx.config.auth.email.doubleConfirmChanges && !ctx.autoConfirm && !!user.email;
  // Each address gets its own code, hashed with that address (GoTrue's token hash), so each is typed with its address.
  const toNew = oneTimeCode(newEmail);
  const toCurrent = double ? oneTimeCode(user.email) : undefined;
  await ctx.engine.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, newEmail, toNew.hash, toCurrent?.hash ?? ''],
  );
  const names = { email: user.email, newEmail };
  const data = user.raw_user_meta_data ?? {};
  if (toCurrent) mailCode(ctx, user.email, 'email_change', toCurrent, redirectTo, names, data);
  const owner = await userByEmail(ctx.engine, newEmail);
  if (!owner || owner.id === user.id) mailCode(ctx, newEmail, 'email_change', toNew, redirectTo, names, data);
}

interface Pending {
  id: string;
  email_change: string;
  email_change_token_current: string;
  email_change_token_new: string;
  email_change_confirm_status: number;
}

/**
 * Uses one email-change code (by its token hash). Returns 'pending' when it was the first of two; otherwise applies the
 * change inside `tx` (the transaction that starts the new session) and returns the user's id.
 */
export async function confirmEmailChange(tx: Tx, hash: string, maxAgeSeconds: number): Promise<'pending' | { userId: string } | undefined> {
  const found = await tx.query<Pending>(
    `select id, email_change, email_change_token_current, email_change_token_new, email_change_confirm_status
       from auth.users
      where $1 in (email_change_token_new, email_change_token_current)
        and email_change_sent_at > now() - make_interval(secs => $2) and deleted_at is null
      for update`,
    [hash, maxAgeSeconds],
  );
  const row = found.rows[0];
  if (!row || !row.email_change) return undefined;
  const column = row.email_change_token_current === hash ? 'email_change_token_current' : 'email_change_token_new';
  const other = column === 'email_change_token_current' ? row.email_change_token_new : row.email_change_token_current;
  if (other) {
    await tx.query(`update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`, [row.id]);
    return 'pending';
  }
  const owner = await userByEmail(tx, row.email_change);
  if (owner && owner.id !== row.id) throw emailExists();
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [row.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [row.id, row.email_change],
  );
  return { userId: row.id };
}

/** A unique violation while applying a change (the address was taken in between) is email_exists. */
export function uniqueViolationAsEmailExists(err: unknown): never {
  if ((err as { code?: string }).code === '23505') throw emailExists();
  throw err;
}
