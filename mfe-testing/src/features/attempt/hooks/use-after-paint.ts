import { useCallback, useEffect, useRef } from 'react';

type PostTask = (callback: () => void, options: { priority: 'background' }) => Promise<unknown>;

/**
 * Runs `run` once the frame showing the current update has been painted: from the next animation frame, as a
 * background-priority task where the browser has scheduler.postTask (so it also waits for the input and rendering
 * work already queued), else as the next task.
 */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => {
    const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
    if (scheduler?.postTask) void scheduler.postTask(run, { priority: 'background' });
    else setTimeout(run, 0);
  });
}

/**
 * Work that waits for the next paint, run in the order it was deferred: `defer` queues it, `flush` runs whatever
 * is still waiting now (e.g. before a submit, so nothing deferred is left behind). A page being left or hidden (a
 * reload, a closed tab, a phone switching apps) runs it at once too: a background task might never get its turn.
 */
export function useAfterPaint(): { defer: (run: () => void) => void; flush: () => void } {
  const waiting = useRef<(() => void)[]>([]);
  const flush = useCallback(() => {
    for (const run of waiting.current.splice(0)) run();
  }, []);
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [flush]);
  const defer = useCallback(
    (run: () => void) => {
      waiting.current.push(run);
      afterPaint(flush);
    },
    [flush],
  );
  return { defer, flush };
}
