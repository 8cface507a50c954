import type { ServerContext } from '../context';
import { hashToken, newToken } from './users';

export type VerifyType = 'signup' | 'recovery' | 'email_change';

const COLUMN: Record<'signup' | 'recovery', string> = { signup: 'confirmation_token', recovery: 'recovery_token' };
const SENT_AT: Record<'signup' | 'recovery', string> = { signup: 'confirmation_sent_at', recovery: 'recovery_sent_at' };
export const tokenColumn = (type: 'signup' | 'recovery') => COLUMN[type];
export const sentAtColumn = (type: 'signup' | 'recovery') => SENT_AT[type];

const SUBJECTS: Record<VerifyType, [string, string]> = {
  signup: ['Confirm Your Signup', 'Follow this link to confirm your user:'],
  recovery: ['Reset Your Password', 'Follow this link to reset the password for your user:'],
  email_change: ['Confirm Change of Email', 'Follow this link to confirm the update of your email:'],
};

/** A fresh one-time token and its hash as stored in auth.users. */
export function oneTimeToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** Mails the /verify link for a one-time token. */
export function mailLink(ctx: ServerContext, to: string, type: VerifyType, token: string, redirectTo: string): void {
  const link = `${ctx.url()}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
  const [subject, text] = SUBJECTS[type];
  ctx.mailbox.send(to, subject, text, [link]);
}

/**
 * Stores a signup or recovery token (hashed) on the user, replacing any earlier one, and mails its
 * link. With no user (an unknown address) the same write is done against no row and nothing is sent.
 */
export async function mailVerifyLink(
  ctx: ServerContext,
  userId: string | null,
  to: string,
  type: 'signup' | 'recovery',
  redirectTo: string,
): Promise<void> {
  const { token, hash } = oneTimeToken();
  await ctx.engine.query(`update auth.users set ${COLUMN[type]} = $2, ${SENT_AT[type]} = now() where id = $1`, [userId, hash]);
  if (userId) mailLink(ctx, to, type, token, redirectTo);
}
