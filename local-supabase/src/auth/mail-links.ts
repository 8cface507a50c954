import type { ServerContext } from '../context';
import { hashToken, newToken } from './users';

export type VerifyType = 'signup' | 'recovery' | 'email_change';

const COLUMN: Record<VerifyType, string> = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};
const SENT_AT: Record<VerifyType, string> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};
export const tokenColumn = (type: VerifyType) => COLUMN[type];
export const sentAtColumn = (type: VerifyType) => SENT_AT[type];

const SUBJECTS: Record<VerifyType, [string, string]> = {
  signup: ['Confirm Your Signup', 'Follow this link to confirm your user:'],
  recovery: ['Reset Your Password', 'Follow this link to reset the password for your user:'],
  email_change: ['Confirm Change of Email', 'Follow this link to confirm the update of your email:'],
};

/**
 * Stores a one-time token (hashed) on the user and mails the /verify link for it. With no user (an
 * unknown address asking for recovery) the same work is done against no row and nothing is sent.
 */
export async function mailVerifyLink(ctx: ServerContext, userId: string | null, to: string, type: VerifyType, redirectTo: string): Promise<void> {
  const token = newToken();
  await ctx.engine.query(`update auth.users set ${COLUMN[type]} = $2, ${SENT_AT[type]} = now() where id = $1`, [userId, hashToken(token)]);
  if (!userId) return;
  const link = `${ctx.url()}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
  const [subject, text] = SUBJECTS[type];
  ctx.mailbox.send(to, subject, text, [link]);
}
