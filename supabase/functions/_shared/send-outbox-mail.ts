// send-outbox-mail: the hosted project's sender of private.mail_outbox (the contact form's mails to staff, issue 46).
// pg_cron calls it every minute through pg_net with the project's secret key (docs/deploy.md); anyone else is refused.
// It claims a batch (claim_outbox_mail: each row once, held while it works), sends each mail one after another, and
// records each outcome (settle_outbox_mail: sent, or the error and a longer pause before the next try).
import { fail, json, postHandler } from './http.ts';
import { mailSender, type OutboxMail } from './mail-sender.ts';
import { orThrow, type PaymentDeps } from './service-client.ts';

/** A minute's batch; sent one by one, paced under Resend's default of 2 requests a second. */
export const BATCH = 10;
const PACE_MS = 600;

export type MailDeps = Omit<PaymentDeps, 'verifyToken'> & { paceMs?: number };

/** Compares in constant time, so the answer's timing does not reveal how much of a guess was right. */
function sameSecret(given: string, secret: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(secret);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}

/** The caller presents the project's secret key, as `Authorization: Bearer` or `apikey`. */
function isProjectScheduler(req: Request, secretKey: string): boolean {
  const header = req.headers.get('authorization') ?? '';
  const bearer = /^bearer /i.test(header) ? header.slice(7).trim() : '';
  const apikey = req.headers.get('apikey') ?? '';
  return Boolean(secretKey) && [bearer, apikey].some((key) => key !== '' && sameSecret(key, secretKey));
}

export function sendOutboxMailHandler(deps: MailDeps) {
  return postHandler('send-outbox-mail', async (req) => {
    if (!isProjectScheduler(req, deps.secretKey)) return fail(401, "Only the project's scheduler may send staff mail");
    const send = mailSender(deps.env, deps.fetch);
    const db = deps.createClient(deps.supabaseUrl, deps.secretKey);
    const mails = (orThrow(await db.rpc('claim_outbox_mail', { p_limit: BATCH }), 'claim mail') ?? []) as OutboxMail[];
    let sent = 0;
    for (const [i, mail] of mails.entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, deps.paceMs ?? PACE_MS));
      const error = await send(mail);
      if (error) console.warn(`mail ${mail.id} not sent:`, error);
      else sent++;
      orThrow(await db.rpc('settle_outbox_mail', { p_id: mail.id, p_error: error }), 'record a mail');
    }
    return json(200, { claimed: mails.length, sent, failed: mails.length - sent });
  });
}
