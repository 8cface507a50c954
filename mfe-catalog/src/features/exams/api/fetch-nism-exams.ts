import { publicDb, unwrap } from '@nism/platform';
import type { ExamRow } from '@nism/db-types';

/** Every exam whose name starts with 'NISM' (spec §7), in name order. */
export async function fetchNismExams(): Promise<ExamRow[]> {
  return unwrap(await publicDb().from('exams').select('*').like('name', 'NISM%').order('name'));
}
