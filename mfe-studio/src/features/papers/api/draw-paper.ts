import { callRpc } from '../../../lib/rpc';
import type { StudioPaper } from './types';

/**
 * Fills an empty draft full-length paper from the exam's question bank (draw_paper_from_bank, admins): stand-alone
 * questions by topic weight with the answer letters balanced, whole caselets for the caselet sections. 22023 names
 * what the bank lacks; then nothing has moved.
 */
export async function drawPaper(paperId: string, topicWeights: Record<string, number>): Promise<StudioPaper> {
  return callRpc<StudioPaper>('draw_paper_from_bank', { p_paper_id: paperId, p_topic_weights: topicWeights });
}
