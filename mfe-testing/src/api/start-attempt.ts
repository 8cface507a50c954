import { db } from './client';
import { unwrap } from './errors';
import type { Attempt } from './fetch-attempts';

/** Creates an attempt; the server sets start_time and deadline from its own clock. */
export async function startAttempt(testPaperId: string): Promise<Attempt> {
  return unwrap(await (await db()).rpc('start_attempt', { p_test_paper_id: testPaperId }));
}
