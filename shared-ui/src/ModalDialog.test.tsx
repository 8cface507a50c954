import { useRef, useState } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { ModalDialog } from './ModalDialog';

function Asking({ busy = false, onCancel = jest.fn() }: { busy?: boolean; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      {open && (
        <ModalDialog labelledBy="q" describedBy="d" initialFocus={keep} busy={busy} onCancel={onCancel}>
          <h2 id="q">Delete it?</h2>
          <p id="d">This cannot be undone.</p>
          <button ref={keep} onClick={() => setOpen(false)}>
            Keep it
          </button>
        </ModalDialog>
      )}
    </>
  );
}

test('it is a dialog named by its heading and described by its text, with the safe answer focused', () => {
  render(<Asking />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
  expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
});

test('closing it returns the focus to where it was', () => {
  render(<Asking />);
  const opener = screen.getByRole('button', { name: 'Delete' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('Escape cancels, except while busy', () => {
  const onCancel = jest.fn();
  const { unmount } = render(<Asking onCancel={onCancel} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onCancel).toHaveBeenCalledTimes(1);
  unmount();

  const whileBusy = jest.fn();
  render(<Asking busy onCancel={whileBusy} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(whileBusy).not.toHaveBeenCalled();
});
