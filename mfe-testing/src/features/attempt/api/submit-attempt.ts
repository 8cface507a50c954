import { getSupabase, unwrap } from '@nism/platform';
import type { Attempt } from '../../../lib/rows';

/** Completes and scores the attempt on the server; idempotent, so a second submit is harmless. */
export async function submitAttempt(attemptId: string): Promise<Attempt> {
  return unwrap(await (await getSupabase()).rpc('submit_attempt', { p_attempt_id: attemptId }));
}
