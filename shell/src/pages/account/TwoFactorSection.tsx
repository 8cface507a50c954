import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { Button, notify, TextField, theme, styled } from '@nism/shared-ui';
import { removeFactor, startEnrolment, verifiedFactor, verifyTwoFactorCode, type Enrolment } from '../../features/account/api/two-factor';
import { AccountSection } from './AccountSection';

const Key = styled.code`
  display: inline-block;
  padding: 0.25rem 0.5rem;
  background: ${theme.colors.background};
  word-break: break-all;
`;
const Problem = styled.p`
  color: ${theme.colors.danger};
`;

/** Optional two-step sign-in: a code from an authenticator app at every sign-in, after the password. */
export function TwoFactorSection({ user }: { user: User }) {
  const [factorId, setFactorId] = useState(verifiedFactor(user)?.id ?? null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

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
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setProblem('Type the 6 digits the app shows.');
    void run(async () => {
      await verifyTwoFactorCode(enrolment!.factorId, code);
      setFactorId(enrolment!.factorId);
      setEnrolment(null);
      setCode('');
      notify.success('Two-step sign-in is on', 'From now on, signing in asks for a code from your authenticator app.');
    });
  };

  return (
    <AccountSection
      title="Two-step sign-in"
      description="Optional: after your password, a 6-digit code from an authenticator app on your phone, so a stolen password alone cannot open your account."
    >
      {factorId ? (
        <>
          <p>Two-step sign-in is on.</p>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await removeFactor(factorId);
                setFactorId(null);
                notify.success('Two-step sign-in is off', 'Signing in needs only your password again.');
              })
            }
          >
            Turn off two-step sign-in
          </Button>
        </>
      ) : enrolment ? (
        <>
          <p>Scan this code with the app (or type the key into it), then type the 6-digit code it shows.</p>
          <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={180} height={180} />
          <p>
            Key: <Key>{enrolment.secret}</Key>
          </p>
          <form onSubmit={verify} noValidate aria-label="Turn on two-step sign-in">
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
              {busy ? 'Checking…' : 'Verify and turn on'}
            </Button>
          </form>
        </>
      ) : (
        <Button type="button" disabled={busy} onClick={() => void run(async () => setEnrolment(await startEnrolment(user)))}>
          {busy ? 'Starting…' : 'Turn on two-step sign-in'}
        </Button>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </AccountSection>
  );
}
