import { notify } from '@nism/shared-ui';
import { activePurchaseOf, fetchExamAccess, paidAccessUntil } from '../api/fetch-exam-access';
import { askToExtend } from './ask-to-extend';
import { asReason, MESSAGES } from './messages';
import { takeFreeAccess } from './free-access';
import { payForPlan } from './paid-checkout';
import type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from './types';

/**
 * Buys a plan for a signed-in user (catalog checks sign-in first). Shows every toast and
 * navigates itself; resolves on every ending, so the caller can clear its processing state.
 */
export async function purchasePlan(input: PurchaseInput, deps: PurchaseDeps): Promise<PurchaseOutcome> {
  const { exam, plan } = input;
  const free = plan.price === 0;
  try {
    // Checkout's own exam_access: which accesses run is the server's judgement, never this device's clock.
    const accesses = await fetchExamAccess(exam.id);
    if (activePurchaseOf(accesses, plan.id)) {
      notify.error(...MESSAGES.alreadyActive);
      return { status: 'already-owned' };
    }
    // Another paid plan still running: the new one starts when it ends (the database extends the expiry), so the
    // learner loses no day, but should know and agree before paying.
    const until = free ? null : paidAccessUntil(accesses);
    if (until && !(await askToExtend(until))) return { status: 'cancelled' };
  } catch (error) {
    if (free) notify.error(...MESSAGES.freeFailed);
    else notify.error(...MESSAGES.startFailed(asReason((error as Error).message)));
    return { status: 'failed' };
  }
  return free ? takeFreeAccess(input, deps) : payForPlan(input, deps);
}
