import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, TextAreaField, TextField, notify, theme, styled } from '@nism/shared-ui';
import { useFormReady } from '@nism/shared-hooks';
import { sendContactMessage, sendFailure } from '../../features/contact/api/send-message';
import { validateContact, type ContactErrors, type ContactMessage } from './validate-contact';

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
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [website, setWebsite] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const ready = useFormReady(form, setValues);

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
        notify.success('Message sent!', "We'll get back to you as soon as possible.");
      })
      // A failure keeps everything typed, so nothing is lost.
      .catch((error: unknown) => {
        const reason = sendFailure(error);
        setFailure(reason);
        notify.error('Message not sent', reason);
      })
      .finally(() => setSending(false));
  };

  return (
    // noValidate: we show our own messages under each field instead of the browser's bubbles.
    <Form as="form" ref={form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a Message</h2>
      {failure && <Failure role="alert">Your message was not sent: {failure} What you typed is still here.</Failure>}
      <TextField label="Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} error={errors.name} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
      />
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </label>
      </Honeypot>
      <Button type="submit" disabled={sending || !ready} $block>
        {/* Until the page has hydrated (or with its scripts blocked) the button says why it waits (issue 47). */}
        {sending ? 'Sending...' : ready ? 'Send Message' : 'Getting ready...'}
      </Button>
    </Form>
  );
}
