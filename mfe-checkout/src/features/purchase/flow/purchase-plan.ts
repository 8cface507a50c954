import { DEFAULT_LOCALE, LOCALE_TAGS } from '@nism/contracts';
import { notify } from '@nism/shared-ui';
import { messagesFor } from '../../../lib/messages';
import { activePurchaseOf, fetchExamAccess, paidAccessUntil } from '../api/fetch-exam-access';
import { askToExtend } from './ask-to-extend';
import { toasts, type FlowText } from './messages';
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
  // The language the catalog's page is in; an older catalog passes none, and the flow speaks English.
  const locale = deps.locale ?? DEFAULT_LOCALE;
  const t = await messagesFor(locale);
  const text: FlowText = { toast: toasts(t, locale), t, localeTag: LOCALE_TAGS[locale] };
  const { toast } = text;
  try {
    // Checkout's own exam_access: which accesses run is the server's judgement, never this device's clock.
    const accesses = await fetchExamAccess(exam.id);
    if (activePurchaseOf(accesses, plan.id)) {
      notify.error(...toast.alreadyActive);
      return { status: 'already-owned' };
    }
    // Another paid plan still running: the new one starts when it ends (the database extends the expiry), so the
    // learner loses no day, but should know and agree before paying.
    const until = free ? null : paidAccessUntil(accesses);
    if (until && !(await askToExtend(until, text))) return { status: 'cancelled' };
  } catch (error) {
    if (free) notify.error(...toast.freeFailed);
    else notify.error(...toast.startFailed(toast.asReason((error as Error).message)));
    return { status: 'failed' };
  }
  return free ? takeFreeAccess(input, deps, text) : payForPlan(input, deps, text);
}
