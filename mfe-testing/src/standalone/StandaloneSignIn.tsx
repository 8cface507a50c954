import { useState, type FormEvent } from 'react';
import { getSupabase } from 'shared-auth';
import { Button, Card, Page, PageTitle, PasswordField, Subtitle, TextField, notify } from 'shared-ui';

/** Standalone QA only: the shell owns /login, so a remote run alone signs in here (demo learner prefilled). */
export function StandaloneSignIn() {
  const [email, setEmail] = useState('learner@example.com');
  const [password, setPassword] = useState('practice123');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { error } = await getSupabase().auth.signInWithPassword({ email, password });
    setBusy(false);
    if (error) notify.error('Login failed', error.message);
  };

  return (
    <Page>
      <Card as="form" onSubmit={onSubmit} style={{ maxWidth: '26rem', margin: '0 auto' }}>
        <PageTitle>Sign in</PageTitle>
        <Subtitle>The testing remote runs alone here; sign in as a learner to take tests.</Subtitle>
        <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField label="Password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </Card>
    </Page>
  );
}
