export type PurchaseOutcome = 'purchased' | 'cancelled' | 'failed';

export async function purchasePlan(): Promise<PurchaseOutcome> {
  return 'failed';
}
