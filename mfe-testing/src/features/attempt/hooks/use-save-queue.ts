import { ApiError, isPermanent, reportFieldError } from '@nism/platform';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { saveAnswer } from '../api/save-answer';
import { isStaleOrder } from '../api/stale-order';
import { createSaveQueue, pendingStorageKey, type SaveQueue, type SaveQueueSnapshot } from '../state/save-queue';

/**
 * One value read from the save queue's snapshot, e.g. one question's save state or the pending count. Only a
 * component whose selected value changed re-renders when the queue moves on, not the whole attempt screen. `select`
 * should be stable (module-level or memoised) so a re-render does not re-check the subscription.
 */
export function useSaveQueueValue<T>(queue: SaveQueue, select: (snapshot: SaveQueueSnapshot) => T): T {
  const getValue = useCallback(() => select(queue.getSnapshot()), [queue, select]);
  return useSyncExternalStore(queue.subscribe, getValue);
}

/**
 * Field data (docs/field-data.md): an answer the server will not save, as kind 'error' name 'save', with the
 * backend's code and message (never the question or the answer).
 */
function reportUnsaveable(error: unknown): void {
  const message = error instanceof ApiError ? `${error.code}: ${error.message}` : undefined;
  reportFieldError('save', error, { remote: 'testing', message });
}

/** Thrown by a send whose question has not loaded yet: the save stays queued and goes once it has. */
class OrderNotLoaded extends Error {}

/**
 * The attempt's save queue, started while the page is mounted: retries restored saves at once and flushes the
 * moment the browser comes back online. `optionKeysOf` gives the option order a loaded question is shown in. A save
 * the server refuses as coming from a page with another option order (NSM02) stays queued, and `onStale` is called.
 * Its states are read with useSaveQueueValue.
 */
export function useSaveQueue(
  attemptId: string,
  optionKeysOf: (questionId: string) => string | undefined,
  onRefused: (questionId: string, error: unknown) => void,
  onStale: () => void,
): SaveQueue {
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;
  const keysRef = useRef(optionKeysOf);
  keysRef.current = optionKeysOf;
  const staleRef = useRef(onStale);
  staleRef.current = onStale;
  const staleReported = useRef(false);
  const [queue] = useState(() =>
    createSaveQueue({
      storageKey: pendingStorageKey(attemptId),
      send: async (questionId, save) => {
        const keys = keysRef.current(questionId);
        if (!keys) throw new OrderNotLoaded(questionId);
        await saveAnswer(attemptId, questionId, save, keys).catch((error: unknown) => {
          if (isStaleOrder(error)) {
            // Once per page: the queued answer is retried, and each retry is refused the same way.
            if (!staleReported.current) reportUnsaveable(error);
            staleReported.current = true;
            staleRef.current();
          }
          throw error;
        });
      },
      isPermanent,
      retryAfterMs: (error) => (error instanceof ApiError ? error.retryAfterMs : undefined),
      onRefused: (questionId, error) => {
        reportUnsaveable(error);
        refusedRef.current(questionId, error);
      },
    }),
  );

  useEffect(() => {
    queue.start();
    const onOnline = () => void queue.flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      queue.stop();
    };
  }, [queue]);

  // Nothing here subscribes to the queue's snapshot: the parts that show it read it with useSaveQueueValue.
  return queue;
}
