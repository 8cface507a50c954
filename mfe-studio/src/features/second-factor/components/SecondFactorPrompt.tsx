import { useState, type FormEvent } from 'react';
import { Button, TextField, theme, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { assuranceLevel, startEnrolment, verifiedFactorId, verifyCode, type Enrolment } from '../api/second-factor';

const Panel = styled.section`
  max-width: ${theme.maxWidth};
  margin: 1rem auto 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;
const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  > div {
    flex: 0 1 14rem;
  }
`;
const Secret = styled.code`
  display: inline-block;
  padding: 0.25rem 0.5rem;
  background: ${theme.colors.background};
  word-break: break-all;
  font-size: 0.95rem;
`;
const Problem = styled.p`
  color: ${theme.colors.danger};
`;

/**
 * Above every studio page while the session has not passed a second factor: studio changes need one (the database
 * refuses them at aal1). Staff with an authenticator type its code; staff without one set it up here first.
 */
export function SecondFactorPrompt() {
  const { user, session } = useAuth();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!session || assuranceLevel(session) === 'aal2') return null;
  const factorId = verifiedFactorId(user) ?? enrolment?.factorId ?? null;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setProblem('Type the 6 digits the app shows.');
    void run(() => verifyCode(factorId!, code));
  };

  const codeForm = (
    <Row onSubmit={submit} noValidate aria-label="Second factor code">
      <TextField
        label="6-digit code"
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
    </Row>
  );

  if (verifiedFactorId(user)) {
    return (
      <Panel aria-labelledby="second-factor-heading">
        <h2 id="second-factor-heading">Enter your authenticator code</h2>
        <p>You can look around, but saving changes in the studio needs the code from your authenticator app.</p>
        {codeForm}
        {problem && <Problem role="alert">{problem}</Problem>}
        <p>Lost the app? Ask an admin to reset your second factor.</p>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Set up two-step sign-in</h2>
      <p>
        Staff accounts need a second step before they can save changes: a code from an authenticator app (Google Authenticator, Microsoft
        Authenticator or any TOTP app). You can look around the studio until then.
      </p>
      {!enrolment ? (
        <Button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void run(async () => setEnrolment(await startEnrolment(user)))}
        >
          {busy ? 'Starting…' : 'Set up an authenticator'}
        </Button>
      ) : (
        <>
          <p>Scan this code with the app, or type the key below into it. Then type the 6-digit code it shows.</p>
          <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={180} height={180} />
          <p>
            Key: <Secret>{enrolment.secret}</Secret>
          </p>
          {codeForm}
        </>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </Panel>
  );
}
