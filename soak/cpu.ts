// Where the two cores went during the sign-in storm: the server's process tree (its request thread, PGlite's thread
// and the hashing thread), PostgreSQL's processes, and this load generator, which in production would be the
// learners' own machines. Read from /proc (Linux); elsewhere the figures are left out.
import fs from 'node:fs';
import { processTree } from '../bench/lib/server';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system, all threads) the processes have used so far. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* process gone */
    }
  }
  return ticks / TICKS;
}

interface CpuSample {
  at: number;
  server: number;
  postgres: number;
  generator: number;
  /** The whole machine's busy time and the time the hypervisor ran other guests instead (steal), in CPU seconds. */
  busy: number;
  steal: number;
}

/** /proc/stat's first line: user nice system idle iowait irq softirq steal … in ticks. */
function machine(): { busy: number; steal: number } {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: (user + nice + system + irq + softirq) / TICKS, steal: steal / TICKS };
}

export interface CpuShare {
  seconds: number;
  server: number;
  postgres: number;
  generator: number;
  /** Every other process on the machine. */
  others: number;
  steal: number;
}

/** Samples every half second from now until stop(); share(from, to) is each party's CPU between two times. */
export function sampleCpu(serverPids: () => number[], postgresPid?: () => number | undefined) {
  if (!fs.existsSync('/proc/self/stat')) return { stop() {}, share: (): CpuShare | undefined => undefined };
  const samples: CpuSample[] = [];
  const take = () => {
    const pg = postgresPid?.();
    const generator = process.cpuUsage();
    samples.push({
      at: performance.now(),
      server: cpuSeconds(serverPids()),
      postgres: pg ? cpuSeconds(processTree(pg)) : 0,
      generator: (generator.user + generator.system) / 1e6,
      ...machine(),
    });
  };
  take();
  const timer = setInterval(take, 500);
  return {
    stop() {
      clearInterval(timer);
      take();
    },
    /** Between the samples nearest after `from` and nearest before `to`. */
    share(from: number, to: number): CpuShare | undefined {
      const a = samples.find((s) => s.at >= from) ?? samples[0];
      const b = [...samples].reverse().find((s) => s.at <= to) ?? samples[samples.length - 1];
      if (b.at <= a.at) return undefined;
      const [server, postgres, generator] = [b.server - a.server, b.postgres - a.postgres, b.generator - a.generator];
      return {
        seconds: (b.at - a.at) / 1000,
        server,
        postgres,
        generator,
        others: Math.max(0, b.busy - a.busy - server - postgres - generator),
        steal: b.steal - a.steal,
      };
    },
  };
}
