import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { Button, notify, TextField, theme, styled } from '@nism/shared-ui';
import { removeFactor, startEnrolment, verifiedFactor, verifyTwoFactorCode, type Enrolment } from '../../features/account/api/two-factor';
import { AccountSection } from './AccountSection';
import { refusalText } from '../../lib/forms/checks';
import { useMessages } from '../../lib/page-messages';

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
  const t = useMessages();
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
      setProblem(error instanceof Error ? refusalText(error.message, t) : t.somethingWrong());
    } finally {
      setBusy(false);
    }
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setProblem(t.typeAppDigitsSentence());
    void run(async () => {
      await verifyTwoFactorCode(enrolment!.factorId, code);
      setFactorId(enrolment!.factorId);
      setEnrolment(null);
      setCode('');
      notify.success(t.twoStepOnTitle(), t.twoStepOnDescription());
    });
  };

  return (
    <AccountSection title={t.twoStepTitle()} description={t.twoStepDescription()}>
      {factorId ? (
        <>
          <p>{t.twoStepIsOn()}</p>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await removeFactor(factorId);
                setFactorId(null);
                notify.success(t.twoStepOffTitle(), t.twoStepOffDescription());
              })
            }
          >
            {t.turnOffTwoStep()}
          </Button>
        </>
      ) : enrolment ? (
        <>
          <p>{t.scanInfo()}</p>
          <img src={enrolment.qrCode} alt={t.qrAlt()} width={180} height={180} />
          <p>
            {t.keyLabel()} <Key>{enrolment.secret}</Key>
          </p>
          <form onSubmit={verify} noValidate aria-label={t.turnOnTwoStep()}>
            <TextField
              label={t.codeLabel()}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t.twoStepChecking() : t.verifyAndTurnOn()}
            </Button>
          </form>
        </>
      ) : (
        <Button type="button" disabled={busy} onClick={() => void run(async () => setEnrolment(await startEnrolment(user)))}>
          {busy ? t.starting() : t.turnOnTwoStep()}
        </Button>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </AccountSection>
  );
}
