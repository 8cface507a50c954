import { useRef } from 'react';
import { Button, DialogActions, ModalDialog } from '@nism/shared-ui';

export interface RunningAttemptDialogProps {
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
  return (
    <ModalDialog labelledBy="running-title" describedBy="running-text" initialFocus={resumeRef} onCancel={onCancel} busy={ending}>
      <h2 id="running-title">{paperTitle} is in progress</h2>
      <p id="running-text">
        You can resume it, or end it now: it is submitted and marked with the answers it holds, and a new attempt starts.
      </p>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onCancel} disabled={ending}>
          Cancel
        </Button>
        <Button type="button" $variant="secondary" onClick={onEndAndStart} disabled={ending}>
          {ending ? 'Ending...' : 'End it and start new'}
        </Button>
        <Button ref={resumeRef} type="button" onClick={onResume} disabled={ending}>
          Resume
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
