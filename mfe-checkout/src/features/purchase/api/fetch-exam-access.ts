import { getSupabase, unwrap } from '@nism/platform';
import type { ExamAccessRow } from '@nism/db-types';

/** The learner's accesses to an exam (exam_access), each judged active by the server's clock, newest first. */
export async function fetchExamAccess(examId: string): Promise<ExamAccessRow[]> {
  return unwrap(await (await getSupabase()).rpc('exam_access', { p_exam_id: examId })) as ExamAccessRow[];
}

const paidAndActive = (a: ExamAccessRow) => a.active && a.payment_status === 'completed';

/** A running paid access to this plan: buying it again is refused. */
export const activePurchaseOf = (accesses: ExamAccessRow[], planId: string) =>
  accesses.find((a) => paidAndActive(a) && a.plan_id === planId) ?? null;

/** Until when paid access to the exam runs (the latest expiry among running paid accesses); null if none. */
export const paidAccessUntil = (accesses: ExamAccessRow[]): string | null =>
  accesses.filter(paidAndActive).reduce<string | null>((until, a) => (until && until > a.expiry_date ? until : a.expiry_date), null);
