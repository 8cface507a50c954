import { useEffect, useState } from 'react';
import { useAuth } from 'shared-auth';
import { isActive } from '../../lib/dates';
import { fetchMyPurchases } from './api/fetch-my-purchases';

// The cards of a page mount together: they share one in-flight read per learner instead of one request each. The
// entry goes once it settles, so a later visit (after a purchase) reads afresh.
const inFlight = new Map<string, Promise<Set<string>>>();

function activeExamIds(userId: string): Promise<Set<string>> {
  let read = inFlight.get(userId);
  if (!read) {
    read = fetchMyPurchases(userId)
      .then((purchases) => new Set(purchases.filter((p) => isActive(p.expiry_date)).map((p) => p.exam_id)))
      .finally(() => inFlight.delete(userId));
    inFlight.set(userId, read);
  }
  return read;
}

/** Whether the signed-in learner has an active purchase of `examId`; false while unknown, signed out or unreadable. */
export function useHasActiveAccess(examId: string): boolean {
  const { user } = useAuth();
  const userId = user?.id;
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
  return active;
}
