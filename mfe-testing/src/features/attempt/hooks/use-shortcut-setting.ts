import { useCallback, useState } from 'react';

export const SHORTCUTS_STORAGE_KEY = 'nism-testing:keyboard-shortcuts';

function storedOn(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * Whether the single-key shortcuts are on (WCAG 2.1.4: a learner using speech input or a switch must be able to turn
 * them off). On by default; the choice is remembered on this device for every test.
 */
export function useShortcutSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedOn);
  const set = useCallback((value: boolean) => {
    setOn(value);
    try {
      window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // storage disabled: the choice lasts for this page view
    }
  }, []);
  return [on, set];
}
