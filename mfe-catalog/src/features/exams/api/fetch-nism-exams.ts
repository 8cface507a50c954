import { publicDb, unwrap } from '@nism/platform';
import type { ExamRow } from '@nism/db-types';
import type { PageRead } from '../../../lib/prefetch';

/** Every exam whose name starts with 'NISM' (spec §7), in name order. */
export async function fetchNismExams(): Promise<ExamRow[]> {
  return unwrap(await publicDb().from('exams').select('*').like('name', 'NISM%').order('name'));
}

/** The exam list as the Home and Exams pages read it (early, prerendered, then afresh). */
export const nismExamsRead: PageRead<ExamRow[]> = { key: 'exams', load: fetchNismExams };
