// The checkout remote is deployed on its own, so the module that arrives at runtime may not be the one
// type-checked here: its answer is checked before catalog trusts that checkout has told the user.
const STATUSES = ['purchased', 'already-owned', 'cancelled', 'failed'] as const;

export type PurchaseStatus = (typeof STATUSES)[number];

export function isPurchaseOutcome(value: unknown): value is { status: PurchaseStatus } {
  const status = (value as { status?: unknown } | null)?.status;
  return typeof status === 'string' && (STATUSES as readonly string[]).includes(status);
}
