import { callRpc } from '../../../lib/rpc';

export type MessageStatus = 'new' | 'answered' | 'closed';

/** A visitor's message from the contact form, as list_contact_messages answers it. */
export interface ContactMessage {
  id: number;
  created_at: string;
  name: string;
  email: string;
  message: string;
  status: MessageStatus;
  status_changed_at: string | null;
  /** The signed-in account that sent it, if any. */
  account_email: string | null;
  status_changed_by_email: string | null;
}

/** The messages of one status, newest first (staff only). */
export const fetchMessages = (status: MessageStatus) =>
  callRpc<{ total: number; rows: ContactMessage[] }>('list_contact_messages', { p_status: status, p_limit: 100 });

/** Marks a message answered, closed or new again (audited; needs the second factor). */
export const setMessageStatus = (id: number, status: MessageStatus) =>
  callRpc<{ id: number; status: MessageStatus }>('set_contact_message_status', { p_id: id, p_status: status });

/** A mailto: link that answers the visitor from the staff member's own mail app, quoting their message. */
export function replyLink(m: ContactMessage): string {
  const quoted = m.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Dear ${m.name},\n\n\n\n${quoted}`;
  return `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent('Re: your message to NISM Practice')}&body=${encodeURIComponent(body)}`;
}
