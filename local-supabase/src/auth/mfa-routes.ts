import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { ServerContext } from '../context';
import { AuthError } from './errors';
import { issueAal2 } from './sessions';
import type { UserRow } from './users';

// GoTrue's MFA API for TOTP (issue 46): POST /factors enrols a factor (its secret, otpauth:// URI and QR code as SVG,
// which supabase-js turns into a data URL), POST /factors/{id}/challenge opens a 5-minute challenge, POST
// /factors/{id}/verify checks the authenticator's code against it and turns the session into aal2 (the factor is
// verified on its first success), DELETE /factors/{id} unenrols. The TOTP maths is the otpauth library's.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHALLENGE_SECONDS = 300;
const MAX_FACTORS = 10;
/** Wrong codes per factor and 5 minutes: a 6-digit code with a window of ±1 step is otherwise guessable. */
const MAX_FAILURES = 5;

type RequireUser = (ctx: ServerContext, c: Context) => Promise<{ user: UserRow; sessionId: string }>;
interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string;
  created_at: Date;
  updated_at: Date;
}

const totpFor = (secret: string, issuer: string, label: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

const notFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

async function sessionAal(ctx: ServerContext, sessionId: string): Promise<string> {
  const r = await ctx.engine.query<{ aal: string }>('select aal from auth.sessions where id = $1', [sessionId]);
  return r.rows[0]?.aal ?? 'aal1';
}

async function ownFactor(ctx: ServerContext, user: UserRow, id: string): Promise<FactorRow> {
  if (!UUID.test(id)) throw notFound();
  const r = await ctx.engine.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [id, user.id]);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

export function mfaRoutes(ctx: ServerContext, requireUser: RequireUser, body: (c: Context) => Promise<Record<string, unknown>>): Hono {
  const app = new Hono();
  const failures = new Map<string, { count: number; resetAt: number }>();

  app.post('/', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    const params = await body(c);
    if (params.factor_type !== 'totp') throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    const friendlyName = typeof params.friendly_name === 'string' ? params.friendly_name.trim().slice(0, 100) : '';
    const issuer =
      typeof params.issuer === 'string' && params.issuer.trim()
        ? params.issuer.trim().slice(0, 100)
        : new URL(ctx.config.auth.siteUrl).host;
    // Unverified factors older than a day are dropped, as GoTrue's factor expiry does.
    await ctx.engine.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`,
      [user.id],
    );
    const existing = (await ctx.engine.query<FactorRow>('select * from auth.mfa_factors where user_id = $1', [user.id])).rows;
    if (friendlyName && existing.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (existing.length >= MAX_FACTORS) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (existing.some((f) => f.status === 'verified') && (await sessionAal(ctx, sessionId)) !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const secret = new Secret({ size: 20 }).base32;
    const totp = totpFor(secret, issuer, user.email);
    const uri = totp.toString();
    const id = randomUUID();
    await ctx.engine.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, $3, 'totp', 'unverified', $4)`,
      [id, user.id, friendlyName || null, secret],
    );
    // supabase-js puts the SVG in a data URL as it is (data:image/svg+xml;utf-8,<svg…>), where a '#' would end the
    // image: colours are named, as GoTrue's QR code names them.
    const svg = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .replace(/"#ffffff"/gi, '"white"')
      .replace(/"#000000"/gi, '"black"');
    return c.json({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } });
  });

  app.post('/:id/challenge', async (c) => {
    const { user } = await requireUser(ctx, c);
    const factor = await ownFactor(ctx, user, c.req.param('id'));
    const id = randomUUID();
    await ctx.engine.transaction(async (tx) => {
      await tx.query('insert into auth.mfa_challenges (id, factor_id) values ($1, $2)', [id, factor.id]);
      await tx.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1', [factor.id]);
    });
    return c.json({ id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS });
  });

  app.post('/:id/verify', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    const factor = await ownFactor(ctx, user, c.req.param('id'));
    const params = await body(c);
    const challengeId = typeof params.challenge_id === 'string' ? params.challenge_id : '';
    const code = typeof params.code === 'string' ? params.code.replace(/\s+/g, '') : '';
    const challenge = UUID.test(challengeId)
      ? (
          await ctx.engine.query<{ id: string; fresh: boolean; verified_at: Date | null }>(
            `select id, created_at > now() - make_interval(secs => $3) as fresh, verified_at
               from auth.mfa_challenges where id = $1 and factor_id = $2`,
            [challengeId, factor.id, CHALLENGE_SECONDS],
          )
        ).rows[0]
      : undefined;
    if (!challenge || challenge.verified_at) {
      throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (!challenge.fresh) {
      await ctx.engine.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const now = Date.now();
    const tally = failures.get(factor.id);
    if (tally && tally.resetAt > now && tally.count >= MAX_FAILURES) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {
        retry_after: Math.ceil((tally.resetAt - now) / 1000),
      });
    }
    const valid = /^\d{6}$/.test(code) && totpFor(factor.secret, 'x', user.email).validate({ token: code, window: 1 }) !== null;
    if (!valid) {
      const entry = tally && tally.resetAt > now ? tally : { count: 0, resetAt: now + 300_000 };
      entry.count++;
      failures.set(factor.id, entry);
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    failures.delete(factor.id);
    const session = await issueAal2(ctx, user.id, sessionId, async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      // As GoTrue: the user's other sessions below aal2 end, and their unverified factors go.
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`, [user.id, sessionId]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`, [user.id, factor.id]);
    });
    return c.json(session);
  });

  app.delete('/:id', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    const factor = await ownFactor(ctx, user, c.req.param('id'));
    if (factor.status === 'verified' && (await sessionAal(ctx, sessionId)) !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await ctx.engine.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return c.json({ id: factor.id });
  });

  return app;
}
