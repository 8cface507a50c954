import { callRpc } from '../../../lib/rpc';

/** Admin only: re-marks every attempt that answered the question with its current key; returns how many changed. */
export async function remarkQuestionAttempts(questionId: string, reason: string): Promise<number> {
  const changed = await callRpc<number | null>('remark_question_attempts', { p_question_id: questionId, p_reason: reason });
  return changed ?? 0;
}
