export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

// The same shape browsers accept for type="email": something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is required; the email must look like an address. Returns only the fields in error. */
export function validateContact({ name, email, message }: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!name.trim()) errors.name = 'Please enter your name.';
  if (!email.trim()) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(email.trim())) errors.email = 'Please enter a valid email address, such as name@example.com.';
  if (!message.trim()) errors.message = 'Please enter a message.';
  return errors;
}
