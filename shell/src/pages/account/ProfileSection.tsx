import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { Button, notify, TextField } from '@nism/shared-ui';
import { CheckboxRow } from '../../lib/forms/form-styles';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { useMessages } from '../../lib/page-messages';
import { updateProfile } from '../../features/account/api/update-profile';

/** Full name and the marketing opt-in, kept in the user's metadata as registration sets them. */
export function ProfileSection({ user }: { user: User }) {
  const t = useMessages();
  const meta = user.user_metadata ?? {};
  const [fullName, setFullName] = useState<string>(meta.full_name ?? '');
  const [optIn, setOptIn] = useState<boolean>(meta.marketing_opt_in === true);
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fullName.trim()) return setError(t.fullNameRequired());
    setError(undefined);
    void run(async () => {
      const outcome = await updateProfile({ full_name: fullName.trim(), marketing_opt_in: optIn });
      if (!outcome.ok) return notifyFailure(t.updateFailed(), outcome, t);
      notify.success(t.profileUpdatedTitle(), t.profileUpdatedDescription());
    });
  };

  return (
    <AccountSection title={t.profileTitle()} description={t.profileDescription()}>
      <form onSubmit={submit} noValidate aria-label={t.profileTitle()}>
        <TextField
          label={t.fullNameLabel()}
          name="fullName"
          autoComplete="name"
          required
          value={fullName}
          error={error}
          onChange={(e) => setFullName(e.target.value)}
        />
        <CheckboxRow>
          <input id="account-marketing" type="checkbox" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />
          <label htmlFor="account-marketing">{t.marketingOptIn()}</label>
        </CheckboxRow>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.saving() : t.saveProfile()}
        </Button>
      </form>
    </AccountSection>
  );
}
