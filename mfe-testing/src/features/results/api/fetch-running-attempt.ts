import { getSupabase, unwrap } from '@nism/platform';

/** The learner's attempt of this paper that is still running (not submitted), if any: the newest one. */
export async function fetchRunningAttemptId(paperId: string): Promise<string | null> {
  const rows = unwrap(
    await (
      await getSupabase()
    )
      .from('user_test_attempts')
      .select('id')
      .eq('test_paper_id', paperId)
      .eq('completed', false)
      .gt('deadline', new Date().toISOString())
      .order('start_time', { ascending: false })
      .limit(1),
  );
  return rows[0]?.id ?? null;
}
