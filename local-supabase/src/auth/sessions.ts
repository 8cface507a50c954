import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context';
import type { Tx } from '../db/engine';
import { signJwt } from '../http/jwt';
import { AuthError } from './errors';
import { storable } from './validate';
import { appMetadata, userById, userJson, userMetadata, type UserRow } from './users';

// Sessions and refresh tokens as GoTrue keeps them: one auth.sessions row per sign-in, a chain
// of refresh tokens per session where each use revokes the token and issues its child.
export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const newRefreshToken = () => randomBytes(16).toString('base64url');

/** A session's assurance level and the methods it has passed, newest first: the token's aal and amr. */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
}

async function assurance(tx: Pick<Tx, 'query'>, sessionId: string): Promise<Assurance> {
  const r = await tx.query<{ aal: string | null; method: string | null; at: number | null }>(
    `select s.aal, c.authentication_method as method, extract(epoch from c.updated_at)::bigint as at
       from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
      where s.id = $1 order by c.updated_at desc`,
    [sessionId],
  );
  return {
    aal: r.rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: r.rows.filter((row) => row.method).map((row) => ({ method: row.method!, timestamp: Number(row.at) })),
  };
}

export async function accessToken(ctx: ServerContext, user: UserRow, sessionId: string, level: Assurance) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.jwtExpiry;
  const token = await signJwt(ctx.signing, {
    iss: `${ctx.url()}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: {
      ...userMetadata(user),
      email: user.email,
      email_verified: !!user.email_confirmed_at,
      phone_verified: false,
      sub: user.id,
    },
    role: user.role ?? 'authenticated',
    aal: level.aal,
    amr: level.amr,
    session_id: sessionId,
    is_anonymous: false,
  });
  return { token, exp };
}

async function sessionBody(
  ctx: ServerContext,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  level: Assurance,
): Promise<SessionBody> {
  const { token, exp } = await accessToken(ctx, user, sessionId, level);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session for a user who just proved who they are (password, email link). */
export async function startSession(
  ctx: ServerContext,
  userId: string,
  method = 'password',
  extra?: (tx: Tx) => Promise<void>,
): Promise<SessionBody> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  const user = await ctx.engine.transaction(async (tx) => {
    if (extra) await extra(tx);
    await tx.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')`, [sessionId, userId]);
    await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)', [
      refresh,
      userId,
      sessionId,
    ]);
    await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
    return { user: await userById(tx, userId), level: await assurance(tx, sessionId) };
  });
  if (!user.user) throw new AuthError(404, 'user_not_found', 'User not found');
  return sessionBody(ctx, user.user, sessionId, refresh, user.level);
}

/**
 * A second factor passed in session `sessionId`: it becomes aal2 with 'totp' in its amr (extra does the factor's own
 * writes in the same transaction), and a new refresh token carries it on, as GoTrue's verify answers.
 */
export async function issueAal2(
  ctx: ServerContext,
  userId: string,
  sessionId: string,
  extra: (tx: Tx) => Promise<void>,
): Promise<SessionBody> {
  const refresh = newRefreshToken();
  const out = await ctx.engine.transaction(async (tx) => {
    await extra(tx);
    await tx.query(`update auth.sessions set aal = 'aal2', updated_at = now() where id = $1`, [sessionId]);
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId],
    );
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)', [
      refresh,
      userId,
      sessionId,
    ]);
    return { user: await userById(tx, userId), level: await assurance(tx, sessionId) };
  });
  if (!out.user) throw new AuthError(404, 'user_not_found', 'User not found');
  return sessionBody(ctx, out.user, sessionId, refresh, out.level);
}

/**
 * Rotates a refresh token. Replaying a rotated token within the reuse interval returns the
 * session's current token (concurrent tabs); any later replay counts as theft and ends the session.
 */
export async function refreshSession(ctx: ServerContext, token: string): Promise<SessionBody> {
  // No issued token has a NUL byte or a lone surrogate, and Postgres could not even compare one.
  if (!storable(token)) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const outcome = await ctx.engine.transaction(async (tx) => {
    const found = await tx.query<{ id: string; user_id: string; session_id: string; revoked: boolean; fresh: boolean }>(
      `select id, user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as fresh
         from auth.refresh_tokens where token = $1 for update`,
      [token, ctx.refreshTokenReuseInterval],
    );
    const rt = found.rows[0];
    if (!rt) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (rt.revoked) {
      const child = await tx.query<{ token: string }>('select token from auth.refresh_tokens where parent = $1 and not revoked', [token]);
      if (rt.fresh && child.rows[0]) return { userId: rt.user_id, sessionId: rt.session_id, refresh: child.rows[0].token };
      await tx.query('delete from auth.sessions where id = $1', [rt.session_id]);
      return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const next = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)', [
      next,
      rt.user_id,
      rt.session_id,
      token,
    ]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [rt.session_id]);
    return { userId: rt.user_id, sessionId: rt.session_id, refresh: next };
  });
  // The reuse-detection delete must commit, so the error is thrown after the transaction.
  if ('error' in outcome) throw outcome.error;
  const user = await userById(ctx.engine, outcome.userId);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return sessionBody(ctx, user, outcome.sessionId, outcome.refresh, await assurance(ctx.engine, outcome.sessionId));
}

export async function sessionExists(ctx: ServerContext, sessionId: unknown, userId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || typeof userId !== 'string' || !UUID.test(sessionId) || !UUID.test(userId)) return false;
  const r = await ctx.engine.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  return r.rows.length > 0;
}

export async function endSessions(ctx: ServerContext, userId: string, sessionId: string, scope: string): Promise<void> {
  if (scope === 'local') await ctx.engine.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await ctx.engine.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await ctx.engine.query('delete from auth.sessions where user_id = $1', [userId]);
}
