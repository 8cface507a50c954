// Password hashing for sign-in, sign-up and password changes: bcrypt, cost 10, `$2a$`/`$2b$` hashes as GoTrue's.
// A class of 200 signing in at once made everyone wait (issue 35): sign-in p95 19 s on PGlite, and the saves of
// learners already in a test up to 8.8 s, with bcryptjs on two worker threads taking both cores from the threads
// that serve the saves. So:
//   - bcrypt is native (@node-rs/bcrypt: prebuilt Rust, no install scripts), in worker threads (hash-worker.cjs);
//   - there are HASH_THREADS of them, one fewer than the cores, so the server's own threads (requests, PGlite) keep a
//     core, and each runs at a higher priority than the server's threads (HASH_NICENESS), so hashing has its core: at
//     the same priority the kernel shared both cores among every busy thread, and a check took 120-145 ms of wall
//     time for 75-80 ms of its own CPU (sign-in p95 1.67x the physical limit on PostgreSQL, the soak on 2 cores).
//     Hashing can never take more than HASH_THREADS cores, so the rest stay the server's; saves during the storm
//     stay within the soak's 2x of their p99 with no storm (figures: docs/attack-matrix.md, row 88);
//   - waiting checks take turns by caller (the auth sub-lane: a signed-in user, else the address), as the database
//     does, so one address's storm does not make every other caller wait behind all of it. They are not refused for
//     waiting: refusing past an estimated 30 s, then 120 s, of wait turned away part of a class of 200 on a busy
//     machine; how many one address may send is the sign-in rate limit's business.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FairQueue } from '../db/fair-queue';

const CORES = os.availableParallelism?.() ?? os.cpus().length;
export const HASH_THREADS = Math.max(1, CORES - 1);
/**
 * -20 is the highest priority, 0 normal. Raising a thread's priority needs root or CAP_SYS_NICE; without either the
 * raise is refused and hashing runs at the normal priority. On one core there is no core to spare: normal priority.
 */
const HASH_NICENESS = HASH_THREADS < CORES ? -10 : 0;
// Each worker is a V8 isolate of its own (~10 MB resident): one idle this long is ended, and the next sign-in starts
// it again (~30 ms), so the server stays small while learners sit tests rather than sign in.
const IDLE_MS = 5_000;

interface Slot {
  worker: Worker;
  jobs: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
  idle?: NodeJS.Timeout;
}
const free: Slot[] = [];
let nextId = 0;

function spawn(): Slot {
  const slot: Slot = {
    worker: new Worker(path.join(__dirname, 'hash-worker.cjs'), { workerData: { niceness: HASH_NICENESS } }),
    jobs: new Map(),
  };
  slot.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = slot.jobs.get(id);
    slot.jobs.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(result);
  });
  slot.worker.on('error', (error) => {
    // A crashed worker fails its job; the next check starts a new one.
    for (const job of slot.jobs.values()) job.reject(error);
    slot.jobs.clear();
    const at = free.indexOf(slot);
    if (at >= 0) free.splice(at, 1);
  });
  slot.worker.unref(); // after the listeners, which would otherwise ref it again: never keeps a process alive
  return slot;
}

/** One check on a worker of its own; the queue admits at most HASH_THREADS at once. */
function onWorker<T>(message: Record<string, unknown>): Promise<T> {
  const slot = free.pop() ?? spawn();
  clearTimeout(slot.idle);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.jobs.set(id, { resolve: resolve as (v: unknown) => void, reject });
    slot.worker.postMessage({ id, ...message });
  }).finally(() => {
    if (slot.jobs.size) return; // crashed: not reused
    free.push(slot);
    slot.idle = setTimeout(() => {
      free.splice(free.indexOf(slot), 1);
      void slot.worker.terminate();
    }, IDLE_MS).unref();
  });
}

const queue = new FairQueue(HASH_THREADS);
const run = <T>(message: Record<string, unknown>): Promise<T> => queue.run('bcrypt', () => onWorker<T>(message));

export const passwords = {
  hash: (password: string, cost: number) => run<string>({ op: 'hash', password, cost }),
  /** bcrypt's own comparison; false for any mismatch (or a stored hash that is not bcrypt). */
  compare: (password: string, hash: string) => run<boolean>({ op: 'compare', password, hash }),
};
