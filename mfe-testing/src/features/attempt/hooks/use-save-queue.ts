import { isPermanent } from 'platform';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Option } from '../../../lib/options';
import { saveAnswer } from '../api/save-answer';
import { createSaveQueue, pendingStorageKey, type SaveQueue, type SaveQueueSnapshot } from '../state/save-queue';

/**
 * The attempt's save queue, started while the page is mounted: retries restored choices at once and
 * flushes the moment the browser comes back online.
 */
export function useSaveQueue(
  attemptId: string,
  onRefused: (questionId: string, error: unknown) => void,
): { queue: SaveQueue; snapshot: SaveQueueSnapshot } {
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;
  const [queue] = useState(() =>
    createSaveQueue({
      storageKey: pendingStorageKey(attemptId),
      send: (questionId: string, option: Option) => saveAnswer(attemptId, questionId, option),
      isPermanent,
      onRefused: (questionId, error) => refusedRef.current(questionId, error),
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

  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { queue, snapshot };
}
