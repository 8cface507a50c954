import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { CopyProtected } from './CopyProtected';

test.each(['contextMenu', 'copy', 'cut'] as const)('%s is prevented inside the protected root', (name) => {
  render(
    <CopyProtected>
      <p>Question text</p>
    </CopyProtected>,
  );
  const text = screen.getByText('Question text');
  const event = createEvent[name](text);
  fireEvent(text, event);
  expect(event.defaultPrevented).toBe(true);
});

test('text selection is prevented (selectstart) and styled off', () => {
  render(
    <CopyProtected data-testid="root">
      <p>Question text</p>
    </CopyProtected>,
  );
  const event = new Event('selectstart', { bubbles: true, cancelable: true });
  screen.getByText('Question text').dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(getComputedStyle(screen.getByTestId('root')).userSelect).toBe('none');
});

test('events outside the root are left alone, and listeners go on unmount', () => {
  const { unmount } = render(
    <CopyProtected>
      <p>Question text</p>
    </CopyProtected>,
  );
  const outside = createEvent.contextMenu(document.body);
  fireEvent(document.body, outside);
  expect(outside.defaultPrevented).toBe(false);
  const text = screen.getByText('Question text');
  unmount();
  const after = createEvent.copy(text);
  fireEvent(text, after);
  expect(after.defaultPrevented).toBe(false);
});
