import { paths } from '@nism/contracts';
import { ApiError, getRuntimeConfig } from '@nism/platform';
import { notify } from '@nism/shared-ui';
import { createOrder } from '../api/create-order';
import { verifyPayment } from '../api/verify-payment';
import { loadCheckoutScript } from '../razorpay/load-script';
import { openCheckout } from '../razorpay/open-checkout';
import type { FlowText } from './messages';
import { planName } from '../../../lib/plan-name';
import { watchActivation } from './watch-activation';
import type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from './types';

/** Pause before leaving for My Exams, so the success toast is seen. */
export const REDIRECT_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A paid plan: script, order, payment window, then verification on the server. */
export async function payForPlan(
  { exam, plan, user }: PurchaseInput,
  { navigate }: PurchaseDeps,
  { toast, t }: FlowText,
): Promise<PurchaseOutcome> {
  const { razorpay } = getRuntimeConfig();
  // The script first: if the window cannot open, no order is left behind.
  let Razorpay;
  try {
    Razorpay = await loadCheckoutScript(razorpay.checkoutScriptUrl);
  } catch {
    notify.error(...toast.scriptFailed);
    return { status: 'failed' };
  }

  const amount = plan.price * 100; // paise
  let orderId: string;
  try {
    orderId = (await createOrder({ amount, currency: 'INR', examId: exam.id, planId: plan.id, userId: user.id })).id;
  } catch (error) {
    notify.error(...toast.startFailed(toast.asReason((error as Error).message)));
    return { status: 'failed' };
  }

  const ending = await openCheckout(Razorpay, {
    key: razorpay.keyId,
    amount,
    currency: 'INR',
    order_id: orderId,
    name: exam.name,
    description: planName(plan.duration_days, t),
    prefill: { name: user.fullName, email: user.email },
  });
  if (ending.kind === 'dismissed') {
    notify.neutral(...toast.cancelled);
    return { status: 'cancelled' };
  }
  if (ending.kind === 'timed-out') {
    notify.error(...toast.timedOut);
    return { status: 'cancelled' };
  }
  if (ending.kind === 'failed') {
    // Razorpay's own words for a decline (the bank's reason) when it gives them; else ours, in the page's language.
    const fallback = ending.reason === 'declined' ? t.paymentDeclined() : t.windowNotOpened();
    notify.error(...toast.paymentFailed(ending.description || fallback));
    return { status: 'failed' };
  }

  const { payment } = ending;
  try {
    await verifyPayment({
      orderId: payment.razorpay_order_id,
      paymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
      examId: exam.id,
      planId: plan.id,
      userId: user.id,
      durationDays: plan.duration_days,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === '23505') {
      notify.error(...toast.duplicate);
      navigate(paths.exams());
      return { status: 'already-owned' };
    }
    // The payment id goes to the console too, for the support conversation the toast asks for.
    console.error(`Verification of payment ${payment.razorpay_payment_id} failed:`, error);
    // The spec's text asks the learner to quote their payment id: it is shown, and copies with one click.
    notify.error(...toast.verifyFailed(toast.asReason((error as Error).message)), {
      label: t.paymentId(),
      value: payment.razorpay_payment_id,
    });
    watchActivation(payment.razorpay_payment_id, navigate, toast);
    return { status: 'failed' };
  }
  notify.success(...toast.purchased);
  await sleep(REDIRECT_DELAY_MS);
  navigate(paths.exams());
  return { status: 'purchased' };
}
