import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, TextAreaField, TextField, notify, theme, styled, useLocale } from '@nism/shared-ui';
import { useFormReady } from '@nism/shared-hooks';
import { sendContactMessage, sendFailure } from '../../features/contact/api/send-message';
import { MAX_MESSAGE, MAX_NAME, validateContact, type ContactErrors, type ContactMessage } from './validate-contact';
import { useMessages } from '../../lib/messages';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** Off-screen and out of the accessibility tree: people never see it, form-filling bots do. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Failure = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.danger};
  background: #fef2f2;
`;

const Form = styled(Card)`
  h2 {
    margin: 0 0 1.25rem;
    font-size: 1.4rem;
  }
`;

export function ContactForm() {
  const t = useMessages();
  const locale = useLocale();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [website, setWebsite] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const ready = useFormReady(form, setValues);
  const problems = {
    nameMissing: t.nameMissing(),
    nameTooLong: t.nameTooLong({ max: MAX_NAME }),
    emailMissing: t.emailMissing(),
    emailInvalid: t.emailInvalid(),
    messageMissing: t.messageMissing(),
    messageTooLong: t.messageTooLong({ max: MAX_MESSAGE }),
  };
  const errorOf = (field: keyof ContactMessage) => (errors[field] ? problems[errors[field]] : undefined);

  const change = (field: keyof ContactMessage) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    // A field's message goes away as soon as the user starts fixing it.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Move focus to the first field in error so keyboard and screen-reader users land on it.
      const first = (['name', 'email', 'message'] as const).find((f) => found[f]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    setFailure(undefined);
    sendContactMessage({ ...values, website })
      .then(() => {
        setValues(EMPTY);
        notify.success(t.sentTitle(), t.sentText());
      })
      // A failure keeps everything typed, so nothing is lost.
      .catch((error: unknown) => {
        const reason = sendFailure(error, locale, t);
        setFailure(reason);
        notify.error(t.notSentTitle(), reason);
      })
      .finally(() => setSending(false));
  };

  return (
    // noValidate: we show our own messages under each field instead of the browser's bubbles.
    <Form as="form" ref={form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t.formHeading()}</h2>
      {failure && <Failure role="alert">{t.notSentAlert({ reason: failure })}</Failure>}
      <TextField
        label={t.fieldName()}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={change('name')}
        error={errorOf('name')}
      />
      <TextField
        label={t.fieldEmail()}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errorOf('email')}
      />
      <TextAreaField
        label={t.fieldMessage()}
        name="message"
        required
        rows={6}
        value={values.message}
        onChange={change('message')}
        error={errorOf('message')}
      />
      <Honeypot aria-hidden="true">
        <label>
          {t.fieldWebsite()}
          <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </label>
      </Honeypot>
      <Button type="submit" disabled={sending || !ready} $block>
        {/* Until the page has hydrated (or with its scripts blocked) the button says why it waits (issue 47). */}
        {sending ? t.sending() : ready ? t.send() : t.gettingReady()}
      </Button>
    </Form>
  );
}
