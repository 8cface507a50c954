import type { Engine } from '../db/engine';
import type { Mailbox } from './mailbox';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The mail sender of private.mail_outbox (the contact form's mails to staff, issue 46) for local use: every second it
 * takes the unsent rows, marks them sent in the same statement and puts them in the local inbox. Databases without
 * the table (protocol tests) are left alone.
 */
export function deliverOutbox(engine: Engine, mailbox: Mailbox, intervalMs = 1000): () => Promise<void> {
  let present: boolean | undefined;
  const run = async () => {
    try {
      present ??= (await engine.query<{ t: string | null }>(`select to_regclass('private.mail_outbox')::text as t`)).rows[0]?.t != null;
      if (!present) return;
      const { rows } = await engine.query<{ to_address: string; subject: string; body: string }>(
        `update private.mail_outbox set sent_at = now() where sent_at is null returning to_address, subject, body`,
      );
      for (const m of rows) {
        const html = m.body
          .split(/\n{2,}/)
          .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
          .join('');
        mailbox.send(m.to_address, { subject: m.subject, html, links: [] });
      }
    } catch {
      present = undefined; // a database being migrated: look again next time
    }
  };
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
