import type { ComponentType } from 'react';
import type { RemoteContract } from './module-types';
import type { Locale } from './locale';

/**
 * The checkout remote renders no route of the site: it exposes the purchase flow that catalog's plans page calls, and
 * the learner's purchases with their receipts, which the shell's account page shows.
 */
export const checkout = {
  name: 'checkout',
  version: 1,
  pages: {},
  modules: ['./purchase', './PurchaseHistory'],
} as const satisfies RemoteContract<'checkout', Record<never, string>> & { modules: readonly `./${string}`[] };

/** The plan being bought: the columns of exam_plans that checkout reads. */
export interface PurchasePlan {
  id: string;
  exam_id: string;
  plan_type: string;
  price: number;
  duration_days: number;
}

export interface PurchaseInput {
  exam: { id: string; name: string };
  plan: PurchasePlan;
  user: { id: string; email: string; fullName?: string };
}

export interface PurchaseDeps {
  navigate: (to: string) => void;
  /** The language of the page buying: the flow's toasts and dialog speak it (English when absent). */
  locale?: Locale;
}

export const PURCHASE_STATUSES = ['purchased', 'already-owned', 'cancelled', 'failed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export interface PurchaseOutcome {
  status: PurchaseStatus;
}

/**
 * `checkout/purchase`: buys a plan for a signed-in user. It shows every toast and navigates itself; it resolves on
 * every ending, so the caller (which owns the 'Processing...' state) can clear it.
 */
export interface PurchaseModule {
  purchasePlan: (input: PurchaseInput, deps: PurchaseDeps) => Promise<PurchaseOutcome>;
  contractVersion?: number;
}

/**
 * `checkout/PurchaseHistory`: the signed-in learner's purchases, each paid one with its printable receipt. A section of
 * the shell's account page (not a route): it reads the session itself and shows its own loading and empty states.
 */
export interface PurchaseHistoryModule {
  default: ComponentType;
  contractVersion?: number;
}

export type CheckoutModules = { './purchase': PurchaseModule; './PurchaseHistory': PurchaseHistoryModule };

/**
 * Checkout is deployed on its own, so the module that arrives at runtime may not be the one type-checked against
 * this file: the caller checks the answer before it trusts that checkout has told the user.
 */
export function isPurchaseOutcome(value: unknown): value is PurchaseOutcome {
  const status = (value as { status?: unknown } | null)?.status;
  return typeof status === 'string' && (PURCHASE_STATUSES as readonly string[]).includes(status);
}
