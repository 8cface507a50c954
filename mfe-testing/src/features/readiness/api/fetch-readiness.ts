import { getSupabase, unwrap } from '@nism/platform';

/** What the learner must answer before an estimate means something (get_readiness, status 'more'). */
export interface ReadinessMore {
  status: 'more';
  /** Questions answered so far (first answers in submitted attempts). */
  answered: number;
  /** How many more to answer, at least. */
  more: number;
  chapters: { chapter: number; title: string; more: number }[];
  sections: { section: string; more: number }[];
}

/** The estimate of a score on a fresh paper in the exam's blueprint (get_readiness, status 'ready'). */
export interface ReadinessEstimate {
  status: 'ready';
  answered: number;
  expected: number;
  low: number;
  high: number;
  interval_percent: number;
  /** 0..1 */
  pass_chance: number;
  pass_marks: number;
  total_marks: number;
}

export type Readiness = ReadinessMore | ReadinessEstimate;

export async function fetchReadiness(examId: string): Promise<Readiness> {
  return unwrap(await (await getSupabase()).rpc('get_readiness', { p_exam_id: examId })) as unknown as Readiness;
}
