import { getSupabase, unwrap } from '@nism/platform';

/** 'completed' opens every paper, 'demo' only 'Demo Questions', null none (spec §5). */
export type ExamAccess = 'completed' | 'demo' | null;

/**
 * The learner's access to an exam, as checkout publishes it (exam_access): its latest purchase that the server judges
 * active decides, so a browser clock set wrong neither opens nor closes the papers.
 */
export async function fetchExamAccess(examId: string): Promise<ExamAccess> {
  const accesses = unwrap(await (await getSupabase()).rpc('exam_access', { p_exam_id: examId }));
  const current = accesses.find((a) => a.active);
  return current ? (current.payment_status as Exclude<ExamAccess, null>) : null;
}
