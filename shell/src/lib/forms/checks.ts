import type { AuthError } from '@supabase/supabase-js';
import { english, type MessageKey, type Messages } from '../page-messages';

/** A field-by-field map of inline errors; empty when every field is filled in. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form-level failure shown as a toast, with the spec's exact title and description. */
export interface ToastMessage {
  title: string;
  description: string;
}

export type Check<K extends string> = { ok: true } | { ok: false; fields: FieldErrors<K> } | { ok: false; toast: ToastMessage };

/**
 * The backend refused the CAPTCHA token (missing, expired, used, or failed): the widget must run again. An outcome
 * carries it in English; `refusalText` says it in the page's language.
 */
export const CAPTCHA_FAILED = english.captchaFailed();

/** Something unexpected (the network, a 5xx): the generic message. */
export const unexpected = (t: Messages = english): ToastMessage => ({ title: t.unexpectedTitle(), description: t.unexpectedDescription() });

export const isBlank = (value: string) => value.trim() === '';

/** A light shape check (something@domain.tld); the backend has the last word. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

// Refusals in English that the site knows how to say in the page's language: its own (a CAPTCHA refused, a wrong
// current password, a wrong two-step code) and GoTrue's commonest. Any other backend message is shown as it came.
const KNOWN_REFUSALS: Partial<Record<string, MessageKey>> = Object.fromEntries(
  (
    [
      'captchaFailed',
      'currentPasswordIncorrect',
      'twoFactorWrongCode',
      'twoFactorTooMany',
      'refusedInvalidCredentials',
      'refusedEmailNotConfirmed',
      'refusedUserExists',
    ] as const
  ).map((key) => [english[key](), key]),
);

/** A refusal's words in the language of `t`. */
export function refusalText(message: string, t: Messages = english): string {
  const key = KNOWN_REFUSALS[message];
  return key ? t[key]() : message;
}

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
