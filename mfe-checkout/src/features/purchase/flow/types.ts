// The contract with catalog (its plans page calls purchasePlan and owns the 'Processing...' state): contracts/src/checkout.ts.
export type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from '@nism/contracts';
