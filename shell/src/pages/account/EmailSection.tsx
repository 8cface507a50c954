import { useState, type FormEvent } from 'react';
import { Button, notify, TextField } from '@nism/shared-ui';
import { INVALID_EMAIL, isEmail } from '../../lib/forms/checks';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { changeEmail } from '../../features/account/api/change-email';

/** A new sign-in email: links go to both addresses, and the change applies once both are opened. */
export function EmailSection({ email }: { email: string }) {
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, run] = useBusy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(next)) return setError(next.trim() ? INVALID_EMAIL : 'New email is required');
    if (next.trim().toLowerCase() === email.toLowerCase()) return setError('This is already your email');
    setError(undefined);
    void run(async () => {
      const outcome = await changeEmail(next);
      if (!outcome.ok) return notifyFailure('Email not changed', outcome);
      setSentTo(next.trim());
      notify.success('Check both inboxes', 'We sent a confirmation link to your current and your new email address.');
    });
  };

  return (
    <AccountSection title="Email" description={`You sign in with ${email}. To change it, confirm the change from both addresses.`}>
      <form onSubmit={submit} noValidate aria-label="Change email">
        <TextField
          label="New Email"
          type="email"
          name="newEmail"
          autoComplete="email"
          required
          value={next}
          error={error}
          onChange={(e) => setNext(e.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending Links...' : 'Change Email'}
        </Button>
      </form>
      {sentTo && (
        <p role="status">
          Confirmation links were sent to {email} and {sentTo}. Your email changes to {sentTo} once you open both.
        </p>
      )}
    </AccountSection>
  );
}
