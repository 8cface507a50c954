import { useRef } from 'react';
import { Button, DialogActions, ModalDialog } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';

export interface RunningAttemptDialogProps {
  /** In the page's language: the dialog mounts late, so it reads no translations of its own. */
  paperTitle: string;
  ending: boolean;
  onResume: () => void;
  onEndAndStart: () => void;
  onCancel: () => void;
}

/**
 * Asked when Start New Attempt is pressed while an attempt of the paper is running: one attempt per paper runs at a
 * time, so the learner resumes it (focused: it loses nothing) or ends it as submitted with the answers it holds.
 */
export function RunningAttemptDialog({ paperTitle, ending, onResume, onEndAndStart, onCancel }: RunningAttemptDialogProps) {
  const resumeRef = useRef<HTMLButtonElement>(null);
  const t = useMessages();
  return (
    <ModalDialog labelledBy="running-title" describedBy="running-text" initialFocus={resumeRef} onCancel={onCancel} busy={ending}>
      <h2 id="running-title">{t.runningTitle({ paper: paperTitle })}</h2>
      <p id="running-text">{t.runningText()}</p>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onCancel} disabled={ending}>
          {t.cancel()}
        </Button>
        <Button type="button" $variant="secondary" onClick={onEndAndStart} disabled={ending}>
          {ending ? t.ending() : t.endAndStart()}
        </Button>
        <Button ref={resumeRef} type="button" onClick={onResume} disabled={ending}>
          {t.resume()}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
