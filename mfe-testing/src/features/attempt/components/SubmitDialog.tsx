import { useRef } from 'react';
import { Button, DialogActions, ModalDialog, styled } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';

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

/**
 * Confirms submission, stating what is unanswered and marked, in a modal dialog (focus stays inside); Escape or Keep
 * Answering returns to the test, and focus to where it was. Nothing closes it while submitting.
 */
export function SubmitDialog({ total, unanswered, marked, submitting, onConfirm, onCancel }: SubmitDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useMessages();
  return (
    <ModalDialog labelledBy="submit-title" describedBy="submit-summary" initialFocus={cancelRef} onCancel={onCancel} busy={submitting}>
      <h2 id="submit-title">{t.submitTitle()}</h2>
      <div id="submit-summary">
        <Summary>
          <li>{t.submitAnswered({ answered: total - unanswered, total })}</li>
          <li>{t.submitUnanswered({ count: unanswered })}</li>
          <li>{t.submitMarked({ count: marked })}</li>
        </Summary>
        <p>{t.submitFinal()}</p>
      </div>
      <DialogActions>
        <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={submitting}>
          {t.keepAnswering()}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={submitting}>
          {submitting ? t.submitting() : t.submitTest()}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
