import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';

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
  ul {
    padding-left: 1.25rem;
    margin: 0.5rem 0 1rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export interface SubmitDialogProps {
  total: number;
  unanswered: number;
  marked: number;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Confirms submission, stating what is unanswered and marked, in a native modal <dialog> (focus stays inside);
 * Escape or Keep Answering returns to the test, and focus to where it was.
 */
export function SubmitDialog({ total, unanswered, marked, submitting, onConfirm, onCancel }: SubmitDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current!;
    // jsdom has no showModal; there the dialog is simply open.
    if (dialog.showModal) dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close?.();
      opener?.focus?.();
    };
  }, []);

  return (
    <Panel
      ref={dialogRef}
      aria-labelledby="submit-title"
      aria-describedby="submit-summary"
      onKeyDown={(event) => {
        // Escape: the page closes the dialog (by unmounting it), never while submitting.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!submitting) onCancel();
      }}
      onCancel={(event) => {
        // The browser's own close request (Escape with the focus outside the dialog's controls): same rule.
        event.preventDefault();
        if (!submitting) onCancel();
      }}
    >
      <h2 id="submit-title">Submit test?</h2>
      <div id="submit-summary">
        <ul>
          <li>
            Answered: {total - unanswered} of {total}
          </li>
          <li>Unanswered: {plural(unanswered, 'question')}</li>
          <li>Marked for review: {plural(marked, 'question')}</li>
        </ul>
        <p>You cannot change your answers after submitting.</p>
      </div>
      <Actions>
        <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={submitting}>
          Keep Answering
        </Button>
        <Button type="button" onClick={onConfirm} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Test'}
        </Button>
      </Actions>
    </Panel>
  );
}
