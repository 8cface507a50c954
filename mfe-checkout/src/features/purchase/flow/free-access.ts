import { paths } from '@nism/contracts';
import { ApiError } from '@nism/platform';
import { notify } from '@nism/shared-ui';
import { grantFreeAccess } from '../api/grant-free-access';
import type { FlowText } from './messages';
import type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from './types';

/** A plan priced 0: a demo purchase until the end of today, then the exam's papers, its demo one tap away. */
export async function takeFreeAccess(
  { exam, plan }: PurchaseInput,
  { navigate }: PurchaseDeps,
  { toast }: FlowText,
): Promise<PurchaseOutcome> {
  try {
    await grantFreeAccess(plan.id);
  } catch (error) {
    // A rule the database refused by (a paid plan is running) is said in its words; anything else may pass.
    const refusal = error instanceof ApiError && error.code === 'P0001' ? error.message : undefined;
    notify.error(...(refusal ? toast.freeRefused(refusal) : toast.freeFailed));
    return { status: 'failed' };
  }
  notify.success(...toast.freeGranted);
  navigate(paths.examDetail(exam.id));
  return { status: 'purchased' };
}
