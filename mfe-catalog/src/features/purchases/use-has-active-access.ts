import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from 'shared-auth';
import { isActive } from '../../lib/dates';
import { fetchMyPurchases, type PurchaseWithExam } from './api/fetch-my-purchases';

const activeIdsOf = (purchases: PurchaseWithExam[]) => new Set(purchases.filter((p) => isActive(p.expiry_date)).map((p) => p.exam_id));

// The cards of a page mount together: they share one in-flight read per learner instead of one request each. The
// entry goes once it settles, so a later visit (after a purchase) reads afresh.
const inFlight = new Map<string, Promise<Set<string>>>();

function activeExamIds(userId: string): Promise<Set<string>> {
  let read = inFlight.get(userId);
  if (!read) {
    read = fetchMyPurchases(userId)
      .then(activeIdsOf)
      .finally(() => inFlight.delete(userId));
    inFlight.set(userId, read);
  }
  return read;
}

/** The learner's active exams, when the page has already read their purchases (null: not known here). */
const KnownActiveExams = createContext<Set<string> | null>(null);

/** Gives the cards below the purchases a page has read, so they do not read them again. */
export function PurchasesKnown({ purchases, children }: { purchases: PurchaseWithExam[] | null; children: ReactNode }) {
  return createElement(KnownActiveExams.Provider, { value: purchases && activeIdsOf(purchases) }, children);
}

/** Whether the signed-in learner has an active purchase of `examId`; false while unknown, signed out or unreadable. */
export function useHasActiveAccess(examId: string): boolean {
  const { user } = useAuth();
  const known = useContext(KnownActiveExams);
  const userId = known ? undefined : user?.id;
  const [active, setActive] = useState(false);
  useEffect(() => {
    setActive(false);
    if (!userId) return;
    let current = true;
    activeExamIds(userId).then(
      (ids) => current && setActive(ids.has(examId)),
      () => {}, // the buttons to the plans stay: the plans page reports a backend failure itself
    );
    return () => {
      current = false;
    };
  }, [userId, examId]);
  return known ? known.has(examId) : active;
}
