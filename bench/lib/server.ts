import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../local-supabase/src/node-flags';

export interface BenchServer {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** Peak resident memory of the server process so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Resident memory of the server process now (VmRSS), in MB. */
  rssMb(): number;
  /** The server's processes: tsx and the node process it runs the server in. */
  pids(): number[];
  /** From spawning the process to the server listening, in ms. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts local-supabase in a child process: PGlite on a throwaway copy of the cached database, on `dataDir` (a
 * persistent data folder, as `npm start` keeps one: migrated and seeded on its first start), or the given PostgreSQL.
 */
export function startBenchServer(databaseUrl?: string, dataDir?: string): Promise<BenchServer> {
  const root = path.resolve(__dirname, '..', '..');
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [...SERVER_NODE_FLAGS, path.join(__dirname, 'server-process.ts')], // as the server's own start script runs it
    {
      env: { ...process.env, ...SERVER_ENV, DATABASE_URL: databaseUrl ?? '', BENCH_DATA_DIR: dataDir ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffer += d.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const info = JSON.parse(line);
      resolve({
        ...info,
        startMs: performance.now() - spawnedAt,
        pids: () => processTree(child.pid!),
        rssMb() {
          return Math.max(...processTree(child.pid!).map((pid) => statusMb(pid, 'VmRSS')));
        },
        peakRssMb() {
          // tsx runs the server in a grandchild node process: read the largest VmHWM in the tree.
          return Math.max(...processTree(child.pid!).map(vmHwmMb));
        },
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** A process and every descendant. */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (const p of pids) {
    try {
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      /* process gone */
    }
  }
  return pids;
}

const vmHwmMb = (pid: number) => statusMb(pid, 'VmHWM');

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}
