import { useEffect, useRef } from 'react';
import { saveVisit } from '../api/save-visit';

/** A question the learner stays on this long counts as where they are: paging past with N sends nothing yet. */
export const VISIT_SETTLE_MS = 600;

/**
 * Keeps the server's record of visited questions and the current question: once the learner has settled on a
 * question, every question shown since the last send is sent, the current one last. Best effort, outside the save
 * queue, so it never shows as an unsaved answer: what fails is sent again with the next visit.
 */
export function useVisitSync(attemptId: string, currentId: string, serverVisited: readonly string[] | null): void {
  const unsent = useRef(new Set<string>());
  const sending = useRef(false);

  useEffect(() => {
    unsent.current.delete(currentId);
    unsent.current.add(currentId); // last in the set's order: sent last, so it ends as the current question
    const timer = setTimeout(async () => {
      if (sending.current) return;
      sending.current = true;
      try {
        for (const id of [...unsent.current]) {
          await saveVisit(attemptId, id);
          unsent.current.delete(id);
        }
      } catch {
        // offline or refused: kept for the next visit
      } finally {
        sending.current = false;
      }
    }, VISIT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [attemptId, currentId]);

  // Questions the server already knows as visited need no send, unless one is the current question.
  useEffect(() => {
    for (const id of serverVisited ?? []) if (id !== currentId) unsent.current.delete(id);
  }, [serverVisited, currentId]);
}
