import type { AuthError } from '@supabase/supabase-js';

/** A field-by-field map of inline errors; empty when every field is filled in. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form-level failure shown as a toast, with the spec's exact title and description. */
export interface ToastMessage {
  title: string;
  description: string;
}

export type Check<K extends string> = { ok: true } | { ok: false; fields: FieldErrors<K> } | { ok: false; toast: ToastMessage };

/** The backend refused the CAPTCHA token (missing, expired, used, or failed): the widget must run again. */
export const CAPTCHA_FAILED = 'The security check expired or failed. Please complete it again and retry.';

export const UNEXPECTED: ToastMessage = { title: 'An error occurred', description: 'Please try again later.' };

export const isBlank = (value: string) => value.trim() === '';

/** A light shape check (something@domain.tld); the backend has the last word. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const INVALID_EMAIL = 'Please enter a valid email address';

/** The required-field errors of `values`, keyed by field, using each field's message. */
export function requiredErrors<K extends string>(values: Record<K, string>, messages: Record<K, string>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(messages) as K[]) if (isBlank(values[key])) errors[key] = messages[key];
  return errors;
}

/** The outcome of an auth call: done, refused by the backend (with its message), or something unexpected. */
export type AuthOutcome = { ok: true } | { ok: false; refused: string } | { ok: false; unexpected: true };

/** Network failures and 5xx are not the backend refusing the request: they get the generic message. */
export function toOutcome(error: AuthError | null): AuthOutcome {
  if (!error) return { ok: true };
  if (error.code === 'captcha_failed') return { ok: false, refused: CAPTCHA_FAILED };
  // supabase-js's isAuthRetryableFetchError tests this name; a value import would pull supabase-js into the shell's first load.
  if (error.name === 'AuthRetryableFetchError') return { ok: false, unexpected: true };
  return { ok: false, refused: error.message };
}
