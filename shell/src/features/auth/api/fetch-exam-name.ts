import { publicDb, unwrap } from '@nism/platform';
import type { ExamRow } from '@nism/db-types';

const EXAM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An exam's name (public, like the catalog), or null for no such exam; an id that is not one is not asked about. */
export async function fetchExamName(examId: string): Promise<string | null> {
  if (!EXAM_ID.test(examId)) return null;
  const result = await publicDb().from('exams').select('*').eq('id', examId).maybeSingle();
  const row: ExamRow | null = unwrap(result);
  return row?.name ?? null;
}
