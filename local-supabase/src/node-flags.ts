/**
 * Node flags for a process that runs local-supabase alone (`npm start -w local-supabase`, the bench's server); the
 * start script in package.json spells them out too. The server's live heap is ~40 MB, but under 200 learners V8's
 * defaults (16 MB semi-spaces, an old generation let grow to ~3-4x its live size before a full collection) took the
 * heap to ~185 MB, mostly garbage. 4 MB semi-spaces and growth by half the live size: peak RSS ~400 -> ~325 MB in the
 * bench, for more but shorter collections (answer save p50/p95 at 50 learners unchanged within the bench's noise).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
