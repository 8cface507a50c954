import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { Button, notify, TextField } from '@nism/shared-ui';
import { CheckboxRow } from '../../lib/forms/form-styles';
import { notifyFailure } from '../../lib/forms/notify-check';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { updateProfile } from '../../features/account/api/update-profile';

/** Full name and the marketing opt-in, kept in the user's metadata as registration sets them. */
export function ProfileSection({ user }: { user: User }) {
  const meta = user.user_metadata ?? {};
  const [fullName, setFullName] = useState<string>(meta.full_name ?? '');
  const [optIn, setOptIn] = useState<boolean>(meta.marketing_opt_in === true);
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fullName.trim()) return setError('Full name is required');
    setError(undefined);
    void run(async () => {
      const outcome = await updateProfile({ full_name: fullName.trim(), marketing_opt_in: optIn });
      if (!outcome.ok) return notifyFailure('Update failed', outcome);
      notify.success('Profile updated', 'Your changes have been saved.');
    });
  };

  return (
    <AccountSection title="Profile" description="Your name as it appears on your account, and whether we may email you.">
      <form onSubmit={submit} noValidate aria-label="Profile">
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          value={fullName}
          error={error}
          onChange={(e) => setFullName(e.target.value)}
        />
        <CheckboxRow>
          <input id="account-marketing" type="checkbox" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />
          <label htmlFor="account-marketing">Send me exam tips, study updates and offers by email</label>
        </CheckboxRow>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Save Profile'}
        </Button>
      </form>
    </AccountSection>
  );
}
