import { Hono } from 'hono';
import { compress } from '../http/compress';
import type { Mailbox } from './mailbox';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The local inbox: an HTML page of sent mails with clickable links, and a JSON API for tests. */
export function inboxRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.get('/api/messages', (c) => c.json(mailbox.list(c.req.query('to'))));
  app.delete('/api/messages', (c) => {
    mailbox.clear();
    return c.body(null, 204);
  });
  app.get('/', (c) => {
    const mails = mailbox.list(c.req.query('to'));
    const rows = mails
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to)} · ${esc(m.created_at)}</p>
<p>${esc(m.text)}</p>${m.links.map((l) => `<p><a href="${esc(l)}">${esc(l)}</a></p>`).join('')}</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}
a{word-break:break-all}</style></head><body><h1>Local inbox (${mails.length})</h1>
${rows || '<p>No mail yet. Sign up or ask for a password reset and the mail appears here.</p>'}</body></html>`);
  });
  return app;
}
