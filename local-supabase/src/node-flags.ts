/**
 * Node flags for a process that runs local-supabase alone (`npm start -w local-supabase`, the bench's server); the
 * start script in package.json spells them out too. The server's live heap is ~40 MB, but under 200 learners V8's
 * defaults (16 MB semi-spaces, an old generation let grow to ~3-4x its live size before a full collection) took the
 * heap to ~185 MB, mostly garbage. 4 MB semi-spaces and growth by half the live size: peak RSS ~400 -> ~325 MB in the
 * bench, for more but shorter collections (answer save p50/p95 at 50 learners unchanged within the bench's noise).
 *
 * On Node 24 (V8 13.6) the peak is set by one compilation, not by the heap: about a second after PGlite starts, V8's
 * dynamic tiering recompiles PostgreSQL's grammar (raw_parser, the largest function of pglite.wasm, ~105 KB of code)
 * with TurboFan, and that compilation alone takes 604 MB of zone memory (--trace-wasm-compilation-times), freed
 * when it ends: RSS ~250 MB before and after it, VmHWM ~750-810 MB. No flag limits that compilation (the inlining,
 * loop, load-elimination and scheduling flags do not change it). `--liftoff-only` (never TurboFan) keeps the peak at
 * ~180-290 MB, but Liftoff code makes the engine ~2-3x slower (answer save p50 7.8 -> 19.6 ms at 25 learners), so
 * it is not used.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
