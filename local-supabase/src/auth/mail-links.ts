import type { ServerContext } from '../context';
import { hashToken, newToken } from './users';

export type VerifyType = 'signup' | 'recovery' | 'email_change';

const COLUMN: Record<'signup' | 'recovery', string> = { signup: 'confirmation_token', recovery: 'recovery_token' };
const SENT_AT: Record<'signup' | 'recovery', string> = { signup: 'confirmation_sent_at', recovery: 'recovery_sent_at' };
export const tokenColumn = (type: 'signup' | 'recovery') => COLUMN[type];
export const sentAtColumn = (type: 'signup' | 'recovery') => SENT_AT[type];

// GoTrue's template for each kind of link.
const TEMPLATE = { signup: 'confirmation', recovery: 'recovery', email_change: 'email_change' } as const;

/** A fresh one-time token and its hash as stored in auth.users. */
export function oneTimeToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/**
 * Mails the /verify link for a one-time token, with the project's template for it (supabase/config.toml), its
 * placeholders filled as GoTrue fills them. `email` is the account's address and `newEmail` the one it changes to.
 */
export function mailLink(
  ctx: ServerContext,
  to: string,
  type: VerifyType,
  token: string,
  redirectTo: string,
  names: { email: string; newEmail?: string } = { email: to },
): void {
  const link = `${ctx.url()}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
  const { subject, html } = ctx.config.auth.email.templates[TEMPLATE[type]];
  const fill = (text: string, esc: (s: string) => string) =>
    text.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) => {
      const value = { ConfirmationURL: link, Email: names.email, NewEmail: names.newEmail ?? '', SiteURL: ctx.config.auth.siteUrl }[key];
      return value === undefined ? whole : esc(value);
    });
  ctx.mailbox.send(to, { subject: fill(subject, (s) => s), html: fill(html, escapeHtml), links: [link] });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
