import { publicDb, unwrap } from '@nism/platform';

/** The exam's deduction for a wrong answer, in % of the question's marks (exam_info, public); 0 when it has none. */
export async function fetchNegativePercent(examId: string): Promise<number> {
  const result = await publicDb()
    .from('exam_info')
    .select('negative_marking_percent')
    .eq('exam_id', examId)
    .maybeSingle()
    .overrideTypes<{ negative_marking_percent: number } | null, { merge: false }>();
  return Number(unwrap(result)?.negative_marking_percent) || 0;
}
