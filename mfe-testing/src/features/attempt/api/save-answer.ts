import { getSupabase, unwrap } from 'platform';
import type { Option } from '../../../lib/options';

/** Upserts one answer; refused after the deadline (P0001) or once submitted (NSM01). */
export async function saveAnswer(attemptId: string, questionId: string, option: Option): Promise<void> {
  unwrap(
    await (
      await getSupabase()
    ).rpc('save_answer', {
      p_attempt_id: attemptId,
      p_question_id: questionId,
      p_selected_option: option,
    }),
  );
}
