import { getSupabase, unwrap } from 'platform';
import type { Option } from '../../../lib/options';

/** Upserts one answer; refused (P0001) after the deadline or once submitted. */
export async function saveAnswer(attemptId: string, questionId: string, option: Option): Promise<void> {
  unwrap(
    await (await getSupabase()).rpc('save_answer', {
      p_attempt_id: attemptId,
      p_question_id: questionId,
      p_selected_option: option,
    }),
  );
}
