// The mail provider behind send-outbox-mail, chosen by env (MAIL_PROVIDER, default and only "resend"): Resend's HTTP
// API, one POST per mail, with a timeout and an idempotency key per outbox row, so a retry after a timeout never
// mails twice (Resend keeps the key a day).
import { fail, HttpError } from './http.ts';

export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  reply_to: string | null;
}

/** Sends one mail; resolves to null when the provider accepted it, else the reason (kept as the row's last_error). */
export type SendMail = (mail: OutboxMail) => Promise<string | null>;

export const RESEND_URL = 'https://api.resend.com/emails';
const TIMEOUT_MS = 10_000;

/** The configured sender; a missing setting is a 500 naming it, before any mail is claimed. */
export function mailSender(env: Record<string, string | undefined>, fetchFn: typeof fetch): SendMail {
  const provider = env.MAIL_PROVIDER ?? 'resend';
  if (provider !== 'resend') throw new HttpError(fail(500, `MAIL_PROVIDER "${provider}" is not supported (resend)`));
  const apiKey = env.RESEND_API_KEY;
  const from = env.MAIL_FROM;
  if (!apiKey || !from) throw new HttpError(fail(500, 'Mail is not configured: set RESEND_API_KEY and MAIL_FROM'));
  return async (mail) => {
    try {
      const res = await fetchFn(RESEND_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': `outbox-${mail.id}` },
        body: JSON.stringify({
          from,
          to: [mail.to_address],
          subject: mail.subject,
          text: mail.body,
          ...(mail.reply_to && { reply_to: mail.reply_to }),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return null;
      const detail = await res.text().catch(() => '');
      return `resend ${res.status}: ${detail.slice(0, 300)}`;
    } catch (error) {
      return `resend unreachable: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
}
