// Learner accounts for the soak: the bench's premium learners (confirmed, with an active premium purchase of NISM
// Series V-A). Signing in is part of each learner's journey, not done here.
import { createPremiumAccounts, type Account } from '../bench/lib/learners';
import type { Client } from './clients';

export { PASSWORD, type Account } from '../bench/lib/learners';

export function createAccounts(admin: Client, count: number, tag: string): Promise<Account[]> {
  return createPremiumAccounts(admin, count, `soak-${tag}`);
}
