import { useState, type FormEvent } from 'react';
import { getSupabase, useAuth } from 'shared-auth';
import { Button, Card, notify, PasswordField, TextField } from 'shared-ui';

/** The harness has no login page of its own: a minimal sign-in (demo accounts) and sign-out. */
export function QaSignIn() {
  const { user, signOut } = useAuth();
  const [email, setEmail] = useState('newcomer@example.com');
  const [password, setPassword] = useState('practice123');
  const [busy, setBusy] = useState(false);

  if (user) {
    return (
      <Card>
        Signed in as <strong>{user.email}</strong>{' '}
        <Button type="button" $variant="ghost" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { error } = await getSupabase().auth.signInWithPassword({ email, password });
    setBusy(false);
    if (error) notify.error('Login failed', error.message);
  };
  return (
    <Card as="form" onSubmit={submit} aria-label="Sign in">
      <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <PasswordField label="Password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </Card>
  );
}
