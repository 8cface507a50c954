import { getSupabase, unwrap } from '@nism/platform';

/** One section's or topic's figures in one attempt (or the earlier attempts together). */
export interface Figures {
  questions: number;
  marks: number;
  correct: number;
  wrong: number;
  unanswered: number;
  marks_earned: number;
  negative_marks: number;
  time_ms: number;
}

export interface BreakdownRow {
  name: string;
  this_attempt: Figures;
  /** The learner's earlier attempts of the exam together; null when none had this section or topic. */
  earlier: Figures | null;
}

export interface Breakdown {
  earlier_attempts: number;
  sections: BreakdownRow[];
  topics: BreakdownRow[];
}

/** Sections and topics of a submitted attempt against the learner's earlier attempts (get_attempt_breakdown). */
export async function fetchBreakdown(attemptId: string): Promise<Breakdown> {
  return unwrap(await (await getSupabase()).rpc('get_attempt_breakdown', { p_attempt_id: attemptId })) as unknown as Breakdown;
}
