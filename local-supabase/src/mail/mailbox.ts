// Mails the auth layer "sends" (confirmation, recovery, email change), kept in memory for the inbox page.
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

  /** Sends an HTML mail with its plain-text part, derived from the HTML as mail clients without HTML show it. */
  send(to: string, { subject, html, links }: { subject: string; html: string; links: string[] }): Mail {
    const mail = {
      id: this.nextId++,
      to: to.toLowerCase(),
      subject,
      html,
      text: plainText(html),
      links,
      created_at: new Date().toISOString(),
    };
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

/** The text of an HTML body: one paragraph per block, a link as its text followed by its address. */
export function plainText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<\/(p|h[1-6]|div|li)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
