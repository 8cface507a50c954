import { useEffect, useRef } from 'react';
import type { Option } from '../../../lib/options';

export interface ShortcutHandlers {
  onAnswer: (option: Option) => void;
  onNext: () => void;
  onPrevious: () => void;
  onToggleMark: () => void;
}

const KEY_TO_OPTION: Record<string, Option> = { a: 'A', b: 'B', c: 'C', d: 'D', '1': 'A', '2': 'B', '3': 'C', '4': 'D' };

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url']);

/** Keys typed into a text field (or with a modifier, e.g. Ctrl+C) are not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * A-D or 1-4 answer, N / P move, M marks for review. Listens on the document so the keys work wherever
 * focus is on the test page; `enabled` is false while a dialog is open.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers, enabled: boolean): void {
  const ref = useRef(handlers);
  ref.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      const option = KEY_TO_OPTION[key];
      if (option) ref.current.onAnswer(option);
      else if (key === 'n') ref.current.onNext();
      else if (key === 'p') ref.current.onPrevious();
      else if (key === 'm') ref.current.onToggleMark();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
