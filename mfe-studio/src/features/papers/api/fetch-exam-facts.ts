import { publicDb, unwrap } from '@nism/platform';
import type { ExamFacts } from './types';

/** The exam's information and blueprint as learners read them (exam_info, public). */
export async function fetchExamFacts(examId: string): Promise<ExamFacts | null> {
  const result = await publicDb()
    .from('exam_info')
    .select(
      'title, certification_levels, requirement, aim, objectives, duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks',
    )
    .eq('exam_id', examId)
    .maybeSingle()
    .overrideTypes<ExamFacts | null, { merge: false }>();
  return unwrap(result);
}
