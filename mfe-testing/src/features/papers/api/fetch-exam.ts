import { getSupabase, NotFoundError, unwrap } from '@nism/platform';
import type { ExamRow } from '@nism/db-types';

/** The exam and its negative marking (% of a wrong answer's marks; null for an exam without published rules). */
export type Exam = Pick<ExamRow, 'id' | 'name' | 'description'> & { negative_marking_percent: number | null };

/** One exam by id, with its marking rule; throws NotFoundError for an unknown id. */
export async function fetchExam(examId: string): Promise<Exam> {
  const result = await (
    await getSupabase()
  )
    .from('exams')
    .select('id, name, description, exam_info(negative_marking_percent)')
    .eq('id', examId)
    .maybeSingle();
  const row = unwrap(result);
  if (!row) throw new NotFoundError('Exam not found');
  const { exam_info: info, ...exam } = row;
  return { ...exam, negative_marking_percent: info?.negative_marking_percent ?? null };
}
