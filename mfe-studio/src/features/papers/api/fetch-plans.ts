import { callRpc } from '../../../lib/rpc';
import type { StudioPlan } from './types';

/** The exam's plans with their price history and scheduled prices (studio_plans, staff). */
export async function fetchPlans(examId: string): Promise<StudioPlan[]> {
  return (await callRpc<StudioPlan[] | null>('studio_plans', { p_exam_id: examId })) ?? [];
}
