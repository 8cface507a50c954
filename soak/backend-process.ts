// local-supabase as its own process (the CLI) on a PGlite data directory, in its own process group so that
// SIGKILL takes down tsx and the node process under it at once, as a crash or an OOM kill would.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface BackendProcess {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** Everything the process printed (the first start migrates and seeds). */
  output(): string;
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export function startBackendProcess(dataDir: string, port: number): Promise<BackendProcess> {
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'local-supabase', 'src', 'cli.ts')], {
    env: { ...process.env, PORT: String(port), INBOX_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', QUIET: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((resolve, reject) => {
    let ready = false;
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready) return;
      const field = (name: string) => new RegExp(`${name}:\\s+(\\S+)`).exec(out)?.[1];
      const [url, publishableKey, secretKey] = [field('API URL'), field('Publishable key'), field('Secret key')];
      if (!url || !publishableKey || !secretKey) return;
      ready = true;
      resolve({
        url,
        publishableKey,
        secretKey,
        output: () => out,
        kill: async (signal) => {
          process.kill(-child.pid!, signal);
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`local-supabase exited (${code ?? signal}) before it was ready:\n${out}`)));
  });
}
