import { useEffect, type RefObject } from 'react';

/** The CSS variable the toaster adds to its distance from the bottom of the screen. */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/**
 * How far above the bottom of the screen toasts must sit to leave `rect` (controls in the lower half of the screen,
 * such as a bar stuck to the bottom) uncovered; 0 when the controls are off screen or high enough to be clear.
 */
export function toastClearance(rect: Pick<DOMRect, 'top' | 'bottom'>, viewportHeight: number): number {
  if (rect.bottom <= 0 || rect.top >= viewportHeight) return 0;
  if (rect.top < viewportHeight / 2) return 0;
  return Math.ceil(viewportHeight - rect.top);
}

/**
 * Keeps toasts clear of the controls in `ref` while they are mounted: the toaster sits above them whenever they are in
 * the lower half of the screen (the attempt's Previous / Mark / Next bar on a phone), and back at the bottom after.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      const clearance = el ? toastClearance(el.getBoundingClientRect(), window.innerHeight) : 0;
      root.style.setProperty(TOAST_CLEARANCE_VAR, `${clearance}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (ref.current) observer?.observe(ref.current);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, [ref]);
}
