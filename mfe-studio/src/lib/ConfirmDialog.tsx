import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, DialogActions, ModalDialog, TextAreaField } from '@nism/shared-ui';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the user goes on. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  /** With a label, the dialog asks for a reason (required) and hands it to onConfirm. */
  reasonLabel?: string;
  danger?: boolean;
  busy?: boolean;
  /** A failure of the last try, shown in the dialog. */
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A question before an action (shared-ui's modal dialog), optionally with a required reason. Cancel has the focus. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel = 'Working…',
  reasonLabel,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonLabel && !reason.trim()) {
      setReasonError(`${reasonLabel} is required`);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} initialFocus={cancelRef} onCancel={onCancel} busy={busy}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-text`}>{children}</div>
        {reasonLabel && (
          <TextAreaField
            label={reasonLabel}
            value={reason}
            maxLength={500}
            rows={3}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        )}
        {error && (
          <p role="alert" style={{ color: '#b91c1c' }}>
            {error}
          </p>
        )}
        <DialogActions>
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" $variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
