import { useCallback, useEffect, useRef } from 'react';

/** Shorter looks (skipping past a question) are not worth a save. */
const MIN_RECORDED_MS = 1000;

/**
 * Visible time per question: the clock runs for the question on screen while the tab is visible. When the learner
 * moves on, hides the tab or submits, the question's running total (the server's earlier total plus this page's)
 * goes to `record`. Returns `flush`, which records the question on screen now.
 */
export function useQuestionTime(
  questionId: string,
  serverTotals: Record<string, number> | null,
  record: (questionId: string, totalMs: number) => void,
): () => void {
  const spent = useRef(new Map<string, number>()); // this page's time per question
  const since = useRef<number | null>(null);
  const serverRef = useRef(serverTotals);
  serverRef.current = serverTotals;
  const recordRef = useRef(record);
  recordRef.current = record;

  // Leaving the page (to the results, or anywhere) is not a look at the question worth a save.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      leaving.current = true;
    },
    [],
  );

  const stop = useCallback((id: string) => {
    if (since.current === null || leaving.current) return;
    const ms = performance.now() - since.current;
    since.current = null;
    const mine = (spent.current.get(id) ?? 0) + ms;
    spent.current.set(id, mine);
    if (ms >= MIN_RECORDED_MS) recordRef.current(id, Math.round((serverRef.current?.[id] ?? 0) + mine));
  }, []);
  const resume = useCallback(() => {
    if (document.visibilityState === 'visible') since.current = performance.now();
  }, []);

  useEffect(() => {
    resume();
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop(questionId) : resume());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop(questionId);
    };
  }, [questionId, stop, resume]);

  return useCallback(() => {
    stop(questionId);
    resume();
  }, [questionId, stop, resume]);
}
