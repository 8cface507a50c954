import bcrypt from 'bcryptjs';
import { passwords } from './password-hasher';
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import { requireApiKey } from '../http/api-key';
import { bearer, verifyJwt } from '../http/jwt';
import { adminRoutes } from './admin-routes';
import { API_VERSION, AuthError, authErrorResponse, invalidCredentials, MIN_PASSWORD_LENGTH, weakPassword } from './errors';
import { mailVerifyLink, sentAtColumn, tokenColumn, type VerifyType } from './mail-links';
import { safeRedirect, withFragment } from './redirect';
import { endSessions, refreshSession, sessionExists, startSession } from './sessions';
import { hashToken, userByEmail, userById, userJson, type UserRow } from './users';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BCRYPT_COST = 10;
/** bcrypt reads only 72 bytes; GoTrue refuses longer passwords rather than silently truncating. */
const MAX_PASSWORD_BYTES = 72;
// Compared against when the email is unknown, so a wrong email costs the same bcrypt time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-password-of-anyone', BCRYPT_COST);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const emailOf = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!isObject(body)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return body;
}

/** The signed-in caller of /user and /logout: a valid JWT whose session still exists. */
export async function requireUser(ctx: ServerContext, c: Context): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const v = await verifyJwt(ctx.jwtSecret, token);
  if (!v.ok) {
    throw new AuthError(401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${v.expired ? 'token has invalid claims: token is expired' : v.message}`);
  }
  if (typeof v.claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  // The session must exist and be this user's: a token naming someone else's session is refused.
  if (!(await sessionExists(ctx, v.claims.session_id, v.claims.sub))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await userById(ctx.engine, v.claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId: v.claims.session_id as string };
}

const VERIFY_TYPES: Record<string, VerifyType> = { signup: 'signup', email: 'signup', recovery: 'recovery', email_change: 'email_change' };

/** Consumes a mailed one-time token and signs the user in. */
async function consumeToken(ctx: ServerContext, rawType: string, token: string) {
  const type = VERIFY_TYPES[rawType];
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const found = await ctx.engine.query<{ id: string }>(
    `select id from auth.users where ${tokenColumn(type)} = $1 and ${sentAtColumn(type)} > now() - interval '1 day'`,
    [hashToken(token)],
  );
  const id = found.rows[0]?.id;
  if (!token || !id) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  const apply = type === 'email_change' ? `, email = email_change, email_change = ''` : '';
  const session = await startSession(ctx, id, type === 'recovery' ? 'recovery' : 'otp', async (tx) => {
    await tx.query(`update auth.users set ${tokenColumn(type)} = '', email_confirmed_at = coalesce(email_confirmed_at, now())${apply}, updated_at = now() where id = $1`, [id]);
  });
  return { session, type: rawType };
}

/** /auth/v1: the GoTrue endpoints supabase-js calls. */
export function authRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-supabase-api-version', API_VERSION);
  });
  app.onError((err) => {
    if (err instanceof AuthError) return authErrorResponse(err);
    return authErrorResponse(new AuthError(500, 'unexpected_failure', err instanceof Error ? err.message : 'Unexpected failure'));
  });

  // The mailed link is opened by a browser, without an API key.
  app.get('/verify', async (c) => {
    const redirect = safeRedirect(c.req.query('redirect_to'), ctx.siteUrls);
    try {
      ctx.rateLimiter.byIp(c, 'verify');
      const { session, type } = await consumeToken(ctx, c.req.query('type') ?? '', c.req.query('token') ?? '');
      const { user: _user, ...tokens } = session;
      return c.redirect(withFragment(redirect, { ...tokens, type }), 303);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      return c.redirect(withFragment(redirect, { error: 'access_denied', error_code: err.code, error_description: err.message }), 303);
    }
  });
  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'local-supabase auth' }));

  app.use('*', requireApiKey(ctx));
  app.route('/admin', adminRoutes(ctx));

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: ctx.autoConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    ctx.rateLimiter.byIp(c, 'signup');
    const body = await jsonBody(c);
    const email = emailOf(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    const data = isObject(body.data) ? body.data : {};
    if (!EMAIL.test(email) || email.length > 255) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    checkNewPassword(password);
    ctx.rateLimiter.byEmail('signup', email);
    const existing = await userByEmail(ctx.engine, email);
    if (existing?.email_confirmed_at) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const hash = await passwords.hash(password, BCRYPT_COST);
    const confirmed = ctx.autoConfirm ? 'now()' : 'null';
    const id = existing
      ? (await ctx.engine.query<{ id: string }>(
          'update auth.users set encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now() where id = $1 returning id',
          [existing.id, hash, JSON.stringify(data)],
        )).rows[0].id
      : await ctx.engine.transaction(async (tx) => {
          const r = await tx.query<{ id: string }>(
            `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
             values ($1, $2, $3::jsonb, ${confirmed}) returning id`,
            [email, hash, JSON.stringify(data)],
          );
          const newId = r.rows[0].id;
          await tx.query(
            `insert into auth.identities (provider_id, user_id, identity_data, provider)
             values ($1, $2, $3::jsonb, 'email')`,
            [newId, newId, JSON.stringify({ sub: newId, email, email_verified: false, phone_verified: false })],
          );
          return newId;
        });
    if (ctx.autoConfirm) return c.json(await startSession(ctx, id));
    await mailVerifyLink(ctx, id, email, 'signup', safeRedirect(c.req.query('redirect_to'), ctx.siteUrls));
    return c.json(userJson((await userById(ctx.engine, id))!));
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    ctx.rateLimiter.byIp(c, grant === 'refresh_token' ? 'refresh' : 'token');
    const body = await jsonBody(c);
    if (grant === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
        throw new AuthError(400, 'validation_failed', 'refresh_token required');
      }
      return c.json(await refreshSession(ctx, body.refresh_token));
    }
    if (grant !== 'password') throw new AuthError(400, 'validation_failed', `unsupported_grant_type: ${grant ?? ''}`);
    const email = emailOf(body.email);
    ctx.rateLimiter.byEmail('token', email, false);
    const user = email ? await userByEmail(ctx.engine, email) : undefined;
    const password = typeof body.password === 'string' ? body.password : '';
    // bcrypt runs outside any transaction: it is slow and must not hold the database. It runs for
    // unknown emails too (against a dummy hash), so timing does not tell which addresses exist.
    const matches = await passwords.compare(password, user?.encrypted_password ?? DUMMY_HASH);
    if (!user?.encrypted_password || !matches) {
      ctx.rateLimiter.failedFor('token', email);
      throw invalidCredentials();
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'User is banned');
    return c.json(await startSession(ctx, user.id));
  });

  app.post('/recover', async (c) => {
    ctx.rateLimiter.byIp(c, 'recover');
    const body = await jsonBody(c);
    const email = emailOf(body.email);
    if (!EMAIL.test(email) || email.length > 255) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    ctx.rateLimiter.byEmail('recover', email);
    const user = await userByEmail(ctx.engine, email);
    // Same answer whether or not the address is registered, so nobody can probe for accounts; an
    // unknown address does the same token write (matching no row) so the timing matches too.
    await mailVerifyLink(ctx, user?.id ?? null, user?.email ?? email, 'recovery', safeRedirect(c.req.query('redirect_to'), ctx.siteUrls));
    return c.json({});
  });

  app.post('/verify', async (c) => {
    ctx.rateLimiter.byIp(c, 'verify');
    const body = await jsonBody(c);
    const email = emailOf(body.email);
    ctx.rateLimiter.byEmail('verify', email, false);
    const raw = body.token_hash ?? body.token;
    try {
      const { session } = await consumeToken(ctx, typeof body.type === 'string' ? body.type : '', typeof raw === 'string' ? raw : '');
      return c.json(session);
    } catch (err) {
      if (err instanceof AuthError) ctx.rateLimiter.failedFor('verify', email);
      throw err;
    }
  });

  app.get('/user', async (c) => c.json(userJson((await requireUser(ctx, c)).user)));

  app.put('/user', async (c) => {
    const { user } = await requireUser(ctx, c);
    const body = await jsonBody(c);
    if (typeof body.password === 'string') {
      checkNewPassword(body.password);
      if (user.encrypted_password && (await passwords.compare(body.password, user.encrypted_password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      const hash = await passwords.hash(body.password, BCRYPT_COST);
      await ctx.engine.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
    }
    if (isObject(body.data)) {
      await ctx.engine.query('update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, \'{}\'::jsonb) || $2::jsonb, updated_at = now() where id = $1', [user.id, JSON.stringify(body.data)]);
    }
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
      const email = body.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (await userByEmail(ctx.engine, email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      await ctx.engine.query('update auth.users set email_change = $2 where id = $1', [user.id, email]);
      await mailVerifyLink(ctx, user.id, email, 'email_change', safeRedirect(c.req.query('redirect_to'), ctx.siteUrls));
    }
    return c.json(userJson((await userById(ctx.engine, user.id))!));
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    await endSessions(ctx, user.id, sessionId, c.req.query('scope') ?? 'global');
    return c.body(null, 204);
  });

  return app;
}
