import { getSupabase, unwrap } from '@nism/platform';
import type { ExamPurchaseRow, ExamRow } from '@nism/db-types';

export type PurchaseWithExam = ExamPurchaseRow & { exams: Pick<ExamRow, 'id' | 'name'> | null };

/** The signed-in user's purchases with their exam, newest first (RLS also limits rows to the owner). */
export async function fetchMyPurchases(userId: string): Promise<PurchaseWithExam[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.from('exam_purchases').select('*, exams(id, name)').eq('user_id', userId).order('created_at', { ascending: false }),
  );
}
