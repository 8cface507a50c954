import { useCallback, useRef, useState } from 'react';

/**
 * A busy flag for one async action. The ref guard drops a second submit that arrives before
 * React has re-rendered the disabled button (a double click, or Enter pressed twice).
 */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
