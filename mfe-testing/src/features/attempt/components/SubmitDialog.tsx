import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Card, theme } from 'shared-ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(15, 23, 42, 0.55);
`;

const Panel = styled(Card)`
  max-width: 28rem;
  width: 100%;
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

interface Props {
  total: number;
  unanswered: number;
  marked: number;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Confirms submission, stating what is unanswered and marked; Escape or Cancel returns to the test. */
export function SubmitDialog({ total, unanswered, marked, submitting, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    cancelRef.current?.focus();
    return () => (opener.current as HTMLElement | null)?.focus?.();
  }, []);

  return (
    <Backdrop
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !submitting) onCancel();
      }}
    >
      <Panel role="dialog" aria-modal="true" aria-labelledby="submit-title" aria-describedby="submit-summary">
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
    </Backdrop>
  );
}
