import { callRpc } from '../../../lib/rpc';
import type { StaffRole } from '@nism/contracts';

/**
 * Gives an account a staff role, or takes it away with 'none' (grant_staff_role, admin only; P0002: no such account).
 * The database removes a role when p_role is null (supabase/schema/staff.sql, as `npm run studio:grant -- none` sends).
 */
export async function grantStaffRole(email: string, role: StaffRole | 'none'): Promise<void> {
  await callRpc<unknown>('grant_staff_role', { p_email: email.trim(), p_role: role === 'none' ? null : role });
}
