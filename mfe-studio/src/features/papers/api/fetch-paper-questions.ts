import type { PreviewQuestion } from '@nism/contracts';
import { callRpc } from '../../../lib/rpc';

export interface PaperQuestion extends PreviewQuestion {
  id: string;
  position: number;
  status: 'draft' | 'published';
  topic: string | null;
}

/** Every question of a paper not retired, drafts included, in paper order, with its key (studio_paper_questions, staff). */
export async function fetchPaperQuestions(paperId: string): Promise<PaperQuestion[]> {
  return (await callRpc<PaperQuestion[] | null>('studio_paper_questions', { p_paper_id: paperId })) ?? [];
}
