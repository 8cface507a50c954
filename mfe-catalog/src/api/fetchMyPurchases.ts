import { getSupabase, type ExamPurchaseRow, type ExamRow } from 'shared-auth';
import { CatalogApiError } from './errors';

export type PurchaseWithExam = ExamPurchaseRow & { exams: Pick<ExamRow, 'id' | 'name'> | null };

/** The signed-in user's purchases with their exam, newest first (RLS also limits rows to the owner). */
export async function fetchMyPurchases(userId: string): Promise<PurchaseWithExam[]> {
  const { data, error } = await (await getSupabase())
    .from('exam_purchases')
    .select('*, exams(id, name)')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new CatalogApiError('Loading your purchases failed', error);
  return data;
}
