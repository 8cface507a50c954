import { useState, type FormEvent } from 'react';
import { Button, Card, notify, PasswordField, TextField } from '@nism/shared-ui';
import { getSupabase } from '@nism/platform';
import { useAuth } from '@nism/shared-auth';

/**
 * For a remote's standalone harness only: the shell owns /login, so a remote run alone signs in here
 * (a demo account prefilled) and shows who is signed in, with Sign out.
 */
export function StandaloneSignIn({ defaultEmail }: { defaultEmail: string }) {
  const { user, signOut } = useAuth();
  const [email, setEmail] = useState(defaultEmail);
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
    const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
    setBusy(false);
    if (error) notify.error('Login failed', error.message);
  };
  return (
    <Card as="form" onSubmit={submit} aria-label="Sign in" style={{ maxWidth: '26rem' }}>
      <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField label="Password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" $block disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </Card>
  );
}
