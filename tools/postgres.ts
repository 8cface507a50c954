// A throwaway PostgreSQL server on a free loopback port, for the benchmark and the soak test.
// initdb refuses root, so as root the cluster is created and run as the `postgres` user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './stack';

export interface ThrowawayPostgres {
  url: string;
  /** The postmaster's process id (its children are the server's other processes). */
  pid(): number | undefined;
  stop(): void;
}

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const version = fs.readdirSync(base).sort().pop();
  return version ? path.join(base, version, 'bin') : null;
}

export function postgresAvailable(): boolean {
  return pgBin() !== null;
}

/** `options`: more server settings (`['-c', 'name=value', …]`). */
export async function startThrowawayPostgres(options: string[] = []): Promise<ThrowawayPostgres> {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nism-pg-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres', dir]);
  const run = (cmd: string, args: string[]) =>
    root
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  run(path.join(bin, 'initdb'), ['-D', `${dir}/db`, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    `${dir}/db`,
    '-l',
    `${dir}/server.log`,
    '-w',
    '-o',
    [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`, ...options].join(' '),
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: () => Number(fs.readFileSync(`${dir}/db/postmaster.pid`, 'utf8').split('\n')[0]) || undefined,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', `${dir}/db`, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
