import { paths, withBase } from '@nism/contracts';
import { openLanguageAddress } from '@nism/platform';
import { useState, type FormEvent } from 'react';
import { Button, Link, notify, TextField, theme, styled, useLocale, useLocation, useNavigate, usePageMeta } from '@nism/shared-ui';
import { AuthCard, FormFooter } from '../../lib/forms/AuthCard';
import { CAPTCHA_FAILED, isEmail, refusalText } from '../../lib/forms/checks';
import { useBusy } from '../../lib/forms/use-busy';
import { useMessages, type MessageKey } from '../../lib/page-messages';
import { useCaptcha } from '../../features/auth/captcha/use-captcha';
import { sendNewMail, verifyCode, verifyLink, type CodeType, type Verified } from '../../features/auth/api/verify-code';
import { destination, readConfirmLink, redirectLanguage } from './confirm-link';

const TITLES: Record<CodeType, { title: MessageKey; button: MessageKey }> = {
  signup: { title: 'confirmSignupTitle', button: 'confirmSignupButton' },
  recovery: { title: 'confirmRecoveryTitle', button: 'confirmRecoveryButton' },
  email_change: { title: 'confirmEmailChangeTitle', button: 'confirmEmailChangeButton' },
};

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
  const t = useMessages();
  const locale = useLocale();
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
  const text = { title: t[TITLES[type].title](), button: t[TITLES[type].button]() };
  usePageMeta({ title: text.title, description: t.metaConfirmDescription() });

  const settle = (outcome: Verified): void => {
    if (outcome.ok) {
      if (!outcome.session) {
        notify.neutral(t.oneAddressConfirmed(), t.otherAddress());
        return setWaiting(true);
      }
      // The same words a link that signed in would have brought (AuthLinkNotice).
      if (type === 'signup') notify.success(t.emailConfirmedTitle(), t.emailConfirmedDescription());
      else if (type === 'email_change')
        notify.success(t.emailChangedTitle(), t.emailChangedDescription({ email: outcome.session.user.email }));
      else notify.success(t.codeAcceptedTitle(), t.codeAcceptedDescription());
      const to = destination(type, outcome.session, link.redirectTo);
      // The mail links here in English; a link sent from a Hindi page goes on to that page in Hindi (a new document).
      const language = redirectLanguage(link.redirectTo);
      if (language && language !== locale) return openLanguageAddress(withBase(to, language));
      void navigate(to, { replace: true });
      return;
    }
    if ('expired' in outcome && outcome.expired) return setExpired(true);
    if ('tooMany' in outcome && outcome.tooMany) {
      notify.error(t.tooManyTriesTitle(), t.tooManyTriesConfirm());
      return;
    }
    notify.error(t.notConfirmed(), 'refused' in outcome ? refusalText(outcome.refused, t) : t.unexpectedDescription());
  };

  const useLink = () => void run(async () => settle(await verifyLink(link.tokenHash, type)));

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!isEmail(email)) found.email = email.trim() ? t.invalidEmail() : t.emailRequired();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) found.code = t.enterEmailDigits();
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(async () => settle(await verifyCode(email, code, type)));
  };

  const newMail = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) return setErrors({ email: email.trim() ? t.invalidEmail() : t.emailRequired() });
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    void run(async () => {
      const outcome = await sendNewMail(email, type, captchaToken, redirectLanguage(link.redirectTo) ?? locale);
      if (captchaToken) captcha.used(!outcome.ok && 'refused' in outcome && outcome.refused === CAPTCHA_FAILED);
      if (!outcome.ok) {
        notify.error(t.noEmailSent(), 'refused' in outcome ? refusalText(outcome.refused, t) : t.unexpectedDescription());
        return;
      }
      setExpired(false);
      setCode('');
      notify.success(t.newEmailSentTitle(), t.newEmailSentDescription());
    });
  };

  if (waiting) {
    return (
      <AuthCard title={t.oneAddressConfirmed()} subtitle={t.confirmOtherSubtitle()}>
        <Info>{t.confirmOtherInfo()}</Info>
        <FormFooter>
          <Link to={paths.account()}>{t.backToAccount()}</Link>
        </FormFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.title} subtitle={link.tokenHash ? t.oneStepLeft() : t.enterCodeFromEmail()}>
      {expired && (
        <Alert role="alert">
          <p>
            <strong>{t.expiredHeading()}</strong>
          </p>
          <p>{t.expiredInfo()}</p>
          <form onSubmit={newMail} noValidate aria-label={t.sendNewEmail()}>
            <TextField
              label={t.emailLabel()}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {captcha.field}
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t.sending() : t.sendNewEmail()}
            </Button>
          </form>
        </Alert>
      )}
      {link.tokenHash && !expired && (
        <>
          <Info>{t.pressButtonInfo()}</Info>
          <Button type="button" $block onClick={useLink} disabled={busy} aria-busy={busy}>
            {busy ? t.pleaseWait() : text.button}
          </Button>
          <Divider>{t.orTypeCode()}</Divider>
        </>
      )}
      {!expired && (
        <form onSubmit={submitCode} noValidate aria-label={t.enterTheCode()}>
          {!link.type && (
            <>
              <Label htmlFor="code-type">{t.codeIsFor()}</Label>
              <Select id="code-type" value={type} onChange={(e) => setType(e.target.value as CodeType)}>
                <option value="signup">{t.codeForSignup()}</option>
                <option value="recovery">{t.codeForRecovery()}</option>
                <option value="email_change">{t.codeForEmailChange()}</option>
              </Select>
            </>
          )}
          <TextField
            label={t.emailLabel()}
            type="email"
            name="email"
            autoComplete="email"
            hint={type === 'email_change' ? t.codeSentToHint() : undefined}
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t.codeLabel()}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" $block $variant={link.tokenHash ? 'secondary' : 'primary'} disabled={busy} aria-busy={busy}>
            {busy ? t.checking() : t.useTheCode()}
          </Button>
        </form>
      )}
      <FormFooter>
        <Link to={paths.login()}>{t.returnToLogin()}</Link>
      </FormFooter>
    </AuthCard>
  );
}
