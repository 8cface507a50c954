import { getSupabase, unwrap } from '@nism/platform';

export type PracticeMode = 'mistakes' | 'topic';

/** A practice question: no key; the database checks each answer (check_practice_answer). */
export interface PracticeQuestion {
  id: string;
  test_paper_id: string;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  topic: string | null;
  case_title: string | null;
  case_passage: string | null;
}

/** Questions from the learner's own submitted attempts: their mistakes, or one topic. Refused (42501) without access. */
export async function startPractice(examId: string, mode: PracticeMode, topic?: string): Promise<PracticeQuestion[]> {
  const result = await (await getSupabase()).rpc('start_practice', { p_exam_id: examId, p_mode: mode, p_topic: topic, p_limit: 20 });
  return unwrap(result);
}
