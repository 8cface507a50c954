// checkout/purchase: the module catalog's plans page loads to buy a plan.
export { purchasePlan } from '../purchase/purchase-plan';
export type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from '../purchase/types';
export { contractVersion } from './contract';
