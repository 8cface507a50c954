import { paths } from '@nism/contracts';
import type { PurchaseDeps } from './types';
import { notify } from '@nism/shared-ui';
import { isPaymentActivated } from '../api/find-purchase-by-payment';
import type { Toasts } from './messages';

export const ACTIVATION_POLL_MS = 2000;
/** Razorpay's webhook usually arrives within seconds; after this the support message stands. */
export const ACTIVATION_WATCH_MS = 60_000;

/**
 * After a verification that failed, the payment may still be captured and the webhook then activates the plan:
 * the page checks the purchase every few seconds and, once it is there, says so and opens My Exams.
 */
export function watchActivation(paymentId: string, navigate: PurchaseDeps['navigate'], toast: Toasts): void {
  const until = Date.now() + ACTIVATION_WATCH_MS;
  const check = async () => {
    const active = await isPaymentActivated(paymentId).catch(() => false);
    if (active) {
      notify.success(...toast.activatedLater);
      navigate(paths.exams());
    } else if (Date.now() < until) setTimeout(check, ACTIVATION_POLL_MS);
  };
  setTimeout(check, ACTIVATION_POLL_MS);
}
