import { useCallback, useEffect, useRef, useState } from 'react';
import { notify, useNavigate } from '@nism/shared-ui';
import { submitAttempt } from '../api/submit-attempt';
import type { SaveQueue } from '../state/save-queue';
import { english, useMessages } from '../../../lib/messages';

export const SUBMIT_ERROR = english.submitError();
/** How long a submit waits for queued answers before giving up (manual) or submitting anyway (timer). */
export const FLUSH_TIMEOUT_MS = 10_000;
const AUTO_RETRY_MS = 5_000;

const withTimeout = (promise: Promise<boolean>, ms: number) =>
  Promise.race([promise, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/**
 * Submitting: first every queued answer is sent, then the server completes and scores the attempt, then
 * results open. A learner's submit stops if answers could not be saved (nothing is lost); the timer's
 * submit goes ahead and keeps retrying until the server accepts it. A second call while one runs is ignored.
 */
export function useSubmit(queue: SaveQueue, attemptId: string, resultsPath: string, beforeFlush: () => void) {
  const navigate = useNavigate();
  const t = useMessages();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const autoFailed = useRef(false);
  const [autoRetry, setAutoRetry] = useState(false);

  const submit = useCallback(
    async (auto: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      beforeFlush(); // the question on screen's time goes with the last saves
      const flushed = await withTimeout(queue.flush(), FLUSH_TIMEOUT_MS);
      // A learner's submit waits for every answer to be saved; the timer's goes ahead.
      const scored =
        (flushed || auto) &&
        (await submitAttempt(attemptId).then(
          (row) => row,
          () => null,
        ));
      if (scored) {
        queue.clear();
        // The results page says so when time ran out, and shows the scored row instead of reading it again.
        navigate(resultsPath, { replace: true, state: { autoSubmitted: auto, scored } });
      } else {
        // The timer's retries stay quiet after the first message.
        if (!auto || !autoFailed.current) notify.error(t.submitError());
        busy.current = false;
        setSubmitting(false);
        if (auto) {
          autoFailed.current = true;
          setAutoRetry(true);
        }
      }
    },
    [queue, attemptId, resultsPath, navigate, beforeFlush, t],
  );

  // A timer submit that failed (offline at zero) tries again on reconnect and every few seconds.
  useEffect(() => {
    if (!autoRetry) return;
    const retry = () => {
      setAutoRetry(false);
      void submit(true);
    };
    const timer = setTimeout(retry, AUTO_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [autoRetry, submit]);

  return { submitting, submit };
}
