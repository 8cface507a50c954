import { publicDb, type ExamRow } from 'shared-auth';
import { CatalogApiError } from './errors';

/** Every exam whose name starts with 'NISM' (spec §7), in name order. */
export async function fetchNismExams(): Promise<ExamRow[]> {
  const { data, error } = await publicDb().from('exams').select('*').like('name', 'NISM%').order('name');
  if (error) throw new CatalogApiError('Loading exams failed', error);
  return data;
}
