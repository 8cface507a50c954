import type { ServerContext } from '../context';
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED, uniqueViolationAsEmailExists } from './email-change';
import { AuthError } from './errors';
import { sentAtColumn, tokenColumn } from './mail-links';
import { startSession, type SessionBody } from './sessions';

// /verify: a mailed one-time code, given as its token hash (the link, or the site's confirm page) or as the 6-digit
// code with its address (typed), is used up (once) and signs the user in, or, for the first of the two email-change
// codes, only records that one side confirmed.

const TYPES: Record<string, 'signup' | 'recovery' | 'email_change'> = {
  signup: 'signup',
  email: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

const HEX_HASH = /^[0-9a-f]{56}$/;

export type Verified = { session: SessionBody } | { message: string };

/** GoTrue's 403s: a link's token hash that matches nothing, and a typed code that does not. */
export const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
export const codeExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export function verifyType(rawType: string): 'signup' | 'recovery' | 'email_change' {
  const type = TYPES[rawType];
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  return type;
}

/** Uses up the code whose token hash is `hash`; `expired` is the error when none matches (or it is too old). */
export async function consumeToken(
  ctx: ServerContext,
  type: 'signup' | 'recovery' | 'email_change',
  hash: string,
  expired: () => AuthError = linkExpired,
): Promise<Verified> {
  if (!HEX_HASH.test(hash)) throw expired();
  const maxAge = ctx.config.auth.email.otpExpirySeconds;
  if (type === 'email_change') return consumeEmailChange(ctx, hash, maxAge, expired);
  const found = await ctx.engine.query<{ id: string }>(
    `select id from auth.users where ${tokenColumn(type)} = $1 and ${sentAtColumn(type)} > now() - make_interval(secs => $2)
       and deleted_at is null`,
    [hash, maxAge],
  );
  const id = found.rows[0]?.id;
  if (!id) throw expired();
  const session = await startSession(ctx, id, type === 'recovery' ? 'recovery' : 'otp', async (tx) => {
    await tx.query(
      `update auth.users set ${tokenColumn(type)} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [id],
    );
  });
  return { session };
}

async function consumeEmailChange(ctx: ServerContext, hash: string, maxAge: number, expired: () => AuthError): Promise<Verified> {
  const outcome = await ctx.engine
    .transaction((tx) => confirmEmailChange(tx, hash, maxAge))
    .catch((err) => {
      if (err instanceof AuthError) throw err;
      return uniqueViolationAsEmailExists(err);
    });
  if (outcome === undefined) throw expired();
  if (outcome === 'pending') return { message: SINGLE_CONFIRMATION_ACCEPTED };
  return { session: await startSession(ctx, outcome.userId, 'otp') };
}
