import { getSupabase, unwrap } from '@nism/platform';

/** Where an attempt stands among learners' first attempts at its paper (get_attempt_standing); aggregates only. */
export interface Standing {
  /** Learners with a completed first attempt at the paper, the caller among them. */
  learners: number;
  /** How many it takes before a percentile is shown. */
  needed: number;
  /** The share of other learners' first attempts this attempt beat (ties half), in percent; null below `needed`. */
  percentile: number | null;
  sections: { section: string; percentile: number | null }[];
}

export async function fetchStanding(attemptId: string): Promise<Standing> {
  return unwrap(await (await getSupabase()).rpc('get_attempt_standing', { p_attempt_id: attemptId })) as unknown as Standing;
}
