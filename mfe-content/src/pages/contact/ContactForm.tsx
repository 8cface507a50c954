import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, TextAreaField, TextField, notify, useFormReady, styled } from '@nism/shared-ui';
import { validateContact, type ContactErrors, type ContactMessage } from './validate-contact';

/** How long the form shows 'Sending...': there is no server, the pause just acknowledges the action. */
export const SEND_DELAY_MS = 1000;

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

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
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const ready = useFormReady(form, setValues);

  useEffect(() => () => clearTimeout(timer.current), []);

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
    timer.current = setTimeout(() => {
      setSending(false);
      setValues(EMPTY);
      notify.success('Message sent!', "We'll get back to you as soon as possible.");
    }, SEND_DELAY_MS);
  };

  return (
    // noValidate: we show our own messages under each field instead of the browser's bubbles.
    <Form as="form" ref={form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a Message</h2>
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
      <Button type="submit" disabled={sending || !ready} $block>
        {/* Until the page has hydrated (or with its scripts blocked) the button says why it waits (issue 47). */}
        {sending ? 'Sending...' : ready ? 'Send Message' : 'Getting ready...'}
      </Button>
    </Form>
  );
}
