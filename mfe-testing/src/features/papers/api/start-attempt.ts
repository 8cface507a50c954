import { getSupabase, unwrap } from 'platform';
import type { Attempt } from '../../../lib/rows';

/** Creates an attempt; the server sets start_time and deadline from its own clock. */
export async function startAttempt(testPaperId: string): Promise<Attempt> {
  return unwrap(await (await getSupabase()).rpc('start_attempt', { p_test_paper_id: testPaperId }));
}
