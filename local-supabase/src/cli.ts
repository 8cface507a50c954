import path from 'node:path';
import { repoRoot } from './db/migrate';
import { ExposureRefused, LOOPBACK, requestLogFile, startLocalSupabase } from './index';

// `npm start -w local-supabase` / `npm run db:reset -w local-supabase`.
// Flags: --reset (wipe, migrate, seed), --exit (stop after preparing the database).
// supabase/config.toml gives the ports, site URLs, auth and rate-limit settings; these env vars override:
//      PORT, INBOX_PORT, HOST (interface of the API, default 127.0.0.1), INBOX_HOST (of the inbox, default
//      127.0.0.1), API_EXTERNAL_URL (the API's URL as others reach it), DATA_DIR (<repo>/.data/local-supabase),
//      DATABASE_URL, SITE_URL (comma-separated app origins, replacing site_url), JWT_SECRET,
//      AUTO_CONFIRM=true|false, QUIET=true, RATE_LIMITS=off (no auth rate limits, e.g. a load test from many machines),
//      LOG_LEVEL (the request log's pino level, default info), LOG_FILE (where its JSON lines go, default
//      <repo>/.data/requests.log, emptied at each start; '-' for the console).
// A HOST other than loopback needs JWT_SECRET and the RAZORPAY_* secrets of your own, or the start is refused.
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const env = process.env;
  const host = env.HOST || undefined;
  const inboxHost = env.INBOX_HOST || undefined;
  const logFile = requestLogFile(env);
  const server = await startLocalSupabase({
    port: env.PORT ? Number(env.PORT) : undefined,
    inboxPort: env.INBOX_PORT ? Number(env.INBOX_PORT) : undefined,
    host,
    inboxHost,
    publicUrl: env.API_EXTERNAL_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data', 'local-supabase'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrls: env.SITE_URL ? env.SITE_URL.split(',').map((s) => s.trim()) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    autoConfirm: env.AUTO_CONFIRM ? env.AUTO_CONFIRM === 'true' : undefined,
    quiet: env.QUIET === 'true',
    rateLimits: env.RATE_LIMITS === 'off' ? false : undefined,
    reset: args.has('--reset'),
    logDestination: logFile,
  });
  if (args.has('--exit')) {
    await server.stop();
    console.log(args.has('--reset') ? 'Database wiped, migrated and seeded.' : 'Database migrated.');
    return;
  }
  console.log(`local-supabase ready
  API URL:          ${server.url}  (listening on ${host ?? LOOPBACK})
  Mail inbox:       ${server.inboxUrl}  (listening on ${inboxHost ?? LOOPBACK})
  Publishable key:  ${server.publishableKey}
  Secret key:       ${server.secretKey}
  Legacy keys:      ${server.legacyApiKeys ? 'on (the anon and service_role JWTs; HS256 tokens verify)' : 'off (LEGACY_API_KEYS=on turns them on)'}
  JWKS:             ${server.url}/auth/v1/.well-known/jwks.json
  Engine:           ${server.db.kind}
  Request log:      ${logFile ? `${path.relative(process.cwd(), logFile)} (one JSON line per request; LOG_FILE=- for the console)` : 'the console'}`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping local-supabase…`);
    server.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof ExposureRefused ? err.message : err);
  process.exit(1);
});
