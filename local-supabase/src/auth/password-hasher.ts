// bcrypt costs ~55 ms of CPU per check. On the main thread, 200 learners signing in at once stalled every other
// request for tens of seconds; a small pool of worker threads keeps the API answering while passwords are checked.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

interface Job {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  slot: Slot;
}

interface Slot {
  worker: Worker;
  busy: number;
  idle?: NodeJS.Timeout;
}

const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
// Each worker is a V8 isolate of its own (~10 MB resident): one idle this long is ended, and the next sign-in starts
// it again (~30 ms), so the server stays small while learners sit tests rather than sign in.
const IDLE_MS = 5_000;
const slots: Slot[] = [];
const jobs = new Map<number, Job>();
let nextId = 0;

function spawn(): Slot {
  const slot: Slot = { worker: new Worker(path.join(__dirname, 'hash-worker.cjs')), busy: 0 };
  slot.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = jobs.get(id);
    if (!job) return;
    jobs.delete(id);
    if (--slot.busy === 0) slot.idle = setTimeout(() => retire(slot), IDLE_MS).unref();
    if (error !== undefined) job.reject(new Error(error));
    else job.resolve(result);
  });
  slot.worker.on('error', (error) => {
    // A crashed worker fails its own jobs and is replaced on the next call.
    retire(slot);
    for (const [id, job] of jobs) {
      if (job.slot !== slot) continue;
      jobs.delete(id);
      job.reject(error);
    }
  });
  slot.worker.unref(); // after the listeners, which would otherwise ref it again: never keeps a process alive
  slots.push(slot);
  return slot;
}

function retire(slot: Slot): void {
  clearTimeout(slot.idle);
  const at = slots.indexOf(slot);
  if (at < 0) return;
  slots.splice(at, 1);
  void slot.worker.terminate();
}

function run<T>(message: Record<string, unknown>): Promise<T> {
  while (slots.length < POOL_SIZE) spawn();
  const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  clearTimeout(slot.idle);
  slot.busy++;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    jobs.set(id, { resolve: resolve as (value: unknown) => void, reject, slot });
    slot.worker.postMessage({ id, ...message });
  });
}

export const passwords = {
  hash: (password: string, cost: number) => run<string>({ op: 'hash', password, cost }),
  /** bcrypt's own comparison; false for any mismatch. */
  compare: (password: string, hash: string) => run<boolean>({ op: 'compare', password, hash }),
};
