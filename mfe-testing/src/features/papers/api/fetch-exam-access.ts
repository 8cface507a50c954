import { getSupabase, unwrap } from '@nism/platform';

/** 'completed' opens every paper, 'demo' only 'Demo Questions', null none (spec §5). */
export type ExamAccess = 'completed' | 'demo' | null;

/** The learner's latest unexpired completed-or-demo purchase of an exam decides access. */
export async function fetchExamAccess(userId: string, examId: string): Promise<ExamAccess> {
  const result = await (
    await getSupabase()
  )
    .from('exam_purchases')
    .select('payment_status')
    .eq('user_id', userId)
    .eq('exam_id', examId)
    .in('payment_status', ['completed', 'demo'])
    .gte('expiry_date', new Date().toISOString())
    .order('created_at', { ascending: false })
    .limit(1);
  const rows = unwrap(result);
  return rows[0]?.payment_status ?? null;
}
