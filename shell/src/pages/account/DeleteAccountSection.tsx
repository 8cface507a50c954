import { useState, type FormEvent } from 'react';
import { useAuth } from '@nism/shared-auth';
import { Button, notify, TextField } from '@nism/shared-ui';
import { useMessages } from '../../lib/page-messages';
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
  const t = useMessages();
  const [typed, setTyped] = useState('');
  const [busy, run] = useBusy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!matches(typed, email)) return;
    void run(async () => {
      const result = await deleteMyAccount(typed);
      if (!result.ok) return void notify.error(t.accountNotDeleted(), result.message ?? t.unexpectedDescription());
      onDeleted();
      await signOut();
      notify.success(t.accountDeletedTitle(), t.accountDeletedDescription());
    });
  };

  return (
    <AccountSection danger title={t.deleteTitle()} description={t.deleteDescription()}>
      <form onSubmit={submit} noValidate aria-label={t.deleteTitle()}>
        <TextField
          label={t.deleteConfirmLabel({ email })}
          type="email"
          name="confirmEmail"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" $variant="danger" disabled={busy || !matches(typed, email)} aria-busy={busy}>
          {busy ? t.deleting() : t.deleteMyAccount()}
        </Button>
      </form>
    </AccountSection>
  );
}
