import type { ServerContext } from '../context';
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED, uniqueViolationAsEmailExists } from './email-change';
import { AuthError } from './errors';
import { sentAtColumn, tokenColumn } from './mail-links';
import { startSession, type SessionBody } from './sessions';
import { hashToken } from './users';

// /verify: a mailed one-time token is consumed (once) and signs the user in, or, for the first of
// the two email-change links, only records that one side confirmed.

const TYPES: Record<string, 'signup' | 'recovery' | 'email_change'> = {
  signup: 'signup',
  email: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

export type Verified = { session: SessionBody } | { message: string };

export async function consumeToken(ctx: ServerContext, rawType: string, token: string): Promise<Verified> {
  const type = TYPES[rawType];
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token) throw expired();
  if (type === 'email_change') return consumeEmailChange(ctx, token);
  const found = await ctx.engine.query<{ id: string }>(
    `select id from auth.users where ${tokenColumn(type)} = $1 and ${sentAtColumn(type)} > now() - interval '1 day' and deleted_at is null`,
    [hashToken(token)],
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

async function consumeEmailChange(ctx: ServerContext, token: string): Promise<Verified> {
  const outcome = await ctx.engine
    .transaction((tx) => confirmEmailChange(tx, token))
    .catch((err) => {
      if (err instanceof AuthError) throw err;
      return uniqueViolationAsEmailExists(err);
    });
  if (outcome === undefined) throw expired();
  if (outcome === 'pending') return { message: SINGLE_CONFIRMATION_ACCEPTED };
  return { session: await startSession(ctx, outcome.userId, 'otp') };
}
