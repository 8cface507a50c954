import type { AuthOutcome } from './checks';

/** An auth call's outcome, or 'unexpected' when it throws (the network, a bug). */
export async function attempt<T extends AuthOutcome>(call: () => Promise<T>): Promise<T | AuthOutcome> {
  try {
    return await call();
  } catch {
    return { ok: false, unexpected: true };
  }
}
