import { callRpc } from '../../../lib/rpc';
import type { QuestionStatus } from '../../../lib/question-filters';

/** Publishes, retires or returns a question to draft (set_question_status); 40001 when it changed since loaded. */
export async function setQuestionStatus(id: string, expectedVersion: number, status: QuestionStatus): Promise<void> {
  await callRpc<unknown>('set_question_status', { p_id: id, p_expected_version: expectedVersion, p_status: status });
}
