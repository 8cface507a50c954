import { callRpc } from '../../../lib/rpc';
import type { StudioPaper } from './types';

/** Every paper of an exam, drafts and retired ones too (studio_papers, staff). */
export async function fetchPapers(examId: string): Promise<StudioPaper[]> {
  return (await callRpc<StudioPaper[] | null>('studio_papers', { p_exam_id: examId })) ?? [];
}
