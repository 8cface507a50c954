import { getSupabase, unwrap } from '@nism/platform';
import type { ExamAccessRow } from '@nism/db-types';

/** A purchase as checkout publishes it: its exam's name, and whether the server judges it active. */
export type PurchaseWithExam = ExamAccessRow;

/** The signed-in learner's accesses (completed and demo purchases), newest first, through checkout's exam_access. */
export async function fetchMyPurchases(): Promise<PurchaseWithExam[]> {
  return unwrap(await (await getSupabase()).rpc('exam_access', {})) as PurchaseWithExam[];
}
