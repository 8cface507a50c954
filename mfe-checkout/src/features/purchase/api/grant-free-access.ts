import { ApiError, getSupabase, unwrap } from '@nism/platform';
import type { ExamPurchaseRow } from '@nism/db-types';

/** The free one-day demo: the database makes it (valid until the end of today, India time). */
export async function grantFreeAccess(planId: string): Promise<ExamPurchaseRow> {
  const purchase = unwrap(await (await getSupabase()).rpc('grant_free_access', { p_plan_id: planId }));
  if (!purchase) throw new ApiError('No purchase returned', '');
  return purchase;
}
