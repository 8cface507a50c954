import { db } from './client';
import { unwrap } from './errors';
import type { Attempt } from './fetch-attempts';

/** Completes and scores the attempt on the server; idempotent, so a second submit is harmless. */
export async function submitAttempt(attemptId: string): Promise<Attempt> {
  return unwrap(await (await db()).rpc('submit_attempt', { p_attempt_id: attemptId }));
}
