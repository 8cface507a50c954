// Runs local-supabase alone in this process, so the bench can read the server's own peak memory.
// Prints one JSON line with its URL and keys once it listens.
import { startLocalSupabase } from '../../local-supabase/src/index';

startLocalSupabase({
  port: 0,
  inboxPort: 0,
  // A persistent data folder when given (the start measurements), else a throwaway copy of the cached database.
  dataDir: process.env.BENCH_DATA_DIR || null,
  databaseUrl: process.env.DATABASE_URL,
  reset: Boolean(process.env.DATABASE_URL),
  quiet: true,
  // BENCH_LOOPBACK_FACTOR=1 (the soak): loopback clients get the repository's auth limits as any address would, so
  // a class signing in from one address meets the real limits (issue 46) rather than 100 times them.
  ...(process.env.BENCH_LOOPBACK_FACTOR ? { rateLimits: { loopbackFactor: Number(process.env.BENCH_LOOPBACK_FACTOR) } } : {}),
}).then((sb) => {
  console.log(JSON.stringify({ url: sb.url, publishableKey: sb.publishableKey, secretKey: sb.secretKey }));
  const stop = () => sb.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
