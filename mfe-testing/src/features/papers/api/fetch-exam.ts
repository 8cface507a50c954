import { getSupabase, NotFoundError, unwrap } from 'platform';
import type { ExamRow } from 'db-types';

export type Exam = Pick<ExamRow, 'id' | 'name' | 'description'>;

/** One exam by id; throws NotFoundError for an unknown id. */
export async function fetchExam(examId: string): Promise<Exam> {
  const result = await (await getSupabase()).from('exams').select('id, name, description').eq('id', examId).maybeSingle();
  const exam = unwrap(result);
  if (!exam) throw new NotFoundError('Exam not found');
  return exam;
}
