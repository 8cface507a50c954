// What a journey knows about the stack that e2e/run.ts started.
export interface E2EStack {
  urls: Record<string, string>;
  shellUrl: string;
  backendUrl: string;
  inboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  controlUrl: string;
}

export const stack: E2EStack =
  JSON.parse(process.env.E2E_STACK ?? 'null') ??
  (() => {
    throw new Error('Run browser journeys through `npm run test:e2e`, which starts the stack.');
  })();

/** An absolute URL on the shell. */
export const site = (p: string) => new URL(p, stack.shellUrl).toString();

async function control(app: string, action: 'stop' | 'start') {
  const res = await fetch(`${stack.controlUrl}/apps/${app}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`Could not ${action} ${app}: ${res.status} ${await res.text()}`);
}

/** Takes one app's server down (a remote outage) and brings it back. */
export const stopApp = (app: string) => control(app, 'stop');
export const startApp = (app: string) => control(app, 'start');

/** Runs the prerender deploy step again (tools/prerender.ts): the pages written and those that kept their old HTML. */
export async function prerenderAgain(): Promise<{ written: string[]; failed: { path: string; reason: string }[] }> {
  const res = await fetch(`${stack.controlUrl}/prerender`, { method: 'POST' });
  if (!res.ok) throw new Error(`Could not prerender: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ written: string[]; failed: { path: string; reason: string }[] }>;
}

/** Stops local-supabase (a backend outage) and starts it again on the same port with the same data. */
export const stopBackend = () => control('backend', 'stop');
export const startBackend = () => control('backend', 'start');
