import { useState, type FormEvent } from 'react';
import { Button, notify, TextField } from '@nism/shared-ui';
import { useLocale } from '@nism/shared-ui';
import { isEmail } from '../../lib/forms/checks';
import { useMessages } from '../../lib/page-messages';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { changeEmail } from '../../features/account/api/change-email';

/** A new sign-in email: links go to both addresses, and the change applies once both are opened. */
export function EmailSection({ email }: { email: string }) {
  const t = useMessages();
  const locale = useLocale();
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, run] = useBusy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(next)) return setError(next.trim() ? t.invalidEmail() : t.newEmailRequired());
    if (next.trim().toLowerCase() === email.toLowerCase()) return setError(t.alreadyYourEmail());
    setError(undefined);
    void run(async () => {
      const outcome = await changeEmail(next, locale);
      if (!outcome.ok) return notifyFailure(t.emailNotChanged(), outcome, t);
      setSentTo(next.trim());
      notify.success(t.checkBothInboxesTitle(), t.checkBothInboxesDescription());
    });
  };

  return (
    <AccountSection title={t.emailLabel()} description={t.emailDescription({ email })}>
      <form onSubmit={submit} noValidate aria-label={t.changeEmailForm()}>
        <TextField
          label={t.newEmailLabel()}
          type="email"
          name="newEmail"
          autoComplete="email"
          required
          value={next}
          error={error}
          onChange={(e) => setNext(e.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.sendingLinks() : t.changeEmailButton()}
        </Button>
      </form>
      {sentTo && <p role="status">{t.emailLinksSent({ email, newEmail: sentTo })}</p>}
    </AccountSection>
  );
}
