import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

// The native modal dialog: the browser keeps focus inside it and makes the page behind it inert.
const Panel = styled.dialog`
  max-width: 28rem;
  width: calc(100% - 2rem);
  border: 0;
  border-radius: ${theme.radius};
  padding: 1.5rem;
  background: ${theme.colors.surface};
  color: inherit;
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.3);
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
  h2 {
    margin: 0 0 0.75rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

/** The dialog's buttons, on the right, wrapping on a phone. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export interface ModalDialogProps {
  /** ids of the dialog's heading and of its text. */
  labelledBy: string;
  describedBy: string;
  /** The control focused when it opens: the answer that changes nothing. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape or the browser's close request; ignored while `busy`. */
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A question the page asks before going on, as a native modal <dialog>: focus moves into it and stays there, Escape
 * cancels (never while busy), and focus returns to where it was when the dialog goes away (the caller unmounts it).
 */
export function ModalDialog({ labelledBy, describedBy, initialFocus, onCancel, busy = false, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current!;
    // jsdom has no showModal; there the dialog is simply open.
    if (dialog.showModal) dialog.showModal();
    else dialog.setAttribute('open', '');
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close?.();
      opener?.focus?.();
    };
  }, [initialFocus]);

  return (
    <Panel
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onCancel={(event) => {
        // The browser's own close request (Escape with the focus outside the dialog's controls): same rule.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {children}
    </Panel>
  );
}
