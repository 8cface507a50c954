import { callRpc } from '../../../lib/rpc';

/** Closes a question's open reports as fixed or dismissed, with the reason (resolve_question_reports); returns how many. */
export async function resolveQuestionReports(questionId: string, outcome: 'fixed' | 'dismissed', reason: string): Promise<number> {
  return (
    (await callRpc<number | null>('resolve_question_reports', { p_question_id: questionId, p_outcome: outcome, p_reason: reason })) ?? 0
  );
}
