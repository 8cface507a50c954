import { callRpc } from '../../../lib/rpc';
import type { PaperStatus, StudioPaper } from './types';

/**
 * Publishes (with the paper's draft questions), retires or returns a paper to draft (set_test_paper_status, admins).
 * A full-length paper that does not match its blueprint is refused (22023, naming what differs).
 */
export async function setPaperStatus(id: string, status: PaperStatus): Promise<StudioPaper> {
  return callRpc<StudioPaper>('set_test_paper_status', { p_id: id, p_status: status, p_publish_drafts: status === 'published' });
}
