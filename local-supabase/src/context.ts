import type { Engine } from './db/engine';
import type { SchemaCache } from './db/schema-cache';
import type { RateLimiter } from './auth/rate-limit';
import type { Mailbox } from './mail/mailbox';
import type { ProjectConfig } from './project-config';
import type { ApiKeys, SigningKeys } from './http/jwt';

/** What every route module needs, built once by startLocalSupabase. */
export interface ServerContext {
  engine: Engine;
  schema: () => SchemaCache;
  reloadSchema: () => Promise<void>;
  /** The ES256 session key and its JWKS, and whether legacy HS256 tokens and JWT API keys are accepted. */
  signing: SigningKeys;
  keys: ApiKeys;
  /** This server's public base URL, e.g. http://127.0.0.1:54321 */
  url: () => string;
  /** supabase/config.toml as read at start (options and env vars override parts of it, see index.ts). */
  config: ProjectConfig;
  siteUrls: string[];
  autoConfirm: boolean;
  /** Lifetime of access tokens, seconds (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** A rotated refresh token may be replayed this long (seconds) before it counts as reuse. */
  refreshTokenReuseInterval: number;
  mailbox: Mailbox;
  /** Per-IP and per-email limits on signup, token, recover and verify. */
  rateLimiter: RateLimiter;
  /** Where CAPTCHA tokens are checked instead of the provider's siteverify (tests). */
  captchaVerifyUrl?: string;
}

/** The caller as PostgREST sees it: a database role plus the verified JWT claims. */
export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}
