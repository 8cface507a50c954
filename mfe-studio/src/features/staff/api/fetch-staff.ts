import { callRpc } from '../../../lib/rpc';
import type { StaffRole } from '@nism/contracts';

export interface StaffMember {
  email: string;
  role: StaffRole;
}

/** Everyone with a staff role (list_staff, admin only). */
export async function fetchStaff(): Promise<StaffMember[]> {
  return (await callRpc<StaffMember[] | null>('list_staff')) ?? [];
}
