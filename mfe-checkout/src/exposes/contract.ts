import { checkout, type Implements, type CheckoutModules } from '@nism/contracts';

/** Sent with every exposed module: the shell refuses a module built for a contract version it does not support. */
export const contractVersion = checkout.version;

// Compile-time proof that the exposed files implement the contract (contracts/src/checkout.ts): tsc fails here on drift.
export type Exposed = Implements<
  CheckoutModules,
  {
    './purchase': typeof import('./purchase');
    './PurchaseHistory': typeof import('./PurchaseHistory');
  }
>;
