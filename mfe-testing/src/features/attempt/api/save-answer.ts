import { getSupabase, unwrap } from '@nism/platform';
import type { QuestionSave } from '../state/save-queue';

/**
 * Saves a question's answer (canonical option), review mark and time on screen; a field left out keeps what the
 * server has. An answer goes with the option order the page shows (`optionKeys`), which the server checks against
 * the attempt's: refused after the deadline (P0001), once submitted (NSM01), or from a page showing another order
 * (NSM02, see stale-order.ts).
 */
export async function saveAnswer(attemptId: string, questionId: string, save: QuestionSave, optionKeys: string): Promise<void> {
  unwrap(
    await (
      await getSupabase()
    ).rpc('save_answer', {
      p_attempt_id: attemptId,
      p_question_id: questionId,
      p_selected_option: save.option ?? undefined,
      // Clear my answer: the server forgets the option (the question is unanswered again).
      ...(save.option === null ? { p_clear: true } : {}),
      p_marked_for_review: save.marked,
      p_time_spent_ms: save.timeMs,
      p_option_keys: optionKeys,
    }),
  );
}
