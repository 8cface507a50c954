import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions, RazorpaySuccess } from './types';

/** Payment window lifetime, seconds (the product's constant). */
export const CHECKOUT_TIMEOUT_S = 900;

export type CheckoutEnding =
  | { kind: 'paid'; payment: RazorpaySuccess }
  | { kind: 'dismissed' }
  | { kind: 'timed-out' }
  | { kind: 'failed'; reason: 'declined' | 'not-opened'; description?: string };

export type CheckoutRequest = Omit<RazorpayOptions, 'timeout' | 'modal' | 'retry' | 'handler'>;

/**
 * Opens the payment window and resolves with how it ended, once. Razorpay reports its own
 * timeout through ondismiss, so a dismissal after the full timeout counts as timed out.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  request: CheckoutRequest,
  now: () => number = Date.now,
): Promise<CheckoutEnding> {
  return new Promise((resolve) => {
    let settled = false;
    const end = (ending: CheckoutEnding) => {
      if (settled) return;
      settled = true;
      resolve(ending);
    };
    let openedAt = now();
    try {
      const rzp = new Razorpay({
        ...request,
        timeout: CHECKOUT_TIMEOUT_S,
        retry: { enabled: false },
        modal: {
          confirm_close: true,
          ondismiss: () => end(now() - openedAt >= (CHECKOUT_TIMEOUT_S - 1) * 1000 ? { kind: 'timed-out' } : { kind: 'dismissed' }),
        },
        handler: (payment) => end({ kind: 'paid', payment }),
      });
      rzp.on('payment.failed', (response: RazorpayFailure) => {
        // The page reports the failure and gives up (retries are off): the window must not stay open to pay.
        rzp.close();
        end({ kind: 'failed', reason: 'declined', description: response?.error?.description || undefined });
      });
      openedAt = now();
      rzp.open();
    } catch (error) {
      end({ kind: 'failed', reason: 'not-opened', description: error instanceof Error ? error.message : undefined });
    }
  });
}
