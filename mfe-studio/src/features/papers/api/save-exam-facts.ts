import { callRpc } from '../../../lib/rpc';
import type { BlueprintSection, ExamFacts } from './types';

export interface ExamFactsChange {
  durationMinutes: number;
  passingScorePercent: number;
  negativeMarkingPercent: number;
  structure: BlueprintSection[];
}

/**
 * An exam's new blueprint (save_exam_facts, admins). The database checks that the sections add up and derives the
 * total; the next attempt submitted is marked with the new pass mark and negative marking, earlier ones keep theirs.
 */
export async function saveExamFacts(examId: string, change: ExamFactsChange): Promise<ExamFacts> {
  return callRpc<ExamFacts>('save_exam_facts', {
    p_exam_id: examId,
    p_duration_minutes: change.durationMinutes,
    p_passing_score_percent: change.passingScorePercent,
    p_negative_marking_percent: change.negativeMarkingPercent,
    p_structure: change.structure,
  });
}
