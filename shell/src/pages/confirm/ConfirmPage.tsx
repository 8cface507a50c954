import { paths } from '@nism/contracts';
import { useState, type FormEvent } from 'react';
import { Button, Link, notify, TextField, theme, styled, useLocation, useNavigate, usePageMeta } from '@nism/shared-ui';
import { AuthCard, FormFooter } from '../../lib/forms/AuthCard';
import { INVALID_EMAIL, isEmail } from '../../lib/forms/checks';
import { useBusy } from '../../lib/forms/use-busy';
import { CAPTCHA_FAILED } from '../../lib/forms/checks';
import { useCaptcha } from '../../features/auth/captcha/use-captcha';
import { sendNewMail, verifyCode, verifyLink, type CodeType, type Verified } from '../../features/auth/api/verify-code';
import { destination, readConfirmLink } from './confirm-link';
import { EMAIL_CONFIRMED } from '../../features/layout/components/AuthLinkNotice';

const TITLES: Record<CodeType, { title: string; button: string }> = {
  signup: { title: 'Confirm your email', button: 'Confirm my email' },
  recovery: { title: 'Reset your password', button: 'Continue to a new password' },
  email_change: { title: 'Confirm your new email', button: 'Confirm the change' },
};
const OTHER_ADDRESS = 'Now open the link we sent to your other email address. Your email changes once both are confirmed.';

const Alert = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.danger};
  background: #fef2f2;
  p {
    margin: 0 0 0.5rem;
  }
`;
const Info = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.muted};
`;
const Divider = styled.p`
  margin: 1.5rem 0 1rem;
  text-align: center;
  color: ${theme.colors.muted};
`;
const Select = styled.select`
  display: block;
  width: 100%;
  min-height: 44px;
  margin: 0.35rem 0 1rem;
  padding: 0 0.75rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: 8px;
  font: inherit;
  background: ${theme.colors.surface};
`;
const Label = styled.label`
  font-weight: 600;
`;

/**
 * /auth/confirm: where a confirmation, reset or email-change mail leads. Opening the link changes nothing (a bank's
 * link scanner visits it first): the button uses the code. The 6-digit code from the mail can be typed here too, on
 * any device. An expired or used code says so and offers a new mail.
 */
export function ConfirmPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const link = readConfirmLink(search);
  const [type, setType] = useState<CodeType>(link.type ?? 'signup');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [expired, setExpired] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [busy, run] = useBusy();
  // With CAPTCHA on, hosted GoTrue checks a token on /resend and /recover too.
  const captcha = useCaptcha();
  const text = TITLES[type];
  usePageMeta({ title: text.title, description: 'Confirm with the link or the 6-digit code from your NISM Practice email.' });

  const settle = (outcome: Verified): void => {
    if (outcome.ok) {
      if (!outcome.session) {
        notify.neutral('One address confirmed', OTHER_ADDRESS);
        return setWaiting(true);
      }
      // The same words a link that signed in would have brought (AuthLinkNotice).
      if (type === 'signup') notify.success(...EMAIL_CONFIRMED);
      else if (type === 'email_change') notify.success('Email changed', `You now sign in with ${outcome.session.user.email}.`);
      else notify.success('Code accepted', 'Choose your new password.');
      void navigate(destination(type, outcome.session, link.redirectTo), { replace: true });
      return;
    }
    if ('expired' in outcome && outcome.expired) return setExpired(true);
    if ('tooMany' in outcome && outcome.tooMany) {
      notify.error('Too many tries', 'Please wait a while before trying again, or ask for a new email.');
      return;
    }
    notify.error('Not confirmed', 'refused' in outcome ? outcome.refused : 'Please try again later.');
  };

  const useLink = () => void run(async () => settle(await verifyLink(link.tokenHash, type)));

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!isEmail(email)) found.email = email.trim() ? INVALID_EMAIL : 'Email is required';
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) found.code = 'Enter the 6 digits from the email';
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(async () => settle(await verifyCode(email, code, type)));
  };

  const newMail = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) return setErrors({ email: email.trim() ? INVALID_EMAIL : 'Email is required' });
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    void run(async () => {
      const outcome = await sendNewMail(email, type, captchaToken);
      if (captchaToken) captcha.used(!outcome.ok && 'refused' in outcome && outcome.refused === CAPTCHA_FAILED);
      if (!outcome.ok) {
        notify.error('No email sent', 'refused' in outcome ? outcome.refused : 'Please try again later.');
        return;
      }
      setExpired(false);
      setCode('');
      notify.success('New email sent', 'Use the newest email: its link or its 6-digit code.');
    });
  };

  if (waiting) {
    return (
      <AuthCard title="One address confirmed" subtitle="Now confirm the other one">
        <Info>The change needs both addresses: open the link, or type the code, from the email sent to your other address.</Info>
        <FormFooter>
          <Link to={paths.account()}>Back to your account</Link>
        </FormFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.title} subtitle={link.tokenHash ? 'One step left' : 'Enter the 6-digit code from your email'}>
      {expired && (
        <Alert role="alert">
          <p>
            <strong>This link or code has expired or was already used.</strong>
          </p>
          <p>Enter your email address and we will send you a new one.</p>
          <form onSubmit={newMail} noValidate aria-label="Send a new email">
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {captcha.field}
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Sending...' : 'Send a new email'}
            </Button>
          </form>
        </Alert>
      )}
      {link.tokenHash && !expired && (
        <>
          <Info>Press the button to finish. Nothing happens until you do, so it is safe if your email service checked the link.</Info>
          <Button type="button" $block onClick={useLink} disabled={busy} aria-busy={busy}>
            {busy ? 'Please wait...' : text.button}
          </Button>
          <Divider>or type the code from the email</Divider>
        </>
      )}
      {!expired && (
        <form onSubmit={submitCode} noValidate aria-label="Enter the code">
          {!link.type && (
            <>
              <Label htmlFor="code-type">The code is for</Label>
              <Select id="code-type" value={type} onChange={(e) => setType(e.target.value as CodeType)}>
                <option value="signup">Confirming my email</option>
                <option value="recovery">Resetting my password</option>
                <option value="email_change">Changing my email</option>
              </Select>
            </>
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            hint={type === 'email_change' ? 'The address this code was sent to' : undefined}
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" $block $variant={link.tokenHash ? 'secondary' : 'primary'} disabled={busy} aria-busy={busy}>
            {busy ? 'Checking...' : 'Use the code'}
          </Button>
        </form>
      )}
      <FormFooter>
        <Link to={paths.login()}>Return to login</Link>
      </FormFooter>
    </AuthCard>
  );
}
