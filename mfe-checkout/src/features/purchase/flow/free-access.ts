import { paths } from 'contracts';
import { notify } from 'shared-ui';
import { grantFreeAccess } from '../api/grant-free-access';
import { MESSAGES } from './messages';
import type { PurchaseDeps, PurchaseInput, PurchaseOutcome } from './types';

/** A plan priced 0: a demo purchase until the end of today, then My Exams. */
export async function takeFreeAccess({ plan }: PurchaseInput, { navigate }: PurchaseDeps): Promise<PurchaseOutcome> {
  try {
    await grantFreeAccess(plan.id);
  } catch {
    notify.error(...MESSAGES.freeFailed);
    return { status: 'failed' };
  }
  notify.success(...MESSAGES.freeGranted);
  navigate(paths.exams());
  return { status: 'purchased' };
}
