import { callRpc } from '../../../lib/rpc';
import type { ExamFacts } from './types';

export interface ExamTexts {
  title: string;
  certificationLevels: string;
  requirement: string;
  aim: string;
  objectives: string[];
}

/**
 * The information page's texts (save_exam_info_texts, admins). 22023 names the field: empty or too long, or stating a
 * number of questions, marks, minutes or a percentage the blueprint does not have.
 */
export async function saveExamTexts(examId: string, texts: ExamTexts): Promise<ExamFacts> {
  return callRpc<ExamFacts>('save_exam_info_texts', {
    p_exam_id: examId,
    p_title: texts.title,
    p_certification_levels: texts.certificationLevels,
    p_requirement: texts.requirement,
    p_aim: texts.aim,
    p_objectives: texts.objectives,
  });
}
