import { useRef } from 'react';
import { Button, DialogActions, ModalDialog, styled } from '@nism/shared-ui';

const Summary = styled.ul`
  padding-left: 1.25rem;
  margin: 0.5rem 0 1rem;
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
 * Confirms submission, stating what is unanswered and marked, in a modal dialog (focus stays inside); Escape or Keep
 * Answering returns to the test, and focus to where it was. Nothing closes it while submitting.
 */
export function SubmitDialog({ total, unanswered, marked, submitting, onConfirm, onCancel }: SubmitDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog labelledBy="submit-title" describedBy="submit-summary" initialFocus={cancelRef} onCancel={onCancel} busy={submitting}>
      <h2 id="submit-title">Submit test?</h2>
      <div id="submit-summary">
        <Summary>
          <li>
            Answered: {total - unanswered} of {total}
          </li>
          <li>Unanswered: {plural(unanswered, 'question')}</li>
          <li>Marked for review: {plural(marked, 'question')}</li>
        </Summary>
        <p>You cannot change your answers after submitting.</p>
      </div>
      <DialogActions>
        <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={submitting}>
          Keep Answering
        </Button>
        <Button type="button" onClick={onConfirm} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Test'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
