import { getSupabase, unwrap } from '@nism/platform';
import type { Option } from '../../../lib/options';

export interface PracticeCheck {
  correct_option: Option;
  is_correct: boolean;
  explanation: string;
}

/** The key and explanation of a question whose key the learner has already seen; writes nothing. */
export async function checkPracticeAnswer(questionId: string, selected: Option): Promise<PracticeCheck> {
  const rows = unwrap(await (await getSupabase()).rpc('check_practice_answer', { p_question_id: questionId, p_selected_option: selected }));
  const [row] = rows as unknown as PracticeCheck[];
  return row;
}
