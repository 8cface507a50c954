import { useEffect, useSyncExternalStore } from 'react';

// Where the one toaster shows its toast: at the bottom by default, since each page's main message (its heading, a
// success card) sits at the top and in the middle; at the top, over the site's header, while a page whose controls
// fill the screen asks for it (the attempt: its timer, options and Previous / Mark / Next bar), so a toast never
// covers them.
let requests = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** While the calling component is mounted, toasts show at the top of the screen. */
export function useToastsAtTop(): void {
  useEffect(() => {
    requests += 1;
    emit();
    return () => {
      requests -= 1;
      emit();
    };
  }, []);
}

/** Whether a mounted page has asked for toasts at the top (the toaster reads it). */
export function useToastsShownAtTop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requests > 0,
    () => false,
  );
}
