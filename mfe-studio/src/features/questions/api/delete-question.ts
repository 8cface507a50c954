import { callRpc } from '../../../lib/rpc';

/** Deletes a draft no one has answered (delete_question); 23503 once attempted ("retire it instead"). */
export async function deleteQuestion(id: string): Promise<void> {
  await callRpc<unknown>('delete_question', { p_id: id });
}
