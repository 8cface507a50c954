import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { AppToaster, notify, TOASTER_BOTTOM } from './toast';
import { TOAST_CLEARANCE_VAR, toastClearance, useToastClearance } from './toast-clearance';

test('toasts rise above controls in the lower half of the screen, and stay at the bottom otherwise', () => {
  // A phone's bar stuck to the bottom: 844 px high screen, a 62 px bar.
  expect(toastClearance({ top: 782, bottom: 844 }, 844)).toBe(62);
  // Controls high on the screen, or scrolled away, are clear of a toast at the bottom.
  expect(toastClearance({ top: 200, bottom: 250 }, 844)).toBe(0);
  expect(toastClearance({ top: 900, bottom: 950 }, 844)).toBe(0);
  expect(toastClearance({ top: -80, bottom: -20 }, 844)).toBe(0);
});

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return (
    <div ref={ref} role="group" aria-label="Move between questions">
      <button type="button">Next</button>
    </div>
  );
}

test("while mounted, a page's controls set the toaster's clearance; unmounted, it is gone", async () => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 700, bottom: 768 } as DOMRect);
  const { unmount } = render(
    <>
      <AppToaster />
      <Bar />
    </>,
  );
  expect(document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_VAR)).toBe(`${window.innerHeight - 700}px`);
  act(() => void notify.error('Failed to save your answer. Please try again.'));
  const toast = await screen.findByText('Failed to save your answer. Please try again.');
  expect(toast).toBeInTheDocument();
  // The toaster's container is placed by the variable (jsdom does not lay out calc(), so the string is checked).
  expect(TOASTER_BOTTOM).toBe(`calc(16px + var(${TOAST_CLEARANCE_VAR}, 0px) + env(safe-area-inset-bottom))`);
  unmount();
  expect(document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_VAR)).toBe('');
});
