import { loadSharedRemoteModule } from 'shared-auth';

/** The checkout remote's exposed purchase module, typed from its own source (a mismatch fails `tsc -b`). */
export type CheckoutPurchaseModule = typeof import('../../../mfe-checkout/src/exposes/purchase');

/** Loads `checkout/purchase` through the host's federation runtime; rejects when it cannot be reached. */
export function loadCheckout(): Promise<CheckoutPurchaseModule> {
  return loadSharedRemoteModule<CheckoutPurchaseModule>('checkout/purchase');
}
