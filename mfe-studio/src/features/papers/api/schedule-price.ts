import { callRpc } from '../../../lib/rpc';
import type { StudioPlan } from './types';

/**
 * A plan's new price from `effectiveAt` (null: now) (schedule_plan_price, admins; 22023 for a bad price, a time in the
 * past or a price for the free plan). Orders already created keep their own amount.
 */
export async function schedulePrice(planId: string, price: number, originalPrice: number, effectiveAt: Date | null): Promise<StudioPlan[]> {
  return callRpc<StudioPlan[]>('schedule_plan_price', {
    p_plan_id: planId,
    p_price: price,
    p_original_price: originalPrice,
    p_effective_at: effectiveAt?.toISOString() ?? null,
  });
}

/** Withdraws a price that has not taken effect (cancel_plan_price, admins). */
export async function cancelPrice(priceId: number): Promise<StudioPlan[]> {
  return callRpc<StudioPlan[]>('cancel_plan_price', { p_price_id: priceId });
}
