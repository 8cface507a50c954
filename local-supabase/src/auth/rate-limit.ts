import type { Context } from 'hono';
import type { AuthRateLimits } from '../project-config';
import { AuthError } from './errors';

// GoTrue-like rate limits, from [auth.rate_limit] in supabase/config.toml. Requests are limited per
// client address, never per target account alone: a limit keyed on an email would let anyone lock
// its owner out. Mail is limited twice: per client address and hour (email_sent), and per address
// written to (auth.email.max_frequency, GoTrue's SMTP_MAX_FREQUENCY), the same for registered and
// unknown addresses. Loopback clients (the dev stack, the browser suite, the soak) get the per-client
// limits multiplied, so local runs are never throttled.

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** Per client address. */
  ip: { signup: Limit; token: Limit; refresh: Limit; recover: Limit; verify: Limit; emailSent: Limit };
  /** Mails to one address (or one user's email change): GoTrue's SMTP_MAX_FREQUENCY. */
  mailPerAddress: Limit;
  /** Per-client limits are multiplied by this for 127.0.0.0/8 and ::1. */
  loopbackFactor: number;
}

export type RateLimitOptions =
  | false
  | {
      ip?: Partial<RateLimitConfig['ip']>;
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
      token: per5min(project.signInSignUps),
      recover: per5min(project.signInSignUps),
      verify: per5min(project.tokenVerifications),
      refresh: per5min(project.tokenRefresh),
      emailSent: { max: project.emailSent, windowSeconds: 3600 },
      ...opts?.ip,
    },
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
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly config: RateLimitConfig | null) {}

  /** Counts one hit on `key` and throws 429 once it is over `limit`. */
  private take(key: string, limit: Limit, error: (retryAfter: number) => AuthError): void {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      entry = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > limit.max) throw error(Math.ceil((entry.resetAt - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }

  byIp(c: Context, endpoint: keyof RateLimitConfig['ip']): void {
    if (!this.config) return;
    const ip = clientIp(c);
    const limit = this.config.ip[endpoint];
    const max = LOOPBACK.test(ip) ? limit.max * this.config.loopbackFactor : limit.max;
    this.take(`ip:${endpoint}:${ip}`, { ...limit, max }, endpoint === 'emailSent' ? overEmailRate : overRequestRate);
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
