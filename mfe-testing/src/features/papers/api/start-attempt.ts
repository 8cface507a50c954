import { getSupabase, unwrap } from '@nism/platform';
import type { Attempt } from '../../../lib/rows';

/**
 * Creates an attempt; the server sets start_time and deadline from its own clock. With an attempt of the paper still
 * running, the server returns that one, or, with `endRunning`, submits it and starts a new one.
 */
export async function startAttempt(testPaperId: string, endRunning = false): Promise<Attempt> {
  return unwrap(await (await getSupabase()).rpc('start_attempt', { p_test_paper_id: testPaperId, p_end_running: endRunning }));
}
