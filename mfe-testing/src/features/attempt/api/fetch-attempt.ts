import { ATTEMPT_READS } from '@nism/contracts';
import { NotFoundError, unwrap } from '@nism/platform';
import { readEarly } from '../../../lib/read-early';
import type { Attempt } from '../../../lib/rows';

// The same query the shell's early read sends (contracts' ATTEMPT_READS, issue 47 §3).
const { table, select } = ATTEMPT_READS.attempt;

/** The attempt from its row; a missing one (someone else's: RLS hides it) throws NotFoundError. */
export function toAttempt(row: Attempt | null | undefined): Attempt {
  if (!row) throw new NotFoundError('Attempt not found');
  return row;
}

/** One of the learner's attempts; someone else's or a missing one throws NotFoundError (RLS hides it). */
export async function fetchAttempt(attemptId: string): Promise<Attempt> {
  return toAttempt(unwrap(await readEarly((db) => db.from(table).select(select).eq('id', attemptId).maybeSingle())));
}
