import { callRpc } from '../../../lib/rpc';
import type { StaffRole } from '@nism/contracts';

/** Gives an account a staff role, or takes it away with 'none' (grant_staff_role, admin only; P0002: no such account). */
export async function grantStaffRole(email: string, role: StaffRole | 'none'): Promise<void> {
  await callRpc<unknown>('grant_staff_role', { p_email: email.trim(), p_role: role });
}
