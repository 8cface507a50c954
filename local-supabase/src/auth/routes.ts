import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import { requireApiKey } from '../http/api-key';
import { JsonBodyError, parseJsonBody } from '../http/json-body';
import { bearer, jwks, verifyJwt } from '../http/jwt';
import { adminRoutes } from './admin-routes';
import { mfaRoutes } from './mfa-routes';
import { requestEmailChange } from './email-change';
import { urgent } from '../db/fair-queue';
import { API_VERSION, AuthError, authErrorResponse, invalidCredentials } from './errors';
import { requireCaptcha } from './captcha';
import { mailVerifyCode, tokenHashFor } from './mail-links';
import { passwords } from './password-hasher';
import { safeRedirect, withFragment } from './redirect';
import { authSubLane } from './sub-lane';
import { endSessions, refreshSession, sessionExists, startSession } from './sessions';
import { obfuscatedUser, updatePassword, userByEmail, userById, userJson, userMetadata, type UserRow } from './users';
import { badMetadata, checkNewPassword, MAX_METADATA_BYTES, passwordWeakness, signInEmail, userData, validEmail } from './validate';
import { codeExpired, consumeToken, verifyType } from './verify';

const BCRYPT_COST = 10;
// Compared against when the email is unknown, so a wrong email costs the same bcrypt time as a wrong password: a
// cost-10 hash of a random string nobody knows (made once; any cost-10 hash costs the same to check).
const DUMMY_HASH = '$2b$10$0f3hNMQEbKy8TBPgGyw0V.9NsdEcJnOXx3Z6XIIWK9644rtRwDfy2';

/** GoTrue's `error` in a failed link's fragment, by status (none for others, e.g. 422 email_exists). */
const OAUTH_ERRORS: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = parseJsonBody(await c.req.text());
  } catch (err) {
    throw new AuthError(
      400,
      'bad_json',
      err instanceof JsonBodyError && err.reason === 'too_deep'
        ? `Could not parse request body as JSON: ${err.message}`
        : 'Could not parse request body as JSON',
    );
  }
  if (!isObject(body)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return body;
}

/** The signed-in caller of /user and /logout: a valid JWT whose session still exists. */
export async function requireUser(ctx: ServerContext, c: Context): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const v = await verifyJwt(ctx.signing, token);
  if (!v.ok) {
    throw new AuthError(
      401,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${v.expired ? 'token has invalid claims: token is expired' : v.message}`,
    );
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

/** /auth/v1: the GoTrue endpoints supabase-js calls. */
export function authRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const minLength = ctx.config.auth.minimumPasswordLength;
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-supabase-api-version', API_VERSION);
  });
  app.onError((err) => {
    if (err instanceof AuthError) return authErrorResponse(err);
    console.error(err);
    return authErrorResponse(new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
  });

  app.use('*', authSubLane(ctx));

  // The mailed link is opened by a browser, without an API key. Errors travel in the fragment of a
  // 303 to the site, as GoTrue sends them.
  app.get('/verify', async (c) => {
    const redirect = safeRedirect(ctx, c.req.query('redirect_to'));
    try {
      ctx.rateLimiter.byIp(c, 'verify');
      const type = c.req.query('type') ?? '';
      // As GoTrue: the link's token is the token hash.
      const verified = await consumeToken(ctx, verifyType(type), c.req.query('token') ?? '');
      if ('message' in verified) return c.redirect(withFragment(redirect, { message: verified.message, sb: '' }), 303);
      const { user: _user, ...tokens } = verified.session;
      return c.redirect(withFragment(redirect, { ...tokens, type }), 303);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      const error = OAUTH_ERRORS[err.status];
      return c.redirect(
        withFragment(redirect, { ...(error && { error }), error_code: err.code, error_description: err.message, sb: '' }),
        303,
      );
    }
  });
  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'local-supabase auth' }));
  // The public half of the session signing key, as GoTrue publishes it (and Supabase at /auth/v1/jwks): anyone may
  // verify a session token with it, no API key needed.
  for (const path of ['/.well-known/jwks.json', '/jwks'])
    app.get(path, (c) => c.json(jwks(ctx.signing), 200, { 'Cache-Control': 'public, max-age=600' }));

  app.use('*', requireApiKey(ctx));
  app.route('/admin', adminRoutes(ctx));

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !ctx.config.auth.enableSignup,
      mailer_autoconfirm: ctx.autoConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    if (!ctx.config.auth.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    ctx.rateLimiter.byIp(c, 'signup');
    const body = await jsonBody(c);
    if (ctx.config.auth.captcha.enabled) await requireCaptcha(ctx, c, body);
    const email = validEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    checkNewPassword(password, minLength);
    const data = userData(body.data) ?? {};
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const existing = await userByEmail(ctx.engine, email);
    if (existing && ctx.autoConfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    if (!ctx.autoConfirm) {
      // Counted for every address, registered or not, so the limits reveal nothing either.
      ctx.rateLimiter.byIp(c, 'emailSent');
      ctx.rateLimiter.mailTo('signup', email);
    }
    // Hashed in every case, so a registered address answers in the same time as a new one.
    const hash = await passwords.hash(password, BCRYPT_COST);
    if (existing) {
      // Nobody proved they own this address: the account keeps its metadata, and the caller learns nothing. An
      // unconfirmed one signed up again has two claimants, and whoever signed up first may not own the address (someone
      // can register a future staff member's email): neither password is kept (issue 42, finding 2). The owner gets a
      // fresh confirmation mail, is signed in by its link and sets a password then (PUT /user, or Forgot password).
      if (!existing.email_confirmed_at) {
        await ctx.engine.query(
          `update auth.users set encrypted_password = null, updated_at = now() where id = $1 and email_confirmed_at is null`,
          [existing.id],
        );
        await mailVerifyCode(ctx, existing.id, existing.email, 'signup', redirectTo);
      }
      return c.json(obfuscatedUser(email, data));
    }
    const confirmed = ctx.autoConfirm ? 'now()' : 'null';
    const id = await ctx.engine.transaction(async (tx) => {
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
    await mailVerifyCode(ctx, id, email, 'signup', redirectTo);
    return c.json(userJson((await userById(ctx.engine, id))!));
  });

  // Sign-ins and refreshes go first at the database (as answer saves do): their few statements are what keeps a
  // class signing in moving, and a learner's session alive; the bcrypt between them has its own queue.
  app.use('/token', (_c, next) => urgent(next));
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    // Every request counts against the client address's flood bound; failed sign-ins have their own limits below.
    ctx.rateLimiter.byIp(c, grant === 'refresh_token' ? 'refresh' : 'token');
    const body = await jsonBody(c);
    if (grant === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
        throw new AuthError(400, 'validation_failed', 'refresh_token required');
      }
      return c.json(await refreshSession(ctx, body.refresh_token));
    }
    if (grant !== 'password') throw new AuthError(400, 'validation_failed', `unsupported_grant_type: ${grant ?? ''}`);
    const email = signInEmail(body.email);
    // Failures only: a class's successful sign-ins from one address are never what stops the next learner. An account
    // is slowed after repeated failures (from any address), and with CAPTCHA on needs a captcha token then.
    const { captcha } = ctx.rateLimiter.beforeSignIn(c, email);
    if (captcha && ctx.config.auth.captcha.enabled) await requireCaptcha(ctx, c, body);
    const user = email ? await userByEmail(ctx.engine, email) : undefined;
    const password = typeof body.password === 'string' ? body.password : '';
    // bcrypt runs outside any transaction: it is slow and must not hold the database. It runs for
    // unknown emails too (against a dummy hash), so timing does not tell which addresses exist.
    const matches = await passwords.compare(password, user?.encrypted_password ?? DUMMY_HASH);
    if (!user?.encrypted_password || !matches) {
      ctx.rateLimiter.signInFailed(c, email);
      throw invalidCredentials();
    }
    ctx.rateLimiter.signInSucceeded(email);
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'User is banned');
    // As GoTrue: a password that no longer meets the rules still signs in, and the answer says why it is weak so the
    // site can ask for a new one (supabase-js's data.weakPassword).
    const weak = passwordWeakness(password, minLength);
    return c.json({ ...(await startSession(ctx, user.id)), ...(weak && { weak_password: weak }) });
  });

  app.post('/recover', async (c) => {
    ctx.rateLimiter.byIp(c, 'recover');
    const body = await jsonBody(c);
    const email = validEmail(body.email);
    ctx.rateLimiter.byIp(c, 'emailSent');
    ctx.rateLimiter.mailTo('recover', email);
    const user = await userByEmail(ctx.engine, email);
    // Same answer whether or not the address is registered, so nobody can probe for accounts; an
    // unknown address does the same token write (matching no row) so the timing matches too.
    await mailVerifyCode(ctx, user?.id ?? null, user?.email ?? email, 'recovery', safeRedirect(ctx, c.req.query('redirect_to')));
    return c.json({});
  });

  // POST /verify, as supabase-js's verifyOtp sends it: { type, token_hash } from the site's confirm page (the link), or
  // { type, email, token } with the 6-digit code typed, on any device. Wrong codes are counted per address.
  app.post('/verify', async (c) => {
    ctx.rateLimiter.byIp(c, 'verify');
    const body = await jsonBody(c);
    const type = verifyType(typeof body.type === 'string' ? body.type : '');
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
    const code = typeof body.token === 'string' ? body.token : '';
    if (!tokenHash === !code) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    let verified;
    if (tokenHash) {
      if (body.email || body.phone) throw new AuthError(400, 'validation_failed', 'Only the token_hash and type should be provided');
      verified = await consumeToken(ctx, type, tokenHash);
    } else {
      const email = validEmail(body.email);
      ctx.rateLimiter.beforeCode(email);
      // A code is 6 digits (spaces a reader may type between them are dropped); anything else matches nothing.
      const digits = code.replace(/\s+/g, '');
      try {
        if (!/^\d{6}$/.test(digits)) throw codeExpired();
        verified = await consumeToken(ctx, type, tokenHashFor(email, digits), codeExpired);
      } catch (err) {
        if (err instanceof AuthError && err.code === 'otp_expired') ctx.rateLimiter.codeFailed(email);
        throw err;
      }
    }
    return 'message' in verified ? c.json({ msg: verified.message, code: '200' }) : c.json(verified.session);
  });

  // POST /resend (supabase-js's auth.resend): a new signup confirmation, or the email-change mails again. Answered {}
  // whether or not there is anything to send, so nobody learns which addresses are registered.
  app.post('/resend', async (c) => {
    ctx.rateLimiter.byIp(c, 'recover');
    const body = await jsonBody(c);
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change') {
      throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = validEmail(body.email);
    ctx.rateLimiter.byIp(c, 'emailSent');
    ctx.rateLimiter.mailTo(type === 'signup' ? 'signup' : 'email_change', email);
    const user = await userByEmail(ctx.engine, email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    if (user && type === 'signup' && !user.email_confirmed_at) await mailVerifyCode(ctx, user.id, user.email, 'signup', redirectTo);
    if (user && type === 'email_change' && user.email_change) await requestEmailChange(ctx, user, user.email_change, redirectTo);
    return c.json({});
  });

  app.route('/factors', mfaRoutes(ctx, requireUser, jsonBody));

  app.get('/user', async (c) => c.json(userJson((await requireUser(ctx, c)).user)));

  app.put('/user', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    const body = await jsonBody(c);
    // Everything is checked before anything is written, as GoTrue does.
    const password = typeof body.password === 'string' ? body.password : undefined;
    if (password !== undefined) {
      checkNewPassword(password, minLength);
      if (user.encrypted_password && (await passwords.compare(password, user.encrypted_password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
    }
    const data = userData(body.data);
    if (data && Buffer.byteLength(JSON.stringify({ ...userMetadata(user), ...data })) > MAX_METADATA_BYTES) {
      throw badMetadata(`the merged metadata would be larger than ${MAX_METADATA_BYTES} bytes`);
    }
    const email = body.email === undefined || body.email === null || body.email === '' ? undefined : validEmail(body.email);
    const changeEmail = email !== undefined && email !== user.email;
    if (changeEmail) {
      // Answered the same whether the address is free or taken (requestEmailChange), so it is
      // limited the same too: per client address and hour, and one mail per user per max_frequency.
      ctx.rateLimiter.byIp(c, 'emailSent');
      ctx.rateLimiter.mailTo('email_change', user.id);
    }
    if (password !== undefined) {
      const hash = await passwords.hash(password, BCRYPT_COST);
      await ctx.engine.transaction((tx) => updatePassword(tx, user.id, hash, sessionId));
    }
    if (data) {
      // The merged whole is measured where it is merged, in one statement, so concurrent updates cannot each pass
      // against the old metadata and together pass the cap. Nothing is written when it would.
      const merged = "coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb";
      const { affectedRows } = await ctx.engine.query(
        `update auth.users set raw_user_meta_data = ${merged}, updated_at = now() where id = $1 and octet_length((${merged})::text) <= $3`,
        [user.id, JSON.stringify(data), MAX_METADATA_BYTES],
      );
      if (!affectedRows) throw badMetadata(`the merged metadata would be larger than ${MAX_METADATA_BYTES} bytes`);
    }
    if (changeEmail) await requestEmailChange(ctx, user, email, safeRedirect(ctx, c.req.query('redirect_to')));
    return c.json(userJson((await userById(ctx.engine, user.id))!));
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    await endSessions(ctx, user.id, sessionId, c.req.query('scope') ?? 'global');
    return c.body(null, 204);
  });

  return app;
}
