import { staffRole, type StaffRole } from '@nism/contracts';
import { useAuth } from '@nism/shared-auth';

/** The signed-in user's staff role ('editor' | 'admin'), or undefined for a learner or a visitor. */
export function useStaffRole(): StaffRole | undefined {
  return staffRole(useAuth().user);
}
