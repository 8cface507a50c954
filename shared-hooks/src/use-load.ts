// In this bundled package rather than shared-ui: shared-ui is a singleton the deployed shell provides, so a remote
// whose release needed a new helper there broke against an older shell (the contract journey). Each app bundles its
// own copy of this package instead, and the remotes stopped keeping copies of the hook.
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` once per identity of `load` (wrap it in useCallback with what it reads) and follows its promise. A
 * result that arrives after `load` changed (or after unmount) is dropped, so a slow answer for an old exam id never
 * replaces a newer one. With `initial` (a prerendered page's data) the page is ready at once and the first load
 * revalidates it quietly: no spinner, and a failed revalidation keeps what is shown.
 */
export function useLoad<T>(load: () => Promise<T>, initial?: T): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>(() =>
    initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  const [attempt, setAttempt] = useState(0);
  const quietLoad = useRef(initial === undefined ? null : load);

  useEffect(() => {
    let current = true;
    const quiet = attempt === 0 && load === quietLoad.current;
    if (!quiet) setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && !quiet && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
