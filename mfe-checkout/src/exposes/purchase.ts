// checkout/purchase: the module catalog's plans page loads to buy a plan.
export { purchasePlan } from '../features/purchase/flow/purchase-plan';
export type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from '../features/purchase/flow/types';
export { contractVersion } from './contract';
