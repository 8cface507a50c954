import { createHash, randomInt } from 'node:crypto';
import type { ServerContext } from '../context';
import { renderTemplate } from './go-template';

export type VerifyType = 'signup' | 'recovery' | 'email_change';

const COLUMN: Record<'signup' | 'recovery', string> = { signup: 'confirmation_token', recovery: 'recovery_token' };
const SENT_AT: Record<'signup' | 'recovery', string> = { signup: 'confirmation_sent_at', recovery: 'recovery_sent_at' };
export const tokenColumn = (type: 'signup' | 'recovery') => COLUMN[type];
export const sentAtColumn = (type: 'signup' | 'recovery') => SENT_AT[type];

// GoTrue's template for each kind of link.
const TEMPLATE = { signup: 'confirmation', recovery: 'recovery', email_change: 'email_change' } as const;

/**
 * GoTrue's token hash of a mailed code: hex SHA-224 of the address and the code. It is what auth.users stores, what a
 * link carries (token_hash), and what a typed code is turned into (with the address typed beside it), so the link and
 * the code are one secret and using either uses both up.
 */
export const tokenHashFor = (email: string, code: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + code)
    .digest('hex');

/** A fresh 6-digit code for `email` (GoTrue's default OTP length) and its token hash. */
export function oneTimeCode(email: string): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: tokenHashFor(email, code) };
}

/** The href="…" values of an HTML body, entities decoded: the links a reader (or a test) can follow. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

/**
 * Mails a one-time code with the project's template for it (supabase/config.toml), rendered as GoTrue renders it
 * (go-template.ts): {{ .ConfirmationURL }} (GET /auth/v1/verify, which a link scanner's visit uses up: the project's
 * own templates link to the site's confirm page instead), {{ .Token }} (the 6-digit code), {{ .TokenHash }},
 * {{ .RedirectTo }}, {{ .SiteURL }}, {{ .Email }}, {{ .NewEmail }}, and {{ .Data.… }}, the user's metadata (its
 * `language` picks the mail's language). As GoTrue's html/template does, a value inside the query of an href is
 * URL-encoded and any other is HTML-escaped; the subject is plain text.
 */
export function mailCode(
  ctx: ServerContext,
  to: string,
  type: VerifyType,
  code: { code: string; hash: string },
  redirectTo: string,
  names: { email: string; newEmail?: string } = { email: to },
  data: Record<string, unknown> = {},
): void {
  const link = `${ctx.url()}/auth/v1/verify?${new URLSearchParams({ token: code.hash, type, redirect_to: redirectTo })}`;
  const values: Record<string, unknown> = {
    ConfirmationURL: link,
    Token: code.code,
    TokenHash: code.hash,
    RedirectTo: redirectTo,
    Email: names.email,
    NewEmail: names.newEmail ?? '',
    // The site's URL: config.toml's site_url, or the first origin the server was started for (the browser suite's shell).
    SiteURL: (ctx.siteUrls[0] ?? ctx.config.auth.siteUrl).replace(/\/+$/, ''),
    Data: data,
  };
  const fields = (path: string) =>
    path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);
  const { subject, html } = ctx.config.auth.email.templates[TEMPLATE[type]];
  const body = renderTemplate(html, fields, (value, before) => {
    const attr = before.lastIndexOf('href="');
    const inQuery = attr >= 0 && !before.slice(attr + 6).includes('"') && before.slice(attr + 6).includes('?');
    return inQuery ? encodeURIComponent(value) : escapeHtml(value);
  });
  ctx.mailbox.send(to, { subject: renderTemplate(subject, fields, (value) => value).trim(), html: body, links: hrefs(body) });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Stores a signup or recovery code's token hash on the user, replacing any earlier one, and mails it. With no user
 * (an unknown address) the same write is done against no row and nothing is sent.
 */
export async function mailVerifyCode(
  ctx: ServerContext,
  userId: string | null,
  to: string,
  type: 'signup' | 'recovery',
  redirectTo: string,
): Promise<void> {
  const code = oneTimeCode(to);
  const { rows } = await ctx.engine.query<{ data: Record<string, unknown> | null }>(
    `update auth.users set ${COLUMN[type]} = $2, ${SENT_AT[type]} = now() where id = $1 returning raw_user_meta_data as data`,
    [userId, code.hash],
  );
  if (userId) mailCode(ctx, to, type, code, redirectTo, { email: to }, rows[0]?.data ?? {});
}
