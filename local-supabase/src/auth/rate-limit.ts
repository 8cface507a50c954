import type { Context } from 'hono';
import type { AuthRateLimits } from '../project-config';
import { AuthError } from './errors';

// GoTrue-like rate limits, from [auth.rate_limit] in supabase/config.toml, and (issue 46) limits that fit a class
// signing in from one address (a coaching centre, a mobile carrier's NAT): a client address is limited on FAILED
// sign-ins only (sign_in_sign_ups per 5 minutes), its successful ones only by a flood bound ten times higher; an
// account is slowed, never locked, after repeated failures from any address (one try per `spacingSeconds`; the owner
// can always reset the password by mail); a mailed code's address is limited on wrong codes. Mail is limited per
// client address and hour (email_sent), and per address written to (auth.email.max_frequency, GoTrue's
// SMTP_MAX_FREQUENCY), the same for registered and unknown addresses. Loopback clients (the dev stack, the browser
// suite) get the per-client limits multiplied, so local runs are never throttled; the class test and the soak's
// class run set the factor to 1.

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** Every request per client address. */
  ip: { signup: Limit; token: Limit; refresh: Limit; recover: Limit; verify: Limit; emailSent: Limit };
  /** Failed password sign-ins per client address. */
  signInFailures: Limit;
  /** An account's failed sign-ins (any address); past `max`, one try per `spacingSeconds` until the window ends. */
  account: Limit & { spacingSeconds: number };
  /** Wrong 6-digit codes typed for one address. */
  codeFailures: Limit;
  /** With CAPTCHA on, a sign-in needs a captcha token once its account or its address has this many failures. */
  captchaAfter: { account: number; address: number };
  /** Mails to one address (or one user's email change): GoTrue's SMTP_MAX_FREQUENCY. */
  mailPerAddress: Limit;
  /** Per-client limits are multiplied by this for 127.0.0.0/8 and ::1. */
  loopbackFactor: number;
}

export type RateLimitOptions =
  | false
  | {
      ip?: Partial<RateLimitConfig['ip']>;
      signInFailures?: Limit;
      account?: RateLimitConfig['account'];
      codeFailures?: Limit;
      captchaAfter?: RateLimitConfig['captchaAfter'];
      mailPerAddress?: Limit;
      loopbackFactor?: number;
    };

/** The limits config.toml asks for, then the options' overrides; false turns every limit off. */
export function rateLimitConfig(
  project: AuthRateLimits,
  maxFrequencySeconds: number,
  opts: RateLimitOptions | undefined,
): RateLimitConfig | null {
  if (opts === false) return null;
  const per5min = (max: number): Limit => ({ max, windowSeconds: 300 });
  return {
    ip: {
      signup: per5min(project.signInSignUps),
      // A flood bound only: a class's successful sign-ins are not what this protects against.
      token: per5min(project.signInSignUps * 10),
      recover: per5min(project.signInSignUps),
      verify: per5min(project.tokenVerifications),
      refresh: per5min(project.tokenRefresh),
      emailSent: { max: project.emailSent, windowSeconds: 3600 },
      ...opts?.ip,
    },
    signInFailures: opts?.signInFailures ?? per5min(project.signInSignUps),
    account: opts?.account ?? { max: 5, windowSeconds: 900, spacingSeconds: 10 },
    codeFailures: opts?.codeFailures ?? { max: 10, windowSeconds: 3600 },
    captchaAfter: opts?.captchaAfter ?? { account: 3, address: 30 },
    mailPerAddress: opts?.mailPerAddress ?? { max: 1, windowSeconds: Math.max(1, maxFrequencySeconds) },
    loopbackFactor: opts?.loopbackFactor ?? 100,
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's peer address (Node server); proxies' X-Forwarded-For is not trusted. */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

const overRequestRate = (s: number) => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retry_after: s });
const overEmailRate = (s: number) =>
  new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${s} seconds.`, {
    retry_after: s,
  });

/** Fixed-window counters in memory, one map per server. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number; lastAt: number }>();

  constructor(readonly config: RateLimitConfig | null) {}

  private entry(key: string, limit: Limit, now: number) {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      entry = { count: 0, resetAt: now + limit.windowSeconds * 1000, lastAt: 0 };
      this.hits.set(key, entry);
    }
    return entry;
  }

  /** The count on `key` in its current window (0 when none). */
  private count(key: string): number {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > Date.now() ? entry.count : 0;
  }

  /** Counts one hit on `key` and throws 429 once it is over `limit`. */
  private take(key: string, limit: Limit, error: (retryAfter: number) => AuthError): void {
    const now = Date.now();
    const entry = this.entry(key, limit, now);
    entry.count++;
    if (entry.count > limit.max) throw error(Math.ceil((entry.resetAt - now) / 1000));
  }

  /** Throws 429 when `key` has already reached `limit`, counting nothing. */
  private refuseAtLimit(key: string, limit: Limit): void {
    const entry = this.hits.get(key);
    const now = Date.now();
    if (entry && entry.resetAt > now && entry.count >= limit.max) throw overRequestRate(Math.ceil((entry.resetAt - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }

  private scaled(c: Context, limit: Limit): { ip: string; limit: Limit } {
    const ip = clientIp(c);
    return { ip, limit: LOOPBACK.test(ip) ? { ...limit, max: limit.max * this.config!.loopbackFactor } : limit };
  }

  byIp(c: Context, endpoint: keyof RateLimitConfig['ip']): void {
    if (!this.config) return;
    const { ip, limit } = this.scaled(c, this.config.ip[endpoint]);
    this.take(`ip:${endpoint}:${ip}`, limit, endpoint === 'emailSent' ? overEmailRate : overRequestRate);
  }

  /**
   * Before a password is checked: 429 when the client address has used up its failures, or when the account is being
   * slowed (past its failures, a try sooner than spacingSeconds after the last one). Returns whether, with CAPTCHA on,
   * this sign-in must carry a captcha token.
   */
  beforeSignIn(c: Context, account: string): { captcha: boolean } {
    if (!this.config) return { captcha: false };
    const { ip, limit } = this.scaled(c, this.config.signInFailures);
    this.refuseAtLimit(`fail:ip:${ip}`, limit);
    const { account: acc, captchaAfter } = this.config;
    const accountKey = `fail:account:${account}`;
    const accountFailures = account ? this.count(accountKey) : 0;
    if (account && accountFailures >= acc.max) {
      const now = Date.now();
      const entry = this.entry(accountKey, acc, now);
      const wait = entry.lastAt + acc.spacingSeconds * 1000 - now;
      if (wait > 0) throw overRequestRate(Math.ceil(wait / 1000));
      entry.lastAt = now;
    }
    const addressFailures = this.count(`fail:ip:${ip}`);
    const addressCaptcha = LOOPBACK.test(ip) ? captchaAfter.address * this.config.loopbackFactor : captchaAfter.address;
    return { captcha: accountFailures >= captchaAfter.account || addressFailures >= addressCaptcha };
  }

  /** A failed sign-in, counted for the client address and for the account (an unknown one too: they look alike). */
  signInFailed(c: Context, account: string): void {
    if (!this.config) return;
    const { ip, limit } = this.scaled(c, this.config.signInFailures);
    this.entry(`fail:ip:${ip}`, limit, Date.now()).count++;
    if (account) this.entry(`fail:account:${account}`, this.config.account, Date.now()).count++;
  }

  /** The owner got in: the account's failures are forgotten. */
  signInSucceeded(account: string): void {
    this.hits.delete(`fail:account:${account}`);
  }

  /** Before a typed code is checked: 429 once its address has had codeFailures wrong codes. */
  beforeCode(address: string): void {
    if (this.config) this.refuseAtLimit(`fail:code:${address}`, this.config.codeFailures);
  }

  codeFailed(address: string): void {
    if (this.config) this.entry(`fail:code:${address}`, this.config.codeFailures, Date.now()).count++;
  }

  /**
   * One mail of `kind` to `address` (an email, or a user id for email changes), counted whether or
   * not the address is registered, so the limit itself reveals nothing.
   */
  mailTo(kind: 'signup' | 'recover' | 'email_change', address: string): void {
    if (!this.config || !address) return;
    this.take(`mail:${kind}:${address.toLowerCase()}`, this.config.mailPerAddress, overEmailRate);
  }
}
