import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { ServerContext } from './context';
import type { Engine } from './db/engine';
import { prepareDatabase, repoRoot, wipePostgres, type PrepareResult } from './db/migrate';
import { openPglite } from './db/pglite-engine';
import { openThrowawayDatabase } from './db/template';
import { openPostgres } from './db/pg-engine';
import { loadSchema, type SchemaCache } from './db/schema-cache';
import type { FunctionHandler } from './functions/registry';
import { deliverOutbox } from './mail/outbox';
import { RateLimiter, rateLimitConfig, type RateLimitOptions } from './auth/rate-limit';
import type { JWTPayload } from 'jose';
import { apiKeys, signingKeys, signJwt, type ApiKeys } from './http/jwt';
import { inboxRoutes } from './mail/inbox-routes';
import { Mailbox } from './mail/mailbox';
import { DEFAULT_JWT_SECRET, isLoopback, refuseDefaultSecretsOffLoopback } from './exposure';
import { readProjectConfig } from './project-config';
import type { RoutePlugin } from './route-plugins';
import { createApp } from './server';

export { DEFAULT_JWT_SECRET, ExposureRefused } from './exposure';
export { apiKeys } from './http/jwt';
export { importContentFolder } from './content/import-folder';
/** Where the API and the inbox listen unless told otherwise: this machine only. */
export const LOOPBACK = '127.0.0.1';

/** Where a started backend writes its request log: LOG_FILE, '-' for the console, by default <repo>/.data/requests.log. */
export const requestLogFile = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.LOG_FILE === '-' ? undefined : env.LOG_FILE || path.join(repoRoot, '.data', 'requests.log');

export interface LocalSupabaseOptions {
  port?: number;
  inboxPort?: number;
  /** Interface the API listens on: 127.0.0.1 unless deliberately widened (e.g. 0.0.0.0). */
  host?: string;
  /** The API's URL as others reach it (mailed links, the JWT issuer) when it is exposed; default http://localhost:<port>. */
  publicUrl?: string;
  /** Interface the inbox listens on: 127.0.0.1 unless deliberately widened; it holds every user's mailed links. */
  inboxHost?: string;
  /** PGlite data folder; null: a throwaway database (a copy of a cached migrated and seeded one, deleted on stop). */
  dataDir?: string | null;
  /** A real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /**
   * The site URLs (replacing config.toml's site_url): redirect_to may go to any path on their origins,
   * and the first is where links land otherwise. The array is kept, so a caller may fill it in later.
   */
  siteUrls?: string[];
  /** Default: the opposite of config.toml's auth.email.enable_confirmations. */
  autoConfirm?: boolean;
  jwtSecret?: string;
  /**
   * Accept the legacy API keys (the anon and service-role JWTs) and HS256 tokens beside the publishable and secret
   * keys and ES256 sessions, and hand clients the legacy keys. Default: LEGACY_API_KEYS=on, else off, as a hosted
   * project is once its legacy keys are disabled.
   */
  legacyApiKeys?: boolean;
  quiet?: boolean;
  /**
   * The request log's level (pino: 'info', 'debug', 'silent', …). Default: LOG_LEVEL, else 'silent' when quiet and
   * 'info' otherwise.
   */
  logLevel?: string;
  /** Where request log lines go: a stream (tests), a file path (truncated at start), or stdout (default). */
  logDestination?: DestinationStream | string;
  /** How often expired field data is purged (private.purge_field_events, also once at start); default hourly. */
  purgeIntervalMs?: number;
  /** How often the readiness model's stale fits are refitted (private.refresh_rasch_fits); 15 minutes. */
  raschIntervalMs?: number;
  /** Wipe the database first (then migrate and seed afresh). */
  reset?: boolean;
  /** Folder in the Supabase CLI layout (migrations/, seed/, config.toml); default <repo>/supabase. */
  supabaseDir?: string;
  /** Default: config.toml's auth.jwt_expiry. */
  jwtExpiry?: number;
  /** Default: config.toml's auth.refresh_token_reuse_interval. */
  refreshTokenReuseInterval?: number;
  /** Overrides of config.toml's [auth.rate_limit] (loopback per-client limits ×100); false turns them off. */
  rateLimits?: RateLimitOptions;
  /** CAPTCHA: overrides [auth.captcha] (tests turn it on), and where tokens are checked instead of the provider. */
  captcha?: { enabled: boolean; provider?: 'turnstile' | 'hcaptcha'; secret: string; verifyUrl?: string };
  /** false: leave private.mail_outbox alone (tests of the hosted sender's claim); default: deliver it to the inbox. */
  deliverMail?: boolean;
  bodyLimitBytes?: number;
  functionEnv?: Record<string, string | undefined>;
  functionHandlers?: Record<string, FunctionHandler>;
  noVerifyJwt?: string[];
  extraRoutes?: RoutePlugin[];
}

export interface LocalSupabase {
  url: string;
  inboxUrl: string;
  /** The key a browser's client uses: `sb_publishable_…`, or the legacy anon JWT while legacy keys are on. */
  publishableKey: string;
  /** The key a server uses (RLS bypassed): `sb_secret_…`, or the legacy service-role JWT while legacy keys are on. */
  secretKey: string;
  /** Every key of the project, new and legacy. */
  apiKeys: ApiKeys;
  legacyApiKeys: boolean;
  jwtSecret: string;
  /** Signs a token with the project's session key (tests: expired or altered sessions). */
  signJwt(payload: JWTPayload): Promise<string>;
  db: Engine;
  mailbox: Mailbox;
  /** Re-reads tables, foreign keys and functions (after DDL outside the migrations). */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

async function openEngine(opts: LocalSupabaseOptions, warn: (m: string) => void): Promise<{ engine: Engine; prepared: PrepareResult }> {
  const supabaseDir = opts.supabaseDir ?? path.join(repoRoot, 'supabase');
  if (!opts.databaseUrl && !opts.dataDir) return openThrowawayDatabase(supabaseDir, warn);
  let engine: Engine;
  if (opts.databaseUrl) {
    engine = await openPostgres(opts.databaseUrl);
    if (opts.reset) await wipePostgres(engine);
  } else {
    const dir = opts.dataDir!;
    if (opts.reset) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    engine = await openPglite(dir);
  }
  return { engine, prepared: await prepareDatabase(engine, supabaseDir, warn) };
}

/** How this machine reaches a server bound to `host`: localhost for loopback and all-interfaces binds. */
function hostForUrl(host = LOOPBACK): string {
  if (isLoopback(host) || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Printed even when quiet: an interface other than loopback is a deliberate exposure. */
function warnIfExposed(host: string, what: string): void {
  if (!isLoopback(host)) console.warn(`WARNING: ${what} listens on ${host}: it is reachable from other machines, not only from this one.`);
}

function requestLogger(opts: LocalSupabaseOptions): Logger {
  const level = opts.logLevel ?? process.env.LOG_LEVEL ?? (opts.quiet ? 'silent' : 'info');
  if (level === 'silent') return pino({ level });
  const dest =
    typeof opts.logDestination === 'string'
      ? pino.destination({ dest: opts.logDestination, append: false, mkdir: true })
      : (opts.logDestination ?? pino.destination(1));
  return pino({ level, base: null, timestamp: pino.stdTimeFunctions.isoTime }, dest);
}

/**
 * Runs a database job (`fn`, e.g. `private.purge_field_events()`) now and every intervalMs, when the migrations
 * define it, as pg_cron does on a hosted project. Returns a stop function that waits for a run in progress.
 */
function scheduleJob(engine: Engine, fn: string, intervalMs: number, warn: (m: string) => void): () => Promise<void> {
  const run = async () => {
    try {
      const { rows } = await engine.query<{ fn: string | null }>(`select to_regprocedure($1)::text as fn`, [fn]);
      if (rows[0]?.fn) await engine.query(`select ${fn}`);
    } catch (err) {
      warn(`${fn} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

function listen(app: { fetch: (r: Request) => Response | Promise<Response> }, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}

export async function startLocalSupabase(opts: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const log = opts.quiet ? () => undefined : (line: string) => console.log(line);
  const jwtSecret = opts.jwtSecret ?? DEFAULT_JWT_SECRET;
  const functionEnv = opts.functionEnv ?? process.env;
  refuseDefaultSecretsOffLoopback(opts.host ?? LOOPBACK, jwtSecret, functionEnv);
  const legacyApiKeys = opts.legacyApiKeys ?? process.env.LEGACY_API_KEYS === 'on';
  const keys = await apiKeys(jwtSecret);
  const signing = await signingKeys(jwtSecret, legacyApiKeys);
  const project = readProjectConfig(opts.supabaseDir ?? path.join(repoRoot, 'supabase'));
  const config = opts.captcha ? { ...project, auth: { ...project.auth, captcha: { ...project.auth.captcha, ...opts.captcha } } } : project;
  const { engine, prepared } = await openEngine(opts, (m) => log(`warning: ${m}`));
  if (prepared.applied.length) log(`applied migrations: ${prepared.applied.join(', ')}`);
  if (prepared.seeded.length) log(`seeded: ${prepared.seeded.join(', ')}`);

  let schema: SchemaCache = await loadSchema(engine);
  let url = '';
  const mailbox = new Mailbox();
  const ctx: ServerContext = {
    engine,
    schema: () => schema,
    reloadSchema: async () => {
      schema = await loadSchema(engine);
    },
    signing,
    keys,
    url: () => url,
    config,
    siteUrls: opts.siteUrls ?? [config.auth.siteUrl],
    autoConfirm: opts.autoConfirm ?? !config.auth.email.enableConfirmations,
    jwtExpiry: opts.jwtExpiry ?? config.auth.jwtExpiry,
    refreshTokenReuseInterval: opts.refreshTokenReuseInterval ?? config.auth.refreshTokenReuseInterval,
    mailbox,
    rateLimiter: new RateLimiter(rateLimitConfig(config.auth.rateLimit, config.auth.email.maxFrequencySeconds, opts.rateLimits)),
    captchaVerifyUrl: opts.captcha?.verifyUrl,
  };
  const logger = requestLogger(opts);
  const app = createApp(ctx, {
    logger,
    bodyLimitBytes: opts.bodyLimitBytes ?? 2 * 1024 * 1024,
    functions: { env: functionEnv, noVerifyJwt: opts.noVerifyJwt, handlers: opts.functionHandlers },
    extraRoutes: opts.extraRoutes ?? [],
  });

  warnIfExposed(opts.host ?? LOOPBACK, 'the API (REST, auth, functions, the Razorpay sandbox)');
  warnIfExposed(opts.inboxHost ?? LOOPBACK, "the mail inbox, with every user's confirmation and password-reset links,");
  let api: ServerType;
  let inbox: ServerType;
  try {
    api = await listen(app, opts.port ?? config.api.port, opts.host ?? LOOPBACK);
    inbox = await listen(inboxRoutes(mailbox), opts.inboxPort ?? config.inbox.port, opts.inboxHost ?? LOOPBACK);
  } catch (err) {
    await engine.close();
    throw err;
  }
  const warnJob = (m: string) => log(`warning: ${m}`);
  // Field data's 30-day retention, hourly; plan prices whose effective time has come, every minute.
  const stopJobs = [
    scheduleJob(engine, 'private.purge_field_events()', opts.purgeIntervalMs ?? 3_600_000, warnJob),
    scheduleJob(engine, 'public.apply_due_prices()', 60_000, warnJob),
    // Readiness: the Rasch fits of exams with new submitted attempts, every 15 minutes (a request refits a stale one too).
    scheduleJob(engine, 'private.refresh_rasch_fits()', opts.raschIntervalMs ?? 900_000, warnJob),
    // The contact form's mails to staff land in the local inbox.
    ...(opts.deliverMail === false ? [] : [deliverOutbox(engine, mailbox)]),
  ];
  url = opts.publicUrl?.replace(/\/+$/, '') ?? `http://${hostForUrl(opts.host)}:${(api.address() as AddressInfo).port}`;
  const inboxUrl = `http://${hostForUrl(opts.inboxHost)}:${(inbox.address() as AddressInfo).port}`;

  let stopped: Promise<void> | undefined;
  return {
    url,
    inboxUrl,
    publishableKey: legacyApiKeys ? keys.legacyAnon : keys.publishable,
    secretKey: legacyApiKeys ? keys.legacyServiceRole : keys.secret,
    apiKeys: keys,
    legacyApiKeys,
    jwtSecret,
    signJwt: (payload) => signJwt(signing, payload),
    db: engine,
    mailbox,
    reloadSchema: ctx.reloadSchema,
    stop: () =>
      (stopped ??= (async () => {
        await Promise.all([close(api), close(inbox)]);
        await Promise.all(stopJobs.map((stop) => stop()));
        await engine.close();
        logger.flush();
      })()),
  };
}
