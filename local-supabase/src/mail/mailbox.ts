// Mails the auth layer "sends" (confirmation, recovery), kept in memory for the inbox page.
export interface Mail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

export class Mailbox {
  private mails: Mail[] = [];
  private nextId = 1;

  send(to: string, subject: string, text: string, links: string[]): Mail {
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    const html = `<p>${esc(text)}</p>${links.map((l) => `<p><a href="${esc(l)}">${esc(l)}</a></p>`).join('')}`;
    const mail = { id: this.nextId++, to: to.toLowerCase(), subject, html, text, links, created_at: new Date().toISOString() };
    this.mails.push(mail);
    return mail;
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string | null): Mail[] {
    const all = to ? this.mails.filter((m) => m.to === to.toLowerCase()) : this.mails;
    return [...all].reverse();
  }

  clear(): void {
    this.mails = [];
  }
}
