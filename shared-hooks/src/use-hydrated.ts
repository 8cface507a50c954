import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in prerendered HTML and while the page hydrates, true from the render after hydration (and at once on a page
 * rendered in the browser). A control that truly needs its script reads it: before then it says so, or stays out of
 * the way, instead of being dead to a tap (issue 47).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
