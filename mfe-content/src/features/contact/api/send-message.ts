import { ApiError, getSupabase, unwrap } from '@nism/platform';
import type { Locale } from '@nism/contracts';

export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: string;
}

/**
 * Stores the message for the team (send_contact_message: limited per connection and per email; staff get a mail).
 * Throws ApiError: 22023 bad input, PT429 too many, '' the network.
 */
export async function sendContactMessage({ name, email, message, website }: ContactSubmission): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.rpc(
    'send_contact_message' as never,
    {
      p_name: name,
      p_email: email,
      p_message: message,
      p_website: website || null,
    } as never,
  );
  unwrap(result as { data: unknown; error: { message: string; code?: string } | null; status?: number });
}

interface FailureWords {
  failureNetwork(): string;
  failureTooMany(): string;
  failureRefused(): string;
}

/**
 * Words for a failed send: in English the server's own for a refusal; in another language the refusal's kind (too
 * many messages, or input the server would not take) in that language, since the server words its refusals in English.
 */
export function sendFailure(error: unknown, locale: Locale, t: FailureWords): string {
  if (!(error instanceof ApiError) || !error.code) return t.failureNetwork();
  if (locale === 'en') return error.message;
  return error.code === 'PT429' ? t.failureTooMany() : t.failureRefused();
}
