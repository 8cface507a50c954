import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@nism/shared-auth';
import { fetchMyPurchases, type PurchaseWithExam } from './fetch-my-purchases';

type Access = 'any' | 'paid';

const hasAccess = (purchases: PurchaseWithExam[], examId: string, access: Access) =>
  purchases.some((p) => p.exam_id === examId && p.active && (access === 'any' || p.payment_status === 'completed'));

// The cards of a page mount together: they share one in-flight read per learner instead of one request each. The
// entry goes once it settles, so a later visit (after a purchase) reads afresh.
const inFlight = new Map<string, Promise<PurchaseWithExam[]>>();

function readPurchases(userId: string): Promise<PurchaseWithExam[]> {
  let read = inFlight.get(userId);
  if (!read) {
    read = fetchMyPurchases().finally(() => inFlight.delete(userId));
    inFlight.set(userId, read);
  }
  return read;
}

/** The learner's purchases, when the page has already read them ('pending': the page is reading them; null: not known here). */
const KnownPurchases = createContext<PurchaseWithExam[] | 'pending' | null>(null);

/** Gives the cards below the purchases a page has read (or is reading), so they do not read them themselves. */
export function PurchasesKnown({ purchases, children }: { purchases: PurchaseWithExam[] | 'pending' | null; children: ReactNode }) {
  return createElement(KnownPurchases.Provider, { value: purchases }, children);
}

/**
 * Whether the signed-in learner has an active purchase of `examId` (`paid`: a completed one, not the demo); false
 * while unknown, signed out or unreadable.
 */
export function useHasActiveAccess(examId: string, access: Access = 'any'): boolean {
  const { user } = useAuth();
  const known = useContext(KnownPurchases);
  const userId = known ? undefined : user?.id;
  const [active, setActive] = useState(false);
  useEffect(() => {
    setActive(false);
    if (!userId) return;
    let current = true;
    readPurchases(userId).then(
      (purchases) => current && setActive(hasAccess(purchases, examId, access)),
      () => {}, // the buttons to the plans stay: the plans page reports a backend failure itself
    );
    return () => {
      current = false;
    };
  }, [userId, examId, access]);
  if (known === 'pending') return false;
  return known ? hasAccess(known, examId, access) : active;
}
