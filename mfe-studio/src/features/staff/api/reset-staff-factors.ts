import { callRpc } from '../../../lib/rpc';

/** Removes a staff member's second factors and ends their sessions (reset_staff_factors, admin only, audited). */
export async function resetStaffFactors(email: string): Promise<number> {
  return callRpc<number>('reset_staff_factors', { p_email: email.trim() });
}
