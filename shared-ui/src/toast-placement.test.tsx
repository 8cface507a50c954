import { act, render, screen } from '@testing-library/react';
import { AppToaster, notify } from './toast';
import { useToastsAtTop } from './toast-placement';

function AttemptLike() {
  useToastsAtTop();
  return <div role="group" aria-label="Move between questions" />;
}

/** react-hot-toast places each toast's wrapper from the top or the bottom of its container. */
const placement = async (text: string) => {
  const wrapper = (await screen.findByText(text)).closest('div[style*="position: absolute"]') as HTMLElement;
  return wrapper.style.top === '0px' ? 'top' : wrapper.style.bottom === '0px' ? 'bottom' : 'unknown';
};

test('toasts show at the bottom, and at the top while a page such as the attempt asks for it', async () => {
  const { rerender } = render(<AppToaster />);
  act(() => void notify.success('Free trial access granted successfully.'));
  expect(await placement('Free trial access granted successfully.')).toBe('bottom');

  rerender(
    <>
      <AppToaster />
      <AttemptLike />
    </>,
  );
  act(() => void notify.error('Failed to save your answer. Please try again.'));
  expect(await placement('Failed to save your answer. Please try again.')).toBe('top');

  // The attempt gone, the next page's toasts are at the bottom again.
  rerender(<AppToaster />);
  act(() => void notify.success('Login successful', 'Welcome back!'));
  expect(await placement('Login successful')).toBe('bottom');
});
