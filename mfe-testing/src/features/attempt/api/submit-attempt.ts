import { getSupabase, unwrap } from '@nism/platform';
import type { UserTestAttemptRow } from '@nism/db-types';

/**
 * Completes and scores the attempt on the server; idempotent, so a second submit is harmless. Returns the scored row,
 * every column of the marking included: the results page shows it without reading it again.
 */
export async function submitAttempt(attemptId: string): Promise<UserTestAttemptRow> {
  return unwrap(await (await getSupabase()).rpc('submit_attempt', { p_attempt_id: attemptId }));
}
