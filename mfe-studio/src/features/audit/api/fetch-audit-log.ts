import { callRpc } from '../../../lib/rpc';

export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string | null;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  action: string;
  actor: string;
  /** Entries older than this id (the last one shown): "Load older". */
  before?: number;
}

/** The audit log, newest first (get_audit_log). */
export async function fetchAuditLog({ action, actor, before }: AuditQuery): Promise<AuditEntry[]> {
  return (
    (await callRpc<AuditEntry[] | null>('get_audit_log', {
      p_action: action.trim() || null,
      p_actor: actor.trim() || null,
      p_before: before ?? null,
      p_limit: AUDIT_PAGE_SIZE,
    })) ?? []
  );
}
