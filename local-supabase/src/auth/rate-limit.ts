import type { Context } from 'hono';
import { AuthError } from './errors';

// GoTrue-like rate limits on the endpoints that cost a password hash or send mail, per client IP
// and per email address. Loopback clients (the dev stack, the browser suite, the soak) get the
// per-IP limits multiplied, so local runs are never throttled; per-email limits stay strict, since
// they are what stops mail bombing and password guessing against one account.

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** Per client IP. GoTrue: RATE_LIMIT_SIGN_IN_SIGN_UPS, _TOKEN_REFRESH, _VERIFY, _EMAIL_SENT. */
  ip: { signup: Limit; token: Limit; refresh: Limit; recover: Limit; verify: Limit };
  /** Per email address. Mail: GoTrue's SMTP_MAX_FREQUENCY (one mail a minute); token: failed sign-ins. */
  email: { signup: Limit; recover: Limit; token: Limit; verify: Limit };
  /** Per-IP limits are multiplied by this for 127.0.0.0/8 and ::1. */
  loopbackFactor: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  ip: {
    signup: { max: 30, windowSeconds: 300 },
    token: { max: 30, windowSeconds: 300 },
    refresh: { max: 150, windowSeconds: 300 },
    recover: { max: 30, windowSeconds: 300 },
    verify: { max: 30, windowSeconds: 300 },
  },
  email: {
    signup: { max: 1, windowSeconds: 60 },
    recover: { max: 1, windowSeconds: 60 },
    token: { max: 10, windowSeconds: 300 },
    verify: { max: 10, windowSeconds: 300 },
  },
  loopbackFactor: 100,
};

export type RateLimitOptions = false | {
  ip?: Partial<RateLimitConfig['ip']>;
  email?: Partial<RateLimitConfig['email']>;
  loopbackFactor?: number;
};

export function rateLimitConfig(opts: RateLimitOptions | undefined): RateLimitConfig | null {
  if (opts === false) return null;
  return {
    ip: { ...DEFAULT_RATE_LIMITS.ip, ...opts?.ip },
    email: { ...DEFAULT_RATE_LIMITS.email, ...opts?.email },
    loopbackFactor: opts?.loopbackFactor ?? DEFAULT_RATE_LIMITS.loopbackFactor,
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's peer address (Node server); proxies' X-Forwarded-For is not trusted. */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Fixed-window counters in memory, one map per server. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly config: RateLimitConfig | null) {}

  /** Counts one hit on `key` (unless `count` is false) and throws 429 once it is over `limit`. */
  private take(key: string, limit: Limit, error: (retryAfter: number) => AuthError, count = true): void {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      entry = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.hits.set(key, entry);
    }
    if (count) entry.count++;
    if (entry.count > limit.max || (!count && entry.count >= limit.max)) throw error(Math.ceil((entry.resetAt - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }

  byIp(c: Context, endpoint: keyof RateLimitConfig['ip']): void {
    if (!this.config) return;
    const ip = clientIp(c);
    const limit = this.config.ip[endpoint];
    const max = LOOPBACK.test(ip) ? limit.max * this.config.loopbackFactor : limit.max;
    this.take(`ip:${endpoint}:${ip}`, { ...limit, max }, (s) =>
      new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retry_after: s }));
  }

  /**
   * Counts a request for an address, whether or not it is registered, so the limit itself reveals
   * nothing. `count: false` only checks (sign-ins count their failures with `failedFor`).
   */
  byEmail(endpoint: keyof RateLimitConfig['email'], email: string, count = true): void {
    if (!this.config || !email) return;
    const limit = this.config.email[endpoint];
    const mail = endpoint === 'signup' || endpoint === 'recover';
    this.take(`email:${endpoint}:${email.trim().toLowerCase()}`, limit, (s) =>
      mail
        ? new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${s} seconds.`, { retry_after: s })
        : new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retry_after: s }), count);
  }

  /** One failed attempt against an address (a wrong password, a bad code); never throws. */
  failedFor(endpoint: 'token' | 'verify', email: string): void {
    try {
      this.byEmail(endpoint, email);
    } catch {
      // over the limit: the next attempt's check refuses it
    }
  }
}
