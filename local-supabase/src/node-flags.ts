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

/**
 * The environment such a process starts with (the start script spells it out too). What stayed resident after that
 * compilation was not V8's heap (~40 MB) but memory glibc's malloc kept: glibc raises its mmap threshold each time a
 * large block is freed (up to 32 MB), so after the compiler's large zones are freed, later large blocks come from the
 * heap arenas, and their freed pages are kept rather than returned. A fixed 128 KB threshold keeps every large block
 * a mapping of its own, returned when freed: resident after warm-up ~310-360 -> ~260 MB, peak ~800 MB unchanged
 * (issue 30, `npm run bench -- backend`). Other C libraries ignore the variable.
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' };
