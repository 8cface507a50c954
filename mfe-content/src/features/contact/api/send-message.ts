import { ApiError, getSupabase, unwrap } from '@nism/platform';

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

/** Words for a failed send: the server's own for a refusal, else a network message. */
export function sendFailure(error: unknown): string {
  if (error instanceof ApiError && error.code && error.code !== '') return error.message;
  return 'We could not reach the server. Check your connection and try again.';
}
