import { callRpc } from '../../../lib/rpc';
import type { PaperKind, StudioPaper } from './types';

export interface PaperDraft {
  examId: string;
  title: string;
  kind: PaperKind;
  description: string;
  /** For a demo or practice paper: how many questions it will hold (its time follows the exam's pace). */
  questions?: number;
}

/** A new draft paper (save_test_paper, admins; 22023 names the field a value is wrong in). */
export async function createPaper(draft: PaperDraft): Promise<StudioPaper> {
  return callRpc<StudioPaper>('save_test_paper', {
    p_id: null,
    p_exam_id: draft.examId,
    p_title: draft.title.trim(),
    p_kind: draft.kind,
    p_description: draft.description.trim(),
    p_questions: draft.kind === 'demo' || draft.kind === 'practice' ? (draft.questions ?? null) : null,
  });
}
