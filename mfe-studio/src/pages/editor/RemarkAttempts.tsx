import { useState } from 'react';
import { Button } from '@nism/shared-ui';
import { remarkQuestionAttempts } from '../../features/questions/api/remark-question-attempts';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { describeError } from '../../lib/errors';
import { plural } from '../../lib/format';
import { Muted } from '../../lib/layout';

/** Admin only: after a key was corrected, re-mark every attempt that answered this question. */
export function RemarkAttempts({ questionId, dirty }: { questionId: string; dirty: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string>();

  const run = async (reason: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const changed = await remarkQuestionAttempts(questionId, reason);
      setResult(`Re-marked: ${plural(changed, 'attempt')} changed.`);
      setOpen(false);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="remark-heading">
      <h2 id="remark-heading">Re-mark attempts</h2>
      <Muted>Scores every attempt that answered this question again with its saved key (admins only).</Muted>
      <Button type="button" $variant="secondary" disabled={dirty} onClick={() => setOpen(true)}>
        Re-mark attempts
      </Button>
      <p role="status">{result}</p>
      {open && (
        <ConfirmDialog
          title="Re-mark attempts?"
          confirmLabel="Re-mark"
          busyLabel="Re-marking…"
          reasonLabel="Reason"
          busy={busy}
          error={error}
          onConfirm={(reason) => void run(reason)}
          onCancel={() => setOpen(false)}
        >
          <p>Learners&apos; scores change where the key changed. The reason goes to the audit log.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
