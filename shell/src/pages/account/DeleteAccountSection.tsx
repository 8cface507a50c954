import { useState, type FormEvent } from 'react';
import { useAuth } from '@nism/shared-auth';
import { Button, notify, TextField } from '@nism/shared-ui';
import { UNEXPECTED } from '../../lib/forms/checks';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { deleteMyAccount } from '../../features/account/api/delete-my-account';

const matches = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/**
 * Deletes the account after the learner types their email. The database ends every session; `onDeleted` takes the
 * page home, then this tab signs out too.
 */
export function DeleteAccountSection({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const { signOut } = useAuth();
  const [typed, setTyped] = useState('');
  const [busy, run] = useBusy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!matches(typed, email)) return;
    void run(async () => {
      const result = await deleteMyAccount(typed);
      if (!result.ok) return void notify.error('Account not deleted', result.message ?? UNEXPECTED.description);
      onDeleted();
      await signOut();
      notify.success('Account deleted', 'Your account and personal data have been removed. You have been signed out everywhere.');
    });
  };

  return (
    <AccountSection
      danger
      title="Delete account"
      description="This removes your profile, attempts, answers and reports, and signs you out everywhere. Payment records the law requires us to keep (order, amount, date, payment ID) stay without your name or email, and an issued GST tax invoice keeps the name and state it was made out to. This cannot be undone."
    >
      <form onSubmit={submit} noValidate aria-label="Delete account">
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          name="confirmEmail"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" $variant="danger" disabled={busy || !matches(typed, email)} aria-busy={busy}>
          {busy ? 'Deleting Account...' : 'Delete My Account'}
        </Button>
      </form>
    </AccountSection>
  );
}
