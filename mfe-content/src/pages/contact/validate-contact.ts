export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** What is wrong with a field: the form words it in the page's language. */
export type ContactProblem = 'nameMissing' | 'nameTooLong' | 'emailMissing' | 'emailInvalid' | 'messageMissing' | 'messageTooLong';

export type ContactErrors = Partial<Record<keyof ContactMessage, ContactProblem>>;

/** The longest name and message the server accepts (send_contact_message counts characters, as [...text] does). */
export const MAX_NAME = 200;
export const MAX_MESSAGE = 5000;

// The same shape browsers accept for type="email": something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is required, within the server's lengths; the email must look like an address. Returns only the fields in error. */
export function validateContact({ name, email, message }: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!name.trim()) errors.name = 'nameMissing';
  else if ([...name.trim()].length > MAX_NAME) errors.name = 'nameTooLong';
  if (!email.trim()) errors.email = 'emailMissing';
  else if (!EMAIL.test(email.trim())) errors.email = 'emailInvalid';
  if (!message.trim()) errors.message = 'messageMissing';
  else if ([...message.trim()].length > MAX_MESSAGE) errors.message = 'messageTooLong';
  return errors;
}
